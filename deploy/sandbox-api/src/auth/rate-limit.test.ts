import type { LightMyRequestResponse } from 'fastify';
import { peekCaptcha } from '../index';
import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';

const { email, password } = DEMO_CREDENTIALS.demo;
let h: Harness;
let sent: Array<[string, string, string]>;
beforeEach(() => {
  sent = [];
  h = harness({ logCodes: (kind, to, code) => sent.push([kind, to, code]) });
});
afterEach(() => h.close());

const attempt = (body: object, ip = '10.0.0.1') => h.app.inject({ method: 'POST', url: '/api/my/auth/login', payload: body, remoteAddress: ip });
const failuresOf = (who: string) => h.db.prepare('SELECT COUNT(*) FROM login_failures WHERE email = ?').pluck().get(who) as number;
async function captcha() {
  const { captchaKey } = (await h.api().get('auth/captcha')).json();
  return { captchaKey: captchaKey as string, captchaCode: peekCaptcha(h, captchaKey)! };
}
const statusCounts = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<string, number>>((acc, r) => {
    const key = `${r.statusCode}${r.statusCode === 422 ? ` ${Object.keys(r.json().errors ?? {}).join(',')}` : ''}`;
    acc[key] = (acc[key] ?? 0) + 1;
    return acc;
  }, {});

describe('parallel requests cannot bypass the limit (each attempt is reserved before the hash)', () => {
  test('20 parallel wrong passwords for one e-mail: only 3 are checked, the rest need a captcha or wait', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => attempt({ email, password: 'Wrong@1234' })));
    const counts = statusCounts(responses);
    expect(counts['422 Password']).toBe(3);
    expect((counts['429'] ?? 0) + (counts['422 CaptchaCode'] ?? 0)).toBe(17);
    expect(failuresOf(email)).toBe(3);
    for (const r of responses.filter((x) => x.statusCode === 429))
      expect(r.json()).toMatchObject({ captchaRequired: true, message: expect.stringMatching(/[آ-ی]/) });
  });

  test('20 parallel wrong two-factor codes: only 3 are counted as guesses', async () => {
    const tf = DEMO_CREDENTIALS.twoFactor;
    expect((await attempt(tf)).json().accessToken).toBe('0');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        h.app.inject({ method: 'POST', url: '/api/my/auth/two-factor-login', payload: { email: tf.email, confirmCode: 0 }, remoteAddress: '10.0.0.1' }),
      ),
    );
    const counts = statusCounts(responses);
    expect(counts['422 ConfirmCode']).toBe(3);
    expect(counts['429']).toBe(17);
    expect(failuresOf(tf.email)).toBe(3);
  });

  test('20 parallel wrong current passwords (re-authentication): at most 5 are checked', async () => {
    const api = h.api(await h.login());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => api.post('account/profile/change-password', { currentPassword: 'Wrong@1234', password: 'Fresh@5678' })),
    );
    const counts = statusCounts(responses);
    expect(counts['422 CurrentPassword']).toBe(5);
    expect(counts['429']).toBe(15);
  });

  test('20 parallel forgot-confirm with the right code: the code sets one password only', async () => {
    await h.api().post('auth/forgot', { email, ...(await captcha()) });
    const code = sent.find(([kind]) => kind === 'reset-password')![2];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => h.api().post('auth/forgot-confirm', { email, confirmCode: Number(code), password: `Fresh#Pass${i}x` })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(statusCounts(responses)['422 ConfirmCode']).toBe(19);
  });
});

describe('no account lock: a captcha after a few failures, and a progressive delay', () => {
  test('the third failure says a captcha is now required; without one the password is not even checked', async () => {
    for (let i = 0; i < 2; i++) expect((await attempt({ email, password: 'Wrong@1234' })).json().captchaRequired).toBeUndefined();
    const third = await attempt({ email, password: 'Wrong@1234' });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ errors: { Password: [expect.any(String)] }, captchaRequired: true });

    const bare = await attempt({ email, password });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ errors: { CaptchaCode: [expect.stringMatching(/[آ-ی]/)] }, captchaRequired: true });
    const wrongCaptcha = await attempt({ email, password, captchaKey: (await captcha()).captchaKey, captchaCode: '00000x' });
    expect(wrongCaptcha.json().errors).toEqual({ CaptchaCode: [expect.any(String)] });
    // Refusals for the captcha are not password failures: they do not lengthen the delay.
    expect(failuresOf(email)).toBe(3);
  });

  test('an attacker failing many times does not lock the owner out: right password + captcha gets in', async () => {
    for (let i = 0; i < 12; i++) {
      const r = await attempt({ email, password: 'Wrong@1234', ...(await captcha()) }, `10.1.0.${i}`);
      expect(r.statusCode).toBe(422);
      h.time.advance(60_000);
    }
    const owner = await attempt({ email, password, ...(await captcha()) }, '10.9.9.9');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().accessToken).toMatch(/^[0-9a-f]{64}$/);
    // A success forgets the failures: no captcha the next time.
    expect((await attempt({ email, password }, '10.9.9.9')).statusCode).toBe(200);
  });

  test('the first try with a captcha waits for nothing; from its failure on the delay doubles (1 s, 2 s, 4 s), with Retry-After', async () => {
    for (let i = 0; i < 3; i++) await attempt({ email, password: 'Wrong@1234' });
    expect((await attempt({ email, password: 'Wrong@1234', ...(await captcha()) })).statusCode).toBe(422);
    const expectWait = async (seconds: number) => {
      const early = await attempt({ email, password, ...(await captcha()) });
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toBe(String(seconds));
      expect(early.json()).toMatchObject({ captchaRequired: true, message: expect.stringMatching(/ثانیه/) });
      h.time.advance(seconds * 1000);
    };
    await expectWait(1);
    expect((await attempt({ email, password: 'Wrong@1234', ...(await captcha()) })).statusCode).toBe(422);
    await expectWait(2);
    expect((await attempt({ email, password: 'Wrong@1234', ...(await captcha()) })).statusCode).toBe(422);
    await expectWait(4);
    expect((await attempt({ email, password, ...(await captcha()) })).statusCode).toBe(200);
  });

  test('failures older than 15 minutes are forgotten: no captcha then', async () => {
    for (let i = 0; i < 3; i++) await attempt({ email, password: 'Wrong@1234' });
    h.time.advance(15 * 60_000);
    expect((await attempt({ email, password })).statusCode).toBe(200);
  });
});

test('an address failing across many e-mails is limited too', async () => {
  for (let i = 0; i < 20; i++) await attempt({ email: `user${i}@example.com`, password: 'Wrong@1234' });
  const res = await attempt({ email, password });
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().captchaRequired).toBeUndefined();
  expect((await attempt({ email, password }, '10.9.9.9')).statusCode).toBe(200);
});

test('wrong two-factor codes count as failures: the next try waits, and the next password needs the captcha', async () => {
  const tf = DEMO_CREDENTIALS.twoFactor;
  expect((await attempt(tf)).json().accessToken).toBe('0');
  for (let i = 0; i < 3; i++) {
    const r = await h.app.inject({ method: 'POST', url: '/api/my/auth/two-factor-login', payload: { email: tf.email, confirmCode: 0 } });
    expect(r.statusCode).toBe(422);
  }
  const r = await h.app.inject({ method: 'POST', url: '/api/my/auth/two-factor-login', payload: { email: tf.email, confirmCode: 0 } });
  expect(r.statusCode).toBe(429);
  h.time.advance(2000);
  expect((await attempt(tf)).json()).toMatchObject({ captchaRequired: true, errors: { CaptchaCode: [expect.any(String)] } });
});
