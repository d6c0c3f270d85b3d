import { createPrivateKey, X509Certificate } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatDate } from '@portal/locale';
import { absoluteName, api, EDGE_CERT_TYPE_IDS, keyOfId, ORIGIN_CERT_TYPE_IDS, type CdnCert } from '@portal/contracts';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { beginTransition } from '../../engine/lifecycle';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { invalid, refused, type FieldErrors } from '../../http/errors';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow } from '../../engine/in-project';
import { dnsZone, updateZone } from './dns';
import { selectOne, selectValues } from '../../db/query';

const M = messages.dnsCdn;
const MANAGED_DAYS = 90;
/** The platform's origin certificates: its own authority, valid fifteen years from the zone's creation. */
const ORIGIN_CA = 'CN=Sandbox CDN Origin CA, O=Sandbox CDN';
const ORIGIN_CERT_YEARS = 15;
const YEAR_MS = 365 * 86_400_000;

/** A certificate as the provider reads it: issuer, common name and expiry; all null while there is none or it is being issued. */
const NO_CERT: CdnCert = { issuer: null, commonName: null, expirationDate: null };
const certContract = (row: ResourceRow | undefined): CdnCert =>
  row && row.status === 'active'
    ? {
        issuer: row.issuer as string,
        commonName: /CN=([^,]+)/.exec(row.subject as string)?.[1]?.trim() ?? (row.subject as string),
        expirationDate: iso(row.not_after as number)!,
      }
    : NO_CERT;
/** A zone's edge certificates: managed ones go issuing → active; a pasted one is active at once. */
export const dnsEdgeCert = defineResource<CdnCert>({
  kind: 'dns-edge-cert',
  table: 'dns_certs',
  provisioned: false,
  parent: { def: dnsZone, param: 'dnsCdnHostId', column: 'zone_id' },
  toContract: certContract,
  routes: (scope, env) => registerCertRoutes(scope, env),
  endpoints: {},
});

/** Whether a certificate name (maybe a wildcard) covers a host name. */
function covers(pattern: string, host: string): boolean {
  const p = pattern.toLowerCase();
  if (p === host) return true;
  if (!p.startsWith('*.')) return false;
  const rest = host.split('.').slice(1).join('.');
  return rest === p.slice(2) && host.split('.').length === p.split('.').length;
}

/** DNS names of the certificate (subjectAltName), else its common name. */
function certNames(cert: X509Certificate): string[] {
  const sans = (cert.subjectAltName ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.startsWith('DNS:'))
    .map((s) => s.slice(4).toLowerCase());
  if (sans.length) return sans;
  const cn = /CN=([^\n,]+)/.exec(cert.subject)?.[1];
  return cn ? [cn.toLowerCase()] : [];
}

/** The zone's names a certificate must cover: the apex and every name sent through the edge. */
function zoneNames(env: EngineEnv, zone: ResourceRow): string[] {
  const proxied = selectValues<string>(env.db, 'SELECT DISTINCT name FROM dns_records WHERE zone_id = ? AND proxied = 1', zone.id);
  return [...new Set([zone.name as string, ...proxied.map((n) => absoluteName(n, zone.name as string))])];
}

/** Reads and checks a pasted certificate and key: parsed, matching, valid now, covering the zone's names. */
export function checkUserCert(
  body: { certPem?: unknown; keyPem?: unknown },
  names: string[],
  nowMs: number,
): { cert: X509Certificate } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  let cert: X509Certificate | null = null;
  try {
    if (typeof body.certPem !== 'string' || !body.certPem.includes('-----BEGIN CERTIFICATE-----')) throw new Error();
    cert = new X509Certificate(body.certPem);
  } catch {
    errors.CertPem = [M.certUnreadable];
  }
  let key = null;
  try {
    if (typeof body.keyPem !== 'string' || !body.keyPem.includes('PRIVATE KEY-----')) throw new Error();
    key = createPrivateKey(body.keyPem);
  } catch {
    errors.KeyPem = [M.keyUnreadable];
  }
  if (cert && key && !cert.checkPrivateKey(key)) errors.KeyPem = [M.keyMismatch];
  if (cert) {
    const notAfter = Date.parse(cert.validTo);
    if (notAfter < nowMs) errors.CertPem = [M.certExpired(formatDate(new Date(notAfter).toISOString()))];
    // A few minutes' clock skew between the issuer and us is tolerated, as browsers do.
    else if (Date.parse(cert.validFrom) > nowMs + 5 * 60_000) errors.CertPem = [M.certNotYetValid];
    else {
      const have = certNames(cert);
      const missing = names.filter((n) => !have.some((h) => covers(h, n)));
      if (missing.length) errors.CertPem = [M.certNamesMissing(missing.join('، '))];
    }
  }
  return Object.keys(errors).length || !cert ? { errors } : { cert };
}

function registerCertRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const zoneAt = (customerId: number, projectParam: string, id: string) => ownedRow(env, dnsZone, { customerId }, projectParam, id);
  const zoneIn = (customerId: number, projectParam: string, id: string) => {
    const zone = zoneAt(customerId, projectParam, id);
    if (zone.status === 'deleting') throw refused(M.zoneDeleting);
    return zone;
  };
  const insert = (zone: ResourceRow, columns: Record<string, string | number | null>) =>
    selectOne<ResourceRow>(
      db,
      "INSERT INTO dns_certs (project_id, status, created_at, zone_id, kind, subject, issuer, sans, not_after, certificate) VALUES (@project_id, 'active', @created_at, @zone_id, @kind, @subject, @issuer, @sans, @not_after, @certificate) RETURNING *",
      { project_id: zone.project_id, created_at: env.clock.ms(), zone_id: zone.id, certificate: null, ...columns },
    )!;
  /** The zone's newest certificate of a kind; `usable`: only an active one that has not expired. */
  const latest = (zoneId: number, kind: string, usable = false) =>
    (usable
      ? db
          .prepare("SELECT * FROM dns_certs WHERE zone_id = ? AND kind = ? AND status = 'active' AND not_after > ? ORDER BY id DESC LIMIT 1")
          .get(zoneId, kind, env.clock.ms())
      : db.prepare('SELECT * FROM dns_certs WHERE zone_id = ? AND kind = ? ORDER BY id DESC LIMIT 1').get(zoneId, kind)) as ResourceRow | undefined;
  /** A pasted certificate (edge or origin) as stored. */
  const pasted = (cert: X509Certificate, pem: unknown) => ({
    subject: cert.subject.replace(/\n/g, ', '),
    issuer: cert.issuer.replace(/\n/g, ', '),
    sans: JSON.stringify(certNames(cert)),
    not_after: Date.parse(cert.validTo),
    certificate: String(pem),
  });

  route(my, env, api.dnsCdn.edgeCertGet, ({ user, params }) =>
    certContract(latest(zoneAt(user.customerId, params.projectId, params.dnsCdnHostId).id, 'managed')),
  );
  route(my, env, api.dnsCdn.edgeCertGetUser, ({ user, params }) =>
    certContract(latest(zoneAt(user.customerId, params.projectId, params.dnsCdnHostId).id, 'user')),
  );

  // Visitors get the managed certificate or the pasted one; only an active, unexpired one can serve.
  route(my, env, api.dnsCdn.changeEdgeCertType, ({ user, params, body }) => {
    const zone = zoneIn(user.customerId, params.projectId, params.id);
    const type = keyOfId(EDGE_CERT_TYPE_IDS, Number(body.cdnEdgeCertTypeId));
    if (!type) throw invalid({ CdnEdgeCertTypeId: [M.edgeTypeInvalid] });
    if (!latest(zone.id, type, true)) throw invalid({ CdnEdgeCertTypeId: [type === 'user' ? M.edgeTypeNeedsUser : M.edgeTypeNeedsManaged] });
    updateZone(env, zone, { edge_cert_type: type });
  });

  // The managed origin certificate: the platform's own, for the origin to present to the edge,
  // issued for the zone and its subdomains once the zone is active.
  route(my, env, api.dnsCdn.originCertGet, ({ user, params }) => {
    const zone = zoneAt(user.customerId, params.projectId, params.dnsCdnHostId);
    if (zone.status !== 'active') return NO_CERT;
    return {
      issuer: ORIGIN_CA,
      commonName: `${zone.name as string}, *.${zone.name as string}`,
      expirationDate: iso((zone.created_at as number) + ORIGIN_CERT_YEARS * YEAR_MS)!,
    };
  });
  // The origin's uploaded certificate: what the edge expects from the origin in strict mode.
  route(my, env, api.dnsCdn.originCertGetUser, ({ user, params }) =>
    certContract(latest(zoneAt(user.customerId, params.projectId, params.dnsCdnHostId).id, 'origin')),
  );
  // The origin presents it to the edge under the zone's own name: it must cover the apex; a new one replaces the old.
  route(my, env, api.dnsCdn.originCertCreateUser, ({ user, params, body }) =>
    db.transaction(() => {
      const zone = zoneIn(user.customerId, params.projectId, params.dnsCdnHostId);
      const checked = checkUserCert(body, [zone.name as string], env.clock.ms());
      if ('errors' in checked) throw invalid(checked.errors);
      db.prepare("DELETE FROM dns_certs WHERE zone_id = ? AND kind = 'origin'").run(zone.id);
      insert(zone, { kind: 'origin', ...pasted(checked.cert, body.certPem) });
    })(),
  );

  route(my, env, api.dnsCdn.edgeCertCreate, ({ user, params }) =>
    db.transaction(() => {
      const zone = zoneIn(user.customerId, params.projectId, params.dnsCdnHostId);
      if (zone.status !== 'active') throw refused(M.certNeedsActive);
      if (db.prepare("SELECT 1 FROM dns_certs WHERE zone_id = ? AND kind = 'managed' AND status = 'issuing'").get(zone.id)) throw refused(M.certIssuing);
      const names = zoneNames(env, zone);
      const row = insert(zone, {
        kind: 'managed',
        subject: `CN=${zone.name}`,
        issuer: 'CN=Sandbox CDN Edge CA, O=Sandbox Cloud',
        sans: JSON.stringify([...new Set([...names, `*.${zone.name}`])]),
        not_after: env.clock.ms() + MANAGED_DAYS * 24 * 3_600_000,
      });
      beginTransition(env, dnsEdgeCert, row.id, 'issuing', 'active');
    })(),
  );

  route(my, env, api.dnsCdn.edgeCertCreateUser, ({ user, params, body }) =>
    db.transaction(() => {
      const zone = zoneIn(user.customerId, params.projectId, params.dnsCdnHostId);
      const checked = checkUserCert(body, zoneNames(env, zone), env.clock.ms());
      if ('errors' in checked) throw invalid(checked.errors);
      insert(zone, { kind: 'user', ...pasted(checked.cert, body.certPem) });
    })(),
  );

  route(my, env, api.dnsCdn.changeOriginCertType, ({ user, params, body }) => {
    const zone = zoneIn(user.customerId, params.projectId, params.id);
    const type = keyOfId(ORIGIN_CERT_TYPE_IDS, Number(body.cdnHostOriginCertTypeId));
    if (!type) throw invalid({ CdnHostOriginCertTypeId: [M.originTypeInvalid] });
    updateZone(env, zone, { origin_cert_type: type });
  });
}
