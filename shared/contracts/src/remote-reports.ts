// What a browser tells the gateway about the remotes it loaded (canary releases judged by
// their figures). Counts only: no user, no URL of the page, no message text, no stack beyond the
// file names of the remote's own build. The host sends a batch with `navigator.sendBeacon`
// (a `text/plain` body holding this JSON) to REMOTE_REPORTS_PATH; the gateway checks it with
// `parseRemoteReport`, refuses anything else, and keeps counts per remote, version and window.

export const REMOTE_REPORTS_PATH = '/mf/reports';
/** A batch larger than this is refused whole (413): a well-behaved host never comes near it. */
export const REMOTE_REPORT_MAX_BYTES = 8 * 1024;
/** Rows in one batch; the host merges equal rows, so a page sends a handful. */
export const REMOTE_REPORT_MAX_ROWS = 50;

/**
 * - `load`: the remote's `./App` loaded and was handed to the page.
 * - `load-failure`: it did not; `detail` says where (`entry`, `manifest`, `chunk`, `integrity`,
 *   `timeout`, `other`).
 * - `render-error`: the area's error boundary caught an error thrown while rendering it.
 * - `uncaught-error`: an error nobody caught whose stack names one of this remote's files.
 */
export type RemoteReportKind = 'load' | 'load-failure' | 'render-error' | 'uncaught-error';
export const REMOTE_REPORT_KINDS: readonly RemoteReportKind[] = ['load', 'load-failure', 'render-error', 'uncaught-error'];
export type LoadFailureDetail = 'entry' | 'manifest' | 'chunk' | 'integrity' | 'timeout' | 'other';
export const LOAD_FAILURE_DETAILS: readonly LoadFailureDetail[] = ['entry', 'manifest', 'chunk', 'integrity', 'timeout', 'other'];
export type RemoteChannel = 'live' | 'canary';

export interface RemoteReportRow {
  remote: string;
  version: string;
  channel: RemoteChannel;
  kind: RemoteReportKind;
  /** load-failure: where; render-error / uncaught-error: the error's constructor name (`TypeError`). */
  detail?: string;
  /** uncaught-error: the remote's file the stack's top frame names (`123.abcdef0123.js`), no path, no query. */
  file?: string;
  /** How many times, since the last batch (1 to 1000). */
  count: number;
}

export interface RemoteReportBatch {
  /** Format version. */
  v: 1;
  rows: RemoteReportRow[];
}

const NAME = /^[a-z][a-z0-9-]{0,39}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;
const DETAIL = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}\.m?js$/;

/** The batch if `body` is one exactly as specified; null otherwise (the whole batch is refused). */
export function parseRemoteReport(body: string): RemoteReportBatch | null {
  if (body.length > REMOTE_REPORT_MAX_BYTES) return null;
  let doc: unknown;
  try {
    doc = JSON.parse(body);
  } catch {
    return null;
  }
  if (!doc || typeof doc !== 'object' || (doc as { v?: unknown }).v !== 1) return null;
  const rows = (doc as { rows?: unknown }).rows;
  if (!Array.isArray(rows) || rows.length === 0 || rows.length > REMOTE_REPORT_MAX_ROWS) return null;
  const out: RemoteReportRow[] = [];
  for (const raw of rows) {
    if (!raw || typeof raw !== 'object') return null;
    const { remote, version, channel, kind, detail, file, count, ...rest } = raw as Record<string, unknown>;
    if (Object.keys(rest).length) return null;
    if (typeof remote !== 'string' || !NAME.test(remote)) return null;
    if (typeof version !== 'string' || !VERSION.test(version)) return null;
    if (channel !== 'live' && channel !== 'canary') return null;
    if (!REMOTE_REPORT_KINDS.includes(kind as RemoteReportKind)) return null;
    if (!Number.isInteger(count) || (count as number) < 1 || (count as number) > 1000) return null;
    if (detail !== undefined && (typeof detail !== 'string' || !DETAIL.test(detail))) return null;
    if (kind === 'load-failure' && !LOAD_FAILURE_DETAILS.includes(detail as LoadFailureDetail)) return null;
    if (file !== undefined && (kind !== 'uncaught-error' || typeof file !== 'string' || !FILE.test(file))) return null;
    out.push({
      remote,
      version,
      channel,
      kind: kind as RemoteReportKind,
      ...(detail === undefined ? {} : { detail: detail as string }),
      ...(file === undefined ? {} : { file: file as string }),
      count: count as number,
    });
  }
  return { v: 1, rows: out };
}
