import type { FastifyInstance } from 'fastify';
import {
  api,
  changePasswordSchema,
  confirmEmailSchema,
  editEmailSchema,
  editPhoneNumberSchema,
  editProfileSchema,
  twoFactorCodeSchema,
  type Wire,
} from '@portal/contracts';
import { gregorianToJalali } from '@portal/locale';
import { toLatinDigits } from '../../auth/captcha';
import { deliverCode } from '../../auth/outbox';
import { hashPassword } from '../../auth/password';
import { confirmPending, startPending, type PendingKind } from '../../auth/pending-codes';
import { reauthenticate } from '../../auth/reauth';
import { normaliseEmail, secret, text } from '../../auth/rules';
import { bearer, revokeOtherTokens } from '../../auth/tokens';
import { generateTotpSecret, verifyTotp } from '../../auth/totp';
import { findUserByEmail, getUser, profileCompleted, usesTwoFactor, type UserRow } from '../../auth/users';
import { writeUserLog } from '../../auth/user-log';
import { iso } from '../../clock';
import type { SandboxCore } from '../../core';
import { addError, invalid, refused, type FieldErrors } from '../../http/errors';
import { asObject, readBody } from '../../http/input';
import { route } from '../../http/route';
import { accountMessages as am, messages } from '../../messages';

// The account's own calls. The provider's bodies carry no current password (only change-password
// does): the code sent to a new address or phone, and the authenticator's code, are the proof.

/** Iranian mobile numbers, once Persian digits, spaces and dashes are normalised away. */
const PHONE_RULE = /^09\d{9}$/;
const NATIONAL_CODE = /^\d{10}$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z?)?$/;

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length) throw invalid(errors);
};

/** The six-digit code of a `code: number` body (digit strings accepted), leading zeros restored. */
function numericCode(raw: unknown): string {
  const { values, errors } = readBody(twoFactorCodeSchema, { code: typeof raw === 'string' ? toLatinDigits(raw) : raw });
  throwIfAny(errors);
  return String(values.code).padStart(6, '0');
}

/**
 * A birth date as the wire carries it (an ISO day, a time part ignored): the ISO day, null when
 * empty, or undefined when it is no real day of the Jalali years 1300–1402.
 */
function birthDay(raw: unknown): string | null | undefined {
  if (raw === null || (typeof raw === 'string' && !raw.trim())) return null;
  const m = typeof raw === 'string' ? ISO_DAY.exec(raw.trim()) : null;
  if (!m) return undefined;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return undefined;
  const { jy } = gregorianToJalali(+m[1], +m[2], +m[3]);
  return jy >= 1300 && jy <= 1402 ? day : undefined;
}

