// The shell imports antd and @portal/ui by file (`antd/es/button`, `@portal/ui/providers`), so the
// signed-in page loads the components it shows and not all of antd (`pnpm bench first-page`).
// Remotes import the shared roots `antd` and `@portal/ui`. Under `loaded-first` the first provider
// to load becomes the page's one instance, and it must be the host's: the shell's ConfigProvider
// and @portal/ui's contexts are modules of the host's build, the very modules the host's roots
// re-export. A remote's own antd would have its own ConfigProvider context, and its pages would
// render without the portal's right-to-left layout, locale and theme. So the host loads its roots
// before any remote starts, and has the browser fetch their files while the dashboard idles.

/** The shared packages whose host copy must be loaded before a remote's container starts. */
export const HOST_FIRST_SHARED = ['antd', '@portal/ui'] as const;

/** The host's federation manifest: which files each shared package it provides is built into. */
export const HOST_MANIFEST_URL = '/mf-manifest.json';

interface HostManifest {
  shared?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

let roots: Promise<unknown> | null = null;

/** Loads the host's `antd` and `@portal/ui` roots once; a failure is forgotten so the retry loads again. */
export function loadHostSharedRoots(): Promise<unknown> {
  roots ??= Promise.all([import('antd'), import('@portal/ui')]).catch((error: unknown) => {
    roots = null;
    throw error;
  });
  return roots;
}

/** URLs of the files the host's roots are built into, from its manifest (none when it cannot be read). */
export async function hostSharedRootFiles(fetchImpl: typeof fetch = (...a) => fetch(...a)): Promise<string[]> {
  try {
    const res = await fetchImpl(HOST_MANIFEST_URL);
    if (!res.ok) return [];
    const manifest = (await res.json()) as HostManifest;
    const wanted = new Set<string>(HOST_FIRST_SHARED);
    const files = (manifest.shared ?? [])
      .filter((item) => wanted.has(item.name))
      .flatMap((item) => [...(item.assets?.js?.sync ?? []), ...(item.assets?.js?.async ?? [])]);
    return [...new Set(files)].map((file) => new URL(file, window.location.origin).href);
  } catch {
    return [];
  }
}
