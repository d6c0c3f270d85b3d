import type { FastifyInstance } from 'fastify';
import {
  api,
  createDnatSchema,
  createLoadBalancerSchema,
  createSnatSchema,
  createVmLbSchema,
  createVpcIpSchema,
  intToIpv4,
  ipv4ToInt,
  LB_MAX_LISTENERS,
  lbBackendSpec,
  LB_ALGORITHM_IDS,
  LB_PROTOCOL_TYPE_IDS,
  lbListenerSchema,
  NAT_TYPE,
  usageCategories,
  VPC_MAX_PUBLIC_IPS,
  vmLbListenerSchema,
  type LbListener,
  type LoadBalancer,
  type VpcIp,
  type VpcNat,
  PRODUCT,
} from '@portal/contracts';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import { getRow } from '../../engine/rows';
import { loadProject } from '../../engine/scope';
import type { EngineEnv, ResourceRow, ScopeCtx, SqlValue } from '../../engine/types';
import { unique } from '../../engine/validators';
import { wireStatus } from '../../engine/wire-status';
import { addError, invalid, refused } from '../../http/errors';
import { asObject, readBody, readField, readList, requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow, rowIn } from '../../engine/in-project';
import { vpcHost } from './resources';
import { vpcPrivateIps } from './addresses';
import { createResource } from '../../engine/register';
import { selectOne, selectValue, selectValues } from '../../db/query';

const M = messages.vpc;

/** Public addresses VPCs get, one after another: 185.208.180.10 onwards, and 2a0b:1::a onwards for IPv6. */
const PUBLIC_POOL_START = ipv4ToInt('185.208.180.10')!;
const V6_POOL_START = 10;
const unitPrice = (env: EngineEnv, key: 'publicIp' | 'loadBalancer') =>
  selectValue<number>(env.db, 'SELECT hourly_price FROM product_items WHERE product_id = ? AND key = ?', PRODUCT.vpc, key)!;

function nextPublicAddress(env: EngineEnv, v4: boolean): string {
  const taken = new Set(selectValues<string>(env.db, 'SELECT address FROM vpc_public_ips'));
  if (!v4) {
    let n = V6_POOL_START;
    while (taken.has(`2a0b:1::${n.toString(16)}`)) n++;
    return `2a0b:1::${n.toString(16)}`;
  }
  let ip = PUBLIC_POOL_START;
  while (taken.has(intToIpv4(ip))) ip++;
  return intToIpv4(ip);
}

interface IpRow extends ResourceRow {
  vpc_id: number;
  address: string;
  is_v4: number;
  is_primary: number;
  assigned_kind: 'server' | 'loadBalancer' | null;
  assigned_id: number | null;
}

function assigneeName(env: EngineEnv, row: IpRow): string | null {
  if (row.assigned_kind === 'server') return selectValue<string>(env.db, 'SELECT name FROM vm_hosts WHERE id = ?', row.assigned_id) ?? null;
  if (row.assigned_kind === 'loadBalancer') return selectValue<string>(env.db, 'SELECT name FROM vpc_load_balancers WHERE id = ?', row.assigned_id) ?? null;
  return null;
}

const dnatCount = (env: EngineEnv, ipId: number) =>
  selectValue<number>(env.db, 'SELECT COUNT(*) FROM vpc_nat_rules WHERE vpc_ip_id = ? AND nat_type_id = ?', ipId, NAT_TYPE.dnat)!;
const primaryIp = (env: EngineEnv, vpcId: number) =>
  selectValue<string>(env.db, 'SELECT address FROM vpc_public_ips WHERE vpc_id = ? AND is_primary = 1', vpcId);
const hasSnat = (env: EngineEnv, vpcId: number) =>
  !!env.db.prepare('SELECT 1 FROM vpc_nat_rules WHERE vpc_id = ? AND nat_type_id = ?').get(vpcId, NAT_TYPE.snat);

/** The row of `ip/list`: a secondary address is floating (it may carry DNAT rules or a load balancer). */
export const ipContract = (row: ResourceRow): VpcIp => ({
  id: row.id,
  ipAddress: row.address as string,
  isV4: row.is_v4 === 1,
  isPrimary: row.is_primary === 1,
  isFloating: row.is_primary !== 1,
});

