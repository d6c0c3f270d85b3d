import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import type { ProductBundle } from './portal';
import { bundleSpec, datacenterSpec, defineSchema, nameSpec, type FieldSpec } from './rules';

// The dedicated private cloud (VPC): a VPC host ordered from a `vpc` bundle in one data centre,
// its private networks, the servers' interfaces on them, NAT (SNAT per network, DNAT rules),
// public IPs and load balancers. Paths follow spec section 7 (`vm/{projectId}/vpc/...`,
// `vm/{projectId}/load-balancer/host/...`).

/** Statuses a VPC passes through: ordered 'building', then 'active'; 'deleting' until removed. */
export type VpcStatus = 'building' | 'active' | 'deleting' | 'failed';
/** Networks, load balancers: 'creating' → 'active'. */
export type VpcChildStatus = 'creating' | 'active' | 'deleting' | 'failed';

export interface VpcHost {
  id: number;
  projectId: number;
  name: string;
  status: VpcStatus;
  datacenterId: number;
  datacenterName: string;
  /** The server configuration (a bundle of the `vpc` list). */
  productBundleId: number;
  bundleName: string;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  /** Monthly price of the configuration, Rial. */
  price: number;
  hourlyPrice: number;
  networkCount: number;
  /** Distinct servers with an interface in one of its networks. */
  serverCount: number;
  loadBalancerCount: number;
  publicIpCount: number;
  createdAt: IsoDate;
}
export interface VpcShort {
  id: number;
  name: string;
  status: VpcStatus;
}

/** One network of the create form: `gatewayCidr` is the gateway with the network's prefix, "10.0.1.1/24". */
export interface VpcNetworkEntry {
  name: string;
  gatewayCidr: string;
}
export interface CreateVpcRequest {
  name: string;
  productBundleId: number;
  datacenterId: number;
  /** At least one; their 422 keys are `Networks[i].Name` / `Networks[i].GatewayCidr`. */
  networks: VpcNetworkEntry[];
}
export interface EditVpcRequest {
  name: string;
}

export interface VpcNetwork {
  id: number;
  vpcHostId: number;
  name: string;
  status: VpcChildStatus;
  cidr: string;
  gateway: string;
  /** Outbound traffic of its servers leaves through the VPC's address (SNAT). */
  snat: boolean;
  interfaceCount: number;
  createdAt: IsoDate;
}
export interface CreateVpcNetworkRequest {
  name: string;
  /** The network's range, "10.0.3.0/24". */
  cidr: string;
  /** Inside the range, not its network or broadcast address; empty = the first host address. */
  gateway: string | null;
}

/** Traffic from one network of the VPC may reach another (networks are isolated otherwise). */
export interface VpcNetworkAccess {
  id: number;
  vpcHostId: number;
  fromNetworkId: number;
  fromNetworkName: string;
  toNetworkId: number;
  toNetworkName: string;
  createdAt: IsoDate;
}
export interface CreateNetworkAccessRequest {
  fromNetworkId: number;
  toNetworkId: number;
}

/** A server's interface on a network of the VPC. */
export interface VpcInterface {
  networkId: number;
  networkName: string;
  vmHostId: number;
  vmHostName: string;
  vmStatus: string;
  ipAddress: string;
}
export interface VpcInterfaceRequest {
  networkId: number;
  vmHostId: number;
  /** A fixed address inside the network and free; null = the lowest free one. */
  ipAddress: string | null;
}
export type VpcInterfaceDetachRequest = Omit<VpcInterfaceRequest, 'ipAddress'>;

export interface EditSnatRequest {
  networkId: number;
  enabled: boolean;
}

export const DNAT_PROTOCOLS = ['tcp', 'udp'] as const;
export type DnatProtocol = (typeof DNAT_PROTOCOLS)[number];
/** A port forward from a public IP of the VPC to a server's private address. */
export interface VpcDnatRule {
  id: number;
  vpcHostId: number;
  publicIpId: number;
  publicIp: string;
  protocol: DnatProtocol;
  /** "2222" or "8000-8100". */
  externalPort: string;
  internalIp: string;
  internalPort: string;
  /** The server owning `internalIp`, when it still has it. */
  vmHostName: string | null;
  createdAt: IsoDate;
}
export interface CreateDnatRequest {
  publicIpId: number;
  protocol: DnatProtocol;
  externalPort: string;
  internalIp: string;
  internalPort: string;
}

