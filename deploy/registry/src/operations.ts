import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeIncompatibility, incompatibleShared, readManifest, type FederationManifest } from './compat';
import { appendHistory, readHistory, type Action, type HistoryRecord } from './history';
import { acquireStoreLock } from './lock';
import { readMeta, removeMeta, writeMeta } from './meta';
import { readRegistry, writeRegistry, type RegistryDocument } from './registry-document';
import { smokeLoad } from './smoke';
import {
  HOST,
  MANIFEST,
  REMOTE_ENTRY,
  CURRENT,
  buildVersion,
  copyIntoStore,
  identityFile,
  integrityOf,
  pointCurrent,
  sameBuild,
  storedVersions,
  versionDir,
  versionUrl,
} from './store';

/** A refusal the caller can act on (exit code 1); the message says what and why. */
export class DeployError extends Error {
  override name = 'DeployError';
}

export interface Actor {
  store: string;
  /** Who moves the pointer (recorded in history). */
  who: string;
  /** How long to wait for another publisher to finish. */
  lockWaitMs?: number;
}

const DEFAULT_LOCK_WAIT_MS = 60_000;

/** `<store>/host/<active>/mf-manifest.json`, or `fallback` when no host is published yet. */
export function activeHostManifest(store: string, fallback?: string): { file: string; version: string } | null {
  const host = readRegistry(store).host;
  if (host) return { file: join(versionDir(store, HOST, host.version), MANIFEST), version: host.version };
  return fallback && existsSync(fallback) ? { file: fallback, version: `${fallback} (not published)` } : null;
}

function checkRemoteAgainstHost(store: string, name: string, buildDir: string, hostFallback?: string): void {
  const host = activeHostManifest(store, hostFallback);
  if (!host) throw new DeployError(`no active host to check ${name}'s shared dependencies against: publish the host first`);
  const problems = incompatibleShared(readManifest(join(buildDir, MANIFEST)), readManifest(host.file));
  if (problems.length) {
    throw new DeployError(
      `${name} is incompatible with the active host ${host.version}:\n  ${problems.map(describeIncompatibility).join('\n  ')}`,
    );
  }
}

/** A new host must still serve every live remote. */
function checkHostAgainstRemotes(store: string, buildDir: string, doc: RegistryDocument): void {
  const host = readManifest(join(buildDir, MANIFEST));
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(doc.remotes)) {
    const file = join(versionDir(store, name, entry.version), MANIFEST);
    if (!existsSync(file)) continue;
    for (const p of incompatibleShared(readManifest(file), host)) problems.push(`${name}@${entry.version}: ${describeIncompatibility(p)}`);
  }
  if (problems.length) throw new DeployError(`the host build is incompatible with live remotes:\n  ${problems.join('\n  ')}`);
}

function checkBuild(name: string, buildDir: string): void {
  if (!existsSync(buildDir)) throw new DeployError(`${buildDir} does not exist: build ${name} first`);
  for (const file of [identityFile(name), MANIFEST]) {
    if (!existsSync(join(buildDir, file))) throw new DeployError(`${buildDir} has no ${file}: it is not a production build of ${name}`);
  }
}

/** Points the registry at a stored version and records the move; the caller holds the lock. */
function activate(store: string, name: string, version: string, action: Action, who: string): HistoryRecord {
  const meta = readMeta(store, name, version);
  if (!meta) throw new DeployError(`${name}@${version} has no publish record in the store; publish it again`);
  const doc = readRegistry(store);
  const at = new Date().toISOString();
  let previous: string | null;
  if (name === HOST) {
    previous = doc.host?.version ?? null;
    doc.host = { version, activatedAt: at };
    pointCurrent(store, HOST, version);
  } else {
    previous = doc.remotes[name]?.version ?? null;
    const base = versionUrl(name, version);
    doc.remotes[name] = { version, entry: `${base}/${REMOTE_ENTRY}`, manifest: `${base}/${MANIFEST}`, integrity: meta.integrity, activatedAt: at };
  }
  writeRegistry(store, doc);
  const record: HistoryRecord = { name, action, version, previous, commit: meta.commit, who, at };
  appendHistory(store, record);
  return record;
}

export interface PublishInput extends Actor {
  name: string;
  buildDir: string;
  /** Package version of the app; with `commit` it names the version when `version` is not given. */
  packageVersion: string;
  commit: string | null;
  version?: string;
  /** Host manifest to check against while no host is published (the repository's host build). */
  hostManifestFallback?: string;
  /**
   * Skip the shared-dependency check: a coordinated upgrade (a new React major in the host and every
   * remote) has to publish one side first. Default false.
   */
  allowIncompatible?: boolean;
}

export interface PublishResult {
  record: HistoryRecord;
  /** False when that exact build was already stored (re-activated, not copied again). */
  copied: boolean;
  /** True when that build was already live: nothing moved, nothing recorded. */
  unchanged: boolean;
}

/**
 * Publishes a build: compatibility with the active host, copy into the store (a stored version is
 * never overwritten), smoke-load of the stored copy, then the pointer switch and history, all
 * under the store lock so two publishers never interleave.
 */
