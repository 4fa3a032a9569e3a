import type { Review } from '../../api/review.js';

/**
 * The average score of the rated reviews and how many they are, or undefined when none is rated:
 * a score of 0 means the service left it out, and must not pull the average down.
 */
export function ratingSummary(reviews: readonly Pick<Review, 'score'>[]): { average: number; count: number } | undefined {
  const rated = reviews.filter((review) => review.score > 0);
  if (rated.length === 0) return undefined;
  return { average: rated.reduce((sum, review) => sum + review.score, 0) / rated.length, count: rated.length };
}
