import { narrow, wire, type Wire } from './wire';
import type { IsoDate } from './common';
import { bundleSpec, defineSchema, imageSpec, nameSpec, passwordSpec, type FieldSpec } from './rules';

/**
 * The sandbox's own lifecycle of a virtual server (kept in its database, never on the wire: the
 * wire says statusId and powerStatus, and the portal decides by `vmActionAllowed`). Settled:
 * active (running), stopped, failed; transitional ones settle by themselves.
 */
export type VmStatus =
  'building' | 'active' | 'starting' | 'stopping' | 'stopped' | 'rebooting' | 'rebuilding' | 'updating' | 'deleting' | 'reverting' | 'restoring' | 'failed';

export type OsFamily = 'linux' | 'windows';

/** A row of `image/list` (query ProductId): `status` says whether new servers may use it. */
export type VmImage = Wire<'VmImageListResponse'>;
/** The provider's operating-system ids of `image/list` and a server's `operatingSystemId` (the sandbox's table). */
export const OPERATING_SYSTEM_IDS = { ubuntu: 1, debian: 2, almalinux: 3, rocky: 4, centos: 5, windows: 6 } as const;
export const isWindowsImage = (image: { operatingSystemId: number } | undefined) => image?.operatingSystemId === OPERATING_SYSTEM_IDS.windows;

/** A row of a server's `ip/list`: where a page reads the server's addresses (its `get` has only their counts). */
export type VmIp = Wire<'VmHostIpListResponse'>;

/** A row of `host/list` (slim: a page that wants sizes or addresses asks `get` or `ip/list`). */
export type VmHostRow = Wire<'VmListResponse'>;
/**
 * `host/get/{id}`: sizes, image, power and network status; `ipV4`/`ipV6` are how many addresses of
 * each version the server has (the addresses themselves are its `ip/list`). No `id`: the caller knows it.
 */
export type VmHost = Wire<'GetVmResponse'>;
export type VmHostShort = Wire<'VmShortListResponse'>;

/**
 * Body of host/create: predefined (productBundleId) or custom (cpu, memory, disk). The server is
 * placed in its project's data centre; `usedPublicIpV4` gives it one public IPv4 (more are added
 * on its IP tab), `vmNetworkId` (with an optional `ipAddress`) puts it in a private network.
 * The root password is the one the user types (or none, with a key on Linux): the provider
 * declares no create answer, so no password is generated or revealed, and none is ever shown again.
 */
export type CreateVmHostRequest = Wire<'CreateVmModel'>;
/** host/edit: the provider's resize, the new cpu, memory and disk (the config tab's call; the body names no bundle). */
export type EditVmHostRequest = Wire<'EditVmModel'>;
/** host/rebuild: a fresh install of an image, with a new root password or key; its `name` is the provider's only rename. */
export type RebuildVmHostRequest = Wire<'RebuildVmModel'>;

/** The storage class of a server's disk (`storageClassTypeId`); the sandbox has one, SSD. */
export const STORAGE_CLASS_TYPE_IDS = { ssd: 1 } as const;

/** 1 = last hour, 2 = last day, 3 = last week, 4 = last month. */
export type VmPeriodId = 1 | 2 | 3 | 4;
/** Kept for the namespace charts (kubernetes), which still answer points. */
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
/**
 * `host/get-analytic/{id}`: `categories` are the instants (ISO), each series one measure with a
 * value per category; the series' names are `VM_ANALYTIC_SERIES`.
 */
export type VmHostAnalytics = Wire<'GetAnalyticResponse'>;
export const VM_ANALYTIC_SERIES = ['cpu', 'memory', 'networkIn', 'networkOut', 'diskRead', 'diskWrite'] as const;
export type VmAnalyticSeries = (typeof VM_ANALYTIC_SERIES)[number];

/** `host/console/{id}`: the console's address (`location`) and the hypervisor kind (`vmTypeId`). */
export type VmConsole = Wire<'GetConsoleResponse'>;

// A namespace service's firewall rule (kubernetes) keeps these shapes; a server's rule is the provider's (VmFirewallRule).
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

