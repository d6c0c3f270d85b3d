import type { CanaryFigures, SideFigures } from '@portal/registry';
import type { KindCounts } from './report-counts';

// When a canary is clearly worse than the live version beside it. Attempts are the loads the
// browsers tried (loaded or failed to load); failures are what a customer saw go wrong: a failed
// load, an area's failure panel, an uncaught error in the remote's files. Both are taken per
// version over the same window. Twice live's rate alone would abort a canary at 0.2 % beside a live
// 0.1 %; live's plus one point alone would abort a canary at 31 % beside a flaky live 30 %: a
// canary must be worse by both to be aborted.

/** A version's figures: attempts = loads + load failures, failures = load failures + render + uncaught errors. */
export function sideFigures(version: string, counts: KindCounts): SideFigures {
  const attempts = counts.load + counts['load-failure'];
  const failures = counts['load-failure'] + counts['render-error'] + counts['uncaught-error'];
  return { version, attempts, failures, rate: attempts ? failures / attempts : 0 };
}

/** True once the canary has `minAttempts` and its rate is above both twice live's and live's + 1 point. */
export function canaryIsWorse(figures: CanaryFigures, minAttempts: number): boolean {
  const { canary, live } = figures;
  if (canary.attempts < minAttempts) return false;
  return canary.rate > 2 * live.rate && canary.rate > live.rate + 0.01;
}

/** `41.7 %`: one decimal, none when whole. */
export const percent = (rate: number): string => `${Number((rate * 100).toFixed(1))} %`;

/** The history reason and log line of an automatic abort. */
export function abortReason({ canary, live, windowSeconds }: CanaryFigures): string {
  return `automatic abort: canary ${percent(canary.rate)} failures (${canary.failures}/${canary.attempts}) vs live ${percent(live.rate)} (${live.failures}/${live.attempts}) over ${windowSeconds} s`;
}
