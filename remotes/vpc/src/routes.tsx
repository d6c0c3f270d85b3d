import { declaredData, resourceArea } from '@portal/ui';
import { vpcTabs } from './features/detail/vpc-tabs';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
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
