/**
 * Reads every review of a span of days from ListReviews, branch by branch, a few branches at a
 * time, through the staff elements' one reader of pages (src/shared/read-every-page.ts): pages of
 * 500, which the service sends newest first as a rule but does not promise. A branch's reading
 * stops at the first page whose reviews are all older than the span, and never trusts the order
 * beyond that (each review is placed by its own date). Progress is reported after every page: how
 * far back each branch's pages have come, on average.
 */
import type { ListReviewsResponse } from '../../api/review.js';
import { daysBetween } from '../../api/calendar.js';
import { type ReadingProgress, readEveryPage } from '../../shared/read-every-page.js';
import type { BranchReview } from './insights.js';

export interface PeriodReviews {
  /** The reviews dated in the span, with their branch. */
  readonly reviews: readonly BranchReview[];
  /** Whether a branch's reading stopped at its bound before the span's first day. */
  readonly partial: boolean;
}

export interface ReadOptions {
  readonly businessIds: readonly string[];
  /** The span's first and last days (`YYYY-MM-DD`, business time zone). */
  readonly since: string;
  readonly until: string;
  /** The calendar date of an instant in the business's zone. */
  readonly dateOf: (instantMs: number) => string;
  /** Asks for one page of a branch ("" is the first). */
  readonly page: (businessId: string, pageToken: string) => Promise<ListReviewsResponse>;
  readonly onProgress?: (progress: ReadingProgress) => void;
  /** Why a branch's reading stopped short (a token that came back, too many pages). */
  readonly onProblem?: (message: string) => void;
}

/** How many branches are read at once: a franchise's twenty branches do not send twenty requests together. */
export const branchesAtOnce = 4;

/** The date of a review, or undefined when it has no time the reader can place. */
function dated(reviewTime: string | undefined, dateOf: (instantMs: number) => string): string | undefined {
  const time = reviewTime ? Date.parse(reviewTime) : Number.NaN;
  return Number.isNaN(time) ? undefined : dateOf(time);
}

export async function readPeriodReviews(options: ReadOptions): Promise<PeriodReviews> {
  const { since, until, dateOf } = options;
  const spanDays = daysBetween(since, until) + 1;
  const reviews: BranchReview[] = [];
  const { partial } = await readEveryPage({
    lists: options.businessIds,
    page: options.page,
    atOnce: branchesAtOnce,
    take: (page, businessId) => {
      let older = 0;
      let oldest = until;
      for (const review of page.reviews) {
        const date = dated(review.reviewTime, dateOf);
        if (date === undefined) continue;
        if (date < since) older += 1;
        else if (date <= until) reviews.push({ businessId, review });
        if (date < oldest) oldest = date;
      }
      // The first page wholly older than the span ends the branch: later pages are older still, as a rule.
      const past = page.reviews.length > 0 && older === page.reviews.length;
      return { items: page.reviews.length, next: past ? 'enough' : 'more', reached: (daysBetween(oldest, until) + 1) / spanDays };
    },
    onProgress: options.onProgress,
    onProblem: options.onProblem,
  });
  return { reviews, partial };
}
