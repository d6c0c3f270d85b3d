/**
 * CSV export of table rows. Format decisions:
 * - UTF-8 with a byte-order mark, so Excel opens Persian text correctly; comma separator,
 *   CRLF line endings (RFC 4180), fields quoted when they contain , " CR or LF.
 * - Header row: the columns' Persian titles. Values: raw and machine-readable (see
 *   cell-format.ts: ISO dates, ASCII numbers, Rial integers, status keys).
 * - Text cells starting with = + - @ (or tab/CR) are prefixed with ' so a spreadsheet does not
 *   run them as formulas (CSV injection).
 */
import { saveText } from './save-file';

export const CSV_BOM = '\uFEFF';

export interface CsvColumn<T> {
  title: string;
  /** Already-converted cell text for one row. */
  value: (row: T) => string;
  /** Numbers (including negative ones) are not formula-escaped. */
  numeric?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvField(text: string, numeric = false): string {
  let t = text;
  if (!numeric && FORMULA_START.test(t)) t = `'${t}`;
  return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

/** The full file content, BOM included. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => escapeCsvField(c.title)).join(',')];
  for (const row of rows) {
    lines.push(columns.map((c) => escapeCsvField(c.value(row), c.numeric)).join(','));
  }
  return CSV_BOM + lines.join('\r\n') + '\r\n';
}

/** Saves CSV text as a `.csv` file. */
export function downloadCsv(fileName: string, content: string): void {
  saveText(fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`, content, 'text/csv');
}
