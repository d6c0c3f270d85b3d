import type { FastifyInstance } from 'fastify';
import { api, NAT_TYPE, networkAccessSchema, rangesOverlap, vpcInterfaceSchema, type VpcNetworkAccess } from '@portal/contracts';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import type { EngineEnv, ResourceRow } from '../../engine/types';
import { addError, notFound, refused } from '../../http/errors';
import { requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { ownedRow } from '../../engine/in-project';
import { network } from '../cloud-infra/network';
import { cidrOf } from '../cloud-infra/network-cidr';
import { vpcHost } from './resources';
import { vpcInterfaces } from './addresses';
import { selectAll, selectOne, selectValue, selectValues } from '../../db/query';

const M = messages.vpc;

/** Networks a VPC may have attached at once. */
export const VPC_MAX_INTERFACES = 8;

// A VPC's interfaces are project networks attached to its router (`networks.vpc_id`): listed as the
// network list's rows, attached by their id, removed again (the network stays in the project).

/** Why this network of the project cannot be attached to the VPC, or null. */
function attachProblem(env: EngineEnv, vpc: ResourceRow, net: ResourceRow): string | null {
  if (net.vpc_id === vpc.id) return M.networkAlreadyInVpc;
  if (net.vpc_id != null) return M.networkInOtherVpc;
  if (net.status !== 'active') return M.networkNotActive;
  if (net.datacenter_id !== vpc.datacenter_id) return M.networkOtherDatacenter;
  const others = selectValues<string>(env.db, 'SELECT cidr FROM networks WHERE vpc_id = ?', vpc.id);
  if (others.some((o) => rangesOverlap(cidrOf(o), cidrOf(String(net.cidr))))) return M.networkOverlap;
  if (others.length >= VPC_MAX_INTERFACES) return M.tooManyNetworks(VPC_MAX_INTERFACES);
  return null;
}

/** An address of the network still used by a DNAT rule or a load balancer keeps the network attached. */
function assertNetworkUnused(env: EngineEnv, vpcId: number, networkId: number): void {
  if (env.db.prepare('SELECT 1 FROM vpc_nat_rules WHERE vpc_id = ? AND nat_type_id = ? AND vm_network_id = ?').get(vpcId, NAT_TYPE.dnat, networkId))
    throw refused(M.networkInUse(M.usedByDnat));
  const own = new Set(
    vpcInterfaces(env, vpcId)
      .filter((i) => i.networkId === networkId)
      .map((i) => i.ipAddress),
  );
  const lbs = selectAll<{ name: string; backends: string }>(env.db, 'SELECT name, backends FROM vpc_load_balancers WHERE vpc_id = ?', vpcId);
  const lb = lbs.find((l) => (JSON.parse(l.backends) as string[]).some((ip) => own.has(ip)));
  if (lb) throw refused(M.networkInUse(M.usedByLoadBalancer(lb.name)));
}

export function registerInterfaceRoutes(my: FastifyInstance, env: EngineEnv): void {
  const { db } = env;
  const vpcOf = (customerId: number, projectParam: string, vpcParam: string) => ownedRow(env, vpcHost, { customerId }, projectParam, vpcParam);

  route(my, env, api.vpc.interfaceList, ({ user, params }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    return selectAll<ResourceRow>(db, 'SELECT * FROM networks WHERE vpc_id = ? ORDER BY id', vpc.id).map((row) => network.toContract(row, env));
  });

  route(my, env, api.vpc.interfaceCreate, ({ user, params, body }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    const input = requireBody(vpcInterfaceSchema, body) as { vmNetworkId: number };
    db.transaction(() => {
      if (vpc.status !== 'active') throw refused(messages.parentNotActive);
      const net = selectOne<ResourceRow>(db, 'SELECT * FROM networks WHERE id = ? AND project_id = ?', input.vmNetworkId, vpc.project_id);
      if (!net) throw notFound(M.networkNotInProject);
      const problem = attachProblem(env, vpc, net);
      if (problem) throw refused(problem);
      db.prepare('UPDATE networks SET vpc_id = ? WHERE id = ?').run(vpc.id, net.id);
      db.prepare('DELETE FROM vpc_network_requests WHERE vpc_id = ? AND vm_network_id = ?').run(vpc.id, net.id);
    })();
  });

  // `id` is the attached network's; its SNAT rule goes with it.
  route(my, env, api.vpc.interfaceRemove, ({ user, params }) => {
    const vpc = vpcOf(user.customerId, params.projectId, params.vpcHostId);
    db.transaction(() => {
      const net = selectOne<ResourceRow>(db, 'SELECT * FROM networks WHERE id = ? AND vpc_id = ?', Number(params.id) || 0, vpc.id);
      if (!net) throw notFound(M.networkNotInVpc);
      assertNetworkUnused(env, vpc.id, net.id);
      db.prepare('DELETE FROM vpc_nat_rules WHERE vpc_id = ? AND nat_type_id = ? AND vm_network_id = ?').run(vpc.id, NAT_TYPE.snat, net.id);
      db.prepare('UPDATE networks SET vpc_id = NULL WHERE id = ?').run(net.id);
    })();
  });
}

const nameOf = (env: EngineEnv, table: 'networks' | 'vpc_hosts', id: unknown) =>
  selectValue<string>(env.db, `SELECT name FROM ${table} WHERE id = ?`, id) ?? null;

/** A network of the project asking to reach the VPC without being attached to it. */
export const vpcNetworkAccess = defineResource<VpcNetworkAccess>({
  kind: 'vpc-network-access',
  table: 'vpc_network_requests',
  provisioned: false,
  parent: { def: vpcHost, param: 'vpcHostId', column: 'vpc_id', requireActive: true },
  schema: networkAccessSchema,
  fields: { vpcNetworkAccessId: { column: 'vm_network_id' } },
  check: (columns, ctx, errors) => {
    const id = columns.vm_network_id;
    if (id == null) return;
    const net = selectOne<{ vpc_id: number | null }>(ctx.env.db, 'SELECT vpc_id FROM networks WHERE id = ? AND project_id = ?', id, ctx.projectId);
    if (!net) addError(errors, 'VpcNetworkAccessId', M.networkNotInProject);
    else if (net.vpc_id === ctx.parent!.id) addError(errors, 'VpcNetworkAccessId', M.networkAlreadyInVpc);
    else if (ctx.env.db.prepare('SELECT 1 FROM vpc_network_requests WHERE vpc_id = ? AND vm_network_id = ?').get(ctx.parent!.id, id))
      addError(errors, 'VpcNetworkAccessId', M.accessExists);
  },
  toContract: (row, env) => ({
    id: row.id,
    vpcHost: nameOf(env, 'vpc_hosts', row.vpc_id),
    vmNetwork: nameOf(env, 'networks', row.vm_network_id),
    status: String(row.status),
    createDate: iso(row.created_at)!,
    modifyDate: iso(row.created_at)!,
    description: (row.description as string | null) ?? null,
  }),
  routes: (scope, env) => registerInterfaceRoutes(scope, env),
  endpoints: { list: api.vpc.networkAccessList, create: api.vpc.networkAccessCreate },
});
