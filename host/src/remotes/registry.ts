// The remote registry (`/mf/registry.json`): which version of each remote is live. Fetched once
// per page life and never cached by the browser, so a rollback reaches every new page load.
export interface RegistryEntry {
  version: string;
  /** URL of the version's remoteEntry.js (immutable, versioned path). */
  entry: string;
  /** Subresource-integrity hash of the entry, e.g. `sha384-…`. */
  integrity?: string;
}
export interface RegistryDocument {
  remotes: Partial<Record<string, RegistryEntry>>;
  /** Origins besides the page's own that remotes may load from (a CDN, a dev server). */
  allowedOrigins?: string[];
}

export const REGISTRY_URL = '/mf/registry.json';
const REGISTRY_TIMEOUT_MS = 30000;

let pending: Promise<RegistryDocument> | null = null;

async function fetchRegistry(fetchImpl: typeof fetch): Promise<RegistryDocument> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REGISTRY_TIMEOUT_MS);
  try {
    const res = await fetchImpl(REGISTRY_URL, { cache: 'no-store', signal: controller.signal });
    if (!res.ok) throw new Error(`Registry answered ${res.status}`);
    const doc = (await res.json()) as RegistryDocument;
    if (!doc || typeof doc.remotes !== 'object') throw new Error('Registry document is malformed');
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

export function resetRegistryForTests(): void {
  pending = null;
}
