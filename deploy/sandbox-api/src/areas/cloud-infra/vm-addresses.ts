import { fieldLabels } from '@portal/locale';
import type { EngineEnv, ResourceRow, ScopeCtx } from '../../engine/types';
import { messages } from '../../messages';
import { addressProblem, firstFreeAddress, type AddressedNetwork } from './network-addresses';
import { vpcAddressMessage } from '../vpc/addresses';
import { selectOne, selectValue } from '../../db/query';

// Public addresses of servers (vm_ips) and their place in a private network (network_nodes,
// owned by the network area; a server's interface is one row there).

/** Next public address of a version: a sandbox documentation-style pool, never reused. */
export function nextPublicAddress(env: EngineEnv, version: 4 | 6): string {
  const n = (selectValue<number | null>(env.db, 'SELECT MAX(id) FROM vm_ips') ?? 0) + 1;
  return version === 4 ? `185.208.${Math.floor(n / 250) % 256}.${(n % 250) + 2}` : `2a0e:97c0:3e0:${n.toString(16)}::10`;
}

export function insertIp(env: EngineEnv, server: ResourceRow, version: 4 | 6): void {
  env.db
    .prepare(`INSERT INTO vm_ips (project_id, status, created_at, vm_host_id, address, version, is_public) VALUES (?, 'active', ?, ?, ?, ?, 1)`)
    .run(server.project_id, env.clock.ms(), server.id, nextPublicAddress(env, version), version);
}

/** On first activation a server gets the public addresses it was ordered with. */
export function allocatePublicIps(env: EngineEnv, server: ResourceRow): void {
  if (env.db.prepare('SELECT 1 FROM vm_ips WHERE vm_host_id = ?').get(server.id)) return;
  for (let i = 0; i < (server.ipv4_count as number); i++) insertIp(env, server, 4);
  if (server.use_ipv6 === 1) insertIp(env, server, 6);
}

interface NetworkRow extends AddressedNetwork {
  project_id: number;
  status: string;
  datacenter_id: number;
}
const networkIn = (env: EngineEnv, projectId: number, id: number) => {
  try {
    const row = selectOne<NetworkRow>(env.db, 'SELECT id, project_id, status, cidr, gateway, vpc_id, datacenter_id FROM networks WHERE id = ?', id);
    return row && row.project_id === projectId && row.status !== 'deleting' ? row : undefined;
  } catch {
    return undefined; // networks table not there yet (an old database): same as no such network
  }
};

/**
 * Why a requested network/address (a well-formed IPv4, by the contract's rule) cannot be used, or
 * null. The address rule is network-addresses' (the one the VPC's attach uses): in a VPC network
 * the refusals are the VPC's, and the server must be in the VPC's data centre.
 */
export function privateAddressError(
  ctx: ScopeCtx,
  networkId: number,
  ip: string | null,
  datacenterId: number | null,
): { field: string; message: string } | null {
  const network = networkIn(ctx.env, ctx.projectId, networkId);
  if (!network) return { field: 'NetworkId', message: messages.notChosen(fieldLabels.network) };
  const inVpc = network.vpc_id != null;
  if (inVpc && datacenterId != null && datacenterId !== network.datacenter_id) return { field: 'NetworkId', message: messages.vpc.serverOtherDatacenter };
  if (ip == null) return firstFreeAddress(ctx.env, network) ? null : { field: 'NetworkId', message: messages.vpc.networkFull };
  const problem = addressProblem(ctx.env, network, ip);
  if (!problem) return null;
  return { field: 'IpAddress', message: inVpc ? vpcAddressMessage[problem] : messages.vm.ipNotInNetwork };
}

/** Joins the network chosen at creation once the server exists (the asked address, or the lowest free one if it went meanwhile); the request is then cleared. */
export function joinPrivateNetwork(env: EngineEnv, server: ResourceRow): Record<string, null> | void {
  if (server.network_id == null) return;
  const network = networkIn(env, server.project_id, server.network_id as number);
  if (network) {
    const asked = server.private_ip as string | null;
    const ip = asked && !addressProblem(env, network, asked) ? asked : firstFreeAddress(env, network);
    if (ip)
      env.db
        .prepare('INSERT OR IGNORE INTO network_nodes (network_id, vm_host_id, ip_address, created_at) VALUES (?, ?, ?, ?)')
        .run(network.id, server.id, ip, env.clock.ms());
  }
  return { network_id: null, private_ip: null };
}
