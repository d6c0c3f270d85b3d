import type { FastifyInstance } from 'fastify';
import {
  api,
  createVpcNetworkSchema,
  editSnatSchema,
  formatIpv4Range,
  gatewayProblem,
  intToIpv4,
  ipv4ToInt,
  networkAccessSchema,
  rangesOverlap,
  VPC_MAX_NETWORKS,
  vpcInterfaceDetachSchema,
  vpcInterfaceSchema,
  type VpcNetwork,
  type VpcNetworkAccess,
} from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import { loadProject } from '../engine/scope';
import type { EngineEnv, ResourceRow, Validator } from '../engine/types';
import { addError, notFound, refused } from '../http/errors';
import { requireBody } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { assertServerSettled, loadServer } from './attachments';
import { rowIn } from './attachments-request';
import { cidrOf } from './network-cidr';
import { vpcHost } from './vpc';
import { pickVpcAddress, vpcInterfaces, vpcNetworkRow, type VpcNetworkRow } from './vpc-addresses';

const M = messages.vpc;

/** Network names are unique in the whole project (the VPC's networks are project networks too). */
const nameFreeInProject: Validator = (value, { env, projectId }) =>
  env.db.prepare('SELECT 1 FROM networks WHERE project_id = ? AND name = ? COLLATE NOCASE').get(projectId, value) ? M.networkNameTaken : null;

/** No overlap with another network of the same VPC (other VPCs and project networks are separate). */
const noOverlapInVpc: Validator = (value, { env, parent }) => {
  const others = env.db.prepare('SELECT cidr FROM networks WHERE vpc_id = ?').pluck().all(parent!.id) as string[];
  const range = cidrOf(String(value));
  return others.some((o) => rangesOverlap(cidrOf(o), range)) ? M.networkOverlap : null;
};

const interfaceCount = (env: EngineEnv, id: number) => env.db.prepare('SELECT COUNT(*) FROM network_nodes WHERE network_id = ?').pluck().get(id) as number;

export const vpcNetworkContract = (row: ResourceRow, env: EngineEnv): VpcNetwork => ({
  id: row.id,
  vpcHostId: row.vpc_id as number,
  name: row.name as string,
  status: row.status as VpcNetwork['status'],
  cidr: row.cidr as string,
  gateway: row.gateway as string,
  snat: row.snat === 1,
  interfaceCount: interfaceCount(env, row.id),
  createdAt: iso(row.created_at)!,
});

export const vpcNetwork = defineResource<VpcNetwork>({
  kind: 'vpc-network',
  table: 'networks',
  provisioned: true,
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id', requireActive: true, max: { count: VPC_MAX_NETWORKS, message: M.tooManyNetworks } },
  schema: createVpcNetworkSchema,
  fields: { name: { validate: [nameFreeInProject] }, cidr: { validate: [noOverlapInVpc] } },
  check: (columns, _ctx, errors) => {
    if (columns.cidr == null || columns.gateway == null) return;
    const range = cidrOf(String(columns.cidr));
    const problem = gatewayProblem(range, ipv4ToInt(String(columns.gateway))!);
    if (problem === 'outside') addError(errors, 'Gateway', ruleMessage({ kind: 'gatewayOutside', cidr: formatIpv4Range(range) }, 'gateway'));
    if (problem === 'edge') addError(errors, 'Gateway', ruleMessage({ kind: 'gatewayEdge' }, 'gateway'));
  },
  derive: (input, ctx) => {
    const range = cidrOf(String(input.cidr));
    return { columns: { cidr: formatIpv4Range(range), gateway: (input.gateway as string | null) ?? intToIpv4(range.base + 1), datacenter_id: ctx.parent!.datacenter_id as number, snat: 1 } };
  },
  onDelete: (row, env) => {
    if (row.vpc_id == null) throw notFound();
    if (interfaceCount(env, row.id) > 0) throw refused(M.networkHasServers);
  },
  toContract: vpcNetworkContract,
  routes: (scope, env) => registerInterfaceRoutes(scope, env),
  endpoints: { list: api.vpc.networkList, create: api.vpc.networkCreate, delete: api.vpc.networkDelete },
});

const networkName = (env: EngineEnv, id: number) => (env.db.prepare('SELECT name FROM networks WHERE id = ?').pluck().get(id) as string | undefined) ?? '';

export const vpcNetworkAccess = defineResource<VpcNetworkAccess>({
  kind: 'vpc-network-access',
  table: 'vpc_network_access',
  provisioned: false,
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id', requireActive: true },
  schema: networkAccessSchema,
  check: (columns, ctx, errors) => {
    const vpcId = ctx.parent!.id;
    const inVpc = (id: unknown) => id != null && !!ctx.env.db.prepare('SELECT 1 FROM networks WHERE id = ? AND vpc_id = ?').get(id, vpcId);
    if (columns.from_network_id != null && !inVpc(columns.from_network_id)) addError(errors, 'FromNetworkId', M.networkNotInVpc);
    if (columns.to_network_id != null && !inVpc(columns.to_network_id)) addError(errors, 'ToNetworkId', M.networkNotInVpc);
    if (Object.keys(errors).length) return;
    if (columns.from_network_id === columns.to_network_id) addError(errors, 'ToNetworkId', M.accessSameNetwork);
    else if (ctx.env.db.prepare('SELECT 1 FROM vpc_network_access WHERE from_network_id = ? AND to_network_id = ?').get(columns.from_network_id, columns.to_network_id))
      addError(errors, 'ToNetworkId', M.accessExists);
  },
  toContract: (row, env) => ({
    id: row.id,
    vpcHostId: row.vpc_id as number,
    fromNetworkId: row.from_network_id as number,
    fromNetworkName: networkName(env, row.from_network_id as number),
    toNetworkId: row.to_network_id as number,
    toNetworkName: networkName(env, row.to_network_id as number),
    createdAt: iso(row.created_at)!,
  }),
  endpoints: { list: api.vpc.networkAccessList, create: api.vpc.networkAccessCreate, delete: api.vpc.networkAccessDelete },
});

