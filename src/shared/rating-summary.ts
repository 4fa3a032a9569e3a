/** The arithmetic of a summary of ratings: how many reviews gave each score, and their average. */
import type { Review } from '../api/review.js';

/** How many reviews gave each score: the first number counts 1 star, the last 5 stars. */
export type RatingCounts = readonly number[];

export const noRatings: RatingCounts = [0, 0, 0, 0, 0];

/**
 * `counts` with the rated reviews added: a score of 0 means the service left it out, and must not
 * pull the average down. A new array; `counts` stays as it is.
 */
export function countRatings(reviews: readonly Pick<Review, 'score'>[], counts: RatingCounts = noRatings): RatingCounts {
  const added = [...counts];
  for (const { score } of reviews) if (score >= 1 && score <= 5) added[score - 1] = (added[score - 1] ?? 0) + 1;
  return added;
}

export interface RatingSummary {
  /** The average score of the rated reviews; 0 when none is. */
  readonly average: number;
  /** How many reviews are rated. */
  readonly count: number;
  /** From 5 stars down to 1: the score, how many reviews gave it, and their share of `count` (0 to 1). */
  readonly rows: readonly { readonly stars: number; readonly count: number; readonly share: number }[];
}

/** The average and the histogram of the counts; without a rated review, a count of 0 and empty rows. */
export function ratingSummary(counts: RatingCounts): RatingSummary {
  const count = counts.reduce((sum, n) => sum + n, 0);
  // Without a rated review, 0 rather than NaN.
  const whole = count || 1;
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const given = counts[stars - 1] ?? 0;
    return { stars, count: given, share: given / whole };
  });
  return { average: counts.reduce((sum, n, index) => sum + n * (index + 1), 0) / whole, count, rows };
}
