import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@portal/api';
import { setNavigator } from '@portal/session';
import Skeleton from 'antd/es/skeleton';
import { AppProviders } from '@portal/ui/providers';
import { LayoutToaster } from '@portal/ui/toasters';
import { Layout } from '../layout/Layout';
import { Dashboard } from '../pages/Dashboard';
import { StatusPage } from '../pages/StatusPage';
import { RemoteArea } from '../remotes/RemoteArea';
import { remotePrefixes } from '../remotes/prefixes';
import { loadRegistry } from '../remotes/registry';

// The account and project pages belong to the shell (identity and projects), loaded on first visit.
const AccountPage = lazy(() => import('../account/AccountPage'));
const ProjectSpecificationPage = lazy(() => import('../projects/ProjectSpecificationPage'));
const ProjectUsersPage = lazy(() => import('../projects/ProjectUsersPage'));
const page = (element: React.ReactNode) => <Suspense fallback={<Skeleton active />}>{element}</Suspense>;

/** Lets non-React code (the API interceptor, logout) navigate with the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
  return null;
}

// Right after sign-in (the page loaded signed out): the registry is asked for as this chunk starts,
// while the shell renders; a page opened signed in asked for it in bootstrap already.
loadRegistry().catch(() => undefined);

export default function SignedInApp() {
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <NavigatorBridge />
          <LayoutToaster />
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<Dashboard />} />
              <Route path="portal" element={<Navigate to="/portal/wallet" replace />} />
              <Route path="forbidden" element={<StatusPage status={403} />} />
              <Route path="portal/account" element={page(<AccountPage />)} />
              <Route path="project/:projectId" element={<Navigate to="specification" replace />} />
              <Route path="project/:projectId/specification" element={page(<ProjectSpecificationPage />)} />
              <Route path="project/:projectId/users" element={page(<ProjectUsersPage />)} />
              <Route path="account/*" element={<Navigate to="/" replace />} />
              {remotePrefixes.map(([prefix, remote]) => (
                <Route key={prefix} path={`${prefix}/*`} element={<RemoteArea key={remote} remote={remote} prefix={prefix} />} />
              ))}
              <Route path="*" element={<StatusPage status={404} />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </AppProviders>
  );
}
