import { intToIpv4, ipv4ToInt, rangeContains, type Ipv4Range } from '@portal/contracts';
import type { EngineEnv } from '../../engine/types';
import { cidrOf } from './network-cidr';
import { selectValues } from '../../db/query';

// The one rule for which address of a private network a server may hold, whichever way the server
// gets there: ordered into the network (the server wizard), attached from the networks page or
// attached from a VPC's servers page. Never given to a server: the network address, the first
// host (the router), the broadcast address and the network's gateway wherever it was put; in a
// VPC network also the last host (the VPC's DNS and metadata service).

export interface AddressedNetwork {
  id: number;
  cidr: string;
  gateway: string | null;
  vpc_id?: number | null;
}

export type AddressProblem = 'outside' | 'reserved' | 'taken';

export function reservedAddresses(network: AddressedNetwork): Set<number> {
  const range = cidrOf(network.cidr);
  const last = range.base + range.size - 1;
  const reserved = new Set([range.base, range.base + 1, last]);
  const gateway = network.gateway == null ? null : ipv4ToInt(network.gateway);
  if (gateway != null) reserved.add(gateway);
  if (network.vpc_id != null) reserved.add(last - 1);
  return reserved;
}

const taken = (env: EngineEnv, networkId: number) =>
  new Set(selectValues<string>(env.db, 'SELECT ip_address FROM network_nodes WHERE network_id = ?', networkId));

/** Why `ip` (a well-formed IPv4, by the contract's rule) cannot be given to a server, or null. */
export function addressProblem(env: EngineEnv, network: AddressedNetwork, ip: string): AddressProblem | null {
  const range: Ipv4Range = cidrOf(network.cidr);
  const n = ipv4ToInt(ip);
  if (n == null || !rangeContains(range, n)) return 'outside';
  if (reservedAddresses(network).has(n)) return 'reserved';
  return taken(env, network.id).has(intToIpv4(n)) ? 'taken' : null;
}

/** The lowest address a server may still get, or null when the network is full. */
export function firstFreeAddress(env: EngineEnv, network: AddressedNetwork): string | null {
  const range = cidrOf(network.cidr);
  const reserved = reservedAddresses(network);
  const used = taken(env, network.id);
  for (let n = range.base; n < range.base + range.size; n++) if (!reserved.has(n) && !used.has(intToIpv4(n))) return intToIpv4(n);
  return null;
}
