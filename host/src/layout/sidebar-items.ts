import { hostMessages } from '../messages';

const t = hostMessages.layout;

export interface SidebarLink {
  key: string;
  label: string;
  /** Path for the selected project; null when the link needs a project and none is selected. */
  to: (projectId: number | null) => string | null;
}
export interface SidebarGroup {
  key: string;
  label: string;
  items: SidebarLink[];
}

const inProject = (build: (id: number) => string) => (id: number | null) => (id === null ? null : build(id));

/** The spec's sidebar groups (§1), each pointing at the selected project. */
export const sidebarGroups: SidebarGroup[] = [
  {
    key: 'cloud-infra',
    label: t.cloudInfra,
    items: [
      { key: '/vm', label: t.virtualServers, to: inProject((id) => `/vm/${id}/list`) },
      { key: '/block-storage', label: t.cloudDisk, to: inProject((id) => `/block-storage/${id}`) },
      { key: '/key', label: t.accessKeys, to: inProject((id) => `/key/${id}`) },
      { key: '/network', label: t.network, to: inProject((id) => `/network/${id}`) },
      { key: '/bare-metal', label: t.bareMetal, to: inProject((id) => `/bare-metal/${id}`) },
      { key: '/colocation', label: t.colocation, to: inProject((id) => `/colocation/${id}`) },
    ],
  },
  {
    key: 'cloud-platform',
    label: t.cloudPlatform,
    items: [
      { key: '/kubernetes-cluster', label: t.kubernetesClusters, to: inProject((id) => `/kubernetes-cluster/${id}`) },
      { key: '/kubernetes-cloud', label: t.cloudKubernetes, to: inProject((id) => `/kubernetes-cloud/${id}`) },
    ],
  },
  {
    key: 'storage',
    label: t.cloudStorage,
    items: [{ key: '/storage', label: t.cloudStorage, to: inProject((id) => `/storage/${id}`) }],
  },
  {
    key: 'dns',
    label: t.cloudDns,
    items: [{ key: '/cdn', label: t.zoneManagement, to: inProject((id) => `/cdn/${id}`) }],
  },
  {
    key: 'vpc',
    label: t.vpc,
    items: [{ key: '/vpc', label: t.vpc, to: inProject((id) => `/vpc/${id}`) }],
  },
];

/** The sidebar key of the page at `pathname` (its first path segment). */
export function activeSidebarKey(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first ? `/${first}` : '/';
}
