import type { FastifyInstance } from 'fastify';
import {
  api,
  checkGatewayCidr,
  createVpcSchema,
  formatIpv4Range,
  intToIpv4,
  rangesOverlap,
  usageCategories,
  VPC_MAX_NETWORKS,
  VPC_NETWORK_PREFIX,
  vpcNetworkEntrySchema,
  type Ipv4Range,
  type VpcHost,
  type VpcShort,
} from '@portal/contracts';
import { bundleOfKind, datacenterName } from '../catalogue';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import type { EngineEnv, ResourceRow, ScopeCtx, SqlValue } from '../engine/types';
import { addError, refused, type FieldErrors } from '../http/errors';
import { readBody } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { projectOf } from './attachments-request';
import { editableName } from './fields';
import { createResource } from '../engine/register';
import { loadProject } from '../engine/scope';

const M = messages.vpc;

const countOf = (env: EngineEnv, sql: string, id: number) => env.db.prepare(sql).pluck().get(id) as number;

/** Names of the servers with an interface in the VPC, and of its load balancers: what keeps it from being deleted. */
export function vpcContents(env: EngineEnv, vpcId: number): { servers: string[]; loadBalancers: string[] } {
  const servers = env.db
    .prepare(
      `SELECT DISTINCT COALESCE(v.name, '#' || n.vm_host_id) FROM network_nodes n JOIN networks w ON w.id = n.network_id
       LEFT JOIN vm_hosts v ON v.id = n.vm_host_id WHERE w.vpc_id = ? ORDER BY 1`,
    )
    .pluck()
    .all(vpcId) as string[];
  const loadBalancers = env.db.prepare('SELECT name FROM vpc_load_balancers WHERE vpc_id = ? ORDER BY name').pluck().all(vpcId) as string[];
  return { servers, loadBalancers };
}

export const vpcHost = defineResource<VpcHost>({
  kind: 'vpc-host',
  table: 'vpc_hosts',
  provisioned: true,
  creatingStatus: 'building',
  catalogue: 'vpc',
  limit: 'vpc',
  category: usageCategories.vpc,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  schema: createVpcSchema,
  fields: { name: editableName },
  derive: (input, ctx) => ({ columns: { hourly_price: bundleOfKind(ctx.env.db, 'vpc', input.product_bundle_id)!.hourlyPrice } }),
  onDelete: (row, env) => {
    const { servers, loadBalancers } = vpcContents(env, row.id);
    const parts = [...(servers.length ? [M.vpcServers(servers)] : []), ...(loadBalancers.length ? [M.vpcLoadBalancers(loadBalancers)] : [])];
    if (parts.length) throw refused(M.vpcNotEmpty(parts));
  },
  toContract: (row, env) => {
    const bundle = bundleOfKind(env.db, 'vpc', row.product_bundle_id);
    return {
      id: row.id,
      projectId: row.project_id,
      name: row.name as string,
      status: row.status as VpcHost['status'],
      datacenterId: row.datacenter_id as number,
      datacenterName: datacenterName(env.db, row.datacenter_id),
      productBundleId: row.product_bundle_id as number,
      bundleName: bundle?.name ?? '',
      cpu: bundle?.cpu ?? null,
      memory: bundle?.memory ?? null,
      disk: bundle?.disk ?? null,
      price: bundle?.price ?? 0,
      hourlyPrice: row.hourly_price as number,
      networkCount: countOf(env, 'SELECT COUNT(*) FROM networks WHERE vpc_id = ?', row.id),
      serverCount: countOf(env, 'SELECT COUNT(DISTINCT n.vm_host_id) FROM network_nodes n JOIN networks w ON w.id = n.network_id WHERE w.vpc_id = ?', row.id),
      loadBalancerCount: countOf(env, 'SELECT COUNT(*) FROM vpc_load_balancers WHERE vpc_id = ?', row.id),
      publicIpCount: countOf(env, 'SELECT COUNT(*) FROM vpc_public_ips WHERE vpc_id = ?', row.id),
      createdAt: iso(row.created_at)!,
    };
  },
  routes: (scope, env) => registerVpcRoutes(scope, env),
  endpoints: { list: api.vpc.list, get: api.vpc.get, edit: api.vpc.edit, delete: api.vpc.delete },
});

