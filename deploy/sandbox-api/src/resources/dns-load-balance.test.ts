import { projectId, signedInProject, type Client } from '../test/harness';

const t = signedInProject();

async function newZone(api: Client, pid: number, name = 'lb-example.ir') {
  const res = await api.post(`dns-cdn/${pid}/host/create`, { name, cdnType: 'basic' });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}
const pool = { name: 'web', origins: [{ address: '10.0.0.5', weight: 60 }, { address: 'origin.lb-example.ir', weight: 40 }], healthCheckPath: '/health', healthCheckInterval: 30 };
const createPool = async (zoneId: number, body: object = pool) => t.api.post(`dns-cdn/${t.pid}/origin-pool/create/${zoneId}`, body);

describe('origin pools', () => {
  test('create refuses every bad field and origin in one 422, under Origins[i].Field', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const res = await createPool(zoneId, {
      name: '',
      origins: [{ address: 'http://x.ir', weight: 0 }, { address: '10.0.0.5', weight: 10 }, { address: '10.0.0.5', weight: 20 }],
      healthCheckPath: 'health',
      healthCheckInterval: 5,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Name: ['وارد کردن نام الزامی است'],
      HealthCheckPath: ['مسیر باید با / شروع شود و فاصله نداشته باشد'],
      HealthCheckInterval: [expect.stringContaining('باید عددی بین ۱۰ و ۳۰۰ باشد')],
      'Origins[0].Address': [expect.stringContaining('نشانی مبدأ باید یک IPv4 یا نام میزبان باشد، بدون http و پورت')],
      'Origins[0].Weight': ['وزن مبدأ باید عددی بین ۱ و ۱۰۰ باشد'],
      'Origins[2].Address': ['این سرور مبدأ در استخر تکراری است'],
    });
    expect((await createPool(zoneId, { ...pool, origins: [] })).json().errors.Origins).toEqual(['دست‌کم یک سرور مبدأ وارد کنید']);
    expect((await t.api.get(`dns-cdn/${t.pid}/origin-pool/list/${zoneId}`)).json()).toEqual([]);
  });

  test('create, edit (origins replaced, name unique in the zone), delete refused while a route uses it', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const created = (await createPool(zoneId)).json();
    expect(created).toMatchObject({ name: 'web', status: 'active', origins: pool.origins, healthCheckPath: '/health', healthCheckInterval: 30, routeCount: 0 });
    const other = (await createPool(zoneId, { ...pool, name: 'backup' })).json();
    expect((await t.api.put(`dns-cdn/${t.pid}/origin-pool/edit/${other.id}`, pool)).json().errors).toEqual({ Name: ['نام تکراری است'] });
    const edited = (await t.api.put(`dns-cdn/${t.pid}/origin-pool/edit/${created.id}`, { ...pool, origins: [{ address: '10.0.0.9', weight: 100 }], healthCheckInterval: 60 })).json();
    expect(edited).toMatchObject({ origins: [{ address: '10.0.0.9', weight: 100 }], healthCheckInterval: 60 });

    const r = (await t.api.post(`dns-cdn/${t.pid}/cdn-route/create/${zoneId}`, { pathPattern: '/*', originPoolId: created.id, cacheEnabled: true, cacheTtl: 3600 })).json();
    const refused = await t.api.del(`dns-cdn/${t.pid}/origin-pool/delete/${created.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorMessage).toBe('۱ مسیر CDN به این استخر می‌رود؛ ابتدا آن مسیرها را به استخر دیگری بفرستید یا حذف کنید');
    expect((await t.api.put(`dns-cdn/${t.pid}/cdn-route/edit/${r.id}`, { pathPattern: '/*', originPoolId: other.id, cacheEnabled: true, cacheTtl: 3600 })).json().originPoolName).toBe('backup');
    expect((await t.api.del(`dns-cdn/${t.pid}/origin-pool/delete/${created.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/origin-pool/list/${zoneId}`)).json().map((p: { name: string }) => p.name)).toEqual(['backup']);
  });
});

describe('CDN routes', () => {
  test('create, get, edit, delete; pattern form and uniqueness, TTL range, a pool of another zone refused', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const otherZone = await newZone(t.api, t.pid, 'lb-other.ir');
    const p = (await createPool(zoneId)).json();
    const foreign = (await createPool(otherZone)).json();
    const url = `dns-cdn/${t.pid}/cdn-route/create/${zoneId}`;
    const bad = await t.api.post(url, { pathPattern: '/a*b', originPoolId: foreign.id, cacheEnabled: true, cacheTtl: 5 });
    expect(bad.json().errors).toEqual({
      PathPattern: [expect.stringContaining('* فقط در پایان آن بیاید')],
      OriginPoolId: ['استخر مبدأ را از استخرهای همین دامنه انتخاب کنید'],
      CacheTtl: [expect.stringContaining('بین ۶۰ و ۲۵۹۲۰۰۰')],
    });
    const route = (await t.api.post(url, { pathPattern: '/static/*', originPoolId: p.id, cacheEnabled: true, cacheTtl: 86400 })).json();
    expect(route).toMatchObject({ pathPattern: '/static/*', originPoolId: p.id, originPoolName: 'web', cacheEnabled: true, cacheTtl: 86400, dnsCdnHostId: zoneId });
    expect((await t.api.post(url, { pathPattern: '/static/*', originPoolId: p.id, cacheEnabled: false, cacheTtl: 60 })).json().errors.PathPattern).toEqual(['الگوی مسیر تکراری است']);
    expect((await t.api.get(`dns-cdn/${t.pid}/cdn-route/get/${route.id}`)).json().pathPattern).toBe('/static/*');
    const edited = (await t.api.put(`dns-cdn/${t.pid}/cdn-route/edit/${route.id}`, { pathPattern: '/assets/*', originPoolId: p.id, cacheEnabled: false, cacheTtl: 60 })).json();
    expect(edited).toMatchObject({ pathPattern: '/assets/*', cacheEnabled: false });
    expect((await t.api.get(`dns-cdn/${t.pid}/origin-pool/list/${zoneId}`)).json()[0].routeCount).toBe(1);
    expect((await t.api.del(`dns-cdn/${t.pid}/cdn-route/delete/${route.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/cdn-route/list/${zoneId}`)).json()).toEqual([]);
  });

  test('another customer gets 404 on every pool and route call; deleting the zone removes its pools and routes', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const p = (await createPool(zoneId)).json();
    const r = (await t.api.post(`dns-cdn/${t.pid}/cdn-route/create/${zoneId}`, { pathPattern: '/*', originPoolId: p.id, cacheEnabled: true, cacheTtl: 3600 })).json();
    const g = (await t.api.post(`dns-cdn/${t.pid}/api-gateway/create/${zoneId}`, { path: '/api/*', upstream: 'https://api.lb-example.ir', rateLimit: 100 })).json();
    for (const res of [
      await t.other.get(`dns-cdn/${t.pid}/origin-pool/list/${zoneId}`),
      await t.other.post(`dns-cdn/${t.pid}/origin-pool/create/${zoneId}`, pool),
      await t.other.put(`dns-cdn/${t.pid}/origin-pool/edit/${p.id}`, pool),
      await t.other.del(`dns-cdn/${t.pid}/origin-pool/delete/${p.id}`),
      await t.other.get(`dns-cdn/${t.pid}/cdn-route/list/${zoneId}`),
      await t.other.get(`dns-cdn/${t.pid}/cdn-route/get/${r.id}`),
      await t.other.put(`dns-cdn/${t.pid}/cdn-route/edit/${r.id}`, { pathPattern: '/x', originPoolId: p.id, cacheEnabled: false, cacheTtl: 60 }),
      await t.other.del(`dns-cdn/${t.pid}/cdn-route/delete/${r.id}`),
      await t.other.get(`dns-cdn/${t.pid}/api-gateway/list/${zoneId}`),
      await t.other.put(`dns-cdn/${t.pid}/api-gateway/edit/${g.id}`, { path: '/x', upstream: 'https://x.ir', rateLimit: 1 }),
      await t.other.del(`dns-cdn/${t.pid}/api-gateway/delete/${g.id}`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await t.api.del(`dns-cdn/${t.pid}/host/delete/${zoneId}`)).statusCode).toBe(200);
    for (const table of ['cdn_origin_pools', 'cdn_routes', 'api_gateway_routes'])
      expect(t.h.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE zone_id = ?`).pluck().get(zoneId)).toBe(0);
  });

  test('the demo zone has an origin pool behind a CDN route and an API gateway route', async () => {
    const main = projectId(t.h, 'پروژه اصلی');
    const zone = (await t.api.get(`dns-cdn/${main}/host/list`)).json().find((z: { name: string }) => z.name === 'shop-demo.ir');
    expect((await t.api.get(`dns-cdn/${main}/cdn-route/list/${zone.id}`)).json()).toEqual([expect.objectContaining({ pathPattern: '/*', originPoolName: 'web-servers', cacheEnabled: true, cacheTtl: 3600 })]);
    expect((await t.api.get(`dns-cdn/${main}/origin-pool/list/${zone.id}`)).json()[0]).toMatchObject({ origins: [{ address: '185.208.180.20', weight: 70 }, { address: '185.208.180.21', weight: 30 }], routeCount: 1 });
    expect((await t.api.get(`dns-cdn/${main}/api-gateway/list/${zone.id}`)).json()).toEqual([expect.objectContaining({ path: '/api/v1/*', rateLimit: 600 })]);
  });
});

