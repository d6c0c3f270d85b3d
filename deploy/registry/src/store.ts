import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRegistry, writeRegistry, type RegistryEntry } from './registry-document';

export const REMOTE_ENTRY = 'remoteEntry.js';
export const MANIFEST = 'mf-manifest.json';

/** `<store>/remotes/<name>/<version>/`: written once, never changed. */
export const versionDir = (store: string, name: string, version: string): string => join(store, 'remotes', name, version);
export const versionUrl = (name: string, version: string): string => `/remotes/${name}/${version}`;

export function integrityOf(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** Version id of a build: the app's package version plus the content hash of its entry. */
export function buildVersion(buildDir: string, packageVersion: string): string {
  const hash = createHash('sha256').update(readFileSync(join(buildDir, REMOTE_ENTRY))).digest('hex').slice(0, 8);
  return `${packageVersion}-${hash}`;
}

export interface PublishInput {
  store: string;
  name: string;
  buildDir: string;
  version: string;
}

/** Copies a build into the store (unless that version is already there) and makes it live. */
export function publishRemote({ store, name, buildDir, version }: PublishInput): RegistryEntry {
  if (!existsSync(join(buildDir, REMOTE_ENTRY))) throw new Error(`${buildDir} has no ${REMOTE_ENTRY}: build ${name} first`);
  const target = versionDir(store, name, version);
  if (!existsSync(target)) cpSync(buildDir, target, { recursive: true });
  const base = versionUrl(name, version);
  const entry: RegistryEntry = {
    version,
    entry: `${base}/${REMOTE_ENTRY}`,
    manifest: `${base}/${MANIFEST}`,
    integrity: integrityOf(join(target, REMOTE_ENTRY)),
    activatedAt: new Date().toISOString(),
  };
  const doc = readRegistry(store);
  doc.remotes[name] = entry;
  writeRegistry(store, doc);
  return entry;
}
