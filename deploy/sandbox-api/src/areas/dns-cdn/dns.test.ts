import { domainToStored, recordToWire, type DnsRecordInput } from '@portal/contracts';
import { projectId, signedInProject, withProject, type Client } from '../../test/harness';

const t = signedInProject();

type Zone = {
  id: number;
  zoneName: string;
  statusId: number;
  cdnTypeId: number;
  isHsts: boolean;
  isHttpsRedirect: boolean;
  isNonWwwRedirect: boolean;
  modifyDate: string;
};

/** The provider's create answers no id: the zone is found in the list by its (Punycode) name. */
async function newZone(api: Client, pid: number, name = 'example.ir'): Promise<Zone> {
  const res = await api.post(`dns-cdn/${pid}/host/create`, { zoneName: name });
  expect(res.statusCode).toBe(200);
  const stored = domainToStored(name);
  const row = ((await api.get(`dns-cdn/${pid}/host/list`)).json() as Zone[]).find((z) => z.zoneName === stored)!;
  return (await api.get(`dns-cdn/${pid}/host/get/${row.id}`)).json() as Zone;
}
/** A record as the rules read it, sent in the provider's create model. */
const rec = (api: Client, pid: number, zoneId: number, body: Record<string, unknown>) =>
  api.post(`dns-cdn/${pid}/host/${zoneId}/dns-record/create`, recordToWire({ ttl: 1, name: '', value: '', ...body } as DnsRecordInput));
const records = async (api: Client, pid: number, zoneId: number) =>
  (await api.get(`dns-cdn/${pid}/host/${zoneId}/dns-record/list`)).json() as Array<{
    id: number;
    name: string;
    type: string;
    value: string;
    ttl: number;
    useProxy: boolean;
  }>;