interface ParsedNetwork {
  name: string;
  range: Ipv4Range;
  gateway: number;
}

/** The order's networks, each checked by the contract's entry schema, then against each other and the project's names. */
function readNetworks(env: EngineEnv, projectId: number, raw: unknown, errors: FieldErrors): ParsedNetwork[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    addError(errors, 'Networks', M.networksRequired);
    return [];
  }
  if (raw.length > VPC_MAX_NETWORKS) {
    addError(errors, 'Networks', M.tooManyNetworks(VPC_MAX_NETWORKS));
    return [];
  }
  const parsed: ParsedNetwork[] = [];
  raw.forEach((entry, i) => {
    const key = (field: string) => `Networks[${i}].${field}`;
    const { values, errors: own } = readBody(vpcNetworkEntrySchema, entry);
    for (const [field, list] of Object.entries(own)) for (const m of list) addError(errors, key(field), m);
    const name = values.name as string | undefined;
    if (name != null) {
      const clash =
        parsed.some((p) => p.name.toLowerCase() === name.toLowerCase()) ||
        env.db.prepare('SELECT 1 FROM networks WHERE project_id = ? AND name = ? COLLATE NOCASE').get(projectId, name);
      if (clash) addError(errors, key('Name'), M.networkNameTaken);
    }
    const text = values.gatewayCidr as string | undefined;
    if (text != null) {
      const r = checkGatewayCidr(text, VPC_NETWORK_PREFIX);
      if ('range' in r) {
        if (parsed.some((p) => rangesOverlap(p.range, r.range))) addError(errors, key('GatewayCidr'), M.networkOverlap);
        else if (name != null) parsed.push({ name, range: r.range, gateway: r.gateway });
      }
    }
  });
  return parsed;
}

function registerVpcRoutes(my: FastifyInstance, env: EngineEnv): void {
  route(my, env, api.vpc.shortList, ({ user, params }) => {
    const projectId = projectOf(env, user, params.projectId);
    return env.db.prepare("SELECT id, name, status FROM vpc_hosts WHERE project_id = ? AND status = 'active' ORDER BY name").all(projectId) as VpcShort[];
  });

  route(my, env, api.vpc.create, ({ user, params, body }) => {
    const project = loadProject(env.db, user.customerId, params.projectId);
    const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id };
    let networks: ParsedNetwork[] = [];
    const { row } = createResource(env, vpcHost, ctx, body, {
      prepare: (columns, raw, errors) => {
        networks = readNetworks(env, project.id, raw.networks, errors);
        return columns;
      },
      after: (vpc: ResourceRow) => insertVpcNetworks(env, vpc, networks),
    });
    return vpcHost.toContract(row, env);
  });
}

/** The order's networks, provisioned together with their VPC (same transition). */
function insertVpcNetworks(env: EngineEnv, vpc: ResourceRow, networks: ParsedNetwork[]): void {
  const insert = env.db.prepare(
    `INSERT INTO networks (project_id, status, next_status, transition_at, billed_until, created_at, name, datacenter_id, cidr, gateway, vpc_id, snat)
     VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, 1)`,
  );
  const settled = vpc.next_status == null;
  for (const n of networks)
    insert.run(
      vpc.project_id,
      settled ? 'active' : 'creating',
      settled ? null : 'active',
      (vpc.transition_at as SqlValue) ?? null,
      vpc.created_at,
      n.name,
      vpc.datacenter_id as number,
      formatIpv4Range(n.range),
      intToIpv4(n.gateway),
      vpc.id,
    );
}
