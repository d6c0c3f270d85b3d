import { preloadAreas } from '@portal/ui';
import { AreaRoutes } from './routes';

/** Exposed as `./App`; the host mounts it at /vpc. Its routes are relative to that prefix. */
export default function VpcApp(_props: { prefix: string }) {
  return <AreaRoutes />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas({ '/vpc': AreaRoutes });
