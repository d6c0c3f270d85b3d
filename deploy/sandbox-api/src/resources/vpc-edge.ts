import type { FastifyInstance } from 'fastify';
import {
  api,
  assignIpSchema,
  createDnatSchema,
  createLoadBalancerSchema,
  intToIpv4,
  ipv4ToInt,
  LB_MAX_LISTENERS,
  lbBackendSpec,
  lbListenerSchema,
  portRangeSize,
  portRangesOverlap,
  usageCategories,
  VPC_MAX_PUBLIC_IPS,
  type LbListener,
  type LoadBalancer,
  type VpcDnatRule,
  type VpcPublicIp,
} from '@portal/contracts';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import { getRow } from '../engine/rows';
import { loadProject } from '../engine/scope';
import type { EngineEnv, ResourceRow, ScopeCtx } from '../engine/types';
import { unique } from '../engine/validators';
import { addError, invalid, refused } from '../http/errors';
import { readBody, readField, requireBody } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { rowIn } from './attachments-request';
import { vpcHost } from './vpc';
import { vpcPrivateIps } from './vpc-addresses';
import { createResource } from '../engine/register';

const M = messages.vpc;

/** Public addresses VPCs get, one after another: 185.208.180.10 onwards. */
const PUBLIC_POOL_START = ipv4ToInt('185.208.180.10')!;
const unitPrice = (env: EngineEnv, key: 'publicIp' | 'loadBalancer') =>
  env.db.prepare("SELECT hourly_price FROM product_items WHERE product_id = 60 AND key = ?").pluck().get(key) as number;

function nextPublicAddress(env: EngineEnv): string {
  const taken = new Set(env.db.prepare('SELECT address FROM vpc_public_ips').pluck().all() as string[]);
  let ip = PUBLIC_POOL_START;
  while (taken.has(intToIpv4(ip))) ip++;
  return intToIpv4(ip);
}

interface IpRow extends ResourceRow {
  vpc_id: number;
  address: string;
  assigned_kind: 'server' | 'loadBalancer' | null;
  assigned_id: number | null;
}

function assigneeName(env: EngineEnv, row: IpRow): string | null {
  if (row.assigned_kind === 'server') {
    try {
      return (env.db.prepare('SELECT name FROM vm_hosts WHERE id = ?').pluck().get(row.assigned_id) as string | undefined) ?? null;
    } catch {
      return null;
    }
  }
  if (row.assigned_kind === 'loadBalancer') return (env.db.prepare('SELECT name FROM vpc_load_balancers WHERE id = ?').pluck().get(row.assigned_id) as string | undefined) ?? null;
  return null;
}

const dnatCount = (env: EngineEnv, ipId: number) => env.db.prepare('SELECT COUNT(*) FROM vpc_dnat_rules WHERE public_ip_id = ?').pluck().get(ipId) as number;

export const ipContract = (row: ResourceRow, env: EngineEnv): VpcPublicIp => {
  const r = row as IpRow;
  return {
    id: r.id,
    vpcHostId: r.vpc_id,
    status: r.status as VpcPublicIp['status'],
    address: r.address,
    assignedKind: r.assigned_kind,
    assignedId: r.assigned_id,
    assignedName: assigneeName(env, r),
    dnatCount: dnatCount(env, r.id),
    hourlyPrice: r.hourly_price as number,
    createdAt: iso(r.created_at)!,
  };
};

export const vpcPublicIp = defineResource<VpcPublicIp>({
  kind: 'vpc-public-ip',
  table: 'vpc_public_ips',
  provisioned: false,
  category: usageCategories.vpc,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id', requireActive: true, max: { count: VPC_MAX_PUBLIC_IPS, message: M.publicIpLimit } },
  derive: (_input, ctx) => ({ columns: { address: nextPublicAddress(ctx.env), hourly_price: unitPrice(ctx.env, 'publicIp') } }),
  onDelete: (row, env) => {
    const r = row as IpRow;
    if (r.assigned_kind) throw refused(M.publicIpAssigned(assigneeName(env, r) ?? ''));
    if (dnatCount(env, r.id) > 0) throw refused(M.publicIpHasDnat);
  },
  toContract: ipContract,
  routes: (scope, env) => registerIpRoutes(scope, env),
  endpoints: { list: api.vpc.ipList, create: api.vpc.ipCreate, delete: api.vpc.ipDelete },
});

/** Why this public IP cannot be given to something (another VPC's, assigned, carrying DNAT rules), or null. */
function ipUnavailable(env: EngineEnv, vpcId: number, ipId: number): string | null {
  const ip = getRow(env.db, vpcPublicIp, ipId) as IpRow | undefined;
  if (!ip || ip.vpc_id !== vpcId) return M.publicIpNotInVpc;
  if (ip.assigned_kind) return M.publicIpAssigned(assigneeName(env, ip) ?? '');
  if (dnatCount(env, ip.id) > 0) return M.publicIpHasDnat;
  return null;
}

function registerIpRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const ipOf = (customerId: number, projectParam: string, id: string) => rowIn(env, vpcPublicIp, loadProject(db, customerId, projectParam).id, id) as IpRow;

  route(my, env, api.vpc.ipAssign, ({ user, params, body }) => {
    const input = requireBody(assignIpSchema, body) as { kind: 'server' | 'loadBalancer'; targetId: number };
    return db.transaction(() => {
      const ip = ipOf(user.customerId, params.projectId, params.id);
      const problem = ipUnavailable(env, ip.vpc_id, ip.id);
      if (problem) throw refused(problem);
      const inVpc =
        input.kind === 'server'
          ? [...vpcPrivateIps(env, ip.vpc_id).values()].some((i) => i.vmHostId === input.targetId)
          : !!db.prepare('SELECT 1 FROM vpc_load_balancers WHERE id = ? AND vpc_id = ?').get(input.targetId, ip.vpc_id);
      if (!inVpc) throw invalid({ TargetId: [M.assigneeNotInVpc] });
      if (db.prepare('SELECT 1 FROM vpc_public_ips WHERE assigned_kind = ? AND assigned_id = ?').get(input.kind, input.targetId)) throw invalid({ TargetId: [M.assigneeHasIp] });
      const row = db.prepare('UPDATE vpc_public_ips SET assigned_kind = ?, assigned_id = ? WHERE id = ? RETURNING *').get(input.kind, input.targetId, ip.id) as ResourceRow;
      return ipContract(row, env);
    })();
  });

  route(my, env, api.vpc.ipUnassign, ({ user, params }) => {
    const ip = ipOf(user.customerId, params.projectId, params.id);
    if (!ip.assigned_kind) throw refused(M.publicIpNotAssigned);
    const row = db.prepare('UPDATE vpc_public_ips SET assigned_kind = NULL, assigned_id = NULL WHERE id = ? RETURNING *').get(ip.id) as ResourceRow;
    return ipContract(row, env);
  });
}

export const vpcDnatRule = defineResource<VpcDnatRule>({
  kind: 'vpc-dnat-rule',
  table: 'vpc_dnat_rules',
  provisioned: false,
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id', requireActive: true },
  schema: createDnatSchema,
  check: (columns, ctx, errors) => {
    const { env } = ctx;
    const vpcId = ctx.parent!.id;
    if (columns.public_ip_id != null) {
      const ip = getRow(env.db, vpcPublicIp, columns.public_ip_id as number) as IpRow | undefined;
      if (!ip || ip.vpc_id !== vpcId) addError(errors, 'PublicIpId', M.publicIpNotInVpc);
      else if (ip.assigned_kind) addError(errors, 'PublicIpId', M.publicIpAssigned(assigneeName(env, ip) ?? ''));
      else if (columns.protocol != null && columns.external_port != null) {
        const used = env.db.prepare('SELECT external_port FROM vpc_dnat_rules WHERE public_ip_id = ? AND protocol = ?').pluck().all(ip.id, columns.protocol) as string[];
        if (used.some((p) => portRangesOverlap(p, String(columns.external_port)))) addError(errors, 'ExternalPort', M.duplicateExternalPort);
      }
    }
    if (columns.external_port != null && columns.internal_port != null && portRangeSize(String(columns.external_port)) !== portRangeSize(String(columns.internal_port)))
      addError(errors, 'InternalPort', M.portSizeMismatch);
    if (columns.internal_ip != null && !vpcPrivateIps(env, vpcId).has(String(columns.internal_ip))) addError(errors, 'InternalIp', M.internalIpNotInVpc);
  },
  toContract: (row, env) => ({
    id: row.id,
    vpcHostId: row.vpc_id as number,
    publicIpId: row.public_ip_id as number,
    publicIp: (env.db.prepare('SELECT address FROM vpc_public_ips WHERE id = ?').pluck().get(row.public_ip_id) as string | undefined) ?? '',
    protocol: row.protocol as VpcDnatRule['protocol'],
    externalPort: row.external_port as string,
    internalIp: row.internal_ip as string,
    internalPort: row.internal_port as string,
    vmHostName: vpcPrivateIps(env, row.vpc_id as number).get(row.internal_ip as string)?.vmHostName ?? null,
    createdAt: iso(row.created_at)!,
  }),
  endpoints: { list: api.vpc.dnatList, create: api.vpc.dnatCreate, delete: api.vpc.dnatDelete },
});

const lbIp = (env: EngineEnv, lbId: number) =>
  env.db.prepare("SELECT id, address FROM vpc_public_ips WHERE assigned_kind = 'loadBalancer' AND assigned_id = ?").get(lbId) as { id: number; address: string } | undefined;

