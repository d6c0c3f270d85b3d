import { endpoint } from './endpoint';
import type { IsoDate } from './common';
import { bundleSpec, datacenterSpec, defineSchema, imageSpec, nameSpec, passwordSpec, type FieldSpec } from './rules';

/**
 * Lifecycle of a virtual server. Settled: active (running), stopped, failed. Transitional ones
 * settle by themselves; clients poll while a server is in one of them.
 */
export type VmStatus =
  | 'building'
  | 'active'
  | 'starting'
  | 'stopping'
  | 'stopped'
  | 'rebooting'
  | 'rebuilding'
  | 'updating'
  | 'deleting'
  | 'reverting'
  | 'restoring'
  | 'failed';

export type OsFamily = 'linux' | 'windows';

export interface VmImage {
  id: number;
  /** Distribution name: Ubuntu, Debian, Windows Server... */
  os: string;
  osFamily: OsFamily;
  version: string;
  /** Smallest root disk (GB) the image boots from. */
  minDisk: number;
}

export interface VmIp {
  id: number;
  vmHostId: number;
  address: string;
  version: 4 | 6;
  isPublic: boolean;
  createdAt: IsoDate;
}

export interface VmHost {
  id: number;
  projectId: number;
  name: string;
  status: VmStatus;
  datacenterId: number;
  datacenterName: string;
  imageId: number;
  osName: string;
  osVersion: string;
  osFamily: OsFamily;
  cpu: number;
  /** GB */
  memory: number;
  /** GB, root disk */
  disk: number;
  /** Public IPv4 addresses (the first is the primary one). */
  ipv4: string[];
  ipv6: string[];
  privateIp: string | null;
  networkId: number | null;
  /** null when sized by hand (custom). */
  productBundleId: number | null;
  isPredefined: boolean;
  /** Rial per hour, fixed at creation or at the last resize. */
  hourlyPrice: number;
  /** ISO currently in the virtual drive, if any. */
  mountedIsoId: number | null;
  /** The SSH keys installed at creation (a later change of the key list does not touch the server). */
  sshKeyIds: number[];
  createdAt: IsoDate;
}

export interface VmHostShort {
  id: number;
  name: string;
  status: VmStatus;
}

/** Body of host/create: predefined (productBundleId) or custom (cpu, memory, disk, ipv4Count). */
export interface CreateVmHostRequest {
  name: string;
  password: string;
  datacenterId: number;
  imageId: number;
  isPredefined: boolean;
  productBundleId: number | null;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
  ipv4Count: number | null;
  usePublicIpV4: boolean;
  usePublicIpV6: boolean;
  usePrivateNetwork: boolean;
  networkId: number | null;
  /** Fixed private address inside the chosen network; null = next free one. */
  ipAddress: string | null;
  /** The project's SSH keys installed for root at creation (Linux images only). */
  sshKeyIds?: number[] | null;
}
export interface EditVmHostRequest {
  name: string;
}
export interface RebuildVmHostRequest {
  imageId: number;
}
/** Resize to a bundle (isPredefined) or to custom sizes; the disk never shrinks. */
export interface ResizeVmHostRequest {
  isPredefined: boolean;
  productBundleId: number | null;
  cpu: number | null;
  memory: number | null;
  disk: number | null;
}

/** 1 = last hour, 2 = last day, 3 = last week, 4 = last month. */
export type VmPeriodId = 1 | 2 | 3 | 4;
export interface VmAnalyticPoint {
  at: IsoDate;
  /** percent */
  cpu: number;
  /** percent */
  memory: number;
  /** Mbit/s */
  networkIn: number;
  networkOut: number;
  /** IO operations per second */
  diskRead: number;
  diskWrite: number;
}
export interface VmAnalytics {
  periodId: VmPeriodId;
  points: VmAnalyticPoint[];
}

export interface VmConsole {
  url: string;
}

