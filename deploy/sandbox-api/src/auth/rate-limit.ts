import type { Db } from '../db/open';
import { HttpError, tooMany } from '../http/errors';
import { messages } from '../messages';
import { selectValues } from '../db/query';

// Password guessing is limited in three ways, none of which lets a stranger lock the owner out:
// - after a few failures for an e-mail, each further attempt on it needs a solved captcha (the API
//   says `captchaRequired: true`; the login form then shows one), so guessing costs a captcha per try;
// - a progressive delay since the last failure (1 s, 2 s, 4 s … at most a minute): for a password
//   from the failure after the captcha threshold (the first captcha is cost enough for the owner's
//   next try), for a step that cannot carry a captcha (the two-factor code) from the threshold;
// - a hard limit per client address, for one machine guessing across many e-mails.
// Every attempt is reserved (written as a failure) before the asynchronous hash, in the same
// synchronous step as the check, so parallel requests cannot all pass the check first.

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures for an e-mail within the window after which its sign-in needs a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** The progressive delay from the failure after the captcha threshold: 1 s doubling per failure, capped. */
export const MAX_DELAY_MS = 60_000;
// Higher than per e-mail: many people can share one office or carrier-grade NAT address.
export const MAX_FAILURES_PER_IP = 20;
/** Re-authentication (a signed-in user confirming their password) keeps a plain limit per account. */
export const MAX_REAUTH_FAILURES = 5;

export interface AttemptKey {
  email: string;
  ip: string;
}

/** A reserved attempt: already counted as a failure until `succeeded` clears it. */
export interface Reservation {
  id: number;
  /** Failures for the e-mail before this attempt. */
  failuresBefore: number;
}

const prune = (db: Db, nowMs: number) => db.prepare('DELETE FROM login_failures WHERE at <= ?').run(nowMs - LOGIN_WINDOW_MS);

function failureTimes(db: Db, column: 'email' | 'ip', value: string, nowMs: number): number[] {
  return selectValues<number>(db, `SELECT at FROM login_failures WHERE ${column} = ? AND at > ? ORDER BY at`, value, nowMs - LOGIN_WINDOW_MS);
}

/** 429 with Retry-After; `captchaRequired` tells the client to show the captcha for the next try. */
const limited = (waitMs: number, captchaRequired: boolean) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const error = tooMany(seconds < 60 ? messages.tooManyAttemptsSeconds(seconds) : messages.tooManyAttempts(Math.ceil(seconds / 60)), seconds);
  if (captchaRequired) error.body.captchaRequired = true;
  return error;
};

/** Throws 429 while the address has used up its failures. */
function assertIpAllowed(db: Db, ip: string, nowMs: number): void {
  const times = failureTimes(db, 'ip', ip, nowMs);
  if (times.length >= MAX_FAILURES_PER_IP) throw limited(times[times.length - MAX_FAILURES_PER_IP] + LOGIN_WINDOW_MS - nowMs, false);
}

/**
 * The wait after `failures` failures: none below the captcha threshold; a try that carries a
 * captcha starts waiting one failure later.
 */
export function delayAfter(failures: number, withCaptcha: boolean): number {
  const over = failures - CAPTCHA_AFTER_FAILURES - (withCaptcha ? 1 : 0);
  return over < 0 ? 0 : Math.min(1000 * 2 ** over, MAX_DELAY_MS);
}

/** Whether the e-mail's next sign-in needs a captcha (the login form asks before showing one). */
export function captchaRequired(db: Db, email: string, nowMs: number): boolean {
  return failureTimes(db, 'email', email, nowMs).length >= CAPTCHA_AFTER_FAILURES;
}

function reserve(db: Db, key: AttemptKey, nowMs: number, failuresBefore: number): Reservation {
  const id = Number(db.prepare('INSERT INTO login_failures (email, ip, at) VALUES (?, ?, ?)').run(key.email, key.ip, nowMs).lastInsertRowid);
  return { id, failuresBefore };
}

/**
 * A sign-in attempt (password or two-factor code) for `key`, checked and reserved in one synchronous
 * step. `checkCaptcha` is called (and the captcha used up) only when the e-mail needs one and the
 * delay has passed; it answers whether the captcha was solved (null: a step that cannot carry
 * one, the two-factor code, which its challenge limits instead). Throws 429 (address limit, delay) or
 * 422 on the captcha field with `captchaRequired`.
 */
export function reserveSignIn(db: Db, key: AttemptKey, nowMs: number, checkCaptcha: (() => boolean) | null): Reservation {
  // No transaction: every step is synchronous, so no other request runs in between, and a used-up
  // captcha must stay used up when this attempt is refused.
  prune(db, nowMs);
  assertIpAllowed(db, key.ip, nowMs);
  const times = failureTimes(db, 'email', key.email, nowMs);
  const wait = times.length ? times[times.length - 1] + delayAfter(times.length, checkCaptcha !== null) - nowMs : 0;
  if (wait > 0) throw limited(wait, checkCaptcha !== null);
  if (checkCaptcha && times.length >= CAPTCHA_AFTER_FAILURES && !checkCaptcha()) {
    throw new HttpError(422, { errors: { CaptchaCode: [messages.captchaForAccount] }, message: messages.captchaForAccount, captchaRequired: true });
  }
  return reserve(db, key, nowMs, times.length);
}

/**
 * A password confirmation by a signed-in user: a plain limit per account (and the address limit),
 * reserved before the hash like a sign-in.
 */
export function reserveReauth(db: Db, key: AttemptKey, nowMs: number): Reservation {
  prune(db, nowMs);
  assertIpAllowed(db, key.ip, nowMs);
  const times = failureTimes(db, 'email', key.email, nowMs);
  if (times.length >= MAX_REAUTH_FAILURES) throw limited(times[times.length - MAX_REAUTH_FAILURES] + LOGIN_WINDOW_MS - nowMs, false);
  return reserve(db, key, nowMs, times.length);
}

/** After a refused attempt: the reservation stays as the failure. Says whether the next try needs a captcha. */
export function signInFailed(reservation: Reservation): { captchaRequired: boolean } {
  return { captchaRequired: reservation.failuresBefore + 1 >= CAPTCHA_AFTER_FAILURES };
}

/** After a success: the e-mail's failures, this reservation included, are forgotten. */
export function clearLoginFailures(db: Db, email: string): void {
  db.prepare('DELETE FROM login_failures WHERE email = ?').run(email);
}
