import type { FastifyInstance } from 'fastify';
import {
  api,
  changeCdnTypeSchema,
  checkDnsRecord,
  checkHsts,
  createZoneSchema,
  DNS_RECORD_TYPES,
  domainToStored,
  normaliseRecord,
  usageCategories,
  zoneNameProblem,
  type CdnType,
  type DnsCdnHost,
  type DnsRecord,
  type DnsRecordInput,
  type DnsRecordType,
} from '@portal/contracts';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import { loadProject } from '../engine/scope';
import type { EngineEnv, ResourceRow, SqlValue, Validator } from '../engine/types';
import { invalid, refused, type FieldErrors } from '../http/errors';
import { asObject } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { rowIn } from './attachments-request';
import { cdnAnalytics } from './dns-analytics';
import { registerZoneFileRoutes } from './zone-file';

const M = messages.dnsCdn;

/** The platform's nameservers every zone is delegated to. */
export const PLATFORM_NAMESERVERS = ['ns1.sandbox-cdn.ir', 'ns2.sandbox-cdn.ir'];
/** What a registrar lists before the customer changes it (the sandbox's pretend lookup). */
const REGISTRAR_NAMESERVERS = ['ns1.registrar.example', 'ns2.registrar.example'];

/** Rial per hour of each CDN plan. */
export const CDN_HOURLY_PRICE: Record<CdnType, number> = { dns: 200, basic: 1500, pro: 6000 };

const zoneNameValid: Validator = (value) => {
  const problem = zoneNameProblem(domainToStored(String(value)));
  return problem ? M.recordProblem(problem) : null;
};
const zoneNameFree: Validator = (value, { env }) => {
  const stored = domainToStored(String(value));
  return stored && env.db.prepare('SELECT 1 FROM dns_zones WHERE name = ?').get(stored) ? M.zoneTaken : null;
};

const recordCount = (env: EngineEnv, zoneId: number) => env.db.prepare('SELECT COUNT(*) FROM dns_records WHERE zone_id = ?').pluck().get(zoneId) as number;

export const zoneContract = (row: ResourceRow, env: EngineEnv): DnsCdnHost => ({
  id: row.id,
  projectId: row.project_id,
  name: row.name as string,
  status: row.status as DnsCdnHost['status'],
  cdnType: row.cdn_type as CdnType,
  verifying: row.status === 'pending' && row.next_status === 'active',
  recordCount: recordCount(env, row.id),
  hourlyPrice: row.hourly_price as number,
  httpsRedirect: !!row.https_redirect,
  originCertType: ((row.origin_cert_type as string | undefined) ?? 'full') as DnsCdnHost['originCertType'],
  edgeCertType: ((row.edge_cert_type as string | undefined) ?? 'managed') as DnsCdnHost['edgeCertType'],
  nonWwwRedirect: !!row.non_www_redirect,
  hsts: { enabled: !!row.hsts_enabled, maxAge: row.hsts_max_age as number, includeSubDomains: !!row.hsts_include_sub, preload: !!row.hsts_preload },
  activatedAt: iso(row.activated_at as number | null) ?? null,
  createdAt: iso(row.created_at)!,
});

export const dnsZone = defineResource<DnsCdnHost>({
  kind: 'dns-cdn-host',
  table: 'dns_zones',
  provisioned: false,
  limit: 'dnsCdn',
  category: usageCategories.dnsCdn,
  // Charged while active only: a zone waiting for its nameservers costs nothing.
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createZoneSchema,
  fields: { name: { validate: [zoneNameValid, zoneNameFree] } },
  derive: (input) => ({ columns: { name: domainToStored(String(input.name)), hourly_price: CDN_HOURLY_PRICE[input.cdn_type as CdnType] } }),
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
      effect: (_row, input) => ({ cdn_type: input.cdn_type, hourly_price: CDN_HOURLY_PRICE[input.cdn_type as CdnType] }),
    },
  },
  routes: (scope, env) => registerZoneRoutes(scope, env),
  toContract: zoneContract,
  endpoints: { list: api.dnsCdn.hostList, get: api.dnsCdn.hostGet, create: api.dnsCdn.hostCreate, delete: api.dnsCdn.hostDelete },
});

export const recordContract = (row: ResourceRow): DnsRecord => ({
  id: row.id,
  dnsCdnHostId: row.zone_id as number,
  name: row.name as string,
  type: row.type as DnsRecordType,
  value: row.value as string,
  ttl: row.ttl as number,
  priority: (row.priority as number | null) ?? null,
  weight: (row.weight as number | null) ?? null,
  port: (row.port as number | null) ?? null,
  flag: (row.flag as number | null) ?? null,
  tag: (row.tag as string | null) ?? null,
  proxied: !!row.proxied,
  createdAt: iso(row.created_at)!,
});

