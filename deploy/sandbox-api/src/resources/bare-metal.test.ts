import { HOUR_MS } from '../clock';
import { count, signedInProject } from '../test/harness';

const t = signedInProject();

const valid = { name: 'db-primary', productBundleId: 402, imageId: 3, datacenterId: 1 };

test('catalogue: images and bundles of bare metal only', async () => {
  const images = (await t.api.get('bare-metal/image/list')).json();
  expect(images[0]).toEqual({ id: 1, name: 'Ubuntu 24.04 LTS', family: 'ubuntu', version: '24.04' });
  const bundles = (await t.api.get('portal/product-bundle/bare-metal/list')).json();
  expect(bundles.map((b: { id: number }) => b.id)).toEqual([401, 402, 403]);
  expect(bundles[1]).toMatchObject({ cpu: 24, memory: 128, disk: 1920, hourlyPrice: 120000 });
});

test('create copies the hardware and price of the bundle, becomes active with a public address', async () => {
  const created = (await t.api.post(`bare-metal/${t.pid}/host/create`, valid)).json();
  expect(created).toMatchObject({ status: 'creating', cpu: 24, memory: 128, disk: 1920, hourlyPrice: 120000, imageName: 'Debian 12', ipv4: null });
  const got = (await t.api.get(`bare-metal/${t.pid}/host/get/${created.id}`)).json();
  expect(got.status).toBe('active');
  expect(got.ipv4).toMatch(/^185\.208\.\d+\.\d+$/);
  expect(got.datacenterName).toContain('آسیاتک');
  expect((await t.api.get(`bare-metal/${t.pid}/host/list`)).json().map((x: { id: number }) => x.id)).toEqual([created.id]);
});

test('every field error in one 422: a VM bundle is not a bare-metal bundle, unknown image', async () => {
  const before = count(t.h, 'bare_metal_hosts');
  const res = await t.api.post(`bare-metal/${t.pid}/host/create`, { name: 'x', productBundleId: 201, imageId: 99, datacenterId: 1 });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toEqual(['Name', 'ProductBundleId', 'ImageId']);
  expect(res.json().errors.ImageId).toEqual(['سیستم‌عامل انتخاب‌شده معتبر نیست']);
  expect(count(t.h, 'bare_metal_hosts')).toBe(before);
});

test('usage is charged to the wallet hourly; delete stops it and removes the server', async () => {
  const created = (await t.api.post(`bare-metal/${t.pid}/host/create`, valid)).json();
  await t.api.get(`bare-metal/${t.pid}/host/get/${created.id}`);
  t.h.time.advance(3 * HOUR_MS);
  const charged = t.h.chargeHourly();
  expect(charged.amount).toBeGreaterThanOrEqual(3 * 120000);
  const charges = t.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'bare-metal-host' AND resource_id = ?").pluck().get(created.id);
  expect(charges).toBe(3 * 120000);
  expect((await t.api.del(`bare-metal/${t.pid}/host/delete/${created.id}`)).statusCode).toBe(200);
  expect((await t.api.get(`bare-metal/${t.pid}/host/get/${created.id}`)).statusCode).toBe(404);
});

test("another customer cannot see, create in or delete this project's servers", async () => {
  const created = (await t.api.post(`bare-metal/${t.pid}/host/create`, valid)).json();
  expect((await t.other.get(`bare-metal/${t.pid}/host/get/${created.id}`)).statusCode).toBe(404);
  expect((await t.other.del(`bare-metal/${t.pid}/host/delete/${created.id}`)).statusCode).toBe(404);
  expect((await t.other.post(`bare-metal/${t.pid}/host/create`, { ...valid, name: 'intruder' })).statusCode).toBe(404);
  expect(count(t.h, 'bare_metal_hosts', t.pid)).toBe(1);
});
