import type { BareMetalBundle } from '@portal/contracts';
import { fill, formatGigabytes, formatNumber } from '@portal/locale';
import { bareMetalMessages } from './messages';

const t = bareMetalMessages.create;

/** What a hardware configuration's card says about it: the provider's figures of the bundle row. */
export const bundleLines = (b: BareMetalBundle): string[] => [
  `${t.cpu}: ${formatNumber(b.physicalCpu)}`,
  `${t.memory}: ${formatGigabytes(b.physicalMemory)}`,
  `${t.disk}: ${formatGigabytes(b.physicalDisk)}`,
  `${t.networkPort}: ${fill(t.networkPortValue, { n: formatNumber(b.networkPort) })}`,
  `${t.ipv4}: ${formatNumber(b.bareMetalIpv4)}`,
];
