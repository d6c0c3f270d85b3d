import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkBuild, checkCompatible, checkSmoke, requireStored, type CompatOptions } from './checks';
import { type FederationManifest } from './compat';
import { DeployError } from './deploy-error';
import { appendHistory, canaryRecord, movedLive, readHistory, type HistoryRecord, type LiveAction } from './history';
import { acquireStoreLock } from './lock';
import { readMeta, removeMeta, writeMeta } from './meta';
import { readRegistry, writeRegistry, type CanaryEntry } from './registry-document';
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

export { DeployError } from './deploy-error';

export interface Actor {
  store: string;
  /** Who moves the pointer (recorded in history). */
  who: string;
  /** How long to wait for another publisher to finish. */
  lockWaitMs?: number;
}

export const DEFAULT_LOCK_WAIT_MS = 60_000;

/** Where registry.json sends a browser for a stored version of a remote. */
export function locationOf(name: string, version: string, integrity: string): { version: string; entry: string; manifest: string; integrity: string } {
  const base = versionUrl(name, version);
  return { version, entry: `${base}/${REMOTE_ENTRY}`, manifest: `${base}/${MANIFEST}`, integrity };
}

export interface Activation {
  record: HistoryRecord;
  /** The history line of a canary that was running and ended with this move (written before `record`). */
  canaryEnd?: HistoryRecord;
}

/**
 * Points the registry at a stored version and records the move; the caller holds the lock.
 *
 * Whatever moves the live pointer ends a running canary: a canary is judged against the live
 * version beside it, so once that changes (a publish, a rollback, a promote of another version) its
 * figures compare against something else, and a rollback in an incident must leave every browser
 * on the one version named. The end is its own history line (`canary-abort`, "ended by ..."). A
 * promote of the canary's own version is the canary going live (`canary-promote`).
 */
export function activate(store: string, name: string, version: string, action: LiveAction, who: string, reason?: string): Activation {
  const meta = readMeta(store, name, version);
  if (!meta) throw new DeployError(`${name}@${version} has no publish record in the store; publish it again`);
  const doc = readRegistry(store);
  const at = new Date().toISOString();
  let previous: string | null;
  let canary: CanaryEntry | undefined;
  if (name === HOST) {
    previous = doc.host?.version ?? null;
    doc.host = { version, activatedAt: at };
    pointCurrent(store, HOST, version);
  } else {
    previous = doc.remotes[name]?.version ?? null;
    canary = doc.remotes[name]?.canary;
    doc.remotes[name] = { ...locationOf(name, version, meta.integrity), activatedAt: at };
  }
  writeRegistry(store, doc);
  const promoted = canary?.version === version && (action === 'promote' || action === 'canary-promote');
  let canaryEnd: HistoryRecord | undefined;
  if (canary && !promoted) {
    const commit = readMeta(store, name, canary.version)?.commit ?? null;
    canaryEnd = canaryRecord(name, 'canary-abort', canary, previous, { commit, who, at, reason: `ended by ${action} ${version}` });
    appendHistory(store, canaryEnd);
  }
  const record: HistoryRecord = {
    name,
    action: promoted ? 'canary-promote' : action,
    version,
    previous,
    commit: meta.commit,
    who,
    at,
    ...(promoted ? { percent: canary!.percent } : {}),
    ...(reason ? { reason } : {}),
  };
  appendHistory(store, record);
  return canaryEnd ? { record, canaryEnd } : { record };
}

/** A build to check and store, as publish and canary take it. */
export interface BuildInput extends CompatOptions {
  buildDir: string;
  /** Package version of the app; with `commit` it names the version when `version` is not given. */
  packageVersion: string;
  commit: string | null;
  version?: string;
}

export interface PublishInput extends Actor, BuildInput {
  name: string;
}

export interface PublishResult extends Activation {
  /** False when that exact build was already stored (re-activated, not copied again). */
  copied: boolean;
  /** True when that build was already live: nothing moved, nothing recorded. */
  unchanged: boolean;
}

/**
 * Compatibility with the active host, copy into the store (a stored version is never overwritten),
 * smoke-load of the stored copy, publish record: what a build passes before any browser may get it,
 * as the live version (`use` "live") or as a canary. The caller holds the store lock.
 */
