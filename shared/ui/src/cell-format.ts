/**
 * How a table cell of each `kind` is shown and exported.
 * - display: Persian digits for numbers, Jalali dates (Tehran time), Rial amounts; a status as the
 *   provider words it (a table's status cell is a StatusTag, decided from the row's statusId).
 * - export (CSV): raw, machine-readable values: ISO 8601 dates as the API sent them (Date
 *   objects as toISOString()), ASCII numbers without
 *   grouping, Rial as a plain integer, the status as sent; text as is. Spreadsheets can then
 *   sort, sum and re-parse the file; a Persian-looking copy is what the screen is for.
 */
import { EMPTY_VALUE, formatDate, formatDateTime, formatNumber, formatRial, toDate, toPersianDigits } from '@portal/locale';

/** `ltr`: a technical value (IP, CIDR, port, version) shown as typed and isolated left-to-right. */
export type ColumnKind = 'text' | 'ltr' | 'number' | 'date' | 'datetime' | 'money' | 'status';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/** The text a user sees for a raw value of a given kind. */
export function displayValue(kind: ColumnKind, value: unknown): string {
  if (isEmpty(value)) return EMPTY_VALUE;
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : toPersianDigits(String(value));
    case 'money':
      return formatRial(Number(value));
    case 'date':
      return formatDate(value as string | number | Date);
    case 'datetime':
      return formatDateTime(value as string | number | Date);
    case 'status':
      return String(value);
    default:
      // text (names, IPs, ids) is shown as typed: "web-1" must stay copyable as "web-1"
      return String(value);
  }
}

/** The value written to CSV for a raw value of a given kind. */
export function exportValue(kind: ColumnKind, value: unknown): string {
  if (isEmpty(value)) return '';
  switch (kind) {
    case 'number':
    case 'money':
      return Number.isFinite(Number(value)) ? String(Number(value)) : String(value);
    case 'date':
    case 'datetime': {
      // ISO strings from the API are written unchanged (no zone shift of a date-only value)
      if (typeof value === 'string') return value;
      const d = toDate(value as number | Date);
      return d ? d.toISOString() : String(value);
    }
    default:
      return String(value);
  }
}

/** Sort comparator on raw values: numbers numerically, dates chronologically, text in Persian order. */
export function compareValues(kind: ColumnKind, a: unknown, b: unknown): number {
  if (isEmpty(a) && isEmpty(b)) return 0;
  if (isEmpty(a)) return -1;
  if (isEmpty(b)) return 1;
  if (kind === 'number' || kind === 'money') return Number(a) - Number(b);
  if (kind === 'date' || kind === 'datetime') {
    return (toDate(a as string)?.getTime() ?? 0) - (toDate(b as string)?.getTime() ?? 0);
  }
  return String(a).localeCompare(String(b), 'fa');
}
