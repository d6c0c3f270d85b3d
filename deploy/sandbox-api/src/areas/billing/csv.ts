// CSV downloads of the financial lists, in the portal's CSV format (@portal/ui csv.ts): UTF-8 with
// a byte-order mark, comma separated, CRLF, quoted when needed, formula-looking text prefixed with '.

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const t = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${[header.map(cell).join(','), ...rows.map((r) => r.map(cell).join(','))].join('\r\n')}\r\n`;
}
