/**
 * Fills `{name}` placeholders of a message: `fill('سرور «{name}» حذف شد', { name: 'web-1' })`.
 * Messages files keep whole sentences (translators see the word order); a placeholder with no
 * value becomes empty rather than showing its braces to the user.
 */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** `['web-1', 'db-1']` → `web-1، db-1`: a list in running Persian text, with the Persian comma. */
export function joinList(items: readonly string[]): string {
  return items.join('، ');
}
