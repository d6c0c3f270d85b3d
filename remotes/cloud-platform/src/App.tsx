import { ClusterRoutes, NamespaceRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /kubernetes-cluster and /kubernetes-cloud. Its routes are relative to that prefix. */
export default function CloudPlatformApp({ prefix }: { prefix: string }) {
  return prefix === '/kubernetes-cluster' ? <ClusterRoutes /> : <NamespaceRoutes />;
}
