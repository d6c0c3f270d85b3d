import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/** Exposed as `./App`; the host mounts it at each prefix of `areas`. Area routes are relative to it. */
export default function CloudInfraApp({ prefix }: { prefix: string }) {
  const Area = areas[prefix as keyof typeof areas];
  return Area ? <Area /> : null;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
