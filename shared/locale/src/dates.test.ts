import { formatDate, formatDateTime, formatLongDate, formatMonth, jalaliToIsoDate, jdayjs, parseJalali, parseJalaliParts, toJalali } from './dates';
import { monthName, monthNames } from './month-names';
import { startOfDayIn, wallClock } from './timezone';

// Every expectation here is about Tehran wall-clock time, so the suite must give the same
// answers whatever TZ the machine runs in (checked in CI with TZ=UTC and TZ=Asia/Tokyo).
describe('formatDateTime / formatDate', () => {
  it('shows 21 March 2025 as 1404/01/01 in Persian digits', () => {
    expect(formatDate('2025-03-21T08:00:00Z')).toBe('۱۴۰۴/۰۱/۰۱');
    expect(formatDateTime('2025-03-21T08:00:00Z')).toBe('۱۱:۳۰:۰۰ - ۱۴۰۴/۰۱/۰۱');
  });
  it('uses the Tehran day, not the UTC day', () => {
    // 21:00 UTC on 20 March is 00:30 on 21 March in Tehran (+03:30).
    expect(formatDateTime('2025-03-20T21:00:00Z')).toBe('۰۰:۳۰:۰۰ - ۱۴۰۴/۰۱/۰۱');
    // 20:29:59 UTC is still the last day of 1403 (a leap year: Esfand 30).
    expect(formatDateTime('2025-03-20T20:29:59Z')).toBe('۲۳:۵۹:۵۹ - ۱۴۰۳/۱۲/۳۰');
  });
  it('accepts a Date and epoch milliseconds', () => {
    const d = new Date('2021-03-20T12:00:00Z');
    expect(formatDate(d)).toBe('۱۳۹۹/۱۲/۳۰');
    expect(formatDate(d.getTime())).toBe('۱۳۹۹/۱۲/۳۰');
  });
  it('honours the summer offset Tehran used before 2022 (+04:30)', () => {
    expect(formatDateTime('2021-07-01T19:30:00Z')).toBe('۰۰:۰۰:۰۰ - ۱۴۰۰/۰۴/۱۱');
  });
  it('shows four dashes for empty and invalid values', () => {
    for (const empty of [null, undefined, '', 'not a date', new Date(Number.NaN)]) {
      expect(formatDateTime(empty)).toBe('----');
      expect(formatDate(empty)).toBe('----');
      expect(formatMonth(empty)).toBe('----');
      expect(formatLongDate(empty)).toBe('----');
    }
    expect(toJalali(null)).toBeNull();
  });
});

describe('month names', () => {
  it('has twelve names per variant', () => {
    for (const names of Object.values(monthNames)) expect(names).toHaveLength(12);
  });
  it('names the first and last months in Persian, Dari and Pashto', () => {
    expect(monthName(1)).toBe('فروردین');
    expect(monthName(12, 'dari')).toBe('حوت');
    expect(monthName(4, 'pashto')).toBe('چنگاښ');
    expect(() => monthName(13)).toThrow(RangeError);
  });
  it('formats month and long dates per variant', () => {
    const nowruz = '2025-03-21T08:00:00Z';
    expect(formatMonth(nowruz)).toBe('فروردین ۱۴۰۴');
    expect(formatMonth(nowruz, 'dari')).toBe('حمل ۱۴۰۴');
    expect(formatMonth(nowruz, 'pashto')).toBe('وری ۱۴۰۴');
    expect(formatLongDate('2025-03-20T08:00:00Z')).toBe('۳۰ اسفند ۱۴۰۳');
  });
});

describe('parseJalali', () => {
  it('returns the start of that day in Tehran, whatever the machine zone', () => {
    expect(parseJalali('1404/01/01')?.toISOString()).toBe('2025-03-20T20:30:00.000Z');
    expect(parseJalali('1400/04/11')?.toISOString()).toBe('2021-07-01T19:30:00.000Z');
  });
  it('round-trips with formatDate', () => {
    for (const text of ['1403/12/30', '1399/12/30', '1300/01/01', '1402/06/31']) {
      expect(formatDate(parseJalali(text))).toBe(text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]));
    }
  });
  it('accepts Persian digits, dashes and single-digit parts', () => {
    expect(parseJalaliParts('۱۴۰۳/۱۲/۳۰')).toEqual({ jy: 1403, jm: 12, jd: 30 });
    expect(parseJalaliParts('1403-1-5')).toEqual({ jy: 1403, jm: 1, jd: 5 });
  });
  it('rejects impossible or malformed dates instead of rolling them over', () => {
    expect(parseJalali('1404/12/30')).toBeNull();
    expect(parseJalali('1402/07/31')).toBeNull();
    expect(parseJalali('1403/13/01')).toBeNull();
    expect(parseJalali('3178/01/01')).toBeNull();
    expect(parseJalali('')).toBeNull();
    expect(parseJalali(null)).toBeNull();
    expect(parseJalali('yesterday')).toBeNull();
  });
  it('gives the Gregorian calendar date for query strings', () => {
    expect(jalaliToIsoDate('1403/12/30')).toBe('2025-03-20');
    expect(jalaliToIsoDate('1404/12/30')).toBeNull();
  });
});

describe('timezone helpers', () => {
  it('reads a Tehran wall clock', () => {
    expect(wallClock(new Date('2025-03-20T20:30:00Z'))).toEqual({ year: 2025, month: 3, day: 21, hour: 0, minute: 0, second: 0 });
  });
  it('finds the start of a day in another zone too', () => {
    expect(startOfDayIn(2025, 3, 21, 'UTC').toISOString()).toBe('2025-03-21T00:00:00.000Z');
    expect(startOfDayIn(2025, 3, 21, 'Asia/Kabul').toISOString()).toBe('2025-03-20T19:30:00.000Z');
  });
});

describe('jdayjs', () => {
  it('is dayjs with the Jalali calendar available but not switched on globally', () => {
    const d = jdayjs(new Date(2025, 2, 21, 12));
    expect(d.calendar('jalali').format('YYYY/MM/DD')).toBe('1404/01/01');
    expect(d.format('YYYY-MM-DD')).toBe('2025-03-21');
  });
});