/** An address still used by a DNAT rule or a load balancer's backends cannot lose its server. */
function assertAddressUnused(env: EngineEnv, vpcId: number, ip: string): void {
  if (env.db.prepare('SELECT 1 FROM vpc_dnat_rules WHERE vpc_id = ? AND internal_ip = ?').get(vpcId, ip)) throw refused(M.interfaceInUse(M.usedByDnat));
  const lbs = env.db.prepare('SELECT name, backends FROM vpc_load_balancers WHERE vpc_id = ?').all(vpcId) as Array<{ name: string; backends: string }>;
  const lb = lbs.find((l) => (JSON.parse(l.backends) as string[]).includes(ip));
  if (lb) throw refused(M.interfaceInUse(M.usedByLoadBalancer(lb.name)));
}

function registerInterfaceRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const vpcOf = (customerId: number, projectParam: string, vpcParam: string) => rowIn(env, vpcHost, loadProject(db, customerId, projectParam).id, vpcParam);

  route(my, env, api.vpc.interfaceList, ({ user, params }) => vpcInterfaces(env, vpcOf(user.customerId, params.projectId, params.vpcHostId).id));

  route(my, env, api.vpc.interfaceAttach, ({ user, params, body }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    const input = requireBody(vpcInterfaceSchema, body) as { networkId: number; vmHostId: number; ipAddress: string | null };
    return db.transaction(() => {
      const net = vpcNetworkRow(env, vpc.id, input.networkId);
      const server = loadServer(env, vpc.project_id, input.vmHostId);
      if (vpc.status !== 'active') throw refused(messages.parentNotActive);
      if (net.status !== 'active') throw refused(M.networkNotActive);
      assertServerSettled(server);
      if (server.datacenter_id !== vpc.datacenter_id) throw refused(M.serverOtherDatacenter);
      if (db.prepare('SELECT 1 FROM network_nodes WHERE network_id = ? AND vm_host_id = ?').get(net.id, server.id)) throw refused(M.serverAlreadyOnNetwork);
      const ip = pickVpcAddress(env, net, input.ipAddress);
      db.prepare('INSERT INTO network_nodes (network_id, vm_host_id, ip_address, created_at) VALUES (?, ?, ?, ?)').run(net.id, server.id, ip, env.clock.ms());
      return vpcInterfaces(env, vpc.id).find((i) => i.networkId === net.id && i.vmHostId === server.id)!;
    })();
  });

  route(my, env, api.vpc.interfaceDetach, ({ user, params, body }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    const input = requireBody(vpcInterfaceDetachSchema, body) as { networkId: number; vmHostId: number };
    db.transaction(() => {
      const net = vpcNetworkRow(env, vpc.id, input.networkId);
      assertServerSettled(loadServer(env, vpc.project_id, input.vmHostId));
      const ip = db.prepare('SELECT ip_address FROM network_nodes WHERE network_id = ? AND vm_host_id = ?').pluck().get(net.id, input.vmHostId) as string | undefined;
      if (!ip) throw refused(M.serverNotOnNetwork);
      assertAddressUnused(env, vpc.id, ip);
      db.prepare('UPDATE vpc_public_ips SET assigned_kind = NULL, assigned_id = NULL WHERE vpc_id = ? AND assigned_kind = ? AND assigned_id = ? AND NOT EXISTS (SELECT 1 FROM network_nodes n JOIN networks w ON w.id = n.network_id WHERE w.vpc_id = ? AND n.vm_host_id = ? AND n.network_id != ?)').run(
        vpc.id,
        'server',
        input.vmHostId,
        vpc.id,
        input.vmHostId,
        net.id,
      );
      db.prepare('DELETE FROM network_nodes WHERE network_id = ? AND vm_host_id = ?').run(net.id, input.vmHostId);
    })();
  });

  route(my, env, api.vpc.natEditSnat, ({ user, params, body }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    const input = requireBody(editSnatSchema, body) as { networkId: number; enabled: boolean };
    const net: VpcNetworkRow = vpcNetworkRow(env, vpc.id, input.networkId);
    if (net.status !== 'active') throw refused(M.networkNotActive);
    const row = db.prepare('UPDATE networks SET snat = ? WHERE id = ? RETURNING *').get(input.enabled ? 1 : 0, net.id) as ResourceRow;
    return vpcNetworkContract(row, env);
  });
}
