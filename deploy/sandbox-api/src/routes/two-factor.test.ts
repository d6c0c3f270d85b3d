import { totp } from '../auth/totp';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';

const { email, password, totpSecret } = DEMO_CREDENTIALS.twoFactor;
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const codeAt = (offsetSteps: number) => totp(totpSecret, h.clock.ms() + offsetSteps * 30_000);
const twoFactor = (code: string, pass: string = password) => h.api().post('auth/two-factor-login', { email, password: pass, code });

test('login with TOTP on answers accessToken "0" and issues no token', async () => {
  const tokens = h.db.prepare('SELECT COUNT(*) FROM tokens').pluck().get();
  const res = await h.api().post('auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ accessToken: '0', twoFactor: true, profileCompleted: true, userTitle: 'کاربر دومرحله‌ای' });
  expect(h.db.prepare('SELECT COUNT(*) FROM tokens').pluck().get()).toBe(tokens);
});

test('the current code signs in with a working token', async () => {
  const res = await twoFactor(codeAt(0));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ accessToken: expect.stringMatching(/^[0-9a-f]{64}$/), twoFactor: true });
  expect((await h.api(res.json().accessToken).get('account/profile/get')).json()).toMatchObject({ email, totpEnabled: true });
});

test('one step of clock drift either way is accepted', async () => {
  expect((await twoFactor(codeAt(-1))).statusCode).toBe(200);
  h.time.advance(90_000);
  expect((await twoFactor(codeAt(1))).statusCode).toBe(200);
});

test('two steps of drift are refused', async () => {
  for (const offset of [-2, 2]) {
    const res = await twoFactor(codeAt(offset));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ Code: ['کد تأیید دومرحله‌ای اشتباه است'] });
  }
});

test('a code is refused the second time, even a moment later', async () => {
  const code = codeAt(0);
  expect((await twoFactor(code)).statusCode).toBe(200);
  h.time.advance(10_000);
  const replay = await twoFactor(code);
  expect(replay.statusCode).toBe(422);
  expect(replay.json().errors.Code[0]).toContain('قبلاً استفاده شده');
  // The next step's code still works.
  h.time.advance(30_000);
  expect((await twoFactor(codeAt(0))).statusCode).toBe(200);
});

test('the password is checked again', async () => {
  const res = await twoFactor(codeAt(0), 'Wrong@1234');
  expect(res.json().errors).toEqual({ Password: [expect.any(String)] });
});

test('accounts without TOTP cannot use the two-factor step', async () => {
  const res = await h.api().post('auth/two-factor-login', { ...DEMO_CREDENTIALS.demo, code: '123456' });
  expect(res.json().errors).toEqual({ Code: [expect.any(String)] });
});
