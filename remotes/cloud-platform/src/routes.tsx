import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const OverviewPage = lazy(() => import('./features/overview/OverviewPage'));

/** The area's pages, relative to the prefix the host mounted the remote at. */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path=":projectId" element={<OverviewPage />} />
    </Routes>
  );
}
