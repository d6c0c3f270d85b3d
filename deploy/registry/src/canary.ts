import { checkBuild, checkCompatible, checkRecordedIntegrity, checkSmoke, requireStored, type CompatOptions } from './checks';
import { DeployError } from './deploy-error';
import { appendHistory, canaryRecord, type CanaryFigures, type HistoryRecord } from './history';
import { acquireStoreLock } from './lock';
import { readMeta } from './meta';
import { DEFAULT_LOCK_WAIT_MS, activate, locationOf, storeCheckedBuild, type Actor, type BuildInput } from './operations';
import { readRegistry, writeRegistry, type CanaryEntry, type RegistryDocument, type RegistryEntry } from './registry-document';
import { HOST, storedVersions, versionDir } from './store';

// The registry half of a canary release: a second version beside a remote's live one, loaded by
// `percent` of browsers (the host assigns them). Every move is one write of registry.json, then its
// history lines, under the store lock, like a publish.

export interface CanaryMove extends Actor {
  name: string;
  /** Why, recorded in history (and on the canary when it starts). */
  reason?: string;
}

export interface CanaryResult {
  /** The history lines written, oldest first; empty when nothing changed. */
  records: HistoryRecord[];
  /** The canary after the move; null once it has gone live or ended. */
  canary: CanaryEntry | null;
  /** A build was copied into the store for it. */
  copied?: boolean;
}

/** 1 to 100, whole: a percentage of browsers, as the operator typed it. */
export function checkPercent(value: number | string): number {
  const n = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new DeployError(`the canary percentage must be a whole number from 1 to 100, not ${value}`);
  return n;
}

/** The registry and the remote's live entry, which a canary needs beside it. */
function liveEntry(store: string, name: string): { doc: RegistryDocument; entry: RegistryEntry } {
  if (name === HOST) {
    throw new DeployError('the host has no canary: one host build serves every page, and browsers are assigned per remote; publish the host instead');
  }
  const doc = readRegistry(store);
  const entry = doc.remotes[name];
  if (entry) return { doc, entry };
  if (storedVersions(store, name).length) throw new DeployError(`${name} has no live version; a canary runs beside one: publish ${name} first`);
  throw new DeployError(`unknown remote "${name}" (live remotes: ${Object.keys(doc.remotes).sort().join(', ') || 'none'})`);
}

const commitOf = (store: string, name: string, version: string): string | null => readMeta(store, name, version)?.commit ?? null;

function locked<T>(actor: Actor & { name: string }, what: string, run: () => T): T {
  const release = acquireStoreLock(actor.store, `${what} ${actor.name} by ${actor.who}`, actor.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    return run();
  } finally {
    release();
  }
}

/** The running canary's percentage; `startedAt` and `by` keep saying when and by whom it started. */
function changePercent(move: CanaryMove, doc: RegistryDocument, entry: RegistryEntry, percent: number): CanaryResult {
  const running = entry.canary!;
  if (running.percent === percent) return { records: [], canary: running };
  entry.canary = { ...running, percent };
  writeRegistry(move.store, doc);
  const record = canaryRecord(move.name, 'canary-percent', entry.canary, entry.version, {
    commit: commitOf(move.store, move.name, running.version),
    who: move.who,
    at: new Date().toISOString(),
    previousPercent: running.percent,
    reason: move.reason,
  });
  appendHistory(move.store, record);
  return { records: [record], canary: entry.canary };
}

/** What can be refused before anything is built: the percentage, the remote. Returns the percentage. */
export function checkCanaryStart(store: string, name: string, percent: number | string): number {
  const checked = checkPercent(percent);
  liveEntry(store, name);
  return checked;
}

export interface StartCanaryInput extends CanaryMove, CompatOptions {
  /** As the operator typed it; checked here. */
  percent: number | string;
  /** A stored version; with `build`, the version to store the build as (else named as publish names it). */
  version?: string;
  /** A build to check and store first, exactly as publish does. */
  build?: Omit<BuildInput, 'version' | keyof CompatOptions>;
}

/**
 * Makes a stored version, or a build stored on the way, the canary at `percent`. It passes what a
 * publish passes (shared dependencies against the active host, its entry's recorded integrity, the
 * smoke load) before any browser may get it. The same version again only changes the percentage;
 * another version replaces the running canary (which ends, recorded as such).
 */
