import { DAY_MS } from '../../clock';
// Iran has kept standard time (UTC+03:30) all year since 2022.
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
const persianDay = new Intl.DateTimeFormat('en-US-u-ca-persian', { day: 'numeric', timeZone: 'UTC' });

/** Start of the current Jalali month in Tehran: the customer's billing month. */
export function monthStartMs(nowMs: number): number {
  const localDayStart = Math.floor((nowMs + TEHRAN_OFFSET_MS) / DAY_MS) * DAY_MS;
  const dayOfMonth = Number(persianDay.format(new Date(localDayStart)));
  return localDayStart - (dayOfMonth - 1) * DAY_MS - TEHRAN_OFFSET_MS;
}
