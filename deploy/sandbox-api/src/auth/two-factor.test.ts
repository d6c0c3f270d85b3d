import { ownerLoginAnswer } from '../test/fixtures';
import { totp } from './totp';
import { readCodes } from './outbox';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';

const { email, password, totpSecret } = DEMO_CREDENTIALS.twoFactor;
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const codeAt = (offsetSteps: number) => totp(totpSecret, h.clock.ms() + offsetSteps * 30_000);
/** The password step: it leaves a challenge for the e-mail, and answers only accessToken "0". */
async function challenge(who: { email: string; password: string } = { email, password }): Promise<string> {
  const res = await h.api().post('auth/login', who);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ accessToken: '0', twoFactor: true });
  return who.email;
}
/** The provider's body: the e-mail and the code as a number. */
const step = (who: string, code: string) => h.api().post('auth/two-factor-login', { email: who, confirmCode: Number(code) });
const twoFactor = async (code: string) => step(await challenge(), code);

test('login with TOTP on answers accessToken "0" and issues no token', async () => {
  const tokens = h.db.prepare('SELECT COUNT(*) FROM tokens').pluck().get();
  const res = await h.api().post('auth/login', { email, password });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(ownerLoginAnswer({ twoFactor: true, accessToken: '0', userTitle: 'کاربر دومرحله‌ای' }));
  // The challenge stays here, bound to the user: nothing of it is on the wire.
  expect(h.db.prepare('SELECT COUNT(*) FROM login_challenges WHERE user_id = ?').pluck().get(res.json().userId)).toBe(1);
  expect(h.db.prepare('SELECT COUNT(*) FROM tokens').pluck().get()).toBe(tokens);
});

test('the current code signs in with a working token', async () => {
  const res = await twoFactor(codeAt(0));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ accessToken: expect.stringMatching(/^[0-9a-f]{64}$/), twoFactor: true });
  expect((await h.api(res.json().accessToken).get('account/profile/get')).json()).toMatchObject({ email });
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
    expect(res.json().errors).toEqual({ ConfirmCode: ['کد تأیید دومرحله‌ای اشتباه است'] });
  }
});

test('a code is refused the second time, even a moment later', async () => {
  const code = codeAt(0);
  expect((await twoFactor(code)).statusCode).toBe(200);
  h.time.advance(10_000);
  const replay = await twoFactor(code);
  expect(replay.statusCode).toBe(422);
  expect(replay.json().errors.ConfirmCode[0]).toContain('قبلاً استفاده شده');
  // The next step's code still works.
  h.time.advance(30_000);
  expect((await twoFactor(codeAt(0))).statusCode).toBe(200);
});

test('the second step needs the password step first: without a live challenge the right code is refused', async () => {
  const res = await step(email, codeAt(0));
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ challengeExpired: true, errorMessage: expect.stringMatching(/[آ-ی]/) });
  // An unknown address is refused the same way.
  expect((await step('nobody@example.com', codeAt(0))).json()).toEqual(res.json());
  // Another user's password step opens nothing for this one.
  h.db.prepare('UPDATE users SET totp_enabled = 1, totp_secret = ? WHERE email = ?').run(totpSecret, DEMO_CREDENTIALS.demo.email);
  await challenge(DEMO_CREDENTIALS.demo);
  expect((await step(email, codeAt(0))).json().challengeExpired).toBe(true);
});

test('a code that starts with zero, sent as a number, is compared as its six digits', async () => {
  // Find a moment whose code starts with 0 (about one step in ten).
  while (!codeAt(0).startsWith('0')) h.time.advance(30_000);
  const res = await twoFactor(codeAt(0));
  expect(res.statusCode).toBe(200);
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

test('accounts without two-factor get a session and no challenge', async () => {
  const res = await h.api().post('auth/login', DEMO_CREDENTIALS.demo);
  expect(res.json()).toMatchObject({ twoFactor: false, accessToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(h.db.prepare('SELECT COUNT(*) FROM login_challenges').pluck().get()).toBe(0);
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

  test('the password alone answers accessToken "0" and texts a code', async () => {
    const res = await h.api().post('auth/login', demo);
    expect(res.json()).toMatchObject({ accessToken: '0', twoFactor: true });
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
    for (let i = 0; i < 3; i++) expect((await smsStep(wrong)).json().errors).toEqual({ ConfirmCode: [expect.stringContaining('اشتباه')] });
    expect((await smsStep(code)).statusCode).toBe(429);
  });
});
