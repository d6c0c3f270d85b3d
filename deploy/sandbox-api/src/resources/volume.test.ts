import { HOUR_MS } from '../clock';
import { diskOrder, fixtures } from '../test/fixtures';
import { count, projectId, signedInProject, withProject } from '../test/harness';

const t = signedInProject();

const make = fixtures(t);
const server = (name = 'web-1', datacenterId = 1) => make.server({ name, datacenterId });
const disk = make.disk;
const get = async (id: number) => (await t.api.get(`vm/${t.pid}/volume/get/${id}`)).json();
const attach = (vmVolumeHostId: number, vmHostId: number) => t.api.post(`vm/${t.pid}/volume/node/attach`, { vmVolumeHostId, vmHostId });
const detach = (vmVolumeHostId: number, vmHostId: number) => t.api.post(`vm/${t.pid}/volume/node/detach`, { vmVolumeHostId, vmHostId });

describe('create', () => {
  test('priced by size, creating then active, not attached', async () => {
    const created = (await t.api.post(`vm/${t.pid}/volume/create`, diskOrder)).json();
    expect(created).toMatchObject({ status: 'creating', size: 50, hourlyPrice: 1000, vmHostId: null, vmHostName: null, attachedAt: null });
    expect((await get(created.id)).status).toBe('active');
  });

  test('every field error in one Persian 422, nothing written', async () => {
    const res = await t.api.post(`vm/${t.pid}/volume/create`, { name: '-x', datacenterId: 99, size: 5 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['Name', 'DatacenterId', 'Size']);
    expect(res.json().errors.Size).toEqual(['اندازه دیسک باید عددی بین ۱۰ و ۲۰۰۰ باشد']);
    expect(count(t.h, 'volume_hosts', t.pid)).toBe(0);
  });

  test('the bundles are the predefined sizes', async () => {
    const bundles = (await t.api.get('portal/product-bundle/volume/list')).json();
    expect(bundles.map((b: { disk: number }) => b.disk)).toEqual([25, 50, 100, 250, 500]);
  });
});

describe('attach and detach', () => {
  test('attach to a server of the same project and data centre; it shows on the server; detach frees it', async () => {
    const [vm, vol] = [await server(), await disk()];
    await get(vol);
    const res = await attach(vol, vm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ vmHostId: vm, vmHostName: 'web-1', attachedAt: expect.any(String) });
    expect((await t.api.get(`vm/${t.pid}/host/${vm}/volume/list`)).json().map((v: { id: number }) => v.id)).toEqual([vol]);
    expect((await t.api.get(`vm/${t.pid}/volume/node/list/${vol}`)).json()).toEqual([{ vmHostId: vm, name: 'web-1' }]);
    expect((await detach(vol, vm)).json()).toMatchObject({ vmHostId: null, attachedAt: null });
    expect((await t.api.get(`vm/${t.pid}/host/${vm}/volume/list`)).json()).toEqual([]);
  });

  test('a second attach answers 422 with a Persian message naming the server, also to the same server', async () => {
    const [vm1, vm2, vol] = [await server('web-1'), await server('web-2'), await disk()];
    await get(vol);
    await attach(vol, vm1);
    for (const target of [vm2, vm1]) {
      const again = await attach(vol, target);
      expect(again.statusCode).toBe(422);
      expect(again.json().errorMessage).toBe('این دیسک هم‌اکنون به سرور «web-1» متصل است؛ ابتدا آن را جدا کنید');
    }
    expect((await get(vol)).vmHostId).toBe(vm1);
  });

  test('detaching an unattached disk, or from the wrong server, is 422', async () => {
    const [vm1, vm2, vol] = [await server('web-1'), await server('web-2'), await disk()];
    await get(vol);
    expect((await detach(vol, vm1)).json().errorMessage).toBe('این دیسک به هیچ سروری متصل نیست');
    await attach(vol, vm1);
    expect((await detach(vol, vm2)).statusCode).toBe(422);
  });

  test('refusals: other data centre, server still building, disk still creating, missing ids', async () => {
    const far = await server('far', 2);
    const vol = await disk();
    // Nothing has settled yet: the disk is creating.
    expect((await attach(vol, far)).statusCode).toBe(422);
    await get(vol);
    expect((await attach(vol, far)).json().errorMessage).toBe('سرور و دیسک باید در یک مرکز داده باشند');
    await withProject({ delays: { provisionMs: 60_000 } }, async (s) => {
      const vm = await fixtures(s).server({ name: 'building-1' });
      const v = await fixtures(s).disk({ name: 'disk-1', size: 10 });
      s.h.db.prepare("UPDATE volume_hosts SET status = 'active', next_status = NULL WHERE id = ?").run(v);
      const res = await s.api.post(`vm/${s.pid}/volume/node/attach`, { vmVolumeHostId: v, vmHostId: vm });
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toContain('صبر کنید');
    });
    const bad = await t.api.post(`vm/${t.pid}/volume/node/attach`, { vmVolumeHostId: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['VmVolumeHostId', 'VmHostId']);
  });

  test("IDOR: another customer's disk or server is 404, and nothing changes", async () => {
    const [vm, vol] = [await server(), await disk()];
    await get(vol);
    expect((await t.other.post(`vm/${t.pid}/volume/node/attach`, { vmVolumeHostId: vol, vmHostId: vm })).statusCode).toBe(404);
    // The other customer's own project with our ids:
    const otherPid = t.h.db.prepare("SELECT p.id FROM projects p JOIN users u ON u.customer_id = p.customer_id WHERE u.email = 'other@example.com'").pluck().get() as number;
    expect((await t.other.post(`vm/${otherPid}/volume/node/attach`, { vmVolumeHostId: vol, vmHostId: vm })).statusCode).toBe(404);
    expect((await t.other.get(`vm/${t.pid}/volume/get/${vol}`)).statusCode).toBe(404);
    // A server of another of our own projects is not attachable either.
    const elsewhere = await fixtures({ api: t.api, pid: projectId(t.h, 'پروژه اصلی') }).server({ name: 'x-1' });
    expect((await attach(vol, elsewhere)).statusCode).toBe(404);
    expect((await get(vol)).vmHostId).toBeNull();
  });
});

describe('delete and billing', () => {
  test('an attached disk cannot be deleted; deleting its server detaches it and keeps it', async () => {
    const [vm, vol] = [await server(), await disk()];
    await get(vol);
    await attach(vol, vm);
    const refused = await t.api.del(`vm/${t.pid}/volume/delete/${vol}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toContain('جدا کنید');
    expect((await t.api.del(`vm/${t.pid}/host/delete/${vm}`)).statusCode).toBe(200);
    const after = await get(vol);
    expect(after).toMatchObject({ status: 'active', vmHostId: null, vmHostName: null });
    expect((await t.api.del(`vm/${t.pid}/volume/delete/${vol}`)).statusCode).toBe(200);
    expect((await t.api.get(`vm/${t.pid}/volume/get/${vol}`)).statusCode).toBe(404);
  });

  test('usage is charged hourly at size × price per GB', async () => {
    const vol = await disk({ size: 100 });
    await get(vol);
    t.h.time.advance(2 * HOUR_MS);
    t.h.chargeHourly();
    expect(t.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'volume-host' AND resource_id = ?").pluck().get(vol)).toBe(2 * 2000);
  });
});

describe('change-config (resize)', () => {
  test('grows through updating, reprices; shrinking or the same size is a field error', async () => {
    const vol = await disk();
    await get(vol);
    expect((await t.api.put(`vm/${t.pid}/volume/change-config/${vol}`, { size: 40 })).json().errors).toEqual({ Size: ['اندازه دیسک را فقط می‌توان افزایش داد'] });
    expect((await t.api.put(`vm/${t.pid}/volume/change-config/${vol}`, { size: 50 })).json().errors).toEqual({ Size: ['اندازه جدید با اندازه فعلی یکسان است'] });
    const res = await t.api.put(`vm/${t.pid}/volume/change-config/${vol}`, { size: 80 });
    expect(res.json()).toMatchObject({ status: 'updating', size: 80, hourlyPrice: 1600 });
    expect((await get(vol)).status).toBe('active');
    expect((await t.other.put(`vm/${t.pid}/volume/change-config/${vol}`, { size: 90 })).statusCode).toBe(404);
  });
});
