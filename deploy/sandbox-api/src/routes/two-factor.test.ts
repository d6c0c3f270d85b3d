import { totp } from '../auth/totp';
import { readCodes } from '../auth/outbox';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';

const { email, password, totpSecret } = DEMO_CREDENTIALS.twoFactor;
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const codeAt = (offsetSteps: number) => totp(totpSecret, h.clock.ms() + offsetSteps * 30_000);
/** The password step: its challenge token. */
async function challenge(who: { email: string; password: string } = { email, password }): Promise<string> {
  const res = await h.api().post('auth/login', who);
  expect(res.statusCode).toBe(200);
  return res.json().challengeToken;
}
const step = (challengeToken: string, code: string) => h.api().post('auth/two-factor-login', { challengeToken, code });
const twoFactor = async (code: string) => step(await challenge(), code);

test('login with TOTP on answers accessToken "0" and issues no token', async () => {
  const tokens = h.db.prepare('SELECT COUNT(*) FROM tokens').pluck().get();
  const res = await h.api().post('auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    accessToken: '0',
    twoFactor: true,
    twoFactorMethod: 'totp',
    profileCompleted: true,
    userTitle: 'کاربر دومرحله‌ای',
    challengeToken: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  // Stored hashed only.
  expect(h.db.prepare('SELECT COUNT(*) FROM login_challenges WHERE token_hash = ?').pluck().get(res.json().challengeToken)).toBe(0);
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

test('the second step takes the challenge and the code, not the e-mail and password', async () => {
  const res = await h.api().post('auth/two-factor-login', { email, password, code: codeAt(0) });
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ challengeExpired: true, errorMessage: expect.stringMatching(/[آ-ی]/) });
  expect((await step('f'.repeat(64), codeAt(0))).json().challengeExpired).toBe(true);
});

test('a challenge is single use and short-lived', async () => {
  const token = await challenge();
  expect((await step(token, codeAt(0))).statusCode).toBe(200);
  h.time.advance(30_000);
  expect((await step(token, codeAt(0))).json().challengeExpired).toBe(true);

  const late = await challenge();
  h.time.advance(5 * 60_000);
  expect((await step(late, codeAt(0))).json().challengeExpired).toBe(true);
});

test('five wrong codes burn the challenge: even the right code then needs the password again', async () => {
  const token = await challenge();
  for (let i = 0; i < 5; i++) {
    expect((await step(token, '000000')).statusCode).toBe(422);
    h.time.advance(20_000); // past the progressive delay
  }
  expect((await step(token, codeAt(0))).json().challengeExpired).toBe(true);
});

test('accounts without two-factor get no challenge', async () => {
  const res = await h.api().post('auth/login', DEMO_CREDENTIALS.demo);
  expect(res.json().challengeToken).toBeUndefined();
});

describe('SMS two-factor sign-in', () => {
  const demo = DEMO_CREDENTIALS.demo;
  const smsCode = () => readCodes(h.db, phone).find((c) => c.kind === 'sms-login')?.code;
  let phone: string;
  beforeEach(() => {
    phone = h.db.prepare('SELECT phone_number FROM users WHERE email = ?').pluck().get(demo.email) as string;
    h.db.prepare('UPDATE users SET sms_two_factor = 1 WHERE email = ?').run(demo.email);
  });
  let token: string;
  const smsStep = (code: string) => step(token, code);

  test('the password alone answers accessToken "0", says SMS, and texts a code', async () => {
    const res = await h.api().post('auth/login', demo);
    expect(res.json()).toMatchObject({ accessToken: '0', twoFactor: true, twoFactorMethod: 'sms', challengeToken: expect.any(String) });
    expect(smsCode()).toMatch(/^\d{6}$/);
  });

  test('the texted code signs in once; the same challenge again is refused', async () => {
    token = await challenge(demo);
    const code = smsCode()!;
    const res = await smsStep(code);
    expect(res.statusCode).toBe(200);
    expect((await h.api(res.json().accessToken).get('account/profile/get')).statusCode).toBe(200);
    const replay = await smsStep(code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().challengeExpired).toBe(true);
  });

  test('wrong codes are refused and count as failed sign-ins, so guessing is slowed down', async () => {
    token = await challenge(demo);
    const code = smsCode()!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await smsStep(wrong)).json().errors).toEqual({ Code: [expect.stringContaining('اشتباه')] });
    expect((await smsStep(code)).statusCode).toBe(429);
  });
});
