/**
 * Reads every review of a span of days from ListReviews, branch by branch: pages of 500, which
 * the service sends newest first as a rule but does not promise. A branch's reading stops at the
 * first page whose reviews are all older than the span, and never trusts the order beyond that
 * (each review is placed by its own date); it is bounded by the walk of page tokens (`maxPages`
 * pages, no token twice). Progress is reported after every page.
 */
import { pageWalk } from '../../api/paginate.js';
import type { ListReviewsResponse } from '../../api/review.js';
import { daysBetween } from '../../api/calendar.js';
import type { BranchReview } from './insights.js';

/** How far the reading has come. */
export interface ReadProgress {
  /** Reviews read so far, in the span or not. */
  readonly read: number;
  /** The share of the span read, 0 to 1: how far back each branch's pages have come, on average. */
  readonly share: number;
}

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
  readonly onProgress?: (progress: ReadProgress) => void;
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
  const { businessIds, since, until, dateOf, page } = options;
  const spanDays = daysBetween(since, until) + 1;
  const reviews: BranchReview[] = [];
  // How far back each branch has come, 0 to 1.
  const shares = businessIds.map(() => 0);
  let read = 0;
  let partial = false;
  // Once a branch fails the reading is lost: the other branches ask for no more pages.
  let failed = false;

  const report = () => options.onProgress?.({ read, share: shares.reduce((sum, share) => sum + share, 0) / (shares.length || 1) });

  const readBranch = async (businessId: string, index: number): Promise<void> => {
    const walk = pageWalk();
    let pageToken = '';
    // Bounded by the walk: it ends after `maxPages` pages, or at a token that came back.
    while (!failed) {
      let response: ListReviewsResponse;
      try {
        response = await page(businessId, pageToken);
      } catch (error) {
        failed = true;
        throw error;
      }
      if (failed) return;
      let older = 0;
      let oldest = until;
      for (const review of response.reviews) {
        const date = dated(review.reviewTime, dateOf);
        if (date === undefined) continue;
        if (date < since) older += 1;
        else if (date <= until) reviews.push({ businessId, review });
        if (date < oldest) oldest = date;
      }
      read += response.reviews.length;
      // The first page wholly older than the span ends the branch: later pages are older still, as a rule.
      const past = response.reviews.length > 0 && older === response.reviews.length;
      const next = walk(response.nextPageToken);
      if ('problem' in next && !past) {
        partial = true;
        options.onProblem?.(next.problem);
      }
      const done = past || !('token' in next) || !next.token;
      shares[index] = done ? 1 : Math.min(1, Math.max(0, (daysBetween(oldest, until) + 1) / spanDays));
      report();
      if (done) return;
      pageToken = next.token;
    }
  };

  // A pool: each worker takes the next branch when its own is read.
  let nextBranch = 0;
  const worker = async (): Promise<void> => {
    while (nextBranch < businessIds.length && !failed) {
      const index = nextBranch++;
      await readBranch(businessIds[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(branchesAtOnce, businessIds.length) }, worker));
  return { reviews, partial };
}
