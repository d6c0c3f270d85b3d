import { HOUR_MS } from '../clock';
import { count, harness, projectId, type Harness } from '../test/harness';

let h: Harness;
let api: ReturnType<Harness['api']>;
let pid: number;
beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
  pid = projectId(h, 'پروژه آزمایشی');
});
afterEach(() => h.close());

const valid = { name: 'db-primary', productBundleId: 402, imageId: 3, datacenterId: 1 };

test('catalogue: images and bundles of bare metal only', async () => {
  const images = (await api.get('bare-metal/image/list')).json();
  expect(images[0]).toEqual({ id: 1, name: 'Ubuntu 24.04 LTS', family: 'ubuntu', version: '24.04' });
  const bundles = (await api.get('portal/product-bundle/bare-metal/list')).json();
  expect(bundles.map((b: { id: number }) => b.id)).toEqual([401, 402, 403]);
  expect(bundles[1]).toMatchObject({ cpu: 24, memory: 128, disk: 1920, hourlyPrice: 120000 });
});

test('create copies the hardware and price of the bundle, becomes active with a public address', async () => {
  const created = (await api.post(`bare-metal/${pid}/host/create`, valid)).json();
  expect(created).toMatchObject({ status: 'creating', cpu: 24, memory: 128, disk: 1920, hourlyPrice: 120000, imageName: 'Debian 12', ipv4: null });
  const got = (await api.get(`bare-metal/${pid}/host/get/${created.id}`)).json();
  expect(got.status).toBe('active');
  expect(got.ipv4).toMatch(/^185\.208\.\d+\.\d+$/);
  expect(got.datacenterName).toContain('آسیاتک');
  expect((await api.get(`bare-metal/${pid}/host/list`)).json().map((x: { id: number }) => x.id)).toEqual([created.id]);
});

test('every field error in one 422: a VM bundle is not a bare-metal bundle, unknown image', async () => {
  const before = count(h, 'bare_metal_hosts');
  const res = await api.post(`bare-metal/${pid}/host/create`, { name: 'x', productBundleId: 201, imageId: 99, datacenterId: 1 });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(res.json().errors)).toEqual(['Name', 'ProductBundleId', 'ImageId']);
  expect(res.json().errors.ImageId).toEqual(['سیستم‌عامل انتخاب‌شده معتبر نیست']);
  expect(count(h, 'bare_metal_hosts')).toBe(before);
});

test('usage is charged to the wallet hourly; delete stops it and removes the server', async () => {
  const created = (await api.post(`bare-metal/${pid}/host/create`, valid)).json();
  await api.get(`bare-metal/${pid}/host/get/${created.id}`);
  h.time.advance(3 * HOUR_MS);
  const charged = h.chargeHourly();
  expect(charged.amount).toBeGreaterThanOrEqual(3 * 120000);
  const charges = h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'bare-metal-host' AND resource_id = ?").pluck().get(created.id);
  expect(charges).toBe(3 * 120000);
  expect((await api.del(`bare-metal/${pid}/host/delete/${created.id}`)).statusCode).toBe(200);
  expect((await api.get(`bare-metal/${pid}/host/get/${created.id}`)).statusCode).toBe(404);
});

test("another customer cannot see, create in or delete this project's servers", async () => {
  const created = (await api.post(`bare-metal/${pid}/host/create`, valid)).json();
  const other = h.api(await h.login('other@example.com', 'Other@1234'));
  expect((await other.get(`bare-metal/${pid}/host/get/${created.id}`)).statusCode).toBe(404);
  expect((await other.del(`bare-metal/${pid}/host/delete/${created.id}`)).statusCode).toBe(404);
  expect((await other.post(`bare-metal/${pid}/host/create`, { ...valid, name: 'intruder' })).statusCode).toBe(404);
  expect(count(h, 'bare_metal_hosts')).toBe(1);
});
