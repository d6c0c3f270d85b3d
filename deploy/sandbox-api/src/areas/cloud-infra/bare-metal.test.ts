import { HOUR_MS } from '../../clock';
import { count, signedInProject } from '../../test/harness';
import { service } from '../../test/provider-status';

const t = signedInProject();

const valid = { name: 'db-primary', productBundleId: 402, imageId: 3 };

test('catalogue: images with their operating system and whether they are offered, bundles of bare metal only', async () => {
  const images = (await t.api.get('bare-metal/image/list')).json();
  expect(images[0]).toEqual({ id: 1, name: 'Ubuntu 24.04 LTS', bareMetalHostImageOsId: 1, bareMetalHostImageOs: 'Ubuntu', status: true });
  expect(images.find((i: { id: number }) => i.id === 2).status).toBe(false);
  const bundles = (await t.api.get('portal/product-bundle/bare-metal-list')).json();
  expect(bundles.map((b: { id: number }) => b.id)).toEqual([401, 402, 403]);
  expect(bundles[1]).toEqual({
    id: 402,
    name: 'اختصاصی Silver 4214',
    price: 86_400_000,
    physicalCpu: 24,
    physicalMemory: 128,
    physicalDisk: 1920,
    networkPort: 1,
    bareMetalIpv4: 1,
  });
});

test('create answers only a message; the machine has the bundle hardware, stands in a rack of the project data centre and becomes active', async () => {
  const res = await t.api.post(`bare-metal/${t.pid}/host/create`, valid);
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json())).toEqual(['message']);
  const [row] = (await t.api.get(`bare-metal/${t.pid}/host/list`)).json();
  expect(row).toMatchObject({
    name: 'db-primary',
    statusId: 2,
    bareMetalImage: 'Debian 12',
    bareMetalMachine: 'اختصاصی Silver 4214',
    datacenterRack: expect.stringMatching(/^R\d+-\d\d$/),
  });
  expect(row.createDate).toEqual(expect.any(String));
  const got = (await t.api.get(`bare-metal/${t.pid}/host/get/${row.id}`)).json();
  // 1920 GB: one 1200 GB drive and two 600 GB ones; one 1G port, no 10G uplink below 40 cores.
  expect(got).toMatchObject({
    id: row.id,
    ...service('active'),
    physicalCpu: 24,
    physicalMemory: 128,
    hdd1200GSas10K: 1,
    hdd600GSas10K: 2,
    networkPort1G: 1,
    networkPort10G: 0,
  });
  expect(got.datacenter).toBe(row.datacenter);
});

test('every field error in one 422: a VM bundle is not a bare-metal bundle, an image no longer offered', async () => {
  const before = count(t.h, 'bare_metal_hosts');
  const res = await t.api.post(`bare-metal/${t.pid}/host/create`, { name: 'x', productBundleId: 201, imageId: 2 });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toEqual(['Name', 'ProductBundleId', 'ImageId']);
  expect(res.json().errors.ImageId).toEqual(['سیستم‌عامل انتخاب‌شده معتبر نیست']);
  expect(count(t.h, 'bare_metal_hosts')).toBe(before);
});

test('usage is charged to the wallet hourly; delete stops it and removes the server', async () => {
  await t.api.post(`bare-metal/${t.pid}/host/create`, valid);
  const [{ id }] = (await t.api.get(`bare-metal/${t.pid}/host/list`)).json();
  t.h.time.advance(3 * HOUR_MS);
  const charged = t.h.chargeHourly();
  expect(charged.amount).toBeGreaterThanOrEqual(3 * 120000);
  const charges = t.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'bare-metal-host' AND resource_id = ?").pluck().get(id);
  expect(charges).toBe(3 * 120000);
  const deleted = await t.api.del(`bare-metal/${t.pid}/host/delete/${id}`);
  expect(deleted.statusCode).toBe(200);
  expect(Object.keys(deleted.json())).toEqual(['message']);
  expect((await t.api.get(`bare-metal/${t.pid}/host/get/${id}`)).statusCode).toBe(404);
});

test("another customer cannot see, create in or delete this project's servers", async () => {
  await t.api.post(`bare-metal/${t.pid}/host/create`, valid);
  const [{ id }] = (await t.api.get(`bare-metal/${t.pid}/host/list`)).json();
  expect((await t.other.get(`bare-metal/${t.pid}/host/get/${id}`)).statusCode).toBe(404);
  expect((await t.other.del(`bare-metal/${t.pid}/host/delete/${id}`)).statusCode).toBe(404);
  expect((await t.other.post(`bare-metal/${t.pid}/host/create`, { ...valid, name: 'intruder' })).statusCode).toBe(404);
  expect(count(t.h, 'bare_metal_hosts', t.pid)).toBe(1);
});
