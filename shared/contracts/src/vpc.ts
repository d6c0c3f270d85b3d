import { wire, type Wire } from './wire';
import { bundleSpec, defineSchema, nameSpec, type FieldSpec } from './rules';

// The dedicated private cloud (VPC) on the provider's wire: a VPC host ordered from a `vpc`
// bundle, the project networks attached to it (interfaces), requests of other networks for
// access, public IPs, NAT (SNAT through its primary address, DNAT rules) and load balancers.
// The load balancer's list, get and delete are ours (the provider's snapshot only creates one).

/** A VPC of `vpc/list`; `vpc/get/{id}` answers `VpcHost` (with `snatEnabled`, customer, user, dates). */
export type VpcListRow = Wire<'VpcListResponse'>;
export type VpcHost = Wire<'VpcResponse'>;
export type VpcShort = Wire<'VpcShortListResponse'>;
/** Name and configuration; the VPC is placed in the project's data centre. */
export type CreateVpcRequest = Wire<'CreateVpcHostModel'>;
/** A change of configuration (the provider's edit takes only the bundle). */
export type EditVpcRequest = Wire<'EditVpcHostModel'>;

/** A network of the project attached to the VPC (an interface of its router): `interface/list` rows. */
export type VpcInterface = Wire<'VmNetworkListResponse'>;
export type CreateVpcInterfaceRequest = Wire<'CreateVpcInterfaceModel'>;

/** A request that a network of the project may reach the VPC. */
export type VpcNetworkAccess = Wire<'VpcPrivateNetworkRequestListResponse'>;
/** `vpcNetworkAccessId` names the project network asking for access. */
export type CreateNetworkAccessRequest = Wire<'CreateVpcNetworkAccessModel'>;

/** A public address of the VPC (`isPrimary`: the VPC's own, the one SNAT leaves through). */
export type VpcIp = Wire<'VpcHostIpListResponse'>;
export type CreateVpcIpRequest = Wire<'CreateVpcIpModel'>;

/** A NAT rule of the VPC: SNAT (outbound through its primary address) or DNAT (a public port to a private address). */
export type VpcNat = Wire<'GetVpcNatResponse'>;
export type CreateDnatRequest = Wire<'CreateVpcDnatModel'>;
export type CreateSnatRequest = Wire<'CreateVpcSnatModel'>;

export const LB_ALGORITHMS = ['roundRobin', 'leastConnections', 'source'] as const;
export type LbAlgorithm = (typeof LB_ALGORITHMS)[number];
export const LB_PROTOCOLS = ['tcp', 'udp', 'http', 'https'] as const;
export type LbProtocol = (typeof LB_PROTOCOLS)[number];
export interface LbListener {
  protocol: LbProtocol;
  port: number;
}
/**
 * A load balancer (ours): `statusId` is the service table's state (waiting while it is built,
 * active, deleting) with its word in `status`; `backends` are private IPs of the VPC's servers.
 */
export type LoadBalancer = Wire<'VpcLoadBalancer'>;
/**
 * `publicIpId`: a free public IP of the VPC, or null for none yet; 1-10 listeners (422 keys
 * `Listeners[i].Protocol` / `Listeners[i].Port`); 1 or more backends (422 key `Backends`).
 */
export type CreateLoadBalancerRequest = Wire<'CreateVpcLoadBalancerModel'>;

/** Public IPs per VPC. */
export const VPC_MAX_PUBLIC_IPS = 8;
/** Listeners per load balancer. */
export const LB_MAX_LISTENERS = 10;

