/**
 * A Jalali (solar hijri) GenerateConfig for antd 6's DatePicker (`DatePicker.generatePicker`).
 *
 * Values stay ordinary Gregorian dayjs instants (what the API and the rest of the app use);
 * only the calendar arithmetic the picker asks for (year, month, day of month, adding months,
 * formatting and parsing) is done in the Jalali calendar, with the conversions and validation
 * of @portal/locale (jalaali-js). We deliberately do not switch dayjs into jalaliday's
 * calendar mode: dayjs is a page-wide singleton and jalaliday rolls 1404/12/30 over to
 * 1405/01/01 instead of rejecting it.
 *
 * Months are 0-based here (rc-picker convention); Jalali APIs of @portal/locale are 1-based.
 * Formatting prints Persian digits; parsing accepts Persian, Arabic or ASCII digits.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type generatePicker from 'antd/es/date-picker/generatePicker';
import { gregorianToJalali, isValidJalaliDate, jalaliMonthLength, jalaliToGregorian, normalizeDigits, toPersianDigits, type JalaliDate } from '@portal/locale';
import { jalaliMonthNames, persianMeridiem, persianShortWeekDays, persianWeekDays } from './messages';

/** rc-picker's GenerateConfig, reached through antd (rc-picker is not a direct dependency). */
export type GenerateConfig<DateType extends object> = Parameters<typeof generatePicker<DateType>>[0];

/** Saturday: the Iranian week starts on Saturday (JS day number 6). */
export const JALALI_WEEK_FIRST_DAY = 6;
export const JALALI_DATE_FORMAT = 'YYYY/MM/DD';

/** A dayjs switched to jalaliday's calendar would report Jalali fields: read it as Gregorian. */
function greg(d: Dayjs): Dayjs {
  const c = d as Dayjs & { $C?: string; calendar?: (c: string) => Dayjs };
  return c.$C && c.$C !== 'gregory' && typeof c.calendar === 'function' ? c.calendar('gregory') : d;
}

export function toJalaliParts(value: Dayjs): JalaliDate {
  const d = greg(value);
  return gregorianToJalali(d.year(), d.month() + 1, d.date());
}

/** The same time of day as `base`, on Jalali date jy/jm/jd (jd clamped to the month length). */
export function withJalaliDate(base: Dayjs, jy: number, jm: number, jd: number): Dayjs {
  const day = Math.min(Math.max(jd, 1), jalaliMonthLength(jy, jm));
  const { gy, gm, gd } = jalaliToGregorian(jy, jm, day);
  return greg(base)
    .date(1)
    .year(gy)
    .month(gm - 1)
    .date(gd);
}

function addJalaliMonths(value: Dayjs, diff: number): Dayjs {
  const { jy, jm, jd } = toJalaliParts(value);
  const index = jy * 12 + (jm - 1) + diff;
  const ny = Math.floor(index / 12);
  const nm = index - ny * 12 + 1;
  return withJalaliDate(value, ny, nm, jd);
}

function dayOfJalaliYear(value: Dayjs): number {
  const { jy } = toJalaliParts(value);
  const first = withJalaliDate(value, jy, 1, 1).startOf('day');
  return greg(value).startOf('day').diff(first, 'day');
}

/** Week of the Jalali year, weeks starting on Saturday, week 1 containing 1 Farvardin. */
export function jalaliWeekOfYear(value: Dayjs): number {
  const { jy } = toJalaliParts(value);
  const first = withJalaliDate(value, jy, 1, 1);
  const offset = (first.day() + 1) % 7; // days between the Saturday of that week and 1 Farvardin
  return Math.floor((dayOfJalaliYear(value) + offset) / 7) + 1;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

const TOKENS = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|A|a|wo|w|Q/g;

/** Formats a Gregorian instant with Jalali year/month/day fields; digits in Persian. */
export function formatJalali(value: Dayjs, format: string): string {
  const d = greg(value);
  const { jy, jm, jd } = toJalaliParts(d);
  const out = format.replace(TOKENS, (token, escaped: string | undefined) => {
    if (escaped !== undefined) return escaped;
    switch (token) {
      case 'YYYY':
        return pad(jy, 4);
      case 'YY':
        return pad(jy % 100);
      case 'MMMM':
      case 'MMM':
        return jalaliMonthNames[jm - 1];
      case 'MM':
        return pad(jm);
      case 'M':
        return String(jm);
      case 'DD':
        return pad(jd);
      case 'D':
        return String(jd);
      case 'dddd':
      case 'ddd':
        return persianWeekDays[d.day()];
      case 'dd':
        return persianShortWeekDays[d.day()];
      case 'd':
        return String(d.day());
      case 'HH':
        return pad(d.hour());
      case 'H':
        return String(d.hour());
      case 'hh':
        return pad(d.hour() % 12 || 12);
      case 'h':
        return String(d.hour() % 12 || 12);
      case 'mm':
        return pad(d.minute());
      case 'm':
        return String(d.minute());
      case 'ss':
        return pad(d.second());
      case 's':
        return String(d.second());
      case 'SSS':
        return pad(d.millisecond(), 3);
      case 'A':
      case 'a':
        return d.hour() < 12 ? persianMeridiem.am : persianMeridiem.pm;
      case 'wo':
      case 'w':
        return String(jalaliWeekOfYear(d));
      case 'Q':
        return String(Math.floor((jm - 1) / 3) + 1);
      default:
        return token;
    }
  });
  return toPersianDigits(out);
}

const PARSE_TOKENS: Record<string, string> = {
  YYYY: '(\\d{4})',
  MM: '(\\d{2})',
  M: '(\\d{1,2})',
  DD: '(\\d{2})',
  D: '(\\d{1,2})',
  HH: '(\\d{2})',
  H: '(\\d{1,2})',
  mm: '(\\d{2})',
  m: '(\\d{1,2})',
  ss: '(\\d{2})',
  s: '(\\d{1,2})',
};
const PARSE_TOKEN_RE = /\[([^\]]*)]|YYYY|MM|M|DD|D|HH|H|mm|m|ss|s/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Parses Jalali text strictly against one format ('YYYY/MM/DD', 'YYYY/MM/DD HH:mm:ss' …).
 * Returns null for text that does not match or a date that does not exist (1404/12/30).
 */
