import { DEMO_CREDENTIALS } from '../seed';
import { harness, hostId, projectId, type Harness } from '../test/harness';

// Customer B (other@example.com) probing customer A's (demo) ids must learn nothing: 404, never 403.
let h: Harness;
let b: ReturnType<Harness['api']>;
let a: { project: number; host: number; key: number; notification: number };
beforeEach(async () => {
  h = harness();
  b = h.api(await h.login(DEMO_CREDENTIALS.other.email, DEMO_CREDENTIALS.other.password));
  const host = hostId(h, 'backups');
  a = {
    project: projectId(h, 'پروژه اصلی'),
    host,
    key: h.db.prepare('SELECT id FROM storage_keys WHERE storage_host_id = ?').pluck().get(host) as number,
    notification: h.db.prepare('SELECT id FROM notifications WHERE user_id = 1 AND is_seen = 0').pluck().get() as number,
  };
});
afterEach(() => h.close());

test("every route with A's ids answers 404 to B and changes nothing", async () => {
  const bProject = projectId(h, 'پروژه مشتری دیگر');
  const snapshot = () =>
    JSON.stringify([
      h.db.prepare('SELECT * FROM projects').all(),
      h.db.prepare('SELECT * FROM storage_hosts').all(),
      h.db.prepare('SELECT * FROM storage_keys').all(),
      h.db.prepare('SELECT * FROM notifications').all(),
    ]);
  const before = snapshot();
  const probes: Array<[string, () => ReturnType<typeof b.get>]> = [
    ['project get', () => b.get(`project/get/${a.project}`)],
    ['project delete', () => b.del(`project/delete/${a.project}`)],
    ['host list', () => b.get(`storage/${a.project}/host/list`)],
    ['host get', () => b.get(`storage/${a.project}/host/get/${a.host}`)],
    ['host create', () => b.post(`storage/${a.project}/host/create`, { name: 'intruder', isPredefined: true, productBundleId: 301 })],
    ['host edit', () => b.put(`storage/${a.project}/host/edit/${a.host}`, { volumeSize: 900 })],
    ['host delete', () => b.del(`storage/${a.project}/host/delete/${a.host}`)],
    // A's host addressed through B's own project: the row must belong to the project too.
    ['host get via own project', () => b.get(`storage/${bProject}/host/get/${a.host}`)],
    ['host delete via own project', () => b.del(`storage/${bProject}/host/delete/${a.host}`)],
    ['key list', () => b.get(`storage/${a.project}/host/${a.host}/key/list`)],
    ['key list via own project', () => b.get(`storage/${bProject}/host/${a.host}/key/list`)],
    ['key create', () => b.post(`storage/${a.project}/host/${a.host}/key/create`)],
    ['key create via own project', () => b.post(`storage/${bProject}/host/${a.host}/key/create`)],
    ['key delete', () => b.del(`storage/${a.project}/host/${a.host}/key/delete/${a.key}`)],
    ['key delete via own project', () => b.del(`storage/${bProject}/host/${a.host}/key/delete/${a.key}`)],
    ['notification seen', () => b.put(`portal/notification/seen/${a.notification}`)],
    ['resource usages', () => b.get(`portal/customer-limit/resource-usages?projectId=${a.project}`)],
  ];
  for (const [name, probe] of probes) {
    const res = await probe();
    expect([name, res.statusCode]).toEqual([name, 404]);
    expect(res.json()).toEqual({ message: expect.stringMatching(/[آ-ی]/) });
  }
  expect(snapshot()).toBe(before);
});

test("lists only show the caller's own data", async () => {
  expect((await b.get('project/list')).json().map((p: { name: string }) => p.name)).toEqual(['پروژه مشتری دیگر']);
  const notes = (await b.get('portal/notification/list')).json();
  expect(notes).toHaveLength(1);
  expect((await b.get('dashboard/usage/3')).json().at(-1)).toMatchObject({ count: 1 });
});

test('ids that are not ids answer 404', async () => {
  for (const path of ['project/get/abc', 'project/get/0', 'storage/1e3/host/list', `storage/${a.project}/host/get/-1`]) {
    expect((await b.get(path)).statusCode).toBe(404);
  }
});
