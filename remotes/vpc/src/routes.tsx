import { declaredData, lazyPage, resourceArea, type LazyPage } from '@portal/ui';
import type { TabProps, VpcPage } from './features/detail/vpc-tabs';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.

/**
 * One VPC's tabs, each its own chunk. The VPC's route gives them to its page as its parts, so a
 * link to a tab fetches that tab beside the page's chunk, and the gateway names both.
 */
export const vpcTabs: Record<VpcPage, LazyPage<TabProps>> = {
  overview: lazyPage(() => import('./features/detail/OverviewTab')),
  network: lazyPage(() => import('./features/detail/NetworkTab')),
  vpcVm: lazyPage(() => import('./features/detail/VmTab')),
  nat: lazyPage(() => import('./features/detail/NatTab')),
  ip: lazyPage(() => import('./features/detail/IpTab')),
  loadBalancer: lazyPage(() => import('./features/detail/LoadBalancerTab')),
};

// `/vpc/{projectId}`, `/vpc/{projectId}/add`, `/vpc/{projectId}/{vpcId}/{page}` (docs/product-rules.md, routes).
const VpcRoutes = resourceArea({
  list: () => import('./features/vpc/VpcListPage'),
  listData: declaredData('/vpc/:projectId'),
  add: () => import('./features/vpc/CreateVpcPage'),
  detail: () => import('./features/detail/VpcDetailPage'),
  detailPath: ':vpcId/:tab?',
  detailData: declaredData('/vpc/:projectId/:vpcId/:tab?'),
  detailParts: { param: 'tab', pages: vpcTabs },
});

/** Prefix → its route table. */
export const areas = { '/vpc': VpcRoutes };
