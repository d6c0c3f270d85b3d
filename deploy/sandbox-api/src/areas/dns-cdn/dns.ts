import type { FastifyInstance } from 'fastify';
import {
  api,
  CDN_HOURLY_PRICE,
  CDN_TYPE_IDS,
  changeCdnTypeSchema,
  checkDnsRecord,
  createZoneSchema,
  DNS_RECORD_TYPE_CODES,
  domainToStored,
  EDGE_CERT_TYPE_IDS,
  keyOfId,
  normaliseRecord,
  ORIGIN_CERT_TYPE_IDS,
  usageCategories,
  zoneNameProblem,
  type CdnType,
  type DnsRecord,
  type DnsRecordInput,
  type DnsRecordRow,
  type DnsRecordType,
  type EdgeCertType,
  type OriginCertType,
  type Zone,
  type ZoneRow,
} from '@portal/contracts';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { loadProject } from '../../engine/scope';
import type { EngineEnv, ResourceRow, SqlValue, Validator } from '../../engine/types';
import { wireServiceStatus, wireStatus } from '../../engine/wire-status';
import { invalid, refused, type FieldErrors } from '../../http/errors';
import { asObject } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow, rowIn } from '../../engine/in-project';
import { cdnAnalytics } from './dns-analytics';
import { selectAll, selectValue } from '../../db/query';

const M = messages.dnsCdn;

/** The platform's nameservers every zone is delegated to. */
export const PLATFORM_NAMESERVERS = ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'];
/** What a registrar lists before the customer changes it (the sandbox's pretend lookup). */
const REGISTRAR_NAMESERVERS = ['ns1.registrar.example', 'ns2.registrar.example'];

const zoneNameValid: Validator = (value) => {
  const problem = zoneNameProblem(domainToStored(String(value)));
  return problem ? M.recordProblem(problem) : null;
};
const zoneNameFree: Validator = (value, { env }) => {
  const stored = domainToStored(String(value));
  return stored && env.db.prepare('SELECT 1 FROM dns_zones WHERE name = ?').get(stored) ? M.zoneTaken : null;
};

/** A zone waiting for its nameservers is the provider's "waiting for the NS change" (9). */
const zoneStatus = (row: ResourceRow) => (row.status === 'pending' ? wireServiceStatus('waiting-ns') : wireStatus(row.status));

export const zoneContract = (row: ResourceRow, env: EngineEnv): Zone => ({
  id: row.id,
  customerId: customerOf(env, row.project_id) ?? 0,
  zoneName: row.name as string,
  ...zoneStatus(row),
  cdnTypeId: CDN_TYPE_IDS[row.cdn_type as CdnType],
  cdnEdgeCertTypeId: EDGE_CERT_TYPE_IDS[((row.edge_cert_type as string | null) ?? 'managed') as EdgeCertType],
  cdnOriginCertTypeId: ORIGIN_CERT_TYPE_IDS[((row.origin_cert_type as string | null) ?? 'full') as OriginCertType],
  isHsts: !!row.hsts_enabled,
  isHttpsRedirect: !!row.https_redirect,
  isNonWwwRedirect: !!row.non_www_redirect,
  createDate: iso(row.created_at)!,
  modifyDate: iso((row.modified_at as number | null) ?? row.created_at)!,
});

const zoneRow = (row: ResourceRow): ZoneRow => ({
  id: row.id,
  zoneName: row.name as string,
  isHsts: !!row.hsts_enabled,
  isHttpsRedirect: !!row.https_redirect,
  isNonWwwRedirect: !!row.non_www_redirect,
  ...zoneStatus(row),
  createDate: iso(row.created_at)!,
});

