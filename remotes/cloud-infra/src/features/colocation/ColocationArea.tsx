import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const ColocationListPage = lazy(() => import('./ColocationListPage'));
const CreateColocationPage = lazy(() => import('./CreateColocationPage'));
const ColocationDetailPage = lazy(() => import('./ColocationDetailPage'));

/** Routes of this area, relative to its prefix (/colocation). */
export default function ColocationArea() {
  return (
    <Routes>
      <Route path=":projectId" element={<ColocationListPage />} />
      <Route path=":projectId/add" element={<CreateColocationPage />} />
      <Route path=":projectId/:id" element={<ColocationDetailPage />} />
    </Routes>
  );
}
