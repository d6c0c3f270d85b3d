// The remote registry (`/mf/registry.json`): which version of each remote is live, and which is
// offered as a canary. Fetched once per page life and never cached by the browser, so a rollback
// reaches every new page load and an open page never switches versions.
export interface RegistryEntry {
  version: string;
  /** URL of the version's remoteEntry.js (immutable, versioned path). */
  entry: string;
  /** URL of the version's federation manifest (read by the deploy tools, not by the browser). */
  manifest?: string;
  /** Subresource-integrity hash of the entry, e.g. `sha384-…`. */
  integrity?: string;
}
/** A version offered to part of the browsers beside the live one (canary.ts decides which). */
export interface CanaryEntry extends RegistryEntry {
  /** Share of browsers that load it, 1–100; raising it only adds browsers. */
  percent: number;
  startedAt?: string;
  by?: string;
  reason?: string;
}
export interface RegistryRemote extends RegistryEntry {
  canary?: CanaryEntry;
}
export interface RegistryDocument {
  remotes: Partial<Record<string, RegistryRemote>>;
  /** Origins besides the page's own that remotes may load from (a CDN, a dev server). */
  allowedOrigins?: string[];
  /**
   * Set by the gateway only in the answer to a signed-in operator (or in the demo): the page may
   * then pick a remote's version with `?remote-version=` (canary.ts). Absent for everyone else.
   */
  allowForcedVersions?: boolean;
}

export const REGISTRY_URL = '/mf/registry.json';
const REGISTRY_TIMEOUT_MS = 30000;

let pending: Promise<RegistryDocument> | null = null;
let loaded: RegistryDocument | null = null;

async function fetchRegistry(fetchImpl: typeof fetch): Promise<RegistryDocument> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REGISTRY_TIMEOUT_MS);
  try {
    const res = await fetchImpl(REGISTRY_URL, { cache: 'no-store', signal: controller.signal });
    if (!res.ok) throw new Error(`Registry answered ${res.status}`);
    const doc = (await res.json()) as RegistryDocument;
    if (!doc || typeof doc.remotes !== 'object') throw new Error('Registry document is malformed');
    loaded = doc;
    return doc;
  } finally {
    clearTimeout(timer);
  }
}

/** The registry, fetched on first use; a failed fetch is forgotten so a retry fetches again. */
export function loadRegistry(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<RegistryDocument> {
  if (!pending) {
    pending = fetchRegistry(fetchImpl).catch((error: unknown) => {
      pending = null;
      throw error;
    });
  }
  return pending;
}

/** The registry once it has arrived, read without waiting (null before). */
export const loadedRegistry = (): RegistryDocument | null => loaded;

export function resetRegistryForTests(): void {
  pending = null;
  loaded = null;
}
