import { lazyPage, type LazyPage } from '@portal/ui';
import type { VpcHost } from '@portal/contracts';

// The pages of one VPC, each named by its path segment.
export const VPC_PAGES = ['overview', 'network', 'vpcVm', 'nat', 'ip', 'loadBalancer'] as const;
export type VpcPage = (typeof VPC_PAGES)[number];

export interface TabProps {
  vpc: VpcHost;
  /** The route's project (the provider's VPC row may leave its own `projectId` empty). */
  projectId: number;
}

/**
 * Each tab its own chunk. The route table (routes.tsx) gives them to the VPC's page as its parts,
 * so a link to a tab fetches that tab beside the page's chunk, and the gateway names both.
 */
export const vpcTabs: Record<VpcPage, LazyPage<TabProps>> = {
  overview: lazyPage(() => import('./OverviewTab')),
  network: lazyPage(() => import('./NetworkTab')),
  vpcVm: lazyPage(() => import('./VmTab')),
  nat: lazyPage(() => import('./NatTab')),
  ip: lazyPage(() => import('./IpTab')),
  loadBalancer: lazyPage(() => import('./LoadBalancerTab')),
};
