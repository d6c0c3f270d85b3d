import { abortReason, canaryIsWorse, sideFigures } from './canary-rule';
import { emptyKinds } from './report-counts';
import cases from './canary-cases.json';

const side = (version: string, attempts: number, failures: number) => ({ version, attempts, failures, rate: attempts ? failures / attempts : 0 });
const judge = (canary: [number, number], live: [number, number], min = 50) =>
  canaryIsWorse({ windowSeconds: 300, canary: side('B', ...canary), live: side('A', ...live) }, min);

describe('the canary rule', () => {
  it('counts loads and load failures as attempts, every failure kind as a failure', () => {
    expect(sideFigures('B', { ...emptyKinds(), load: 40, 'load-failure': 8, 'render-error': 10, 'uncaught-error': 2 })).toEqual({
      version: 'B',
      attempts: 48,
      failures: 20,
      rate: 20 / 48,
    });
    expect(sideFigures('A', emptyKinds())).toEqual({ version: 'A', attempts: 0, failures: 0, rate: 0 });
  });

  // The same figures the Prometheus rules are tested on (deploy/prometheus/src/rules.test.ts).
  it.each(cases.cases)('$name: canary $canary beside live $live → aborted $aborted', ({ canary, live, aborted }) => {
    expect(judge(canary as [number, number], live as [number, number], cases.minAttempts)).toBe(aborted);
  });

  it("says why in one line with both sides' figures", () => {
    expect(abortReason({ windowSeconds: 300, canary: side('B', 48, 20), live: side('A', 51, 0) })).toBe(
      'automatic abort: canary 41.7 % failures (20/48) vs live 0 % (0/51) over 300 s',
    );
  });
});
