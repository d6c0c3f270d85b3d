import { declaredData, resourceArea } from '@portal/ui';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
/** The object storage hosts (/storage): the list, the create page, one host. Paths are relative to the prefix. */
const HostRoutes = resourceArea({
  list: () => import('./features/hosts/HostListPage'),
  listData: declaredData('/storage/:projectId'),
  add: () => import('./features/hosts/CreateHostPage'),
  detail: () => import('./features/hosts/HostDetailPage'),
  detailData: declaredData('/storage/:projectId/:id'),
});

/** Prefix → its route table. */
export const areas = { '/storage': HostRoutes };