export const createVpcSchema = defineSchema<CreateVpcRequest>()({ name: nameSpec, productBundleId: bundleSpec });
export const editVpcSchema = defineSchema<EditVpcRequest>()({ productBundleId: bundleSpec });
export const vpcInterfaceSchema = defineSchema<CreateVpcInterfaceRequest>()({
  vmNetworkId: { error: 'VmNetworkId', label: 'network', type: 'int', required: true },
});
export const networkAccessSchema = defineSchema<CreateNetworkAccessRequest>()({
  vpcNetworkAccessId: { error: 'VpcNetworkAccessId', label: 'network', type: 'int', required: true },
});
/** IPv4 unless `useIpV4` is false. */
export const createVpcIpSchema = defineSchema<CreateVpcIpRequest>()({
  useIpV4: { error: 'UseIpV4', label: 'ipVersion', type: 'bool' },
});
/** Whether the network is the VPC's, the address its public one and the private address in the network is the API's. */
export const createDnatSchema = defineSchema<CreateDnatRequest>()({
  name: nameSpec,
  vmNetworkId: { error: 'VmNetworkId', label: 'network', type: 'int', required: true },
  vpcHostIpId: { error: 'VpcHostIpId', label: 'publicIp', type: 'int', required: true },
  sourceIp: { error: 'SourceIp', label: 'ipAddress', type: 'string', rules: [{ kind: 'ipv4' }] },
  destinationIp: { error: 'DestinationIp', label: 'internalIp', type: 'string', required: true, rules: [{ kind: 'ipv4' }] },
  destinationPort: { error: 'DestinationPort', label: 'internalPort', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 65535 }] },
});
/** SNAT of one network of the VPC (`vpcNetworkId`) or of all (null); the caller's ids in the body are not read. */
export const createSnatSchema = defineSchema<CreateSnatRequest>()({
  vpcNetworkId: { error: 'VpcNetworkId', label: 'network', type: 'int' },
  name: { ...nameSpec, required: false },
  description: { error: 'Description', label: 'description', type: 'string', rules: [{ kind: 'length', min: 0, max: 200 }] },
});
/** The provider's load balancer order: the VPC is the one the network (`vmNetworkId`) is attached to. */
export type CreateVmLbRequest = Wire<'CreateVmLbModel'>;
export type VmLbListenerRequest = Wire<'VmLbListenerModel'>;
/** `vmLbAlgorithmId` 1, 2, 3 and `vmLbProtocolTypeId` 1, 2, 3 in our words. */
export const LB_ALGORITHM_IDS: Record<number, LbAlgorithm> = { 1: 'roundRobin', 2: 'leastConnections', 3: 'source' };
export const LB_PROTOCOL_TYPE_IDS: Record<number, LbProtocol> = { 1: 'tcp', 2: 'http', 3: 'https' };

/** A load balancer's name: 3-32 characters, DNS-label style. */
export const lbNameSpec: FieldSpec = {
  ...nameSpec,
  rules: [
    { kind: 'length', min: 3, max: 32 },
    { kind: 'pattern', pattern: 'resourceName' },
  ],
};
/** Listeners, backends and timeout < interval are checked by the API (per entry, same messages). */
export const createLoadBalancerSchema = defineSchema<Omit<CreateLoadBalancerRequest, 'listeners' | 'backends'>>()({
  name: lbNameSpec,
  publicIpId: { error: 'PublicIpId', label: 'publicIp', type: 'int' },
  algorithm: { error: 'Algorithm', label: 'algorithm', type: 'string', required: true, rules: [{ kind: 'oneOf', values: LB_ALGORITHMS }] },
  healthCheckInterval: {
    error: 'HealthCheckInterval',
    label: 'healthCheckInterval',
    type: 'int',
    required: true,
    rules: [{ kind: 'range', min: 2, max: 3600 }],
  },
  healthCheckTimeout: { error: 'HealthCheckTimeout', label: 'healthCheckTimeout', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 30 }] },
  healthCheckAttempts: { error: 'HealthCheckAttempts', label: 'healthCheckAttempts', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 30 }] },
});
/** One listener; its 422 keys are prefixed `Listeners[i].`. */
export const lbListenerSchema = defineSchema<LbListener>()({
  protocol: { error: 'Protocol', label: 'protocol', type: 'string', required: true, rules: [{ kind: 'oneOf', values: LB_PROTOCOLS }] },
  port: { error: 'Port', label: 'portRange', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 65535 }] },
});
/** The provider's order's fields; listeners (keys `VmLbListeners[i].…`) and their pools are checked by the API. */
export const createVmLbSchema = defineSchema<CreateVmLbRequest>()({
  name: lbNameSpec,
  productBundleId: { error: 'ProductBundleId', label: 'productBundle', type: 'int', required: true },
  vmNetworkId: { error: 'VmNetworkId', label: 'network', type: 'int', required: true },
  vmLbAlgorithmId: { error: 'VmLbAlgorithmId', label: 'algorithm', type: 'int', required: true, rules: [{ kind: 'oneOf', values: [1, 2, 3] }] },
});
export const vmLbListenerSchema = defineSchema<VmLbListenerRequest>()({
  vmLbProtocolTypeId: { error: 'VmLbProtocolTypeId', label: 'protocol', type: 'int', required: true, rules: [{ kind: 'oneOf', values: [1, 2, 3] }] },
  sourcePort: { error: 'SourcePort', label: 'portRange', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 65535 }] },
  destinationPort: { error: 'DestinationPort', label: 'portRange', type: 'int', required: true, rules: [{ kind: 'range', min: 1, max: 65535 }] },
});
/** One backend address (key `Backends`). */
export const lbBackendSpec: FieldSpec = { error: 'Backends', label: 'backends', type: 'string', required: true, rules: [{ kind: 'ipv4' }] };

