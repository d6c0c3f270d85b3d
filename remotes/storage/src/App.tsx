import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/** Exposed as `./App`; mounted by the host at `/storage/*`. Paths are relative to that prefix. */
export default function StorageApp(_props: { prefix: string }) {
  const Area = areas['/storage'];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
