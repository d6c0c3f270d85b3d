import { readCodes } from '../../auth/outbox';
import { totp } from '../../auth/totp';
import { DEMO_CREDENTIALS } from '../../seed';
import { harness, type Harness } from '../../test/harness';

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
  test('change-password alone carries the current password: missing or wrong is refused and logged', async () => {
    const missing = await api.post('account/profile/change-password', { password: 'Fresh@5678' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.CurrentPassword[0]).toContain('رمز عبور فعلی');
    const wrong = await api.post('account/profile/change-password', { currentPassword: 'Wrong@1234', password: 'Fresh@5678' });
    expect(wrong.json().errors).toEqual({ CurrentPassword: ['رمز عبور فعلی اشتباه است'] });
    expect(events()).toContain('reauth-failed');
  });

  test('wrong current passwords count towards the rate limit', async () => {
    for (let i = 0; i < 5; i++) await api.post('account/profile/change-password', { currentPassword: 'Wrong@1234', password: 'Fresh@5678' });
    const res = await api.post('account/profile/change-password', { currentPassword: password, password: 'Fresh@5678' });
    expect(res.statusCode).toBe(429);
  });

  test('the provider’s bodies carry no password: the codes are the proof', async () => {
    expect((await api.post('account/profile/enable-totp', {})).statusCode).toBe(200);
    expect((await api.put('account/profile/edit-email', { email: 'new@example.com' })).statusCode).toBe(200);
  });
});

describe('authenticator app (TOTP)', () => {
  async function enable() {
    const start = await api.post('account/profile/enable-totp');
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
    expect((await api.get('account/profile/two-factor-methods')).json()).toEqual({ totp: false, sms: false });
  });

  test('enable with a code, sign in with the next step, a replayed code is refused, disable with a fresh code', async () => {
    const secret = await enable();
    const code = totp(secret, h.clock.ms());
    const wrong = await api.post('account/profile/enable-totp-confirm', { code: code === '000000' ? 111111 : 0 });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ Code: ['کد تأیید دومرحله‌ای اشتباه است'] });
    const ok = await api.post('account/profile/enable-totp-confirm', { code: Number(code) });
    expect(ok.statusCode).toBe(200);
    expect((await api.get('account/profile/two-factor-methods')).json()).toEqual({ totp: true, sms: false });
    expect((await api.get('account/profile/get')).json().hasTwoFactor).toBe(true);

    // The code that enabled it cannot be replayed to sign in.
    const first = (await h.api().post('auth/login', { email, password })).json();
    expect(first.accessToken).toBe('0');
    const replay = await h.api().post('auth/two-factor-login', { email, confirmCode: Number(code) });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.ConfirmCode[0]).toContain('قبلاً استفاده شده');

    h.time.advance(30_000);
    const next = totp(secret, h.clock.ms());
    expect((await h.api().post('auth/two-factor-login', { email, confirmCode: Number(next) })).statusCode).toBe(200);
    // ...nor that sign-in code to switch it off.
    const replayDisable = await api.post('account/profile/disable-totp', { code: Number(next) });
    expect(replayDisable.statusCode).toBe(422);
    expect(replayDisable.json().errors.Code[0]).toContain('قبلاً استفاده شده');

    h.time.advance(30_000);
    const off = await api.post('account/profile/disable-totp', { code: Number(totp(secret, h.clock.ms())) });
    expect(off.statusCode).toBe(200);
    expect((await api.get('account/profile/two-factor-methods')).json()).toEqual({ totp: false, sms: false });
    expect((await h.api().post('auth/login', { email, password })).json().accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(events()).toEqual(expect.arrayContaining(['totp-setup-started', 'totp-enabled', 'totp-disabled']));
  });

  test('codes are valid for one step of drift, not two', async () => {
    const secret = await enable();
    const two = await api.post('account/profile/enable-totp-confirm', { code: Number(totp(secret, h.clock.ms() - 60_000)) });
    expect(two.statusCode).toBe(422);
    const one = await api.post('account/profile/enable-totp-confirm', { code: Number(totp(secret, h.clock.ms() - 30_000)) });
    expect(one.statusCode).toBe(200);
  });

  test('confirm without a started setup is refused', async () => {
    const res = await api.post('account/profile/enable-totp-confirm', { code: 123456 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('ابتدا فعال‌سازی را آغاز کنید تا کلید جدید ساخته شود');
  });
});

