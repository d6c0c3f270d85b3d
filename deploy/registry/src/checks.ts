import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeIncompatibility, incompatibleShared, readManifest } from './compat';
import { DeployError } from './deploy-error';
import { readMeta } from './meta';
import { readRegistry, type RegistryDocument } from './registry-document';
import { smokeLoad } from './smoke';
import { HOST, MANIFEST, identityFile, integrityOf, storedVersions, versionDir } from './store';

// What a version must pass before any browser loads it: as the live version (publish) or as a
// canary (canary). Both go through these, so a canary is held to exactly what a publish is.

/** `<store>/host/<active>/mf-manifest.json`, or `fallback` when no host is published yet. */
export function activeHostManifest(store: string, fallback?: string): { file: string; version: string } | null {
  const host = readRegistry(store).host;
  if (host) return { file: join(versionDir(store, HOST, host.version), MANIFEST), version: host.version };
  return fallback && existsSync(fallback) ? { file: fallback, version: `${fallback} (not published)` } : null;
}

function checkRemoteAgainstHost(store: string, name: string, dir: string, hostFallback?: string): void {
  const host = activeHostManifest(store, hostFallback);
  if (!host) throw new DeployError(`no active host to check ${name}'s shared dependencies against: publish the host first`);
  const problems = incompatibleShared(readManifest(join(dir, MANIFEST)), readManifest(host.file));
  if (problems.length) {
    throw new DeployError(`${name} is incompatible with the active host ${host.version}:\n  ${problems.map(describeIncompatibility).join('\n  ')}`);
  }
}

/** A new host must still serve every live remote, and every running canary (some browsers load it). */
function checkHostAgainstRemotes(store: string, dir: string, doc: RegistryDocument): void {
  const host = readManifest(join(dir, MANIFEST));
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(doc.remotes)) {
    for (const version of entry.canary ? [entry.version, entry.canary.version] : [entry.version]) {
      const file = join(versionDir(store, name, version), MANIFEST);
      if (!existsSync(file)) continue;
      const label = version === entry.canary?.version ? `${name}@${version} (canary)` : `${name}@${version}`;
      for (const p of incompatibleShared(readManifest(file), host)) problems.push(`${label}: ${describeIncompatibility(p)}`);
    }
  }
  if (problems.length) throw new DeployError(`the host build is incompatible with live remotes:\n  ${problems.join('\n  ')}`);
}

export interface CompatOptions {
  /** Host manifest to check against while no host is published (the repository's host build). */
  hostManifestFallback?: string;
  /** Skip the check (a coordinated upgrade of a shared major). */
  allowIncompatible?: boolean;
}

/** Shared dependencies of the build in `dir`: a remote against the active host, the host against the remotes. */
export function checkCompatible(store: string, name: string, dir: string, opts: CompatOptions): void {
  if (opts.allowIncompatible) return;
  if (name === HOST) checkHostAgainstRemotes(store, dir, readRegistry(store));
  else checkRemoteAgainstHost(store, name, dir, opts.hostManifestFallback);
}

export function checkBuild(name: string, buildDir: string): void {
  if (!existsSync(buildDir)) throw new DeployError(`${buildDir} does not exist: build ${name} first`);
  for (const file of [identityFile(name), MANIFEST]) {
    if (!existsSync(join(buildDir, file))) throw new DeployError(`${buildDir} has no ${file}: it is not a production build of ${name}`);
  }
}

/** Loads the stored copy the way the host will; `use` says what it was refused for. */
export async function checkSmoke(store: string, name: string, version: string, use: string): Promise<void> {
  if (name === HOST) return;
  try {
    await smokeLoad(versionDir(store, name, version));
  } catch (error) {
    throw new DeployError(`${name}@${version} failed its smoke load and was not made ${use}: ${(error as Error).message}`);
  }
}

export function requireStored(store: string, name: string, version: string): void {
  if (!existsSync(versionDir(store, name, version))) {
    const known = storedVersions(store, name);
    throw new DeployError(`${name}@${version} is not in the store (stored: ${known.join(', ') || 'none'})`);
  }
}

/**
 * A stored version's entry still hashes to what was recorded at publish. The registry hands out the
 * recorded hash, so a file altered since would fail in every browser it is sent to: refuse it here.
 */
export function checkRecordedIntegrity(store: string, name: string, version: string): string {
  const meta = readMeta(store, name, version);
  if (!meta) throw new DeployError(`${name}@${version} has no publish record in the store; publish it again`);
  const actual = integrityOf(join(versionDir(store, name, version), identityFile(name)));
  if (actual !== meta.integrity) {
    throw new DeployError(
      `${name}@${version}'s ${identityFile(name)} no longer matches the integrity recorded when it was published; publish it again under another version`,
    );
  }
  return meta.integrity;
}
