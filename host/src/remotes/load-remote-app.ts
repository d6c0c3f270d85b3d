import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName, type RemoteName } from './prefixes';
import { loadRegistry, type RegistryDocument } from './registry';
import { loaderPlugin, RemoteRefusedError } from './loader-plugin';
import { loadHostSharedRoots } from './host-shared-roots';
import { entryFor, recordLoadedVersion, type EntryChoice } from './canary';
import { loadFailureDetail, noteRemoteVersion, reportRemote } from './reports';

/**
 * What every remote's `./App` is: its routes, relative to the URL prefix it was mounted at, and
 * (a remote built since @portal/ui 0.5) `preload(pathname)`, which fetches the chunks that path
 * shows first and resolves once they have loaded (`{ data: false }`: without the page's first API
 * fetch; an older remote fetches it anyway).
 */
export type RemoteApp = ComponentType<{ prefix: string }> & { preload?: (path: string, options?: { data?: boolean }) => Promise<unknown> };

/** The exposed module: the app as its default export, `preload` beside it. */
interface RemoteAppModule {
  default?: RemoteApp;
  preload?: unknown;
}

/** Chunk (and remote entry) time-out: 120 s, so a slow link still loads an area. */
export const REMOTE_TIMEOUT_MS = 120000;

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
}

let registry: RegistryDocument | null = null;
let pluginRegistered = false;
const integrityByUrl = new Map<string, string>();
const allowedOrigins: string[] = [];

function ensurePlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    loaderPlugin({
      timeoutMs: REMOTE_TIMEOUT_MS,
      beforeContainerStarts: loadHostSharedRoots,
      allowedOrigins,
      integrityFor: (url) => integrityByUrl.get(new URL(url, window.location.href).href),
    }),
  ]);
}

/**
 * Loads a remote's `./App`, in the version the registry gives this browser (canary.ts). `fresh`
 * re-registers the remote so a retry after a failed entry load does not get the runtime's cached
 * failure; the registry, read once per page, gives the same version again.
 */
export async function loadRemoteApp(remote: RemoteName, fresh = false): Promise<RemoteApp> {
  ensurePlugin();
  registry = registry && !fresh ? registry : await loadRegistry();
  allowedOrigins.splice(0, allowedOrigins.length, window.location.origin, ...(registry.allowedOrigins ?? []));
  // Live or canary, the same checks and the same load follow.
  const choice = entryFor(registry, remote);
  if (!choice) throw new RemoteUnavailableError(`Remote "${remote}" is not in the registry`);
  const loaded = { version: choice.entry.version, channel: choice.canary ? 'canary' : 'live' } as const;
  try {
    const App = await loadChosen(remote, choice, fresh);
    noteRemoteVersion(remote, loaded);
    reportRemote(remote, 'load', { version: loaded });
    return App;
  } catch (error) {
    // Counted against the version that failed, so a broken canary shows in its own figures.
    reportRemote(remote, 'load-failure', { detail: loadFailureDetail(error), version: loaded });
    throw error;
  }
}

async function loadChosen(remote: RemoteName, choice: EntryChoice, fresh: boolean): Promise<RemoteApp> {
  const { entry } = choice;
  // Fail closed: only a dev-server remote (`pnpm dev`) comes without the hash of what was published.
  if (!entry.integrity && entry.version !== 'dev') {
    throw new RemoteRefusedError(`Remote "${remote}" has no integrity hash in the registry`);
  }
  const url = new URL(entry.entry, window.location.href).href;
  if (entry.integrity) integrityByUrl.set(url, entry.integrity);
  registerRemotes([{ name: federationName(remote), entry: url }], { force: fresh });
  const mod = await loadRemote<RemoteAppModule>(`${federationName(remote)}/App`);
  if (!mod || typeof mod.default !== 'function') {
    throw new RemoteUnavailableError(`Remote "${remote}" does not expose ./App`);
  }
  recordLoadedVersion(remote, choice);
  const App = mod.default;
  // A remote built before `preload` existed has none: it is optional everywhere.
  if (typeof mod.preload === 'function') App.preload = mod.preload as NonNullable<RemoteApp['preload']>;
  return App;
}
