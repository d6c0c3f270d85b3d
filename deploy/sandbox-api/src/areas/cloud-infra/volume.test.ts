import { HOUR_MS } from '../../clock';
import { diskOrder, fixtures } from '../../test/fixtures';
import { count, projectId, signedInProject, withProject } from '../../test/harness';
import { service } from '../../test/provider-status';

const t = signedInProject();

const make = fixtures(t);
const server = (name = 'web-1') => make.server({ name });
const disk = make.disk;
const get = async (id: number) => (await t.api.get(`vm/${t.pid}/volume/get/${id}`)).json();
const node = async (id: number) => (await t.api.get(`vm/${t.pid}/volume/node/get?VmVolumeHostId=${id}`)).json();
const attach = (vmVolumeHostId: number, vmHostId: number) => t.api.post(`vm/${t.pid}/volume/node/attach`, { vmVolumeHostId, vmHostId });
/** The node's id is the disk's (a disk hangs on one server at a time). */
const detach = (id: number) => t.api.put(`vm/${t.pid}/volume/node/detach/${id}`);
const DONE = { message: expect.any(String) };

describe('create', () => {
  test('by size or from a bundle: the answer is a message; the disk is listed, active, in the project’s data centre', async () => {
    expect((await t.api.post(`vm/${t.pid}/volume/create`, diskOrder)).json()).toEqual(DONE);
    expect((await t.api.post(`vm/${t.pid}/volume/create`, { name: 'from-bundle', isPredefined: true, productBundleId: 203 })).statusCode).toBe(200);
    const rows = (await t.api.get(`vm/${t.pid}/volume/list`)).json();
    expect(rows).toEqual([
      { id: expect.any(Number), datacenter: expect.any(String), name: 'from-bundle', ...service('active'), volumeSize: 100, createDate: expect.any(String) },
      expect.objectContaining({ name: 'data-1', volumeSize: 50, statusId: 2 }),
    ]);
    expect(await get(rows[1].id)).toEqual({
      id: rows[1].id,
      datacenter: rows[1].datacenter,
      name: 'data-1',
      size: 50,
      ...service('active'),
      volumeSize: 50,
      createDate: expect.any(String),
    });
  });

  test('while it is made the disk is waiting (statusId 6)', async () => {
    await withProject({ delays: { provisionMs: 60_000 } }, async (s) => {
      const id = await fixtures(s).disk();
      expect((await s.api.get(`vm/${s.pid}/volume/get/${id}`)).json()).toMatchObject(service('waiting'));
    });
  });

  test('every field error in one Persian 422, nothing written; a bundle or a size is required by the sizing chosen', async () => {
    const res = await t.api.post(`vm/${t.pid}/volume/create`, { name: '-x', isPredefined: false, volumeSize: 5 });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['Name', 'VolumeSize']);
    expect(res.json().errors.VolumeSize).toEqual(['اندازه دیسک باید عددی بین ۱۰ و ۲۰۰۰ باشد']);
    expect((await t.api.post(`vm/${t.pid}/volume/create`, { name: 'data-2', isPredefined: true })).json().errors).toEqual({
      ProductBundleId: ['لطفاً یکی از پلن‌های دیسک را انتخاب کنید'],
    });
    expect((await t.api.post(`vm/${t.pid}/volume/create`, { name: 'data-2', isPredefined: false })).json().errors).toEqual({
      VolumeSize: ['در اندازه دلخواه، اندازه دیسک را وارد کنید'],
    });
    expect(Object.keys((await t.api.post(`vm/${t.pid}/volume/create`, { name: 'data-2', isPredefined: true, productBundleId: 103 })).json().errors)).toEqual([
      'ProductBundleId',
    ]);
    expect(count(t.h, 'volume_hosts', t.pid)).toBe(0);
  });

  test('the bundles are the predefined sizes', async () => {
    const bundles = (await t.api.get('portal/product-bundle/volume-list')).json();
    expect(bundles.map((b: { vDisk: number }) => b.vDisk)).toEqual([25, 50, 100, 250, 500]);
  });
});

