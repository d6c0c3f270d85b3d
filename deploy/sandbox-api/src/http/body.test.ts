import { harness, type Harness } from '../test/harness';
import { PUBLIC_BODY_LIMIT } from './route';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const send = (url: string, payload: string, contentType: string, token?: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/my/${url}`,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });

test('a body sent as text/plain gets 415 with a Persian message, on public and signed-in routes', async () => {
  const login = await send('auth/login', JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' }), 'text/plain');
  expect(login.statusCode).toBe(415);
  expect(login.json().message).toMatch(/JSON/);
  expect(login.json().message).toMatch(/[آ-ی]/);
  const token = await h.login();
  const create = await send('project/create', JSON.stringify({ name: 'پروژه متنی' }), 'text/plain;charset=utf-8', token);
  expect(create.statusCode).toBe(415);
  expect((await send('project/create', JSON.stringify({ name: 'پروژه جیسون' }), 'application/json', token)).statusCode).toBe(200);
});

test('public routes take a few KB of JSON; signed-in routes more, but not without bound', async () => {
  const padding = 'x'.repeat(PUBLIC_BODY_LIMIT);
  const big = await send('auth/login', JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234', padding }), 'application/json');
  expect(big.statusCode).toBe(413);
  expect(big.json().message).toMatch(/[آ-ی]/);
  expect((await send('auth/login', JSON.stringify({ email: 'demo@example.com', password: 'Demo@1234' }), 'application/json')).statusCode).toBe(200);

  const token = await h.login();
  // A signed-in model with a 10 KB field still reaches its rules (the name's length), not the body limit...
  const long = await send('project/create', JSON.stringify({ name: 'n'.repeat(10_000) }), 'application/json', token);
  expect(long.statusCode).toBe(422);
  // ...but a megabyte does not.
  const huge = await send('project/create', JSON.stringify({ name: 'n'.repeat(1024 * 1024) }), 'application/json', token);
  expect(huge.statusCode).toBe(413);
});

test('a name with a bidi override or a zero-width space is refused in Persian; the zero-width non-joiner is kept', async () => {
  const api = h.api(await h.login());
  for (const name of ['invoice\u202Efdp.exe', 'ad\u200Bmin', 'tab\u0009name']) {
    const res = await api.post('project/create', { name });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Name[0]).toContain('نامرئی');
  }
  const ok = await api.post('project/create', { name: 'پروژه\u200Cهای تازه' });
  expect(ok.statusCode).toBe(200);
  const list = (await api.get('project/list')).json();
  expect(JSON.stringify(list)).toContain('پروژه\u200Cهای تازه');
});

test('sign-up refuses invisible characters in a person name', async () => {
  const { captchaKey } = (await h.api().get('auth/captcha')).json();
  const { peekCaptcha } = await import('../index');
  const res = await h.api().post('auth/register', {
    firstName: 'علی\u202E',
    lastName: 'رضایی',
    email: 'ali@example.com',
    password: 'Strong#Pass1',
    captchaKey,
    captchaCode: peekCaptcha(h, captchaKey),
  });
  expect(res.json().errors).toEqual({ FirstName: [expect.stringContaining('نامرئی')] });
});
