import { projectData, resourceArea } from '@portal/ui';
import { prefetchVpcs } from './features/vpc/api';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
// `/vpc/{projectId}`, `/vpc/{projectId}/add`, `/vpc/{projectId}/{vpcId}/{page}` (spec section 2).
export const AreaRoutes = resourceArea({
  list: () => import('./features/vpc/VpcListPage'),
  listData: projectData(prefetchVpcs),
  add: () => import('./features/vpc/CreateVpcPage'),
  detail: () => import('./features/detail/VpcDetailPage'),
  detailPath: ':vpcId/:tab?',
});
