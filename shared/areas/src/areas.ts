// The product areas, one declaration each. The host's route table, sidebar and dashboard links,
// the dev-server ports of `createConfig` and `pnpm dev` are all derived from this array, so adding
// or moving an area is an edit here and nowhere else.
//
// This file is also read outside any bundler (shared/build/src/areas.js strips its types with
// esbuild and evaluates it in Node): keep its imports type-only. What the areas' pages ask first
// names the contracts' endpoints, values: it is declared beside, in first-queries.ts.
import type { UsageCategoryId } from '@portal/contracts';
import type { AreaLabel } from './messages';

/** Where `:projectId` appears in a path template, the selected project's id goes. */
export const PROJECT_ID = ':projectId';

export interface AreaLink {
  /** Key of the Persian label in `areaMessages`. */
  label: AreaLabel;
  /** Path template, e.g. `/vm/:projectId/list`; its first segment is the sidebar's active key. */
  path: string;
}

export interface AreaDashboardCard {
  /** The dashboard usage category (`usageCategories` of @portal/contracts). */
  category: UsageCategoryId;
  label: AreaLabel;
  /** Where the card's link leads, a path template like a sidebar link's. */
  path: string;
  /** Query-cache group the card is stored under, so a change in the area refreshes it too. */
  group: string;
}

/** How a row field is matched by the shell's search box. */
export type AreaSearchFieldKind =
  /** Text (a name): letters and digits of any script alike. */
  | 'name'
  /** An IP address: its digits and dots, typed in Persian or Latin digits. */
  | 'address'
  /** A domain stored in Punycode: matched and shown in Unicode too (ایران, not xn--mgba3a4f16a). */
  | 'domain';

export interface AreaSearchField {
  /** A field of the list's rows, as the API document names it. */
  field: string;
  kind: AreaSearchFieldKind;
}

/**
 * One kind of resource the shell's search box finds. The shell fetches `list` for each of the
 * user's projects when the box opens, keyed under `group` (so the area's invalidation refreshes
 * it), and matches the rows on the client: the provider's lists are bare arrays.
 */
export interface AreaSearchable {
  /** What a found row is (`areaMessages`), shown beside its name. */
  label: AreaLabel;
  /** Query-cache group of the list, the one the area's own pages store it under. */
  group: string;
  /** The provider's list endpoint, `/api/my/...:projectId...`, answering an array of rows. */
  list: string;
  /** Row fields the typed text is matched against; the first is the row's title. */
  fields: readonly AreaSearchField[];
  /** Path template of a row's page: `:projectId` and `:id` (the row's `id`) are filled in. */
  page: string;
  /**
   * Fields a list row lacks (a server's addresses): a list per row, `:<rowParam>` filled with
   * the row's id, whose rows' `fields` find their row. One request per row, so the shell asks
   * only when the typed text could be an address (it has a digit).
   */
  perRow?: { list: string; rowParam: string; fields: readonly AreaSearchField[] };
}

export interface AreaDeclaration {
  /** Folder under `remotes/`, key in `/mf/registry.json`; `-` becomes `_` in the federation name. */
  remote: string;
  /** The area's name; the sidebar group's title when it has sidebar links. */
  label: AreaLabel;
  /** URL prefixes the host mounts the remote at; the remote's routes are relative to them. */
  prefixes: readonly string[];
  /** Sidebar links, in order (none: the area is reached from elsewhere). */
  sidebar: readonly AreaLink[];
  /** Dashboard usage cards this area answers for. */
  dashboard: readonly AreaDashboardCard[];
  /** Port of the remote's webpack-dev-server (`pnpm dev <remote>`). */
  devPort: number;
  /**
   * Whether the area has pages that render without sign-in: `publicPrefixes`, which the host
   * mounts in its public shell (no signed-in layout, no guard) for everyone, signed in or not.
   */
  public: boolean;
  /**
   * Which of `prefixes` are public (only when `public`): the host's public shell mounts them on
   * first load, for everyone; the login route never loads them.
   */
  publicPrefixes?: readonly string[];
  /** What the shell's search box finds of this area (none: the area's pages are found by name only). */
  search?: readonly AreaSearchable[];
}

