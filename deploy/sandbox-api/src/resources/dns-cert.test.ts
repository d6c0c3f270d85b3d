import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manualClock } from '../clock';
import { signedInProject } from '../test/harness';

// Test certificates are made here, at test time, with the openssl CLI; no key is kept in the repository.
const dir = mkdtempSync(join(tmpdir(), 'certs-'));
function selfSigned(name: string, sans: string[], days = 30): { certificate: string; privateKey: string } {
  const key = join(dir, `${name}.key`);
  const crt = join(dir, `${name}.crt`);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', crt, '-days', String(days), '-subj', `/CN=${sans[0]}`, '-addext', `subjectAltName=${sans.map((s) => `DNS:${s}`).join(',')}`], { stdio: 'pipe' });
  return { certificate: readFileSync(crt, 'utf8'), privateKey: readFileSync(key, 'utf8') };
}

// The certificates are made today, so the sandbox runs on today's date (its tests' default is 2025).
const clock = manualClock(new Date());
beforeEach(() => clock.set(new Date()));
const t = signedInProject({ now: clock.now });

async function activeZone(name = 'example.ir') {
  const zone = (await t.api.post(`dns-cdn/${t.pid}/host/create`, { name, cdnType: 'basic' })).json();
  await t.api.post(`dns-cdn/${t.pid}/host/verify/${zone.id}`);
  await t.api.post(`dns-cdn/${t.pid}/dns-record/create/${zone.id}`, { name: 'www', type: 'A', value: '192.0.2.1', ttl: 1, proxied: true });
  return zone as { id: number };
}

