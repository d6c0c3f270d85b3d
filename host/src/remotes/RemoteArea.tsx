import { Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChunkBoundary, ChunkFailure, describeChunkError } from '@portal/ui/chunk-failure';
import { TopProgress } from '@portal/ui/top-progress';
import type { RemoteApp } from './load-remote-app';
import type { RemoteName } from './prefixes';
import { loadedApp, preloadPath, remoteApp } from './remote-apps';
import { reportCaughtError } from './reports';

/** How long a cold load waits for the page's chunks before it renders the app anyway. */
export const PRELOAD_WAIT_MS = 3000;

type State = { status: 'loading' } | { status: 'ready'; App: RemoteApp } | { status: 'failed'; error: unknown };

/**
 * Content area of one remote: loads its `./App` and renders it, or shows the failure panel with
 * a retry. Failures stay inside the content area; the shell keeps working.
 */
export function RemoteArea({ remote, prefix }: { remote: RemoteName; prefix: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // Where the user is when the app arrives: what its `preload` fetches.
  const pathRef = useRef(pathname);
  useEffect(() => {
    pathRef.current = pathname;
  }, [pathname]);
  // An app loaded before (another visit, or warmed by its sidebar link) renders in the first frame.
  const [state, setState] = useState<State>(() => {
    const App = loadedApp(remote);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    const App = attempt === 0 ? loadedApp(remote) : undefined;
    if (App) {
      // Already rendering it (the first render found it loaded): a new state object would render
      // the whole page again right after its first commit.
      setState((current) => (current.status === 'ready' && current.App === App ? current : { status: 'ready', App }));
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    // A load the sidebar started on hover is joined, not repeated.
    remoteApp(remote, attempt > 0).then(
      (App) => {
        if (!live) return;
        // The page's chunks start now, all at once, instead of one render after another (area,
        // then page). The app renders once they are in (or after PRELOAD_WAIT_MS): a page that
        // suspends shows the fallback, and React then holds it back for up to 300 ms more. A
        // failure shows where the page renders.
        const shown = () => {
          if (live) setState({ status: 'ready', App });
        };
        const waited = setTimeout(shown, PRELOAD_WAIT_MS);
        void preloadPath(App, pathRef.current).then(() => {
          clearTimeout(waited);
          shown();
        });
      },
      (error: unknown) => {
        if (live) setState({ status: 'failed', error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, attempt]);

  const retry = () => setAttempt((n) => n + 1);

  if (state.status === 'loading') return <TopProgress active />;
  if (state.status === 'failed') return <ChunkFailure onRetry={retry} detail={describeChunkError(state.error)} />;
  const { App } = state;
  // What the boundary catches counts against this area's version (reports.ts): a canary is judged by it.
  return (
    <ChunkBoundary key={attempt} onRetry={retry} onError={(error) => reportCaughtError(remote, error)}>
      <Suspense fallback={<TopProgress active />}>
        <App prefix={prefix} />
      </Suspense>
    </ChunkBoundary>
  );
}
