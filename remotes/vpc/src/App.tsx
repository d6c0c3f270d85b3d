import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/** Exposed as `./App`; the host mounts it at /vpc. Its routes are relative to that prefix. */
export default function VpcApp(_props: { prefix: string }) {
  const Area = areas['/vpc'];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