describe('attach and detach', () => {
  test("attach to a server of the project: the disk's node and the server's volumes show it; detach (PUT, by the node's id) frees it", async () => {
    const [vm, vol] = [await server(), await disk()];
    expect(await node(vol)).toEqual({ id: vol, vmVolumeHostId: vol, vmVolumeHost: 'data-1', vmHostId: null, vmHost: null, isConnected: false });
    expect((await attach(vol, vm)).json()).toEqual(DONE);
    const attached = await node(vol);
    expect(attached).toMatchObject({ vmHostId: vm, vmHost: 'web-1', isConnected: true });
    expect((await t.api.get(`vm/${t.pid}/volume/node/get?VmHostId=${vm}`)).json()).toEqual(attached);
    expect((await t.api.get(`vm/${t.pid}/volume/node/get?VmHostId=${vm}&VmVolumeHostId=${vol}`)).json().isConnected).toBe(true);
    expect((await t.api.get(`vm/${t.pid}/host/${vm}/volume/list`)).json()).toEqual([
      { id: vol, name: 'data-1', volumeSize: 50, rootDisk: null, createDate: expect.any(String) },
    ]);
    expect((await t.api.get(`vm/${t.pid}/host/${vm}/volume/get/${vol}`)).json()).toMatchObject({ id: vol, isRootDisk: false, volumeSize: 50 });
    expect((await detach(attached.id)).json()).toEqual(DONE);
    expect((await node(vol)).isConnected).toBe(false);
    expect((await t.api.get(`vm/${t.pid}/host/${vm}/volume/list`)).json()).toEqual([]);
    expect((await t.api.get(`vm/${t.pid}/host/${vm}/volume/get/${vol}`)).statusCode).toBe(404);
  });

  test("the server's volume delete takes the disk off that server and keeps the disk", async () => {
    const [vm, other, vol] = [await server('web-1'), await server('web-2'), await disk()];
    await attach(vol, vm);
    expect((await t.api.del(`vm/${t.pid}/host/${other}/volume/delete/${vol}`)).statusCode).toBe(404);
    expect((await t.api.del(`vm/${t.pid}/host/${vm}/volume/delete/${vol}`)).statusCode).toBe(200);
    expect(await get(vol)).toMatchObject({ name: 'data-1', statusId: 2 });
    expect((await node(vol)).isConnected).toBe(false);
  });

  test('a second attach answers 422 with a Persian message naming the server, also to the same server', async () => {
    const [vm1, vm2, vol] = [await server('web-1'), await server('web-2'), await disk()];
    await attach(vol, vm1);
    for (const target of [vm2, vm1]) {
      const again = await attach(vol, target);
      expect(again.statusCode).toBe(422);
      expect(again.json().errorMessage).toBe('این دیسک هم‌اکنون به سرور «web-1» متصل است؛ ابتدا آن را جدا کنید');
    }
    expect((await node(vol)).vmHostId).toBe(vm1);
  });

  test('detaching an unattached disk is 422; an unknown node is 404', async () => {
    const vol = await disk();
    expect((await detach(vol)).json().errorMessage).toBe('این دیسک به هیچ سروری متصل نیست');
    expect((await detach(999_999)).statusCode).toBe(404);
  });

  test('refusals: server still building, disk still creating, missing ids', async () => {
    await withProject({ delays: { provisionMs: 60_000 } }, async (s) => {
      const vm = await fixtures(s).server({ name: 'building-1' });
      const v = await fixtures(s).disk({ name: 'disk-1', volumeSize: 10 });
      expect((await s.api.post(`vm/${s.pid}/volume/node/attach`, { vmVolumeHostId: v, vmHostId: vm })).statusCode).toBe(422);
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
    expect((await t.other.post(`vm/${t.pid}/volume/node/attach`, { vmVolumeHostId: vol, vmHostId: vm })).statusCode).toBe(404);
    // The other customer's own project with our ids:
    const otherPid = t.h.db
      .prepare("SELECT p.id FROM projects p JOIN users u ON u.customer_id = p.customer_id WHERE u.email = 'other@example.com'")
      .pluck()
      .get() as number;
    expect((await t.other.post(`vm/${otherPid}/volume/node/attach`, { vmVolumeHostId: vol, vmHostId: vm })).statusCode).toBe(404);
    expect((await t.other.get(`vm/${t.pid}/volume/get/${vol}`)).statusCode).toBe(404);
    expect((await t.other.get(`vm/${t.pid}/volume/node/get?VmVolumeHostId=${vol}`)).statusCode).toBe(404);
    expect((await t.other.put(`vm/${t.pid}/volume/node/detach/${vol}`)).statusCode).toBe(404);
    // A server of another of our own projects is not attachable either.
    const elsewhere = await fixtures({ api: t.api, pid: projectId(t.h, 'پروژه اصلی') }).server({ name: 'x-1' });
    expect((await attach(vol, elsewhere)).statusCode).toBe(404);
    expect((await node(vol)).vmHostId).toBeNull();
  });
});

describe('delete and billing', () => {
  test('an attached disk cannot be deleted; deleting its server detaches it and keeps it', async () => {
    const [vm, vol] = [await server(), await disk()];
    await attach(vol, vm);
    const refused = await t.api.del(`vm/${t.pid}/volume/delete/${vol}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toContain('جدا کنید');
    expect((await t.api.del(`vm/${t.pid}/host/delete/${vm}`)).statusCode).toBe(200);
    expect(await get(vol)).toMatchObject(service('active'));
    expect((await node(vol)).isConnected).toBe(false);
    expect((await t.api.del(`vm/${t.pid}/volume/delete/${vol}`)).statusCode).toBe(200);
    expect((await t.api.get(`vm/${t.pid}/volume/get/${vol}`)).statusCode).toBe(404);
  });

  test('usage is charged hourly at size × price per GB', async () => {
    const vol = await disk({ volumeSize: 100 });
    await get(vol);
    t.h.time.advance(2 * HOUR_MS);
    t.h.chargeHourly();
    expect(t.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'volume-host' AND resource_id = ?").pluck().get(vol)).toBe(2 * 2000);
  });
});

describe('edit (the change-config page: the size alone)', () => {
  test('grows through updating, reprices; shrinking or the same size is a field error', async () => {
    const vol = await disk();
    const edit = (body: object) => t.api.put(`vm/${t.pid}/volume/edit/${vol}`, body);
    expect((await edit({ volumeSize: 40 })).json().errors).toEqual({ VolumeSize: ['اندازه دیسک را فقط می‌توان افزایش داد'] });
    expect((await edit({ volumeSize: 50 })).json().errors).toEqual({ VolumeSize: ['اندازه جدید با اندازه فعلی یکسان است'] });
    expect((await edit({ volumeSize: 80 })).json()).toEqual(DONE);
    expect(t.h.db.prepare('SELECT status, hourly_price FROM volume_hosts WHERE id = ?').get(vol)).toEqual({ status: 'updating', hourly_price: 1600 });
    expect(await get(vol)).toMatchObject({ statusId: 2, volumeSize: 80, size: 80 });
    expect((await t.other.put(`vm/${t.pid}/volume/edit/${vol}`, { volumeSize: 90 })).statusCode).toBe(404);
  });
});
