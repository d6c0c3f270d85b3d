import { PATTERNS } from '@portal/contracts';
import { normalizeDigits } from './digits';
import { isValidJalaliDate } from './calendar';

/** Spec section 9 limits, named so forms and messages quote the same numbers. */
export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;
export const JALALI_YEAR_MIN = 1300;
export const JALALI_YEAR_MAX = 1402;
export const KUBERNETES_CLOUD_NAME_MIN = 3;
export const KUBERNETES_CLUSTER_NAME_MIN = 5;

/** The contracts' patterns, named as the forms have always used them. */
export const PASSWORD_PATTERN = PATTERNS.password;

export const CODE_PATTERN = PATTERNS.code;

/** YYYY/MM/DD, year 1300–1402, month 01–12, day 01–31 (shape only; see isValidJalaliDateInput). */
export const JALALI_DATE_PATTERN = /^(13\d{2}|140[0-2])\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/;

export function isValidPassword(value: string | null | undefined): boolean {
  return typeof value === 'string' && PASSWORD_PATTERN.test(value);
}

/** Digits typed in Persian are accepted: the code is checked (and should be sent) normalised. */
export function isValidCode(value: string | null | undefined): boolean {
  return typeof value === 'string' && CODE_PATTERN.test(normalizeDigits(value));
}

/**
 * The date field rule: the pattern of the spec AND a day that exists, since the pattern alone
 * admits 1400/07/31 or 1401/12/30. Persian digits are accepted.
 */
export function isValidJalaliDateInput(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const text = normalizeDigits(value.trim());
  const m = JALALI_DATE_PATTERN.exec(text);
  if (!m) return false;
  return isValidJalaliDate(Number(m[1]), Number(m[2]), Number(m[3]));
}
