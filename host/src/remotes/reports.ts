// Counts of how each remote version fares in this browser, sent to the gateway so a canary can be
// judged against the live version. Only counts, the error's kind and the remote's own
// file names leave the page: nothing about the user, the page's address or an error's message.
import {
  REMOTE_REPORTS_PATH,
  REMOTE_REPORT_MAX_ROWS,
  type LoadFailureDetail,
  type RemoteChannel,
  type RemoteReportBatch,
  type RemoteReportKind,
  type RemoteReportRow,
} from '@portal/contracts/src/remote-reports';

/** The version of a remote this page loads, and on which side of a canary it is. */
export interface LoadedVersion {
  version: string;
  channel: RemoteChannel;
}

/** A batch leaves this long after its first row, or at once when the page is hidden. */
export const REPORT_DELAY_MS = 5000;
/** A page that keeps failing stops reporting after this many batches: the figures are in by then. */
export const MAX_BATCHES_PER_PAGE = 20;
const MAX_COUNT = 1000;

const versions = new Map<string, LoadedVersion>();
const pending = new Map<string, RemoteReportRow>();
let timer: ReturnType<typeof setTimeout> | null = null;
let sent = 0;
let listening = false;

/** Remembers which version of `remote` this page loads, so later errors are counted against it. */
export function noteRemoteVersion(remote: string, loaded: LoadedVersion): void {
  versions.set(remote, loaded);
  listen();
}

/** Counts one event of `remote` in the version the page loads (or, for a load, is loading). */
export function reportRemote(remote: string, kind: RemoteReportKind, extra: { detail?: string; file?: string; version?: LoadedVersion } = {}): void {
  const loaded = extra.version ?? versions.get(remote);
  if (!loaded || sent >= MAX_BATCHES_PER_PAGE) return;
  const row: RemoteReportRow = { remote, version: loaded.version, channel: loaded.channel, kind, count: 1 };
  if (extra.detail) row.detail = extra.detail;
  if (extra.file) row.file = extra.file;
  const key = JSON.stringify([row.remote, row.version, row.channel, row.kind, row.detail, row.file]);
  const known = pending.get(key);
  if (known) known.count = Math.min(MAX_COUNT, known.count + 1);
  else pending.set(key, row);
  listen();
  if (pending.size >= REMOTE_REPORT_MAX_ROWS) flushRemoteReports();
  else timer ??= setTimeout(flushRemoteReports, REPORT_DELAY_MS);
}

/** Where a remote's load failed, from the error the loading path threw. */
export function loadFailureDetail(error: unknown): LoadFailureDetail {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(message)) return 'chunk';
  if (/timed? ?out/i.test(message)) return 'timeout';
  if (/integrity/i.test(message)) return 'integrity';
  if (/RUNTIME-00[37]|RUNTIME-013|manifest/i.test(message)) return 'manifest';
  if (/RUNTIME-00[128]|RUNTIME-01[45]|remoteEntry|script resources|not in the registry|does not expose/i.test(message)) return 'entry';
  return 'other';
}

/** What an error caught by an area's boundary counts as: a failed chunk is a load failure. */
export function reportCaughtError(remote: string, error: unknown): void {
  const detail = loadFailureDetail(error);
  if (detail === 'chunk') reportRemote(remote, 'load-failure', { detail });
  else reportRemote(remote, 'render-error', { detail: errorKind(error) });
}

const errorKind = (error: unknown): string | undefined => {
  const name = error instanceof Error ? error.name : undefined;
  return name && /^[A-Za-z][A-Za-z0-9_-]{0,39}$/.test(name) ? name : undefined;
};

/** `/remotes/<remote>/<version>/<file>.js` in a stack: whose file threw (the versioned store layout). */
const REMOTE_FILE = /\/remotes\/([a-z][a-z0-9-]*)\/([A-Za-z0-9][A-Za-z0-9._+-]*)\/([A-Za-z0-9][A-Za-z0-9._-]*\.m?js)\b/;

/** The remote, version and file the top-most frame of `stack` that lies in a remote names. */
export function remoteOfStack(stack: string): { remote: string; version: string; file: string } | null {
  const match = REMOTE_FILE.exec(stack);
  return match ? { remote: match[1]!, version: match[2]!, file: match[3]! } : null;
}

/** An error nobody caught: counted when its stack points into a remote this page loaded. */
export function reportUncaught(error: unknown): void {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const where = remoteOfStack(stack);
  const loaded = where && versions.get(where.remote);
  // Only the version this page runs: another version's file in a stack is not this page's doing.
  if (!where || !loaded || loaded.version !== where.version) return;
  reportRemote(where.remote, 'uncaught-error', { detail: errorKind(error), file: where.file });
}

/** Sends what is pending, in one beacon (the browser delivers it even as the page goes away). */
export function flushRemoteReports(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  if (pending.size === 0 || sent >= MAX_BATCHES_PER_PAGE) return;
  const batch: RemoteReportBatch = { v: 1, rows: [...pending.values()] };
  pending.clear();
  sent++;
  const body = JSON.stringify(batch);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(REMOTE_REPORTS_PATH, body)) return;
    void fetch(REMOTE_REPORTS_PATH, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'text/plain' } }).catch(
      () => undefined,
    );
  } catch {
    /* reports are best effort: a page never fails because one did not leave */
  }
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('error', (event) => reportUncaught(event.error));
  window.addEventListener('unhandledrejection', (event) => reportUncaught(event.reason));
  // A hidden page may never run a timer again: send now.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushRemoteReports();
  });
  window.addEventListener('pagehide', flushRemoteReports);
}

export function resetRemoteReportsForTests(): void {
  versions.clear();
  pending.clear();
  if (timer !== null) clearTimeout(timer);
  timer = null;
  sent = 0;
}
