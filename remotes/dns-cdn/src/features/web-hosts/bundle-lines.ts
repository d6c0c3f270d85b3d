import type { ProductBundle } from '@portal/contracts';
import { EMPTY_VALUE, fill, formatGigabytes, formatNumber } from '@portal/locale';
import { dnsCdnMessages } from '../../messages';

const t = dnsCdnMessages.webHostCreate;

/** What a hosting plan's card says: disk, monthly traffic, CPU and memory. */
export const webBundleLines = (b: ProductBundle): string[] => [
  `${t.disk}: ${b.disk === null ? EMPTY_VALUE : formatGigabytes(b.disk)}`,
  `${t.bandwidth}: ${b.bandwidth === null ? t.unmetered : formatGigabytes(b.bandwidth)}`,
  `${t.cpu}: ${b.cpu === null ? EMPTY_VALUE : fill(t.cpuValue, { n: formatNumber(b.cpu) })}`,
  `${t.memory}: ${b.memory === null ? EMPTY_VALUE : formatGigabytes(b.memory)}`,
];
