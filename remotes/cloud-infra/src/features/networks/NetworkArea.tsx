import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

const NetworkListPage = lazy(() => import('./NetworkListPage'));
const NodeListPage = lazy(() => import('./NodeListPage'));

/** Routes of this area, relative to its prefix (/network). */
export default function NetworkArea() {
  return (
    <Routes>
      <Route path=":projectId" element={<NetworkListPage />} />
      <Route path=":projectId/:networkId/node-list" element={<NodeListPage />} />
    </Routes>
  );
}