export const FIREWALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type FirewallDirection = (typeof FIREWALL_DIRECTIONS)[number];
export const FIREWALL_PROTOCOLS = ['tcp', 'udp', 'icmp', 'any'] as const;
export type FirewallProtocol = (typeof FIREWALL_PROTOCOLS)[number];
export interface FirewallRule {
  id: number;
  vmHostId: number;
  direction: FirewallDirection;
  protocol: FirewallProtocol;
  /** "22" or "8000-8100"; null for icmp/any (all ports). */
  portRange: string | null;
  /** IPv4 or IPv6 CIDR, e.g. 0.0.0.0/0 */
  cidr: string;
  description: string | null;
  createdAt: IsoDate;
}
export interface CreateFirewallRuleRequest {
  direction: FirewallDirection;
  protocol: FirewallProtocol;
  portRange: string | null;
  cidr: string;
  description: string | null;
}

export interface Iso {
  id: number;
  name: string;
  osFamily: OsFamily;
  /** MB */
  size: number;
}
export interface IsoNodeRequest {
  vmHostId: number;
  isoId: number;
}

/** Body of ip/create. */
export interface CreateVmIpRequest {
  version: 4 | 6;
}

// Validation of the server area's request models (422 keys, labels, rules). The unit limits of a
// custom size (cpu, memory, disk, addresses) are catalogue data (`ProductItem.min/max`), not rules.

/** A bundle (isPredefined, productBundleId) or custom units; which of them is required depends on isPredefined. */
/** How many SSH keys one server takes at creation. */
export const MAX_SSH_KEYS_PER_SERVER = 10;

const vmSizeSpecs = {
  isPredefined: { error: 'IsPredefined', label: 'sizing', type: 'bool' },
  productBundleId: { ...bundleSpec, required: false },
  cpu: { error: 'Cpu', label: 'cpu', type: 'int' },
  memory: { error: 'Memory', label: 'memory', type: 'int' },
  disk: { error: 'Disk', label: 'disk', type: 'int' },
} as const satisfies Record<string, FieldSpec>;

export const createVmHostSchema = defineSchema<CreateVmHostRequest>()({
  name: nameSpec,
  password: passwordSpec,
  datacenterId: datacenterSpec,
  imageId: imageSpec,
  ...vmSizeSpecs,
  ipv4Count: { error: 'Ipv4Count', label: 'ipv4Count', type: 'int' },
  usePublicIpV4: { error: 'UsePublicIpV4', label: 'publicIpv4', type: 'bool' },
  usePublicIpV6: { error: 'UsePublicIpV6', label: 'publicIpv6', type: 'bool' },
  usePrivateNetwork: { error: 'UsePrivateNetwork', label: 'network', type: 'bool' },
  /** Required when usePrivateNetwork. */
  networkId: { error: 'NetworkId', label: 'network', type: 'int' },
  ipAddress: { error: 'IpAddress', label: 'ipAddress', type: 'string', rules: [{ kind: 'ipv4' }] },
  sshKeyIds: { error: 'SshKeyIds', label: 'sshKeys', type: 'intList', rules: [{ kind: 'count', max: MAX_SSH_KEYS_PER_SERVER }] },
});
export const editVmHostSchema = defineSchema<EditVmHostRequest>()({ name: nameSpec });
export const rebuildVmHostSchema = defineSchema<RebuildVmHostRequest>()({ imageId: imageSpec });
export const resizeVmHostSchema = defineSchema<ResizeVmHostRequest>()(vmSizeSpecs);
export const createVmIpSchema = defineSchema<CreateVmIpRequest>()({
  version: { error: 'Version', label: 'ipVersion', type: 'int', required: true, rules: [{ kind: 'oneOf', values: [4, 6] }] },
});
/** portRange is required for tcp/udp and refused for icmp/any (a rule across fields, checked by the API). */
export const createFirewallRuleSchema = defineSchema<CreateFirewallRuleRequest>()({
  direction: { error: 'Direction', label: 'direction', type: 'string', required: true, rules: [{ kind: 'oneOf', values: FIREWALL_DIRECTIONS }] },
  protocol: { error: 'Protocol', label: 'protocol', type: 'string', required: true, rules: [{ kind: 'oneOf', values: FIREWALL_PROTOCOLS }] },
  portRange: { error: 'PortRange', label: 'portRange', type: 'string', rules: [{ kind: 'portRange' }] },
  cidr: { error: 'Cidr', label: 'cidr', type: 'string', required: true, rules: [{ kind: 'cidr' }] },
  description: { error: 'Description', label: 'description', type: 'string', rules: [{ kind: 'length', min: 1, max: 100 }] },
});
export const isoNodeSchema = defineSchema<IsoNodeRequest>()({
  vmHostId: { error: 'VmHostId', label: 'server', type: 'int', required: true },
  isoId: { error: 'IsoId', label: 'iso', type: 'int', required: true },
});

