// Which areas the portal may link to: those whose remote is in the registry. A link into an area
// that is not deployed here would only ever show the failure panel.
import { useSyncExternalStore } from 'react';
import { areaOwning, isUnder, registeredIn } from '@portal/areas';
import { loadedRegistry, loadRegistry, type RegistryDocument } from './registry';

/** Names of the registered remotes; null until the registry has arrived. */
export type Registered = ReadonlySet<string> | null;

/** A registry that could not be fetched is asked again this often, so links appear once it is back. */
const RETRY_MS = 10_000;

let registered: Registered = null;
let registeredFrom: RegistryDocument | null = null;
let started = false;

/** The remotes `doc` names, the same set object for the same document (React compares snapshots). */
function registeredOf(doc: RegistryDocument): Registered {
  if (doc !== registeredFrom) {
    registeredFrom = doc;
    registered = registeredIn(doc);
  }
  return registered;
}

// A page opened signed in has the registry before its first render: the links show in that render,
// rather than in a second one once the subscription has asked for the registry again.
const snapshot = (): Registered => {
  const doc = loadedRegistry();
  return doc ? registeredOf(doc) : registered;
};
const listeners = new Set<() => void>();

function start(): void {
  if (started) return;
  started = true;
  const attempt = (): void => {
    loadRegistry().then(
      (doc) => {
        const before = registered;
        if (registeredOf(doc) !== before) listeners.forEach((listener) => listener());
      },
      () => setTimeout(attempt, RETRY_MS),
    );
  };
  attempt();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/** The registered remotes, re-rendering when the registry arrives. */
export function useRegisteredRemotes(): Registered {
  return useSyncExternalStore(subscribe, snapshot);
}

/** The registered remotes, once the registry has arrived (for a navigation decided in a handler). */
export const whenRegistered = (): Promise<ReadonlySet<string>> => loadRegistry().then(registeredIn);

/**
 * Whether the portal's own navigation may lead to `path`: the host's pages always; an area's
 * pages only when its remote is registered (and not before the registry is known); a page no
 * area serves yet (a planned billing page) never.
 */
export function mayLinkTo(path: string, remotes: Registered): boolean {
  const area = areaOwning(path);
  if (area) return remotes?.has(area.remote) ?? false;
  return isHostPage(path);
}

/** The host's own pages (its route table in SignedInApp); anything else no area serves yet. */
const HOST_PAGES = ['/portal/account', '/portal/notification', '/project', '/forbidden'];
const isHostPage = (path: string) => {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname === '/' || HOST_PAGES.some((p) => isUnder(pathname, p));
};

export function resetRegisteredForTests(): void {
  registered = null;
  registeredFrom = null;
  started = false;
  listeners.clear();
}
