import { intToIpv4, ipv4ToInt, rangeContains, type Ipv4Range, type VpcInterface } from '@portal/contracts';
import type { EngineEnv, ResourceRow } from '../engine/types';
import { invalid, notFound, refused } from '../http/errors';
import { messages } from '../messages';
import { cidrOf } from './network-cidr';

const M = messages.vpc;

// Addresses inside a VPC's networks. Four addresses of every network are never given to a server:
// the network address, the first host (the VPC's router), the last host (its DNS and metadata
// service) and the broadcast address; nor is the network's gateway, wherever it was put.

export interface VpcNetworkRow extends ResourceRow {
  vpc_id: number;
  name: string;
  cidr: string;
  gateway: string;
  snat: number;
}

export const reservedAddresses = (range: Ipv4Range, gateway: string): Set<number> =>
  new Set([range.base, range.base + 1, range.base + range.size - 2, range.base + range.size - 1, ipv4ToInt(gateway) ?? -1]);

/** A network of this VPC (any status), or 404. */
export function vpcNetworkRow(env: EngineEnv, vpcId: number, networkId: number | null): VpcNetworkRow {
  const row = networkId ? (env.db.prepare('SELECT * FROM networks WHERE id = ?').get(networkId) as VpcNetworkRow | undefined) : undefined;
  if (!row || row.vpc_id !== vpcId) throw notFound(M.networkNotInVpc);
  return row;
}

const usedIn = (env: EngineEnv, networkId: number) => new Set(env.db.prepare('SELECT ip_address FROM network_nodes WHERE network_id = ?').pluck().all(networkId) as string[]);

/** The address asked for (inside, not reserved, free) or the lowest free one; refusals are 422s on `IpAddress`. */
export function pickVpcAddress(env: EngineEnv, network: VpcNetworkRow, asked: string | null): string {
  const range = cidrOf(network.cidr);
  const reserved = reservedAddresses(range, network.gateway);
  const taken = usedIn(env, network.id);
  if (asked != null) {
    const ip = ipv4ToInt(asked)!;
    if (!rangeContains(range, ip)) throw invalid({ IpAddress: [M.ipOutside] });
    if (reserved.has(ip)) throw invalid({ IpAddress: [M.ipReserved] });
    if (taken.has(intToIpv4(ip))) throw invalid({ IpAddress: [M.ipTaken] });
    return intToIpv4(ip);
  }
  for (let ip = range.base + 1; ip < range.base + range.size - 1; ip++) if (!reserved.has(ip) && !taken.has(intToIpv4(ip))) return intToIpv4(ip);
  throw refused(M.networkFull);
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