export function parseJalaliText(text: string, format: string, base: Dayjs = dayjs()): Dayjs | null {
  const fields: string[] = [];
  let source = '';
  let last = 0;
  format.replace(PARSE_TOKEN_RE, (token, escaped: string | undefined, index: number) => {
    source += escapeRe(format.slice(last, index));
    if (escaped !== undefined) source += escapeRe(escaped);
    else {
      source += PARSE_TOKENS[token];
      fields.push(token);
    }
    last = index + token.length;
    return token;
  });
  source += escapeRe(format.slice(last));
  const m = new RegExp(`^${source}$`).exec(normalizeDigits(text.trim()));
  if (!m) return null;
  const v: Record<string, number> = {};
  fields.forEach((f, i) => {
    v[f[0]] = Number(m[i + 1]);
  });
  if (v.Y === undefined) return null;
  const jm = v.M ?? 1;
  const jd = v.D ?? 1;
  if (!isValidJalaliDate(v.Y, jm, jd)) return null;
  const [H, mi, s] = [v.H ?? 0, v.m ?? 0, v.s ?? 0];
  if (H > 23 || mi > 59 || s > 59) return null;
  return withJalaliDate(base.startOf('day'), v.Y, jm, jd).hour(H).minute(mi).second(s).millisecond(0);
}

export const jalaliGenerateConfig: GenerateConfig<Dayjs> = {
  // get
  getNow: () => dayjs(),
  getFixedDate: (text) => dayjs(text, ['YYYY-M-DD', 'YYYY-MM-DD']),
  getEndDate: (d) => {
    const { jy, jm } = toJalaliParts(d);
    return withJalaliDate(d, jy, jm, jalaliMonthLength(jy, jm));
  },
  getWeekDay: (d) => greg(d).day(),
  getYear: (d) => toJalaliParts(d).jy,
  getMonth: (d) => toJalaliParts(d).jm - 1,
  getDate: (d) => toJalaliParts(d).jd,
  getHour: (d) => greg(d).hour(),
  getMinute: (d) => greg(d).minute(),
  getSecond: (d) => greg(d).second(),
  getMillisecond: (d) => greg(d).millisecond(),

  // set
  addYear: (d, diff) => addJalaliMonths(d, diff * 12),
  addMonth: (d, diff) => addJalaliMonths(d, diff),
  addDate: (d, diff) => greg(d).add(diff, 'day'),
  setYear: (d, year) => {
    const { jm, jd } = toJalaliParts(d);
    return withJalaliDate(d, year, jm, jd);
  },
  setMonth: (d, month) => {
    const { jy, jd } = toJalaliParts(d);
    const index = jy * 12 + month;
    const ny = Math.floor(index / 12);
    return withJalaliDate(d, ny, index - ny * 12 + 1, jd);
  },
  /** Like dayjs: a day beyond the month's end rolls into the next month. */
  setDate: (d, date) => {
    const { jy, jm } = toJalaliParts(d);
    return withJalaliDate(d, jy, jm, 1).add(date - 1, 'day');
  },
  setHour: (d, hour) => greg(d).hour(hour),
  setMinute: (d, minute) => greg(d).minute(minute),
  setSecond: (d, second) => greg(d).second(second),
  setMillisecond: (d, ms) => greg(d).millisecond(ms),

  // compare
  isAfter: (a, b) => greg(a).isAfter(greg(b)),
  isValidate: (d) => greg(d).isValid(),

  locale: {
    getWeekFirstDay: () => JALALI_WEEK_FIRST_DAY,
    getWeekFirstDate: (_locale, d) => greg(d).subtract((greg(d).day() + 1) % 7, 'day'),
    getWeek: (_locale, d) => jalaliWeekOfYear(d),
    getShortWeekDays: () => [...persianShortWeekDays],
    getShortMonths: () => [...jalaliMonthNames],
    format: (_locale, d, format) => formatJalali(d, format),
    parse: (_locale, text, formats) => {
      for (const format of formats) {
        const parsed = parseJalaliText(text, format);
        if (parsed) return parsed;
      }
      return null;
    },
  },
};

export default jalaliGenerateConfig;