describe('edge certificates', () => {
  test('a pasted certificate: parsed, key must match, must cover the zone and its proxied names; shown with subject, SANs, issuer, expiry', async () => {
    const zone = await activeZone();
    const good = selfSigned('good', ['example.ir', '*.example.ir']);
    const other = selfSigned('other', ['example.ir', '*.example.ir']);
    const url = `dns-cdn/${t.pid}/edge-cert/create-user-cert/${zone.id}`;

    expect((await t.api.post(url, { certificate: 'hello', privateKey: 'x' })).json().errors).toEqual({
      Certificate: ['گواهی قالب PEM معتبری ندارد (باید با -----BEGIN CERTIFICATE----- شروع شود)'],
      PrivateKey: ['کلید خصوصی قالب PEM معتبری ندارد'],
    });
    expect((await t.api.post(url, { certificate: good.certificate, privateKey: other.privateKey })).json().errors).toEqual({ PrivateKey: ['این کلید خصوصی با گواهی جور نیست'] });
    const apexOnly = selfSigned('apex', ['example.ir']);
    expect((await t.api.post(url, apexOnly)).json().errors).toEqual({ Certificate: ['گواهی این نام‌ها را پوشش نمی‌دهد: www.example.ir'] });

    const res = await t.api.post(url, good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'user', status: 'active', subject: 'CN=example.ir', sans: ['example.ir', '*.example.ir'], issuer: 'CN=example.ir' });
    expect((await t.api.get(`dns-cdn/${t.pid}/edge-cert/get/${zone.id}`)).json()).toHaveLength(1);
    expect((await t.other.post(url, good)).statusCode).toBe(404);
  });

  test('an expired certificate is refused', async () => {
    const zone = await activeZone();
    const shortLived = selfSigned('short', ['example.ir', '*.example.ir'], 1);
    clock.advance(3 * 24 * 3_600_000);
    const api = t.h.api(await t.h.login());
    const res = await api.post(`dns-cdn/${t.pid}/edge-cert/create-user-cert/${zone.id}`, shortLived);
    expect(res.json().errors.Certificate[0]).toMatch(/^این گواهی در .+ منقضی شده است$/);
  });

  test('a managed certificate is issuing, then active; only for an active zone', async () => {
    const pending = (await t.api.post(`dns-cdn/${t.pid}/host/create`, { name: 'waiting.ir', cdnType: 'dns' })).json();
    expect((await t.api.post(`dns-cdn/${t.pid}/edge-cert/create/${pending.id}`)).json().errorMessage).toBe('صدور گواهی فقط برای دامنه فعال ممکن است');
    const zone = await activeZone();
    const issued = (await t.api.post(`dns-cdn/${t.pid}/edge-cert/create/${zone.id}`)).json();
    expect(issued).toMatchObject({ kind: 'managed', status: 'issuing' });
    expect(issued.sans).toEqual(expect.arrayContaining(['example.ir', 'www.example.ir', '*.example.ir']));
    const [cert] = (await t.api.get(`dns-cdn/${t.pid}/edge-cert/get/${zone.id}`)).json();
    expect(cert.status).toBe('active');
  });

  test('the origin connection type', async () => {
    const zone = await activeZone();
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-origin-cert-type/${zone.id}`, { originCertType: 'strict' })).json().originCertType).toBe('strict');
    expect((await t.api.put(`dns-cdn/${t.pid}/host/change-origin-cert-type/${zone.id}`, { originCertType: 'none' })).statusCode).toBe(422);
  });

  test('the edge certificate type switches only to a kind the zone has an active certificate of; get-user-cert gives the pasted one', async () => {
    const zone = await activeZone();
    const url = `dns-cdn/${t.pid}/host/change-edge-cert-type/${zone.id}`;
    expect((await t.api.get(`dns-cdn/${t.pid}/edge-cert/get-user-cert/${zone.id}`)).json()).toBeNull();
    expect((await t.api.put(url, { edgeCertType: 'user' })).json().errors).toEqual({ EdgeCertType: ['ابتدا یک گواهی معتبر بارگذاری کنید؛ این دامنه گواهی بارگذاری‌شده فعالی ندارد'] });
    expect((await t.api.put(url, { edgeCertType: 'managed' })).json().errors).toEqual({ EdgeCertType: ['ابتدا گواهی مدیریت‌شده صادر کنید؛ این دامنه گواهی مدیریت‌شده فعالی ندارد'] });
    expect((await t.api.put(url, { edgeCertType: 'self' })).json().errors).toEqual({ EdgeCertType: ['نوع گواهی لبه معتبر نیست'] });
    await t.api.post(`dns-cdn/${t.pid}/edge-cert/create-user-cert/${zone.id}`, selfSigned('edge', ['example.ir', '*.example.ir']));
    expect((await t.api.get(`dns-cdn/${t.pid}/edge-cert/get-user-cert/${zone.id}`)).json()).toMatchObject({ kind: 'user', subject: 'CN=example.ir' });
    expect((await t.api.put(url, { edgeCertType: 'user' })).json().edgeCertType).toBe('user');
    await t.api.post(`dns-cdn/${t.pid}/edge-cert/create/${zone.id}`);
    await t.api.get(`dns-cdn/${t.pid}/edge-cert/get/${zone.id}`);
    expect((await t.api.put(url, { edgeCertType: 'managed' })).json().edgeCertType).toBe('managed');
    expect((await t.other.put(url, { edgeCertType: 'user' })).statusCode).toBe(404);
  });
});

describe('origin certificates', () => {
  test('an uploaded origin certificate must parse, match its key and cover the apex; a new one replaces it; not listed with the edge ones', async () => {
    const zone = await activeZone();
    const url = `dns-cdn/${t.pid}/origin-cert/create-user-cert/${zone.id}`;
    expect((await t.api.get(`dns-cdn/${t.pid}/origin-cert/get/${zone.id}`)).json()).toEqual({ originCertType: 'full', userCert: null });
    expect((await t.api.get(`dns-cdn/${t.pid}/origin-cert/get-user-cert/${zone.id}`)).json()).toBeNull();
    const a = selfSigned('origin-a', ['example.ir']);
    const b = selfSigned('origin-b', ['example.ir', 'origin.example.ir']);
    expect((await t.api.post(url, { certificate: a.certificate, privateKey: b.privateKey })).json().errors).toEqual({ PrivateKey: ['این کلید خصوصی با گواهی جور نیست'] });
    expect((await t.api.post(url, selfSigned('elsewhere', ['other.ir']))).json().errors).toEqual({ Certificate: ['گواهی این نام‌ها را پوشش نمی‌دهد: example.ir'] });
    expect((await t.api.post(url, a)).json()).toMatchObject({ subject: 'CN=example.ir', sans: ['example.ir'] });
    expect((await t.api.post(url, b)).json().sans).toEqual(['example.ir', 'origin.example.ir']);
    expect((await t.api.get(`dns-cdn/${t.pid}/origin-cert/get/${zone.id}`)).json().userCert.sans).toEqual(['example.ir', 'origin.example.ir']);
    expect((await t.api.get(`dns-cdn/${t.pid}/edge-cert/get/${zone.id}`)).json()).toEqual([]);
    expect(t.h.db.prepare("SELECT COUNT(*) FROM dns_certs WHERE zone_id = ? AND kind = 'origin'").pluck().get(zone.id)).toBe(1);
    expect((await t.other.get(`dns-cdn/${t.pid}/origin-cert/get/${zone.id}`)).statusCode).toBe(404);
    expect((await t.other.post(url, a)).statusCode).toBe(404);
  });
});
