import { endpoint } from './endpoint';
import type { IsoDate, ResourceStatus } from './common';

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
