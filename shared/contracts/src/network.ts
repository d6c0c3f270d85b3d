import { endpoint } from './endpoint';
import type { IsoDate, ResourceStatus } from './common';
import { datacenterSpec, defineSchema, nameSpec } from './rules';

export interface Network {
  id: number;
  projectId: number;
  name: string;
  status: ResourceStatus;
  datacenterId: number;
  /** e.g. 10.10.0.0/24 */
  cidr: string;
  gateway: string;
  datacenterName: string;
  /** Servers attached to it. */
  nodeCount: number;
  createdAt: IsoDate;
}
export interface NetworkShort {
  id: number;
  name: string;
  cidr: string;
}
export interface CreateNetworkRequest {
  name: string;
  datacenterId: number;
  cidr: string;
}
/** A server's interface in a network. */
export interface NetworkNode {
  networkId: number;
  networkName: string;
  vmHostId: number;
  vmHostName: string;
  ipAddress: string;
}
export interface NetworkNodeRequest {
  networkId: number;
  vmHostId: number;
  /** null = next free address */
  ipAddress: string | null;
}

/** Prefix bounds of a private network: /16 (65 536 addresses) down to /29 (6 servers). */
export const NETWORK_PREFIX = { min: 16, max: 29 } as const;
/** Overlap with the project's other networks is checked by the API. */
export const createNetworkSchema = defineSchema<CreateNetworkRequest>()({
  name: nameSpec,
  datacenterId: datacenterSpec,
  cidr: { error: 'Cidr', label: 'cidr', type: 'string', required: true, rules: [{ kind: 'privateCidr', minPrefix: NETWORK_PREFIX.min, maxPrefix: NETWORK_PREFIX.max }] },
});
/** Whether the address lies in the network and is free is checked by the API. */
export const networkNodeSchema = defineSchema<NetworkNodeRequest>()({
  networkId: { error: 'NetworkId', label: 'network', type: 'int', required: true },
  vmHostId: { error: 'VmHostId', label: 'server', type: 'int', required: true },
  ipAddress: { error: 'IpAddress', label: 'ipAddress', type: 'string', rules: [{ kind: 'ipv4' }] },
});
export const networkNodeDetachSchema = defineSchema<Omit<NetworkNodeRequest, 'ipAddress'>>()({
  networkId: networkNodeSchema.networkId,
  vmHostId: networkNodeSchema.vmHostId,
});

export const network = {
  list: endpoint<undefined, Network[]>()('GET', 'vm/:projectId/network/list'),
  shortList: endpoint<undefined, NetworkShort[]>()('GET', 'vm/:projectId/network/short-list'),
  create: endpoint<CreateNetworkRequest, Network>()('POST', 'vm/:projectId/network/create'),
  delete: endpoint()('DELETE', 'vm/:projectId/network/delete/:id'),
  nodeList: endpoint<undefined, NetworkNode[]>()('GET', 'vm/:projectId/network/node/list/:networkId'),
  nodeAttach: endpoint<NetworkNodeRequest, NetworkNode>()('POST', 'vm/:projectId/network/node/attach'),
  nodeDetach: endpoint<Omit<NetworkNodeRequest, 'ipAddress'>>()('POST', 'vm/:projectId/network/node/detach'),
  /** Networks one server is attached to. */
  hostNetworkList: endpoint<undefined, NetworkNode[]>()('GET', 'vm/:projectId/host/:vmHostId/network/list'),
};
