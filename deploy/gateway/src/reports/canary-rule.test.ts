import { abortReason, canaryIsWorse, sideFigures } from './canary-rule';
import { emptyKinds } from './report-counts';

const side = (version: string, attempts: number, failures: number) => ({ version, attempts, failures, rate: attempts ? failures / attempts : 0 });
const judge = (canary: [number, number], live: [number, number], min = 50) =>
  canaryIsWorse({ windowSeconds: 300, canary: side('B', ...canary), live: side('A', ...live) }, min);

describe('the canary rule', () => {
  it('counts loads and load failures as attempts, every failure kind as a failure', () => {
    expect(sideFigures('B', { ...emptyKinds(), load: 40, 'load-failure': 8, 'render-error': 10, 'uncaught-error': 2 })).toEqual({ version: 'B', attempts: 48, failures: 20, rate: 20 / 48 });
    expect(sideFigures('A', emptyKinds())).toEqual({ version: 'A', attempts: 0, failures: 0, rate: 0 });
  });

  it('waits for the minimum number of attempts', () => {
    expect(judge([49, 49], [100, 0])).toBe(false);
    expect(judge([50, 50], [100, 0])).toBe(true);
  });

  it('needs the canary above twice live\'s rate', () => {
    expect(judge([100, 40], [100, 20])).toBe(false);
    expect(judge([100, 41], [100, 20])).toBe(true);
  });

  it('needs the canary above live\'s rate plus one point (a live with no attempts counts as 0 %)', () => {
    expect(judge([100, 1], [100, 0])).toBe(false);
    expect(judge([100, 2], [100, 0])).toBe(true);
    expect(judge([100, 1], [0, 0])).toBe(false);
    expect(judge([1000, 11], [0, 0])).toBe(true);
    // 0.2 % beside 0.1 %: twice as bad, yet not by a point.
    expect(judge([1000, 2], [1000, 1])).toBe(false);
  });

  it('says why in one line with both sides\' figures', () => {
    expect(abortReason({ windowSeconds: 300, canary: side('B', 48, 20), live: side('A', 51, 0) })).toBe(
      'automatic abort: canary 41.7 % failures (20/48) vs live 0 % (0/51) over 300 s',
    );
  });
});
