import { BUCKET_SECONDS, HISTORY_SECONDS, MAX_DETAILS, MAX_KEYS, ReportCounts } from './report-counts';
import { row } from './test-fixtures';

describe('ReportCounts', () => {
  it('sums a version over the buckets of a window and keeps totals since the start', () => {
    let now = 1_000_000_000;
    const counts = new ReportCounts(() => now);
    counts.add(row('B', 'load', 5));
    now += 60_000;
    counts.add(row('B', 'render-error', 2, { detail: 'TypeError' }));
    counts.add(row('A', 'load', 7));
    expect(counts.sum('storage', 'B', now - 30_000)).toEqual({ load: 0, 'load-failure': 0, 'render-error': 2, 'uncaught-error': 0 });
    expect(counts.sum('storage', 'B', now - 120_000)).toMatchObject({ load: 5, 'render-error': 2 });
    expect(counts.totalRows()).toEqual(
      expect.arrayContaining([
        { remote: 'storage', version: 'B', channel: 'canary', kind: 'load', detail: '', count: 5 },
        { remote: 'storage', version: 'B', channel: 'canary', kind: 'render-error', detail: 'TypeError', count: 2 },
      ]),
    );
  });

  it('forgets buckets older than the history, not the totals', () => {
    let now = 1_000_000_000;
    const counts = new ReportCounts(() => now);
    counts.add(row('B', 'load', 5));
    now += (HISTORY_SECONDS + 2 * BUCKET_SECONDS) * 1000;
    counts.add(row('B', 'load', 1));
    expect(counts.sum('storage', 'B', 0).load).toBe(1);
    expect(counts.totalRows()[0]!.count).toBe(6);
  });

  it('bounds the details per version and the keys of the process', () => {
    const counts = new ReportCounts();
    for (let i = 0; i < MAX_DETAILS + 5; i++) counts.add(row('B', 'render-error', 1, { detail: `Error${i}` }));
    const details = counts.totalRows().map((r) => r.detail);
    expect(details).toHaveLength(MAX_DETAILS + 1);
    expect(counts.totalRows().find((r) => r.detail === 'other')!.count).toBe(5);
    for (let i = 0; i < MAX_KEYS; i++) counts.add(row(`v${i}`, 'load', 1));
    expect(counts.totalRows()).toHaveLength(MAX_KEYS);
    expect(counts.droppedRows.key_limit).toBe(MAX_DETAILS + 1);
  });

  it('at the key limit, forgets the keys idle for an hour: a new canary is still counted', () => {
    let now = 1_000_000_000;
    const counts = new ReportCounts(() => now);
    for (let i = 0; i < MAX_KEYS; i++) counts.add(row(`old${i}`, 'load', 1));
    expect(counts.add(row('fresh', 'load', 1))).toBe(false);
    now += (HISTORY_SECONDS + BUCKET_SECONDS) * 1000;
    counts.add(row('A', 'load', 2));
    expect(counts.add(row('B', 'load', 3))).toBe(true);
    expect(counts.totalRows().map((r) => [r.version, r.count])).toEqual([
      ['A', 2],
      ['B', 3],
    ]);
    expect(counts.sum('storage', 'B', 0).load).toBe(3);
  });

  it('lays the last hour out in intervals, per version', () => {
    let now = 1_000_000_000;
    const counts = new ReportCounts(() => now);
    counts.add(row('A', 'load', 3));
    now += 10 * 60_000;
    counts.add(row('B', 'load-failure', 2));
    const series = counts.series('storage', 300);
    expect(series).toHaveLength(12);
    expect(series.at(-1)!.versions.get('B')).toMatchObject({ 'load-failure': 2 });
    expect(series.filter((s) => s.versions.get('A')?.load === 3)).toHaveLength(1);
    expect(series.at(-1)!.start).toBeLessThanOrEqual(now);
  });
});
