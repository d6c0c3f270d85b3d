import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/** Exposed as `./App`; the host mounts it at /kubernetes-cluster and /kubernetes-cloud. Its routes are relative to that prefix. */
export default function CloudPlatformApp({ prefix }: { prefix: string }) {
  const Area = areas[prefix as keyof typeof areas] ?? areas['/kubernetes-cloud'];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