describe('API gateway routes', () => {
  test('create refuses a bad path, an upstream that is not an http(s) URL and a rate limit out of range; edit and delete', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const url = `dns-cdn/${t.pid}/api-gateway/create/${zoneId}`;
    const bad = await t.api.post(url, { path: 'api', upstream: 'ftp://files.ir', rateLimit: 0 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['Path', 'RateLimit', 'Upstream']);
    expect(bad.json().errors.Upstream).toEqual([expect.stringContaining('باید با http:// یا https:// شروع شود')]);
    expect(bad.json().errors.RateLimit).toEqual(['محدودیت درخواست در دقیقه باید عددی بین ۱ و ۱۰۰۰۰۰ باشد']);
    const created = (await t.api.post(url, { path: '/api/*', upstream: 'https://api.lb-example.ir:8443/v2', rateLimit: 1200 })).json();
    expect(created).toMatchObject({ path: '/api/*', upstream: 'https://api.lb-example.ir:8443/v2', rateLimit: 1200, status: 'active' });
    expect((await t.api.post(url, { path: '/api/*', upstream: 'https://b.ir', rateLimit: 1 })).json().errors.Path).toEqual(['الگوی مسیر تکراری است']);
    expect((await t.api.put(`dns-cdn/${t.pid}/api-gateway/edit/${created.id}`, { path: '/api/*', upstream: 'http://10.0.0.7:8080', rateLimit: 60 })).json()).toMatchObject({ upstream: 'http://10.0.0.7:8080', rateLimit: 60 });
    expect((await t.api.del(`dns-cdn/${t.pid}/api-gateway/delete/${created.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/api-gateway/list/${zoneId}`)).json()).toEqual([]);
  });
});
