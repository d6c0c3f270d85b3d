import { abortCanary, onStore, readRegistry, type CanaryFigures } from '@portal/registry';
import type { GatewayConfig } from '../config';
import { abortReason, canaryIsWorse, sideFigures } from './canary-rule';
import type { ReportCounts } from './report-counts';

// The automatic abort runs in the gateway because the gateway sees each report batch as it
// arrives: it can judge a canary within a second of the figures crossing the line, where a CLI
// polling the metrics would add its own period and need credentials to the store and the metrics.
// Judged right after a batch that touches a remote with a running canary (at most once a second
// per remote) and on a timer, so a threshold crossed between batches still ends the canary within
// a few seconds. It judges only the browsers this process serves: with several gateways
// (CANARY_JUDGE=prometheus, the default on a bucket) Prometheus judges over all of them instead
// (deploy/prometheus). `expectedVersion` makes an abort of a canary already gone a no-op.

export const JUDGE_EVERY_MS = 2000;
const THROTTLE_MS = 1000;

export interface Verdict {
  figures: CanaryFigures;
  aborted: boolean;
}

export interface CanaryWatchOptions {
  config: GatewayConfig;
  counts: ReportCounts;
  now?: () => number;
  log?: (line: string) => void;
}

export class CanaryWatch {
  private readonly lastJudged = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private readonly now: () => number;
  private readonly log: (line: string) => void;

  constructor(private readonly options: CanaryWatchOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
  }

  start(): void {
    this.timer ??= setInterval(() => this.judgeAll(), JUDGE_EVERY_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** After an accepted batch: the remotes it named, each at most once a second (the timer catches the rest). */
  reported(remotes: Iterable<string>): void {
    for (const name of remotes) {
      const last = this.lastJudged.get(name);
      if (last !== undefined && this.now() - last < THROTTLE_MS) continue;
      this.judge(name);
    }
  }

  judgeAll(): void {
    try {
      for (const [name, entry] of Object.entries(readRegistry(this.options.config.storeDir).remotes)) if (entry.canary) this.judge(name);
    } catch (error) {
      this.log(`[canary] judging failed: ${(error as Error).message}`);
    }
  }

  private readonly pending = new Set<string>();

  /**
   * On a bucket store (CANARY_JUDGE=gateway set by hand: one pod): the abort written to the bucket
   * through the store interface, not to this pod's cache of it; `aborted` is reported once the
   * conditional write has landed (the cache then follows the bucket).
   */
  private abortInBucket(store: string, name: string, version: string, live: string, reason: string, figures: CanaryFigures): Verdict {
    if (!this.pending.has(name)) {
      this.pending.add(name);
      void onStore({ store, name, what: 'automatic abort' }, (dir) =>
        abortCanary({ store: dir, name, who: 'gateway', reason, expectedVersion: version, figures, lockWaitMs: 0 }),
      )
        .then(({ records }) => records.length && this.log(`[canary] ${name}@${version} aborted beside live ${live}: ${reason}`))
        .catch((error: Error) => this.log(`[canary] ${name}@${version}: the abort failed, tried again shortly: ${error.message}`))
        .finally(() => this.pending.delete(name));
    }
    return { figures, aborted: false };
  }

  /** Judges `name`'s running canary, aborting it when it is worse; null when none runs here. */
  judge(name: string): Verdict | null {
    const { config, counts } = this.options;
    if (config.devRemotes[name]) return null;
    const entry = readRegistry(config.storeDir).remotes[name];
    const canary = entry?.canary;
    if (!entry || !canary) return null;
    this.lastJudged.set(name, this.now());
    // Not before the canary started: figures of an earlier run of the same version are not its own.
    const since = Math.max(this.now() - config.canaryWindowSeconds * 1000, Date.parse(canary.startedAt) || 0);
    const figures: CanaryFigures = {
      windowSeconds: Math.round((this.now() - since) / 1000),
      canary: sideFigures(canary.version, counts.sum(name, canary.version, since)),
      live: sideFigures(entry.version, counts.sum(name, entry.version, since)),
    };
    if (!canaryIsWorse(figures, config.canaryMinLoads)) return { figures, aborted: false };
    const reason = abortReason(figures);
    if (config.storeUrl) return this.abortInBucket(config.storeUrl, name, canary.version, entry.version, reason, figures);
    try {
      // No waiting for the lock (it would block the event loop): a busy store is tried again next tick.
      const { records } = abortCanary({ store: config.storeDir, name, who: 'gateway', reason, expectedVersion: canary.version, figures, lockWaitMs: 0 });
      if (records.length) this.log(`[canary] ${name}@${canary.version} aborted beside live ${entry.version}: ${reason}`);
      return { figures, aborted: records.length > 0 };
    } catch (error) {
      this.log(`[canary] ${name}@${canary.version}: the abort failed, tried again shortly: ${(error as Error).message}`);
      return { figures, aborted: false };
    }
  }
}
