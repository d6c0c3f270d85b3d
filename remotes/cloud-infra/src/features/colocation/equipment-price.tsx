import { colocationHourlyPrice, HOURS_PER_MONTH } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import type { PriceRow } from '@portal/ui';
import { colocationMessages } from './messages';

const t = colocationMessages.create;

interface Figures {
  rackUnitSpace?: number | null;
  powerAmp?: number | null;
  networkPort10G?: number | null;
  ipv4Count?: number | null;
}

/**
 * The price of a colocation by the published price table (`COLOCATION_PRICE`): rack space and
 * power are needed before there is one; 10G ports and addresses add to it.
 */
export function colocationPriceRows(f: Figures): PriceRow[] | undefined {
  if (!f.rackUnitSpace || !f.powerAmp || f.rackUnitSpace < 1 || f.powerAmp < 1) return undefined;
  const hourly = colocationHourlyPrice({
    rackUnitSpace: f.rackUnitSpace,
    powerAmp: f.powerAmp,
    networkPort10G: f.networkPort10G ?? 0,
    ipv4Count: f.ipv4Count ?? 0,
  });
  return [
    { label: t.rackUnits, value: colocationMessages.units(formatNumber(f.rackUnitSpace)) },
    { label: t.powerAmp, value: colocationMessages.amps(formatNumber(f.powerAmp)) },
    { label: t.hourly, rial: hourly },
    { label: t.monthly, rial: hourly * HOURS_PER_MONTH, withToman: true },
  ];
}
