import { preloadAreas } from '@portal/ui';
import { ClusterRoutes, NamespaceRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /kubernetes-cluster and /kubernetes-cloud. Its routes are relative to that prefix. */
export default function CloudPlatformApp({ prefix }: { prefix: string }) {
  return prefix === '/kubernetes-cluster' ? <ClusterRoutes /> : <NamespaceRoutes />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas({ '/kubernetes-cluster': ClusterRoutes, '/kubernetes-cloud': NamespaceRoutes });