export const vm = {
  hostList: endpoint<undefined, VmHost[]>()('GET', 'vm/:projectId/host/list'),
  hostShortList: endpoint<undefined, VmHostShort[]>()('GET', 'vm/:projectId/host/short-list'),
  hostGet: endpoint<undefined, VmHost>()('GET', 'vm/:projectId/host/get/:id'),
  hostGetAnalytic: endpoint<undefined, VmAnalytics, { PeriodId: VmPeriodId }>()('GET', 'vm/:projectId/host/get-analytic/:id'),
  hostCreate: endpoint<CreateVmHostRequest, VmHost>()('POST', 'vm/:projectId/host/create'),
  hostEdit: endpoint<EditVmHostRequest, VmHost>()('PUT', 'vm/:projectId/host/edit/:id'),
  hostDelete: endpoint()('DELETE', 'vm/:projectId/host/delete/:id'),
  hostStart: endpoint<undefined, VmHost>()('POST', 'vm/:projectId/host/start/:id'),
  /** Hard power-off. */
  hostStop: endpoint<undefined, VmHost>()('POST', 'vm/:projectId/host/stop/:id'),
  /** Graceful (ACPI) shutdown. */
  hostShutdown: endpoint<undefined, VmHost>()('POST', 'vm/:projectId/host/shutdown/:id'),
  /** Hard reset. */
  hostReset: endpoint<undefined, VmHost>()('POST', 'vm/:projectId/host/reset/:id'),
  /** Graceful restart. */
  hostReboot: endpoint<undefined, VmHost>()('POST', 'vm/:projectId/host/reboot/:id'),
  hostRebuild: endpoint<RebuildVmHostRequest, VmHost>()('POST', 'vm/:projectId/host/rebuild/:id'),
  /** Not named in the spec's call list; the config tab needs it (the same name as the cloud disk's page). */
  hostChangeConfig: endpoint<ResizeVmHostRequest, VmHost>()('PUT', 'vm/:projectId/host/change-config/:id'),
  hostConsole: endpoint<undefined, VmConsole>()('GET', 'vm/:projectId/host/console/:id'),

  ipList: endpoint<undefined, VmIp[]>()('GET', 'vm/:projectId/host/:vmHostId/ip/list'),
  /** Adds one more public address of the given version. */
  ipCreate: endpoint<CreateVmIpRequest, VmIp>()('POST', 'vm/:projectId/host/:vmHostId/ip/create'),
  ipDelete: endpoint()('DELETE', 'vm/:projectId/host/:vmHostId/ip/delete/:id'),

  firewallList: endpoint<undefined, FirewallRule[]>()('GET', 'vm/:projectId/host/:vmHostId/firewall/list'),
  firewallCreate: endpoint<CreateFirewallRuleRequest, FirewallRule>()('POST', 'vm/:projectId/host/:vmHostId/firewall/create'),
  firewallDelete: endpoint()('DELETE', 'vm/:projectId/host/:vmHostId/firewall/delete/:id'),

  isoShortList: endpoint<undefined, Iso[]>()('GET', 'vm/:projectId/iso/short-list'),
  /** ISOs mounted on one server (at most one). */
  isoNodeList: endpoint<undefined, Iso[]>()('GET', 'vm/:projectId/iso/node/list/:vmHostId'),
  isoNodeMount: endpoint<IsoNodeRequest, VmHost>()('POST', 'vm/:projectId/iso/node/mount'),
  isoNodeUnmount: endpoint<IsoNodeRequest, VmHost>()('POST', 'vm/:projectId/iso/node/unmount'),

  imageList: endpoint<undefined, VmImage[], { ProductId: number }>()('GET', 'vm/:projectId/image/list'),
};