export async function storeCheckedBuild(
  store: string,
  name: string,
  who: string,
  input: BuildInput,
  use: string,
): Promise<{ version: string; copied: boolean }> {
  const { buildDir } = input;
  const entry = readRegistry(store).remotes[name];
  const current = name === HOST ? [readRegistry(store).host?.version] : [entry?.version, entry?.canary?.version];
  // The same build again (a rebuild at a newer commit that changed nothing here) keeps its version.
  const same = input.version
    ? undefined
    : current.find((v): v is string => !!v && existsSync(versionDir(store, name, v)) && sameBuild(store, name, v, buildDir));
  const version = input.version ?? same ?? buildVersion(store, name, buildDir, input.packageVersion, input.commit);
  if (!/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(version) || version === CURRENT)
    throw new DeployError(`"${version}" is not a valid version (letters, digits, . + _ -)`);
  checkCompatible(store, name, buildDir, input);

  const target = versionDir(store, name, version);
  const stored = existsSync(target);
  if (stored && !sameBuild(store, name, version, buildDir)) {
    throw new DeployError(`${name}@${version} is already in the store with different content; stored versions never change, give another --version`);
  }
  if (!stored) copyIntoStore(store, name, version, buildDir);
  try {
    await checkSmoke(store, name, version, use);
  } catch (error) {
    if (!stored) rmSync(target, { recursive: true, force: true });
    throw error;
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
  return { version, copied: !stored };
}

/** Publishes a build (checked and stored as above), then switches the pointer, all under the store lock. */
export async function publish(input: PublishInput): Promise<PublishResult> {
  const { store, name, buildDir, who } = input;
  checkBuild(name, buildDir);
  const release = acquireStoreLock(store, `publish ${name} by ${who}`, input.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    const { version, copied } = await storeCheckedBuild(store, name, who, input, 'live');
    if (activeVersion(store, name) === version) {
      // Re-publishing the live build (a rebuild with nothing changed) moves nothing.
      if (name === HOST) pointCurrent(store, HOST, version);
      return {
        record: { name, action: 'publish', version, previous: version, commit: input.commit, who, at: new Date().toISOString() },
        copied: false,
        unchanged: true,
      };
    }
    return { ...activate(store, name, version, 'publish', who), copied, unchanged: false };
  } finally {
    release();
  }
}

export function activeVersion(store: string, name: string): string | null {
  const doc = readRegistry(store);
  return (name === HOST ? doc.host?.version : doc.remotes[name]?.version) ?? null;
}

export interface MoveResult {
  record: HistoryRecord | null;
  /** Set when the version was already live and nothing moved. */
  unchanged?: string;
  /** The history line of a canary that was running and ended with this move. */
  canaryEnd?: HistoryRecord;
}

/** Makes a stored version live: the pointer moves, nothing is built or copied. */
export function promote(actor: Actor & { name: string; version: string; reason?: string }, action: LiveAction = 'promote'): MoveResult {
  const { store, name, version, who } = actor;
  const release = acquireStoreLock(store, `${action} ${name} by ${who}`, actor.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    requireStored(store, name, version);
    if (activeVersion(store, name) === version) return { record: null, unchanged: version };
    return activate(store, name, version, action, who, actor.reason);
  } finally {
    release();
  }
}

/** The version that was live before the current one (from the live moves in history), if any. */
export function previousVersion(store: string, name: string): string | null {
  const current = activeVersion(store, name);
  const moves = readHistory(store, name).filter(movedLive);
  for (let i = moves.length - 1; i >= 0; i--) {
    if (moves[i]!.version === current) return moves[i]!.previous;
  }
  return null;
}

/** Moves the pointer back: to `to`, or to the version live before the current one. */
export function rollback(actor: Actor & { name: string; to?: string; reason?: string }): MoveResult {
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

/** Removes old versions of `name`, keeping the live one, a running canary and the `keep` newest; returns what went. */
export function prune(actor: Actor & { name: string; keep: number }): string[] {
  const { store, name, keep, who } = actor;
  const release = acquireStoreLock(store, `prune ${name} by ${who}`, actor.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    const active = activeVersion(store, name);
    const canary = name === HOST ? undefined : readRegistry(store).remotes[name]?.canary?.version;
    const newestFirst = storedVersions(store, name).sort((a, b) => publishedAt(store, name, b) - publishedAt(store, name, a));
    const kept = new Set(newestFirst.slice(0, keep));
    if (active) kept.add(active);
    if (canary) kept.add(canary);
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
  /** The canary running beside the live version. */
  canary?: { version: string; percent: number; since: string; by: string; reason?: string };
}

/** What is live: the host and every remote, with when, by whom and from which commit, and any canary. */
export function status(store: string): StatusRow[] {
  const doc = readRegistry(store);
  const moves = readHistory(store).filter(movedLive);
  const row = (name: string, version: string, since: string): StatusRow => {
    const last = [...moves].reverse().find((m) => m.name === name && m.version === version);
    return { name, version, since, by: last?.who ?? '-', commit: last?.commit ?? readMeta(store, name, version)?.commit ?? '-' };
  };
  const rows: StatusRow[] = [];
  if (doc.host) rows.push(row(HOST, doc.host.version, doc.host.activatedAt));
  for (const name of Object.keys(doc.remotes).sort()) {
    const entry = doc.remotes[name]!;
    const r = row(name, entry.version, entry.activatedAt);
    const c = entry.canary;
    if (c) r.canary = { version: c.version, percent: c.percent, since: c.startedAt, by: c.by, ...(c.reason ? { reason: c.reason } : {}) };
    rows.push(r);
  }
  return rows;
}

export { readHistory as history };
export type { FederationManifest };