/** A row of `iso/short-list` and of a server's `iso/node/list` (ours: the snapshot lacks ISOs). */
export type Iso = Wire<'IsoShortListResponse'>;
export type IsoNodeRequest = Wire<'IsoNodeModel'>;

/** Body of ip/create: one more public address, IPv4 or IPv6. */
export type CreateVmIpRequest = Wire<'CreateVmIpModel'>;

/** A server's firewall rule as `firewall/list` shows it: display strings (ports, direction) beside `isIpV4`. */
export type VmFirewallRule = Wire<'VmFirewallRuleListResponse'>;
export type VmFirewallRuleDetail = Wire<'GetVmFirewallRuleResponse'>;
export type CreateVmFirewallRuleRequest = Wire<'CreateVmFirewallRuleModel'>;
/** The provider's protocol ids of a server's firewall rule (`firewallProtocolId`); the list shows the key upper-cased. */
export const VM_FIREWALL_PROTOCOL_IDS = { tcp: 1, udp: 2, icmp: 3, any: 4 } as const;
/** `directionId`: 1 ingress (inbound), 2 egress (outbound). */
export const VM_FIREWALL_DIRECTION_IDS = { inbound: 1, outbound: 2 } as const;
/** Protocols whose rule names ports (minPort..maxPort); the others cover every port. */
export const VM_FIREWALL_PORTED_IDS: readonly number[] = [VM_FIREWALL_PROTOCOL_IDS.tcp, VM_FIREWALL_PROTOCOL_IDS.udp];

// Validation of the server area's request models (422 keys, labels, rules). The unit limits of a
// custom size (cpu, memory, disk, addresses) are `VM_CUSTOM_LIMITS`: the provider's item rows carry no
// bounds, so the wizards bound their inputs with these and the API refuses outside them (422).

/** A custom server's bounds per unit, and the wizard's custom defaults (cpu 1, memory 1, disk 25, ipv4 1). */
export const VM_CUSTOM_LIMITS = {
  cpu: { min: 1, max: 32 },
  memory: { min: 1, max: 128 },
  disk: { min: 10, max: 2000 },
  ipv4: { min: 1, max: 8 },
  defaults: { cpu: 1, memory: 1, disk: 25, ipv4: 1 },
} as const;

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
const vmImageSpec = { ...imageSpec, error: 'VmImageId' } as const satisfies FieldSpec;
const vmKeySpec = { error: 'VmKeyId', label: 'sshKeys', type: 'int' } as const satisfies FieldSpec;

