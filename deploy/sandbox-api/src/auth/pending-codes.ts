import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/open';
import { sha256 } from './tokens';
import { selectOne } from '../db/query';

export type PendingKind = 'email' | 'phone' | 'sms-2fa' | 'sms-login';
const LIFETIME_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;

/** A new 6-digit code for a change waiting for confirmation; a newer request replaces the older one. */
export function startPending(db: Db, userId: number, kind: PendingKind, target: string, nowMs: number): string {
  const code = Array.from({ length: 6 }, () => randomInt(10)).join('');
  db.prepare(
    `INSERT INTO pending_changes (user_id, kind, target, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, ?, 0)
     ON CONFLICT(user_id, kind) DO UPDATE SET target = excluded.target, code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
  ).run(userId, kind, target, sha256(code), nowMs + LIFETIME_MS);
  return code;
}

export type PendingCheck = { ok: true; target: string } | { ok: false; reason: 'none' | 'wrong' };

/**
 * Consumes the pending change when the code matches. A wrong code counts; five of them burn the
 * change, so six digits cannot be brute-forced. A used code is gone, so it never works twice.
 */
export function confirmPending(db: Db, userId: number, kind: PendingKind, code: string, nowMs: number): PendingCheck {
  const row = selectOne<{ target: string; code_hash: string; expires_at: number; attempts: number }>(
    db,
    'SELECT target, code_hash, expires_at, attempts FROM pending_changes WHERE user_id = ? AND kind = ?',
    userId,
    kind,
  );
  if (!row || row.expires_at <= nowMs) return { ok: false, reason: 'none' };
  if (timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(row.code_hash))) {
    db.prepare('DELETE FROM pending_changes WHERE user_id = ? AND kind = ?').run(userId, kind);
    return { ok: true, target: row.target };
  }
  if (row.attempts + 1 >= MAX_ATTEMPTS) db.prepare('DELETE FROM pending_changes WHERE user_id = ? AND kind = ?').run(userId, kind);
  else db.prepare('UPDATE pending_changes SET attempts = attempts + 1 WHERE user_id = ? AND kind = ?').run(userId, kind);
  return { ok: false, reason: 'wrong' };
}
