import type { EngineEnv } from '../../engine/types';
import { messages } from '../../messages';
import type { AddressProblem } from '../cloud-infra/network-addresses';
import { selectAll } from '../../db/query';

const M = messages.vpc;

// Addresses inside a VPC's networks; which of them a server may hold is network-addresses' rule,
// the same whether the server is attached here or ordered into the network by the server wizard.

/** The Persian refusal of an address in a VPC network. */
export const vpcAddressMessage: Record<AddressProblem, string> = { outside: M.ipOutside, reserved: M.ipReserved, taken: M.ipTaken };

/** A server's address in a network of the VPC (what DNAT rules and load balancers point at). */
export interface VpcServerAddress {
  networkId: number;
  networkName: string;
  vmHostId: number;
  vmHostName: string;
  vmStatus: string;
  ipAddress: string;
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
export function vpcInterfaces(env: EngineEnv, vpcId: number): VpcServerAddress[] {
  return selectAll<InterfaceRow>(env.db, `${INTERFACES} ORDER BY w.id, n.id`, vpcId).map((r) => ({
    networkId: r.network_id,
    networkName: r.network_name,
    vmHostId: r.vm_host_id,
    vmHostName: r.vm_name ?? '',
    vmStatus: r.vm_status ?? '',
    ipAddress: r.ip_address,
  }));
}

/** The VPC's private addresses → the server holding each. */
export function vpcPrivateIps(env: EngineEnv, vpcId: number): Map<string, VpcServerAddress> {
  return new Map(vpcInterfaces(env, vpcId).map((i) => [i.ipAddress, i]));
}
