import type { RemoteChannel, RemoteReportKind, RemoteReportRow } from '@portal/contracts/src/remote-reports';

// What the browsers reported, kept two ways: totals since the process started (Prometheus counters
// must only rise) and 10-second buckets over the last hour (the canary's sliding window, the
// operator's chart). Both are bounded: a key is remote, version, channel, kind and detail, the
// endpoint counts only versions the store holds, a remote version keeps at most MAX_DETAILS
// details per kind and the whole process at most MAX_KEYS keys, so no sender grows memory at will;
// at the limit, the totals of keys idle for an hour go first.

export const BUCKET_SECONDS = 10;
export const HISTORY_SECONDS = 3600;
export const MAX_KEYS = 4000;
export const MAX_DETAILS = 20;

export type BatchOutcome = 'accepted' | 'too_large' | 'invalid' | 'limited';
export type DroppedReason = 'unknown_version' | 'key_limit';

export interface CountRow {
  remote: string;
  version: string;
  channel: RemoteChannel;
  kind: RemoteReportKind;
  detail: string;
  count: number;
}

/** One version's figures over some span. */
export interface KindCounts {
  load: number;
  'load-failure': number;
  'render-error': number;
  'uncaught-error': number;
}

export const emptyKinds = (): KindCounts => ({ load: 0, 'load-failure': 0, 'render-error': 0, 'uncaught-error': 0 });

const SEP = '\t';
const keyOf = (r: Omit<CountRow, 'count'>) => [r.remote, r.version, r.channel, r.kind, r.detail].join(SEP);
function rowOf(key: string, count: number): CountRow {
  const [remote, version, channel, kind, detail] = key.split(SEP) as [string, string, RemoteChannel, RemoteReportKind, string];
  return { remote, version, channel, kind, detail, count };
}

export class ReportCounts {
  private readonly totals = new Map<string, number>();
  private readonly buckets = new Map<number, Map<string, number>>();
  private readonly details = new Map<string, Set<string>>();
  readonly batches: Record<BatchOutcome, number> = { accepted: 0, too_large: 0, invalid: 0, limited: 0 };
  readonly droppedRows: Record<DroppedReason, number> = { unknown_version: 0, key_limit: 0 };

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one checked row; false when the key limit kept it out. */
  add(row: RemoteReportRow): boolean {
    const key = keyOf({ ...row, detail: this.detailFor(row) });
    if (!this.totals.has(key) && this.totals.size >= MAX_KEYS) this.forgetIdle();
    if (!this.totals.has(key) && this.totals.size >= MAX_KEYS) {
      this.droppedRows.key_limit++;
      return false;
    }
    this.totals.set(key, (this.totals.get(key) ?? 0) + row.count);
    const index = Math.floor(this.now() / 1000 / BUCKET_SECONDS);
    let bucket = this.buckets.get(index);
    if (!bucket) {
      this.buckets.set(index, (bucket = new Map()));
      this.prune(index);
    }
    bucket.set(key, (bucket.get(key) ?? 0) + row.count);
    return true;
  }

  /** Every key's total since the process started. */
  totalRows(): CountRow[] {
    return [...this.totals].map(([key, count]) => rowOf(key, count));
  }

  /** One version's counts (both channels) in the buckets that end after `sinceMs`. */
  sum(remote: string, version: string, sinceMs: number): KindCounts {
    const out = emptyKinds();
    for (const [index, bucket] of this.buckets) {
      if ((index + 1) * BUCKET_SECONDS * 1000 <= sinceMs) continue;
      for (const [key, count] of bucket) {
        const row = rowOf(key, count);
        if (row.remote === remote && row.version === version) out[row.kind] += count;
      }
    }
    return out;
  }

  /**
   * The last hour of one remote in `stepSeconds` intervals, oldest first: per interval its start
   * and each version's counts.
   */
  series(remote: string, stepSeconds: number): Array<{ start: number; versions: Map<string, KindCounts> }> {
    const steps = Math.ceil(HISTORY_SECONDS / stepSeconds);
    const end = Math.ceil(this.now() / 1000 / stepSeconds) * stepSeconds;
    const out = Array.from({ length: steps }, (_, i) => ({ start: (end - (steps - i) * stepSeconds) * 1000, versions: new Map<string, KindCounts>() }));
    for (const [index, bucket] of this.buckets) {
      const slot = Math.floor((index * BUCKET_SECONDS - (end - steps * stepSeconds)) / stepSeconds);
      if (slot < 0 || slot >= steps) continue;
      for (const [key, count] of bucket) {
        const row = rowOf(key, count);
        if (row.remote !== remote) continue;
        const versions = out[slot]!.versions;
        if (!versions.has(row.version)) versions.set(row.version, emptyKinds());
        versions.get(row.version)![row.kind] += count;
      }
    }
    return out;
  }

  /** The row's detail, or `other` once its remote version already has MAX_DETAILS of them for that kind. */
  private detailFor(row: RemoteReportRow): string {
    if (!row.detail) return '';
    const owner = [row.remote, row.version, row.kind].join(SEP);
    let seen = this.details.get(owner);
    if (!seen) this.details.set(owner, (seen = new Set()));
    if (seen.has(row.detail)) return row.detail;
    if (seen.size >= MAX_DETAILS) return 'other';
    seen.add(row.detail);
    return row.detail;
  }

  /**
   * Totals of keys no browser has reported for an hour (a version long replaced): dropped, so a new
   * canary is counted however many versions came before it. Prometheus sees those series end;
   * their increase over any later window is 0 all the same.
   */
  private forgetIdle(): void {
    this.prune(Math.floor(this.now() / 1000 / BUCKET_SECONDS));
    const recent = new Set<string>();
    for (const bucket of this.buckets.values()) for (const key of bucket.keys()) recent.add(key);
    for (const key of this.totals.keys()) if (!recent.has(key)) this.totals.delete(key);
    for (const owner of this.details.keys()) {
      const [remote, version] = owner.split(SEP);
      if (![...recent].some((k) => k.startsWith(`${remote}${SEP}${version}${SEP}`))) this.details.delete(owner);
    }
  }

  private prune(current: number): void {
    const oldest = current - HISTORY_SECONDS / BUCKET_SECONDS;
    for (const index of this.buckets.keys()) if (index < oldest) this.buckets.delete(index);
  }
}
