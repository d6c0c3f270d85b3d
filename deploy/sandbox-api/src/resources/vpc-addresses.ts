import { intToIpv4, ipv4ToInt, type VpcInterface } from '@portal/contracts';
import type { EngineEnv, ResourceRow } from '../engine/types';
import { invalid, notFound, refused } from '../http/errors';
import { messages } from '../messages';
import { addressProblem, firstFreeAddress, type AddressProblem } from './network-addresses';

const M = messages.vpc;

// Addresses inside a VPC's networks; which of them a server may hold is network-addresses' rule,
// the same whether the server is attached here or ordered into the network by the server wizard.

export interface VpcNetworkRow extends ResourceRow {
  vpc_id: number;
  name: string;
  cidr: string;
  gateway: string;
  snat: number;
}

/** A network of this VPC (any status), or 404. */
export function vpcNetworkRow(env: EngineEnv, vpcId: number, networkId: number | null): VpcNetworkRow {
  const row = networkId ? (env.db.prepare('SELECT * FROM networks WHERE id = ?').get(networkId) as VpcNetworkRow | undefined) : undefined;
  if (!row || row.vpc_id !== vpcId) throw notFound(M.networkNotInVpc);
  return row;
}

/** The Persian refusal of an address in a VPC network. */
export const vpcAddressMessage: Record<AddressProblem, string> = { outside: M.ipOutside, reserved: M.ipReserved, taken: M.ipTaken };

/** The address asked for (inside, not reserved, free) or the lowest free one; refusals are 422s on `IpAddress`. */
export function pickVpcAddress(env: EngineEnv, network: VpcNetworkRow, asked: string | null): string {
  if (asked != null) {
    const problem = addressProblem(env, network, asked);
    if (problem) throw invalid({ IpAddress: [vpcAddressMessage[problem]] });
    return intToIpv4(ipv4ToInt(asked)!);
  }
  const free = firstFreeAddress(env, network);
  if (!free) throw refused(M.networkFull);
  return free;
}

interface InterfaceRow {
  network_id: number;
  network_name: string;
  vm_host_id: number;
  vm_name: string | null;
  vm_status: string | null;
  ip_address: string;
}
const INTERFACES = `SELECT n.network_id, w.name AS network_name, n.vm_host_id, v.name AS vm_name, v.status AS vm_status, n.ip_address
  FROM network_nodes n JOIN networks w ON w.id = n.network_id LEFT JOIN vm_hosts v ON v.id = n.vm_host_id
  WHERE w.vpc_id = ?`;

/** Every server interface on the VPC's networks, by network then address order of attachment. */
export function vpcInterfaces(env: EngineEnv, vpcId: number): VpcInterface[] {
  return (env.db.prepare(`${INTERFACES} ORDER BY w.id, n.id`).all(vpcId) as InterfaceRow[]).map((r) => ({
    networkId: r.network_id,
    networkName: r.network_name,
    vmHostId: r.vm_host_id,
    vmHostName: r.vm_name ?? '',
    vmStatus: r.vm_status ?? '',
    ipAddress: r.ip_address,
  }));
}

/** The VPC's private addresses → the server holding each. */
export function vpcPrivateIps(env: EngineEnv, vpcId: number): Map<string, VpcInterface> {
  return new Map(vpcInterfaces(env, vpcId).map((i) => [i.ipAddress, i]));
}
