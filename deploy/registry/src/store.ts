import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const REMOTE_ENTRY = 'remoteEntry.js';
export const MANIFEST = 'mf-manifest.json';
/** The host is stored like a remote, under this name. */
export const HOST = 'host';
/**
 * The host's files its build writes beside index.html without index.html naming them
 * (host/prerender.mjs): the prerendered login page and the shell's frame the gateway writes into
 * a page. A build that changes only one of them is another build.
 */
export const HOST_PRERENDERED = ['login.html', 'shell-frame.html'] as const;

/** `<store>/remotes/<name>/<version>/` (the host: `<store>/host/<version>/`): written once, never changed. */
export const versionDir = (store: string, name: string, version: string): string =>
  name === HOST ? join(store, HOST, version) : join(store, 'remotes', name, version);
export const versionUrl = (name: string, version: string): string => `/remotes/${name}/${version}`;
export const versionsRoot = (store: string, name: string): string => (name === HOST ? join(store, HOST) : join(store, 'remotes', name));

/** Names of stored versions of `name` (complete copies only, not a copy in progress). */
export function storedVersions(store: string, name: string): string[] {
  const root = versionsRoot(store, name);
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((v) => !v.startsWith('.') && v !== CURRENT && statSync(join(root, v)).isDirectory());
}

/** `<store>/host/current`: a link to the live host version, for servers that cannot read the registry (nginx). */
export const CURRENT = 'current';

export function pointCurrent(store: string, name: string, version: string): void {
  const link = join(versionsRoot(store, name), CURRENT);
  const tmp = `${link}.${process.pid}.tmp`;
  rmSync(tmp, { force: true });
  symlinkSync(version, tmp);
  // rename() over the old link: a reader follows the old version or the new one, never nothing.
  renameSync(tmp, link);
}

export function integrityOf(file: string): string {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

export function contentHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 8);
}

/** Short commit of the working tree at `dir`, or null outside git. */
export function gitCommit(dir: string): string | null {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dir, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The file whose content identifies a build: a remote's entry, the host's page. */
export const identityFile = (name: string): string => (name === HOST ? 'index.html' : REMOTE_ENTRY);

/**
 * Version id of a build: package version + short commit (content hash outside git). A rebuild of
 * uncommitted changes at the same commit gets the content hash appended, since a stored version
 * never changes.
 */
export function buildVersion(store: string, name: string, buildDir: string, packageVersion: string, commit: string | null): string {
  const hash = buildHash(name, buildDir);
  if (!commit) return `${packageVersion}-${hash}`;
  const base = `${packageVersion}-${commit}`;
  const stored = versionDir(store, name, base);
  if (!existsSync(join(stored, identityFile(name))) || buildHash(name, stored) === hash) return base;
  return `${base}.${hash}`;
}

/** What identifies a build's content: the identity file, and for the host its prerendered files too. */
function buildHash(name: string, dir: string): string {
  const hash = contentHash(join(dir, identityFile(name)));
  const prerendered = name === HOST ? HOST_PRERENDERED.map((file) => join(dir, file)).filter((file) => existsSync(file)) : [];
  if (prerendered.length === 0) return hash;
  // One file alone hashes as the login page alone did, so versions stored before keep their ids.
  return prerendered
    .reduce((sum, file) => sum.update(contentHash(file)), createHash('sha256').update(hash))
    .digest('hex')
    .slice(0, 8);
}

/** True when `version` of `name` is stored with the same content as `buildDir`. */
export function sameBuild(store: string, name: string, version: string, buildDir: string): boolean {
  return buildHash(name, versionDir(store, name, version)) === buildHash(name, buildDir);
}

/** Copies a build into the store under a temporary name, then renames it: never half a version. */
export function copyIntoStore(store: string, name: string, version: string, buildDir: string): void {
  const target = versionDir(store, name, version);
  const tmp = join(versionsRoot(store, name), `.${version}.${process.pid}.tmp`);
  rmSync(tmp, { recursive: true, force: true });
  cpSync(buildDir, tmp, { recursive: true });
  renameSync(tmp, target);
}
