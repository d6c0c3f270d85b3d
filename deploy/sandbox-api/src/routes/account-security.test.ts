import { readCodes } from '../auth/outbox';
import { totp } from '../auth/totp';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';

const { email, password } = DEMO_CREDENTIALS.demo;
let h: Harness;
let token: string;
let api: ReturnType<Harness['api']>;
beforeEach(async () => {
  h = harness({ exposeCodes: true, codesSecret: 'mailbox' });
  token = await h.login();
  api = h.api(token);
});
afterEach(() => h.close());

const lastCode = (to: string, kind: string) => readCodes(h.db, to).find((c) => c.kind === kind)?.code;
const events = () => h.db.prepare('SELECT event FROM user_log WHERE user_id = 1 ORDER BY id').pluck().all();

describe('re-authentication', () => {
  test.each([
    ['PUT', 'account/profile/edit-email', { email: 'new@example.com' }],
    ['PUT', 'account/profile/edit-phone-number', { phoneNumber: '09120000000' }],
    ['POST', 'account/profile/enable-totp', {}],
    ['POST', 'account/profile/enable-totp-confirm', { code: '123456' }],
    ['POST', 'account/profile/disable-totp', { code: '123456' }],
    ['PUT', 'account/profile/enable-sms', { twoFactorStatus: true }],
    ['POST', 'account/profile/enable-sms-confirm', { code: '123456' }],
    ['POST', 'account/profile/disable-sms', {}],
    ['POST', 'account/profile/change-password', { newPassword: 'Fresh@5678' }],
  ])('%s %s needs the current password, and refuses a wrong one', async (method, path, body) => {
    const send = (b: object) => (method === 'PUT' ? api.put(path, b) : api.post(path, b));
    const missing = await send(body);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.CurrentPassword[0]).toContain('رمز عبور فعلی');
    const wrong = await send({ ...body, currentPassword: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ CurrentPassword: ['رمز عبور فعلی اشتباه است'] });
    expect(events()).toContain('reauth-failed');
  });

  test('wrong current passwords count towards the rate limit', async () => {
    for (let i = 0; i < 5; i++) await api.post('account/profile/enable-totp', { currentPassword: 'Wrong@1234' });
    const res = await api.post('account/profile/enable-totp', { currentPassword: password });
    expect(res.statusCode).toBe(429);
  });
});

