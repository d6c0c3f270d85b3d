import { isLeapJalaaliYear, isValidJalaaliDate, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';

/** jalaali-js converts only within these years; outside them its arithmetic is undefined. */
export const JALALI_CONVERSION_RANGE = { min: -61, max: 3177 } as const;

export interface JalaliDate {
  jy: number;
  jm: number;
  jd: number;
}
export interface GregorianDate {
  gy: number;
  gm: number;
  gd: number;
}

function inRange(jy: number): boolean {
  return Number.isInteger(jy) && jy >= JALALI_CONVERSION_RANGE.min && jy <= JALALI_CONVERSION_RANGE.max;
}

/**
 * True only for a date that exists: 1403/12/30 (1403 is leap) yes, 1404/12/30 no, 1400/07/31 no.
 * Used instead of dayjs/jalaliday parsing, which silently rolls 1404/12/30 over to 1405/01/01.
 */
export function isValidJalaliDate(jy: number, jm: number, jd: number): boolean {
  if (!inRange(jy) || !Number.isInteger(jm) || !Number.isInteger(jd)) return false;
  return isValidJalaaliDate(jy, jm, jd);
}

export function isLeapJalaliYear(jy: number): boolean {
  if (!inRange(jy)) throw new RangeError(`Jalali year ${jy} is outside ${JALALI_CONVERSION_RANGE.min}..${JALALI_CONVERSION_RANGE.max}`);
  return isLeapJalaaliYear(jy);
}

export function jalaliMonthLength(jy: number, jm: number): number {
  if (!inRange(jy) || !Number.isInteger(jm) || jm < 1 || jm > 12) throw new RangeError(`Invalid Jalali month ${jy}/${jm}`);
  return jalaaliMonthLength(jy, jm);
}

/** Pure calendar conversion (no time, no zone). Throws RangeError for a date that does not exist. */
export function jalaliToGregorian(jy: number, jm: number, jd: number): GregorianDate {
  if (!isValidJalaliDate(jy, jm, jd)) throw new RangeError(`Invalid Jalali date ${jy}/${jm}/${jd}`);
  return toGregorian(jy, jm, jd);
}

/** Pure calendar conversion (no time, no zone). Throws RangeError for a date that does not exist. */
export function gregorianToJalali(gy: number, gm: number, gd: number): JalaliDate {
  const probe = new Date(Date.UTC(2000, gm - 1, gd));
  probe.setUTCFullYear(gy);
  const exists = Number.isInteger(gy) && probe.getUTCFullYear() === gy && probe.getUTCMonth() === gm - 1 && probe.getUTCDate() === gd;
  if (!exists) throw new RangeError(`Invalid Gregorian date ${gy}-${gm}-${gd}`);
  const j = toJalaali(gy, gm, gd);
  if (!inRange(j.jy)) throw new RangeError(`Gregorian date ${gy}-${gm}-${gd} is outside the Jalali conversion range`);
  return j;
}
