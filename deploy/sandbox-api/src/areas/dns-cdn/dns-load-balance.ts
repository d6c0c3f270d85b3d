import type { FastifyInstance } from 'fastify';
import {
  api,
  apiGatewayRouteSchema,
  cdnLbPolicyName,
  cdnRouteSchema,
  destinationSchema,
  DESTINATIONS_MAX,
  DESTINATIONS_MIN,
  type ApiGatewayRoute,
  type CdnDestination,
  type CdnRoute,
  type CdnRouteRow,
} from '@portal/contracts';
import { iso } from '../../clock';
import type { Db } from '../../db/open';
import { defineResource } from '../../engine/define';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { unique } from '../../engine/validators';
import { addError, invalid, refused, type FieldErrors } from '../../http/errors';
import { asObject, readBody, readList } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow, rowIn } from '../../engine/in-project';
import { dnsZone } from './dns';
import { selectValue } from '../../db/query';

const M = messages.dnsCdn;
const ROUTES_MAX = 50;

// CDN routes (the provider's: a path of the zone sent to its destinations under a policy) and API
// gateway routes (ours) of a zone: children of the zone (deleted with it), active at once, covered by
// the zone's hourly price (no charge of their own).

/** The destinations of a route body: each checked by the contract's rule, errors under `Destinations[i].Address`. */
function readDestinations(raw: unknown, errors: FieldErrors): CdnDestination[] {
  const out: CdnDestination[] = [];
  const size = { min: DESTINATIONS_MIN, max: DESTINATIONS_MAX, tooFew: M.destinationsRequired, tooMany: M.destinationsTooMany(DESTINATIONS_MAX) };
  readList(raw, 'Destinations', destinationSchema, size, errors, (values, at) => {
    const address = typeof values.address === 'string' ? values.address.toLowerCase() : null;
    if (address && out.some((o) => o.address === address)) addError(errors, at('Address'), M.destinationDuplicate);
    else if (address) out.push({ address });
  });
  return out;
}

const destinationsOf = (row: ResourceRow) => JSON.parse(row.destinations as string) as CdnDestination[];

export const cdnRouteContract = (row: ResourceRow): CdnRoute => ({
  id: row.id,
  dnsCdnHostId: row.zone_id as number,
  host: (row.host as string | null) ?? null,
  maxConnectionsPerServer: row.max_connections as number,
  cdnLbPolicyId: row.policy_id as number,
  acceptDangerCert: !!row.accept_danger_cert,
  destinations: destinationsOf(row),
});
/** The list names the path and the policy (by name); get and edit the destinations and the policy id. */
const cdnRouteRow = (row: ResourceRow): CdnRouteRow => ({
  id: row.id,
  host: (row.host as string | null) ?? null,
  path: row.path as string,
  cdnLbPolicy: cdnLbPolicyName(row.policy_id as number),
  maxConnectionsPerServer: row.max_connections as number,
});

export const cdnRoute = defineResource<CdnRoute>({
  kind: 'cdn-route',
  table: 'cdn_routes',
  provisioned: false,
  parent: { def: dnsZone, param: 'dnsCdnHostId', column: 'zone_id' },
  toContract: cdnRouteContract,
  toListRow: cdnRouteRow,
  routes: (scope, env) => registerCdnRouteRoutes(scope, env),
  endpoints: { list: api.dnsLoadBalance.cdnRouteList, get: api.dnsLoadBalance.cdnRouteGet, delete: api.dnsLoadBalance.cdnRouteDelete },
});

function registerCdnRouteRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const zoneOf = (customerId: number, projectParam: string, zoneParam: string) => {
    const zone = ownedRow(env, dnsZone, { customerId }, projectParam, zoneParam);
    if (zone.status === 'deleting') throw refused(M.zoneDeleting);
    return zone;
  };
  /** The route's columns from a create (with its path) or an edit (path kept) body, or every field's message. */
  const read = (body: unknown, zone: ResourceRow, current: ResourceRow | null) => {
    const errors: FieldErrors = {};
    const b = asObject(body);
    const { values } = readBody(cdnRouteSchema, current ? { ...b, path: current.path } : b, errors);
    const destinations = readDestinations(b.destinations, errors);
    const path = current ? (current.path as string) : (values.path as string | undefined);
    if (!current && path && db.prepare('SELECT 1 FROM cdn_routes WHERE zone_id = ? AND path = ?').get(zone.id, path))
      addError(errors, 'Path', M.routePathTaken);
    if (Object.keys(errors).length) throw invalid(errors);
    const host = typeof values.host === 'string' && values.host.trim() ? values.host.trim().toLowerCase() : null;
    return {
      path: path as string,
      host,
      policy_id: values.cdnLbPolicyId as number,
      max_connections: values.maxConnectionsPerServer as number,
      accept_danger_cert: values.acceptDangerCert === true ? 1 : 0,
      destinations: JSON.stringify(destinations),
    };
  };

  route(my, env, api.dnsLoadBalance.cdnRouteCreate, ({ user, params, body }) =>
    db.transaction(() => {
      const zone = zoneOf(user.customerId, params.projectId, params.dnsCdnHostId);
      const n = selectValue<number>(db, 'SELECT COUNT(*) FROM cdn_routes WHERE zone_id = ?', zone.id)!;
      if (n >= ROUTES_MAX) throw refused(M.routesTooMany(ROUTES_MAX));
      const cols = read(body, zone, null);
      db.prepare(
        `INSERT INTO cdn_routes (project_id, status, created_at, zone_id, path, host, policy_id, max_connections, accept_danger_cert, destinations)
         VALUES (@project_id, 'active', @created_at, @zone_id, @path, @host, @policy_id, @max_connections, @accept_danger_cert, @destinations)`,
      ).run({ project_id: zone.project_id, created_at: env.clock.ms(), zone_id: zone.id, ...cols });
    })(),
  );

  route(my, env, api.dnsLoadBalance.cdnRouteEdit, ({ user, params, body }) =>
    db.transaction(() => {
      const zone = zoneOf(user.customerId, params.projectId, params.dnsCdnHostId);
      const current = rowIn(env, cdnRoute, zone.id, params.id, 'zone_id');
      const cols = read(body, zone, current);
      db.prepare(
        'UPDATE cdn_routes SET host = @host, policy_id = @policy_id, max_connections = @max_connections, accept_danger_cert = @accept_danger_cert, destinations = @destinations WHERE id = @id',
      ).run({
        ...cols,
        id: current.id,
      });
    })(),
  );
}

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

/** The demo zone's load balancing: `/*` to two web servers by least connections; an API route. */
export function seedLoadBalanceExample(db: Db, projectId: number, zoneId: number, created: number): void {
  db.prepare(
    `INSERT INTO cdn_routes (project_id, status, created_at, zone_id, path, host, policy_id, max_connections, accept_danger_cert, destinations)
     VALUES (?, 'active', ?, ?, '/*', NULL, 2, 200, 0, ?)`,
  ).run(projectId, created, zoneId, JSON.stringify([{ address: '185.208.180.20' }, { address: '185.208.180.21' }]));
  db.prepare(
    `INSERT INTO api_gateway_routes (project_id, status, created_at, zone_id, path, upstream, rate_limit)
     VALUES (?, 'active', ?, ?, '/api/v1/*', 'http://185.208.180.21:8080/v1', 600)`,
  ).run(projectId, created, zoneId);
}
