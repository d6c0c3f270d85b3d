import type { ProductBundle } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.create;

/** What a hardware configuration's card says about it. */
export const bundleLines = (b: ProductBundle): string[] => [
  `${t.cpu}: ${formatNumber(b.cpu ?? 0)}`,
  `${t.memory}: ${bareMetalMessages.gb(formatNumber(b.memory ?? 0))}`,
  `${t.disk}: ${bareMetalMessages.gb(formatNumber(b.disk ?? 0))}`,
  `${t.bandwidth}: ${b.bandwidth === null ? t.unmetered : bareMetalMessages.gb(formatNumber(b.bandwidth))}`,
];
