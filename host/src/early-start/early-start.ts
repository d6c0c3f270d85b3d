// What a page opened signed in (a reload, a bookmark, a link from an e-mail) needs is known from
// its URL before React, antd or the router have loaded: the shell's first queries, and, when an
// area owns the path, that area's `./App` and the chunks of the page the path shows, and the
// page's first queries (declared with the area, so they need none of its code). All of it starts here, beside the shell's own chunks, instead of one after another
// as each render asks (the project list, then the content area, then the remote, then its page).
// It goes through the one loading path (remote-apps.ts → load-remote-app.ts: the registry's
// version for this browser, integrity, allowed origins), so the content area joins the load.
import { hasToken } from '@portal/session';
import { areaOwning, type RemoteName } from '@portal/areas';
import { prefetchShellQueries } from './shell-queries';
import { prefetchPageQueries } from './page-queries';
import { isPublicAreaPath } from '../public/public-areas';
import { loadForPage } from '../remotes/remote-apps';
import { loadHostSharedRoots } from '../remotes/host-shared-roots';

export interface EarlyStart {
  /** The area whose load started, if the path belongs to one. */
  remote: RemoteName | null;
  /** Settles (never fails) once the area's `./App` and the chunks of the page have loaded. */
  area: Promise<void>;
}

let started: EarlyStart | null = null;

/**
 * Settles once what the early start began for the area is in, or after `capMs`: the shell's first
 * render waits for it, so the page renders with the shell in one go and never suspends (React
 * holds a revealed page back for up to 300 ms after its fallback), and the page's data call leaves
 * before that render takes the main thread.
 */
export function earlyAreaReady(pathname: string, capMs: number): Promise<void> {
  const early = startEarly(pathname);
  if (!early?.remote) return Promise.resolve();
  return Promise.race([early.area, new Promise<void>((resolve) => setTimeout(resolve, capMs))]);
}

/**
 * Starts what `pathname` shows signed in, once per page (the first call's path counts); null
 * (nothing started) when signed out or on a page without the signed-in shell (the public pages
 * fetch their own).
 */
export function startEarly(pathname: string): EarlyStart | null {
  if (started) return started;
  if (!hasToken() || isPublicAreaPath(pathname)) return null;
  // The page's data first: it does not wait for the area's code, only for this chunk.
  void prefetchPageQueries(pathname);
  void prefetchShellQueries();
  const area = areaOwning(pathname);
  if (!area) return (started = { remote: null, area: Promise.resolve() });
  // The host's antd and @portal/ui roots run before any remote's container (host-shared-roots.ts):
  // started now, they load while the remote's entry downloads instead of after it.
  loadHostSharedRoots().catch(() => undefined);
  // The page's own load: the content area joins it, or shows its failure (no second load).
  return (started = { remote: area.remote, area: loadForPage(area.remote, pathname) });
}

export function resetEarlyStartForTests(): void {
  started = null;
}
