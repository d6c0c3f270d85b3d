import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeJsonAtomic } from './registry-document';

/**
 * What was recorded when a version was published. Kept beside the store, not inside the version,
 * so the version folder stays byte-for-byte the build; the integrity here is the one the registry
 * serves on promote or rollback (recomputing it would bless a file tampered with since).
 */
export interface VersionMeta {
  version: string;
  integrity: string;
  commit: string | null;
  publishedAt: string;
  publishedBy: string;
}

const metaFile = (store: string, name: string, version: string): string => join(store, 'meta', name, `${version}.json`);

export function writeMeta(store: string, name: string, meta: VersionMeta): void {
  writeJsonAtomic(metaFile(store, name, meta.version), meta);
}

export function readMeta(store: string, name: string, version: string): VersionMeta | null {
  const file = metaFile(store, name, version);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as VersionMeta;
}

export function removeMeta(store: string, name: string, version: string): void {
  rmSync(metaFile(store, name, version), { force: true });
}
