import { sha256 } from '../auth/tokens';
import { count, harness, hostId, projectId, type Harness } from '../test/harness';

let h: Harness;
let api: ReturnType<Harness['api']>;
let pid: number;
beforeEach(async () => {
  h = harness();
  api = h.api(await h.login());
  pid = projectId(h, 'پروژه آزمایشی');
});
afterEach(() => h.close());

const valid = { name: 'photos', productBundleId: 302, datacenterId: 2 };

describe('create validation', () => {
  test('collects every field error in one 422 and writes nothing', async () => {
    const before = count(h, 'storage_hosts');
    const res = await api.post(`storage/${pid}/host/create`, { name: 'a', productBundleId: 999, datacenterId: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Name: ['نام نباید کمتر از ۳ نویسه باشد'],
      ProductBundleId: ['پلن سرویس انتخاب‌شده معتبر نیست'],
      DatacenterId: ['مرکز داده باید یک عدد صحیح مثبت باشد'],
    });
    expect(count(h, 'storage_hosts')).toBe(before);
  });

  test('missing body: every required field is reported', async () => {
    const res = await api.post(`storage/${pid}/host/create`, {});
    expect(Object.keys(res.json().errors)).toEqual(['Name', 'ProductBundleId', 'DatacenterId']);
  });

  test.each([
    ['bad name!', 'حروف انگلیسی'],
    ['-edge', 'خط تیره'],
    ['x'.repeat(51), 'بیشتر از ۵۰'],
  ])('name %j is refused', async (name, fragment) => {
    const res = await api.post(`storage/${pid}/host/create`, { ...valid, name });
    expect(res.json().errors.Name[0]).toContain(fragment);
  });

  test('a bundle of another product is not a storage bundle', async () => {
    // 101 is a virtual-server bundle (migration 5).
    const res = await api.post(`storage/${pid}/host/create`, { ...valid, productBundleId: 101 });
    expect(res.json().errors).toEqual({ ProductBundleId: [expect.any(String)] });
  });

  test('names are unique per project, case-insensitively', async () => {
    const res = await api.post(`storage/${pid}/host/create`, { ...valid, name: 'TEST-BUCKET' });
    expect(res.json().errors).toEqual({ Name: ['نام تکراری است'] });
    // The same name in another project is fine.
    expect((await api.post(`storage/${projectId(h, 'پروژه اصلی')}/host/create`, { ...valid, name: 'test-bucket' })).statusCode).toBe(200);
  });

  test('the per-project limit refuses with a message', async () => {
    h.db.prepare("INSERT INTO customer_limits (customer_id, resource, max) VALUES (1, 'storage', 2)").run();
    expect((await api.post(`storage/${pid}/host/create`, valid)).statusCode).toBe(200);
    const res = await api.post(`storage/${pid}/host/create`, { ...valid, name: 'third' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toContain('۲');
  });
});

describe('lifecycle', () => {
  test('provisionMs 0: answers creating, the next read shows active with its endpoint', async () => {
    const res = await api.post(`storage/${pid}/host/create`, valid);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ name: 'photos', status: 'creating', endpoint: null, productBundleId: 302, diskSize: 250, usedSize: 0, projectId: pid });
    const got = (await api.get(`storage/${pid}/host/get/${created.id}`)).json();
    expect(got.status).toBe('active');
    expect(got.endpoint).toBe(`https://photos-${created.id}.s3.thr-afranet.sandbox.local`);
    expect(got.bundleName).toContain('۲۵۰');
  });

  test('with a delay, the row stays creating until the clock passes it; delete goes through deleting', async () => {
    const slow = harness({ delays: { provisionMs: 3000 } });
    try {
      const sapi = slow.api(await slow.login());
      const spid = projectId(slow, 'پروژه آزمایشی');
      const { id } = (await sapi.post(`storage/${spid}/host/create`, valid)).json();
      slow.time.advance(2999);
      expect((await sapi.get(`storage/${spid}/host/get/${id}`)).json().status).toBe('creating');
      slow.time.advance(1);
      expect((await sapi.get(`storage/${spid}/host/get/${id}`)).json().status).toBe('active');

      expect((await sapi.del(`storage/${spid}/host/delete/${id}`)).statusCode).toBe(200);
      expect((await sapi.get(`storage/${spid}/host/get/${id}`)).json().status).toBe('deleting');
      // A second delete while deleting is refused, as is an edit.
      expect((await sapi.del(`storage/${spid}/host/delete/${id}`)).statusCode).toBe(422);
      expect((await sapi.put(`storage/${spid}/host/edit/${id}`, { name: 'renamed' })).statusCode).toBe(422);
      slow.time.advance(3000);
      expect((await sapi.get(`storage/${spid}/host/get/${id}`)).statusCode).toBe(404);
    } finally {
      await slow.close();
    }
  });

  test('the demo timer settles rows without a request', async () => {
    const timed = harness({ delays: { provisionMs: 20 }, now: () => new Date() });
    try {
      const tapi = timed.api(await timed.login());
      const { id } = (await tapi.post(`storage/${projectId(timed, 'پروژه آزمایشی')}/host/create`, valid)).json();
      await new Promise((r) => setTimeout(r, 80));
      expect(timed.db.prepare('SELECT status, endpoint FROM storage_hosts WHERE id = ?').get(id)).toMatchObject({ status: 'active', endpoint: expect.any(String) });
    } finally {
      await timed.close();
    }
  });

  test('edit renames, validates, and keeps the endpoint', async () => {
    const id = hostId(h, 'test-bucket');
    const before = (await api.get(`storage/${pid}/host/get/${id}`)).json();
    const res = await api.put(`storage/${pid}/host/edit/${id}`, { name: 'renamed-bucket' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'renamed-bucket', endpoint: before.endpoint });
    expect((await api.put(`storage/${pid}/host/edit/${id}`, { name: 'x' })).json().errors).toEqual({ Name: [expect.any(String)] });
    // Renaming to its own name is not a clash with itself.
    expect((await api.put(`storage/${pid}/host/edit/${id}`, { name: 'Renamed-Bucket' })).statusCode).toBe(200);
  });
});

