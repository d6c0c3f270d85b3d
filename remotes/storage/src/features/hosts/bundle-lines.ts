import type { ProductBundle } from '@portal/contracts';
import { EMPTY_VALUE, formatGigabytes } from '@portal/locale';
import { storageMessages } from '../../messages';

const t = storageMessages.create;

/** What a storage plan's card says about it: its space and its monthly traffic. */
export const bundleLines = (b: ProductBundle): string[] => [
  `${t.disk}: ${b.disk === null ? EMPTY_VALUE : formatGigabytes(b.disk)}`,
  `${t.bandwidth}: ${b.bandwidth === null ? t.unmetered : formatGigabytes(b.bandwidth)}`,
];
