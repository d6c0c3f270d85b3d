import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const HostListPage = lazy(() => import('./features/hosts/HostListPage'));
const CreateHostPage = lazy(() => import('./features/hosts/CreateHostPage'));
const HostDetailPage = lazy(() => import('./features/hosts/HostDetailPage'));

/** Exposed as `./App`; mounted by the host at `/storage/*`. Paths are relative to that prefix. */
export default function StorageApp(_props: { prefix: string }) {
  return (
    <Routes>
      <Route path=":projectId" element={<HostListPage />} />
      <Route path=":projectId/add" element={<CreateHostPage />} />
      <Route path=":projectId/:id" element={<HostDetailPage />} />
    </Routes>
  );
}