export const vpc = {
  bundleList: wire('GET', 'portal/product-bundle/vpc-list'),
  list: wire('GET', 'vm/:projectId/vpc/list'),
  shortList: wire('GET', 'vm/:projectId/vpc/short-list'),
  get: wire('GET', 'vm/:projectId/vpc/get/:id'),
  create: wire('POST', 'vm/:projectId/vpc/create'),
  edit: wire('PUT', 'vm/:projectId/vpc/edit/:id'),
  delete: wire('DELETE', 'vm/:projectId/vpc/delete/:id'),

  interfaceList: wire('GET', 'vm/:projectId/vpc/:vpcHostId/interface/list'),
  interfaceCreate: wire('POST', 'vm/:projectId/vpc/:vpcHostId/interface/create'),
  /** `id` is the attached network's. */
  interfaceRemove: wire('DELETE', 'vm/:projectId/vpc/:vpcHostId/interface/remove/:id'),

  networkAccessList: wire('GET', 'vm/:projectId/vpc/:vpcHostId/network-access/list'),
  networkAccessCreate: wire('POST', 'vm/:projectId/vpc/:vpcHostId/network-access/create'),

  ipList: wire('GET', 'vm/:projectId/vpc/:vpcHostId/ip/list'),
  ipCreate: wire('POST', 'vm/:projectId/vpc/:vpcHostId/ip/create'),
  ipDelete: wire('DELETE', 'vm/:projectId/vpc/:vpcHostId/ip/delete/:id'),

  natList: wire('GET', 'vm/:projectId/vpc/:vpcHostId/nat/list'),
  natGet: wire('GET', 'vm/:projectId/vpc/:vpcHostId/nat/get/:id'),
  natDelete: wire('DELETE', 'vm/:projectId/vpc/:vpcHostId/nat/delete/:id'),
  dnatCreate: wire('POST', 'vm/:projectId/vpc/:vpcHostId/nat/create-dnat'),
  snatCreate: wire('POST', 'vm/:projectId/vpc/:vpcHostId/nat/create-snat'),
  /** Removes the VPC's SNAT rules (SNAT off). */
  snatDelete: wire('DELETE', 'vm/:projectId/vpc/:vpcHostId/nat/delete-snat'),

  /** The provider's create: the VPC comes from the attached network in the body. */
  loadBalancerOrder: wire('POST', 'vm/:projectId/load-balancer/host/create'),
  loadBalancerList: wire('GET', 'vm/:projectId/load-balancer/host/list/:vpcHostId'),
  loadBalancerGet: wire('GET', 'vm/:projectId/load-balancer/host/get/:id'),
  loadBalancerCreate: wire('POST', 'vm/:projectId/load-balancer/host/create/:vpcHostId'),
  loadBalancerDelete: wire('DELETE', 'vm/:projectId/load-balancer/host/delete/:id'),
};