export const dnsRecord = defineResource<DnsRecord>({
  kind: 'dns-record',
  table: 'dns_records',
  provisioned: false,
  parent: { def: dnsZone, param: 'dnsCdnHostId', column: 'zone_id' },
  toContract: recordContract,
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

export const zoneRecords = (env: EngineEnv, zoneId: number) =>
  env.db.prepare('SELECT * FROM dns_records WHERE zone_id = ? ORDER BY id').all(zoneId) as ResourceRow[];

/** The columns of a checked record. */
export const recordColumns = (r: DnsRecordInput): Record<string, SqlValue> => ({
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
  raw === undefined || raw === null || raw === '' ? null : typeof raw === 'number' ? (Number.isSafeInteger(raw) ? raw : undefined) : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : undefined;

/** A record body read and judged: the stored form, or every field's Persian message. */
export function readRecord(body: unknown, zone: string, others: readonly DnsRecordInput[]): { record: DnsRecordInput } | { errors: FieldErrors } {
  const b = asObject(body);
  const errors: FieldErrors = {};
  const text = (key: string) => (typeof b[key] === 'string' ? (b[key] as string) : b[key] == null ? '' : String(b[key]));
  const numbers: Record<string, number | null> = {};
  for (const [key, field] of [['ttl', 'Ttl'], ['priority', 'Priority'], ['weight', 'Weight'], ['port', 'Port'], ['flag', 'Flag']] as const) {
    const n = int(b[key]);
    if (n === undefined) errors[field] = [M.notNumber];
    else numbers[key] = n;
  }
  if (b.proxied !== undefined && typeof b.proxied !== 'boolean') errors.Proxied = [M.notBoolean];
  const type = text('type').toUpperCase() as DnsRecordType;
  if (!DNS_RECORD_TYPES.includes(type)) errors.Type = [M.recordProblem('type')];
  if (Object.keys(errors).length) return { errors };
  const input: DnsRecordInput = {
    name: text('name'),
    type,
    value: text('value'),
    ttl: numbers.ttl ?? 1,
    priority: numbers.priority,
    weight: numbers.weight,
    port: numbers.port,
    flag: numbers.flag,
    tag: text('tag').trim() || null,
    proxied: b.proxied === true,
  };
  const problems = checkDnsRecord(input, zone, others);
  for (const [field, problem] of Object.entries(problems)) errors[field] = [M.recordProblem(problem!)];
  return Object.keys(errors).length ? { errors } : { record: normaliseRecord(input, zone) };
}

function zoneOf(env: EngineEnv, customerId: number, projectParam: string, zoneParam: string): ResourceRow {
  const zone = rowIn(env, dnsZone, loadProject(env.db, customerId, projectParam).id, zoneParam);
  if (zone.status === 'deleting') throw refused(M.zoneDeleting);
  return zone;
}

function registerRecordRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const recordOf = (customerId: number, projectParam: string, id: string) => rowIn(env, dnsRecord, loadProject(db, customerId, projectParam).id, id);

  route(my, env, api.dnsCdn.recordCreate, ({ user, params, body }) =>
    db.transaction(() => {
      const zone = zoneOf(env, user.customerId, params.projectId, params.dnsCdnHostId);
      const read = readRecord(body, zone.name as string, zoneRecords(env, zone.id).map(rowInput));
      if ('errors' in read) throw invalid(read.errors);
      const row = db
        .prepare(
          'INSERT INTO dns_records (project_id, status, created_at, zone_id, name, type, value, ttl, priority, weight, port, flag, tag, proxied) VALUES (@project_id, \'active\', @created_at, @zone_id, @name, @type, @value, @ttl, @priority, @weight, @port, @flag, @tag, @proxied) RETURNING *',
        )
        .get({ project_id: zone.project_id, created_at: env.clock.ms(), zone_id: zone.id, ...recordColumns(read.record) }) as ResourceRow;
      return recordContract(row);
    })(),
  );

  route(my, env, api.dnsCdn.recordEdit, ({ user, params, body }) =>
    db.transaction(() => {
      const current = recordOf(user.customerId, params.projectId, params.id);
      const zone = zoneOf(env, user.customerId, params.projectId, String(current.zone_id));
      const others = zoneRecords(env, zone.id).filter((r) => r.id !== current.id).map(rowInput);
      const read = readRecord(body, zone.name as string, others);
      if ('errors' in read) throw invalid(read.errors);
      const cols = recordColumns(read.record);
      const sets = Object.keys(cols).map((k) => `${k} = @${k}`).join(', ');
      return recordContract(db.prepare(`UPDATE dns_records SET ${sets} WHERE id = @id RETURNING *`).get({ ...cols, id: current.id }) as ResourceRow);
    })(),
  );

  route(my, env, api.dnsCdn.recordChangeProxy, ({ user, params, body }) =>
    db.transaction(() => {
      const current = recordOf(user.customerId, params.projectId, params.id);
      const zone = zoneOf(env, user.customerId, params.projectId, String(current.zone_id));
      if (typeof body.proxied !== 'boolean') throw invalid({ Proxied: [M.notBoolean] });
      const others = zoneRecords(env, zone.id).filter((r) => r.id !== current.id).map(rowInput);
      const problems = checkDnsRecord({ ...rowInput(current), proxied: body.proxied }, zone.name as string, others);
      if (problems.Proxied) throw invalid({ Proxied: [M.recordProblem(problems.Proxied)] });
      return recordContract(db.prepare('UPDATE dns_records SET proxied = ? WHERE id = ? RETURNING *').get(body.proxied ? 1 : 0, current.id) as ResourceRow);
    })(),
  );

  registerZoneFileRoutes(my, env);
}

function registerZoneRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const update = (zone: ResourceRow, columns: Record<string, SqlValue>) => {
    const sets = Object.keys(columns).map((k) => `${k} = @${k}`).join(', ');
    return zoneContract(db.prepare(`UPDATE dns_zones SET ${sets} WHERE id = @id RETURNING *`).get({ ...columns, id: zone.id }) as ResourceRow, env);
  };
  const bool = (raw: unknown, field: string): boolean => {
    if (typeof raw !== 'boolean') throw invalid({ [field]: [M.notBoolean] });
    return raw;
  };

  route(my, env, api.dnsCdn.hostCheck, ({ user, params, body }) => {
    loadProject(db, user.customerId, params.projectId);
    const name = typeof body.name === 'string' ? body.name : '';
    const stored = domainToStored(name);
    const problem = name.trim() ? zoneNameProblem(stored) : 'required';
    if (problem) throw invalid({ Name: [M.recordProblem(problem)] });
    const taken = !!db.prepare('SELECT 1 FROM dns_zones WHERE name = ?').get(stored);
    if (taken) throw invalid({ Name: [M.zoneTaken] });
    return { name: stored!, available: true };
  });

  route(my, env, api.dnsCdn.hostGetNs, ({ user, params }) => {
    const zone = rowIn(env, dnsZone, loadProject(db, user.customerId, params.projectId).id, params.id);
    return { nameservers: PLATFORM_NAMESERVERS, current: zone.status === 'active' ? PLATFORM_NAMESERVERS : REGISTRAR_NAMESERVERS, status: zone.status as DnsCdnHost['status'] };
  });

  route(my, env, api.dnsCdn.hostGetAnalytic, ({ user, params, query }) => {
    const zone = rowIn(env, dnsZone, loadProject(db, user.customerId, params.projectId).id, params.id);
    return cdnAnalytics(zone, query.PeriodId, env.clock.ms());
  });

  route(my, env, api.dnsCdn.changeHttpsRedirect, ({ user, params, body }) => {
    const zone = zoneOf(env, user.customerId, params.projectId, params.id);
    return update(zone, { https_redirect: bool(body.enabled, 'Enabled') ? 1 : 0 });
  });
  route(my, env, api.dnsCdn.changeNonWwwRedirect, ({ user, params, body }) => {
    const zone = zoneOf(env, user.customerId, params.projectId, params.id);
    return update(zone, { non_www_redirect: bool(body.enabled, 'Enabled') ? 1 : 0 });
  });
  route(my, env, api.dnsCdn.changeHsts, ({ user, params, body }) => {
    const zone = zoneOf(env, user.customerId, params.projectId, params.id);
    const enabled = bool(body.enabled, 'Enabled');
    const includeSubDomains = bool(body.includeSubDomains, 'IncludeSubDomains');
    const preload = bool(body.preload, 'Preload');
    const maxAge = int(body.maxAge);
    if (maxAge == null) throw invalid({ MaxAge: [M.notNumber] });
    const problems = checkHsts({ enabled, maxAge, includeSubDomains, preload });
    const errors: FieldErrors = {};
    for (const [field, p] of Object.entries(problems)) errors[field] = [M.hstsProblem(p!)];
    if (Object.keys(errors).length) throw invalid(errors);
    return update(zone, { hsts_enabled: enabled ? 1 : 0, hsts_max_age: maxAge, hsts_include_sub: includeSubDomains ? 1 : 0, hsts_preload: preload ? 1 : 0 });
  });
}