export async function publish(input: PublishInput): Promise<PublishResult> {
  const { store, name, buildDir, who } = input;
  checkBuild(name, buildDir);
  const release = acquireStoreLock(store, `publish ${name} by ${who}`, input.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    const live = activeVersion(store, name);
    // The same build again (a rebuild at a newer commit that changed nothing here) keeps its version.
    const unchangedLive = !input.version && live && existsSync(versionDir(store, name, live)) && sameBuild(store, name, live, buildDir) ? live : null;
    const version = input.version ?? unchangedLive ?? buildVersion(store, name, buildDir, input.packageVersion, input.commit);
    if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(version) || version === CURRENT) throw new DeployError(`"${version}" is not a valid version (letters, digits, . + _ -)`);
    if (input.allowIncompatible) {
      // Checked by the caller's choice only.
    } else if (name === HOST) checkHostAgainstRemotes(store, buildDir, readRegistry(store));
    else checkRemoteAgainstHost(store, name, buildDir, input.hostManifestFallback);

    const target = versionDir(store, name, version);
    const stored = existsSync(target);
    if (stored && !sameBuild(store, name, version, buildDir)) {
      throw new DeployError(`${name}@${version} is already in the store with different content; stored versions never change, give another --version`);
    }
    if (!stored) copyIntoStore(store, name, version, buildDir);
    try {
      if (name !== HOST) await smokeLoad(target);
    } catch (error) {
      if (!stored) rmSync(target, { recursive: true, force: true });
      throw new DeployError(`${name}@${version} failed its smoke load and was not made live: ${(error as Error).message}`);
    }
    if (!readMeta(store, name, version)) {
      writeMeta(store, name, {
        version,
        integrity: integrityOf(join(target, identityFile(name))),
        commit: input.commit,
        publishedAt: new Date().toISOString(),
        publishedBy: who,
      });
    }
    if (activeVersion(store, name) === version) {
      // Re-publishing the live build (a rebuild with nothing changed) moves nothing.
      if (name === HOST) pointCurrent(store, HOST, version);
      return { record: { name, action: 'publish', version, previous: version, commit: input.commit, who, at: new Date().toISOString() }, copied: false, unchanged: true };
    }
    return { record: activate(store, name, version, 'publish', who), copied: !stored, unchanged: false };
  } finally {
    release();
  }
}

function activeVersion(store: string, name: string): string | null {
  const doc = readRegistry(store);
  return (name === HOST ? doc.host?.version : doc.remotes[name]?.version) ?? null;
}

function requireStored(store: string, name: string, version: string): void {
  if (!existsSync(versionDir(store, name, version))) {
    const known = storedVersions(store, name);
    throw new DeployError(`${name}@${version} is not in the store (stored: ${known.join(', ') || 'none'})`);
  }
}

export interface MoveResult {
  record: HistoryRecord | null;
  /** Set when the version was already live and nothing moved. */
  unchanged?: string;
}

/** Makes a stored version live: the pointer moves, nothing is built or copied. */
export function promote(actor: Actor & { name: string; version: string }, action: Action = 'promote'): MoveResult {
  const { store, name, version, who } = actor;
  const release = acquireStoreLock(store, `${action} ${name} by ${who}`, actor.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    requireStored(store, name, version);
    if (activeVersion(store, name) === version) return { record: null, unchanged: version };
    return { record: activate(store, name, version, action, who) };
  } finally {
    release();
  }
}

/** The version that was live before the current one (from history), if any. */
export function previousVersion(store: string, name: string): string | null {
  const current = activeVersion(store, name);
  const moves = readHistory(store, name);
  for (let i = moves.length - 1; i >= 0; i--) {
    if (moves[i]!.version === current) return moves[i]!.previous;
  }
  return null;
}

/** Moves the pointer back: to `to`, or to the version live before the current one. */
export function rollback(actor: Actor & { name: string; to?: string }): MoveResult {
  const { store, name } = actor;
  if (!activeVersion(store, name)) throw new DeployError(`${name} has no live version to roll back`);
  const to = actor.to ?? previousVersion(store, name);
  if (!to) throw new DeployError(`${name} has no previous version in its history; name one with --to (stored: ${storedVersions(store, name).join(', ')})`);
  return promote({ ...actor, version: to }, 'rollback');
}

function publishedAt(store: string, name: string, version: string): number {
  const meta = readMeta(store, name, version);
  return meta ? Date.parse(meta.publishedAt) : statSync(versionDir(store, name, version)).mtimeMs;
}

/** Removes old versions of `name`, keeping the live one and the `keep` newest; returns what went. */
export function prune(actor: Actor & { name: string; keep: number }): string[] {
  const { store, name, keep, who } = actor;
  const release = acquireStoreLock(store, `prune ${name} by ${who}`, actor.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    const active = activeVersion(store, name);
    const newestFirst = storedVersions(store, name).sort((a, b) => publishedAt(store, name, b) - publishedAt(store, name, a));
    const kept = new Set(newestFirst.slice(0, keep));
    if (active) kept.add(active);
    const removed = newestFirst.filter((v) => !kept.has(v));
    for (const version of removed) {
      rmSync(versionDir(store, name, version), { recursive: true, force: true });
      removeMeta(store, name, version);
    }
    return removed;
  } finally {
    release();
  }
}

export interface StatusRow {
  name: string;
  version: string;
  since: string;
  by: string;
  commit: string;
}

/** What is live: the host and every remote, with when, by whom and from which commit. */
export function status(store: string): StatusRow[] {
  const doc = readRegistry(store);
  const moves = readHistory(store);
  const row = (name: string, version: string, since: string): StatusRow => {
    const last = [...moves].reverse().find((m) => m.name === name && m.version === version);
    return { name, version, since, by: last?.who ?? '-', commit: last?.commit ?? readMeta(store, name, version)?.commit ?? '-' };
  };
  const rows: StatusRow[] = [];
  if (doc.host) rows.push(row(HOST, doc.host.version, doc.host.activatedAt));
  for (const name of Object.keys(doc.remotes).sort()) rows.push(row(name, doc.remotes[name]!.version, doc.remotes[name]!.activatedAt));
  return rows;
}

export { readHistory as history };
export type { FederationManifest };
