import type { FastifyInstance } from 'fastify';
import {
  api,
  checkPrivateCidr,
  createNetworkSchema,
  formatIpv4Range,
  intToIpv4,
  ipv4ToInt,
  NETWORK_PREFIX,
  networkNodeSchema,
  rangesOverlap,
  type Network,
  type NetworkNode,
} from '@portal/contracts';
import { ruleMessage } from '@portal/locale';
import { iso } from '../../clock';
import { defineResource } from '../../engine/define';
import type { EngineEnv } from '../../engine/types';
import { wireStatus } from '../../engine/wire-status';
import { addError, invalid, notFound, refused } from '../../http/errors';
import { requireBody } from '../../http/input';
import { route } from '../../http/route';
import { messages } from '../../messages';
import { assertServerSettled, loadServer } from './attachments';
import { projectOf, rowIn } from '../../engine/in-project';
import { parseId } from '../../engine/scope';
import { uniqueName } from '../../engine/fields';
import { addressProblem, firstFreeAddress, type AddressedNetwork } from './network-addresses';
import { cidrOf, gatewayOf } from './network-cidr';
import { vpcAddressMessage } from '../vpc/addresses';
import { type IdName, selectAll, selectOne, selectValue, selectValues } from '../../db/query';

const M = messages.infra;
const BOUNDS = { min: NETWORK_PREFIX.min, max: NETWORK_PREFIX.max };

const nodeCount = (env: EngineEnv, id: number) => selectValue<number>(env.db, 'SELECT COUNT(*) FROM network_nodes WHERE network_id = ?', id)!;
/** 24 → 255.255.255.0 */
const subnetMask = (prefix: number) => intToIpv4(prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0);

export const network = defineResource<Network>({
  kind: 'network',
  table: 'networks',
  provisioned: true,
  schema: createNetworkSchema,
  // The address is kept in `cidr` until derive writes the whole range there.
  fields: { name: uniqueName, network: { column: 'cidr' } },
  // Address and prefix make a private network, starting at its first address, apart from the project's others.
  check: (columns, { env, projectId }, errors, mode) => {
    if (mode !== 'create' || columns.cidr == null || columns.prefix == null) return;
    const r = checkPrivateCidr(`${columns.cidr}/${columns.prefix}`, BOUNDS);
    if (!('range' in r)) {
      addError(
        errors,
        'Network',
        ruleMessage(
          r.error === 'hostBits' ? { kind: 'cidrHostBits', expected: r.expected } : { kind: 'privateCidr', minPrefix: BOUNDS.min, maxPrefix: BOUNDS.max },
          'cidr',
        ),
      );
      return;
    }
    const others = selectValues<string>(env.db, 'SELECT cidr FROM networks WHERE project_id = ?', projectId);
    if (others.some((o) => rangesOverlap(cidrOf(o), r.range))) addError(errors, 'Network', M.networkCidrOverlap);
  },
  derive: (input, { env, projectId }) => {
    const c = cidrOf(`${input.cidr}/${input.prefix}`);
    const datacenter = selectValue<number>(env.db, 'SELECT datacenter_id FROM projects WHERE id = ?', projectId) ?? 1;
    return { columns: { cidr: formatIpv4Range(c), gateway: intToIpv4(gatewayOf(c)), datacenter_id: datacenter } };
  },
  onDelete: (row, env) => {
    if (nodeCount(env, row.id) > 0) throw refused(M.networkHasNodes);
  },
  toContract: (row) => {
    const cidr = row.cidr as string;
    return {
      id: row.id,
      name: row.name as string,
      cidr,
      subnetMask: subnetMask(Number(cidr.split('/')[1])),
      gatewayIp: (row.gateway as string | null) ?? null,
      ...wireStatus(row.status),
      createDate: iso(row.created_at)!,
    };
  },
  routes: (scope, env) => registerNetworkRoutes(scope, env),
  endpoints: { list: api.network.list, create: api.network.create, delete: api.network.delete },
});

