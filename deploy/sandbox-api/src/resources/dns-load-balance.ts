import type { FastifyInstance } from 'fastify';
import {
  api,
  apiGatewayRouteSchema,
  cdnRouteSchema,
  originPoolSchema,
  originSchema,
  ORIGINS_MAX,
  ORIGINS_MIN,
  type ApiGatewayRoute,
  type CdnRoute,
  type Origin,
  type OriginPool,
} from '@portal/contracts';
import { fieldLabels } from '@portal/locale';
import { iso } from '../clock';
import type { Db } from '../db/open';
import { defineResource } from '../engine/define';
import { updateRow } from '../engine/rows';
import { loadProject } from '../engine/scope';
import type { EngineEnv, ResourceRow, ScopeCtx, Validator } from '../engine/types';
import { unique } from '../engine/validators';
import { addError, invalid, refused, type FieldErrors } from '../http/errors';
import { asObject, readBody } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { createResource } from '../engine/register';
import { rowIn } from './attachments-request';
import { dnsZone } from './dns';

const M = messages.dnsCdn;

// Origin pools, CDN routes and API gateway routes of a zone: children of the zone (deleted with
// it), active at once, covered by the zone's hourly price (no charge of their own).

/** The origins of a pool body: each checked by the contract's rules, errors under `Origins[i].Field`. */
function readOrigins(raw: unknown, errors: FieldErrors): Origin[] {
  if (!Array.isArray(raw) || raw.length < ORIGINS_MIN) {
    addError(errors, 'Origins', M.originsRequired);
    return [];
  }
  if (raw.length > ORIGINS_MAX) {
    addError(errors, 'Origins', M.originsTooMany(ORIGINS_MAX));
    return [];
  }
  const out: Origin[] = [];
  raw.forEach((entry, i) => {
    const { values, errors: own } = readBody(originSchema, entry);
    for (const [field, list] of Object.entries(own)) for (const m of list) addError(errors, `Origins[${i}].${field}`, m);
    const address = typeof values.address === 'string' ? values.address.toLowerCase() : null;
    if (address && out.some((o) => o.address === address)) addError(errors, `Origins[${i}].Address`, M.originDuplicate);
    else if (address && typeof values.weight === 'number') out.push({ address, weight: values.weight });
  });
  return out;
}

const routeCount = (db: Db, poolId: number) => db.prepare('SELECT COUNT(*) FROM cdn_routes WHERE origin_pool_id = ?').pluck().get(poolId) as number;

export const poolContract = (row: ResourceRow, env: EngineEnv): OriginPool => ({
  id: row.id,
  dnsCdnHostId: row.zone_id as number,
  name: row.name as string,
  status: row.status as OriginPool['status'],
  origins: JSON.parse(row.origins as string) as Origin[],
  healthCheckPath: row.health_check_path as string,
  healthCheckInterval: row.health_check_interval as number,
  routeCount: routeCount(env.db, row.id),
  createdAt: iso(row.created_at)!,
});

export const originPool = defineResource<OriginPool>({
  kind: 'cdn-origin-pool',
  table: 'cdn_origin_pools',
  provisioned: false,
  parent: { def: dnsZone, param: 'dnsCdnHostId', column: 'zone_id', max: { count: 20, message: (n) => M.poolsTooMany(n) } },
  schema: originPoolSchema,
  fields: { name: { editable: true, validate: [unique] }, healthCheckPath: { editable: true }, healthCheckInterval: { editable: true } },
  // Traffic has to go somewhere: a pool a route points at stays until the route points elsewhere.
  onDelete: (row, env) => {
    const n = routeCount(env.db, row.id);
    if (n) throw refused(M.poolInUse(n));
  },
  routes: (scope, env) => registerPoolRoutes(scope, env),
  toContract: poolContract,
  endpoints: { list: api.dnsLoadBalance.originPoolList, delete: api.dnsLoadBalance.originPoolDelete },
});

function registerPoolRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  route(my, env, api.dnsLoadBalance.originPoolCreate, ({ user, params, body }) => {
    const project = loadProject(db, user.customerId, params.projectId);
    const parent = rowIn(env, dnsZone, project.id, params.dnsCdnHostId);
    if (parent.status === 'deleting') throw refused(messages.resourceDeleting);
    const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id, parent };
    const { row } = createResource(env, originPool, ctx, body, {
      prepare: (columns, raw, errors) => ({ ...columns, origins: JSON.stringify(readOrigins(raw.origins, errors)) }),
    });
    return poolContract(row, env);
  });

  // The engine's edit takes scalar fields only; a pool's origins are a list, read like the create's.
  route(my, env, api.dnsLoadBalance.originPoolEdit, ({ user, params, body }) =>
    db.transaction(() => {
      const project = loadProject(db, user.customerId, params.projectId);
      const current = rowIn(env, originPool, project.id, params.id);
      if (current.status === 'deleting') throw refused(messages.resourceDeleting);
      const parent = rowIn(env, dnsZone, project.id, current.zone_id);
      const errors: FieldErrors = {};
      const { values } = readBody(originPoolSchema, body, errors);
      const origins = readOrigins(asObject(body).origins, errors);
      const clash = typeof values.name === 'string' && db.prepare('SELECT 1 FROM cdn_origin_pools WHERE zone_id = ? AND name = ? COLLATE NOCASE AND id != ?').get(parent.id, values.name, current.id);
      if (clash) addError(errors, 'Name', messages.duplicate(fieldLabels.name));
      if (Object.keys(errors).length) throw invalid(errors);
      const row = updateRow(db, originPool, current.id, {
        name: values.name as string,
        health_check_path: values.healthCheckPath as string,
        health_check_interval: values.healthCheckInterval as number,
        origins: JSON.stringify(origins),
      });
      return poolContract(row, env);
    })(),
  );
}

