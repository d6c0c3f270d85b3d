import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
const VmListPage = lazy(() => import('./list/VmListPage'));
const CreateVmPage = lazy(() => import('./create/CreateVmPage'));
const VmDetailPage = lazy(() => import('./detail/VmDetailPage'));

function ToList() {
  const { projectId } = useParams();
  return <Navigate to={`/vm/${projectId}/list`} replace />;
}

/** Routes of the virtual-server area, relative to /vm. */
export default function VmArea() {
  return (
    <Routes>
      <Route path=":projectId" element={<ToList />} />
      <Route path=":projectId/list" element={<VmListPage />} />
      <Route path=":projectId/add-vm" element={<CreateVmPage />} />
      <Route path=":projectId/:type/add-vm" element={<CreateVmPage />} />
      <Route path=":projectId/:id" element={<VmDetailPage />} />
      <Route path=":projectId/:id/:tab" element={<VmDetailPage />} />
    </Routes>
  );
}
