// Which version of a remote this page loads: the live one, or the canary beside it for the share
// of browsers the registry names. The answer goes through the one loading path (load-remote-app.ts,
// and the idle prefetch in remote-apps.ts), so integrity and origin rules hold for both.
import { browserId } from './browser-id';
import { canaryBucket, inCanary } from './canary-bucket';
import type { RegistryDocument, RegistryEntry } from './registry';

/**
 * `?remote-version=<remote>@<version>` (repeatable, or comma-separated) picks that remote's canary
 * or live version for the page load, for a smoke test before widening a canary; `canary` and `live`
 * stand for whichever version is in that role. Honoured only when the registry answer allows it.
 */
export const FORCED_VERSION_PARAM = 'remote-version';

export interface EntryChoice {
  entry: RegistryEntry;
  canary: boolean;
  /** Picked by `?remote-version=` rather than by the browser's bucket. */
  forced: boolean;
}

/** remote → requested version, from a page URL. */
export function forcedVersions(url: string): ReadonlyMap<string, string> {
  const forced = new Map<string, string>();
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return forced;
  }
  for (const value of params.getAll(FORCED_VERSION_PARAM).flatMap((v) => v.split(','))) {
    const at = value.indexOf('@');
    if (at > 0 && at < value.length - 1) forced.set(value.slice(0, at).trim(), value.slice(at + 1).trim());
  }
  return forced;
}

const isCanaryOffered = (percent: unknown): percent is number => typeof percent === 'number' && Number.isFinite(percent) && percent > 0;

/**
 * The entry `remote` loads for the browser with `id`; undefined when the registry does not name
 * the remote. A forced version is honoured only when the document allows it and names it (as the
 * canary or the live version): any other version has no published integrity hash to load it with.
 * `id` may be given lazily: a browser is given an id only once some remote offers it a canary.
 */
export function chooseEntry(
  doc: RegistryDocument,
  remote: string,
  id: string | (() => string),
  forced: ReadonlyMap<string, string> = new Map(),
): EntryChoice | undefined {
  const live = doc.remotes[remote];
  if (!live) return undefined;
  const { canary, ...liveEntry } = live;
  // A canary the host cannot read is not offered: the live version is the safe side.
  const offered = canary && typeof canary.version === 'string' && typeof canary.entry === 'string' && isCanaryOffered(canary.percent) ? canary : undefined;
  const wanted = doc.allowForcedVersions === true ? forced.get(remote) : undefined;
  if (wanted !== undefined) {
    // A version's own name first, so a version called `live` or `canary` still means itself.
    if (offered && wanted === offered.version) return { entry: offered, canary: true, forced: true };
    if (wanted === live.version) return { entry: liveEntry, canary: false, forced: true };
    if (offered && wanted === 'canary') return { entry: offered, canary: true, forced: true };
    if (wanted === 'live') return { entry: liveEntry, canary: false, forced: true };
  }
  if (offered && inCanary(canaryBucket(typeof id === 'function' ? id() : id, remote), offered.percent)) return { entry: offered, canary: true, forced: false };
  return { entry: liveEntry, canary: false, forced: false };
}

/**
 * The URL the page was loaded with: a forced version is for the page load, and the router may
 * have replaced the address since (the navigation entry keeps the original).
 */
function pageLoadUrl(): string {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceEntry[];
  return navigation?.name || window.location.href;
}

let pageForced: ReadonlyMap<string, string> | null = null;

/** The entry this page loads for `remote` (this browser's bucket, this page load's URL). */
export function entryFor(doc: RegistryDocument, remote: string): EntryChoice | undefined {
  pageForced ??= forcedVersions(pageLoadUrl());
  return chooseEntry(doc, remote, browserId, pageForced);
}

/**
 * Marks on `<html>` which version of `remote` the page loaded, for diagnostics and browser tests:
 * `data-remote-<remote>="<version>"`, `data-remote-<remote>-channel="live|canary"`, and
 * `data-remote-<remote>-forced` when `?remote-version=` picked it.
 */
export function recordLoadedVersion(remote: string, { entry, canary, forced }: EntryChoice): void {
  const html = document.documentElement;
  html.setAttribute(`data-remote-${remote}`, entry.version);
  html.setAttribute(`data-remote-${remote}-channel`, canary ? 'canary' : 'live');
  html.toggleAttribute(`data-remote-${remote}-forced`, forced);
}

export function resetCanaryForTests(): void {
  pageForced = null;
}
