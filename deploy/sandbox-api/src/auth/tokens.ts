import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { selectOne } from '../db/query';

const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface AuthUser {
  userId: number;
  customerId: number;
}

/** Only the hash is stored, so a copy of the database does not hand out sessions. */
export function issueToken(db: Db, userId: number, nowMs: number): string {
  const token = randomBytes(32).toString('hex');
  db.prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    sha256(token),
    userId,
    nowMs,
    nowMs + TOKEN_LIFETIME_MS,
  );
  return token;
}

/** A session ends after this long without a request (on top of its absolute lifetime); 0: never idle. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** The last use is written at most this often, so most requests only read. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The signed-in user of a token, or null: unknown, revoked, past its lifetime, or unused for
 * `idleMs` (the session is then revoked, so it cannot come back).
 */
/** Where a request came from, kept on its session for the account page's session list. */
export interface SeenFrom {
  ip: string | null;
  userAgent: string | null;
}

export function resolveToken(db: Db, token: string, nowMs: number, idleMs: number = SESSION_IDLE_MS, seen?: SeenFrom): AuthUser | null {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = selectOne<AuthUser & SeenFrom & { tokenId: number; lastUsed: number }>(
    db,
    `SELECT t.id AS tokenId, COALESCE(t.last_used_at, t.created_at) AS lastUsed, t.ip, t.user_agent AS userAgent, u.id AS userId, u.customer_id AS customerId
       FROM tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = ? AND t.revoked_at IS NULL AND t.expires_at > ?`,
    sha256(token),
    nowMs,
  );
  if (!row) return null;
  if (idleMs > 0 && nowMs - row.lastUsed >= idleMs) {
    db.prepare('UPDATE tokens SET revoked_at = ? WHERE id = ?').run(nowMs, row.tokenId);
    return null;
  }
  if (seen && (seen.ip !== row.ip || seen.userAgent !== row.userAgent)) {
    db.prepare('UPDATE tokens SET last_used_at = ?, ip = ?, user_agent = ? WHERE id = ?').run(nowMs, seen.ip, seen.userAgent, row.tokenId);
  } else if (nowMs - row.lastUsed >= TOUCH_EVERY_MS) db.prepare('UPDATE tokens SET last_used_at = ? WHERE id = ?').run(nowMs, row.tokenId);
  return { userId: row.userId, customerId: row.customerId };
}

export function revokeToken(db: Db, token: string, nowMs: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(nowMs, sha256(token));
}

export function revokeAllTokens(db: Db, userId: number, nowMs: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL').run(nowMs, userId);
}

/** Every session of the user but the one making the request (after a password change). */
export function revokeOtherTokens(db: Db, userId: number, keepToken: string, nowMs: number): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash != ?').run(nowMs, userId, sha256(keepToken));
}

/** The bearer token of a request, or null. */
export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m ? m[1] : null;
}
