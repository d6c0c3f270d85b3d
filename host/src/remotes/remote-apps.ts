// One place that knows which remote apps are loaded, loading or worth fetching ahead. The content
// area (RemoteArea) asks it for an app; the sidebar warms it before the click (hover, focus, touch)
// and, once the shell is idle, has the areas it links to warmed (prefetchWhenIdle).
import { loadRemoteApp, type RemoteApp } from './load-remote-app';
import type { RemoteName } from './prefixes';
import { isAllowedOrigin } from './loader-plugin';
import { loadRegistry } from './registry';
import { entryFor } from './canary';
import { hostSharedRootFiles, loadHostSharedRoots } from './host-shared-roots';

/** Apps that loaded: they stay for the page life, so moving between areas never reloads one. */
const loaded = new Map<RemoteName, RemoteApp>();
/** Loads under way (started by a hover or by the content area), shared by whoever asks next. */
const pending = new Map<RemoteName, Promise<RemoteApp>>();
/** A warm-up that failed: the next real load starts afresh instead of reusing the runtime's failure. */
const failedWarm = new Set<RemoteName>();
/**
 * The failure of the load a page started for its own URL (early-start): the content area's first
 * ask gets it instead of loading again, so a broken remote costs the page one load and one report.
 */
const failedPageLoad = new Map<RemoteName, unknown>();
/** Loads someone else asked for while they were under way: their failure reached that caller. */
const joined = new Set<RemoteName>();
/** Remotes whose entry file the browser was already asked to fetch ahead. */
const hinted = new Set<string>();
/** Whether the files of the host's shared roots were already asked for. */
let rootsHinted = false;

/** The app if it has loaded already (so the content area can render it in its first frame). */
export const loadedApp = (remote: RemoteName): RemoteApp | undefined => loaded.get(remote);

/**
 * The remote's `./App`: the loaded one, the load under way, or a new load. `fresh` (the failure
 * panel's retry) forgets both and re-registers the remote.
 */
export function remoteApp(remote: RemoteName, fresh = false): Promise<RemoteApp> {
  if (failedPageLoad.has(remote)) {
    const error = failedPageLoad.get(remote);
    failedPageLoad.delete(remote);
    if (!fresh) return Promise.reject(error);
  }
  const known = loaded.get(remote);
  if (known && !fresh) return Promise.resolve(known);
  if (!fresh && pending.has(remote)) {
    joined.add(remote);
    return pending.get(remote)!;
  }
  joined.delete(remote);
  const afresh = fresh || failedWarm.delete(remote);
  loaded.delete(remote);
  const load = loadRemoteApp(remote, afresh).then(
    (App) => {
      if (pending.get(remote) === load) pending.delete(remote);
      loaded.set(remote, App);
      return App;
    },
    (error: unknown) => {
      if (pending.get(remote) === load) pending.delete(remote);
      throw error;
    },
  );
  pending.set(remote, load);
  return load;
}

/**
 * Starts loading the remote's entry and `./App` now (the pointer is on its link, or the link has
 * focus), so the click finds it loaded or on the way; with the link's `path`, the app then fetches
 * the chunks of the page that path shows (its `preload`, with the page's first API fetch unless
 * `data` is false). A failure here shows nothing: the click that follows loads again afresh and
 * shows the failure panel if it fails too. Settles (never fails) once all of it has loaded.
 */
export function warmRemote(remote: RemoteName, path?: string, { data = true }: { data?: boolean } = {}): Promise<void> {
  const started = loaded.has(remote) || pending.has(remote);
  const app = remoteApp(remote);
  if (!started) {
    app.catch(() => {
      failedWarm.add(remote);
    });
  }
  return app.then(
    (App) => (path === undefined ? undefined : preloadPath(App, path, { data })),
    () => undefined,
  );
}

/**
 * Loads the remote owning the page's own URL, as the page opens (early-start): its `./App`, then
 * the chunks and the first query of the page `path` shows. Unlike a warm-up, this is the page's
 * load: the content area joins it, or gets its failure. Settles (never fails) once all of it has loaded.
 */
export function loadForPage(remote: RemoteName, path: string): Promise<void> {
  const app = remoteApp(remote);
  return app.then(
    (App) => preloadPath(App, path),
    (error: unknown) => {
      // Still the page's to show: not asked for yet, it waits for the content area's first ask.
      if (!joined.has(remote) && !loaded.has(remote) && !pending.has(remote)) failedPageLoad.set(remote, error);
    },
  );
}

/**
 * Has `App` fetch the chunks `path` shows first (an app built before `preload` existed has none).
 * Never fails: a chunk that did not load is loaded again, or reported, when the page renders.
 */
export function preloadPath(App: RemoteApp, path: string, { data = true }: { data?: boolean } = {}): Promise<void> {
  try {
    return Promise.resolve(App.preload?.(path, { data })).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}

const whenIdle = (run: () => void, timeout = 5000): void => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout });
  else setTimeout(run, Math.min(timeout, 1000));
};

