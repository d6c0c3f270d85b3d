import { wire, type Wire } from './wire';
import { defineSchema, nameSpec } from './rules';

// Private networks on the provider's wire: created from an address and a prefix (in the project's
// data centre), listed with their CIDR, mask and gateway; servers join them as nodes.

export type Network = Wire<'VmNetworkListResponse'>;
export type NetworkShort = Wire<'VmNetworkShortListResponse'>;
export type CreateNetworkRequest = Wire<'CreateVmNetworkModel'>;
/** A server's interface in a network; `id` is what detach takes. */
export type NetworkNode = Wire<'VmNetworkNodeListResponse'>;
export type NetworkNodeQuery = { VmHostId?: number; VmNetworkId?: number };
export type NetworkNodeRequest = Wire<'AttachNetworkModel'>;

/** Prefix bounds of a private network: /16 (65 536 addresses) down to /29 (6 servers). */
export const NETWORK_PREFIX = { min: 16, max: 29 } as const;
/** Whether address and prefix make a private network, and overlap with the project's others, is checked by the API. */
export const createNetworkSchema = defineSchema<CreateNetworkRequest>()({
  name: nameSpec,
  network: { error: 'Network', label: 'cidr', type: 'string', required: true, rules: [{ kind: 'ipv4' }] },
  prefix: {
    error: 'Prefix',
    label: 'networkPrefix',
    type: 'int',
    required: true,
    rules: [{ kind: 'range', min: NETWORK_PREFIX.min, max: NETWORK_PREFIX.max }],
  },
});
/** Whether the address lies in the network and is free is checked by the API. */
export const networkNodeSchema = defineSchema<NetworkNodeRequest>()({
  vmNetworkId: { error: 'VmNetworkId', label: 'network', type: 'int', required: true, ask: 'pickNetwork' },
  vmHostId: { error: 'VmHostId', label: 'server', type: 'int', required: true, ask: 'pickServer' },
  isV4: { error: 'IsV4', label: 'ipVersion', type: 'bool' },
  ipAddress: { error: 'IpAddress', label: 'ipAddress', type: 'string', rules: [{ kind: 'ipv4' }] },
});

export const network = {
  list: wire('GET', 'vm/:projectId/network/list'),
  shortList: wire('GET', 'vm/:projectId/network/short-list'),
  create: wire('POST', 'vm/:projectId/network/create'),
  delete: wire('DELETE', 'vm/:projectId/network/delete/:id'),
  /** The nodes of a network (query VmNetworkId) or of a server (VmHostId). */
  nodeList: wire('GET', 'vm/:projectId/network/node/list'),
  nodeAttach: wire('POST', 'vm/:projectId/network/node/attach'),
  /** `id` is the node's. */
  nodeDetach: wire('PUT', 'vm/:projectId/network/node/detach/:id'),
};
