import { HOUR_MS } from '../clock';
import { fixtures } from '../test/fixtures';
import { count, signedInProject, withProject, type ProjectCtx } from '../test/harness';

const t = signedInProject();

describe.each([
  ['vm', 'host'],
  ['volume', 'volume'],
] as const)('%s owner', (kind, segment) => {
  // A server or a cloud disk, whichever kind is under test.
  const owner = (ctx: ProjectCtx = t, order: object = {}) => (kind === 'vm' ? fixtures(ctx).server(order) : fixtures(ctx).disk(order));
  const base = (id: number) => `vm/${t.pid}/${segment}/${id}`;
  const ownerGet = (id: number) => (kind === 'vm' ? t.api.get(`vm/${t.pid}/host/get/${id}`) : t.api.get(`vm/${t.pid}/volume/get/${id}`));

  test('take a snapshot, list it, revert: owner and snapshot pass through reverting and settle back', async () => {
    await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
      const id = await owner(s);
      const path = `vm/${s.pid}/${segment}/${id}`;
      // Owner still being built: no snapshot yet.
      expect((await s.api.post(`${path}/snapshot/create`, { name: 'early' })).statusCode).toBe(422);
      s.h.time.advance(6000);
      const snap = (await s.api.post(`${path}/snapshot/create`, { name: 'before-upgrade' })).json();
      expect(snap).toMatchObject({ ownerKind: kind, ownerId: id, status: 'creating', size: kind === 'vm' ? 60 : 50 });
      expect((await s.api.post(`${path}/snapshot/revert/${snap.id}`)).json().errorMessage).toBe('این اسنپ‌شات هنوز آماده نیست');
      s.h.time.advance(6000);
      const reverting = await s.api.post(`${path}/snapshot/revert/${snap.id}`);
      expect(reverting.json().status).toBe('reverting');
      const ownerUrl = kind === 'vm' ? `vm/${s.pid}/host/get/${id}` : `vm/${s.pid}/volume/get/${id}`;
      expect((await s.api.get(ownerUrl)).json().status).toBe('reverting');
      // A second revert while one runs is refused.
      expect((await s.api.post(`${path}/snapshot/revert/${snap.id}`)).statusCode).toBe(422);
      s.h.time.advance(6000);
      expect((await s.api.get(ownerUrl)).json().status).toBe('active');
      expect((await s.api.get(`${path}/snapshot/list`)).json()).toEqual([expect.objectContaining({ id: snap.id, status: 'active' })]);
    });
  });

  test('backups: take, restore through restoring, delete', async () => {
    const id = await owner();
    const b = (await t.api.post(`${base(id)}/backup/create`, { name: 'nightly' })).json();
    await t.api.get(`${base(id)}/backup/list`);
    expect((await t.api.post(`${base(id)}/backup/restore/${b.id}`)).json().status).toBe('restoring');
    expect((await ownerGet(id)).json().status).toBe('active');
    expect((await t.api.del(`${base(id)}/backup/delete/${b.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`${base(id)}/backup/list`)).json()).toEqual([]);
  });

  test('schedule: enable with ScheduleTypeId and CaculateTypeId, refuse bad values and a second enable, disable', async () => {
    const id = await owner();
    const enable = (q: string) => t.api.post(`vm/${t.pid}/${segment}/enable-snapshot/${id}?${q}`);
    expect((await t.api.get(`${base(id)}/snapshot/schedule`)).json()).toEqual({ enabled: false, scheduleTypeId: null, caculateTypeId: null });
    const bad = await enable('ScheduleTypeId=9&CaculateTypeId=x');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ScheduleTypeId', 'CaculateTypeId']);
    expect((await enable('ScheduleTypeId=2&CaculateTypeId=1')).json()).toEqual({ enabled: true, scheduleTypeId: 2, caculateTypeId: 1 });
    expect((await enable('ScheduleTypeId=1&CaculateTypeId=1')).json().errorMessage).toContain('از قبل فعال');
    // Backups have their own schedule.
    expect((await t.api.get(`${base(id)}/backup/schedule`)).json().enabled).toBe(false);
    expect((await t.api.post(`vm/${t.pid}/${segment}/disable-snapshot/${id}`)).json().enabled).toBe(false);
    expect((await t.api.post(`vm/${t.pid}/${segment}/disable-snapshot/${id}`)).json().errorMessage).toBe('زمان‌بندی خودکار فعال نیست');
  });

  test("IDOR and ownership: another customer gets 404; a snapshot of another owner is 404", async () => {
    const [a, b] = [await owner(), await owner(t, { name: 'second' })];
    const snap = (await t.api.post(`${base(a)}/snapshot/create`, { name: 's1' })).json();
    await t.api.get(`${base(a)}/snapshot/list`);
    expect((await t.api.post(`${base(b)}/snapshot/revert/${snap.id}`)).statusCode).toBe(404);
    expect((await t.other.get(`${base(a)}/snapshot/list`)).statusCode).toBe(404);
    expect((await t.other.post(`${base(a)}/snapshot/revert/${snap.id}`)).statusCode).toBe(404);
    expect((await t.other.post(`vm/${t.pid}/${segment}/enable-backup/${a}?ScheduleTypeId=1&CaculateTypeId=1`)).statusCode).toBe(404);
    expect((await t.other.del(`${base(a)}/snapshot/delete/${snap.id}`)).statusCode).toBe(404);
  });

  test('snapshots are charged hourly and go with their owner', async () => {
    const id = await owner();
    const snap = (await t.api.post(`${base(id)}/snapshot/create`, { name: 's1' })).json();
    await t.api.get(`${base(id)}/snapshot/list`);
    t.h.time.advance(HOUR_MS);
    t.h.chargeHourly();
    const charged = t.h.db.prepare('SELECT SUM(amount) FROM charges WHERE resource_kind = ? AND resource_id = ?').pluck().get(`${kind}-snapshot`, snap.id);
    expect(charged).toBe(snap.hourlyPrice);
    expect((await t.api.del(kind === 'vm' ? `vm/${t.pid}/host/delete/${id}` : `vm/${t.pid}/volume/delete/${id}`)).statusCode).toBe(200);
    await t.api.get(`vm/${t.pid}/volume/list`);
    expect(count(t.h, `${kind}_snapshots`, t.pid)).toBe(0);
  });
});

test('at most ten snapshots per owner', async () => {
  const id = await fixtures(t).disk();
  for (let i = 0; i < 10; i++) expect((await t.api.post(`vm/${t.pid}/volume/${id}/snapshot/create`, { name: `s-${i}` })).statusCode).toBe(200);
  expect((await t.api.post(`vm/${t.pid}/volume/${id}/snapshot/create`, { name: 's-10' })).json().errorMessage).toContain('۱۰');
});
