/**
 * Technical fragments (IPs, CIDRs, ports and ranges, versions, Latin labels) inside Persian text.
 * Without isolation the bidi algorithm joins them with neighbouring digits and punctuation:
 * `8000-8100` shows as `8100-8000`, `2001:db8::/32` as `db8::/32:2001`, `IPv4 × ۱` reads
 * `۱ × IPv4`. Plain strings (placeholders, toasts, Select options, validation sentences) wrap
 * them in Unicode isolates; React markup uses `<Ltr>` of @portal/ui instead.
 */
export const LRI = '\u2066';
export const FSI = '\u2068';
export const PDI = '\u2069';

/** A left-to-right value (IP, CIDR, port range, version) isolated from the text around it. */
export function ltr(value: string | number): string {
  return `${LRI}${value}${PDI}`;
}

/** A fragment whose direction comes from its own first strong letter (a label like `IPv4`, a size like `۱ گیگابایت`). */
export function isolate(value: string | number): string {
  return `${FSI}${value}${PDI}`;
}

/** Isolated fragments joined by a separator, so no fragment's digits run into the next one. */
export function joinIsolated(parts: ReadonlyArray<string | number>, separator = ' · '): string {
  return parts.map(isolate).join(separator);
}

/** The text with the isolate marks removed (comparing, copying, CSV). */
export function stripIsolates(text: string): string {
  return text.replace(/[\u2066-\u2069]/g, '');
}
