import dayjs from 'dayjs';
import jalaliday from 'jalaliday/dayjs';
import { toPersianDigits, normalizeDigits } from './digits';
import { EMPTY_VALUE } from './empty';
import { gregorianToJalali, isValidJalaliDate, jalaliToGregorian, type JalaliDate } from './calendar';
import { monthName, type MonthNameVariant } from './month-names';
import { DISPLAY_TIME_ZONE, startOfDayIn, wallClock } from './timezone';

export type DateInput = string | number | Date | null | undefined;

/**
 * dayjs with the Jalali calendar plugin, for components (date pickers) that need a dayjs object.
 * The default calendar is NOT switched globally: dayjs is a page-wide singleton shared with antd,
 * and switching it would change what `.year()` means for every other user. Call
 * `jdayjs(x).calendar('jalali')` where a Jalali view is wanted. It works in the machine's zone and
 * rolls invalid dates over, so the formatters below do not use it.
 */
dayjs.extend(jalaliday);
export const jdayjs = dayjs;

/** An ISO string, epoch milliseconds or a Date → a valid Date, or null. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface JalaliDateTime {
  jy: number;
  jm: number;
  jd: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Jalali date and time of an instant as read on a Tehran clock, or null when empty/invalid. */
export function toJalali(value: DateInput): JalaliDateTime | null {
  const date = toDate(value);
  if (!date) return null;
  const w = wallClock(date, DISPLAY_TIME_ZONE);
  try {
    const { jy, jm, jd } = gregorianToJalali(w.year, w.month, w.day);
    return { jy, jm, jd, hour: w.hour, minute: w.minute, second: w.second };
  } catch {
    return null;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "HH:mm:ss - YYYY/MM/DD" in Persian digits, `----` when empty or invalid. */
export function formatDateTime(value: DateInput): string {
  const j = toJalali(value);
  if (!j) return EMPTY_VALUE;
  return toPersianDigits(`${pad(j.hour)}:${pad(j.minute)}:${pad(j.second)} - ${pad(j.jy, 4)}/${pad(j.jm)}/${pad(j.jd)}`);
}

/** "YYYY/MM/DD" in Persian digits, `----` when empty or invalid. */
export function formatDate(value: DateInput): string {
  const j = toJalali(value);
  if (!j) return EMPTY_VALUE;
  return toPersianDigits(`${pad(j.jy, 4)}/${pad(j.jm)}/${pad(j.jd)}`);
}

/** "فروردین ۱۴۰۴" (or "حمل ۱۴۰۴" in Dari, "وری ۱۴۰۴" in Pashto), `----` when empty or invalid. */
export function formatMonth(value: DateInput, variant: MonthNameVariant = 'fa'): string {
  const j = toJalali(value);
  if (!j) return EMPTY_VALUE;
  return `${monthName(j.jm, variant)} ${toPersianDigits(j.jy)}`;
}

/** "۱ فروردین ۱۴۰۴", `----` when empty or invalid. */
export function formatLongDate(value: DateInput, variant: MonthNameVariant = 'fa'): string {
  const j = toJalali(value);
  if (!j) return EMPTY_VALUE;
  return `${toPersianDigits(j.jd)} ${monthName(j.jm, variant)} ${toPersianDigits(j.jy)}`;
}

const JALALI_TEXT = /^\s*(-?\d{1,4})[/-](\d{1,2})[/-](\d{1,2})\s*$/;

/** '1403/12/30' (any digit script, / or -) → its [jy, jm, jd], or null when malformed or nonexistent. */
export function parseJalaliParts(text: string | null | undefined): JalaliDate | null {
  if (!text) return null;
  const m = JALALI_TEXT.exec(normalizeDigits(text));
  if (!m) return null;
  const [jy, jm, jd] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isValidJalaliDate(jy, jm, jd) ? { jy, jm, jd } : null;
}

/**
 * '1403/12/30' → the instant that day starts in Tehran, so `formatDate(parseJalali(x))` gives x
 * back on any machine. Null for malformed text or a date that does not exist (1404/12/30).
 * The 1300–1402 limit of the date field is a form rule (`isValidJalaliDateInput`), not applied here.
 */
export function parseJalali(text: string | null | undefined): Date | null {
  const parts = parseJalaliParts(text);
  if (!parts) return null;
  const { gy, gm, gd } = jalaliToGregorian(parts.jy, parts.jm, parts.jd);
  return startOfDayIn(gy, gm, gd, DISPLAY_TIME_ZONE);
}

/** '1403/12/30' → '2025-03-20', the calendar-date form query strings (FromDate, ToDate) use. */
export function jalaliToIsoDate(text: string | null | undefined): string | null {
  const parts = parseJalaliParts(text);
  if (!parts) return null;
  const { gy, gm, gd } = jalaliToGregorian(parts.jy, parts.jm, parts.jd);
  return `${pad(gy, 4)}-${pad(gm)}-${pad(gd)}`;
}
