import { HOUR_MS } from '../../clock';
import { fixtures } from '../../test/fixtures';
import { count, signedInProject, withProject, type ProjectCtx } from '../../test/harness';
import { service, serviceWord, snapshot } from '../../test/provider-status';
import type { ServiceStatus, SnapshotState } from '@portal/contracts';

const t = signedInProject();
const DONE = { message: expect.any(String) };

describe.each([
  ['vm', 'host'],
  ['volume', 'volume'],
] as const)('%s owner', (kind, segment) => {
  // A server or a cloud disk, whichever kind is under test.
  const owner = (ctx: ProjectCtx = t, order: Record<string, unknown> = {}) => (kind === 'vm' ? fixtures(ctx).server(order) : fixtures(ctx).disk(order));
  const base = (id: number, ctx: ProjectCtx = t) => `vm/${ctx.pid}/${segment}/${id}`;
  /** The owner's lifecycle status as the sandbox holds it (the server's own answers are another area's). */
  const ownerStatus = (ctx: ProjectCtx, id: number) =>
    ctx.h.db
      .prepare(`SELECT status FROM ${kind === 'vm' ? 'vm_hosts' : 'volume_hosts'} WHERE id = ?`)
      .pluck()
      .get(id);
  /** A copy's state as the provider sends it: a server snapshot by the snapshot table, a disk's copies by the service table. */
  const copyState = (ofVmSnapshot: SnapshotState, ofService: ServiceStatus) => (kind === 'vm' ? snapshot(ofVmSnapshot) : service(ofService));
  /** Creates answer a message only: the copy is found by its name in the list. */
  const take = async (what: 'snapshot' | 'backup', id: number, name: string, ctx: ProjectCtx = t) => {
    const res = await ctx.api.post(`${base(id, ctx)}/${what}/create`, { name, description: 'پیش از ارتقا' });
    expect(res.json()).toEqual(DONE);
    return ((await ctx.api.get(`${base(id, ctx)}/${what}/list`)).json() as { id: number; name: string }[]).find((c) => c.name === name)!.id;
  };

  test('take a snapshot, list it, get it, revert (PUT): owner and snapshot pass through reverting and settle back', async () => {
    await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
      const id = await owner(s);
      const path = base(id, s);
      // Owner still being built: no snapshot yet.
      expect((await s.api.post(`${path}/snapshot/create`, { name: 'early' })).statusCode).toBe(422);
      s.h.time.advance(6000);
      const snap = await take('snapshot', id, 'before-upgrade', s);
      const [row] = (await s.api.get(`${path}/snapshot/list`)).json();
      expect(row).toEqual({ id: snap, name: 'before-upgrade', ...copyState('queued', 'waiting'), description: 'پیش از ارتقا', createDate: expect.any(String) });
      const got = (await s.api.get(`${path}/snapshot/get/${snap}`)).json();
      if (kind === 'vm')
        expect(got).toEqual({
          id: snap,
          name: 'before-upgrade',
          vmSnapshotStatusId: snapshot('queued').statusId,
          vmSnapshotStatus: snapshot('queued').status,
          description: 'پیش از ارتقا',
          createDate: row.createDate,
        });
      else expect(got).toEqual(row);
      expect((await s.api.get(`${path}/snapshot/short-list`)).json()).toEqual([{ id: snap, name: 'before-upgrade' }]);
      expect((await s.api.put(`${path}/snapshot/revert/${snap}`)).json().errorMessage).toBe('این اسنپ‌شات هنوز آماده نیست');
      s.h.time.advance(6000);
      expect((await s.api.put(`${path}/snapshot/revert/${snap}`)).json()).toEqual(DONE);
      expect(ownerStatus(s, id)).toBe('reverting');
      expect((await s.api.get(`${path}/snapshot/list`)).json()[0]).toMatchObject(copyState('waiting', 'waiting'));
      // A second revert while one runs is refused.
      expect((await s.api.put(`${path}/snapshot/revert/${snap}`)).statusCode).toBe(422);
      s.h.time.advance(6000);
      await s.api.get(`${path}/snapshot/list`);
      expect(ownerStatus(s, id)).toBe('active');
      expect((await s.api.get(`${path}/snapshot/list`)).json()).toEqual([expect.objectContaining({ id: snap, ...copyState('active', 'active') })]);
    });
  });

  test('backups: take, list, restore (POST) through restoring, delete', async () => {
    const id = await owner();
    const b = await take('backup', id, 'nightly');
    const [row] = (await t.api.get(`${base(id)}/backup/list`)).json();
    if (kind === 'volume') {
      expect(row).toEqual({ id: b, name: 'nightly', vmVolumeHost: 'data-1', ...service('active'), createDate: expect.any(String) });
      expect((await t.api.get(`${base(id)}/backup/get/${b}`)).json()).toEqual({
        id: b,
        name: 'nightly',
        vmVolumeHost: 'data-1',
        status: serviceWord('active'),
        createDate: row.createDate,
      });
      expect((await t.api.get(`${base(id)}/backup/short-list`)).json()).toEqual([{ id: b, name: 'nightly' }]);
    } else expect(row).toEqual({ id: b, name: 'nightly', ...service('active'), description: 'پیش از ارتقا', createDate: expect.any(String) });
    expect((await t.api.post(`${base(id)}/backup/restore/${b}`)).json()).toEqual(DONE);
    expect(t.h.db.prepare(`SELECT status FROM ${kind}_backups WHERE id = ?`).pluck().get(b)).toBe('restoring');
    await t.api.get(`${base(id)}/backup/list`);
    expect(ownerStatus(t, id)).toBe('active');
    expect((await t.api.del(`${base(id)}/backup/delete/${b}`)).statusCode).toBe(200);
    await t.api.get(`${base(id)}/backup/list`);
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

  test('IDOR and ownership: another customer gets 404; a copy of another owner is 404', async () => {
    const [a, b] = [await owner(), await owner(t, { name: 'second' })];
    const snap = await take('snapshot', a, 's1');
    expect((await t.api.put(`${base(b)}/snapshot/revert/${snap}`)).statusCode).toBe(404);
    expect((await t.api.get(`${base(b)}/snapshot/get/${snap}`)).statusCode).toBe(404);
    expect((await t.other.get(`${base(a)}/snapshot/list`)).statusCode).toBe(404);
    expect((await t.other.get(`${base(a)}/snapshot/get/${snap}`)).statusCode).toBe(404);
    expect((await t.other.put(`${base(a)}/snapshot/revert/${snap}`)).statusCode).toBe(404);
    expect((await t.other.post(`vm/${t.pid}/${segment}/enable-backup/${a}?ScheduleTypeId=1&CaculateTypeId=1`)).statusCode).toBe(404);
    expect((await t.other.del(`${base(a)}/snapshot/delete/${snap}`)).statusCode).toBe(404);
  });

  test('snapshots are charged hourly by the owner’s size and go with their owner', async () => {
    const id = await owner();
    const snap = await take('snapshot', id, 's1');
    t.h.time.advance(HOUR_MS);
    t.h.chargeHourly();
    const charged = t.h.db.prepare('SELECT SUM(amount) FROM charges WHERE resource_kind = ? AND resource_id = ?').pluck().get(`${kind}-snapshot`, snap);
    expect(charged).toBe((kind === 'vm' ? 60 : 50) * 6);
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
