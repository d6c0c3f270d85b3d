import { declaredData, preloadAreas, resourceArea } from '@portal/ui';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const HostRoutes = resourceArea({
  list: () => import('./features/hosts/HostListPage'),
  listData: declaredData('/storage/:projectId'),
  add: () => import('./features/hosts/CreateHostPage'),
  detail: () => import('./features/hosts/HostDetailPage'),
  detailData: declaredData('/storage/:projectId/:id'),
});

/** Exposed as `./App`; mounted by the host at `/storage/*`. Paths are relative to that prefix. */
export default function StorageApp(_props: { prefix: string }) {
  return <HostRoutes />;
}

/** The host fetches the page a path shows ahead of the click (hover, or the app arriving). */
export const preload = preloadAreas({ '/storage': HostRoutes });
