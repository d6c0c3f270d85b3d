// The shell imports antd and @portal/ui by file (`antd/es/button`, `@portal/ui/providers`), so the
// signed-in page loads the components it shows and not all of antd (`pnpm bench first-page`).
// Remotes import the shared roots `antd` and `@portal/ui`. Under `loaded-first` the first provider
// to load becomes the page's one instance, and it must be the host's: the shell's ConfigProvider
// and @portal/ui's contexts are modules of the host's build, the very modules the host's roots
// re-export. A remote's own antd would have its own ConfigProvider context, and its pages would
// render without the portal's right-to-left layout, locale and theme. So the host loads its roots
// before any remote starts, and has the browser fetch their files while the dashboard idles.
// The roots are their first parts (antd-shared.ts, root-first.ts); the second parts of both
// (shared/build's SHARED_TIERS) only the host provides, so they need no order and load on demand.

/** The shared packages whose host copy must be loaded before a remote's container starts. */
export const HOST_FIRST_SHARED = ['antd', '@portal/ui'] as const;

/**
 * Written by the build beside the host (shared/build's SharedFilesPlugin): every file each shared
 * package's provider loads. The federation manifest names only the file of the package's own
 * module, so a prefetch from it left most of antd to be fetched at the click.
 */
export const HOST_SHARED_FILES_URL = '/shared-files.json';

let roots: Promise<unknown> | null = null;

/** Loads the host's `antd` and `@portal/ui` roots once; a failure is forgotten so the retry loads again. */
export function loadHostSharedRoots(): Promise<unknown> {
  roots ??= Promise.all([import('antd'), import('@portal/ui')]).catch((error: unknown) => {
    roots = null;
    throw error;
  });
  return roots;
}

/** URLs of the files the host's roots load (none when the list cannot be read). */
export async function hostSharedRootFiles(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<string[]> {
  try {
    const res = await fetchImpl(HOST_SHARED_FILES_URL);
    if (!res.ok) return [];
    const byPackage = (await res.json()) as Record<string, unknown>;
    const listed = (name: string): unknown[] => (Array.isArray(byPackage[name]) ? (byPackage[name] as unknown[]) : []);
    const files = HOST_FIRST_SHARED.flatMap(listed).filter((file): file is string => typeof file === 'string');
    return [...new Set(files)].map((file) => new URL(file, window.location.origin).href);
  } catch {
    return [];
  }
}
