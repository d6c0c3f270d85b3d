import type { ProductBundle } from '@portal/contracts';
import { formatNumber, formatGigabytes } from '@portal/locale';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.create;

/** What a hardware configuration's card says about it. */
export const bundleLines = (b: ProductBundle): string[] => [
  `${t.cpu}: ${formatNumber(b.cpu ?? 0)}`,
  `${t.memory}: ${formatGigabytes(b.memory ?? 0)}`,
  `${t.disk}: ${formatGigabytes(b.disk ?? 0)}`,
  `${t.bandwidth}: ${b.bandwidth === null ? t.unmetered : formatGigabytes(b.bandwidth)}`,
];