export function registerProfileRoutes(my: FastifyInstance, core: SandboxCore): void {
  const { db, clock } = core;

  const toProfile = (u: UserRow, customerId: number): Wire<'GetProfileResponse'> => {
    const isLegal = !!db.prepare('SELECT is_legal FROM customers WHERE id = ?').pluck().get(customerId);
    return {
      id: u.id,
      phoneNumber: u.phone_number,
      // A number is on file only once its code came back; an address was confirmed at sign-up.
      phoneNumberConfirmed: u.phone_number != null,
      email: u.email,
      emailConfirmed: true,
      idConfirmed: false,
      hasTwoFactor: usesTwoFactor(u),
      isLegal,
      firstName: u.first_name,
      lastName: u.last_name,
      nationalId: u.national_id,
      birthDate: u.birth_date,
      address: u.address,
      isFromSso: !!db.prepare('SELECT 1 FROM external_identities WHERE user_id = ? LIMIT 1').get(u.id),
      isDisabled: null,
      createDate: iso(u.created_at)!,
      modifyDate: iso(u.modified_at ?? u.created_at)!,
    };
  };
  const completed = (userId: number) => ({ profileCompleted: profileCompleted(getUser(db, userId)) });

  route(my, core, api.account.profileGet, ({ user }) => toProfile(getUser(db, user.userId), user.customerId));

  route(my, core, api.account.profileEdit, ({ user, body, req }) => {
    const input = asObject(body);
    const { values, errors } = readBody(editProfileSchema, {
      ...input,
      nationalId: typeof input.nationalId === 'string' ? toLatinDigits(input.nationalId) : input.nationalId,
    });
    if (values.nationalId && !NATIONAL_CODE.test(String(values.nationalId))) addError(errors, 'NationalId', am.nationalCodeInvalid);
    const birthDate = input.birthDate === undefined ? undefined : birthDay(input.birthDate);
    if (input.birthDate !== undefined && birthDate === undefined) addError(errors, 'BirthDate', am.birthDateInvalid);
    throwIfAny(errors);
    // An absent field keeps its value; an empty one clears it.
    const columns: Record<string, string | number | null> = {
      first_name: values.firstName as string,
      last_name: values.lastName as string,
      modified_at: clock.ms(),
    };
    if (input.nationalId !== undefined) columns.national_id = (values.nationalId as string | null) ?? null;
    if (input.address !== undefined) columns.address = (values.address as string | null) ?? null;
    if (birthDate !== undefined) columns.birth_date = birthDate;
    const keys = Object.keys(columns);
    db.transaction(() => {
      db.prepare(`UPDATE users SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE id = ?`).run(...keys.map((k) => columns[k]), user.userId);
      writeUserLog(db, user, 'profile-edited', clock.ms(), req.ip);
    })();
    return completed(user.userId);
  });

  route(my, core, api.account.editEmail, ({ user, body, req }) => {
    const email = normaliseEmail(body.email);
    throwIfAny(readBody(editEmailSchema, { email }).errors);
    if (email === getUser(db, user.userId).email.toLowerCase()) throw invalid({ Email: [am.sameEmail] });
    if (findUserByEmail(db, email)) throw invalid({ Email: [messages.emailTaken] });
    const code = startPending(db, user.userId, 'email', email, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'confirm-email', email, code);
    writeUserLog(db, user, 'email-change-requested', clock.ms(), req.ip, email);
    return { message: am.emailCodeSent(email) };
  });

  route(my, core, api.account.editPhoneNumber, ({ user, body, req }) => {
    const phone = toLatinDigits(text(body.phoneNumber)).replace(/[\s-]/g, '');
    throwIfAny(readBody(editPhoneNumberSchema, { phoneNumber: phone }).errors);
    if (!PHONE_RULE.test(phone)) throw invalid({ PhoneNumber: [am.phoneInvalid] });
    if (phone === getUser(db, user.userId).phone_number) throw invalid({ PhoneNumber: [am.samePhone] });
    const code = startPending(db, user.userId, 'phone', phone, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'confirm-phone', phone, code);
    writeUserLog(db, user, 'phone-change-requested', clock.ms(), req.ip, phone);
    return { message: am.smsCodeSent(phone) };
  });

  /** Checks a code of a pending change: 422 on `field` when wrong, refused when nothing is pending. */
  const confirm = (userId: number, kind: PendingKind, code: string, field: string): string => {
    const check = confirmPending(db, userId, kind, code, clock.ms());
    if (!check.ok) throw check.reason === 'none' ? refused(am.noPendingChange) : invalid({ [field]: [am.codeWrong] });
    return check.target;
  };
  const confirmCode = (raw: unknown) => {
    const confirmCode = toLatinDigits(text(raw));
    throwIfAny(readBody(confirmEmailSchema, { confirmCode }).errors);
    return confirmCode;
  };

  route(my, core, api.account.confirmEmail, ({ user, body, req }) => {
    // Outside the write: a wrong code must still count as an attempt.
    const email = confirm(user.userId, 'email', confirmCode(body.confirmCode), 'ConfirmCode');
    // The address may have been taken since the code was sent.
    if (findUserByEmail(db, email)) throw invalid({ ConfirmCode: [messages.emailTaken] });
    db.transaction(() => {
      db.prepare('UPDATE users SET email = ?, modified_at = ? WHERE id = ?').run(email, clock.ms(), user.userId);
      writeUserLog(db, user, 'email-changed', clock.ms(), req.ip, email);
    })();
    return completed(user.userId);
  });

  route(my, core, api.account.confirmPhoneNumber, ({ user, body, req }) => {
    const phone = confirm(user.userId, 'phone', confirmCode(body.confirmCode), 'ConfirmCode');
    db.transaction(() => {
      db.prepare('UPDATE users SET phone_number = ?, modified_at = ? WHERE id = ?').run(phone, clock.ms(), user.userId);
      writeUserLog(db, user, 'phone-changed', clock.ms(), req.ip, phone);
    })();
    return completed(user.userId);
  });

  route(my, core, api.account.changePassword, async ({ user, body, req }) => {
    const password = secret(body.password);
    throwIfAny(readBody(changePasswordSchema, { password, currentPassword: secret(body.currentPassword) }).errors);
    await reauthenticate(core, req, user, body.currentPassword);
    if (password === secret(body.currentPassword)) throw invalid({ Password: [am.samePassword] });
    const hash = await hashPassword(password);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ?, modified_at = ? WHERE id = ?').run(hash, clock.ms(), user.userId);
      // Whoever knew the old password may hold a session: every other one ends now.
      revokeOtherTokens(db, user.userId, bearer(req.headers.authorization)!, clock.ms());
      writeUserLog(db, user, 'password-changed', clock.ms(), req.ip);
    })();
    return { message: am.passwordChanged };
  });

  route(my, core, api.account.notificationStatus, ({ user }): Wire<'GetNotificationStatusResponse'> => {
    const u = getUser(db, user.userId);
    return { id: u.id, phoneNotify: !!u.phone_notification, emailNotify: !!u.email_notification };
  });

  route(my, core, api.account.editEmailNotification, ({ user, body, req }) => {
    if (typeof body.emailNotify !== 'boolean') throw invalid({ EmailNotify: [am.mustBeBoolean] });
    db.prepare('UPDATE users SET email_notification = ? WHERE id = ?').run(body.emailNotify ? 1 : 0, user.userId);
    writeUserLog(db, user, 'notification-changed', clock.ms(), req.ip, `email:${body.emailNotify ? 'on' : 'off'}`);
  });
  route(my, core, api.account.editPhoneNotification, ({ user, body, req }) => {
    if (typeof body.phoneNotify !== 'boolean') throw invalid({ PhoneNotify: [am.mustBeBoolean] });
    db.prepare('UPDATE users SET phone_notification = ? WHERE id = ?').run(body.phoneNotify ? 1 : 0, user.userId);
    writeUserLog(db, user, 'notification-changed', clock.ms(), req.ip, `phone:${body.phoneNotify ? 'on' : 'off'}`);
  });

  route(my, core, api.account.twoFactorMethods, ({ user }) => {
    const u = getUser(db, user.userId);
    return { totp: !!u.totp_enabled, sms: !!u.sms_two_factor };
  });

  // --- two-factor: authenticator app ---
  route(my, core, api.account.enableTotp, ({ user, req }) => {
    const me = getUser(db, user.userId);
    if (me.totp_enabled) throw refused(am.totpAlreadyEnabled);
    const secretKey = generateTotpSecret();
    db.prepare('UPDATE users SET totp_pending_secret = ? WHERE id = ?').run(secretKey, user.userId);
    writeUserLog(db, user, 'totp-setup-started', clock.ms(), req.ip);
    const label = encodeURIComponent(`${am.totpIssuer}:${me.email}`);
    const otpauthUrl = `otpauth://totp/${label}?secret=${secretKey}&issuer=${encodeURIComponent(am.totpIssuer)}&algorithm=SHA1&digits=6&period=30`;
    return { secret: secretKey, otpauthUrl };
  });

  route(my, core, api.account.enableTotpConfirm, ({ user, body, req }) => {
    const code = numericCode(body.code);
    const me = getUser(db, user.userId);
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
  });

  route(my, core, api.account.disableTotp, ({ user, body, req }) => {
    const code = numericCode(body.code);
    const me = getUser(db, user.userId);
    if (!me.totp_enabled || !me.totp_secret) throw refused(am.totpNotEnabled);
    const check = verifyTotp(me.totp_secret, code, clock.ms(), { lastCounter: me.totp_last_counter });
    const claimed =
      check.ok &&
      db
        .prepare('UPDATE users SET totp_last_counter = ? WHERE id = ? AND (totp_last_counter IS NULL OR totp_last_counter < ?)')
        .run(check.counter, user.userId, check.counter).changes === 1;
    if (!claimed) throw invalid({ Code: [check.ok || check.reason === 'reused' ? messages.totpReused : messages.totpWrong] });
    db.transaction(() => {
      db.prepare('UPDATE users SET totp_enabled = 0, totp_secret = NULL, totp_last_counter = NULL WHERE id = ?').run(user.userId);
      writeUserLog(db, user, 'totp-disabled', clock.ms(), req.ip);
    })();
  });

  // --- two-factor: SMS ---
  route(my, core, api.account.enableSms, ({ user, body, req }) => {
    if (body.twoFactorStatus !== true) throw invalid({ TwoFactorStatus: [am.smsStatusMustBeOn] });
    const me = getUser(db, user.userId);
    if (me.sms_two_factor) throw refused(am.smsAlreadyEnabled);
    if (!me.phone_number) throw refused(am.smsNeedsPhone);
    const code = startPending(db, user.userId, 'sms-2fa', me.phone_number, clock.ms());
    deliverCode(db, clock.ms(), core.options.logCodes, req.log, 'sms-2fa', me.phone_number, code);
    writeUserLog(db, user, 'sms-setup-started', clock.ms(), req.ip);
    return { message: am.smsCodeSent(me.phone_number) };
  });

  route(my, core, api.account.enableSmsConfirm, ({ user, body, req }) => {
    confirm(user.userId, 'sms-2fa', numericCode(body.code), 'Code');
    db.transaction(() => {
      db.prepare('UPDATE users SET sms_two_factor = 1 WHERE id = ?').run(user.userId);
      writeUserLog(db, user, 'sms-enabled', clock.ms(), req.ip);
    })();
  });

  route(my, core, api.account.disableSms, ({ user, req }) => {
    if (!getUser(db, user.userId).sms_two_factor) throw refused(am.smsNotEnabled);
    db.transaction(() => {
      db.prepare('UPDATE users SET sms_two_factor = 0 WHERE id = ?').run(user.userId);
      writeUserLog(db, user, 'sms-disabled', clock.ms(), req.ip);
    })();
  });
}
