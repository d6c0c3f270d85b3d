import type { AreaSearchField } from '@portal/areas';
import { domainToDisplay } from '@portal/contracts';
import { fold } from './fold';

export type Row = Readonly<Record<string, unknown>>;

/** The texts a field of a row is matched by: a domain in Unicode and as stored (Punycode). */
function fieldTexts(row: Row, { field, kind }: AreaSearchField): string[] {
  const value = row[field];
  if (typeof value !== 'string' || value === '') return [];
  return kind === 'domain' ? [domainToDisplay(value), value] : [value];
}

/** The text a row is shown by: its first declared field, a domain in Unicode. */
export function rowTitle(row: Row, fields: readonly AreaSearchField[]): string {
  const [first] = fields;
  return first ? (fieldTexts(row, first)[0] ?? '') : '';
}

/**
 * The first of `fields` whose value holds the folded `query`, with the value as shown (the
 * address that matched, say), or null. `query` is already folded (`fold`), and not empty.
 */
export function matchRow(row: Row, fields: readonly AreaSearchField[], query: string): { field: AreaSearchField; text: string } | null {
  for (const field of fields) {
    const texts = fieldTexts(row, field);
    if (texts.some((text) => fold(text).includes(query))) return { field, text: texts[0]! };
  }
  return null;
}