describe('zones', () => {
  test('check refuses a bad name and one already on the platform; IDN checked and stored in Punycode', async () => {
    expect((await t.api.post(`dns-cdn/${t.pid}/host/check`, { zoneName: 'nodot' })).json().errors.ZoneName).toEqual([
      'نام دامنه معتبر نیست (مانند example.ir)',
    ]);
    expect((await t.api.post(`dns-cdn/${t.pid}/host/check`, { zoneName: 'shop-demo.ir' })).json().errors.ZoneName).toEqual([
      'این دامنه پیش‌تر روی سکو ثبت شده است',
    ]);
    expect((await t.api.post(`dns-cdn/${t.pid}/host/check`, { zoneName: 'ایران.ir' })).statusCode).toBe(200);
    const zone = await newZone(t.api, t.pid, 'ایران.ir');
    expect(zone.zoneName).toBe('xn--mgba3a4f16a.ir');
  });

  test('create: 422 on the name, then waiting for its nameservers (9); verify turns it active (2) after the delay, and billing starts then', async () => {
    const bad = await t.api.post(`dns-cdn/${t.pid}/host/create`, { zoneName: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['ZoneName']);
    await withProject({ delays: { provisionMs: 60_000 } }, async (p) => {
      const zone = await newZone(p.api, p.pid);
      expect(zone).toMatchObject({ statusId: 9, cdnTypeId: 1 });
      const ns = (await p.api.get(`dns-cdn/${p.pid}/host/get-ns/${zone.id}`)).json();
      expect(ns.cloudNs).toEqual(['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir']);
      expect(ns).toMatchObject({ status: false });
      expect(ns.ns).not.toEqual(ns.cloudNs);
      p.h.time.advance(3 * 3_600_000);
      p.h.chargeHourly();
      expect(p.h.db.prepare("SELECT COUNT(*) FROM charges WHERE resource_kind = 'dns-cdn-host' AND resource_id = ?").pluck().get(zone.id)).toBe(0);
      expect((await p.api.post(`dns-cdn/${p.pid}/host/verify/${zone.id}`)).statusCode).toBe(200);
      expect((await p.api.get(`dns-cdn/${p.pid}/host/get/${zone.id}`)).json().statusId).toBe(9);
      p.h.time.advance(61_000);
      expect((await p.api.get(`dns-cdn/${p.pid}/host/get/${zone.id}`)).json().statusId).toBe(2);
      expect((await p.api.get(`dns-cdn/${p.pid}/host/get-ns/${zone.id}`)).json()).toEqual({ status: true, ns: ns.cloudNs, cloudNs: ns.cloudNs });
      expect((await p.api.post(`dns-cdn/${p.pid}/host/verify/${zone.id}`)).statusCode).toBe(422);
      p.h.time.advance(2 * 3_600_000);
      p.h.chargeHourly();
      // A new zone is on the DNS-only plan (the provider's create names none).
      expect(p.h.db.prepare("SELECT SUM(amount) FROM charges WHERE resource_kind = 'dns-cdn-host' AND resource_id = ?").pluck().get(zone.id)).toBe(2 * 200);
    });
  });

  test('CDN type change by id reprices the zone and dates the change; delete removes it with its records', async () => {
    const zone = await newZone(t.api, t.pid);
    await rec(t.api, t.pid, zone.id, { name: 'www', type: 'A', value: '192.0.2.1' });
    t.h.time.advance(60_000);
    const changed = await t.api.put(`dns-cdn/${t.pid}/host/change-cdn-type/${zone.id}`, { cdnTypeId: 3 });
    expect(changed.statusCode).toBe(200);
    const after = (await t.api.get(`dns-cdn/${t.pid}/host/get/${zone.id}`)).json();
    expect(after.cdnTypeId).toBe(3);
    expect(after.modifyDate > zone.modifyDate).toBe(true);
    expect(t.h.db.prepare('SELECT hourly_price FROM dns_zones WHERE id = ?').pluck().get(zone.id)).toBe(6000);
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-cdn-type/${zone.id}`, { cdnTypeId: 9 })).json().errors).toHaveProperty('CdnTypeId');
    expect((await t.api.del(`dns-cdn/${t.pid}/host/delete/${zone.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/host/get/${zone.id}`)).statusCode).toBe(404);
    expect(t.h.db.prepare('SELECT COUNT(*) FROM dns_records WHERE zone_id = ?').pluck().get(zone.id)).toBe(0);
  });

  test('another customer sees none of it, and a record is not found under another zone: 404', async () => {
    const zone = await newZone(t.api, t.pid);
    await rec(t.api, t.pid, zone.id, { name: 'www', type: 'A', value: '192.0.2.1' });
    const r = (await records(t.api, t.pid, zone.id))[0];
    const main = projectId(t.h, 'پروژه اصلی');
    const demo = t.h.db.prepare("SELECT id FROM dns_zones WHERE name = 'shop-demo.ir'").pluck().get() as number;
    for (const res of [
      await t.other.get(`dns-cdn/${t.pid}/host/list`),
      await t.other.get(`dns-cdn/${t.pid}/host/get/${zone.id}`),
      await t.other.get(`dns-cdn/${main}/host/${zone.id}/dns-record/list`),
      await t.other.put(`dns-cdn/${t.pid}/host/${zone.id}/dns-record/change-proxy/${r.id}`),
      await t.other.del(`dns-cdn/${t.pid}/host/${zone.id}/dns-record/delete/${r.id}`),
      await t.api.get(`dns-cdn/${main}/host/${demo}/dns-record/get/${r.id}`),
    ])
      expect(res.statusCode).toBe(404);
    expect((await t.h.api().get(`dns-cdn/${t.pid}/host/list`)).statusCode).toBe(401);
  });

  test('analytics: the same for the same period, a series per measure, zero before activation', async () => {
    const main = projectId(t.h, 'پروژه اصلی');
    const zoneId = t.h.db.prepare("SELECT id FROM dns_zones WHERE name = 'shop-demo.ir'").pluck().get() as number;
    const a = (await t.api.get(`dns-cdn/${main}/host/get-analytic/${zoneId}?PeriodId=2`)).json();
    expect((await t.api.get(`dns-cdn/${main}/host/get-analytic/${zoneId}?PeriodId=2`)).json()).toEqual(a);
    expect(a.categories).toHaveLength(7);
    const series = Object.fromEntries(a.series.map((s: { name: string; data: number[] }) => [s.name, s.data]));
    expect(Object.keys(series)).toEqual(['requests', 'cachedRequests', 'bandwidthMb']);
    const sum = (xs: number[]) => xs.reduce((x, y) => x + y, 0);
    expect(sum(series.requests)).toBeGreaterThan(0);
    expect(sum(series.cachedRequests) / sum(series.requests)).toBeGreaterThan(0.5);
    expect((await t.api.get(`dns-cdn/${main}/host/get-analytic/${zoneId}?PeriodId=1`)).json().categories).toHaveLength(24);
    expect((await t.api.get(`dns-cdn/${main}/host/get-analytic/${zoneId}?PeriodId=9`)).statusCode).toBe(422);
    const pending = await newZone(t.api, t.pid, 'quiet.ir');
    const quiet = (await t.api.get(`dns-cdn/${t.pid}/host/get-analytic/${pending.id}?PeriodId=3`)).json();
    expect(sum(quiet.series[0].data)).toBe(0);
  });

  test('HSTS and the redirects are switches; anything but a boolean is refused on its field', async () => {
    const zone = await newZone(t.api, t.pid);
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-hsts/${zone.id}`, { isHsts: true })).statusCode).toBe(200);
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-https-redirect/${zone.id}`, { isHttpsRedirect: true })).statusCode).toBe(200);
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-non-www-redirect/${zone.id}`, { isNonWwwRedirect: 'yes' })).json().errors).toEqual({
      IsNonWwwRedirect: ['مقدار باید روشن یا خاموش باشد'],
    });
    expect((await t.api.get(`dns-cdn/${t.pid}/host/get/${zone.id}`)).json()).toMatchObject({ isHsts: true, isHttpsRedirect: true, isNonWwwRedirect: false });
    const row = ((await t.api.get(`dns-cdn/${t.pid}/host/list`)).json() as Zone[]).find((z) => z.id === zone.id);
    expect(row).toMatchObject({ isHsts: true, isHttpsRedirect: true, isNonWwwRedirect: false, statusId: 9 });
  });
});

