import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@portal/api';
import { AppProviders } from '@portal/ui/providers';
import { DefaultToaster } from '@portal/ui/toasters';
import { RemoteArea } from '../remotes/RemoteArea';
import { loadRegistry } from '../remotes/registry';
import { publicAreaPrefixes } from './public-areas';

/**
 * The public shell of the areas' public pages (`publicPrefixes` in @portal/areas): the remote
 * mounted at its prefix with the portal's providers, for anyone, without the signed-in layout.
 */
export default function PublicAreaApp() {
  useEffect(() => {
    loadRegistry().catch(() => undefined);
  }, []);
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <DefaultToaster />
          <Routes>
            {publicAreaPrefixes.map(([prefix, remote]) => (
              <Route key={prefix} path={`${prefix}/*`} element={<RemoteArea key={remote} remote={remote} prefix={prefix} />} />
            ))}
          </Routes>
        </BrowserRouter>
      </QueryClientProvider>
    </AppProviders>
  );
}