/** The pool must be one of the same zone's. */
const poolOfZone: Validator = (value, { env, parent, current }) => {
  const zoneId = parent?.id ?? (current?.zone_id as number | undefined);
  return env.db.prepare("SELECT 1 FROM cdn_origin_pools WHERE id = ? AND zone_id = ? AND status = 'active'").get(value, zoneId) ? null : M.poolNotInZone;
};

export const cdnRouteContract = (row: ResourceRow, env: EngineEnv): CdnRoute => ({
  id: row.id,
  dnsCdnHostId: row.zone_id as number,
  pathPattern: row.path_pattern as string,
  originPoolId: row.origin_pool_id as number,
  originPoolName: env.db.prepare('SELECT name FROM cdn_origin_pools WHERE id = ?').pluck().get(row.origin_pool_id) as string,
  cacheEnabled: !!row.cache_enabled,
  cacheTtl: row.cache_ttl as number,
  status: row.status as CdnRoute['status'],
  createdAt: iso(row.created_at)!,
});

export const cdnRoute = defineResource<CdnRoute>({
  kind: 'cdn-route',
  table: 'cdn_routes',
  provisioned: false,
  parent: { def: dnsZone, param: 'dnsCdnHostId', column: 'zone_id', max: { count: 50, message: (n) => M.routesTooMany(n) } },
  schema: cdnRouteSchema,
  fields: {
    pathPattern: { editable: true, validate: [unique] },
    originPoolId: { editable: true, validate: [poolOfZone] },
    cacheEnabled: { editable: true },
    cacheTtl: { editable: true },
  },
  toContract: cdnRouteContract,
  endpoints: {
    list: api.dnsLoadBalance.cdnRouteList,
    get: api.dnsLoadBalance.cdnRouteGet,
    create: api.dnsLoadBalance.cdnRouteCreate,
    edit: api.dnsLoadBalance.cdnRouteEdit,
    delete: api.dnsLoadBalance.cdnRouteDelete,
  },
});

export const apiGatewayContract = (row: ResourceRow): ApiGatewayRoute => ({
  id: row.id,
  dnsCdnHostId: row.zone_id as number,
  path: row.path as string,
  upstream: row.upstream as string,
  rateLimit: row.rate_limit as number,
  status: row.status as ApiGatewayRoute['status'],
  createdAt: iso(row.created_at)!,
});

export const apiGatewayRoute = defineResource<ApiGatewayRoute>({
  kind: 'api-gateway-route',
  table: 'api_gateway_routes',
  provisioned: false,
  parent: { def: dnsZone, param: 'dnsCdnHostId', column: 'zone_id', max: { count: 50, message: (n) => M.routesTooMany(n) } },
  schema: apiGatewayRouteSchema,
  fields: { path: { editable: true, validate: [unique] }, upstream: { editable: true }, rateLimit: { editable: true } },
  toContract: apiGatewayContract,
  endpoints: {
    list: api.dnsLoadBalance.apiGatewayList,
    create: api.dnsLoadBalance.apiGatewayCreate,
    edit: api.dnsLoadBalance.apiGatewayEdit,
    delete: api.dnsLoadBalance.apiGatewayDelete,
  },
});

/** The demo zone's load balancing: two web servers 70/30 behind `/*`, cached an hour; an API route. */
export function seedLoadBalanceExample(db: Db, projectId: number, zoneId: number, created: number): void {
  const pool = db
    .prepare(
      `INSERT INTO cdn_origin_pools (project_id, status, created_at, zone_id, name, origins, health_check_path, health_check_interval)
       VALUES (?, 'active', ?, ?, 'web-servers', ?, '/health', 30) RETURNING id`,
    )
    .pluck()
    .get(projectId, created, zoneId, JSON.stringify([{ address: '185.208.180.20', weight: 70 }, { address: '185.208.180.21', weight: 30 }])) as number;
  db.prepare(
    `INSERT INTO cdn_routes (project_id, status, created_at, zone_id, path_pattern, origin_pool_id, cache_enabled, cache_ttl)
     VALUES (?, 'active', ?, ?, '/*', ?, 1, 3600)`,
  ).run(projectId, created, zoneId, pool);
  db.prepare(
    `INSERT INTO api_gateway_routes (project_id, status, created_at, zone_id, path, upstream, rate_limit)
     VALUES (?, 'active', ?, ?, '/api/v1/*', 'http://185.208.180.21:8080/v1', 600)`,
  ).run(projectId, created, zoneId);
}
