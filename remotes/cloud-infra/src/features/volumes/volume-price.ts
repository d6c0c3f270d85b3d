import { volumeHourlyPrice } from '@portal/contracts';
import type { PriceRow } from '@portal/ui';
import { formatGigabytes } from '@portal/locale';
import { HOURS_PER_MONTH } from './format';
import { volumeMessages } from './messages';

const t = volumeMessages.create;

/** Rial per hour of a disk of `size` GB: the catalogue's per-GB rule (the provider's disk rows carry no price). */
export const volumeHourly = (size: number) => volumeHourlyPrice(size);

/** What a disk of `size` GB costs, hourly and per (30-day) month. */
export function volumePriceRows(size: number | null | undefined): PriceRow[] | undefined {
  if (!size) return undefined;
  const hourly = volumeHourly(size);
  return [
    { label: t.size, value: formatGigabytes(size) },
    { label: t.hourly, rial: hourly },
    { label: t.monthly, rial: hourly * HOURS_PER_MONTH, withToman: true },
  ];
}
