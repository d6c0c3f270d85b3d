import type { FastifyInstance } from 'fastify';
import {
  api,
  changePasswordSchema,
  confirmCodeSchema,
  editEmailSchema,
  editPhoneNumberSchema,
  editProfileSchema,
  twoFactorCodeSchema,
  type Profile,
  type TwoFactorStateResponse,
} from '@portal/contracts';
import { toLatinDigits } from '../auth/captcha';
import { customerRole } from '../auth/access';
import { deliverCode } from '../auth/outbox';
import { hashPassword } from '../auth/password';
import { confirmPending, pendingTarget, startPending, type PendingKind } from '../auth/pending-codes';
import { reauthenticate } from '../auth/reauth';
import { normaliseEmail, secret, text } from '../auth/rules';
import { bearer, revokeOtherTokens } from '../auth/tokens';
import { generateTotpSecret, verifyTotp } from '../auth/totp';
import { findUserByEmail, getUser, profileCompleted, usesTwoFactor, type UserRow } from '../auth/users';
import { writeUserLog } from '../auth/user-log';
import { iso } from '../clock';
import type { SandboxCore } from '../core';
import { invalid, refused, type FieldErrors } from '../http/errors';
import { readBody } from '../http/input';
import { route } from '../http/route';
import { accountMessages as am, messages } from '../messages';

/** Iranian mobile numbers, once Persian digits, spaces and dashes are normalised away. */
const PHONE_RULE = /^09\d{9}$/;

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw invalid(errors);
};

const twoFactorState = (u: UserRow): TwoFactorStateResponse => ({
  twoFactor: usesTwoFactor(u),
  totpEnabled: !!u.totp_enabled,
  smsTwoFactorEnabled: !!u.sms_two_factor,
});

const codeOf = (value: unknown) => toLatinDigits(text(value));

