// The queries the signed-in shell and the areas' first pages ask as they first render, each
// declared once: its cache group and the contracts' endpoint. The page's own hook reads it
// (`useDeclaredQuery(firstQuery.vmHosts, { params: { projectId } })` of @portal/api), and so do
// the host's early start, the route's `data` (`declaredData` of @portal/ui) and the gateway's
// early calls, so what is fetched ahead is the cache entry the page reads. A wrong endpoint or group
// fails the typecheck.
//
// Apart from areas.ts, which plain Node reads without a bundler (its imports are types only).
import { api } from '@portal/contracts';
import type { QueryDeclaration } from '@portal/api';
import type { RemoteName } from './areas';

export const firstQuery = {
  // The shell's (shellQueries below).
  projects: { group: 'Accessibility', endpoint: api.project.list },
  profile: { group: 'Profile', endpoint: api.account.profileGet },
  notifications: { group: 'Notification', endpoint: api.portal.notificationShortList },
  siteAlarms: { group: 'Catalogue', endpoint: api.support.websiteAlarmList },
  // cloud-infra
  vmHosts: { group: 'VmHost', endpoint: api.vm.hostList },
  sshKeys: { group: 'VmHost', endpoint: api.sshKey.list },
  // cloud-platform
  clusters: { group: 'KubernetesCluster', endpoint: api.kubernetesCluster.hostList },
  // storage
  storageHosts: { group: 'Storage', endpoint: api.storage.hostList },
  storageHost: { group: 'Storage', endpoint: api.storage.hostGet },
  // dns-cdn
  zones: { group: 'DnsCdnHost', endpoint: api.dnsCdn.hostList },
  zone: { group: 'DnsCdnHost', endpoint: api.dnsCdn.hostGet },
  zoneNameservers: { group: 'DnsCdnHost', endpoint: api.dnsCdn.hostGetNs },
  zoneRecords: { group: 'DNSRecordSetting', endpoint: api.dnsCdn.recordList },
  // vpc
  vpcs: { group: 'Vpc', endpoint: api.vpc.list },
  vpc: { group: 'Vpc', endpoint: api.vpc.get },
  vpcInterfaces: { group: 'Vpc', endpoint: api.vpc.interfaceList },
  networkNodes: { group: 'Network', endpoint: api.network.nodeList },
  vpcNatRules: { group: 'VpcNat', endpoint: api.vpc.natList },
  vpcLoadBalancers: { group: 'LoadBalance', endpoint: api.vpc.loadBalancerList },
} as const satisfies Record<string, QueryDeclaration>;

/**
 * What the signed-in shell asks first on every page: the project list (the project selector, and
 * the URL's project, which the content area waits for), the profile (the sidebar's name), the
 * notifications (the bell) and the site alarms (the banners above the content: asked only when
 * the shell rendered, they arrived after the page and pushed it down, Lighthouse's CLS 0.10 and
 * its LCP element). The host's early start and the gateway's page hints name the same calls
 * (host/src/early-start/shell-queries.ts).
 */
export const shellQueries: readonly QueryDeclaration[] = [firstQuery.projects, firstQuery.profile, firstQuery.notifications, firstQuery.siteAlarms];

/**
 * A query a page asks as it first renders, declared so it can start from the URL alone: the host's
 * early start fetches it while the area's code downloads (not after it ran), and the area's route
 * `data` is derived from the same entry.
 */
export interface AreaPageQuery {
  /**
   * The page's path template, matched whole: `:name` stands for a whole number, given as the
   * query's param of that name (a page whose queries name its id differently has one entry per
   * query, each naming it as its endpoint does). Every param of the endpoint is one of the page's.
   */
  page: string;
  query: QueryDeclaration;
}

/** What each area's first pages ask first (its list, the pages a deep link opens most); a page belongs to its area's prefixes. */
export const pageQueries: { readonly [R in RemoteName]?: readonly AreaPageQuery[] } = {
  'cloud-infra': [
    { page: '/vm/:projectId', query: firstQuery.vmHosts },
    { page: '/vm/:projectId/list', query: firstQuery.vmHosts },
    { page: '/key/:projectId', query: firstQuery.sshKeys },
  ],
  'cloud-platform': [{ page: '/kubernetes-cluster/:projectId', query: firstQuery.clusters }],
  storage: [
    { page: '/storage/:projectId', query: firstQuery.storageHosts },
    { page: '/storage/:projectId/:id', query: firstQuery.storageHost },
  ],
  // A zone's page asks for the zone, then its tab for the records (and the overview, the nameservers).
  'dns-cdn': [
    { page: '/cdn/:projectId', query: firstQuery.zones },
    ...(['overview', 'dns-record'] as const).flatMap((tab) => [
      { page: `/cdn/:projectId/:id/${tab}`, query: firstQuery.zone },
      { page: `/cdn/:projectId/:dnsCdnHostId/${tab}`, query: firstQuery.zoneRecords },
    ]),
    { page: '/cdn/:projectId/:id/overview', query: firstQuery.zoneNameservers },
  ],
  // A VPC's overview: the VPC, then what its tab lists (servers on its networks, NAT, load balancers).
  vpc: [
    { page: '/vpc/:projectId', query: firstQuery.vpcs },
    { page: '/vpc/:projectId/:id/overview', query: firstQuery.vpc },
    { page: '/vpc/:projectId/:vpcHostId/overview', query: firstQuery.vpcInterfaces },
    { page: '/vpc/:projectId/:vpcHostId/overview', query: firstQuery.networkNodes },
    { page: '/vpc/:projectId/:vpcHostId/overview', query: firstQuery.vpcNatRules },
    { page: '/vpc/:projectId/:vpcHostId/overview', query: firstQuery.vpcLoadBalancers },
  ],
};