describe('records', () => {
  test.each([
    [{ name: 'a', type: 'A', value: '2001:db8::1' }, { Value: ['مقدار رکورد A باید یک نشانی IPv4 باشد'] }],
    [{ name: 'a', type: 'AAAA', value: '192.0.2.1' }, { Value: ['مقدار رکورد AAAA باید یک نشانی IPv6 باشد'] }],
    [{ name: '@', type: 'CNAME', value: 'x.ir' }, { Name: ['رکورد CNAME روی خود دامنه (@) مجاز نیست'] }],
    [{ name: '@', type: 'MX', value: 'mail.x.ir', priority: 65536 }, { Preference: ['اولویت باید عددی صحیح بین ۰ تا ۶۵۵۳۵ باشد'] }],
    [{ name: '@', type: 'MX', value: 'not a host', priority: 1 }, { Value: ['مقدار باید نام یک میزبان باشد (مانند mail.example.ir)'] }],
    [
      { name: 'sip', type: 'SRV', value: 'sip.x.ir', priority: 1, weight: 1, port: 1 },
      { Name: ['نام رکورد SRV باید به شکل _service._proto باشد (مانند _sip._tcp)'] },
    ],
    [{ name: '_sip._tcp', type: 'SRV', value: 'sip.x.ir', priority: 1, weight: 1, port: 70000 }, { Port: ['پورت باید عددی صحیح بین ۰ تا ۶۵۵۳۵ باشد'] }],
    [{ name: '@', type: 'CAA', value: 'ca.ir', flag: 3, tag: 'issue' }, { Flags: ['پرچم CAA فقط ۰ یا ۱۲۸ است'] }],
    [{ name: '@', type: 'CAA', value: 'ca.ir', flag: 0, tag: 'policy' }, { Tag: ['برچسب CAA باید issue، issuewild یا iodef باشد'] }],
    [{ name: 'x', type: 'TXT', value: 'long '.repeat(410) }, { Value: ['مقدار TXT حداکثر ۲۰۴۸ نویسه است'] }],
    [{ name: 'x', type: 'PTR', value: 'bad host' }, { Value: ['مقدار باید نام یک میزبان باشد (مانند mail.example.ir)'] }],
    [{ name: 'x', type: 'A', value: '192.0.2.1', ttl: 59 }, { Ttl: ['TTL باید «خودکار» یا بین ۶۰ تا ۸۶۴۰۰ ثانیه باشد'] }],
    [{ name: 'a'.repeat(64), type: 'A', value: '192.0.2.1' }, { Name: ['هر بخش نام (بین دو نقطه) حداکثر ۶۳ نویسه است'] }],
    [{ name: 'x', type: 'TXT', value: 'hi', proxied: true }, { UseProxy: ['پروکسی CDN فقط برای رکوردهای A، AAAA و CNAME ممکن است'] }],
    [{ name: 'x', type: 'SOA', value: 'x' }, { Type: ['نوع رکورد معتبر نیست'] }],
  ] as Array<[Record<string, unknown>, Record<string, string[]>]>)('%j → %j', async (body, errors) => {
    const zone = await newZone(t.api, t.pid);
    const res = await rec(t.api, t.pid, zone.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(errors);
  });

  test('CNAME never beside another record, NS alone below the apex, no exact duplicate', async () => {
    const zone = await newZone(t.api, t.pid);
    expect((await rec(t.api, t.pid, zone.id, { name: 'www', type: 'A', value: '192.0.2.1' })).statusCode).toBe(200);
    expect((await rec(t.api, t.pid, zone.id, { name: 'www', type: 'CNAME', value: 'example.ir' })).json().errors).toEqual({
      Name: ['کنار رکوردهای دیگرِ همین نام نمی‌توان رکورد CNAME ساخت'],
    });
    expect((await rec(t.api, t.pid, zone.id, { name: 'www', type: 'A', value: '192.0.2.1' })).json().errors).toEqual({
      Value: ['همین رکورد پیش‌تر ثبت شده است'],
    });
    expect((await rec(t.api, t.pid, zone.id, { name: 'blog', type: 'CNAME', value: 'example.ir' })).statusCode).toBe(200);
    expect((await rec(t.api, t.pid, zone.id, { name: 'blog', type: 'TXT', value: 'x' })).json().errors.Name).toHaveLength(1);
    expect((await rec(t.api, t.pid, zone.id, { name: 'dev', type: 'NS', value: 'ns1.other.ir' })).statusCode).toBe(200);
    expect((await rec(t.api, t.pid, zone.id, { name: 'dev', type: 'A', value: '192.0.2.9' })).json().errors.Name).toHaveLength(1);
  });

  test('edit, proxy toggle (A/AAAA/CNAME only, no body: it turns over), delete', async () => {
    const zone = await newZone(t.api, t.pid);
    await rec(t.api, t.pid, zone.id, { name: 'www', type: 'A', value: '192.0.2.1' });
    await rec(t.api, t.pid, zone.id, { name: 'www', type: 'TXT', value: 'hello' });
    const list = await records(t.api, t.pid, zone.id);
    const a = list.find((r) => r.type === 'A')!;
    const txt = list.find((r) => r.type === 'TXT')!;
    const base = `dns-cdn/${t.pid}/host/${zone.id}/dns-record`;
    expect((await t.api.put(`${base}/edit/${a.id}`, recordToWire({ name: 'www', type: 'A', value: '192.0.2.7', ttl: 120 }))).statusCode).toBe(200);
    expect((await t.api.get(`${base}/get/${a.id}`)).json()).toMatchObject({ value: '192.0.2.7', ttl: 120, type: 'A', useProxy: false, isSystem: false });
    // Editing a record does not collide with itself.
    expect((await t.api.put(`${base}/edit/${a.id}`, recordToWire({ name: 'www', type: 'A', value: '192.0.2.7', ttl: 120 }))).statusCode).toBe(200);
    expect((await t.api.put(`${base}/change-proxy/${a.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`${base}/get/${a.id}`)).json().useProxy).toBe(true);
    expect((await t.api.put(`${base}/change-proxy/${a.id}`)).statusCode).toBe(200);
    expect((await t.api.get(`${base}/get/${a.id}`)).json().useProxy).toBe(false);
    expect((await t.api.put(`${base}/change-proxy/${txt.id}`)).json().errors.UseProxy).toHaveLength(1);
    expect((await t.api.del(`${base}/delete/${txt.id}`)).statusCode).toBe(200);
    expect(await records(t.api, t.pid, zone.id)).toHaveLength(1);
  });

  test("MX, SRV and CAA read back in the provider's fields: preference, priority/weight/port/target, flags/tag", async () => {
    const zone = await newZone(t.api, t.pid);
    await rec(t.api, t.pid, zone.id, { name: '@', type: 'MX', value: 'mail.example.ir', priority: 10 });
    await rec(t.api, t.pid, zone.id, { name: '_sip._tcp', type: 'SRV', value: 'sip.example.ir', priority: 1, weight: 2, port: 5060 });
    await rec(t.api, t.pid, zone.id, { name: '@', type: 'CAA', value: 'letsencrypt.org', flag: 0, tag: 'issue' });
    const list = await records(t.api, t.pid, zone.id);
    const [mx, srv, caa] = ['MX', 'SRV', 'CAA'].map((type) => list.find((r) => r.type === type)!);
    const get = async (id: number) => (await t.api.get(`dns-cdn/${t.pid}/host/${zone.id}/dns-record/get/${id}`)).json();
    expect(await get(mx.id)).toMatchObject({ type: 'MX', value: 'mail.example.ir', preference: '10', priority: null });
    expect(await get(srv.id)).toMatchObject({ type: 'SRV', priority: '1', weight: '2', port: '5060', target: 'sip.example.ir' });
    expect(await get(caa.id)).toMatchObject({ type: 'CAA', flags: '0', tag: 'issue', value: 'letsencrypt.org' });
  });
});
