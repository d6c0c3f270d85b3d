import { randomBytes } from 'node:crypto';
import type { TwoFactorMethod } from '@portal/contracts';
import type { Db } from '../db/open';
import { sha256 } from './tokens';

// The proof between the two sign-in steps: the password step answers a random token, the code
// step sends it back instead of the password. Stored hashed; short-lived; spent by the sign-in it
// completes; a few wrong codes burn it (then the password, and its limits, come first again).

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const CHALLENGE_MAX_CODES = 5;

export interface Challenge {
  userId: number;
  method: TwoFactorMethod;
}

export function issueChallenge(db: Db, userId: number, method: TwoFactorMethod, nowMs: number): string {
  const token = randomBytes(32).toString('hex');
  db.prepare('DELETE FROM login_challenges WHERE expires_at <= ?').run(nowMs);
  db.prepare('INSERT INTO login_challenges (token_hash, user_id, method, expires_at, attempts) VALUES (?, ?, ?, ?, 0)').run(sha256(token), userId, method, nowMs + CHALLENGE_LIFETIME_MS);
  return token;
}

/** The live challenge a token names, or null (unknown, malformed, expired, spent or burnt). */
export function findChallenge(db: Db, token: unknown, nowMs: number): (Challenge & { hash: string }) | null {
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return null;
  const hash = sha256(token);
  const row = db.prepare('SELECT user_id, method FROM login_challenges WHERE token_hash = ? AND expires_at > ?').get(hash, nowMs) as
    | { user_id: number; method: TwoFactorMethod }
    | undefined;
  return row ? { userId: row.user_id, method: row.method, hash } : null;
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
