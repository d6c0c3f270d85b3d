import { PRODUCT, serviceStatusId, serviceStatusWord, STORAGE_CUSTOM_SIZE, storagePrice } from '@portal/contracts';
import { sha256 } from '../../auth/tokens';
import { count, hostId, projectId, signedInProject, withProject } from '../../test/harness';

const t = signedInProject();

const valid = { name: 'photos', publicAccess: false, isPredefined: true, productBundleId: 302 };
const created = (name = 'photos') => t.h.db.prepare('SELECT * FROM storage_hosts WHERE name = ?').get(name) as Record<string, unknown>;

describe('create validation', () => {
  test('collects every field error in one 422 and writes nothing', async () => {
    const before = count(t.h, 'storage_hosts');
    const res = await t.api.post(`storage/${t.pid}/host/create`, { name: 'a', isPredefined: true, productBundleId: 999 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ Name: ['نام نباید کمتر از ۳ نویسه باشد'], ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'] });
    expect(count(t.h, 'storage_hosts')).toBe(before);
  });

  test('a bundle order needs a bundle, a sized order a size', async () => {
    expect((await t.api.post(`storage/${t.pid}/host/create`, { name: 'photos', isPredefined: true })).json().errors).toEqual({
      ProductBundleId: [expect.any(String)],
    });
    expect((await t.api.post(`storage/${t.pid}/host/create`, { name: 'photos', isPredefined: false })).json().errors).toEqual({
      Disk: [expect.stringContaining('حجم')],
    });
    expect((await t.api.post(`storage/${t.pid}/host/create`, { name: 'photos', isPredefined: false, disk: 5 })).json().errors).toEqual({
      Disk: [expect.any(String)],
    });
  });

  test.each([
    ['bad name!', 'حروف انگلیسی'],
    ['-edge', 'خط تیره'],
    ['x'.repeat(51), 'بیشتر از ۵۰'],
  ])('name %j is refused', async (name, fragment) => {
    const res = await t.api.post(`storage/${t.pid}/host/create`, { ...valid, name });
    expect(res.json().errors.Name[0]).toContain(fragment);
  });

  test('a bundle of another product is not a storage bundle', async () => {
    // 101 is a virtual-server bundle (migration 5).
    const res = await t.api.post(`storage/${t.pid}/host/create`, { ...valid, productBundleId: 101 });
    expect(res.json().errors).toEqual({ ProductBundleId: [expect.any(String)] });
  });

  test('names are unique per project, case-insensitively', async () => {
    const res = await t.api.post(`storage/${t.pid}/host/create`, { ...valid, name: 'TEST-BUCKET' });
    expect(res.json().errors).toEqual({ Name: ['نام تکراری است'] });
    // The same name in another project is fine.
    expect((await t.api.post(`storage/${projectId(t.h, 'پروژه اصلی')}/host/create`, { ...valid, name: 'test-bucket' })).statusCode).toBe(200);
  });

  test('the per-project limit refuses with a message', async () => {
    t.h.db.prepare("INSERT INTO customer_limits (customer_id, resource, max) VALUES (1, 'storage', 2)").run();
    expect((await t.api.post(`storage/${t.pid}/host/create`, valid)).statusCode).toBe(200);
    const res = await t.api.post(`storage/${t.pid}/host/create`, { ...valid, name: 'third' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toContain('۲');
  });
});

describe('lifecycle', () => {
  test('provisionMs 0: the create answers a message only; the host is active with its S3 address in the project data centre', async () => {
    const res = await t.api.post(`storage/${t.pid}/host/create`, { ...valid, publicAccess: true });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['message']);
    const { id } = created();
    const got = (await t.api.get(`storage/${t.pid}/host/get/${id}`)).json();
    expect(got).toEqual({
      id,
      datacenter: expect.any(String),
      name: 'photos',
      status: serviceStatusWord(serviceStatusId('active')),
      statusId: serviceStatusId('active'),
      disk: 250,
      isPublic: true,
      public: expect.stringMatching(new RegExp(`^https://photos-${id}\\.s3\\.[a-z-]+\\.sandbox\\.local$`)),
      createDate: expect.any(String),
    });
    const row = (await t.api.get(`storage/${t.pid}/host/list`)).json().find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({
      name: 'photos',
      customerId: 1,
      customer: expect.any(String),
      userName: expect.stringContaining('@'),
      isPublic: true,
      public: got.public,
      expireDate: null,
    });
  });

  test("a host ordered by size is charged its GB at product 104's GB item, as the portal prices it", async () => {
    const items = (await t.api.get(`portal/product-item/list/${PRODUCT.storage}`)).json();
    const price = storagePrice(items, 100)!;
    expect(price.hourly).toBeGreaterThan(0);
    expect((await t.api.post(`storage/${t.pid}/host/create`, { name: 'sized', isPredefined: false, disk: 100 })).statusCode).toBe(200);
    expect(created('sized')).toMatchObject({ disk_size: 100, product_bundle_id: null, hourly_price: price.hourly, is_public: 0 });
    const { id } = created('sized');
    expect((await t.api.get(`storage/${t.pid}/host/get/${id}`)).json()).toMatchObject({ disk: 100 });
  });

  test("a size is within the provider's order limits (50 to 5000 GB, whole); a sized order names no bundle", async () => {
    for (const disk of [STORAGE_CUSTOM_SIZE.min - 1, STORAGE_CUSTOM_SIZE.max + 1, 100.5, null]) {
      const res = await t.api.post(`storage/${t.pid}/host/create`, { name: 'sized', isPredefined: false, disk });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ Disk: [expect.any(String)] });
    }
    expect(t.h.db.prepare("SELECT COUNT(*) FROM storage_hosts WHERE name = 'sized'").pluck().get()).toBe(0);
    expect(
      (await t.api.post(`storage/${t.pid}/host/create`, { name: 'sized', isPredefined: false, productBundleId: 302, disk: STORAGE_CUSTOM_SIZE.max }))
        .statusCode,
    ).toBe(200);
    expect(created('sized')).toMatchObject({ disk_size: STORAGE_CUSTOM_SIZE.max, product_bundle_id: null });
  });

  test('with a delay, the row stays creating until the clock passes it; delete goes through deleting', async () => {
    await withProject({ delays: { provisionMs: 3000 } }, async (s) => {
      await s.api.post(`storage/${s.pid}/host/create`, valid);
      const id = hostId(s.h, 'photos');
      s.h.time.advance(2999);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).json()).toMatchObject({ statusId: serviceStatusId('waiting'), public: null });
      s.h.time.advance(1);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).json().statusId).toBe(serviceStatusId('active'));

      expect((await s.api.del(`storage/${s.pid}/host/delete/${id}`)).statusCode).toBe(200);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).json().statusId).toBe(serviceStatusId('deleting'));
      // A second delete while deleting is refused, as is an edit.
      expect((await s.api.del(`storage/${s.pid}/host/delete/${id}`)).statusCode).toBe(422);
      expect((await s.api.put(`storage/${s.pid}/host/edit/${id}`, { volumeSize: 500 })).statusCode).toBe(422);
      s.h.time.advance(3000);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).statusCode).toBe(404);
    });
  });

  test('the demo timer settles rows without a request', async () => {
    await withProject({ delays: { provisionMs: 20 }, now: () => new Date() }, async (s) => {
      await s.api.post(`storage/${s.pid}/host/create`, valid);
      await new Promise((r) => setTimeout(r, 80));
      expect(s.h.db.prepare("SELECT status, endpoint FROM storage_hosts WHERE name = 'photos'").get()).toMatchObject({
        status: 'active',
        endpoint: expect.any(String),
      });
    });
  });

  test('edit grows the host (never shrinks), reprices in proportion and keeps the address', async () => {
    const id = hostId(t.h, 'test-bucket');
    const before = (await t.api.get(`storage/${t.pid}/host/get/${id}`)).json();
    const price = created('test-bucket').hourly_price as number;
    expect((await t.api.put(`storage/${t.pid}/host/edit/${id}`, { volumeSize: before.disk })).json().errors).toEqual({
      VolumeSize: [expect.stringContaining('یکسان')],
    });
    expect((await t.api.put(`storage/${t.pid}/host/edit/${id}`, { volumeSize: before.disk - 10 })).json().errors).toEqual({
      VolumeSize: [expect.stringContaining('افزایش')],
    });
    const res = await t.api.put(`storage/${t.pid}/host/edit/${id}`, { volumeSize: before.disk * 2 });
    expect(res.statusCode).toBe(200);
    expect((await t.api.get(`storage/${t.pid}/host/get/${id}`)).json()).toMatchObject({ disk: before.disk * 2, public: before.public });
    expect(created('test-bucket').hourly_price).toBe(price * 2);
  });
});

