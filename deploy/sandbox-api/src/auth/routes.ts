import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  api,
  confirmCodeText,
  forgotConfirmSchema,
  forgotSchema,
  loginSchema,
  registerConfirmSchema,
  registerSchema,
  twoFactorLoginSchema,
  type LoginResponse,
} from '@portal/contracts';
import { consumeCaptcha, createCaptcha, toLatinDigits } from './captcha';
import { challengeCodeFailed, findChallenge, spendChallenge } from './challenges';
import { deliverCode } from './outbox';
import { linkReferred, referralIdByCode } from '../areas/billing/offers';
import { confirmPending } from './pending-codes';
import { hashPassword, verifyPassword } from './password';
import { loginResponse, signInAnswer } from './sign-in-answer';
import { clearLoginFailures, reserveSignIn, signInFailed, type Reservation } from './rate-limit';
import { normaliseEmail, secret, text } from './rules';
import { bearer, issueToken, revokeAllTokens, revokeToken, sha256 } from './tokens';
import { verifyTotp } from './totp';
import { findUserByEmail, getUser, type UserRow } from './users';
import type { SandboxCore } from '../core';
import { addError, HttpError, invalid, type FieldErrors } from '../http/errors';
import { readBody } from '../http/input';
import { publicRoute, route } from '../http/route';
import { accountMessages, messages } from '../messages';
import { selectOne } from '../db/query';

const RESET_LIFETIME_MS = 15 * 60_000;
const RESET_MAX_ATTEMPTS = 5;
const SIGNUP_LIFETIME_MS = 30 * 60_000;
/** Six digits: the recovery code travels as a number on the wire (forgot-confirm's `confirmCode`). */
const randomCode = () => Array.from({ length: 6 }, () => randomInt(10)).join('');
const PHONE_RULE = /^09\d{9}$/;

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw invalid(errors);
};

