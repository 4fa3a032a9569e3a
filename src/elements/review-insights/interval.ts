/**
 * How sure an average of star ratings is: the 95 % confidence interval of the mean rating, by
 * Student's t (mean ± t × s / √n, s the sample standard deviation), kept within 1 to 5 stars. An
 * average of fewer than `minimumRated` rated reviews is marked too few to compare: its interval is
 * wide (or, with a handful of equal ratings, falsely narrow), and it is never ranked above a surer one.
 */

/** The fewest rated reviews whose average is compared with others. */
export const minimumRated = 10;

export interface Interval {
  readonly low: number;
  readonly high: number;
}

/** Student's t at 97.5 % (a two-sided 95 % interval) for 1 to 30 degrees of freedom. */
const tTable = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086,
  2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** The normal distribution's 97.5 % point. */
const z = 1.959964;

/** Student's t at 97.5 % for `df` degrees of freedom: the table to 30, then Cornish–Fisher's expansion around the normal (within 0.0005). */
export function tCritical(df: number): number {
  if (df < 1) return Number.POSITIVE_INFINITY;
  if (df <= tTable.length) return tTable[df - 1]!;
  const z3 = z ** 3;
  const z5 = z ** 5;
  return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df * df);
}

/**
 * The 95 % interval of the mean of `rated` ratings whose sum is `sum` and sum of squares
 * `sumSquares`, kept within 1 and 5; undefined under two ratings.
 */
export function meanInterval(rated: number, sum: number, sumSquares: number): Interval | undefined {
  if (rated < 2) return undefined;
  const mean = sum / rated;
  // The sample variance; rounding can make it a hair below zero for equal ratings.
  const variance = Math.max(0, (sumSquares - rated * mean * mean) / (rated - 1));
  const half = tCritical(rated - 1) * Math.sqrt(variance / rated);
  return { low: Math.max(1, mean - half), high: Math.min(5, mean + half) };
}
