import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk; the host's Suspense shows the progress bar while one loads.
// Spec section 2: `/cdn/{projectId}`, `/cdn/{projectId}/add-zone`, `/cdn/{projectId}/api-gateway-settings`,
// `/cdn/{projectId}/{id}/{page}`.
const ZoneListPage = lazy(() => import('./features/zones/ZoneListPage'));
const AddZonePage = lazy(() => import('./features/zones/AddZonePage'));
const ZonePage = lazy(() => import('./features/zone/ZonePage'));
const ApiGatewayPage = lazy(() => import('./features/gateway/ApiGatewayPage'));
const DomainListPage = lazy(() => import('./features/domains/DomainListPage'));
const RegisterDomainPage = lazy(() => import('./features/domains/RegisterDomainPage'));
const DomainPage = lazy(() => import('./features/domains/DomainPage'));
const WebHostListPage = lazy(() => import('./features/web-hosts/WebHostListPage'));
const CreateWebHostPage = lazy(() => import('./features/web-hosts/CreateWebHostPage'));
const WebHostPage = lazy(() => import('./features/web-hosts/WebHostPage'));

/** The area's pages, relative to the prefix the host mounted the remote at (/cdn). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path=":projectId" element={<ZoneListPage />} />
      <Route path=":projectId/add-zone" element={<AddZonePage />} />
      <Route path=":projectId/api-gateway-settings" element={<ApiGatewayPage />} />
      <Route path=":projectId/:id/:tab?" element={<ZonePage />} />
    </Routes>
  );
}

/**
 * Registered domains, mounted at /domain (the spec shows no routes for them; these are ours):
 * `/domain/{projectId}` (list), `/domain/{projectId}/register` (the wizard, `?step=`), `/domain/{projectId}/{id}`.
 */
export function DomainRoutes() {
  return (
    <Routes>
      <Route path=":projectId" element={<DomainListPage />} />
      <Route path=":projectId/register" element={<RegisterDomainPage />} />
      <Route path=":projectId/:id" element={<DomainPage />} />
    </Routes>
  );
}

/**
 * Web hosts, mounted at /web-host (spec section 2 names the prefix only; the rest are ours):
 * `/web-host/{projectId}` (list), `/web-host/{projectId}/create`, `/web-host/{projectId}/{id}`.
 */
export function WebHostRoutes() {
  return (
    <Routes>
      <Route path=":projectId" element={<WebHostListPage />} />
      <Route path=":projectId/create" element={<CreateWebHostPage />} />
      <Route path=":projectId/:id" element={<WebHostPage />} />
    </Routes>
  );
}