export function registerProfileRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  const toProfile = (userId: number, customerId: number): Profile => {
    const u = getUser(db, userId);
    const c = db.prepare('SELECT name, is_legal FROM customers WHERE id = ?').get(customerId) as { name: string; is_legal: number };
    return {
      id: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      phoneNumber: u.phone_number,
      isLegal: !!c.is_legal,
      profileCompleted: profileCompleted(u),
      twoFactor: usesTwoFactor(u),
      totpEnabled: !!u.totp_enabled,
      smsTwoFactorEnabled: !!u.sms_two_factor,
      createdAt: iso(u.created_at)!,
      customerId,
      customerName: c.name,
      customerRole: customerRole(db, u.id, customerId) ?? 'viewer',
      pendingEmail: pendingTarget(db, u.id, 'email', clock.ms()),
      pendingPhoneNumber: pendingTarget(db, u.id, 'phone', clock.ms()),
    };
  };

  route(my, core, api.account.profileGet, ({ user }) => toProfile(user.userId, user.customerId));

  route(my, core, api.account.profileEdit, ({ user, body, req }) => {
    const firstName = text(body.firstName);
    const lastName = text(body.lastName);
    throwIfAny(readBody(editProfileSchema, { firstName, lastName }).errors);
    db.transaction(() => {
      db.prepare('UPDATE users SET first_name = ?, last_name = ? WHERE id = ?').run(firstName, lastName, user.userId);
      writeUserLog(db, user, 'profile-edited', clock.ms(), req.ip);
    })();
    return toProfile(user.userId, user.customerId);
  });

  route(my, core, api.account.editEmail, async ({ user, body, req }) => {
    const email = normaliseEmail(body.email);
    throwIfAny(readBody({ email: editEmailSchema.email }, { email }).errors);
    const me = await reauthenticate(core, req, user, body.currentPassword);
    if (email === me.email.toLowerCase()) throw invalid({ Email: [am.sameEmail] });
    if (findUserByEmail(db, email)) throw invalid({ Email: [messages.emailTaken] });
    const code = startPending(db, user.userId, 'email', email, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'confirm-email', email, code);
    writeUserLog(db, user, 'email-change-requested', clock.ms(), req.ip, email);
    return { message: am.emailCodeSent(email) };
  });

  route(my, core, api.account.editPhoneNumber, async ({ user, body, req }) => {
    const phone = toLatinDigits(text(body.phoneNumber)).replace(/[\s-]/g, '');
    throwIfAny(readBody({ phoneNumber: editPhoneNumberSchema.phoneNumber }, { phoneNumber: phone }).errors);
    if (!PHONE_RULE.test(phone)) throw invalid({ PhoneNumber: [am.phoneInvalid] });
    const me = await reauthenticate(core, req, user, body.currentPassword);
    if (phone === me.phone_number) throw invalid({ PhoneNumber: [am.samePhone] });
    const code = startPending(db, user.userId, 'phone', phone, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'confirm-phone', phone, code);
    writeUserLog(db, user, 'phone-change-requested', clock.ms(), req.ip, phone);
    return { message: am.smsCodeSent(phone) };
  });

  /** Checks a code of a pending change: 422 on Code when wrong, refused when nothing is pending. */
  const confirm = (userId: number, kind: PendingKind, rawCode: unknown): string => {
    const code = codeOf(rawCode);
    throwIfAny(readBody(confirmCodeSchema, { code }).errors);
    const check = confirmPending(db, userId, kind, code, clock.ms());
    if (!check.ok) throw check.reason === 'none' ? refused(am.noPendingChange) : invalid({ Code: [am.codeWrong] });
    return check.target;
  };

  route(my, core, api.account.confirmEmail, ({ user, body, req }) => {
    // Outside the write: a wrong code must still count as an attempt.
    const email = confirm(user.userId, 'email', body.code);
    // The address may have been taken since the code was sent.
    if (findUserByEmail(db, email)) throw invalid({ Code: [messages.emailTaken] });
    db.transaction(() => {
      db.prepare('UPDATE users SET email = ? WHERE id = ?').run(email, user.userId);
      writeUserLog(db, user, 'email-changed', clock.ms(), req.ip, email);
    })();
    return toProfile(user.userId, user.customerId);
  });

  route(my, core, api.account.confirmPhoneNumber, ({ user, body, req }) => {
    const phone = confirm(user.userId, 'phone', body.code);
    db.transaction(() => {
      db.prepare('UPDATE users SET phone_number = ? WHERE id = ?').run(phone, user.userId);
      writeUserLog(db, user, 'phone-changed', clock.ms(), req.ip, phone);
    })();
    return toProfile(user.userId, user.customerId);
  });

  route(my, core, api.account.changePassword, async ({ user, body, req }) => {
    const newPassword = secret(body.newPassword);
    throwIfAny(readBody(changePasswordSchema, { newPassword, currentPassword: secret(body.currentPassword) }).errors);
    await reauthenticate(core, req, user, body.currentPassword);
    if (newPassword === secret(body.currentPassword)) throw invalid({ NewPassword: [am.samePassword] });
    const hash = await hashPassword(newPassword);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, user.userId);
      // Whoever knew the old password may hold a session: every other one ends now.
      revokeOtherTokens(db, user.userId, bearer(req.headers.authorization)!, clock.ms());
      writeUserLog(db, user, 'password-changed', clock.ms(), req.ip);
    })();
    return { message: am.passwordChanged };
  });

  const notificationStatus = (userId: number) => {
    const u = getUser(db, userId);
    return { emailNotification: !!u.email_notification, phoneNotification: !!u.phone_notification };
  };
  route(my, core, api.account.notificationStatus, ({ user }) => notificationStatus(user.userId));

  for (const [endpoint, column, detail] of [
    [api.account.editEmailNotification, 'email_notification', 'email'],
    [api.account.editPhoneNotification, 'phone_notification', 'phone'],
  ] as const) {
    route(my, core, endpoint, ({ user, body, req }) => {
      if (typeof body.enabled !== 'boolean') throw invalid({ Enabled: [am.mustBeBoolean] });
      db.prepare(`UPDATE users SET ${column} = ? WHERE id = ?`).run(body.enabled ? 1 : 0, user.userId);
      writeUserLog(db, user, 'notification-changed', clock.ms(), req.ip, `${detail}:${body.enabled ? 'on' : 'off'}`);
      return notificationStatus(user.userId);
    });
  }

  // --- two-factor: authenticator app ---
  route(my, core, api.account.enableTotp, async ({ user, body, req }) => {
    const me = await reauthenticate(core, req, user, body.currentPassword);
    if (me.totp_enabled) throw refused(am.totpAlreadyEnabled);
    const secretKey = generateTotpSecret();
    db.prepare('UPDATE users SET totp_pending_secret = ? WHERE id = ?').run(secretKey, user.userId);
    writeUserLog(db, user, 'totp-setup-started', clock.ms(), req.ip);
    const label = encodeURIComponent(`${am.totpIssuer}:${me.email}`);
    const otpauthUrl = `otpauth://totp/${label}?secret=${secretKey}&issuer=${encodeURIComponent(am.totpIssuer)}&algorithm=SHA1&digits=6&period=30`;
    return { secret: secretKey, otpauthUrl };
  });

  route(my, core, api.account.enableTotpConfirm, async ({ user, body, req }) => {
    const code = codeOf(body.code);
    throwIfAny(readBody({ code: twoFactorCodeSchema.code }, { code }).errors);
    const me = await reauthenticate(core, req, user, body.currentPassword);
    if (me.totp_enabled) throw refused(am.totpAlreadyEnabled);
    if (!me.totp_pending_secret) throw refused(am.totpNotStarted);
    const check = verifyTotp(me.totp_pending_secret, code, clock.ms());
    if (!check.ok) throw invalid({ Code: [messages.totpWrong] });
    db.transaction(() => {
      // The confirming step counts as used: the same code cannot then sign in or switch it off.
      db.prepare('UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled = 1, totp_last_counter = ? WHERE id = ?').run(
        check.counter,
        user.userId,
      );
      writeUserLog(db, user, 'totp-enabled', clock.ms(), req.ip);
    })();
    return twoFactorState(getUser(db, user.userId));
  });

  route(my, core, api.account.disableTotp, async ({ user, body, req }) => {
    const code = codeOf(body.code);
    throwIfAny(readBody({ code: twoFactorCodeSchema.code }, { code }).errors);
    const me = await reauthenticate(core, req, user, body.currentPassword);
    if (!me.totp_enabled || !me.totp_secret) throw refused(am.totpNotEnabled);
    const check = verifyTotp(me.totp_secret, code, clock.ms(), { lastCounter: me.totp_last_counter });
    const claimed =
      check.ok &&
      db.prepare('UPDATE users SET totp_last_counter = ? WHERE id = ? AND (totp_last_counter IS NULL OR totp_last_counter < ?)').run(check.counter, user.userId, check.counter)
        .changes === 1;
    if (!claimed) throw invalid({ Code: [check.ok || check.reason === 'reused' ? messages.totpReused : messages.totpWrong] });
    db.transaction(() => {
      db.prepare('UPDATE users SET totp_enabled = 0, totp_secret = NULL, totp_last_counter = NULL WHERE id = ?').run(user.userId);
      writeUserLog(db, user, 'totp-disabled', clock.ms(), req.ip);
    })();
    return twoFactorState(getUser(db, user.userId));
  });

  // --- two-factor: SMS ---
  route(my, core, api.account.enableSms, async ({ user, body, req }) => {
    if (body.twoFactorStatus !== true) throw invalid({ TwoFactorStatus: [am.smsStatusMustBeOn] });
    const me = await reauthenticate(core, req, user, body.currentPassword);
    if (me.sms_two_factor) throw refused(am.smsAlreadyEnabled);
    if (!me.phone_number) throw refused(am.smsNeedsPhone);
    const code = startPending(db, user.userId, 'sms-2fa', me.phone_number, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'sms-2fa', me.phone_number, code);
    writeUserLog(db, user, 'sms-setup-started', clock.ms(), req.ip);
    return { message: am.smsCodeSent(me.phone_number) };
  });

  route(my, core, api.account.enableSmsConfirm, async ({ user, body, req }) => {
    throwIfAny(readBody({ code: twoFactorCodeSchema.code }, { code: codeOf(body.code) }).errors);
    await reauthenticate(core, req, user, body.currentPassword);
    confirm(user.userId, 'sms-2fa', body.code);
    db.transaction(() => {
      db.prepare('UPDATE users SET sms_two_factor = 1 WHERE id = ?').run(user.userId);
      writeUserLog(db, user, 'sms-enabled', clock.ms(), req.ip);
    })();
    return twoFactorState(getUser(db, user.userId));
  });

  route(my, core, api.account.disableSms, async ({ user, body, req }) => {
    const me = await reauthenticate(core, req, user, body.currentPassword);
    if (!me.sms_two_factor) throw refused(am.smsNotEnabled);
    db.transaction(() => {
      db.prepare('UPDATE users SET sms_two_factor = 0 WHERE id = ?').run(user.userId);
      writeUserLog(db, user, 'sms-disabled', clock.ms(), req.ip);
    })();
    return twoFactorState(getUser(db, user.userId));
  });
}
