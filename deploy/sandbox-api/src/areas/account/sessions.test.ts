import { DEMO_CREDENTIALS } from '../../seed';
import { harness, type Harness } from '../../test/harness';

let h: Harness;
afterEach(() => h.close());

const MINUTE = 60_000;

test('a session unused for 30 minutes (the default) is over, and stays over', async () => {
  h = harness({ sessionIdleMs: undefined });
  const api = h.api(await h.login());
  h.time.advance(29 * MINUTE);
  expect((await api.get('project/list')).statusCode).toBe(200);
  // Each use restarts the count.
  h.time.advance(29 * MINUTE);
  expect((await api.get('project/list')).statusCode).toBe(200);
  h.time.advance(30 * MINUTE);
  const idle = await api.get('project/list');
  expect(idle.statusCode).toBe(401);
  expect(idle.json().message).toMatch(/[آ-ی]/);
  h.time.advance(-25 * MINUTE);
  expect((await api.get('project/list')).statusCode).toBe(401);
  // Signing in again works.
  expect((await h.api(await h.login()).get('project/list')).statusCode).toBe(200);
});

test('the idle time is configurable; the 30-day lifetime still holds for a session in use', async () => {
  h = harness({ sessionIdleMs: 5 * MINUTE });
  const api = h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password));
  h.time.advance(4 * MINUTE);
  expect((await api.get('project/list')).statusCode).toBe(200);
  h.time.advance(5 * MINUTE);
  expect((await api.get('project/list')).statusCode).toBe(401);

  await h.close();
  h = harness({ sessionIdleMs: 60 * MINUTE });
  const busy = h.api(await h.login());
  const lifetime = 30 * 24 * 60 * MINUTE;
  let elapsed = 0;
  while (elapsed + 59 * MINUTE < lifetime) {
    h.time.advance(59 * MINUTE);
    elapsed += 59 * MINUTE;
    expect((await busy.get('account/profile/get')).statusCode).toBe(200);
  }
  h.time.advance(lifetime - elapsed);
  expect((await busy.get('account/profile/get')).statusCode).toBe(401);
});
