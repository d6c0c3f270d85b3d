import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface LoaderPluginOptions {
  /** Limit for a remote entry script; the federation default of 20 s is too short for a slow link. */
  timeoutMs: number;
  /** Origins a remote may be loaded from; anything else is refused before a request is made. */
  allowedOrigins: string[];
  /** Integrity hash the registry published for an entry URL, if any. */
  integrityFor: (url: string) => string | undefined;
  /** Awaited after a remote's entry has loaded and before its container starts (host-shared-roots.ts). */
  beforeContainerStarts: () => Promise<unknown>;
}

export class RemoteRefusedError extends Error {
  override name = 'RemoteRefusedError';
}

export function isAllowedOrigin(url: string, allowed: string[], base = window.location.href): boolean {
  try {
    return allowed.includes(new URL(url, base).origin);
  } catch {
    return false;
  }
}

/**
 * One runtime plugin for how remote entries are fetched: a 120 s limit (so a slow link still loads
 * an area), the registry's integrity hash on the script tag (the browser refuses a tampered file),
 * an origin allow-list, and what must be in place before a remote's container starts (its entry
 * downloads meanwhile).
 * Fails closed: an entry from a foreign origin is never attached to the page.
 */
export function loaderPlugin(options: LoaderPluginOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-loader',
    createScript({ url }) {
      if (!isAllowedOrigin(url, options.allowedOrigins)) {
        throw new RemoteRefusedError(`Remote entry from a foreign origin refused: ${url}`);
      }
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      const integrity = options.integrityFor(url);
      if (integrity) script.integrity = integrity;
      return { script, timeout: options.timeoutMs };
    },
    async beforeInitContainer(args) {
      await options.beforeContainerStarts();
      return args;
    },
  };
}