export type IpAssigneeKind = 'server' | 'loadBalancer';
export interface VpcPublicIp {
  id: number;
  vpcHostId: number;
  status: VpcChildStatus;
  address: string;
  /** What it is assigned to (one thing at a time); null when free. */
  assignedKind: IpAssigneeKind | null;
  assignedId: number | null;
  assignedName: string | null;
  /** DNAT rules forwarding from it (an address with rules is not assigned). */
  dnatCount: number;
  hourlyPrice: number;
  createdAt: IsoDate;
}
export interface AssignIpRequest {
  kind: IpAssigneeKind;
  /** A server with an interface in the VPC, or a load balancer of the VPC. */
  targetId: number;
}

export const LB_ALGORITHMS = ['roundRobin', 'leastConnections', 'source'] as const;
export type LbAlgorithm = (typeof LB_ALGORITHMS)[number];
export const LB_PROTOCOLS = ['tcp', 'udp', 'http', 'https'] as const;
export type LbProtocol = (typeof LB_PROTOCOLS)[number];
export interface LbListener {
  protocol: LbProtocol;
  port: number;
}
export interface LoadBalancer {
  id: number;
  vpcHostId: number;
  name: string;
  status: VpcChildStatus;
  publicIpId: number | null;
  publicIp: string | null;
  algorithm: LbAlgorithm;
  listeners: LbListener[];
  healthCheckInterval: number;
  healthCheckTimeout: number;
  healthCheckAttempts: number;
  /** Private IPs of the VPC's servers. */
  backends: string[];
  hourlyPrice: number;
  createdAt: IsoDate;
}
export interface CreateLoadBalancerRequest {
  name: string;
  /** A free public IP of the VPC, assigned to it; null = none yet. */
  publicIpId: number | null;
  algorithm: LbAlgorithm;
  /** 1-10; 422 keys `Listeners[i].Protocol` / `Listeners[i].Port`. */
  listeners: LbListener[];
  healthCheckInterval: number;
  healthCheckTimeout: number;
  healthCheckAttempts: number;
  /** 1 or more private IPs of the VPC; 422 key `Backends`. */
  backends: string[];
}

/** Network prefixes of a VPC: /16 down to /29, as project networks. */
export const VPC_NETWORK_PREFIX = { min: 16, max: 29 } as const;
/** Networks a VPC order may carry, and a VPC may hold. */
export const VPC_MAX_NETWORKS = 8;
/** Public IPs per VPC. */
export const VPC_MAX_PUBLIC_IPS = 8;
/** Listeners per load balancer. */
export const LB_MAX_LISTENERS = 10;

const cidrRule = { kind: 'privateCidr', minPrefix: VPC_NETWORK_PREFIX.min, maxPrefix: VPC_NETWORK_PREFIX.max } as const;

