import type { Db } from '../db/open';
import { tooMany } from '../http/errors';
import { messages } from '../messages';

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failed sign-ins allowed per e-mail within the window. */
export const MAX_FAILURES_PER_EMAIL = 5;
// Higher than per e-mail: many people can share one office or carrier-grade NAT address.
export const MAX_FAILURES_PER_IP = 20;

/** Throws 429 with Retry-After when the e-mail or the address has used up its failed attempts. */
export function assertLoginAllowed(db: Db, email: string, ip: string, nowMs: number): void {
  const since = nowMs - LOGIN_WINDOW_MS;
  db.prepare('DELETE FROM login_failures WHERE at <= ?').run(since);
  const waits: number[] = [];
  const check = (column: 'email' | 'ip', value: string, max: number) => {
    const times = db.prepare(`SELECT at FROM login_failures WHERE ${column} = ? AND at > ? ORDER BY at`).pluck().all(value, since) as number[];
    // Blocked until enough of the oldest failures leave the window to bring the count under the limit.
    if (times.length >= max) waits.push(times[times.length - max] + LOGIN_WINDOW_MS - nowMs);
  };
  check('email', email, MAX_FAILURES_PER_EMAIL);
  check('ip', ip, MAX_FAILURES_PER_IP);
  if (waits.length) {
    const seconds = Math.ceil(Math.max(...waits) / 1000);
    throw tooMany(messages.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
  }
}

export function recordLoginFailure(db: Db, email: string, ip: string, nowMs: number): void {
  db.prepare('INSERT INTO login_failures (email, ip, at) VALUES (?, ?, ?)').run(email, ip, nowMs);
}

export function clearLoginFailures(db: Db, email: string): void {
  db.prepare('DELETE FROM login_failures WHERE email = ?').run(email);
}