describe('authenticator app (TOTP)', () => {
  async function enable() {
    const start = await api.post('account/profile/enable-totp', { currentPassword: password });
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUrl } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    return secret as string;
  }

  test('secrets come from a secure random source: every start gives a new one', async () => {
    const a = await enable();
    const b = await enable();
    expect(a).not.toBe(b);
    // Not enabled until confirmed.
    expect((await api.get('account/profile/get')).json().totpEnabled).toBe(false);
  });

  test('enable with a code, sign in with the next step, a replayed code is refused, disable with a fresh code', async () => {
    const secret = await enable();
    const code = totp(secret, h.clock.ms());
    const wrong = await api.post('account/profile/enable-totp-confirm', { currentPassword: password, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ Code: ['کد تأیید دومرحله‌ای اشتباه است'] });
    const ok = await api.post('account/profile/enable-totp-confirm', { currentPassword: password, code });
    expect(ok.json()).toEqual({ twoFactor: true, totpEnabled: true, smsTwoFactorEnabled: false });

    // The code that enabled it cannot be replayed to sign in.
    const first = (await h.api().post('auth/login', { email, password })).json();
    expect(first.accessToken).toBe('0');
    const { challengeToken } = first;
    const replay = await h.api().post('auth/two-factor-login', { challengeToken, code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.Code[0]).toContain('قبلاً استفاده شده');

    h.time.advance(30_000);
    const next = totp(secret, h.clock.ms());
    expect((await h.api().post('auth/two-factor-login', { challengeToken, code: next })).statusCode).toBe(200);
    // ...nor that sign-in code to switch it off.
    const replayDisable = await api.post('account/profile/disable-totp', { currentPassword: password, code: next });
    expect(replayDisable.statusCode).toBe(422);
    expect(replayDisable.json().errors.Code[0]).toContain('قبلاً استفاده شده');

    h.time.advance(30_000);
    const off = await api.post('account/profile/disable-totp', { currentPassword: password, code: totp(secret, h.clock.ms()) });
    expect(off.json()).toEqual({ twoFactor: false, totpEnabled: false, smsTwoFactorEnabled: false });
    expect((await h.api().post('auth/login', { email, password })).json().accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(events()).toEqual(expect.arrayContaining(['totp-setup-started', 'totp-enabled', 'totp-disabled']));
  });

  test('codes are valid for one step of drift, not two', async () => {
    const secret = await enable();
    const two = await api.post('account/profile/enable-totp-confirm', { currentPassword: password, code: totp(secret, h.clock.ms() - 60_000) });
    expect(two.statusCode).toBe(422);
    const one = await api.post('account/profile/enable-totp-confirm', { currentPassword: password, code: totp(secret, h.clock.ms() - 30_000) });
    expect(one.statusCode).toBe(200);
  });

  test('confirm without a started setup is refused', async () => {
    const res = await api.post('account/profile/enable-totp-confirm', { currentPassword: password, code: '123456' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('ابتدا فعال‌سازی را آغاز کنید تا کلید جدید ساخته شود');
  });
});

describe('SMS two-factor', () => {
  test('enable sends a code by SMS (sandbox log), confirm turns it on, disable turns it off', async () => {
    const start = await api.put('account/profile/enable-sms', { currentPassword: password, twoFactorStatus: true });
    expect(start.statusCode).toBe(200);
    const code = lastCode('09121234567', 'sms-2fa');
    expect(code).toMatch(/^\d{6}$/);
    const bad = await api.post('account/profile/enable-sms-confirm', { currentPassword: password, code: code === '000000' ? '111111' : '000000' });
    expect(bad.json().errors).toEqual({ Code: ['کد تأیید اشتباه است یا منقضی شده است'] });
    const ok = await api.post('account/profile/enable-sms-confirm', { currentPassword: password, code });
    expect(ok.json()).toEqual({ twoFactor: true, totpEnabled: false, smsTwoFactorEnabled: true });
    // A code works once.
    expect((await api.post('account/profile/enable-sms-confirm', { currentPassword: password, code })).statusCode).toBe(422);
    expect((await api.get('account/profile/get')).json().twoFactor).toBe(true);
    const off = await api.post('account/profile/disable-sms', { currentPassword: password });
    expect(off.json().smsTwoFactorEnabled).toBe(false);
    expect(events()).toEqual(expect.arrayContaining(['sms-setup-started', 'sms-enabled', 'sms-disabled']));
  });

  test('five wrong codes burn the pending code', async () => {
    await api.put('account/profile/enable-sms', { currentPassword: password, twoFactorStatus: true });
    const code = lastCode('09121234567', 'sms-2fa')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await api.post('account/profile/enable-sms-confirm', { currentPassword: password, code: wrong });
    const res = await api.post('account/profile/enable-sms-confirm', { currentPassword: password, code });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toContain('در انتظار');
  });
});

describe('e-mail and phone changes', () => {
  test('e-mail: code goes to the new address, confirmation applies it and the profile shows it', async () => {
    const req = await api.put('account/profile/edit-email', { currentPassword: password, email: 'New@Example.com' });
    expect(req.statusCode).toBe(200);
    expect((await api.get('account/profile/get')).json()).toMatchObject({ email, pendingEmail: 'new@example.com' });
    const code = lastCode('new@example.com', 'confirm-email');
    const res = await api.post('account/profile/confirm-email', { code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'new@example.com', pendingEmail: null, profileCompleted: true });
    expect((await h.api().post('auth/login', { email: 'new@example.com', password })).statusCode).toBe(200);
    expect(events()).toEqual(expect.arrayContaining(['email-change-requested', 'email-changed']));
  });

  test('e-mail: taken, invalid or same addresses are refused on the field', async () => {
    for (const [value, fragment] of [['other@example.com', 'قبلاً'], ['not-an-email', 'معتبر'], [email, 'همان']]) {
      const res = await api.put('account/profile/edit-email', { currentPassword: password, email: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.Email[0]).toContain(fragment);
    }
  });

  test('phone: Persian digits accepted, code by SMS, confirmation completes the profile', async () => {
    h.db.prepare('UPDATE users SET phone_number = NULL WHERE id = 1').run();
    expect((await api.get('account/profile/get')).json().profileCompleted).toBe(false);
    expect((await api.put('account/profile/edit-phone-number', { currentPassword: password, phoneNumber: '۰۹۱۲۹۹۹۸۸۷۷' })).statusCode).toBe(200);
    const code = lastCode('09129998877', 'confirm-phone');
    const res = await api.post('account/profile/confirm-phone-number', { code });
    expect(res.json()).toMatchObject({ phoneNumber: '09129998877', profileCompleted: true });
  });

  test('phone: a bad number is refused on the field; confirm with nothing pending is refused', async () => {
    const bad = await api.put('account/profile/edit-phone-number', { currentPassword: password, phoneNumber: '12345' });
    expect(bad.json().errors.PhoneNumber[0]).toContain('۱۱ رقم');
    const none = await api.post('account/profile/confirm-phone-number', { code: '123456' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errorMessage).toBe('درخواست تغییری در انتظار تأیید نیست؛ ابتدا درخواست را ثبت کنید');
  });
});

describe('profile, password and notifications', () => {
  test('profile edit validates names and logs the change', async () => {
    const bad = await api.put('account/profile/edit', { firstName: 'a', lastName: '' });
    expect(bad.json().errors).toEqual({ FirstName: ['نام نباید کمتر از ۲ نویسه باشد'], LastName: ['وارد کردن نام خانوادگی الزامی است'] });
    const ok = await api.put('account/profile/edit', { firstName: 'مریم', lastName: 'رضایی' });
    expect(ok.json()).toMatchObject({ firstName: 'مریم', lastName: 'رضایی' });
    expect(events()).toContain('profile-edited');
  });

  test('change password: rule enforced, other sessions end, this one stays, new password signs in', async () => {
    const otherSession = await h.login();
    const weak = await api.post('account/profile/change-password', { currentPassword: password, newPassword: 'weak' });
    expect(weak.json().errors).toEqual({
      NewPassword: ['رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد'],
    });
    const ok = await api.post('account/profile/change-password', { currentPassword: password, newPassword: 'Fresh@5678' });
    expect(ok.statusCode).toBe(200);
    expect((await api.get('account/profile/get')).statusCode).toBe(200);
    expect((await h.api(otherSession).get('account/profile/get')).statusCode).toBe(401);
    expect((await h.api().post('auth/login', { email, password })).statusCode).toBe(422);
    expect((await h.api().post('auth/login', { email, password: 'Fresh@5678' })).statusCode).toBe(200);
    expect(events()).toContain('password-changed');
  });

  test('notification toggles', async () => {
    expect((await api.get('account/profile/get-notification-status')).json()).toEqual({ emailNotification: true, phoneNotification: true });
    expect((await api.put('account/profile/edit-email-notification', { enabled: false })).json()).toEqual({ emailNotification: false, phoneNotification: true });
    expect((await api.put('account/profile/edit-phone-notification', { enabled: false })).json()).toEqual({ emailNotification: false, phoneNotification: false });
    expect((await api.put('account/profile/edit-phone-notification', { enabled: 'yes' })).statusCode).toBe(422);
    expect(events().filter((e) => e === 'notification-changed')).toHaveLength(2);
  });

  test('sandbox codes hook shows SMS codes by phone number', async () => {
    await api.put('account/profile/enable-sms', { currentPassword: password, twoFactorStatus: true });
    const res = await h.app.inject({ method: 'GET', url: '/api/sandbox/codes?to=09121234567', headers: { 'x-sandbox-secret': 'mailbox' } });
    expect(res.json().codes[0]).toMatchObject({ kind: 'sms-2fa', code: expect.stringMatching(/^\d{6}$/) });
  });
});
