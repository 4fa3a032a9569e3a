/**
 * What computing every figure of `<review-insights>` costs once the last page of reviews is in
 * (issue 23: under 50 ms for 10,000 reviews over a year), next to a plain loop over the same
 * reviews that only sums their scores: the least any figure can cost. Prints the medians of both,
 * in a business zone with daylight-saving changes, for a year of reviews (by month) and for 90 days
 * of them (by week).
 */
import { expect } from '@open-wc/testing';
import type { Review } from '../src/api/review.js';
import { type BranchReview, computeInsights } from '../src/elements/review-insights/insights.js';

const reviewCount = 10_000;
const samples = 15;
const budgetMs = 50;
const today = '2026-11-25';

/** A year of reviews over three branches, twelve groomers (one or two a review) and four channels, some unrated. */
function yearOfReviews(): BranchReview[] {
  const end = Date.parse(`${today}T23:00:00Z`);
  const sources = ['SMS', 'GROOMING_REPORT', 'PET_PARENT_PORTAL', 'SOURCE_UNSPECIFIED'] as const;
  return Array.from({ length: reviewCount }, (_, index) => {
    const reviewTime = new Date(end - ((index * 7_919_311) % (365 * 86_400_000))).toISOString();
    const staffIds = index % 7 === 0 ? [`stf_${index % 12}`, `stf_${(index + 5) % 12}`] : [`stf_${index % 12}`];
    const review: Review = {
      id: `rev_${index}`,
      customerId: `cus_${index % 900}`,
      appointmentId: `apt_${index}`,
      staffIds,
      petIds: [`pet_${index % 1200}`],
      source: sources[index % sources.length]!,
      score: index % 23 === 0 ? 0 : 1 + ((index * 31) % 5),
      content: 'A review.',
      reviewTime,
      createdTime: reviewTime,
      lastUpdatedTime: reviewTime,
    };
    return { businessId: `biz_${index % 3}`, review };
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timed(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

describe('review insights benchmark', () => {
  it(`computes every figure of ${reviewCount.toLocaleString('en-US')} reviews in under ${budgetMs} ms, next to a plain loop`, function () {
    this.timeout(120_000);
    const reviews = yearOfReviews();
    const plainLoop = () => {
      let sum = 0;
      for (const { review } of reviews) sum += review.score;
      return sum;
    };
    const rows: string[] = [];
    for (const days of [365, 90]) {
      const options = { today, days, timeZone: 'America/New_York', weekStartsOn: 0 };
      const figures: number[] = [];
      const loops: number[] = [];
      for (let sample = 0; sample < samples; sample += 1) {
        figures.push(timed(() => computeInsights(reviews, options)));
        loops.push(timed(plainLoop));
      }
      const result = computeInsights(reviews, options);
      rows.push(
        `  ${String(days).padStart(3)} days (${result.trend.unit}ly trend): figures ${median(figures).toFixed(1)} ms, plain loop ${median(loops).toFixed(2)} ms, ` +
          `${result.overall.current.count.toLocaleString('en-US')} reviews in the period`,
      );
      expect(median(figures), `${days} days`).to.be.below(budgetMs);
    }
    console.log(`review insights, ${reviewCount.toLocaleString('en-US')} reviews over a year (median of ${samples}):\n${rows.join('\n')}`);
  });
});
