import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const KeyListPage = lazy(() => import('./KeyListPage'));

/** Routes of this area, relative to its prefix (/key). */
export default function KeyArea() {
  return (
    <Routes>
      <Route path=":projectId" element={<KeyListPage />} />
    </Routes>
  );
}