export const vpcLoadBalancer = defineResource<LoadBalancer>({
  kind: 'vpc-load-balancer',
  table: 'vpc_load_balancers',
  provisioned: true,
  category: usageCategories.vpc,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id', requireActive: true },
  schema: createLoadBalancerSchema,
  fields: {
    name: { validate: [unique] },
    publicIpId: { validate: [(value, ctx) => ipUnavailable(ctx.env, ctx.parent!.id, value as number)] },
  },
  check: (columns, _ctx, errors) => {
    if (columns.health_check_timeout != null && columns.health_check_interval != null && (columns.health_check_timeout as number) >= (columns.health_check_interval as number))
      addError(errors, 'HealthCheckTimeout', M.timeoutNotBelowInterval);
  },
  derive: (_input, ctx) => ({ columns: { hourly_price: unitPrice(ctx.env, 'loadBalancer') } }),
  onDelete: (row, env) => {
    env.db.prepare("UPDATE vpc_public_ips SET assigned_kind = NULL, assigned_id = NULL WHERE assigned_kind = 'loadBalancer' AND assigned_id = ?").run(row.id);
  },
  toContract: (row, env) => {
    const ip = lbIp(env, row.id);
    return {
      id: row.id,
      vpcHostId: row.vpc_id as number,
      name: row.name as string,
      status: row.status as LoadBalancer['status'],
      publicIpId: ip?.id ?? null,
      publicIp: ip?.address ?? null,
      algorithm: row.algorithm as LoadBalancer['algorithm'],
      listeners: JSON.parse(row.listeners as string) as LbListener[],
      healthCheckInterval: row.health_check_interval as number,
      healthCheckTimeout: row.health_check_timeout as number,
      healthCheckAttempts: row.health_check_attempts as number,
      backends: JSON.parse(row.backends as string) as string[],
      hourlyPrice: row.hourly_price as number,
      createdAt: iso(row.created_at)!,
    };
  },
  routes: (scope, env) => registerLoadBalancerCreate(scope, env),
  endpoints: { list: api.vpc.loadBalancerList, get: api.vpc.loadBalancerGet, delete: api.vpc.loadBalancerDelete },
});

function readListeners(raw: unknown, errors: Record<string, string[]>): LbListener[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    addError(errors, 'Listeners', M.listenersRequired);
    return [];
  }
  if (raw.length > LB_MAX_LISTENERS) {
    addError(errors, 'Listeners', M.tooManyListeners(LB_MAX_LISTENERS));
    return [];
  }
  const out: LbListener[] = [];
  raw.forEach((entry, i) => {
    const { values, errors: own } = readBody(lbListenerSchema, entry);
    for (const [field, list] of Object.entries(own)) for (const m of list) addError(errors, `Listeners[${i}].${field}`, m);
    if (values.port != null && out.some((l) => l.port === values.port)) addError(errors, `Listeners[${i}].Port`, M.duplicateListenerPort);
    else if (values.port != null && values.protocol != null) out.push({ protocol: values.protocol as LbListener['protocol'], port: values.port as number });
  });
  return out;
}

function readBackends(env: EngineEnv, vpcId: number, raw: unknown, errors: Record<string, string[]>): string[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    addError(errors, 'Backends', M.backendsRequired);
    return [];
  }
  const own = vpcPrivateIps(env, vpcId);
  const out: string[] = [];
  for (const entry of raw) {
    const read = readField(lbBackendSpec, entry);
    if ('error' in read) addError(errors, 'Backends', read.error);
    else if (!own.has(String(read.value))) addError(errors, 'Backends', M.backendNotInVpc(String(read.value)));
    else if (!out.includes(String(read.value))) out.push(String(read.value));
  }
  return out;
}

function registerLoadBalancerCreate(my: FastifyInstance, env: EngineEnv): void {
  route(my, env, api.vpc.loadBalancerCreate, ({ user, params, body }) => {
    const project = loadProject(env.db, user.customerId, params.projectId);
    const parent = rowIn(env, vpcHost, project.id, params.vpcHostId);
    const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id, parent };
    let ipId: number | null = null;
    const { row } = createResource(env, vpcLoadBalancer, ctx, body, {
      prepare: (columns, raw, errors) => {
        const listeners = readListeners(raw.listeners, errors);
        const backends = readBackends(env, parent.id, raw.backends, errors);
        const { public_ip_id, ...rest } = columns;
        ipId = (public_ip_id as number | null | undefined) ?? null;
        return { ...rest, listeners: JSON.stringify(listeners), backends: JSON.stringify(backends) };
      },
      after: (lb) => {
        if (ipId != null) env.db.prepare("UPDATE vpc_public_ips SET assigned_kind = 'loadBalancer', assigned_id = ? WHERE id = ?").run(lb.id, ipId);
      },
    });
    return vpcLoadBalancer.toContract(row, env);
  });
}
