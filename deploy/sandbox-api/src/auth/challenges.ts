import { randomBytes } from 'node:crypto';
import type { Db } from '../db/open';
import { sha256 } from './tokens';
import { selectOne } from '../db/query';

// The proof between the two sign-in steps, kept server-side: the password step (or an external
// provider's) leaves one live challenge bound to the user; the code step, which carries only the
// e-mail and the code (the provider's body), is accepted only while it lives. Short-lived; spent by
// the sign-in it completes; a few wrong codes burn it (then the password, and its limits, come
// first again). A newer first step replaces the user's older challenge.

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const CHALLENGE_MAX_CODES = 5;

/** Where the code comes from: the authenticator app, or the SMS sent by the first step. */
export type TwoFactorMethod = 'totp' | 'sms';

export interface Challenge {
  userId: number;
  method: TwoFactorMethod;
  /** The row's key. */
  hash: string;
}

export function issueChallenge(db: Db, userId: number, method: TwoFactorMethod, nowMs: number): void {
  const key = sha256(randomBytes(32).toString('hex'));
  db.transaction(() => {
    db.prepare('DELETE FROM login_challenges WHERE expires_at <= ? OR user_id = ?').run(nowMs, userId);
    db.prepare('INSERT INTO login_challenges (token_hash, user_id, method, expires_at, attempts) VALUES (?, ?, ?, ?, 0)').run(
      key,
      userId,
      method,
      nowMs + CHALLENGE_LIFETIME_MS,
    );
  })();
}

/** The user's live challenge, or null (none made, expired, spent or burnt). */
export function findChallenge(db: Db, userId: number, nowMs: number): Challenge | null {
  const row = selectOne<{ token_hash: string; method: TwoFactorMethod }>(
    db,
    'SELECT token_hash, method FROM login_challenges WHERE user_id = ? AND expires_at > ? ORDER BY expires_at DESC LIMIT 1',
    userId,
    nowMs,
  );
  return row ? { userId, method: row.method, hash: row.token_hash } : null;
}

/** Single use: gone once the sign-in it proves has succeeded. */
export function spendChallenge(db: Db, hash: string): void {
  db.prepare('DELETE FROM login_challenges WHERE token_hash = ?').run(hash);
}

/** A wrong code: counted, and the challenge burnt at the limit. */
export function challengeCodeFailed(db: Db, hash: string): void {
  db.prepare('UPDATE login_challenges SET attempts = attempts + 1 WHERE token_hash = ?').run(hash);
  db.prepare('DELETE FROM login_challenges WHERE token_hash = ? AND attempts >= ?').run(hash, CHALLENGE_MAX_CODES);
}
