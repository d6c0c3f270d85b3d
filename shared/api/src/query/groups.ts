/**
 * The cached resource groups of the product rules, exactly. Every query key starts with one of them,
 * so a mutation can refresh "everything about VMs" without knowing the keys of each page.
 */
export const groups = [
  'Profile',
  'NotificationStatus',
  'Notification',
  'DnsCdnHost',
  'DNSRecordSetting',
  'EditRecordDialog',
  'ProxyStatus',
  'CdnHost',
  'CdnRoute',
  'CdnCert',
  'SupportItems',
  'Support',
  'VmHost',
  'KubernetesCluster',
  'Storage',
  'WebHost',
  'Vpc',
  'Network',
  'LoadBalance',
  'PublicIP',
  'Issue',
  'VpcNat',
  'Accessibility',
  'ConfigMap',
  'SecretMap',
  'NameSpace',
  'Deployment',
  'Ingress',
] as const;

export type Group = (typeof groups)[number];

/** `queryKey('VmHost', 'list', { projectId: 3 })` → `['VmHost', 'list', { projectId: 3 }]`. */
export function queryKey<const Rest extends readonly unknown[]>(group: Group, ...rest: Rest): readonly [Group, ...Rest] {
  return [group, ...rest] as const;
}

/**
 * The cache refresh rules (docs/product-rules.md) as data: the groups each kind of success
 * refreshes. Decisions where no group is named:
 * - customer users (and project users) live under 'Accessibility': the list of groups has it
 *   without saying what it holds, and who may access the account is the nearest meaning;
 * - login (including two-factor) refreshes every group (`invalidateAll`).
 */
export const refreshRules = {
  /** Profile edit, email/phone edit, email/phone confirmation, password change. */
  profileChanged: ['Profile'],
  /** Phone or email notification settings edited. */
  notificationSettingsChanged: ['NotificationStatus'],
  notificationSeen: ['Notification'],
  /** A ticket page saw a new staff reply: the bell shows its notification at once, not on its next fetch. */
  staffReplyArrived: ['Notification'],
  /** Issue or issue item created. */
  issueCreated: ['Support', 'SupportItems', 'Issue'],
  /** Any VM create, edit, delete, power action (start, stop, shutdown, reset, reboot) or rebuild. */
  vmChanged: ['VmHost'],
  /** A customer user created, or the customer changed (switched or edited). */
  customerUserChanged: ['Accessibility'],
  /** A project created or deleted, or its users invited, edited or removed (the project list lives there too). */
  projectChanged: ['Accessibility'],
  kubernetesClusterChanged: ['KubernetesCluster'],
  /** An object-storage host or one of its access keys created, renamed or deleted. */
  storageChanged: ['Storage'],
  vpcChanged: ['Vpc'],
  // Cloud-infra resources no group is named for. Disks, snapshots, backups, SSH keys,
  // dedicated and colocated servers are all shown on (or chosen for) a server, so they refresh
  // the servers' group with them.
  /** A cloud disk created, resized, attached, detached or deleted. */
  volumeChanged: ['VmHost'],
  /** A snapshot or backup taken, reverted/restored or deleted, or its schedule switched. */
  protectionChanged: ['VmHost'],
  /** An SSH key added or deleted (the server wizard offers them). */
  sshKeyChanged: ['VmHost'],
  bareMetalChanged: ['VmHost'],
  colocationChanged: ['VmHost'],
  /** A private network created or deleted. */
  networkChanged: ['Network'],
  /** A server attached to or detached from a network: both sides show it. */
  networkNodeChanged: ['Network', 'VmHost'],
  // The groups named for one resource each: a change to that resource
  // refreshes its own group and what shows it.
  /**
   * A DNS record created, edited, deleted, imported or its CDN proxy toggled: the zone's records,
   * the record an edit dialog reads, and the proxy status read back after a toggle.
   */
  dnsRecordChanged: ['DNSRecordSetting', 'EditRecordDialog', 'ProxyStatus'],
  /** A VPC's source or destination NAT rule created or deleted (source NAT shows on the VPC, a DNAT rule takes an address). */
  vpcNatChanged: ['VpcNat', 'Vpc', 'PublicIP'],
  /** A VPC public address allocated or released (only an unused one is released). */
  publicIpChanged: ['PublicIP'],
  /** A VPC load balancer created or deleted: it holds a public address. */
  loadBalancerChanged: ['LoadBalance', 'PublicIP'],
  loggedIn: groups,
} as const satisfies Record<string, readonly Group[]>;

export type RefreshRule = keyof typeof refreshRules;
