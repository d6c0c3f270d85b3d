import { DEMO_CREDENTIALS } from '../seed';
import { harness, type Harness } from '../test/harness';

const { email, password } = DEMO_CREDENTIALS.demo;
let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const attempt = (body: object, ip = '10.0.0.1') =>
  h.app.inject({ method: 'POST', url: '/api/my/auth/login', payload: body, remoteAddress: ip });

test('five failures for an e-mail: the sixth attempt gets 429 with Retry-After, even with the right password', async () => {
  for (let i = 0; i < 5; i++) {
    expect((await attempt({ email, password: 'Wrong@1234' })).statusCode).toBe(422);
    h.time.advance(60_000);
  }
  const blocked = await attempt({ email, password });
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json().message).toMatch(/[آ-ی]/);
  // The first failure was 5 minutes ago: it leaves the 15-minute window in 10 minutes.
  expect(Number(blocked.headers['retry-after'])).toBe(600);

  // Another address is blocked too: the limit follows the e-mail.
  expect((await attempt({ email, password }, '10.0.0.2')).statusCode).toBe(429);
  // Another e-mail from the same address is not.
  expect((await attempt(DEMO_CREDENTIALS.other)).statusCode).toBe(200);

  h.time.advance(600_000);
  expect((await attempt({ email, password })).statusCode).toBe(200);
});

test('a success clears the e-mail counter', async () => {
  for (let i = 0; i < 4; i++) await attempt({ email, password: 'Wrong@1234' });
  expect((await attempt({ email, password })).statusCode).toBe(200);
  for (let i = 0; i < 4; i++) expect((await attempt({ email, password: 'Wrong@1234' })).statusCode).toBe(422);
});

test('an address failing across many e-mails is limited too', async () => {
  for (let i = 0; i < 20; i++) await attempt({ email: `user${i}@example.com`, password: 'Wrong@1234' });
  const res = await attempt({ email, password });
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect((await attempt({ email, password }, '10.9.9.9')).statusCode).toBe(200);
});

test('wrong two-factor codes count as failures', async () => {
  const tf = DEMO_CREDENTIALS.twoFactor;
  for (let i = 0; i < 5; i++) {
    const r = await h.app.inject({ method: 'POST', url: '/api/my/auth/two-factor-login', payload: { email: tf.email, password: tf.password, code: '000000' } });
    expect(r.statusCode).toBe(422);
  }
  const r = await h.app.inject({ method: 'POST', url: '/api/my/auth/two-factor-login', payload: { email: tf.email, password: tf.password, code: '000000' } });
  expect(r.statusCode).toBe(429);
});