export const dnsZone = defineResource<Zone>({
  kind: 'dns-cdn-host',
  table: 'dns_zones',
  provisioned: false,
  limit: 'dnsCdn',
  category: usageCategories.dnsCdn,
  // Charged while active only: a zone waiting for its nameservers costs nothing.
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createZoneSchema,
  fields: { zoneName: { column: 'name', validate: [zoneNameValid, zoneNameFree] } },
  // The provider's create names the domain only: a zone starts on the DNS-only plan (the portal's
  // wizard changes the plan right after, when another was chosen).
  derive: (input) => ({
    columns: { name: domainToStored(String(input.name)), cdn_type: 'dns', hourly_price: CDN_HOURLY_PRICE.dns },
  }),
  onEnter: {
    // A new zone waits for its nameservers (not billed); a verified one is active from now on.
    active: (row, env): Record<string, SqlValue> => (row.verify_requested ? { activated_at: env.clock.ms() } : { status: 'pending', billed_until: null }),
  },
  actions: {
    verify: { endpoint: api.dnsCdn.hostVerify, from: ['pending'], via: 'pending', to: 'active', effect: () => ({ verify_requested: 1 }) },
    changeCdnType: {
      endpoint: api.dnsCdn.changeCdnType,
      from: ['pending', 'active'],
      via: 'updating',
      to: (row) => row.status,
      schema: changeCdnTypeSchema,
      effect: (_row, input, { env }) => {
        const cdnType = keyOfId(CDN_TYPE_IDS, Number(input.cdn_type_id))!;
        return { cdn_type: cdnType, hourly_price: CDN_HOURLY_PRICE[cdnType], modified_at: env.clock.ms() };
      },
    },
  },
  routes: (scope, env) => registerZoneRoutes(scope, env),
  toContract: zoneContract,
  toListRow: zoneRow,
  endpoints: { list: api.dnsCdn.hostList, get: api.dnsCdn.hostGet, create: api.dnsCdn.hostCreate, delete: api.dnsCdn.hostDelete },
});

function customerOf(env: EngineEnv, projectId: unknown): number | null {
  return selectValue<number>(env.db, 'SELECT customer_id FROM projects WHERE id = ?', projectId) ?? null;
}

const text = (n: unknown) => (n == null ? null : String(n));

/** `get`: the provider's create model read back (MX priority as `preference`, SRV host as `target`, CAA flag as `flags`). */
export const recordContract = (row: ResourceRow): DnsRecord => {
  const type = row.type as DnsRecordType;
  return {
    id: row.id,
    name: row.name as string,
    type,
    ttl: row.ttl as number,
    value: row.value as string,
    preference: type === 'MX' ? text(row.priority) : null,
    flags: type === 'CAA' ? text(row.flag) : null,
    tag: type === 'CAA' ? ((row.tag as string | null) ?? null) : null,
    priority: type === 'SRV' ? text(row.priority) : null,
    weight: type === 'SRV' ? text(row.weight) : null,
    port: type === 'SRV' ? text(row.port) : null,
    target: type === 'SRV' ? (row.value as string) : null,
    authority: null,
    useProxy: !!row.proxied,
    isSystem: false,
  };
};
const recordRow = (row: ResourceRow): DnsRecordRow => ({
  id: row.id,
  name: row.name as string,
  type: row.type as string,
  ttl: row.ttl as number,
  value: row.value as string,
  useProxy: !!row.proxied,
  isSystem: false,
  createDate: iso(row.created_at)!,
});

export const dnsRecord = defineResource<DnsRecord>({
  kind: 'dns-record',
  table: 'dns_records',
  provisioned: false,
  parent: { def: dnsZone, param: 'dnsCdnHostId', column: 'zone_id' },
  toContract: recordContract,
  toListRow: recordRow,
  routes: (scope, env) => registerRecordRoutes(scope, env),
  endpoints: { list: api.dnsCdn.recordList, get: api.dnsCdn.recordGet, delete: api.dnsCdn.recordDelete },
});

/** A record row as the rules compare it. */
export const rowInput = (r: ResourceRow): DnsRecordInput => ({
  name: r.name as string,
  type: r.type as DnsRecordType,
  value: r.value as string,
  ttl: r.ttl as number,
  priority: r.priority as number | null,
  weight: r.weight as number | null,
  port: r.port as number | null,
  flag: r.flag as number | null,
  tag: r.tag as string | null,
  proxied: !!r.proxied,
});

const zoneRecords = (env: EngineEnv, zoneId: number) => selectAll<ResourceRow>(env.db, 'SELECT * FROM dns_records WHERE zone_id = ? ORDER BY id', zoneId);

/** The columns of a checked record. */
const recordColumns = (r: DnsRecordInput): Record<string, SqlValue> => ({
  name: r.name,
  type: r.type,
  value: r.value,
  ttl: r.ttl,
  priority: r.priority ?? null,
  weight: r.weight ?? null,
  port: r.port ?? null,
  flag: r.flag ?? null,
  tag: r.tag ?? null,
  proxied: r.proxied ? 1 : 0,
});

const int = (raw: unknown): number | null | undefined =>
  raw === undefined || raw === null || raw === ''
    ? null
    : typeof raw === 'number'
      ? Number.isSafeInteger(raw)
        ? raw
        : undefined
      : typeof raw === 'string' && /^-?\d+$/.test(raw.trim())
        ? Number(raw)
        : undefined;

