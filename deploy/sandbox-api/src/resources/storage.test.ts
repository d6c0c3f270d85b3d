import { sha256 } from '../auth/tokens';
import { count, hostId, projectId, signedInProject, withProject } from '../test/harness';

const t = signedInProject();

const valid = { name: 'photos', productBundleId: 302, datacenterId: 2 };

describe('create validation', () => {
  test('collects every field error in one 422 and writes nothing', async () => {
    const before = count(t.h, 'storage_hosts');
    const res = await t.api.post(`storage/${t.pid}/host/create`, { name: 'a', productBundleId: 999, datacenterId: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'],
      DatacenterId: ['مرکز داده باید یک عدد صحیح باشد'],
    });
    expect(count(t.h, 'storage_hosts')).toBe(before);
  });

  test('missing body: every required field is reported', async () => {
    const res = await t.api.post(`storage/${t.pid}/host/create`, {});
    expect(Object.keys(res.json().errors)).toEqual(['Name', 'ProductBundleId', 'DatacenterId']);
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
  test('provisionMs 0: answers creating, the next read shows active with its endpoint', async () => {
    const res = await t.api.post(`storage/${t.pid}/host/create`, valid);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ name: 'photos', status: 'creating', endpoint: null, productBundleId: 302, diskSize: 250, usedSize: 0, projectId: t.pid });
    const got = (await t.api.get(`storage/${t.pid}/host/get/${created.id}`)).json();
    expect(got.status).toBe('active');
    expect(got.endpoint).toBe(`https://photos-${created.id}.s3.thr-afranet.sandbox.local`);
    expect(got.bundleName).toContain('۲۵۰');
  });

  test('with a delay, the row stays creating until the clock passes it; delete goes through deleting', async () => {
    await withProject({ delays: { provisionMs: 3000 } }, async (s) => {
      const { id } = (await s.api.post(`storage/${s.pid}/host/create`, valid)).json();
      s.h.time.advance(2999);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).json().status).toBe('creating');
      s.h.time.advance(1);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).json().status).toBe('active');

      expect((await s.api.del(`storage/${s.pid}/host/delete/${id}`)).statusCode).toBe(200);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).json().status).toBe('deleting');
      // A second delete while deleting is refused, as is an edit.
      expect((await s.api.del(`storage/${s.pid}/host/delete/${id}`)).statusCode).toBe(422);
      expect((await s.api.put(`storage/${s.pid}/host/edit/${id}`, { name: 'renamed' })).statusCode).toBe(422);
      s.h.time.advance(3000);
      expect((await s.api.get(`storage/${s.pid}/host/get/${id}`)).statusCode).toBe(404);
    });
  });

  test('the demo timer settles rows without a request', async () => {
    await withProject({ delays: { provisionMs: 20 }, now: () => new Date() }, async (s) => {
      const { id } = (await s.api.post(`storage/${s.pid}/host/create`, valid)).json();
      await new Promise((r) => setTimeout(r, 80));
      expect(s.h.db.prepare('SELECT status, endpoint FROM storage_hosts WHERE id = ?').get(id)).toMatchObject({ status: 'active', endpoint: expect.any(String) });
    });
  });

  test('edit renames, validates, and keeps the endpoint', async () => {
    const id = hostId(t.h, 'test-bucket');
    const before = (await t.api.get(`storage/${t.pid}/host/get/${id}`)).json();
    const res = await t.api.put(`storage/${t.pid}/host/edit/${id}`, { name: 'renamed-bucket' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'renamed-bucket', endpoint: before.endpoint });
    expect((await t.api.put(`storage/${t.pid}/host/edit/${id}`, { name: 'x' })).json().errors).toEqual({ Name: [expect.any(String)] });
    // Renaming to its own name is not a clash with itself.
    expect((await t.api.put(`storage/${t.pid}/host/edit/${id}`, { name: 'Renamed-Bucket' })).statusCode).toBe(200);
  });
});

describe('keys', () => {
  test('the secret is shown once and only its hash is stored', async () => {
    const id = hostId(t.h, 'test-bucket');
    const res = await t.api.post(`storage/${t.pid}/key/create/${id}`);
    expect(res.statusCode).toBe(200);
    const key = res.json();
    expect(key).toEqual({ id: expect.any(Number), storageHostId: id, accessKey: expect.stringMatching(/^[A-Z0-9]{20}$/), secretKey: expect.any(String), createdAt: expect.any(String) });
    const stored = t.h.db.prepare('SELECT * FROM storage_keys WHERE id = ?').get(key.id) as Record<string, unknown>;
    expect(Object.values(stored)).not.toContain(key.secretKey);
    expect(stored.secret_hash).toBe(sha256(key.secretKey));
    const list = (await t.api.get(`storage/${t.pid}/key/list/${id}`)).json();
    expect(list).toEqual([{ id: key.id, storageHostId: id, accessKey: key.accessKey, createdAt: key.createdAt }]);
  });

  test('a POST with a JSON content type and no body is accepted', async () => {
    const res = await t.h.app.inject({
      method: 'POST',
      url: `/api/my/storage/${t.pid}/key/create/${hostId(t.h, 'test-bucket')}`,
      headers: { authorization: `Bearer ${await t.h.login()}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('keys can only be created on an active host', async () => {
    await withProject({ delays: { provisionMs: 5000 } }, async (s) => {
      const { id } = (await s.api.post(`storage/${s.pid}/host/create`, valid)).json();
      const res = await s.api.post(`storage/${s.pid}/key/create/${id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toContain('فعال');
      expect(s.h.db.prepare('SELECT COUNT(*) FROM storage_keys WHERE storage_host_id = ?').pluck().get(id)).toBe(0);
    });
  });

  test('at most five keys per host', async () => {
    const id = hostId(t.h, 'test-bucket');
    for (let i = 0; i < 5; i++) expect((await t.api.post(`storage/${t.pid}/key/create/${id}`)).statusCode).toBe(200);
    const sixth = await t.api.post(`storage/${t.pid}/key/create/${id}`);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errorMessage).toContain('۵');
    const { id: keyId } = (await t.api.get(`storage/${t.pid}/key/list/${id}`)).json()[0];
    expect((await t.api.del(`storage/${t.pid}/key/delete/${keyId}`)).statusCode).toBe(200);
    expect((await t.api.post(`storage/${t.pid}/key/create/${id}`)).statusCode).toBe(200);
  });

  test('deleting a host deletes its keys', async () => {
    const main = projectId(t.h, 'پروژه اصلی');
    const id = hostId(t.h, 'media-assets');
    expect((await t.api.get(`storage/${main}/key/list/${id}`)).json()).toHaveLength(2);
    expect((await t.api.del(`storage/${main}/host/delete/${id}`)).statusCode).toBe(200);
    await t.api.get(`storage/${main}/host/list`);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM storage_keys WHERE storage_host_id = ?').pluck().get(id)).toBe(0);
    expect((await t.api.get(`storage/${main}/key/list/${id}`)).statusCode).toBe(404);
  });
});
