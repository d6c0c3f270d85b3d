import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/**
 * Exposed as `./App`. The host mounts it at each prefix of `areas` (the tickets in the signed-in
 * layout, the blog, contact and newsletter pages in the public shell); routes are relative to the
 * prefix it was mounted at.
 */
export default function SupportApp({ prefix }: { prefix: string }) {
  const Area = areas[prefix as keyof typeof areas] ?? areas['/newsletter'];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
