import type { FastifyInstance } from 'fastify';
import {
  api,
  createNetworkSchema,
  formatIpv4Range,
  intToIpv4,
  ipv4ToInt,
  networkNodeDetachSchema,
  networkNodeSchema,
  rangesOverlap,
  type Network,
  type NetworkNode,
  type NetworkShort,
} from '@portal/contracts';
import { datacenterName } from '../catalogue';
import { iso } from '../clock';
import { defineResource } from '../engine/define';
import type { EngineEnv, Validator } from '../engine/types';
import { invalid, refused } from '../http/errors';
import { requireBody } from '../http/input';
import { route } from '../http/route';
import { messages } from '../messages';
import { assertServerSettled, loadServer } from './attachments';
import { projectOf, rowIn } from './attachments-request';
import { uniqueName } from './fields';
import { addressProblem, firstFreeAddress, type AddressedNetwork } from './network-addresses';
import { cidrOf, gatewayOf } from './network-cidr';
import { vpcAddressMessage } from './vpc-addresses';

const M = messages.infra;

/** The range's form is the contract's rule; whether it collides with the project's other networks is known here. */
const noOverlap: Validator = (value, { env, projectId }) => {
  const others = env.db.prepare('SELECT cidr FROM networks WHERE project_id = ?').pluck().all(projectId) as string[];
  const range = cidrOf(String(value));
  return others.some((o) => rangesOverlap(cidrOf(o), range)) ? M.networkCidrOverlap : null;
};

const nodeCount = (env: EngineEnv, id: number) => env.db.prepare('SELECT COUNT(*) FROM network_nodes WHERE network_id = ?').pluck().get(id) as number;

export const network = defineResource<Network>({
  kind: 'network',
  table: 'networks',
  provisioned: true,
  schema: createNetworkSchema,
  fields: { name: uniqueName, cidr: { validate: [noOverlap] } },
  derive: (input) => {
    const c = cidrOf(String(input.cidr));
    return { columns: { cidr: formatIpv4Range(c), gateway: intToIpv4(gatewayOf(c)) } };
  },
  onDelete: (row, env) => {
    if (nodeCount(env, row.id) > 0) throw refused(M.networkHasNodes);
  },
  toContract: (row, env) => ({
    id: row.id,
    projectId: row.project_id,
    name: row.name as string,
    status: row.status as Network['status'],
    datacenterId: row.datacenter_id as number,
    datacenterName: datacenterName(env.db, row.datacenter_id),
    cidr: row.cidr as string,
    gateway: row.gateway as string,
    nodeCount: nodeCount(env, row.id),
    createdAt: iso(row.created_at)!,
  }),
  routes: (scope, env) => registerNetworkRoutes(scope, env),
  endpoints: { list: api.network.list, create: api.network.create, delete: api.network.delete },
});

interface NodeRow {
  network_id: number;
  vm_host_id: number;
  ip_address: string;
}
const NODE_SELECT = `SELECT n.network_id, n.vm_host_id, n.ip_address, w.name AS network_name, v.name AS vm_name
  FROM network_nodes n JOIN networks w ON w.id = n.network_id LEFT JOIN vm_hosts v ON v.id = n.vm_host_id`;
const toNode = (r: NodeRow & { network_name: string; vm_name: string | null }): NetworkNode => ({
  networkId: r.network_id,
  networkName: r.network_name,
  vmHostId: r.vm_host_id,
  vmHostName: r.vm_name ?? '',
  ipAddress: r.ip_address,
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
    return db.prepare("SELECT id, name, cidr FROM networks WHERE project_id = ? AND status = 'active' ORDER BY name").all(projectId) as NetworkShort[];
  });

  route(my, core, api.network.nodeList, ({ user, params }) => {
    const net = rowIn(core, network, projectOf(core, user, params.projectId), params.networkId);
    return (db.prepare(`${NODE_SELECT} WHERE n.network_id = ? ORDER BY n.id`).all(net.id) as Parameters<typeof toNode>[0][]).map(toNode);
  });

  route(my, core, api.network.hostNetworkList, ({ user, params }) => {
    const server = loadServer(core, projectOf(core, user, params.projectId), Number(params.vmHostId) || null);
    return (db.prepare(`${NODE_SELECT} WHERE n.vm_host_id = ? ORDER BY n.id`).all(server.id) as Parameters<typeof toNode>[0][]).map(toNode);
  });

  route(my, core, api.network.nodeAttach, ({ user, params, body }) => {
    const projectId = projectOf(core, user, params.projectId);
    const ids = requireBody(networkNodeSchema, body) as { networkId: number; vmHostId: number; ipAddress: string | null };
    return db.transaction(() => {
      const net = rowIn(core, network, projectId, ids.networkId);
      const server = loadServer(core, projectId, ids.vmHostId);
      if (net.status !== 'active') throw refused(messages.parentNotActive);
      assertServerSettled(server);
      if (db.prepare('SELECT 1 FROM network_nodes WHERE network_id = ? AND vm_host_id = ?').get(net.id, server.id)) throw refused(M.networkAlreadyAttached);
      const ip = pickAddress(core, net as unknown as AddressedNetwork, ids.ipAddress);
      db.prepare('INSERT INTO network_nodes (network_id, vm_host_id, ip_address, created_at) VALUES (?, ?, ?, ?)').run(net.id, server.id, ip, core.clock.ms());
      return toNode(db.prepare(`${NODE_SELECT} WHERE n.network_id = ? AND n.vm_host_id = ?`).get(net.id, server.id) as Parameters<typeof toNode>[0]);
    })();
  });

  route(my, core, api.network.nodeDetach, ({ user, params, body }) => {
    const projectId = projectOf(core, user, params.projectId);
    const ids = requireBody(networkNodeDetachSchema, body) as { networkId: number; vmHostId: number };
    db.transaction(() => {
      const net = rowIn(core, network, projectId, ids.networkId);
      assertServerSettled(loadServer(core, projectId, ids.vmHostId));
      const r = db.prepare('DELETE FROM network_nodes WHERE network_id = ? AND vm_host_id = ?').run(net.id, ids.vmHostId);
      if (r.changes === 0) throw refused(M.networkNotAttached);
    })();
  });
}
