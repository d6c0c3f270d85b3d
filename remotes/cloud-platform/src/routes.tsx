import { declaredData, lazyPage, pageRoutes, resourceArea } from '@portal/ui';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const ClusterPages = resourceArea({
  list: () => import('./features/clusters/ClusterListPage'),
  listData: declaredData('/kubernetes-cluster/:projectId'),
  add: () => import('./features/clusters/CreateClusterPage'),
  detail: () => import('./features/clusters/ClusterDetailPage'),
});

/** `/kubernetes-cluster/...`: list, add, one cluster, add a node to it. */
const ClusterRoutes = pageRoutes({
  ':projectId/:id/add-node': lazyPage(() => import('./features/clusters/AddNodePage')),
  '*': ClusterPages,
});

const NamespacePages = resourceArea({
  list: () => import('./features/namespaces/NamespaceListPage'),
  add: () => import('./features/namespaces/CreateNamespacePage'),
  detail: () => import('./features/namespaces/NamespaceDetailPage'),
  detailPath: ':id/:tab?',
});

/** `/kubernetes-cloud/...`: namespace services, one with its tabs, its deployments. */
const NamespaceRoutes = pageRoutes({
  ':projectId/:id/deployment/add': lazyPage(() => import('./features/deployments/AddDeploymentPage')),
  ':projectId/:id/deployment/:deploymentId/:tab?': lazyPage(() => import('./features/deployments/DeploymentDetailPage')),
  '*': NamespacePages,
});

/** Prefix → its route table. */
export const areas = { '/kubernetes-cluster': ClusterRoutes, '/kubernetes-cloud': NamespaceRoutes };
