import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
// Spec section 2: `/cdn/{projectId}`, `/cdn/{projectId}/add-zone`, `/cdn/{projectId}/{id}/{page}`.
const ZoneListPage = lazy(() => import('./features/zones/ZoneListPage'));
const AddZonePage = lazy(() => import('./features/zones/AddZonePage'));
const ZonePage = lazy(() => import('./features/zone/ZonePage'));

/** The area's pages, relative to the prefix the host mounted the remote at (/cdn). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path=":projectId" element={<ZoneListPage />} />
      <Route path=":projectId/add-zone" element={<AddZonePage />} />
      <Route path=":projectId/:id/:tab?" element={<ZonePage />} />
    </Routes>
  );
}
