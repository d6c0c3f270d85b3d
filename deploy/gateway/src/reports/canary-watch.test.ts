import { readHistory, readRegistry, writeRegistry } from '@portal/registry';

jest.mock('@portal/registry', () => {
  const actual = jest.requireActual('@portal/registry');
  return { ...actual, readRegistry: jest.fn(actual.readRegistry) };
});
import { CanaryWatch } from './canary-watch';
import { ReportCounts } from './report-counts';
import { canaryStore, row } from './test-fixtures';

function setup(startedAt?: string, env: Record<string, string> = {}) {
  const config = canaryStore(startedAt, env);
  let now = Date.parse('2026-01-01T12:00:00Z');
  const clock = { advance: (ms: number) => (now += ms), now: () => now };
  const counts = new ReportCounts(clock.now);
  const lines: string[] = [];
  const watch = new CanaryWatch({ config, counts, now: clock.now, log: (l) => lines.push(l) });
  return { config, counts, clock, lines, watch };
}

describe('the automatic canary abort', () => {
  it('leaves a canary below the minimum sample or no worse than live running', () => {
    const { config, counts, watch } = setup();
    counts.add(row('B', 'load', 30));
    counts.add(row('B', 'render-error', 19));
    counts.add(row('A', 'load', 60));
    expect(watch.judge('storage')).toMatchObject({ aborted: false, figures: { canary: { attempts: 30, failures: 19 } } });
    counts.add(row('B', 'load', 20));
    counts.add(row('A', 'render-error', 40));
    // 38 % beside live's 67 %.
    expect(watch.judge('storage')!.aborted).toBe(false);
    expect(readRegistry(config.storeDir).remotes.storage!.canary!.version).toBe('B');
  });

  it('aborts a clearly worse canary: registry, history with the figures, one log line', () => {
    const { config, counts, watch, lines } = setup(undefined, { CANARY_MIN_LOADS: '40' });
    counts.add(row('B', 'load', 40));
    counts.add(row('B', 'load-failure', 8));
    counts.add(row('B', 'render-error', 12));
    counts.add(row('A', 'load', 51));
    expect(watch.judge('storage')).toMatchObject({ aborted: true });
    expect(readRegistry(config.storeDir).remotes.storage).toMatchObject({ version: 'A' });
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeUndefined();
    const reason = 'automatic abort: canary 41.7 % failures (20/48) vs live 0 % (0/51) over 300 s';
    expect(readHistory(config.storeDir, 'storage').at(-1)).toMatchObject({
      action: 'canary-abort',
      version: 'B',
      previous: 'A',
      who: 'gateway',
      reason,
      figures: { windowSeconds: 300, canary: { version: 'B', attempts: 48, failures: 20 }, live: { version: 'A', attempts: 51, failures: 0, rate: 0 } },
    });
    expect(lines).toEqual([`[canary] storage@B aborted beside live A: ${reason}`]);
    // Nothing left to judge.
    expect(watch.judge('storage')).toBeNull();
  });

  it('judges over the sliding window only', () => {
    const { counts, clock, watch } = setup();
    counts.add(row('B', 'render-error', 60));
    // Buckets are 10 s: a count leaves the window within 10 s of its age passing the window.
    clock.advance(310_000);
    counts.add(row('B', 'load', 60));
    expect(watch.judge('storage')).toMatchObject({ aborted: false, figures: { canary: { attempts: 60, failures: 0 } } });
  });

  it('counts nothing from before the canary started (an earlier run of the same version)', () => {
    const { config, counts, clock, watch } = setup(new Date(Date.parse('2026-01-01T12:00:00Z') + 120_000).toISOString());
    counts.add(row('B', 'load', 60));
    counts.add(row('B', 'render-error', 60));
    clock.advance(180_000);
    counts.add(row('B', 'load', 10));
    expect(watch.judge('storage')).toMatchObject({ aborted: false, figures: { windowSeconds: 60, canary: { attempts: 10, failures: 0 } } });
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeDefined();
  });

  it('skips a remote served by a dev server', () => {
    const { counts, watch } = setup(undefined, { DEV_REMOTES: 'storage=http://localhost:3005/remoteEntry.js' });
    counts.add(row('B', 'render-error', 100));
    counts.add(row('B', 'load', 100));
    expect(watch.judge('storage')).toBeNull();
  });

  it('judges after a batch at most once a second per remote, and on its timer for the rest', () => {
    const { config, counts, clock, watch } = setup();
    counts.add(row('B', 'load', 50));
    watch.reported(['storage']);
    counts.add(row('B', 'render-error', 50));
    watch.reported(['storage']);
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeDefined();
    clock.advance(1000);
    watch.reported(['storage']);
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeUndefined();
  });

  it('the timer judges every running canary', () => {
    const { config, counts, watch } = setup();
    counts.add(row('B', 'load', 50));
    counts.add(row('B', 'uncaught-error', 50, { file: '1.abc.js' }));
    watch.judgeAll();
    expect(readRegistry(config.storeDir).remotes.storage!.canary).toBeUndefined();
  });

  it('does not abort a canary that replaced the judged one meanwhile', () => {
    const { config, counts, watch, lines } = setup();
    counts.add(row('B', 'load', 50));
    counts.add(row('B', 'render-error', 50));
    // Another process replaces B with old between the registry read and the abort under the lock.
    const doc = readRegistry(config.storeDir);
    const replaced = { ...doc, remotes: { ...doc.remotes, storage: { ...doc.remotes.storage!, canary: { ...doc.remotes.storage!.canary!, version: 'old' } } } };
    (readRegistry as jest.Mock).mockReturnValueOnce(doc);
    writeRegistry(config.storeDir, replaced);
    expect(watch.judge('storage')).toMatchObject({ aborted: false, figures: { canary: { version: 'B', failures: 50 } } });
    expect(readRegistry(config.storeDir).remotes.storage!.canary!.version).toBe('old');
    expect(lines).toEqual([]);
  });
});
