// The product areas, one declaration each. The host's route table, sidebar and dashboard links,
// the dev-server ports of `createConfig` and `pnpm dev` are all derived from this array, so adding
// or moving an area is an edit here and nowhere else.
//
// This file is also read outside any bundler (shared/build/src/areas.js strips its types with
// esbuild and evaluates it in Node): keep its imports type-only.
import type { UsageCategoryId } from '@portal/contracts';
import type { AreaLabel } from './messages';

/** Where `{projectId}` appears in a path template, the selected project's id goes. */
export const PROJECT_ID = '{projectId}';

export interface AreaLink {
  /** Key of the Persian label in `areaMessages`. */
  label: AreaLabel;
  /** Path template, e.g. `/vm/{projectId}/list`; its first segment is the sidebar's active key. */
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
}

export const areas = [
  {
    remote: 'cloud-infra',
    label: 'cloudInfra',
    prefixes: ['/vm', '/block-storage', '/network', '/key', '/bare-metal', '/colocation'],
    sidebar: [
      { label: 'virtualServers', path: '/vm/{projectId}/list' },
      { label: 'cloudDisk', path: '/block-storage/{projectId}' },
      { label: 'accessKeys', path: '/key/{projectId}' },
      { label: 'network', path: '/network/{projectId}' },
      { label: 'bareMetal', path: '/bare-metal/{projectId}' },
      { label: 'colocation', path: '/colocation/{projectId}' },
    ],
    dashboard: [
      { category: 1, label: 'virtualServers', path: '/vm/{projectId}/list', group: 'VmHost' },
      { category: 2, label: 'cloudDisks', path: '/block-storage/{projectId}', group: 'VmHost' },
    ],
    devPort: 3001,
    public: false,
  },
  {
    remote: 'cloud-platform',
    label: 'cloudPlatform',
    prefixes: ['/kubernetes-cluster', '/kubernetes-cloud'],
    sidebar: [
      { label: 'kubernetesClusters', path: '/kubernetes-cluster/{projectId}' },
      { label: 'cloudKubernetes', path: '/kubernetes-cloud/{projectId}' },
    ],
    dashboard: [{ category: 4, label: 'kubernetes', path: '/kubernetes-cloud/{projectId}', group: 'KubernetesCluster' }],
    devPort: 3002,
    public: false,
  },
  {
    remote: 'storage',
    label: 'cloudStorage',
    prefixes: ['/storage'],
    sidebar: [{ label: 'cloudStorage', path: '/storage/{projectId}' }],
    dashboard: [{ category: 3, label: 'cloudStorage', path: '/storage/{projectId}', group: 'Storage' }],
    devPort: 3003,
    public: false,
  },
  {
    remote: 'dns-cdn',
    label: 'cloudDns',
    prefixes: ['/cdn', '/domain', '/web-host'],
    sidebar: [
      { label: 'zoneManagement', path: '/cdn/{projectId}' },
      { label: 'registeredDomains', path: '/domain/{projectId}' },
      { label: 'webHosts', path: '/web-host/{projectId}' },
    ],
    dashboard: [{ category: 5, label: 'dnsCdn', path: '/cdn/{projectId}', group: 'DnsCdnHost' }],
    devPort: 3004,
    public: false,
  },
  {
    remote: 'vpc',
    label: 'vpc',
    prefixes: ['/vpc'],
    sidebar: [{ label: 'vpc', path: '/vpc/{projectId}' }],
    dashboard: [{ category: 6, label: 'privateCloud', path: '/vpc/{projectId}', group: 'Vpc' }],
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