describe('SMS two-factor', () => {
  test('enable sends a code by SMS (sandbox log), confirm turns it on, disable turns it off', async () => {
    const start = await api.put('account/profile/enable-sms', { twoFactorStatus: true });
    expect(start.statusCode).toBe(200);
    const code = lastCode('09121234567', 'sms-2fa');
    expect(code).toMatch(/^\d{6}$/);
    const bad = await api.post('account/profile/enable-sms-confirm', { code: code === '000000' ? 111111 : 0 });
    expect(bad.json().errors).toEqual({ Code: ['کد تأیید اشتباه است یا منقضی شده است'] });
    const ok = await api.post('account/profile/enable-sms-confirm', { code: Number(code) });
    expect(ok.statusCode).toBe(200);
    expect((await api.get('account/profile/two-factor-methods')).json()).toEqual({ totp: false, sms: true });
    // A code works once.
    expect((await api.post('account/profile/enable-sms-confirm', { code: Number(code) })).statusCode).toBe(422);
    expect((await api.get('account/profile/get')).json().hasTwoFactor).toBe(true);
    const off = await api.post('account/profile/disable-sms');
    expect(off.statusCode).toBe(200);
    expect((await api.get('account/profile/two-factor-methods')).json().sms).toBe(false);
    expect(events()).toEqual(expect.arrayContaining(['sms-setup-started', 'sms-enabled', 'sms-disabled']));
  });

  test('five wrong codes burn the pending code', async () => {
    await api.put('account/profile/enable-sms', { twoFactorStatus: true });
    const code = lastCode('09121234567', 'sms-2fa')!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await api.post('account/profile/enable-sms-confirm', { code: Number(wrong) });
    const res = await api.post('account/profile/enable-sms-confirm', { code: Number(code) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toContain('در انتظار');
  });
});

describe('e-mail and phone changes', () => {
  test('e-mail: code goes to the new address, confirmation applies it and the profile shows it', async () => {
    const req = await api.put('account/profile/edit-email', { email: 'New@Example.com' });
    expect(req.statusCode).toBe(200);
    expect((await api.get('account/profile/get')).json()).toMatchObject({ email });
    const code = lastCode('new@example.com', 'confirm-email');
    const res = await api.post('account/profile/confirm-email', { confirmCode: code });
    expect(res.json()).toEqual({ profileCompleted: true });
    expect((await api.get('account/profile/get')).json()).toMatchObject({ email: 'new@example.com', emailConfirmed: true });
    expect((await h.api().post('auth/login', { email: 'new@example.com', password })).statusCode).toBe(200);
    expect(events()).toEqual(expect.arrayContaining(['email-change-requested', 'email-changed']));
  });

  test('e-mail: taken, invalid or same addresses are refused on the field', async () => {
    for (const [value, fragment] of [
      ['other@example.com', 'قبلاً'],
      ['not-an-email', 'معتبر'],
      [email, 'همان'],
    ]) {
      const res = await api.put('account/profile/edit-email', { email: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.Email[0]).toContain(fragment);
    }
  });

  test('phone: Persian digits accepted, code by SMS, confirmation completes the profile', async () => {
    h.db.prepare('UPDATE users SET phone_number = NULL WHERE id = 1').run();
    expect((await api.get('account/profile/get')).json()).toMatchObject({ phoneNumber: null, phoneNumberConfirmed: false });
    expect((await api.put('account/profile/edit-phone-number', { phoneNumber: '۰۹۱۲۹۹۹۸۸۷۷' })).statusCode).toBe(200);
    const code = lastCode('09129998877', 'confirm-phone');
    const res = await api.post('account/profile/confirm-phone-number', { confirmCode: code });
    expect(res.json()).toEqual({ profileCompleted: true });
    expect((await api.get('account/profile/get')).json()).toMatchObject({ phoneNumber: '09129998877', phoneNumberConfirmed: true });
  });

  test('phone: a bad number is refused on the field; confirm with nothing pending is refused', async () => {
    const bad = await api.put('account/profile/edit-phone-number', { phoneNumber: '12345' });
    expect(bad.json().errors.PhoneNumber[0]).toContain('۱۱ رقم');
    const none = await api.post('account/profile/confirm-phone-number', { confirmCode: '123456' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errorMessage).toBe('درخواست تغییری در انتظار تأیید نیست؛ ابتدا درخواست را ثبت کنید');
  });
});

describe('profile, password and notifications', () => {
  test('profile edit validates names and logs the change', async () => {
    const bad = await api.put('account/profile/edit', { firstName: 'a', lastName: '' });
    expect(bad.json().errors).toEqual({ FirstName: ['نام نباید کمتر از ۲ نویسه باشد'], LastName: ['نام خانوادگی را وارد کنید'] });
    const ok = await api.put('account/profile/edit', { firstName: 'مریم', lastName: 'رضایی' });
    expect(ok.json()).toEqual({ profileCompleted: true });
    expect((await api.get('account/profile/get')).json()).toMatchObject({ firstName: 'مریم', lastName: 'رضایی' });
    expect(events()).toContain('profile-edited');
  });

  test('change password: rule enforced, other sessions end, this one stays, new password signs in', async () => {
    const otherSession = await h.login();
    const weak = await api.post('account/profile/change-password', { currentPassword: password, password: 'weak' });
    expect(weak.json().errors).toEqual({
      Password: ['رمز عبور باید حداقل ۸ کاراکتر و ترکیبی از حروف بزرگ و کوچک انگلیسی، عدد و یک کاراکتر ویژه (!@#$%^&*) باشد'],
    });
    const ok = await api.post('account/profile/change-password', { currentPassword: password, password: 'Fresh@5678' });
    expect(ok.statusCode).toBe(200);
    expect((await api.get('account/profile/get')).statusCode).toBe(200);
    expect((await h.api(otherSession).get('account/profile/get')).statusCode).toBe(401);
    expect((await h.api().post('auth/login', { email, password })).statusCode).toBe(422);
    expect((await h.api().post('auth/login', { email, password: 'Fresh@5678' })).statusCode).toBe(200);
    expect(events()).toContain('password-changed');
  });

  test('notification toggles', async () => {
    const status = () => api.get('account/profile/get-notification-status').then((r) => r.json());
    expect(await status()).toEqual({ id: 1, phoneNotify: true, emailNotify: true });
    expect((await api.put('account/profile/edit-email-notification', { emailNotify: false })).statusCode).toBe(200);
    expect(await status()).toEqual({ id: 1, phoneNotify: true, emailNotify: false });
    expect((await api.put('account/profile/edit-phone-notification', { phoneNotify: false })).statusCode).toBe(200);
    expect(await status()).toEqual({ id: 1, phoneNotify: false, emailNotify: false });
    expect((await api.put('account/profile/edit-phone-notification', { phoneNotify: 'yes' })).json().errors).toEqual({ PhoneNotify: [expect.any(String)] });
    expect(events().filter((e) => e === 'notification-changed')).toHaveLength(2);
  });

  test('sandbox codes hook shows SMS codes by phone number', async () => {
    await api.put('account/profile/enable-sms', { twoFactorStatus: true });
    const res = await h.app.inject({ method: 'GET', url: '/api/sandbox/codes?to=09121234567', headers: { 'x-sandbox-secret': 'mailbox' } });
    expect(res.json().codes[0]).toMatchObject({ kind: 'sms-2fa', code: expect.stringMatching(/^\d{6}$/) });
  });
});