export const vpcPublicIp = defineResource<VpcIp>({
  kind: 'vpc-public-ip',
  table: 'vpc_public_ips',
  provisioned: false,
  category: usageCategories.vpc,
  billing: { hourlyPrice: (row) => row.hourly_price as number },
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id', requireActive: true, max: { count: VPC_MAX_PUBLIC_IPS, message: M.publicIpLimit } },
  schema: createVpcIpSchema,
  fields: { useIpV4: { column: 'is_v4' } },
  // The VPC's first IPv4 address is its primary one, the address SNAT leaves through.
  derive: (input, ctx) => {
    const v4 = input.is_v4 !== 0;
    const primary = v4 && !primaryIp(ctx.env, ctx.parent!.id);
    return {
      columns: { is_v4: v4 ? 1 : 0, is_primary: primary ? 1 : 0, address: nextPublicAddress(ctx.env, v4), hourly_price: unitPrice(ctx.env, 'publicIp') },
    };
  },
  onDelete: (row, env) => {
    const r = row as IpRow;
    if (r.assigned_kind) throw refused(M.publicIpAssigned(assigneeName(env, r) ?? ''));
    if (dnatCount(env, r.id) > 0) throw refused(M.publicIpHasDnat);
    if (r.is_primary === 1 && hasSnat(env, r.vpc_id)) throw refused(M.primaryIpHasSnat);
  },
  toContract: ipContract,
  endpoints: { list: api.vpc.ipList, create: api.vpc.ipCreate, delete: api.vpc.ipDelete },
});

/** Why this public IP cannot be given to something (another VPC's, IPv6, assigned, carrying DNAT rules), or null. */
function ipUnavailable(env: EngineEnv, vpcId: number, ipId: number): string | null {
  const ip = getRow(env.db, vpcPublicIp, ipId) as IpRow | undefined;
  if (!ip || ip.vpc_id !== vpcId || ip.is_v4 !== 1) return M.publicIpNotInVpc;
  if (ip.assigned_kind) return M.publicIpAssigned(assigneeName(env, ip) ?? '');
  if (dnatCount(env, ip.id) > 0) return M.publicIpHasDnat;
  return null;
}

const NAT_TYPE_NAME: Record<number, string> = { [NAT_TYPE.snat]: 'SNAT', [NAT_TYPE.dnat]: 'DNAT' };

export const natContract = (row: ResourceRow): VpcNat => ({
  id: row.id,
  natTypeId: row.nat_type_id as number,
  natTypeName: NAT_TYPE_NAME[row.nat_type_id as number] ?? null,
  name: (row.name as string | null) ?? null,
  sourceIp: (row.source_ip as string | null) ?? null,
  destinationIp: (row.destination_ip as string | null) ?? null,
  destinationPort: (row.destination_port as number | null) ?? 0,
  translateIp: (row.translate_ip as string | null) ?? null,
  createDate: iso(row.created_at)!,
});

/** SNAT and DNAT rules of a VPC: listed, read and deleted alike; created by their own calls. */
export const vpcNat = defineResource<VpcNat>({
  kind: 'vpc-nat',
  table: 'vpc_nat_rules',
  provisioned: false,
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id' },
  toContract: natContract,
  routes: (scope, env) => registerNatRoutes(scope, env),
  endpoints: { list: api.vpc.natList, get: api.vpc.natGet, delete: api.vpc.natDelete },
});

