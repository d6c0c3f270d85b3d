import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const VolumeListPage = lazy(() => import('./VolumeListPage'));
const CreateVolumePage = lazy(() => import('./CreateVolumePage'));
const VolumeDetailPage = lazy(() => import('./VolumeDetailPage'));

/** Routes of this area, relative to its prefix (/block-storage). */
export default function VolumeArea() {
  return (
    <Routes>
      <Route path=":projectId" element={<VolumeListPage />} />
      <Route path=":projectId/create" element={<CreateVolumePage />} />
      <Route path=":projectId/:blockstorageId/*" element={<VolumeDetailPage />} />
    </Routes>
  );
}