const idle = (timeout: number): Promise<void> => new Promise((resolve) => whenIdle(resolve, timeout));

/**
 * How long idle work that is ready to run (the host's roots, then each linked area) waits for an
 * idle moment before it runs anyway. Left to `requestIdleCallback`'s 5 s, a traced run started the
 * roots only after the network had been quiet for half a second, and the bench's cold click, made
 * then, paid for running all of antd.
 */
export const WARM_WITHIN_MS = 250;

/** Marks (Performance API) when the shell has warmed every linked area: its idle work is done. */
export const AREAS_WARMED_MARK = 'portal:areas-warmed';
/** Marks when the shell's idle work starts: what the page loads after it is ahead of a click, not the page's. */
export const IDLE_WORK_MARK = 'portal:idle-work';

/** An area the sidebar links into, and the page its first link opens. */
export interface AreaLink {
  remote: RemoteName;
  path: string;
}

/**
 * Once the page is idle, asks the browser to fetch the entry files of the linked areas at idle
 * priority (`<link rel=prefetch>`, with the registry's integrity hash), so the later script load
 * is served from the HTTP cache. Areas already loaded or hinted are skipped. The host's antd and
 * @portal/ui roots, which every area needs before its own code (host-shared-roots.ts), are fetched
 * the same way and, once in the cache, run at the next idle moment (within WARM_WITHIN_MS). Then,
 * one area per idle moment, each linked area's entry and `./App` run and the chunks of the page
 * its link opens load, code only (no API data): a first click then costs about what a second one
 * does, instead of running antd, the area and its page one after another.
 */
export function prefetchWhenIdle(links: readonly AreaLink[]): void {
  const wanted = links.filter(({ remote }) => !loaded.has(remote) && !pending.has(remote) && !hinted.has(remote));
  if (wanted.length === 0) return;
  wanted.forEach(({ remote }) => hinted.add(remote));
  whenIdle(() => {
    performance.mark(IDLE_WORK_MARK);
    if (!rootsHinted && loaded.size === 0 && pending.size === 0) {
      rootsHinted = true;
      hostSharedRootFiles()
        .then((files) => Promise.all(files.map((href) => fetched(prefetchScript(href)))).then(() => files.length > 0))
        .then((ready) =>
          ready
            ? idle(WARM_WITHIN_MS)
                .then(loadHostSharedRoots)
                .then(() => warmInTurn(wanted))
            : undefined,
        )
        .catch(() => undefined);
    }
    loadRegistry().then(
      (registry) => {
        for (const { remote } of wanted) {
          // The version the load will ask for (canary.ts), so the prefetched file is the one used.
          const entry = entryFor(registry, remote)?.entry;
          if (!entry || loaded.has(remote) || pending.has(remote)) continue;
          const href = new URL(entry.entry, window.location.href).href;
          // The loader's rules hold here too: only the page's origin and those the registry allows.
          if (!isAllowedOrigin(href, [window.location.origin, ...(registry.allowedOrigins ?? [])])) continue;
          prefetchScript(href, entry.integrity).dataset.remote = remote;
        }
      },
      () => wanted.forEach(({ remote }) => hinted.delete(remote)),
    );
  });
}

/** The user asked the browser to save data (or the link is 2G): idle work stops at the entry files. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Warms the areas one after another, each at an idle moment; one the user opened meanwhile is
 * skipped. Nothing is warmed for a user who saves data: it is a few hundred KB they may never use.
 */
async function warmInTurn(links: readonly AreaLink[]): Promise<void> {
  if (savesData()) return;
  for (const { remote, path } of links) {
    await idle(WARM_WITHIN_MS);
    // An area the user opened is loading: it has the network and the main thread to itself.
    while (pending.size > 0) {
      await Promise.allSettled(pending.values());
      await idle(WARM_WITHIN_MS);
    }
    if (!loaded.has(remote)) await warmRemote(remote, path, { data: false });
  }
  performance.mark(AREAS_WARMED_MARK);
}

/** Settles when the link's file is in the cache; fails when it could not be fetched. */
function fetched(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`Prefetch failed: ${link.href}`)), { once: true });
  });
}

/** A `<link rel=prefetch>` for a script loaded later with `crossorigin=anonymous`, as federation does. */
function prefetchScript(href: string, integrity?: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.crossOrigin = 'anonymous';
  if (integrity) link.integrity = integrity;
  link.href = href;
  document.head.appendChild(link);
  return link;
}

export function resetRemoteAppsForTests(): void {
  loaded.clear();
  pending.clear();
  failedWarm.clear();
  hinted.clear();
  failedPageLoad.clear();
  joined.clear();
  rootsHinted = false;
}