describe('keys', () => {
  test('the secret is shown once and only its hash is stored', async () => {
    const id = hostId(h, 'test-bucket');
    const res = await api.post(`storage/${pid}/key/create/${id}`);
    expect(res.statusCode).toBe(200);
    const key = res.json();
    expect(key).toEqual({ id: expect.any(Number), storageHostId: id, accessKey: expect.stringMatching(/^[A-Z0-9]{20}$/), secretKey: expect.any(String), createdAt: expect.any(String) });
    const stored = h.db.prepare('SELECT * FROM storage_keys WHERE id = ?').get(key.id) as Record<string, unknown>;
    expect(Object.values(stored)).not.toContain(key.secretKey);
    expect(stored.secret_hash).toBe(sha256(key.secretKey));
    const list = (await api.get(`storage/${pid}/key/list/${id}`)).json();
    expect(list).toEqual([{ id: key.id, storageHostId: id, accessKey: key.accessKey, createdAt: key.createdAt }]);
  });

  test('a POST with a JSON content type and no body is accepted', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/my/storage/${pid}/key/create/${hostId(h, 'test-bucket')}`,
      headers: { authorization: `Bearer ${await h.login()}`, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  test('keys can only be created on an active host', async () => {
    const slow = harness({ delays: { provisionMs: 5000 } });
    try {
      const sapi = slow.api(await slow.login());
      const spid = projectId(slow, 'پروژه آزمایشی');
      const { id } = (await sapi.post(`storage/${spid}/host/create`, valid)).json();
      const res = await sapi.post(`storage/${spid}/key/create/${id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errorMessage).toContain('فعال');
      expect(slow.db.prepare('SELECT COUNT(*) FROM storage_keys WHERE storage_host_id = ?').pluck().get(id)).toBe(0);
    } finally {
      await slow.close();
    }
  });

  test('at most five keys per host', async () => {
    const id = hostId(h, 'test-bucket');
    for (let i = 0; i < 5; i++) expect((await api.post(`storage/${pid}/key/create/${id}`)).statusCode).toBe(200);
    const sixth = await api.post(`storage/${pid}/key/create/${id}`);
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errorMessage).toContain('۵');
    const { id: keyId } = (await api.get(`storage/${pid}/key/list/${id}`)).json()[0];
    expect((await api.del(`storage/${pid}/key/delete/${keyId}`)).statusCode).toBe(200);
    expect((await api.post(`storage/${pid}/key/create/${id}`)).statusCode).toBe(200);
  });

  test('deleting a host deletes its keys', async () => {
    const main = projectId(h, 'پروژه اصلی');
    const id = hostId(h, 'media-assets');
    expect((await api.get(`storage/${main}/key/list/${id}`)).json()).toHaveLength(2);
    expect((await api.del(`storage/${main}/host/delete/${id}`)).statusCode).toBe(200);
    await api.get(`storage/${main}/host/list`);
    expect(h.db.prepare('SELECT COUNT(*) FROM storage_keys WHERE storage_host_id = ?').pluck().get(id)).toBe(0);
    expect((await api.get(`storage/${main}/key/list/${id}`)).statusCode).toBe(404);
  });
});