const TYPE_OF_CODE = new Map(Object.entries(DNS_RECORD_TYPE_CODES).map(([type, code]) => [code, type as DnsRecordType]));
/** Where the rules' field of a record type lies in the provider's model (its error key). */
const wireField = (field: string, type: DnsRecordType): string =>
  field === 'Priority' && type === 'MX' ? 'Preference' : field === 'Flag' ? 'Flags' : field === 'Proxied' ? 'UseProxy' : field;

/**
 * A record in the provider's create/edit model read and judged: `type` the DNS type code, numbers
 * as strings, MX priority in `preference`, SRV host in `target` (else `value`), CAA flag in `flags`.
 * The stored form, or every field's Persian message under the model's field names.
 */
export function readRecord(body: unknown, zone: string, others: readonly DnsRecordInput[]): { record: DnsRecordInput } | { errors: FieldErrors } {
  const b = asObject(body);
  const errors: FieldErrors = {};
  const str = (key: string) => (typeof b[key] === 'string' ? (b[key] as string) : b[key] == null ? '' : String(b[key]));
  const type = typeof b.type === 'number' ? TYPE_OF_CODE.get(b.type) : undefined;
  if (!type) return { errors: { Type: [M.recordProblem('type')] } };
  const numbers: Record<string, number | null> = {};
  const fields = [
    ['ttl', 'Ttl'],
    ['priority', type === 'MX' ? 'Preference' : 'Priority'],
    ['weight', 'Weight'],
    ['port', 'Port'],
    ['flag', 'Flags'],
  ] as const;
  const raw: Record<string, unknown> = { ttl: b.ttl, priority: type === 'MX' ? b.preference : b.priority, weight: b.weight, port: b.port, flag: b.flags };
  for (const [key, field] of fields) {
    const n = int(raw[key]);
    if (n === undefined) errors[field] = [M.notNumber];
    else numbers[key] = n;
  }
  if (b.useProxy !== undefined && typeof b.useProxy !== 'boolean') errors.UseProxy = [M.notBoolean];
  if (Object.keys(errors).length) return { errors };
  const input: DnsRecordInput = {
    name: str('name'),
    type,
    value: type === 'SRV' && str('target').trim() ? str('target') : str('value'),
    ttl: numbers.ttl ?? 1,
    priority: numbers.priority,
    weight: numbers.weight,
    port: numbers.port,
    flag: numbers.flag,
    tag: str('tag').trim() || null,
    proxied: b.useProxy === true,
  };
  const problems = checkDnsRecord(input, zone, others);
  for (const [field, problem] of Object.entries(problems)) errors[wireField(field, type)] = [M.recordProblem(problem!)];
  return Object.keys(errors).length ? { errors } : { record: normaliseRecord(input, zone) };
}

function zoneOf(env: EngineEnv, customerId: number, projectParam: string, zoneParam: string): ResourceRow {
  const zone = ownedRow(env, dnsZone, { customerId }, projectParam, zoneParam);
  if (zone.status === 'deleting') throw refused(M.zoneDeleting);
  return zone;
}

function registerRecordRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  /** The record of the path under the zone of the path (404 under another zone). */
  const recordOf = (zone: ResourceRow, id: string) => rowIn(env, dnsRecord, zone.id, id, 'zone_id');

  route(my, env, api.dnsCdn.recordCreate, ({ user, params, body }) =>
    db.transaction(() => {
      const zone = zoneOf(env, user.customerId, params.projectId, params.dnsCdnHostId);
      const read = readRecord(body, zone.name as string, zoneRecords(env, zone.id).map(rowInput));
      if ('errors' in read) throw invalid(read.errors);
      db.prepare(
        "INSERT INTO dns_records (project_id, status, created_at, zone_id, name, type, value, ttl, priority, weight, port, flag, tag, proxied) VALUES (@project_id, 'active', @created_at, @zone_id, @name, @type, @value, @ttl, @priority, @weight, @port, @flag, @tag, @proxied)",
      ).run({ project_id: zone.project_id, created_at: env.clock.ms(), zone_id: zone.id, ...recordColumns(read.record) });
    })(),
  );

  route(my, env, api.dnsCdn.recordEdit, ({ user, params, body }) =>
    db.transaction(() => {
      const zone = zoneOf(env, user.customerId, params.projectId, params.dnsCdnHostId);
      const current = recordOf(zone, params.id);
      const others = zoneRecords(env, zone.id)
        .filter((r) => r.id !== current.id)
        .map(rowInput);
      const read = readRecord(body, zone.name as string, others);
      if ('errors' in read) throw invalid(read.errors);
      const cols = recordColumns(read.record);
      const sets = Object.keys(cols)
        .map((k) => `${k} = @${k}`)
        .join(', ');
      db.prepare(`UPDATE dns_records SET ${sets} WHERE id = @id`).run({ ...cols, id: current.id });
    })(),
  );

  // The provider's change-proxy has no body: it turns the proxy over.
  route(my, env, api.dnsCdn.recordChangeProxy, ({ user, params }) =>
    db.transaction(() => {
      const zone = zoneOf(env, user.customerId, params.projectId, params.dnsCdnHostId);
      const current = recordOf(zone, params.id);
      const proxied = !current.proxied;
      const others = zoneRecords(env, zone.id)
        .filter((r) => r.id !== current.id)
        .map(rowInput);
      const problems = checkDnsRecord({ ...rowInput(current), proxied }, zone.name as string, others);
      if (problems.Proxied) throw invalid({ UseProxy: [M.recordProblem(problems.Proxied)] });
      db.prepare('UPDATE dns_records SET proxied = ? WHERE id = ?').run(proxied ? 1 : 0, current.id);
    })(),
  );
}

function registerZoneRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const update = (zone: ResourceRow, columns: Record<string, SqlValue>) => updateZone(env, zone, columns);
  const bool = (raw: unknown, field: string): boolean => {
    if (typeof raw !== 'boolean') throw invalid({ [field]: [M.notBoolean] });
    return raw;
  };
  const zoneIn = (customerId: number, projectParam: string, id: string) => ownedRow(env, dnsZone, { customerId }, projectParam, id);

  // Answers nothing but a refusal: a malformed name, or one already on the platform.
  route(my, env, api.dnsCdn.hostCheck, ({ user, params, body }) => {
    loadProject(db, user.customerId, params.projectId);
    const name = typeof body.zoneName === 'string' ? body.zoneName : '';
    const stored = domainToStored(name);
    const problem = name.trim() ? zoneNameProblem(stored) : 'required';
    if (problem) throw invalid({ ZoneName: [M.recordProblem(problem)] });
    if (db.prepare('SELECT 1 FROM dns_zones WHERE name = ?').get(stored)) throw invalid({ ZoneName: [M.zoneTaken] });
  });

  route(my, env, api.dnsCdn.hostGetNs, ({ user, params }) => {
    const zone = zoneIn(user.customerId, params.projectId, params.id);
    const delegated = zone.status !== 'pending';
    return { status: delegated, ns: delegated ? PLATFORM_NAMESERVERS : REGISTRAR_NAMESERVERS, cloudNs: PLATFORM_NAMESERVERS };
  });

  route(my, env, api.dnsCdn.hostGetAnalytic, ({ user, params, query }) =>
    cdnAnalytics(zoneIn(user.customerId, params.projectId, params.id), query.PeriodId, env.clock.ms()),
  );

  route(my, env, api.dnsCdn.changeHttpsRedirect, ({ user, params, body }) => {
    const zone = zoneOf(env, user.customerId, params.projectId, params.id);
    update(zone, { https_redirect: bool(body.isHttpsRedirect, 'IsHttpsRedirect') ? 1 : 0 });
  });
  route(my, env, api.dnsCdn.changeNonWwwRedirect, ({ user, params, body }) => {
    const zone = zoneOf(env, user.customerId, params.projectId, params.id);
    update(zone, { non_www_redirect: bool(body.isNonWwwRedirect, 'IsNonWwwRedirect') ? 1 : 0 });
  });
  // The provider's HSTS is one switch (max-age, subdomains and preload are the platform's).
  route(my, env, api.dnsCdn.changeHsts, ({ user, params, body }) => {
    const zone = zoneOf(env, user.customerId, params.projectId, params.id);
    update(zone, { hsts_enabled: bool(body.isHsts, 'IsHsts') ? 1 : 0 });
  });
}

/** Writes the columns of a zone change with its modify date (the certificate routes' too). */
export function updateZone(env: EngineEnv, zone: ResourceRow, columns: Record<string, SqlValue>): void {
  const all = { ...columns, modified_at: env.clock.ms() };
  const sets = Object.keys(all)
    .map((k) => `${k} = @${k}`)
    .join(', ');
  env.db.prepare(`UPDATE dns_zones SET ${sets} WHERE id = @id`).run({ ...all, id: zone.id });
}
