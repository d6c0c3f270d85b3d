import { roundTo, scaleRound } from './scale';

describe('scaleRound', () => {
  it('is quadratic below 1', () => {
    expect(scaleRound(0)).toBe(0);
    expect(scaleRound(0.5)).toBe(0.25);
    expect(scaleRound(0.9999)).toBe(1);
    expect(scaleRound(-2)).toBe(4);
  });
  it('is natural log plus 2 from 1 on', () => {
    expect(scaleRound(1)).toBe(2);
    expect(scaleRound(Math.E)).toBe(3);
    expect(scaleRound(10)).toBe(4.303);
    expect(scaleRound(1000)).toBe(8.908);
  });
  it('rounds to three decimals', () => {
    expect(scaleRound(0.123)).toBe(0.015);
    expect(roundTo(1.0005, 3)).toBe(1.001);
    expect(roundTo(-1.0005, 3)).toBe(-1.001);
    expect(Object.is(roundTo(-0.0001, 3), 0)).toBe(true);
  });
  it('gives NaN for non-finite input', () => {
    expect(scaleRound(Number.NaN)).toBeNaN();
    expect(scaleRound(Infinity)).toBeNaN();
  });
});
