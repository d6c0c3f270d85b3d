import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@portal/api';
import { setNavigator } from '@portal/session';
import Skeleton from 'antd/es/skeleton';
import { AppProviders } from '@portal/ui/providers';
import { lazyChunk } from '@portal/ui/chunk-failure';
import { LayoutToaster } from '@portal/ui/toasters';
import { Layout } from '../layout/Layout';
import { Dashboard } from '../pages/Dashboard';
import { StatusPage } from '../pages/StatusPage';
import { RemoteArea } from '../remotes/RemoteArea';
import { remotePrefixes } from '../remotes/prefixes';
import { loadRegistry } from '../remotes/registry';

// The account and project pages belong to the shell (identity and projects), loaded on first visit;
// a load that fails or times out shows the remotes' failure panel with its retry.
const AccountPage = lazyChunk(() => import('../account/AccountPage'), <Skeleton active />);
const ProjectSpecificationPage = lazyChunk(() => import('../projects/ProjectSpecificationPage'), <Skeleton active />);
const ProjectUsersPage = lazyChunk(() => import('../projects/ProjectUsersPage'), <Skeleton active />);
const NotificationHistoryPage = lazyChunk(() => import('../notifications/NotificationHistoryPage'), <Skeleton active />);

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
              <Route path="portal/account" element={<AccountPage />} />
              <Route path="portal/notification" element={<NotificationHistoryPage />} />
              <Route path="project/:projectId" element={<Navigate to="specification" replace />} />
              <Route path="project/:projectId/specification" element={<ProjectSpecificationPage />} />
              <Route path="project/:projectId/users" element={<ProjectUsersPage />} />
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
