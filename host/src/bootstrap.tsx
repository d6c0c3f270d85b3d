import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@portal/api';
import { hasToken, selectHasToken, useAuthStore } from '@portal/session';
import { notify } from '@portal/ui/toast';
import { lazyChunk, preloadableChunk } from '@portal/ui/chunk-failure';
import '@portal/ui/fonts.css';
import './page.css';
import { isPublicAreaPath } from './public/public-areas';
import { publicPaths, resolvePublicPath, usePathname } from './public/public-router';
import { captureTypedValues } from './public/typed-before-start';
import { loadRegistry } from './remotes/registry';
import { earlyAreaReady } from './early-start/early-start';
import { firstStylesReady } from './first-styles/apply-first-styles';

/** How long the first signed-in render waits for the area the URL names (its app and page chunks). */
const EARLY_AREA_WAIT_MS = 1500;

// Everything behind login (router, layout, root antd, query client, remote loader) is one lazy
// chunk, so the login page stays small; it is prefetched while the login page idles. A page
// opened signed in loads it before its first render, so the shell renders as is, never suspended;
// a failed or timed-out load shows the failure panel with its retry, as an area's does.
const signedInApp = preloadableChunk(() => import(/* webpackPrefetch: true */ './app/SignedInApp'));
// The signed-out pages (login, sign-up, recovery: their forms) are a chunk of their own too, so a
// page opened signed in loads none of them. A signed-out start loads it before its first render
// (the prerendered login page hydrates with it); after a sign-out it loads as the shell's does.
const publicApp = preloadableChunk(() => import('./public/PublicApp').then((module) => ({ default: module.PublicApp })));
// The areas' public pages (blog, contact us): their own chunk, never fetched on the login page.
const PublicAreaApp = lazyChunk(() => import('./public/PublicAreaApp'));

/** The guard: without an access token only the public pages exist. */
function Root() {
  const signedIn = useAuthStore(selectHasToken);
  const pathname = usePathname();
  if (isPublicAreaPath(pathname)) return <PublicAreaApp />;
  if (!signedIn) return <publicApp.Component />;
  return <signedInApp.Component />;
}

// The API client shows the error catalogue's toasts through the portal's one toast helper; it is
// handed over here, before anything renders, so the login island and the signed-in app (and
// every remote, which shares this client) report failures the same way.
configureApi({ notify });

// A signed-in page needs the remote registry for its sidebar and its first area: ask for it now,
// beside the signed-in chunk, rather than once that chunk has loaded and rendered.
if (hasToken()) loadRegistry().catch(() => undefined);

const container = document.getElementById('root')!;
// login.html carries the login page prerendered; hydrate it only when that is what we show.
const prerendered = container.dataset.prerendered === 'login';
if (prerendered && !hasToken() && resolvePublicPath(window.location.pathname) === publicPaths.login) {
  captureTypedValues(container);
  // As a transition, hydration yields to the browser every few ms instead of one long task.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, <Root />);
    });
  publicApp.load().then(hydrate, hydrate);
} else {
  delete container.dataset.prerendered;
  // What the page painted before this script (the shell's frame, or login markup not taken over)
  // stays until the first render's commit, which clears the container itself: cleared here, the
  // page would be blank until the shell's chunk and the area had loaded.
  // As a transition, the first render yields to the browser every few ms instead of one long
  // task (Lighthouse's blocking time 730 → 520 ms on /vm/1/list); what cannot yield is its commit.
  // The first row comes no later: at 4× CPU, runs alternating with a synchronous render gave
  // medians of 2273 and 2260 ms. (Measured when the page's scripts were still arriving during the
  // render, a transition let each of them run between its slices and put the row 120-300 ms later;
  // the render now starts once the shell's and the area's code are in.)
  const render = () => startTransition(() => createRoot(container).render(<Root />));
  // antd's build-time styles apply before the first render, whichever it is.
  const styles = firstStylesReady(EARLY_AREA_WAIT_MS);
  // Signed in, the first render would show nothing until the shell's chunk is in anyway.
  // The area the path names joins that first render (early-start.ts), within EARLY_AREA_WAIT_MS.
  if (hasToken() && !isPublicAreaPath(window.location.pathname)) {
    Promise.all([signedInApp.load(), earlyAreaReady(window.location.pathname, EARLY_AREA_WAIT_MS), styles]).then(render, render);
  } else if (!hasToken() && !isPublicAreaPath(window.location.pathname)) Promise.all([publicApp.load(), styles]).then(render, render);
  else styles.then(render);
}