/** The create form's fields (networks are checked entry by entry with `vpcNetworkEntrySchema`). */
export const createVpcSchema = defineSchema<Omit<CreateVpcRequest, 'networks'>>()({ name: nameSpec, productBundleId: bundleSpec, datacenterId: datacenterSpec });
export const editVpcSchema = defineSchema<EditVpcRequest>()({ name: nameSpec });
/** One network of the create form; overlaps between entries and name clashes are the API's. */
export const vpcNetworkEntrySchema = defineSchema<VpcNetworkEntry>()({
  name: nameSpec,
  gatewayCidr: { error: 'GatewayCidr', label: 'gatewayCidr', type: 'string', required: true, rules: [{ kind: 'gatewayCidr', minPrefix: VPC_NETWORK_PREFIX.min, maxPrefix: VPC_NETWORK_PREFIX.max }] },
});
/** Overlap with the VPC's other networks and the gateway's place in the range are the API's. */
export const createVpcNetworkSchema = defineSchema<CreateVpcNetworkRequest>()({
  name: nameSpec,
  cidr: { error: 'Cidr', label: 'cidr', type: 'string', required: true, rules: [cidrRule] },
  gateway: { error: 'Gateway', label: 'gateway', type: 'string', rules: [{ kind: 'ipv4' }] },
});
export const networkAccessSchema = defineSchema<CreateNetworkAccessRequest>()({
  fromNetworkId: { error: 'FromNetworkId', label: 'fromNetwork', type: 'int', required: true },
  toNetworkId: { error: 'ToNetworkId', label: 'toNetwork', type: 'int', required: true },
});
export const vpcInterfaceSchema = defineSchema<VpcInterfaceRequest>()({
  networkId: { error: 'NetworkId', label: 'network', type: 'int', required: true },
  vmHostId: { error: 'VmHostId', label: 'server', type: 'int', required: true },
  ipAddress: { error: 'IpAddress', label: 'ipAddress', type: 'string', rules: [{ kind: 'ipv4' }] },
});
export const vpcInterfaceDetachSchema = defineSchema<VpcInterfaceDetachRequest>()({
  networkId: vpcInterfaceSchema.networkId,
  vmHostId: vpcInterfaceSchema.vmHostId,
});
export const editSnatSchema = defineSchema<EditSnatRequest>()({
  networkId: vpcInterfaceSchema.networkId,
  enabled: { error: 'Enabled', label: 'snat', type: 'bool', required: true },
});
const portRangeSpec = (error: string, label: 'externalPort' | 'internalPort'): FieldSpec => ({ error, label, type: 'string', required: true, rules: [{ kind: 'portRange' }] });
/** Equal range sizes, duplicate external ports and whose address the internal IP is are the API's. */
export const createDnatSchema = defineSchema<CreateDnatRequest>()({
  publicIpId: { error: 'PublicIpId', label: 'publicIp', type: 'int', required: true },
  protocol: { error: 'Protocol', label: 'protocol', type: 'string', required: true, rules: [{ kind: 'oneOf', values: DNAT_PROTOCOLS }] },
  externalPort: portRangeSpec('ExternalPort', 'externalPort'),
  internalIp: { error: 'InternalIp', label: 'internalIp', type: 'string', required: true, rules: [{ kind: 'ipv4' }] },
  internalPort: portRangeSpec('InternalPort', 'internalPort'),
});
export const assignIpSchema = defineSchema<AssignIpRequest>()({
  kind: { error: 'Kind', label: 'server', type: 'string', required: true, rules: [{ kind: 'oneOf', values: ['server', 'loadBalancer'] }] },
  targetId: { error: 'TargetId', label: 'server', type: 'int', required: true },
});
/** A load balancer's name: 3-32 characters, DNS-label style. */
export const lbNameSpec: FieldSpec = { ...nameSpec, rules: [{ kind: 'length', min: 3, max: 32 }, { kind: 'pattern', pattern: 'resourceName' }] };
/** Listeners, backends and timeout < interval are checked by the API (per entry, same messages). */
export const createLoadBalancerSchema = defineSchema<Omit<CreateLoadBalancerRequest, 'listeners' | 'backends'>>()({
  name: lbNameSpec,
  publicIpId: { error: 'PublicIpId', label: 'publicIp', type: 'int' },
  algorithm: { error: 'Algorithm', label: 'algorithm', type: 'string', required: true, rules: [{ kind: 'oneOf', values: LB_ALGORITHMS }] },
  healthCheckInterval: { error: 'HealthCheckInterval', label: 'healthCheckInterval', type: 'int', required: true, rules: [{ kind: 'range', min: 2, max: 3600 }] },
  healthCheckTimeout: { error: 'HealthCheckTimeout', label: 'healthCheckTimeout', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 30 }] },
  healthCheckAttempts: { error: 'HealthCheckAttempts', label: 'healthCheckAttempts', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 30 }] },
});
/** One listener; its 422 keys are prefixed `Listeners[i].`. */
export const lbListenerSchema = defineSchema<LbListener>()({
  protocol: { error: 'Protocol', label: 'protocol', type: 'string', required: true, rules: [{ kind: 'oneOf', values: LB_PROTOCOLS }] },
  port: { error: 'Port', label: 'portRange', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 65535 }] },
});
/** One backend address (key `Backends`). */
export const lbBackendSpec: FieldSpec = { error: 'Backends', label: 'backends', type: 'string', required: true, rules: [{ kind: 'ipv4' }] };

