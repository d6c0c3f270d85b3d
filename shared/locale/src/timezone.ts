/**
 * Dates are shown in Tehran time whatever the zone of the machine: the provider, its invoices and
 * its support work on Tehran days, and a customer abroad must see the same Jalali date as support
 * does. Intl (not the machine zone) does the conversion, so results are identical under TZ=UTC.
 */
export const DISPLAY_TIME_ZONE = 'Asia/Tehran';

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Gregorian wall-clock reading of an instant in a zone. */
export function wallClock(date: Date, timeZone: string = DISPLAY_TIME_ZONE): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(date)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    // Some engines still print midnight as 24 despite h23.
    hour: parts.hour % 24,
    minute: parts.minute,
    second: parts.second,
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const w = wallClock(new Date(instant), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which a Gregorian day starts in a zone (Tehran used +04:30 in summers before 2022). */
export function startOfDayIn(gy: number, gm: number, gd: number, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const utcMidnight = new Date(Date.UTC(2000, gm - 1, gd));
  utcMidnight.setUTCFullYear(gy);
  const naive = utcMidnight.getTime();
  let instant = naive - offsetMs(naive, timeZone);
  // A second pass settles days on which the offset changes between the naive guess and the answer.
  instant = naive - offsetMs(instant, timeZone);
  return new Date(instant);
}
