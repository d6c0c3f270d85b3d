import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What `/mf/registry.json` serves: the live version of each remote. */
export interface RegistryEntry {
  version: string;
  /** URL path of the version's remoteEntry.js; versioned, so never changes. */
  entry: string;
  /** URL path of the version's mf-manifest.json. */
  manifest: string;
  /** Subresource integrity of the entry (`sha384-…`). */
  integrity: string;
  activatedAt: string;
  /** A second version some browsers get instead (see CanaryEntry); absent when none runs. */
  canary?: CanaryEntry;
}
/**
 * A canary: `percent` of browsers load this version instead of the live one (the host assigns each
 * browser to one side and keeps it there). It sits inside the remote's entry, in the same file, so
 * a server handing out registry.json as it is (nginx, a CDN) serves it too, and a reader that knows
 * nothing of canaries keeps loading the live version.
 */
export interface CanaryEntry {
  version: string;
  entry: string;
  manifest: string;
  integrity: string;
  /** Whole number, 1 to 100. */
  percent: number;
  startedAt: string;
  by: string;
  reason?: string;
}
/** The live host build: the gateway serves `<store>/host/<version>/`. */
export interface HostEntry {
  version: string;
  activatedAt: string;
}
export interface RegistryDocument {
  remotes: Record<string, RegistryEntry>;
  host?: HostEntry;
}

export const registryFile = (store: string): string => join(store, 'registry.json');

export function readRegistry(store: string): RegistryDocument {
  try {
    const doc = JSON.parse(readFileSync(registryFile(store), 'utf8')) as RegistryDocument;
    return doc.host ? { remotes: doc.remotes ?? {}, host: doc.host } : { remotes: doc.remotes ?? {} };
  } catch {
    return { remotes: {} };
  }
}

/** Write-then-rename: a reader sees the old document or the new one, never half of one. */
export function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, file);
}

export function writeRegistry(store: string, doc: RegistryDocument): void {
  writeJsonAtomic(registryFile(store), doc);
}
