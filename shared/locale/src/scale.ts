/**
 * A pure function whose purpose the product leaves unnamed: below 1 quadratic, otherwise
 * logarithmic plus 2, rounded to 3 decimals. Decisions, since only the shape is given:
 * - "logarithmic" is the natural logarithm (Math.log); at x = 1 it gives 2, so the curve jumps
 *   from 1 (just below 1) to 2 — two pieces are described, not a continuous curve.
 * - "below 1" includes zero and negatives, which square to non-negative values.
 * - Rounding is half away from zero on the third decimal; NaN and ±Infinity give NaN.
 */
export function scaleRound(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  const raw = x < 1 ? x * x : Math.log(x) + 2;
  return roundTo(raw, 3);
}

/** Rounds with an epsilon nudge so that 1.0005 becomes 1.001, not 1 (binary float artefact). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const sign = value < 0 ? -1 : 1;
  // `+ 0` turns a -0 (from rounding a tiny negative) into 0.
  return (sign * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor + 0;
}
