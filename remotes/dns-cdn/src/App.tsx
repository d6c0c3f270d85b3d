import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/** Exposed as `./App`; the host mounts it at /cdn, /domain and /web-host. Its routes are relative to that prefix. */
export default function DnsCdnApp({ prefix }: { prefix: string }) {
  const Area = areas[prefix as keyof typeof areas] ?? areas['/cdn'];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