export async function startCanary(input: StartCanaryInput): Promise<CanaryResult> {
  const { store, name, who } = input;
  const percent = checkCanaryStart(store, name, input.percent);
  if (input.build) checkBuild(name, input.build.buildDir);
  else if (!input.version) throw new DeployError(`a canary of ${name} needs a stored version or a build`);
  const release = acquireStoreLock(store, `canary ${name} by ${who}`, input.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS);
  try {
    let version = input.version;
    let copied = false;
    const before = liveEntry(store, name).entry;
    if (input.build) {
      const build = { ...input.build, hostManifestFallback: input.hostManifestFallback, allowIncompatible: input.allowIncompatible, version: input.version };
      ({ version, copied } = await storeCheckedBuild(store, name, who, build, 'the canary'));
    } else if (version !== before.version && version !== before.canary?.version) {
      requireStored(store, name, version!);
      checkRecordedIntegrity(store, name, version!);
      checkCompatible(store, name, versionDir(store, name, version!), input);
      await checkSmoke(store, name, version!, 'the canary');
    }
    const { doc, entry } = liveEntry(store, name);
    if (version === entry.version) throw new DeployError(`${name}@${version} is already live; a canary must be another version`);
    if (entry.canary?.version === version) return { ...changePercent(input, doc, entry, percent), copied };
    const integrity = checkRecordedIntegrity(store, name, version!);
    const at = new Date().toISOString();
    const records: HistoryRecord[] = [];
    if (entry.canary) {
      const old = entry.canary;
      records.push(
        canaryRecord(name, 'canary-abort', old, entry.version, {
          commit: commitOf(store, name, old.version),
          who,
          at,
          reason: `replaced by canary ${version}`,
        }),
      );
    }
    entry.canary = { ...locationOf(name, version!, integrity), percent, startedAt: at, by: who, ...(input.reason ? { reason: input.reason } : {}) };
    writeRegistry(store, doc);
    records.push(canaryRecord(name, 'canary', entry.canary, entry.version, { commit: commitOf(store, name, version!), who, at, reason: input.reason }));
    for (const record of records) appendHistory(store, record);
    return { records, canary: entry.canary, copied };
  } finally {
    release();
  }
}

/** Raises or lowers the running canary's percentage. */
export function setCanaryPercent(input: CanaryMove & { percent: number | string }): CanaryResult {
  const percent = checkPercent(input.percent);
  return locked(input, 'canary', () => {
    const { doc, entry } = liveEntry(input.store, input.name);
    if (!entry.canary) throw new DeployError(`${input.name} has no running canary to change; start one with: canary ${input.name} <version> --percent N`);
    return changePercent(input, doc, entry, percent);
  });
}

/** The running canary becomes the live version, for every browser (`canary-promote`). */
export function promoteCanary(input: CanaryMove): CanaryResult {
  return locked(input, 'promote', () => {
    const { entry } = liveEntry(input.store, input.name);
    if (!entry.canary) throw new DeployError(`${input.name} has no running canary to promote; to make a stored version live: promote ${input.name} <version>`);
    const { record } = activate(input.store, input.name, entry.canary.version, 'canary-promote', input.who, input.reason);
    return { records: [record], canary: null };
  });
}

export interface AbortInput extends CanaryMove {
  /**
   * Abort only this canary version (an automatic abort): when another one runs by now, or none,
   * nothing changes and no error is raised, since the figures were about a canary already gone.
   */
  expectedVersion?: string;
  /** What an automatic abort was judged on, recorded in the history line. */
  figures?: CanaryFigures;
}

/** Ends the running canary: every browser gets the live version again. */
export function abortCanary(input: AbortInput): CanaryResult {
  return locked(input, 'abort', () => {
    const { doc, entry } = liveEntry(input.store, input.name);
    const running = entry.canary;
    if (input.expectedVersion !== undefined && running?.version !== input.expectedVersion) return { records: [], canary: running ?? null };
    if (!running) throw new DeployError(`${input.name} has no running canary to abort (live: ${entry.version})`);
    delete entry.canary;
    writeRegistry(input.store, doc);
    const record = canaryRecord(input.name, 'canary-abort', running, entry.version, {
      commit: commitOf(input.store, input.name, running.version),
      who: input.who,
      at: new Date().toISOString(),
      reason: input.reason,
      figures: input.figures,
    });
    appendHistory(input.store, record);
    return { records: [record], canary: null };
  });
}
