import { HOUR_MS } from '../clock';
import { harness, projectId, type Client, type Harness } from '../test/harness';

let h: Harness;
let api: Client;
let other: Client;
let pid: number;
beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
  other = h.api(await h.login('other@example.com', 'Other@1234'));
  pid = projectId(h, 'پروژه آزمایشی');
});
afterEach(() => h.close());

const server = async () => {
  const id = (await api.post(`vm/${pid}/host/create`, { name: 'web-1', password: 'Str0ng!Pass', datacenterId: 1, imageId: 1, isPredefined: true, productBundleId: 103 })).json().id as number;
  await api.get(`vm/${pid}/host/get/${id}`);
  return id;
};
const disk = async () => {
  const id = (await api.post(`vm/${pid}/volume/create`, { name: 'data-1', datacenterId: 1, size: 50 })).json().id as number;
  await api.get(`vm/${pid}/volume/get/${id}`);
  return id;
};

describe.each([
  ['vm', 'host'],
  ['volume', 'volume'],
] as const)('%s owner', (kind, segment) => {
  const owner = () => (kind === 'vm' ? server() : disk());
  const base = (id: number) => `vm/${pid}/${segment}/${id}`;
  const ownerGet = (id: number) => (kind === 'vm' ? api.get(`vm/${pid}/host/get/${id}`) : api.get(`vm/${pid}/volume/get/${id}`));

  test('take a snapshot, list it, revert: owner and snapshot pass through reverting and settle back', async () => {
    const slow = harness({ delays: { provisionMs: 5000 } });
    try {
      const sapi = slow.api(await slow.login());
      const spid = projectId(slow, 'پروژه آزمایشی');
      const id =
        kind === 'vm'
          ? (await sapi.post(`vm/${spid}/host/create`, { name: 'web-1', password: 'Str0ng!Pass', datacenterId: 1, imageId: 1, isPredefined: true, productBundleId: 103 })).json().id
          : (await sapi.post(`vm/${spid}/volume/create`, { name: 'data-1', datacenterId: 1, size: 50 })).json().id;
      const path = `vm/${spid}/${segment}/${id}`;
      // Owner still being built: no snapshot yet.
      expect((await sapi.post(`${path}/snapshot/create`, { name: 'early' })).statusCode).toBe(422);
      slow.time.advance(6000);
      const snap = (await sapi.post(`${path}/snapshot/create`, { name: 'before-upgrade' })).json();
      expect(snap).toMatchObject({ ownerKind: kind, ownerId: id, status: 'creating', size: kind === 'vm' ? 60 : 50 });
      expect((await sapi.post(`${path}/snapshot/revert/${snap.id}`)).json().errorMessage).toBe('این اسنپ‌شات هنوز آماده نیست');
      slow.time.advance(6000);
      const reverting = await sapi.post(`${path}/snapshot/revert/${snap.id}`);
      expect(reverting.json().status).toBe('reverting');
      const ownerUrl = kind === 'vm' ? `vm/${spid}/host/get/${id}` : `vm/${spid}/volume/get/${id}`;
      expect((await sapi.get(ownerUrl)).json().status).toBe('reverting');
      // A second revert while one runs is refused.
      expect((await sapi.post(`${path}/snapshot/revert/${snap.id}`)).statusCode).toBe(422);
      slow.time.advance(6000);
      expect((await sapi.get(ownerUrl)).json().status).toBe('active');
      expect((await sapi.get(`${path}/snapshot/list`)).json()).toEqual([expect.objectContaining({ id: snap.id, status: 'active' })]);
    } finally {
      await slow.close();
    }
  });

  test('backups: take, restore through restoring, delete', async () => {
    const id = await owner();
    const b = (await api.post(`${base(id)}/backup/create`, { name: 'nightly' })).json();
    await api.get(`${base(id)}/backup/list`);
    expect((await api.post(`${base(id)}/backup/restore/${b.id}`)).json().status).toBe('restoring');
    expect((await ownerGet(id)).json().status).toBe('active');
    expect((await api.del(`${base(id)}/backup/delete/${b.id}`)).statusCode).toBe(200);
    expect((await api.get(`${base(id)}/backup/list`)).json()).toEqual([]);
  });

  test('schedule: enable with ScheduleTypeId and CaculateTypeId, refuse bad values and a second enable, disable', async () => {
    const id = await owner();
    const enable = (q: string) => api.post(`vm/${pid}/${segment}/enable-snapshot/${id}?${q}`);
    expect((await api.get(`${base(id)}/snapshot/schedule`)).json()).toEqual({ enabled: false, scheduleTypeId: null, caculateTypeId: null });
    const bad = await enable('ScheduleTypeId=9&CaculateTypeId=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ScheduleTypeId', 'CaculateTypeId']);
    expect((await enable('ScheduleTypeId=2&CaculateTypeId=1')).json()).toEqual({ enabled: true, scheduleTypeId: 2, caculateTypeId: 1 });
    expect((await enable('ScheduleTypeId=1&CaculateTypeId=1')).json().errorMessage).toContain('از قبل فعال');
    // Backups have their own schedule.
    expect((await api.get(`${base(id)}/backup/schedule`)).json().enabled).toBe(false);
    expect((await api.post(`vm/${pid}/${segment}/disable-snapshot/${id}`)).json().enabled).toBe(false);
    expect((await api.post(`vm/${pid}/${segment}/disable-snapshot/${id}`)).json().errorMessage).toBe('زمان‌بندی خودکار فعال نیست');
  });

  test("IDOR and ownership: another customer gets 404; a snapshot of another owner is 404", async () => {
    const [a, b] = [await owner(), kind === 'vm' ? await (async () => {
      const id = (await api.post(`vm/${pid}/host/create`, { name: 'web-2', password: 'Str0ng!Pass', datacenterId: 1, imageId: 1, isPredefined: true, productBundleId: 103 })).json().id as number;
      await api.get(`vm/${pid}/host/get/${id}`);
      return id;
    })() : (await (async () => {
      const id = (await api.post(`vm/${pid}/volume/create`, { name: 'data-2', datacenterId: 1, size: 20 })).json().id as number;
      await api.get(`vm/${pid}/volume/get/${id}`);
      return id;
    })())];
    const snap = (await api.post(`${base(a)}/snapshot/create`, { name: 's1' })).json();
    await api.get(`${base(a)}/snapshot/list`);
    expect((await api.post(`${base(b)}/snapshot/revert/${snap.id}`)).statusCode).toBe(404);
    expect((await other.get(`${base(a)}/snapshot/list`)).statusCode).toBe(404);
    expect((await other.post(`${base(a)}/snapshot/revert/${snap.id}`)).statusCode).toBe(404);
    expect((await other.post(`vm/${pid}/${segment}/enable-backup/${a}?ScheduleTypeId=1&CaculateTypeId=1`)).statusCode).toBe(404);
    expect((await other.del(`${base(a)}/snapshot/delete/${snap.id}`)).statusCode).toBe(404);
  });

  test('snapshots are charged hourly and go with their owner', async () => {
    const id = await owner();
    const snap = (await api.post(`${base(id)}/snapshot/create`, { name: 's1' })).json();
    await api.get(`${base(id)}/snapshot/list`);
    h.time.advance(HOUR_MS);
    h.chargeHourly();
    const charged = h.db.prepare('SELECT SUM(amount) FROM charges WHERE resource_kind = ? AND resource_id = ?').pluck().get(`${kind}-snapshot`, snap.id);
    expect(charged).toBe(snap.hourlyPrice);
    expect((await api.del(kind === 'vm' ? `vm/${pid}/host/delete/${id}` : `vm/${pid}/volume/delete/${id}`)).statusCode).toBe(200);
    await api.get(`vm/${pid}/volume/list`);
    expect(h.db.prepare(`SELECT COUNT(*) FROM ${kind}_snapshots`).pluck().get()).toBe(0);
  });
});

test('at most ten snapshots per owner', async () => {
  const id = await disk();
  for (let i = 0; i < 10; i++) expect((await api.post(`vm/${pid}/volume/${id}/snapshot/create`, { name: `s-${i}` })).statusCode).toBe(200);
  expect((await api.post(`vm/${pid}/volume/${id}/snapshot/create`, { name: 's-10' })).json().errorMessage).toContain('۱۰');
});
