import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { selectHasToken, useAuthStore } from '@portal/session';
import '@portal/ui/fonts.css';
import { PublicApp } from './public/PublicApp';

// Everything behind login (router, layout, root antd, query client, remote loader) is one lazy
// chunk, so the login page stays small; it is prefetched while the login page idles.
const SignedInApp = lazy(() => import(/* webpackPrefetch: true */ './app/SignedInApp'));

/** The guard: without an access token only the public pages exist. */
function Root() {
  const signedIn = useAuthStore(selectHasToken);
  if (!signedIn) return <PublicApp />;
  return (
    <Suspense fallback={null}>
      <SignedInApp />
    </Suspense>
  );
}

createRoot(document.getElementById('root')!).render(<Root />);
