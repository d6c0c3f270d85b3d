import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { recordToWire } from '@portal/contracts';
import { manualClock } from '../../clock';
import { signedInProject } from '../../test/harness';

// Test certificates are made here, at test time, with the openssl CLI; no key is kept in the repository.
const dir = mkdtempSync(join(tmpdir(), 'certs-'));
/** A self-signed certificate and its key, in the provider's body (`certPem`, `keyPem`). */
function selfSigned(name: string, sans: string[], days = 30): { certPem: string; keyPem: string } {
  const key = join(dir, `${name}.key`);
  const crt = join(dir, `${name}.crt`);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      crt,
      '-days',
      String(days),
      '-subj',
      `/CN=${sans[0]}`,
      '-addext',
      `subjectAltName=${sans.map((s) => `DNS:${s}`).join(',')}`,
    ],
    { stdio: 'pipe' },
  );
  return { certPem: readFileSync(crt, 'utf8'), keyPem: readFileSync(key, 'utf8') };
}

// The certificates are made today, so the sandbox runs on today's date (its tests' default is 2025).
const clock = manualClock(new Date());
beforeEach(() => clock.set(new Date()));
const t = signedInProject({ now: clock.now });

const zoneIdOf = (name: string) => t.h.db.prepare('SELECT id FROM dns_zones WHERE name = ?').pluck().get(name) as number;
/** A zone (found by name: the create answers no id), verified, with a proxied www. */
async function activeZone(name = 'example.ir') {
  await t.api.post(`dns-cdn/${t.pid}/host/create`, { zoneName: name });
  const id = zoneIdOf(name);
  await t.api.post(`dns-cdn/${t.pid}/host/verify/${id}`);
  await t.api.post(`dns-cdn/${t.pid}/host/${id}/dns-record/create`, recordToWire({ name: 'www', type: 'A', value: '192.0.2.1', ttl: 1, proxied: true }));
  return { id, base: `dns-cdn/${t.pid}/host/${id}` };
}
const NONE = { issuer: null, commonName: null, expirationDate: null };

describe('edge certificates', () => {
  test('a pasted certificate: parsed, key must match, must cover the zone and its proxied names; read back by name, issuer and expiry', async () => {
    const zone = await activeZone();
    const good = selfSigned('good', ['example.ir', '*.example.ir']);
    const other = selfSigned('other', ['example.ir', '*.example.ir']);
    const url = `${zone.base}/edge-cert/create-user-cert`;

    expect((await t.api.post(url, { certPem: 'hello', keyPem: 'x' })).json().errors).toEqual({
      CertPem: ['گواهی قالب PEM معتبری ندارد (باید با -----BEGIN CERTIFICATE----- شروع شود)'],
      KeyPem: ['کلید خصوصی قالب PEM معتبری ندارد'],
    });
    expect((await t.api.post(url, { certPem: good.certPem, keyPem: other.keyPem })).json().errors).toEqual({ KeyPem: ['این کلید خصوصی با گواهی جور نیست'] });
    const apexOnly = selfSigned('apex', ['example.ir']);
    expect((await t.api.post(url, apexOnly)).json().errors).toEqual({ CertPem: ['گواهی این نام‌ها را پوشش نمی‌دهد: www.example.ir'] });

    expect((await t.api.get(`${zone.base}/edge-cert/get-user-cert`)).json()).toEqual(NONE);
    expect((await t.api.post(url, good)).statusCode).toBe(200);
    const cert = (await t.api.get(`${zone.base}/edge-cert/get-user-cert`)).json();
    expect(cert).toMatchObject({ commonName: 'example.ir', issuer: 'CN=example.ir' });
    expect(Date.parse(cert.expirationDate)).toBeGreaterThan(Date.now());
    // The managed one is another certificate: none yet.
    expect((await t.api.get(`${zone.base}/edge-cert/get`)).json()).toEqual(NONE);
    expect((await t.other.post(url, good)).statusCode).toBe(404);
  });

  test('an expired certificate is refused', async () => {
    const zone = await activeZone();
    const shortLived = selfSigned('short', ['example.ir', '*.example.ir'], 1);
    clock.advance(3 * 24 * 3_600_000);
    const api = t.h.api(await t.h.login());
    const res = await api.post(`${zone.base}/edge-cert/create-user-cert`, shortLived);
    expect(res.json().errors.CertPem[0]).toMatch(/^این گواهی در .+ منقضی شده است$/);
  });

  test('a managed certificate is issued in the background (nulls until then); only for an active zone', async () => {
    await t.api.post(`dns-cdn/${t.pid}/host/create`, { zoneName: 'waiting.ir' });
    const pending = zoneIdOf('waiting.ir');
    expect((await t.api.post(`dns-cdn/${t.pid}/host/${pending}/edge-cert/create`)).json().errorMessage).toBe('صدور گواهی فقط برای دامنه فعال ممکن است');
    const zone = await activeZone();
    expect((await t.api.post(`${zone.base}/edge-cert/create`)).statusCode).toBe(200);
    const sans = JSON.parse(t.h.db.prepare("SELECT sans FROM dns_certs WHERE zone_id = ? AND kind = 'managed'").pluck().get(zone.id) as string);
    expect(sans).toEqual(expect.arrayContaining(['example.ir', 'www.example.ir', '*.example.ir']));
    // The sandbox's delays are zero in tests: it is issued by the next reading.
    expect((await t.api.get(`${zone.base}/edge-cert/get`)).json()).toMatchObject({
      commonName: 'example.ir',
      issuer: 'CN=Sandbox CDN Edge CA, O=Sandbox Cloud',
    });
  });

  test('the origin connection type by id', async () => {
    const zone = await activeZone();
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-origin-cert-type/${zone.id}`, { cdnHostOriginCertTypeId: 3 })).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/host/get/${zone.id}`)).json().cdnOriginCertTypeId).toBe(3);
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-origin-cert-type/${zone.id}`, { cdnHostOriginCertTypeId: 7 })).json().errors).toEqual({
      CdnHostOriginCertTypeId: ['نوع اتصال به مبدأ معتبر نیست'],
    });
  });

  test('the edge certificate type switches only to a kind the zone has an active certificate of', async () => {
    const zone = await activeZone();
    const url = `dns-cdn/${t.pid}/host/change-edge-cert-type/${zone.id}`;
    expect((await t.api.put(url, { cdnEdgeCertTypeId: 2 })).json().errors).toEqual({
      CdnEdgeCertTypeId: ['ابتدا یک گواهی معتبر بارگذاری کنید؛ این دامنه گواهی بارگذاری‌شده فعالی ندارد'],
    });
    expect((await t.api.put(url, { cdnEdgeCertTypeId: 1 })).json().errors).toEqual({
      CdnEdgeCertTypeId: ['ابتدا گواهی مدیریت‌شده صادر کنید؛ این دامنه گواهی مدیریت‌شده فعالی ندارد'],
    });
    expect((await t.api.put(url, { cdnEdgeCertTypeId: 5 })).json().errors).toEqual({ CdnEdgeCertTypeId: ['نوع گواهی لبه معتبر نیست'] });
    await t.api.post(`${zone.base}/edge-cert/create-user-cert`, selfSigned('edge', ['example.ir', '*.example.ir']));
    expect((await t.api.put(url, { cdnEdgeCertTypeId: 2 })).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/host/get/${zone.id}`)).json().cdnEdgeCertTypeId).toBe(2);
    await t.api.post(`${zone.base}/edge-cert/create`);
    await t.api.get(`${zone.base}/edge-cert/get`);
    expect((await t.api.put(url, { cdnEdgeCertTypeId: 1 })).statusCode).toBe(200);
    expect((await t.api.get(`dns-cdn/${t.pid}/host/get/${zone.id}`)).json().cdnEdgeCertTypeId).toBe(1);
    expect((await t.other.put(url, { cdnEdgeCertTypeId: 2 })).statusCode).toBe(404);
  });
});