interface NodeRow {
  id: number;
  network_id: number;
  vm_host_id: number;
  ip_address: string;
  network_name: string;
  vm_name: string | null;
}
const NODE_SELECT = `SELECT n.id, n.network_id, n.vm_host_id, n.ip_address, w.name AS network_name, v.name AS vm_name
  FROM network_nodes n JOIN networks w ON w.id = n.network_id LEFT JOIN vm_hosts v ON v.id = n.vm_host_id`;
const toNode = (r: NodeRow): NetworkNode => ({
  id: r.id,
  vmNetworkId: r.network_id,
  vmHostId: r.vm_host_id,
  vmHost: r.vm_name,
  vmNetwork: r.network_name,
  ipAddress: r.ip_address,
  isV4: true,
  ...wireStatus('active'),
});

/** The address a server gets: the one asked for (a well-formed IPv4) or the lowest free one, by the one rule of network-addresses. */
function pickAddress(env: EngineEnv, net: AddressedNetwork, asked: string | null): string {
  if (asked != null) {
    const problem = addressProblem(env, net, asked);
    if (problem) throw invalid({ IpAddress: [problem === 'taken' ? M.ipTaken : net.vpc_id != null ? vpcAddressMessage[problem] : M.ipOutside] });
    return intToIpv4(ipv4ToInt(asked)!);
  }
  const free = firstFreeAddress(env, net);
  if (!free) throw refused(M.networkFull);
  return free;
}

function registerNetworkRoutes(my: FastifyInstance, core: EngineEnv): void {
  const { db } = core;

  route(my, core, api.network.shortList, ({ user, params }) => {
    const projectId = projectOf(core, user, params.projectId);
    return selectAll<IdName>(db, "SELECT id, name FROM networks WHERE project_id = ? AND status = 'active' ORDER BY name", projectId);
  });

  // The nodes of a network, of a server, or of both (each id optional, in the query).
  route(my, core, api.network.nodeList, ({ user, params, query }) => {
    const projectId = projectOf(core, user, params.projectId);
    const where = ['w.project_id = ?'];
    const args: number[] = [projectId];
    if (query.VmNetworkId !== undefined) {
      where.push('n.network_id = ?');
      args.push(rowIn(core, network, projectId, query.VmNetworkId).id);
    }
    if (query.VmHostId !== undefined) {
      where.push('n.vm_host_id = ?');
      args.push(loadServer(core, projectId, parseId(query.VmHostId)).id);
    }
    return selectAll<NodeRow>(db, `${NODE_SELECT} WHERE ${where.join(' AND ')} ORDER BY n.id`, ...args).map(toNode);
  });

  route(my, core, api.network.nodeAttach, ({ user, params, body }) => {
    const projectId = projectOf(core, user, params.projectId);
    const ids = requireBody(networkNodeSchema, body) as { vmNetworkId: number; vmHostId: number; isV4: boolean | null; ipAddress: string | null };
    if (ids.isV4 === false) throw invalid({ IsV4: [M.networkIpv4Only] });
    db.transaction(() => {
      const net = rowIn(core, network, projectId, ids.vmNetworkId);
      const server = loadServer(core, projectId, ids.vmHostId);
      if (net.status !== 'active') throw refused(messages.parentNotActive);
      assertServerSettled(server);
      if (db.prepare('SELECT 1 FROM network_nodes WHERE network_id = ? AND vm_host_id = ?').get(net.id, server.id)) throw refused(M.networkAlreadyAttached);
      const ip = pickAddress(core, net as unknown as AddressedNetwork, ids.ipAddress);
      db.prepare('INSERT INTO network_nodes (network_id, vm_host_id, ip_address, created_at) VALUES (?, ?, ?, ?)').run(net.id, server.id, ip, core.clock.ms());
    })();
  });

  // `id` is the node's.
  route(my, core, api.network.nodeDetach, ({ user, params }) => {
    const projectId = projectOf(core, user, params.projectId);
    db.transaction(() => {
      const id = parseId(params.id);
      const node = id ? selectOne<NodeRow>(db, `${NODE_SELECT} WHERE n.id = ? AND w.project_id = ?`, id, projectId) : undefined;
      if (!node) throw notFound();
      assertServerSettled(loadServer(core, projectId, node.vm_host_id));
      db.prepare('DELETE FROM network_nodes WHERE id = ?').run(node.id);
    })();
  });
}
