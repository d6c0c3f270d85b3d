import { DEMO_CREDENTIALS } from '../../seed';
import { harness, type Harness } from '../../test/harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test('the list shows each live session with its browser, address and times, this one marked', async () => {
  const laptop = h.api(await h.login());
  const phone = h.api(await h.login());
  await laptop.get('project/list', { 'user-agent': CHROME });
  h.time.advance(5 * 60_000);
  await phone.get('project/list', { 'user-agent': PHONE });
  const res = await laptop.get('account/session/list', { 'user-agent': CHROME });
  expect(res.statusCode).toBe(200);
  const sessions = res.json() as Array<{ userAgent: string; userIp: string; isCurrent: boolean; lastActivityDate: string; createDate: string }>;
  expect(sessions).toHaveLength(2);
  expect(sessions.map((s) => s.userAgent).sort()).toEqual([CHROME, PHONE].sort());
  expect(sessions.find((s) => s.isCurrent)?.userAgent).toBe(CHROME);
  expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
  expect(sessions[0]!.userIp).toBe('127.0.0.1');
  // Another user's sessions are not listed.
  await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password);
  expect((await laptop.get('account/session/list')).json()).toHaveLength(2);
});

test('closing one session signs that browser out; this one cannot be closed from here', async () => {
  const laptop = h.api(await h.login());
  const phone = h.api(await h.login());
  await phone.get('project/list', { 'user-agent': PHONE });
  const sessions = (await laptop.get('account/session/list')).json() as Array<{ id: number; isCurrent: boolean }>;
  const other = sessions.find((s) => !s.isCurrent)!;
  const mine = sessions.find((s) => s.isCurrent)!;

  const self = await laptop.post(`account/session/revoke/${mine.id}`);
  expect(self.statusCode).toBe(422);
  expect(self.json().errorMessage).toMatch(/همین مرورگر/);

  const closed = await laptop.post(`account/session/revoke/${other.id}`);
  expect(closed.statusCode).toBe(200);
  expect((await phone.get('project/list')).statusCode).toBe(401);
  expect((await laptop.get('project/list')).statusCode).toBe(200);
  // Closed already, or someone else's: not found.
  expect((await laptop.post(`account/session/revoke/${other.id}`)).statusCode).toBe(404);
});

test("another user's session id answers 404 and stays open", async () => {
  const mine = h.api(await h.login());
  const theirs = h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password));
  const [their] = (await theirs.get('account/session/list')).json() as Array<{ id: number }>;
  expect((await mine.post(`account/session/revoke/${their!.id}`)).statusCode).toBe(404);
  expect((await theirs.get('project/list')).statusCode).toBe(200);
});

test('"sign out everywhere else" keeps only this session', async () => {
  const here = h.api(await h.login());
  const elsewhere = [h.api(await h.login()), h.api(await h.login())];
  const res = await here.post('account/session/revoke-others');
  expect(res.statusCode).toBe(200);
  expect(res.json().message).toMatch(/۲/);
  for (const api of elsewhere) expect((await api.get('project/list')).statusCode).toBe(401);
  expect((await here.get('account/session/list')).json()).toHaveLength(1);
});
