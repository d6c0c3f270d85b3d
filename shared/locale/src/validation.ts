// The Jalali date field rule. Passwords, codes, names and the other input rules live in
// @portal/contracts (the API applies them); forms check them with formRules of @portal/ui.
import { normalizeDigits } from './digits';
import { isValidJalaliDate } from './calendar';

/** YYYY/MM/DD, year 1300–1402, month 01–12, day 01–31 (shape only; see isValidJalaliDateInput). */
export const JALALI_DATE_PATTERN = /^(13\d{2}|140[0-2])\/(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])$/;

/**
 * The date field rule: the pattern (YYYY/MM/DD, years 1300–1402) AND a day that exists, since
 * the pattern alone admits 1400/07/31 or 1401/12/30. Persian digits are accepted.
 */
export function isValidJalaliDateInput(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const text = normalizeDigits(value.trim());
  const m = JALALI_DATE_PATTERN.exec(text);
  if (!m) return false;
  return isValidJalaliDate(Number(m[1]), Number(m[2]), Number(m[3]));
}
