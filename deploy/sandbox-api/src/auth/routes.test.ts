import { ownerLoginAnswer } from '../test/fixtures';
import { captchaImageSrc } from '@portal/contracts';
import { sha256 } from './tokens';
import { peekCaptcha } from '../index';
import { DEMO_CREDENTIALS } from '../seed';
import { count, harness, type Harness } from '../test/harness';

let h: Harness;
let sent: Array<[string, string, string]>;
beforeEach(() => {
  sent = [];
  h = harness({ logCodes: (kind, to, code) => sent.push([kind, to, code]) });
});
afterEach(() => h.close());

async function captcha() {
  const res = await h.api().get('auth/captcha');
  expect(res.statusCode).toBe(200);
  const { captchaKey, base64CaptchaImage } = res.json();
  // The image's bytes in base64 (an SVG here), which the portal turns into a data: URL.
  expect(Buffer.from(base64CaptchaImage, 'base64').toString()).toMatch(/^<svg /);
  expect(captchaImageSrc(base64CaptchaImage)).toMatch(/^data:image\/svg\+xml;base64,PHN2/);
  return { captchaKey: captchaKey as string, captchaCode: peekCaptcha(h, captchaKey)! };
}

describe('login and logout', () => {
  test('right credentials give a working token; logout revokes it', async () => {
    const res = await h.api().post('auth/login', { email: 'Demo@Example.com ', password: DEMO_CREDENTIALS.demo.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The provider's login answer; the demo user owns its customer, so it has every right there.
    expect(body).toEqual(ownerLoginAnswer());
    // Stored hashed: the token itself is nowhere in the database.
    expect(h.db.prepare('SELECT COUNT(*) FROM tokens WHERE token_hash = ?').pluck().get(body.accessToken)).toBe(0);

    const api = h.api(body.accessToken);
    expect((await api.get('project/list')).statusCode).toBe(200);
    expect((await api.post('auth/logout')).statusCode).toBe(200);
    const after = await api.get('project/list');
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/[آ-ی]/);
  });

  test('wrong password and unknown e-mail answer the same 422', async () => {
    const wrong = await h.api().post('auth/login', { email: DEMO_CREDENTIALS.demo.email, password: 'Wrong@1234' });
    const unknown = await h.api().post('auth/login', { email: 'nobody@example.com', password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ Password: ['ایمیل یا رمز عبور اشتباه است'] });
    expect(unknown.json().errors).toEqual(wrong.json().errors);
  });

  test('missing fields are all reported', async () => {
    const res = await h.api().post('auth/login', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['Email', 'Password']);
  });

  test('no token, a malformed or an unknown token: 401 on every protected route', async () => {
    for (const token of [undefined, 'abc', 'f'.repeat(64)]) {
      const res = await h.api(token).get('account/profile/get');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('register', () => {
  const body = { firstName: 'علی', lastName: 'رضایی', email: 'ali@example.com', password: 'Strong#Pass1' };
  const mailTo = (to: string) => sent.filter(([, t]) => t === to).map(([kind, , code]) => ({ kind, code }));
  async function signUp(fields: object = body) {
    const res = await h.api().post('auth/register', { ...fields, ...(await captcha()) });
    expect(res.statusCode).toBe(200);
    return res;
  }

  test('the captcha is checked first: without it nothing else is examined', async () => {
    const users = count(h, 'users');
    const res = await h
      .api()
      .post('auth/register', { firstName: '', lastName: 'x', email: DEMO_CREDENTIALS.demo.email, password: 'short', captchaKey: 'nope', captchaCode: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ CaptchaCode: [expect.stringMatching(/[آ-ی]/)] });
    expect(count(h, 'users')).toBe(users);
    expect(sent).toHaveLength(0);
  });

  test('with a solved captcha every invalid field is reported at once and nothing is sent', async () => {
    const res = await h.api().post('auth/register', { firstName: '', lastName: 'x', email: 'not-an-email', password: 'short', ...(await captcha()) });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['Email', 'FirstName', 'LastName', 'Password']);
    for (const list of Object.values(errors) as string[][]) expect(list[0]).toMatch(/[آ-ی]/);
    expect(sent).toHaveLength(0);
  });

  test.each(['abcdefgh', 'Abcdefgh1', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Ab1!xyz'])('password %s breaks the rule', async (password) => {
    const res = await h.api().post('auth/register', { ...body, password, ...(await captcha()) });
    expect(res.json().errors).toEqual({ Password: [expect.stringContaining('۸')] });
  });

  test('a known address gets the same answer as a new one, and an e-mail instead of an account', async () => {
    const fresh = await signUp();
    const known = await signUp({ ...body, email: 'Demo@Example.com' });
    // A login answer without a session: no account exists until the code is confirmed.
    expect(fresh.json()).toMatchObject({ accessToken: null, twoFactor: false, userId: 0, userTitle: 'علی رضایی', isSuperUser: false });
    expect(known.json()).toEqual(fresh.json());
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(fresh.headers).sort());
    expect(mailTo('demo@example.com')).toEqual([{ kind: 'signup-existing', code: '' }]);
    expect(mailTo('ali@example.com')).toEqual([{ kind: 'confirm-signup', code: expect.stringMatching(/^\d{6}$/) }]);
    // The known account is untouched: its password still works, the new one does not.
    expect((await h.api().post('auth/login', DEMO_CREDENTIALS.demo)).statusCode).toBe(200);
    expect((await h.api().post('auth/login', { email: 'demo@example.com', password: body.password })).statusCode).toBe(422);
  });

  test('the e-mailed code creates the account and signs in; it works once', async () => {
    await signUp();
    expect((await h.api().post('auth/login', { email: body.email, password: body.password })).statusCode).toBe(422);
    const code = mailTo(body.email)[0].code;
    const res = await h.api().post('auth/register-confirm', { email: 'ALI@example.com', confirmCode: code });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      twoFactor: false,
      profileCompleted: false,
      userTitle: 'علی رضایی',
      isSuperUser: true,
      isFinancialManager: true,
      isAccountManager: true,
    });
    const profile = await h.api(res.json().accessToken).get('account/profile/get');
    expect(profile.json()).toMatchObject({ email: 'ali@example.com', firstName: 'علی' });
    expect((await h.api().post('auth/register-confirm', { email: body.email, confirmCode: code })).statusCode).toBe(422);
    expect((await h.api().post('auth/login', { email: body.email, password: body.password })).statusCode).toBe(200);
  });

  test('a phone number given at sign-up is kept on the account (the profile is then complete); a bad one is refused', async () => {
    const bad = await h.api().post('auth/register', { ...body, phoneNumber: '12345', ...(await captcha()) });
    expect(bad.json().errors).toEqual({ PhoneNumber: [expect.stringMatching(/[آ-ی]/)] });
    await signUp({ ...body, phoneNumber: '۰۹۱۲۳۴۵۶۷۸۹' });
    const res = await h.api().post('auth/register-confirm', { email: body.email, confirmCode: mailTo(body.email)[0].code });
    expect(res.json()).toMatchObject({ profileCompleted: true });
    expect((await h.api(res.json().accessToken).get('account/profile/get')).json()).toMatchObject({ phoneNumber: '09123456789' });
  });

  test('a known address has no code to confirm; five wrong codes burn a pending sign-up', async () => {
    await signUp({ ...body, email: 'demo@example.com' });
    const known = await h.api().post('auth/register-confirm', { email: 'demo@example.com', confirmCode: '000000' });
    expect(known.json().errors).toEqual({ ConfirmCode: [expect.stringMatching(/[آ-ی]/)] });

    await signUp();
    const code = mailTo(body.email)[0].code;
    for (let i = 0; i < 5; i++) await h.api().post('auth/register-confirm', { email: body.email, confirmCode: code === '000000' ? '111111' : '000000' });
    expect((await h.api().post('auth/register-confirm', { email: body.email, confirmCode: code })).statusCode).toBe(422);
  });

  test('a captcha works once, and not after five minutes', async () => {
    const c = await captcha();
    await h.api().post('auth/register', { ...body, password: 'bad', ...c });
    const reused = await h.api().post('auth/register', { ...body, ...c });
    expect(reused.json().errors).toEqual({ CaptchaCode: [expect.any(String)] });

    const late = await captcha();
    h.time.advance(5 * 60_000 + 1);
    const expired = await h.api().post('auth/register', { ...body, ...late });
    expect(expired.json().errors).toEqual({ CaptchaCode: [expect.any(String)] });
  });

  test('captcha answers typed with Persian digits are accepted', async () => {
    const c = await captcha();
    const persian = c.captchaCode.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    const res = await h.api().post('auth/register', { ...body, captchaKey: c.captchaKey, captchaCode: persian });
    expect(res.statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  const email = DEMO_CREDENTIALS.demo.email;

  test('full flow: code sent, password changed, old sessions revoked, old password refused', async () => {
    const oldToken = await h.login();
    const res = await h.api().post('auth/forgot', { email, ...(await captcha()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/[آ-ی]/);
    expect(sent).toHaveLength(1);
    const [kind, to, code] = sent[0];
    expect([kind, to]).toEqual(['reset-password', email]);
    expect(code).toMatch(/^\d{6}$/);

    // The wire carries the code as a number.
    const wrong = await h.api().post('auth/forgot-confirm', { email, confirmCode: (Number(code) + 1) % 1e6, password: 'Fresh#Pass9' });
    expect(wrong.json().errors).toEqual({ ConfirmCode: [expect.any(String)] });
    const weak = await h.api().post('auth/forgot-confirm', { email, confirmCode: Number(code), password: 'weak' });
    expect(weak.json().errors).toEqual({ Password: [expect.any(String)] });

    const ok = await h.api().post('auth/forgot-confirm', { email, confirmCode: Number(code), password: 'Fresh#Pass9' });
    expect(ok.statusCode).toBe(200);
    expect((await h.api(oldToken).get('project/list')).statusCode).toBe(401);
    expect((await h.api().post('auth/login', { email, password: DEMO_CREDENTIALS.demo.password })).statusCode).toBe(422);
    expect((await h.api().post('auth/login', { email, password: 'Fresh#Pass9' })).statusCode).toBe(200);
    // The code is spent.
    expect((await h.api().post('auth/forgot-confirm', { email, confirmCode: Number(code), password: 'Other#Pass9' })).statusCode).toBe(422);
  });

  test('a code with a leading zero, sent as a number, is compared as its six digits', async () => {
    await h.api().post('auth/forgot', { email, ...(await captcha()) });
    h.db.prepare('UPDATE reset_codes SET code_hash = ?').run(sha256('012345'));
    const ok = await h.api().post('auth/forgot-confirm', { email, confirmCode: 12345, password: 'Fresh#Pass9' });
    expect(ok.statusCode).toBe(200);
  });

  test('an unknown e-mail gets the same answer and no code', async () => {
    const known = await h.api().post('auth/forgot', { email, ...(await captcha()) });
    const unknown = await h.api().post('auth/forgot', { email: 'nobody@example.com', ...(await captcha()) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(sent.map(([, to]) => to)).toEqual([email]);
  });

  test('requires a valid captcha', async () => {
    const res = await h.api().post('auth/forgot', { email, captchaKey: 'x', captchaCode: '12345' });
    expect(res.json().errors).toEqual({ CaptchaCode: [expect.any(String)] });
    expect(sent).toHaveLength(0);
  });

  test('the code expires after 15 minutes', async () => {
    await h.api().post('auth/forgot', { email, ...(await captcha()) });
    h.time.advance(15 * 60_000 + 1);
    const res = await h.api().post('auth/forgot-confirm', { email, confirmCode: Number(sent[0][2]), password: 'Fresh#Pass9' });
    expect(res.json().errors).toEqual({ ConfirmCode: [expect.any(String)] });
  });

  test('five wrong guesses burn the code', async () => {
    await h.api().post('auth/forgot', { email, ...(await captcha()) });
    const code = sent[0][2];
    for (let i = 1; i <= 5; i++) await h.api().post('auth/forgot-confirm', { email, confirmCode: (Number(code) + i) % 1e6, password: 'Fresh#Pass9' });
    const res = await h.api().post('auth/forgot-confirm', { email, confirmCode: Number(code), password: 'Fresh#Pass9' });
    expect(res.statusCode).toBe(422);
  });
});
