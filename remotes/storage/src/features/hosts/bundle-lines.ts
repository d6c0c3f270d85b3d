import type { ProductBundle } from '@portal/contracts';
import { EMPTY_VALUE } from '@portal/locale';
import { storageMessages } from '../../messages';
import { gigabytes } from './columns';

const t = storageMessages.create;

/** What a storage plan's card says about it: its space and its monthly traffic. */
export const bundleLines = (b: ProductBundle): string[] => [
  `${t.disk}: ${b.disk === null ? EMPTY_VALUE : gigabytes(b.disk)}`,
  `${t.bandwidth}: ${b.bandwidth === null ? t.unmetered : gigabytes(b.bandwidth)}`,
];
