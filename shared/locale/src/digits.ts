import { EMPTY_VALUE } from './empty';

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_INDIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
/** Persian thousands separator (U+066C) and decimal separator (U+066B). */
export const THOUSANDS_SEPARATOR = '٬';
export const DECIMAL_SEPARATOR = '٫';

/** Display form: every ASCII digit becomes its Persian counterpart; other characters stay. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]);
}

/**
 * Users type with Persian or Arabic keyboards; inputs are normalised to ASCII digits before
 * validation or sending, so `۱۲۳` and `١٢٣` both become `123`.
 */
export function normalizeDigits(input: string): string {
  return input.replace(/[۰-۹]/g, (d) => String(PERSIAN_DIGITS.indexOf(d))).replace(/[٠-٩]/g, (d) => String(ARABIC_INDIC_DIGITS.indexOf(d)));
}

/**
 * Parses what a user typed (any digit script, Persian or ASCII separators) into a number.
 * Returns null instead of NaN so callers cannot leak NaN into a request body.
 */
export function toNumber(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const text = normalizeDigits(input)
    .trim()
    .replace(/[,٬\s]/g, '')
    .replace(DECIMAL_SEPARATOR, '.')
    .replace(/^[−]/, '-');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

export interface NumberFormatOptions {
  /** Defaults to 2: enough for prices and sizes, never a float artefact like 0.30000000000000004. */
  maximumFractionDigits?: number;
}

// Built from the locale-independent 'en-US' pattern and mapped to Persian by hand, so the output
// does not depend on the ICU data of the browser or of Node (and carries no bidi marks).
const formatters = new Map<number, Intl.NumberFormat>();
function formatterFor(fractionDigits: number): Intl.NumberFormat {
  let f = formatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: fractionDigits, useGrouping: true });
    formatters.set(fractionDigits, f);
  }
  return f;
}

/** `1234567.5` → `۱٬۲۳۴٬۵۶۷٫۵`; null, undefined and non-finite values → `----`. */
export function formatNumber(n: number | null | undefined, options: NumberFormatOptions = {}): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return EMPTY_VALUE;
  const ascii = formatterFor(options.maximumFractionDigits ?? 2).format(n);
  return toPersianDigits(ascii.replace(/,/g, THOUSANDS_SEPARATOR).replace('.', DECIMAL_SEPARATOR));
}
