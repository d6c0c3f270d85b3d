import { preloadAreas } from '@portal/ui';
import { areas } from './routes';

/** Exposed as `./App`; the host mounts it at each billing prefix of `areas` (shared/areas). Routes are relative to the prefix. */
export default function BillingApp({ prefix }: { prefix?: string }) {
  const Area = areas[prefix as keyof typeof areas] ?? areas['/portal/wallet'];
  return <Area />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas(areas);