export function registerAuthRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  /** The captcha is used up by every attempt, right or wrong, so it cannot be guessed at leisure. */
  const checkCaptcha = (errors: FieldErrors, body: { captchaKey?: unknown; captchaCode?: unknown }) => {
    const ok = consumeCaptcha(db, body.captchaKey, body.captchaCode, clock.ms());
    if (!ok && !errors.CaptchaCode) addError(errors, 'CaptchaCode', messages.captchaWrong);
  };

  /** A refused sign-in attempt; `captchaRequired` tells the form to show the captcha for the next one. */
  const refusedAttempt = (field: string, message: string, reservation: Reservation) =>
    new HttpError(422, {
      errors: { [field]: [message] },
      message: messages.invalidInput,
      ...(signInFailed(reservation).captchaRequired ? { captchaRequired: true } : {}),
    });

  /**
   * Password check of a sign-in: the attempt is reserved (counted) before the asynchronous hash,
   * so parallel guesses cannot all pass the limit; after a few failures it needs the captcha.
   */
  async function checkCredentials(
    email: string,
    password: string,
    ip: string,
    captcha: { captchaKey?: unknown; captchaCode?: unknown } | null,
  ): Promise<{ user: UserRow; reservation: Reservation }> {
    const reservation = reserveSignIn(
      db,
      { email, ip },
      clock.ms(),
      captcha && (() => consumeCaptcha(db, captcha.captchaKey, captcha.captchaCode, clock.ms())),
    );
    const user = findUserByEmail(db, email);
    const ok = await verifyPassword(password, user?.password_hash);
    if (!user || !ok) throw refusedAttempt('Password', messages.wrongCredentials, reservation);
    return { user, reservation };
  }

  publicRoute(my, api.auth.login, async ({ body, req }) => {
    const email = normaliseEmail(body.email);
    const password = secret(body.password);
    throwIfAny(readBody(loginSchema, { email, password }).errors);
    const { user } = await checkCredentials(email, password, req.ip, body);
    clearLoginFailures(db, email);
    // With two-factor on, the password alone proves nothing yet: no token until the code is given,
    // only a challenge the code step sends back instead of the password.
    return signInAnswer(core, user, req.log);
  });

  /** "Sign in again": no live challenge for this e-mail (the same refusal for an unknown address). */
  const challengeExpired = () => new HttpError(422, { errorMessage: messages.challengeExpired, message: messages.challengeExpired, challengeExpired: true });

  /**
   * The second step, the provider's body: the e-mail and the code (a number: compared as its six
   * zero-padded digits). Never the password again: accepted only while the first step of this
   * e-mail's user left a live challenge here. All synchronous: each guess is counted (the e-mail's
   * failures, the address limit and the delay) before the next request runs, and five wrong codes
   * burn the challenge.
   */
  publicRoute(my, api.auth.twoFactorLogin, ({ body, req }) => {
    const email = normaliseEmail(body.email);
    const confirmCode = toLatinDigits(confirmCodeText(body.confirmCode));
    throwIfAny(readBody(twoFactorLoginSchema, { email, confirmCode }).errors);
    const now = clock.ms();
    const found = findUserByEmail(db, email);
    const challenge = found ? findChallenge(db, found.id, now) : null;
    if (!found || !challenge) throw challengeExpired();
    const user = found;
    const reservation = reserveSignIn(db, { email: user.email, ip: req.ip }, now, null);
    const wrong = (message: string) => {
      challengeCodeFailed(db, challenge.hash);
      return refusedAttempt('ConfirmCode', message, reservation);
    };
    if (challenge.method === 'sms') {
      // The SMS code is single use: confirming deletes it, and five wrong tries burn it.
      if (!confirmPending(db, user.id, 'sms-login', confirmCode, now).ok) throw wrong(messages.smsLoginCodeWrong);
    } else {
      if (!user.totp_enabled || !user.totp_secret) throw wrong(messages.totpNotEnabled);
      const check = verifyTotp(user.totp_secret, confirmCode, now, { lastCounter: user.totp_last_counter });
      // The conditional update makes "use once" hold even for two requests racing with the same code.
      const claimed =
        check.ok &&
        db
          .prepare('UPDATE users SET totp_last_counter = ? WHERE id = ? AND (totp_last_counter IS NULL OR totp_last_counter < ?)')
          .run(check.counter, user.id, check.counter).changes === 1;
      if (!claimed) throw wrong(check.ok || check.reason === 'reused' ? messages.totpReused : messages.totpWrong);
    }
    spendChallenge(db, challenge.hash);
    clearLoginFailures(db, user.email);
    return loginResponse(db, getUser(db, user.id), issueToken(db, user.id, now));
  });

  /**
   * Sign-up answers the same whether or not the address is registered, so it cannot be used to
   * list customers: the captcha first (nothing else is looked at without it), then the fields; a
   * new address gets a code to confirm (the account is created by register-confirm), a known one
   * an e-mail saying someone tried to sign up with it. Both hash the password, so timing agrees too.
   * The answer is the provider's login answer without a session (no account exists yet), built from
   * the submitted details only, so it is the same in both cases.
   */
  publicRoute(my, api.auth.register, async ({ body, req }) => {
    const captchaErrors: FieldErrors = {};
    checkCaptcha(captchaErrors, body);
    throwIfAny(captchaErrors);
    const firstName = text(body.firstName);
    const lastName = text(body.lastName);
    const email = normaliseEmail(body.email);
    const password = secret(body.password);
    const referralCode = body.referralCode == null || body.referralCode === '' ? undefined : text(body.referralCode);
    // Optional; kept with the pending sign-up and on the account it creates.
    const phoneNumber = toLatinDigits(text(body.phoneNumber)).replace(/[\s-]/g, '') || undefined;
    const { errors } = readBody(registerSchema, { firstName, lastName, email, password, captchaCode: body.captchaCode, phoneNumber, referralCode });
    if (phoneNumber && !errors.PhoneNumber && !PHONE_RULE.test(phoneNumber)) addError(errors, 'PhoneNumber', accountMessages.phoneInvalid);
    // A referral link's code must name a referral; an unknown one is refused on its field (nothing is sent).
    const referralId = referralCode && !errors.ReferralCode ? referralIdByCode(db, referralCode) : undefined;
    if (referralCode && !errors.ReferralCode && referralId == null) addError(errors, 'ReferralCode', messages.financial.referralCodeUnknown);
    throwIfAny(errors);

    const hash = await hashPassword(password);
    const now = clock.ms();
    if (findUserByEmail(db, email)) {
      deliverCode(db, now, core.options.logCodes, req.log, 'signup-existing', email, '');
    } else {
      const code = randomCode();
      db.prepare('DELETE FROM pending_signups WHERE expires_at <= ?').run(now);
      db.prepare(
        `INSERT INTO pending_signups (email, first_name, last_name, password_hash, code_hash, expires_at, attempts, referral_id, phone_number) VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?)
         ON CONFLICT(email) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name, password_hash = excluded.password_hash,
           code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0, referral_id = excluded.referral_id, phone_number = excluded.phone_number`,
      ).run(email, firstName, lastName, hash, sha256(code), now + SIGNUP_LIFETIME_MS, referralId ?? null, phoneNumber ?? null);
      deliverCode(db, now, core.options.logCodes, req.log, 'confirm-signup', email, code);
    }
    const answer: LoginResponse = {
      twoFactor: false,
      accessToken: null,
      userId: 0,
      userTitle: `${firstName} ${lastName}`,
      isSuperUser: false,
      isFinancialManager: false,
      isAccountManager: false,
      profileCompleted: false,
      captchaRequired: false,
      roles: [],
    };
    return answer;
  });

  /** The e-mailed sign-up code creates the account and signs in; five wrong tries burn it. */
  publicRoute(my, api.auth.registerConfirm, ({ body }) => {
    const email = normaliseEmail(body.email);
    const code = toLatinDigits(text(body.confirmCode));
    throwIfAny(readBody(registerConfirmSchema, { email, confirmCode: code }).errors);
    const now = clock.ms();
    const pending = selectOne<{
      first_name: string;
      last_name: string;
      password_hash: string;
      code_hash: string;
      expires_at: number;
      attempts: number;
      referral_id: number | null;
      phone_number: string | null;
    }>(db, 'SELECT * FROM pending_signups WHERE email = ?', email);
    const matches = !!pending && pending.expires_at > now && timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(pending.code_hash));
    if (!pending || !matches) {
      if (pending && pending.attempts + 1 < RESET_MAX_ATTEMPTS) db.prepare('UPDATE pending_signups SET attempts = attempts + 1 WHERE email = ?').run(email);
      else if (pending) db.prepare('DELETE FROM pending_signups WHERE email = ?').run(email);
      throw invalid({ ConfirmCode: [messages.signupCodeWrong] });
    }
    // All synchronous: the code is spent and the account created before any other request runs.
    const user = db.transaction(() => {
      db.prepare('DELETE FROM pending_signups WHERE email = ?').run(email);
      if (findUserByEmail(db, email)) throw invalid({ ConfirmCode: [messages.signupCodeWrong] });
      const name = `${pending.first_name} ${pending.last_name}`;
      const customerId = db.prepare('INSERT INTO customers (name, created_at) VALUES (?, ?)').run(name, now).lastInsertRowid;
      const userId = db
        .prepare('INSERT INTO users (customer_id, first_name, last_name, email, phone_number, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(customerId, pending.first_name, pending.last_name, email, pending.phone_number, pending.password_hash, now).lastInsertRowid as number;
      if (pending.referral_id != null) linkReferred(db, pending.referral_id, Number(customerId), now);
      return getUser(db, userId);
    })();
    return loginResponse(db, user, issueToken(db, user.id, now));
  });

  route(my, core, api.auth.logout, ({ req }) => {
    revokeToken(db, bearer(req.headers.authorization)!, clock.ms());
    return { message: messages.loggedOut };
  });

  publicRoute(my, api.auth.forgot, ({ body, req }) => {
    const email = normaliseEmail(body.email);
    const { errors } = readBody(forgotSchema, { email, captchaCode: body.captchaCode });
    checkCaptcha(errors, body);
    throwIfAny(errors);
    const user = findUserByEmail(db, email);
    // Same answer whether or not the address exists, so the form cannot be used to list customers.
    if (user) {
      const code = randomCode();
      db.prepare(
        `INSERT INTO reset_codes (user_id, code_hash, expires_at, attempts) VALUES (?, ?, ?, 0)
         ON CONFLICT(user_id) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, attempts = 0`,
      ).run(user.id, sha256(code), clock.ms() + RESET_LIFETIME_MS);
      deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'reset-password', email, code);
    }
    return { message: messages.forgotSent };
  });

  publicRoute(my, api.auth.forgotConfirm, async ({ body }) => {
    const email = normaliseEmail(body.email);
    // A number on the wire: its six zero-padded digits.
    const code = toLatinDigits(confirmCodeText(body.confirmCode));
    const password = secret(body.password);
    throwIfAny(readBody(forgotConfirmSchema, { email, confirmCode: code, password }).errors);

    const user = findUserByEmail(db, email);
    const reset = user
      ? selectOne<{ code_hash: string; expires_at: number; attempts: number }>(
          db,
          'SELECT code_hash, expires_at, attempts FROM reset_codes WHERE user_id = ?',
          user.id,
        )
      : undefined;
    const matches = !!reset && reset.expires_at > clock.ms() && timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(reset.code_hash));
    if (!user || !reset || !matches) {
      // A few wrong guesses burn the code, so six characters cannot be brute-forced.
      if (user && reset) {
        if (reset.attempts + 1 >= RESET_MAX_ATTEMPTS) db.prepare('DELETE FROM reset_codes WHERE user_id = ?').run(user.id);
        else db.prepare('UPDATE reset_codes SET attempts = attempts + 1 WHERE user_id = ?').run(user.id);
      }
      throw invalid({ ConfirmCode: [messages.confirmCodeWrong] });
    }
    // Spent before the asynchronous hash: a second request with the same code, arriving while this
    // one hashes, finds no code (otherwise both would set a password).
    db.prepare('DELETE FROM reset_codes WHERE user_id = ?').run(user.id);
    const hash = await hashPassword(password);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.id);
      revokeAllTokens(db, user.id, clock.ms());
      clearLoginFailures(db, email);
    })();
    return { message: messages.passwordChanged };
  });

  publicRoute(my, api.auth.captcha, () => {
    const { base64CaptchaImage, captchaKey } = createCaptcha(db, clock.ms());
    return { base64CaptchaImage, captchaKey };
  });
}
