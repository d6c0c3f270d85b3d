import { projectId, signedInProject, type Client } from '../../test/harness';

const t = signedInProject();

/** The provider's create answers no id: the zone is found in the list by its name. */
async function newZone(api: Client, pid: number, name = 'lb-example.ir') {
  const res = await api.post(`dns-cdn/${pid}/host/create`, { zoneName: name });
  expect(res.statusCode).toBe(200);
  return (await api.get(`dns-cdn/${pid}/host/list`)).json().find((z: { zoneName: string }) => z.zoneName === name).id as number;
}
const base = (pid: number, zoneId: number) => `dns-cdn/${pid}/host/${zoneId}/cdn-route`;
const route = {
  path: '/static/*',
  host: null,
  cdnLbPolicyId: 1,
  maxConnectionsPerServer: 100,
  acceptDangerCert: false,
  destinations: [{ address: '10.0.0.5' }, { address: 'origin.lb-example.ir' }],
};

describe('CDN routes (the provider model: a route carries its destinations and policy)', () => {
  test('create (ours) refuses every bad field and destination in one 422; nothing is stored', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const res = await t.api.post(`${base(t.pid, zoneId)}/create`, {
      path: '/a*b',
      host: 'http://x',
      cdnLbPolicyId: 9,
      maxConnectionsPerServer: 0,
      destinations: [{ address: 'http://x.ir' }, { address: '10.0.0.5' }, { address: '10.0.0.5' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      Path: [expect.stringContaining('* فقط در پایان آن بیاید')],
      Host: [expect.stringContaining('IPv4 یا نام میزبان')],
      CdnLbPolicyId: [expect.stringContaining('سیاست توزیع بار')],
      MaxConnectionsPerServer: [expect.stringContaining('بین ۱ و ۱۰۰۰۰۰')],
      'Destinations[0].Address': [expect.stringContaining('نشانی مبدأ باید یک IPv4 یا نام میزبان باشد، بدون http و پورت')],
      'Destinations[2].Address': ['این مقصد در مسیر تکراری است'],
    });
    expect((await t.api.post(`${base(t.pid, zoneId)}/create`, { ...route, destinations: [] })).json().errors.Destinations).toEqual([
      'دست‌کم یک مقصد وارد کنید',
    ]);
    expect((await t.api.get(`${base(t.pid, zoneId)}/list`)).json()).toEqual([]);
  });

  test('create, list row, get, edit (path kept), delete; the path is unique in the zone', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const created = await t.api.post(`${base(t.pid, zoneId)}/create`, route);
    expect(created.statusCode).toBe(200);
    expect(Object.keys(created.json())).toEqual(['message']);
    expect((await t.api.post(`${base(t.pid, zoneId)}/create`, route)).json().errors).toEqual({ Path: ['مسیری با همین الگو در این دامنه هست'] });
    const [row] = (await t.api.get(`${base(t.pid, zoneId)}/list`)).json();
    expect(row).toEqual({ id: row.id, host: null, path: '/static/*', cdnLbPolicy: 'round-robin', maxConnectionsPerServer: 100 });
    expect((await t.api.get(`${base(t.pid, zoneId)}/get/${row.id}`)).json()).toEqual({
      id: row.id,
      dnsCdnHostId: zoneId,
      host: null,
      maxConnectionsPerServer: 100,
      cdnLbPolicyId: 1,
      acceptDangerCert: false,
      destinations: [{ address: '10.0.0.5' }, { address: 'origin.lb-example.ir' }],
    });
    const edit = {
      host: 'Origin.LB-example.ir',
      cdnLbPolicyId: 3,
      maxConnectionsPerServer: 20,
      acceptDangerCert: true,
      destinations: [{ address: '10.0.0.9' }],
    };
    expect((await t.api.put(`${base(t.pid, zoneId)}/edit/${row.id}`, edit)).statusCode).toBe(200);
    expect((await t.api.get(`${base(t.pid, zoneId)}/get/${row.id}`)).json()).toMatchObject({
      host: 'origin.lb-example.ir',
      cdnLbPolicyId: 3,
      maxConnectionsPerServer: 20,
      acceptDangerCert: true,
      destinations: [{ address: '10.0.0.9' }],
    });
    expect((await t.api.get(`${base(t.pid, zoneId)}/list`)).json()[0]).toMatchObject({ path: '/static/*', cdnLbPolicy: 'ip-hash' });
    expect((await t.api.del(`${base(t.pid, zoneId)}/delete/${row.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`${base(t.pid, zoneId)}/list`)).json()).toEqual([]);
  });

  test('another customer gets 404 on every route call; a route under another zone is 404; deleting the zone removes its routes', async () => {
    const zoneId = await newZone(t.api, t.pid);
    const otherZone = await newZone(t.api, t.pid, 'lb-other.ir');
    await t.api.post(`${base(t.pid, zoneId)}/create`, route);
    const r = (await t.api.get(`${base(t.pid, zoneId)}/list`)).json()[0];
    const g = (
      await t.api.post(`dns-cdn/${t.pid}/api-gateway/create/${zoneId}`, { path: '/api/*', upstream: 'https://api.lb-example.ir', rateLimit: 100 })
    ).json();
    for (const res of [
      await t.other.get(`${base(t.pid, zoneId)}/list`),
      await t.other.get(`${base(t.pid, zoneId)}/get/${r.id}`),
      await t.other.post(`${base(t.pid, zoneId)}/create`, route),
      await t.other.put(`${base(t.pid, zoneId)}/edit/${r.id}`, route),
      await t.other.del(`${base(t.pid, zoneId)}/delete/${r.id}`),
      await t.api.put(`${base(t.pid, otherZone)}/edit/${r.id}`, route),
      await t.other.get(`dns-cdn/${t.pid}/api-gateway/list/${zoneId}`),
      await t.other.put(`dns-cdn/${t.pid}/api-gateway/edit/${g.id}`, { path: '/x', upstream: 'https://x.ir', rateLimit: 1 }),
      await t.other.del(`dns-cdn/${t.pid}/api-gateway/delete/${g.id}`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await t.api.del(`dns-cdn/${t.pid}/host/delete/${zoneId}`)).statusCode).toBe(200);
    for (const table of ['cdn_routes', 'api_gateway_routes'])
      expect(t.h.db.prepare(`SELECT COUNT(*) FROM ${table} WHERE zone_id = ?`).pluck().get(zoneId)).toBe(0);
  });

  test('the demo zone has a CDN route to two web servers and an API gateway route', async () => {
    const main = projectId(t.h, 'پروژه اصلی');
    const zone = (await t.api.get(`dns-cdn/${main}/host/list`)).json().find((z: { zoneName: string }) => z.zoneName === 'shop-demo.ir');
    const [row] = (await t.api.get(`${base(main, zone.id)}/list`)).json();
    expect(row).toMatchObject({ path: '/*', cdnLbPolicy: 'least-connections', maxConnectionsPerServer: 200 });
    expect((await t.api.get(`${base(main, zone.id)}/get/${row.id}`)).json().destinations).toEqual([
      { address: '185.208.180.20' },
      { address: '185.208.180.21' },
    ]);
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
    expect(
      (await t.api.put(`dns-cdn/${t.pid}/api-gateway/edit/${created.id}`, { path: '/api/*', upstream: 'http://10.0.0.7:8080', rateLimit: 60 })).json(),
    ).toMatchObject({ upstream: 'http://10.0.0.7:8080', rateLimit: 60 });
    expect((await t.api.del(`dns-cdn/${t.pid}/api-gateway/delete/${created.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/api-gateway/list/${zoneId}`)).json()).toEqual([]);
  });
});