/** A password or a key opens the server (a Windows image takes the password only; checked by the API). */
export const createVmHostSchema = defineSchema<CreateVmHostRequest>()({
  name: nameSpec,
  password: { ...passwordSpec, required: false },
  vmImageId: vmImageSpec,
  storageClassTypeId: { error: 'StorageClassTypeId', label: 'disk', type: 'int', rules: [{ kind: 'oneOf', values: Object.values(STORAGE_CLASS_TYPE_IDS) }] },
  vmKeyId: vmKeySpec,
  ...vmSizeSpecs,
  usedPublicIpV4: { error: 'UsedPublicIpV4', label: 'publicIpv4', type: 'bool' },
  usedPublicIpV6: { error: 'UsedPublicIpV6', label: 'publicIpv6', type: 'bool' },
  vmNetworkId: { error: 'VmNetworkId', label: 'network', type: 'int' },
  ipAddress: { error: 'IpAddress', label: 'ipAddress', type: 'string', rules: [{ kind: 'ipv4' }] },
});
export const editVmHostSchema = defineSchema<EditVmHostRequest>()({
  cpu: { ...vmSizeSpecs.cpu, required: true },
  memory: { ...vmSizeSpecs.memory, required: true },
  disk: { ...vmSizeSpecs.disk, required: true },
});
export const rebuildVmHostSchema = defineSchema<RebuildVmHostRequest>()({
  vmImageId: vmImageSpec,
  name: { ...nameSpec, required: false },
  password: { ...passwordSpec, required: false },
  vmKeyId: vmKeySpec,
});
export const createVmIpSchema = defineSchema<CreateVmIpRequest>()({
  useIpV4: { error: 'UseIpV4', label: 'ipVersion', type: 'bool', required: true },
});
const portSpec = (error: string) => ({ error, label: 'portRange', type: 'int', rules: [{ kind: 'range', min: 1, max: 65535 }] }) as const satisfies FieldSpec;
/** Ports are required for TCP/UDP and refused for ICMP/any; remoteIp's family is isIpV4's (checked by the API). */
export const createVmFirewallRuleSchema = defineSchema<CreateVmFirewallRuleRequest>()({
  firewallProtocolId: {
    error: 'FirewallProtocolId',
    label: 'protocol',
    type: 'int',
    required: true,
    rules: [{ kind: 'oneOf', values: Object.values(VM_FIREWALL_PROTOCOL_IDS) }],
  },
  directionId: {
    error: 'DirectionId',
    label: 'direction',
    type: 'int',
    required: true,
    rules: [{ kind: 'oneOf', values: Object.values(VM_FIREWALL_DIRECTION_IDS) }],
  },
  remoteIp: { error: 'RemoteIp', label: 'cidr', type: 'string', required: true, rules: [{ kind: 'cidr' }] },
  minPort: portSpec('MinPort'),
  maxPort: portSpec('MaxPort'),
  isIpV4: { error: 'IsIpV4', label: 'ipVersion', type: 'bool' },
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
  hostList: wire('GET', 'vm/:projectId/host/list'),
  hostShortList: wire('GET', 'vm/:projectId/host/short-list'),
  hostGet: wire('GET', 'vm/:projectId/host/get/:id'),
  /** The provider declares a GET body; the specification (and a browser) sends PeriodId in the query. */
  hostGetAnalytic: wire('GET', 'vm/:projectId/host/get-analytic/:id', narrow<{ query: { PeriodId: VmPeriodId } }>()),
  hostCreate: wire('POST', 'vm/:projectId/host/create'),
  /** The provider's resize: the new cpu, memory and disk. */
  hostEdit: wire('PUT', 'vm/:projectId/host/edit/:id'),
  hostDelete: wire('DELETE', 'vm/:projectId/host/delete/:id'),
  hostStart: wire('PUT', 'vm/:projectId/host/start/:id'),
  /** Hard power-off. */
  hostStop: wire('PUT', 'vm/:projectId/host/stop/:id'),
  /** Graceful (ACPI) shutdown. */
  hostShutdown: wire('PUT', 'vm/:projectId/host/shutdown/:id'),
  /** Hard reset. */
  hostReset: wire('PUT', 'vm/:projectId/host/reset/:id'),
  /** Graceful restart. */
  hostReboot: wire('PUT', 'vm/:projectId/host/reboot/:id'),
  /** A fresh install; its body's `name` renames the server (the provider has no other rename). */
  hostRebuild: wire('PUT', 'vm/:projectId/host/rebuild/:id'),
  hostConsole: wire('GET', 'vm/:projectId/host/console/:id'),

  ipList: wire('GET', 'vm/:projectId/host/:vmHostId/ip/list'),
  /** Adds one more public address of the given version. */
  ipCreate: wire('POST', 'vm/:projectId/host/:vmHostId/ip/create'),
  ipDelete: wire('DELETE', 'vm/:projectId/host/:vmHostId/ip/delete/:id'),

  firewallList: wire('GET', 'vm/:projectId/host/:vmHostId/firewall/list'),
  firewallGet: wire('GET', 'vm/:projectId/host/:vmHostId/firewall/get/:id'),
  firewallCreate: wire('POST', 'vm/:projectId/host/:vmHostId/firewall/create'),
  firewallDelete: wire('DELETE', 'vm/:projectId/host/:vmHostId/firewall/delete/:id'),

  isoShortList: wire('GET', 'vm/:projectId/iso/short-list'),
  /** ISOs mounted on one server (at most one). */
  isoNodeList: wire('GET', 'vm/:projectId/iso/node/list/:vmHostId'),
  isoNodeMount: wire('POST', 'vm/:projectId/iso/node/mount'),
  isoNodeUnmount: wire('POST', 'vm/:projectId/iso/node/unmount'),

  imageList: wire('GET', 'vm/:projectId/image/list'),
};
