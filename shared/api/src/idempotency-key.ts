/**
 * A fresh `Idempotency-Key` for one submit: 128 random bits in hex. `getRandomValues`, not
 * `randomUUID`, because the latter exists only in secure contexts and the portal may be served
 * over plain HTTP on a private address.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
