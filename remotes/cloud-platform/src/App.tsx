import { AreaRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /kubernetes-cluster, /kubernetes-cloud. Its routes are relative to that prefix. */
export default function CloudPlatformApp(_props: { prefix: string }) {
  return <AreaRoutes />;
}