describe('keys', () => {
  const keys = (id: number) => `storage/${t.pid}/host/${id}/key`;

  test('the secret is answered once and only its hash is stored', async () => {
    const id = hostId(t.h, 'test-bucket');
    const res = await t.api.post(`${keys(id)}/create`);
    expect(res.statusCode).toBe(200);
    const key = res.json();
    expect(key).toEqual({ accessKey: expect.stringMatching(/^[A-Z0-9]{20}$/), secretKey: expect.any(String) });
    const stored = t.h.db.prepare('SELECT * FROM storage_keys WHERE access_key = ?').get(key.accessKey) as Record<string, unknown>;
    expect(Object.values(stored)).not.toContain(key.secretKey);
    expect(stored.secret_hash).toBe(sha256(key.secretKey));
    expect((await t.api.get(`${keys(id)}/list`)).json()).toEqual([{ id: stored.id, accessKey: key.accessKey, createDate: expect.any(String) }]);
  });

  test('a POST with a JSON content type and no body is accepted', async () => {
    const res = await t.h.app.inject({
      method: 'POST',
      url: `/api/my/${keys(hostId(t.h, 'test-bucket'))}/create`,
      headers: { authorization: `Bearer ${await t.h.login()}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('keys can only be created on an active host', async () => {
    await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
      await s.api.post(`storage/${s.pid}/host/create`, valid);
      const id = hostId(s.h, 'photos');
      const res = await s.api.post(`storage/${s.pid}/host/${id}/key/create`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toContain('فعال');
      expect(s.h.db.prepare('SELECT COUNT(*) FROM storage_keys WHERE storage_host_id = ?').pluck().get(id)).toBe(0);
    });
  });

  test('at most five keys per host; a key is deleted under its own host only', async () => {
    const id = hostId(t.h, 'test-bucket');
    for (let i = 0; i < 5; i++) expect((await t.api.post(`${keys(id)}/create`)).statusCode).toBe(200);
    const sixth = await t.api.post(`${keys(id)}/create`);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errorMessage).toContain('۵');
    const { id: keyId } = (await t.api.get(`${keys(id)}/list`)).json()[0];
    expect((await t.api.del(`${keys(id + 1000)}/delete/${keyId}`)).statusCode).toBe(404);
    expect((await t.api.del(`${keys(id)}/delete/${keyId}`)).statusCode).toBe(200);
    expect((await t.api.post(`${keys(id)}/create`)).statusCode).toBe(200);
  });

  test('deleting a host deletes its keys', async () => {
    const main = projectId(t.h, 'پروژه اصلی');
    const id = hostId(t.h, 'media-assets');
    expect((await t.api.get(`storage/${main}/host/${id}/key/list`)).json()).toHaveLength(2);
    expect((await t.api.del(`storage/${main}/host/delete/${id}`)).statusCode).toBe(200);
    await t.api.get(`storage/${main}/host/list`);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM storage_keys WHERE storage_host_id = ?').pluck().get(id)).toBe(0);
    expect((await t.api.get(`storage/${main}/host/${id}/key/list`)).statusCode).toBe(404);
  });
});