function insertNat(env: EngineEnv, vpc: ResourceRow, columns: Record<string, SqlValue>): void {
  const all: Record<string, SqlValue> = { project_id: vpc.project_id, status: 'active', created_at: env.clock.ms(), vpc_id: vpc.id, ...columns };
  const keys = Object.keys(all);
  env.db.prepare(`INSERT INTO vpc_nat_rules (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((k) => all[k]));
}

function registerNatRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const vpcOf = (customerId: number, projectParam: string, vpcParam: string) => ownedRow(env, vpcHost, { customerId }, projectParam, vpcParam);
  const attached = (vpcId: number, networkId: number) => selectOne<ResourceRow>(db, 'SELECT * FROM networks WHERE id = ? AND vpc_id = ?', networkId, vpcId);

  // A public port of one of the VPC's addresses forwarded to a server's address in an attached network.
  route(my, env, api.vpc.dnatCreate, ({ user, params, body }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    const input = requireBody(createDnatSchema, body) as {
      name: string;
      vmNetworkId: number;
      vpcHostIpId: number;
      sourceIp: string | null;
      destinationIp: string;
      destinationPort: number;
    };
    db.transaction(() => {
      if (vpc.status !== 'active') throw refused(messages.parentNotActive);
      const errors: Record<string, string[]> = {};
      const net = attached(vpc.id, input.vmNetworkId);
      if (!net) addError(errors, 'VmNetworkId', M.networkNotInVpc);
      const ip = getRow(db, vpcPublicIp, input.vpcHostIpId) as IpRow | undefined;
      if (!ip || ip.vpc_id !== vpc.id || ip.is_v4 !== 1) addError(errors, 'VpcHostIpId', M.publicIpNotInVpc);
      else if (ip.assigned_kind) addError(errors, 'VpcHostIpId', M.publicIpAssigned(assigneeName(env, ip) ?? ''));
      else if (db.prepare('SELECT 1 FROM vpc_nat_rules WHERE vpc_ip_id = ? AND destination_port = ?').get(ip.id, input.destinationPort))
        addError(errors, 'DestinationPort', M.duplicateExternalPort);
      const server = vpcPrivateIps(env, vpc.id).get(input.destinationIp);
      if (net && (!server || server.networkId !== net.id)) addError(errors, 'DestinationIp', M.internalIpNotInNetwork);
      if (Object.keys(errors).length) throw invalid(errors);
      insertNat(env, vpc, {
        nat_type_id: NAT_TYPE.dnat,
        name: input.name,
        source_ip: input.sourceIp,
        destination_ip: input.destinationIp,
        destination_port: input.destinationPort,
        translate_ip: ip!.address,
        vm_network_id: net!.id,
        vpc_ip_id: ip!.id,
      });
    })();
  });

  // Outbound traffic of one attached network (or of all) leaves through the VPC's primary address.
  route(my, env, api.vpc.snatCreate, ({ user, params, body }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    const input = requireBody(createSnatSchema, body) as { vpcNetworkId: number | null; name: string | null; description: string | null };
    db.transaction(() => {
      if (vpc.status !== 'active') throw refused(messages.parentNotActive);
      const net = input.vpcNetworkId == null ? undefined : attached(vpc.id, input.vpcNetworkId);
      if (input.vpcNetworkId != null && !net) throw invalid({ VpcNetworkId: [M.networkNotInVpc] });
      const same = net
        ? db
            .prepare('SELECT 1 FROM vpc_nat_rules WHERE vpc_id = ? AND nat_type_id = ? AND (vm_network_id = ? OR vm_network_id IS NULL)')
            .get(vpc.id, NAT_TYPE.snat, net.id)
        : db.prepare('SELECT 1 FROM vpc_nat_rules WHERE vpc_id = ? AND nat_type_id = ? AND vm_network_id IS NULL').get(vpc.id, NAT_TYPE.snat);
      if (same) throw refused(M.snatExists);
      const translate = primaryIp(env, vpc.id);
      if (!translate) throw refused(M.snatNeedsIp);
      insertNat(env, vpc, {
        nat_type_id: NAT_TYPE.snat,
        name: input.name ?? `snat-${net ? String(net.name) : 'all'}`,
        source_ip: net ? String(net.cidr) : null,
        translate_ip: translate,
        vm_network_id: net?.id ?? null,
        description: input.description,
      });
    })();
  });

  route(my, env, api.vpc.snatDelete, ({ user, params }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    const r = db.prepare('DELETE FROM vpc_nat_rules WHERE vpc_id = ? AND nat_type_id = ?').run(vpc.id, NAT_TYPE.snat);
    if (r.changes === 0) throw refused(M.snatNone);
  });
}

const lbIp = (env: EngineEnv, lbId: number) =>
  selectOne<{ id: number; address: string }>(env.db, "SELECT id, address FROM vpc_public_ips WHERE assigned_kind = 'loadBalancer' AND assigned_id = ?", lbId);

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
    if (
      columns.health_check_timeout != null &&
      columns.health_check_interval != null &&
      (columns.health_check_timeout as number) >= (columns.health_check_interval as number)
    )
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
      ...wireStatus(row.status),
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

const listenerCount = { min: 1, max: LB_MAX_LISTENERS, tooFew: M.listenersRequired, tooMany: M.tooManyListeners(LB_MAX_LISTENERS) };

function readListeners(raw: unknown, errors: Record<string, string[]>): LbListener[] {
  const out: LbListener[] = [];
  readList(raw, 'Listeners', lbListenerSchema, listenerCount, errors, (values, at) => {
    if (values.port != null && out.some((l) => l.port === values.port)) addError(errors, at('Port'), M.duplicateListenerPort);
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

/** The servers named in the provider's listener pools, as their addresses in the network; errors under `VmLbListeners[i].…`. */
function readProviderListeners(
  env: EngineEnv,
  networkId: number | null,
  raw: unknown,
  errors: Record<string, string[]>,
): { listeners: LbListener[]; backends: string[] } {
  const listeners: LbListener[] = [];
  const backends: string[] = [];
  readList(raw, 'VmLbListeners', vmLbListenerSchema, listenerCount, errors, (values, key, entry) => {
    const port = values.sourcePort as number | undefined;
    if (port != null && listeners.some((l) => l.port === port)) addError(errors, key('SourcePort'), M.duplicateListenerPort);
    else if (port != null && values.vmLbProtocolTypeId != null) listeners.push({ protocol: LB_PROTOCOL_TYPE_IDS[values.vmLbProtocolTypeId as number]!, port });
    const pools = entry && typeof entry === 'object' ? (entry as { vmLbPools?: unknown }).vmLbPools : undefined;
    if (!Array.isArray(pools) || pools.length === 0) {
      addError(errors, key('VmLbPools'), M.backendsRequired);
      return;
    }
    for (const id of pools) {
      const ip =
        networkId == null || !Number.isSafeInteger(id)
          ? undefined
          : selectValue<string>(env.db, 'SELECT ip_address FROM network_nodes WHERE network_id = ? AND vm_host_id = ?', networkId, id);
      if (ip === undefined) addError(errors, key('VmLbPools'), M.poolNotInNetwork(String(id)));
      else if (!backends.includes(ip)) backends.push(ip);
    }
  });
  return { listeners, backends };
}

function registerLoadBalancerCreate(my: FastifyInstance, env: EngineEnv): void {
  // The provider's order: the VPC is the one the network is attached to, the pools name servers
  // of that network; the health check is the balancer's default (the order carries none).
  route(my, env, api.vpc.loadBalancerOrder, ({ user, params, body }) => {
    const project = loadProject(env.db, user.customerId, params.projectId);
    const raw = asObject(body);
    const errors: Record<string, string[]> = {};
    const { values } = readBody(createVmLbSchema, raw, errors);
    let parent: ResourceRow | undefined;
    let networkId: number | null = null;
    if (values.vmNetworkId != null) {
      const net = selectOne<{ id: number; vpc_id: number | null }>(
        env.db,
        'SELECT id, vpc_id FROM networks WHERE id = ? AND project_id = ?',
        values.vmNetworkId,
        project.id,
      );
      if (!net || net.vpc_id == null) addError(errors, 'VmNetworkId', M.lbNetworkNotInVpc);
      else {
        parent = getRow(env.db, vpcHost, net.vpc_id);
        networkId = net.id;
      }
    }
    const { listeners, backends } = readProviderListeners(env, networkId, raw.vmLbListeners, errors);
    if (Object.keys(errors).length || !parent) throw invalid(errors);
    const ctx: ScopeCtx = { env, customerId: user.customerId, userId: user.userId, projectId: project.id, parent };
    const ours = {
      name: values.name,
      publicIpId: null,
      algorithm: LB_ALGORITHM_IDS[values.vmLbAlgorithmId as number],
      healthCheckInterval: 10,
      healthCheckTimeout: 5,
      healthCheckAttempts: 3,
    };
    createResource(env, vpcLoadBalancer, ctx, ours, {
      // No public IP on the provider's order (the column is not the table's: an IP row names its balancer).
      prepare: ({ public_ip_id: _none, ...columns }) => ({ ...columns, listeners: JSON.stringify(listeners), backends: JSON.stringify(backends) }),
    });
  });

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