describe('origin certificates', () => {
  test("an uploaded origin certificate must parse, match its key and cover the apex; a new one replaces it; not the edge's", async () => {
    const zone = await activeZone();
    const url = `${zone.base}/origin-cert/create-user-cert`;
    expect((await t.api.get(`${zone.base}/origin-cert/get-user-cert`)).json()).toEqual(NONE);
    const a = selfSigned('origin-a', ['example.ir']);
    const b = selfSigned('origin-b', ['origin.example.ir', 'example.ir']);
    expect((await t.api.post(url, { certPem: a.certPem, keyPem: b.keyPem })).json().errors).toEqual({ KeyPem: ['این کلید خصوصی با گواهی جور نیست'] });
    expect((await t.api.post(url, selfSigned('elsewhere', ['other.ir']))).json().errors).toEqual({ CertPem: ['گواهی این نام‌ها را پوشش نمی‌دهد: example.ir'] });
    expect((await t.api.post(url, a)).statusCode).toBe(200);
    expect((await t.api.get(`${zone.base}/origin-cert/get-user-cert`)).json().commonName).toBe('example.ir');
    expect((await t.api.post(url, b)).statusCode).toBe(200);
    expect((await t.api.get(`${zone.base}/origin-cert/get-user-cert`)).json().commonName).toBe('origin.example.ir');
    expect((await t.api.get(`${zone.base}/edge-cert/get-user-cert`)).json()).toEqual(NONE);
    expect(t.h.db.prepare("SELECT COUNT(*) FROM dns_certs WHERE zone_id = ? AND kind = 'origin'").pluck().get(zone.id)).toBe(1);
    expect((await t.other.get(`${zone.base}/origin-cert/get`)).statusCode).toBe(404);
    expect((await t.other.post(url, a)).statusCode).toBe(404);
  });

  test("the managed origin certificate (origin-cert/get) is the platform's, for the zone and its subdomains, once the zone is active", async () => {
    await t.api.post(`dns-cdn/${t.pid}/host/create`, { zoneName: 'waiting.ir' });
    expect((await t.api.get(`dns-cdn/${t.pid}/host/${zoneIdOf('waiting.ir')}/origin-cert/get`)).json()).toEqual(NONE);
    const zone = await activeZone();
    const cert = (await t.api.get(`${zone.base}/origin-cert/get`)).json();
    expect(cert).toMatchObject({ issuer: 'CN=Sandbox CDN Origin CA, O=Sandbox CDN', commonName: 'example.ir, *.example.ir' });
    const created = t.h.db.prepare('SELECT created_at FROM dns_zones WHERE id = ?').pluck().get(zone.id) as number;
    expect(Date.parse(cert.expirationDate)).toBe(created + 15 * 365 * 86_400_000);
    // The uploaded one is another certificate.
    expect((await t.api.get(`${zone.base}/origin-cert/get-user-cert`)).json()).toEqual(NONE);
  });
});
