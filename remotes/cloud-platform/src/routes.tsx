import { resourceArea } from '@portal/ui';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const ClusterPages = resourceArea({
  list: () => import('./features/clusters/ClusterListPage'),
  add: () => import('./features/clusters/CreateClusterPage'),
  detail: () => import('./features/clusters/ClusterDetailPage'),
});
const AddNodePage = lazy(() => import('./features/clusters/AddNodePage'));

/** `/kubernetes-cluster/...`: list, add, one cluster, add a node to it. */
export function ClusterRoutes() {
  return (
    <Routes>
      <Route path=":projectId/:id/add-node" element={<AddNodePage />} />
      <Route path="*" element={<ClusterPages />} />
    </Routes>
  );
}

const NamespacePages = resourceArea({
  list: () => import('./features/namespaces/NamespaceListPage'),
  add: () => import('./features/namespaces/CreateNamespacePage'),
  detail: () => import('./features/namespaces/NamespaceDetailPage'),
  detailPath: ':id/:tab?',
});
const AddDeploymentPage = lazy(() => import('./features/deployments/AddDeploymentPage'));
const DeploymentDetailPage = lazy(() => import('./features/deployments/DeploymentDetailPage'));

/** `/kubernetes-cloud/...`: namespace services, one with its tabs, its deployments. */
export function NamespaceRoutes() {
  return (
    <Routes>
      <Route path=":projectId/:id/deployment/add" element={<AddDeploymentPage />} />
      <Route path=":projectId/:id/deployment/:deploymentId/:tab?" element={<DeploymentDetailPage />} />
      <Route path="*" element={<NamespacePages />} />
    </Routes>
  );
}