export const areas = [
  {
    remote: 'cloud-infra',
    label: 'cloudInfra',
    prefixes: ['/vm', '/block-storage', '/network', '/key', '/bare-metal', '/colocation'],
    sidebar: [
      { label: 'virtualServers', path: '/vm/:projectId/list' },
      { label: 'cloudDisk', path: '/block-storage/:projectId' },
      { label: 'accessKeys', path: '/key/:projectId' },
      { label: 'network', path: '/network/:projectId' },
      { label: 'bareMetal', path: '/bare-metal/:projectId' },
      { label: 'colocation', path: '/colocation/:projectId' },
    ],
    dashboard: [
      { category: 1, label: 'virtualServers', path: '/vm/:projectId/list', group: 'VmHost' },
      { category: 2, label: 'cloudDisks', path: '/block-storage/:projectId', group: 'VmHost' },
    ],
    search: [
      {
        label: 'virtualServer',
        group: 'VmHost',
        list: '/api/my/vm/:projectId/host/list',
        fields: [{ field: 'name', kind: 'name' }],
        page: '/vm/:projectId/:id',
        perRow: { list: '/api/my/vm/:projectId/host/:vmHostId/ip/list', rowParam: 'vmHostId', fields: [{ field: 'ipAddress', kind: 'address' }] },
      },
      {
        label: 'cloudDisk',
        group: 'VmHost',
        list: '/api/my/vm/:projectId/volume/list',
        fields: [{ field: 'name', kind: 'name' }],
        page: '/block-storage/:projectId/:id',
      },
      {
        label: 'privateNetwork',
        group: 'Network',
        list: '/api/my/vm/:projectId/network/list',
        fields: [
          { field: 'name', kind: 'name' },
          { field: 'cidr', kind: 'address' },
          { field: 'gatewayIp', kind: 'address' },
        ],
        page: '/network/:projectId/:id/node-list',
      },
      {
        label: 'bareMetal',
        group: 'VmHost',
        list: '/api/my/bare-metal/:projectId/host/list',
        fields: [{ field: 'name', kind: 'name' }],
        page: '/bare-metal/:projectId/:id',
      },
      {
        label: 'colocation',
        group: 'VmHost',
        list: '/api/my/colocation/:projectId/host/list',
        fields: [{ field: 'name', kind: 'name' }],
        page: '/colocation/:projectId/:id',
      },
    ],
    devPort: 3001,
    public: false,
  },
  {
    remote: 'cloud-platform',
    label: 'cloudPlatform',
    prefixes: ['/kubernetes-cluster', '/kubernetes-cloud'],
    sidebar: [
      { label: 'kubernetesClusters', path: '/kubernetes-cluster/:projectId' },
      { label: 'cloudKubernetes', path: '/kubernetes-cloud/:projectId' },
    ],
    dashboard: [{ category: 4, label: 'kubernetes', path: '/kubernetes-cloud/:projectId', group: 'KubernetesCluster' }],
    search: [
      {
        label: 'kubernetesCluster',
        group: 'KubernetesCluster',
        list: '/api/my/kubernetes/cluster/:projectId/host/list',
        fields: [{ field: 'name', kind: 'name' }],
        page: '/kubernetes-cluster/:projectId/:id',
      },
      {
        label: 'namespace',
        group: 'NameSpace',
        list: '/api/my/kubernetes/cloud/:projectId/host/list',
        fields: [{ field: 'name', kind: 'name' }],
        page: '/kubernetes-cloud/:projectId/:id',
      },
    ],
    devPort: 3002,
    public: false,
  },
  {
    remote: 'storage',
    label: 'cloudStorage',
    prefixes: ['/storage'],
    sidebar: [{ label: 'cloudStorage', path: '/storage/:projectId' }],
    dashboard: [{ category: 3, label: 'cloudStorage', path: '/storage/:projectId', group: 'Storage' }],
    search: [
      {
        label: 'storageHost',
        group: 'Storage',
        list: '/api/my/storage/:projectId/host/list',
        fields: [{ field: 'name', kind: 'name' }],
        page: '/storage/:projectId/:id',
      },
    ],
    devPort: 3003,
    public: false,
  },
  {
    remote: 'dns-cdn',
    label: 'cloudDns',
    prefixes: ['/cdn', '/domain', '/web-host'],
    sidebar: [
      { label: 'zoneManagement', path: '/cdn/:projectId' },
      { label: 'registeredDomains', path: '/domain/:projectId' },
      { label: 'webHosts', path: '/web-host/:projectId' },
    ],
    dashboard: [{ category: 5, label: 'dnsCdn', path: '/cdn/:projectId', group: 'DnsCdnHost' }],
    search: [
      {
        label: 'dnsZone',
        group: 'DnsCdnHost',
        list: '/api/my/dns-cdn/:projectId/host/list',
        fields: [{ field: 'zoneName', kind: 'domain' }],
        page: '/cdn/:projectId/:id',
      },
      {
        label: 'domain',
        group: 'DnsCdnHost',
        list: '/api/my/dns-cdn/:projectId/domain/list',
        fields: [{ field: 'domainName', kind: 'domain' }],
        page: '/domain/:projectId/:id',
      },
      {
        label: 'webHost',
        group: 'WebHost',
        list: '/api/my/dns-cdn/:projectId/web-host/list',
        fields: [{ field: 'domainName', kind: 'domain' }],
        page: '/web-host/:projectId/:id',
      },
    ],
    devPort: 3004,
    public: false,
  },
  {
    remote: 'vpc',
    label: 'vpc',
    prefixes: ['/vpc'],
    sidebar: [{ label: 'vpc', path: '/vpc/:projectId' }],
    dashboard: [{ category: 6, label: 'privateCloud', path: '/vpc/:projectId', group: 'Vpc' }],
    search: [
      { label: 'vpcHost', group: 'Vpc', list: '/api/my/vm/:projectId/vpc/list', fields: [{ field: 'name', kind: 'name' }], page: '/vpc/:projectId/:id' },
    ],
    devPort: 3005,
    public: false,
  },
  {
    remote: 'billing',
    label: 'billing',
    // Only what the remote serves: the system menu links my services once this is published.
    prefixes: ['/portal/wallet', '/portal/calculator', '/portal/financial', '/portal/customer-products', '/portal/sales'],
    sidebar: [],
    dashboard: [],
    devPort: 3006,
    public: false,
  },
  {
    remote: 'support',
    label: 'support',
    prefixes: ['/portal/supports', '/portal/support', '/blog', '/contact-us', '/newsletter'],
    sidebar: [],
    dashboard: [],
    devPort: 3007,
    public: true,
    // The blog, contact us and the newsletter's unsubscribe page (/newsletter/unsubscribe).
    publicPrefixes: ['/blog', '/contact-us', '/newsletter'],
  },
  // pnpm new-remote: new area declarations go above this line.
] as const satisfies readonly AreaDeclaration[];

export type Area = (typeof areas)[number];
export type RemoteName = Area['remote'];