export const vpc = {
  bundleList: endpoint<undefined, ProductBundle[]>()('GET', 'portal/product-bundle/vpc/list'),
  list: endpoint<undefined, VpcHost[]>()('GET', 'vm/:projectId/vpc/list'),
  shortList: endpoint<undefined, VpcShort[]>()('GET', 'vm/:projectId/vpc/short-list'),
  get: endpoint<undefined, VpcHost>()('GET', 'vm/:projectId/vpc/get/:id'),
  create: endpoint<CreateVpcRequest, VpcHost>()('POST', 'vm/:projectId/vpc/create'),
  edit: endpoint<EditVpcRequest, VpcHost>()('PUT', 'vm/:projectId/vpc/edit/:id'),
  delete: endpoint()('DELETE', 'vm/:projectId/vpc/delete/:id'),

  networkList: endpoint<undefined, VpcNetwork[]>()('GET', 'vm/:projectId/vpc/:vpcHostId/network/list'),
  networkCreate: endpoint<CreateVpcNetworkRequest, VpcNetwork>()('POST', 'vm/:projectId/vpc/:vpcHostId/network/create'),
  networkDelete: endpoint()('DELETE', 'vm/:projectId/vpc/network/delete/:id'),

  networkAccessList: endpoint<undefined, VpcNetworkAccess[]>()('GET', 'vm/:projectId/vpc/:vpcHostId/network-access/list'),
  networkAccessCreate: endpoint<CreateNetworkAccessRequest, VpcNetworkAccess>()('POST', 'vm/:projectId/vpc/:vpcHostId/network-access/create'),
  networkAccessDelete: endpoint()('DELETE', 'vm/:projectId/vpc/network-access/delete/:id'),

  interfaceList: endpoint<undefined, VpcInterface[]>()('GET', 'vm/:projectId/vpc/:vpcHostId/interface/list'),
  interfaceAttach: endpoint<VpcInterfaceRequest, VpcInterface>()('POST', 'vm/:projectId/vpc/:vpcHostId/interface/attach'),
  interfaceDetach: endpoint<VpcInterfaceDetachRequest>()('POST', 'vm/:projectId/vpc/:vpcHostId/interface/detach'),

  natEditSnat: endpoint<EditSnatRequest, VpcNetwork>()('PUT', 'vm/:projectId/vpc/:vpcHostId/nat/edit-snat'),
  dnatList: endpoint<undefined, VpcDnatRule[]>()('GET', 'vm/:projectId/vpc/:vpcHostId/nat/dnat-list'),
  dnatCreate: endpoint<CreateDnatRequest, VpcDnatRule>()('POST', 'vm/:projectId/vpc/:vpcHostId/nat/create-dnat'),
  dnatDelete: endpoint()('DELETE', 'vm/:projectId/vpc/nat/delete-dnat/:id'),

  ipList: endpoint<undefined, VpcPublicIp[]>()('GET', 'vm/:projectId/vpc/:vpcHostId/ip/list'),
  ipCreate: endpoint<undefined, VpcPublicIp>()('POST', 'vm/:projectId/vpc/:vpcHostId/ip/create'),
  ipAssign: endpoint<AssignIpRequest, VpcPublicIp>()('PUT', 'vm/:projectId/vpc/ip/assign/:id'),
  ipUnassign: endpoint<undefined, VpcPublicIp>()('PUT', 'vm/:projectId/vpc/ip/unassign/:id'),
  ipDelete: endpoint()('DELETE', 'vm/:projectId/vpc/ip/delete/:id'),

  loadBalancerList: endpoint<undefined, LoadBalancer[]>()('GET', 'vm/:projectId/load-balancer/host/list/:vpcHostId'),
  loadBalancerGet: endpoint<undefined, LoadBalancer>()('GET', 'vm/:projectId/load-balancer/host/get/:id'),
  loadBalancerCreate: endpoint<CreateLoadBalancerRequest, LoadBalancer>()('POST', 'vm/:projectId/load-balancer/host/create/:vpcHostId'),
  loadBalancerDelete: endpoint()('DELETE', 'vm/:projectId/load-balancer/host/delete/:id'),
};
