import { colocationHourlyPrice, type Equipment } from '@portal/contracts';
import { formatNumber } from '@portal/locale';
import type { PriceRow } from '@portal/ui';
import { HOURS_PER_MONTH } from '../volumes/format';
import { colocationMessages } from './messages';

const t = colocationMessages.create;

/** The price summary of a chosen equipment model: its space and power, then what it costs. */
export function equipmentPriceRows(equipment: Equipment | undefined): PriceRow[] | undefined {
  if (!equipment) return undefined;
  const hourly = colocationHourlyPrice(equipment);
  return [
    { label: t.model, value: <span dir="ltr">{equipment.model}</span> },
    { label: t.rackUnits, value: colocationMessages.units(formatNumber(equipment.rackUnits)) },
    { label: t.power, value: colocationMessages.watts(formatNumber(equipment.powerWatts)) },
    { label: t.hourly, rial: hourly },
    { label: t.monthly, rial: hourly * HOURS_PER_MONTH, withToman: true },
  ];
}
