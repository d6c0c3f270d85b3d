import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const BareMetalListPage = lazy(() => import('./BareMetalListPage'));
const CreateBareMetalPage = lazy(() => import('./CreateBareMetalPage'));
const BareMetalDetailPage = lazy(() => import('./BareMetalDetailPage'));

/** Routes of this area, relative to its prefix (/bare-metal). */
export default function BareMetalArea() {
  return (
    <Routes>
      <Route path=":projectId" element={<BareMetalListPage />} />
      <Route path=":projectId/add" element={<CreateBareMetalPage />} />
      <Route path=":projectId/:id" element={<BareMetalDetailPage />} />
    </Routes>
  );
}
