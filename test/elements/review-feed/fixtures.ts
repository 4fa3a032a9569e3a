// What the feed's tests by feature share: a feed rendered and its first page waited for, the
// ListReviews requests it sent (read from the reference API's log), reviews made up for a planned
// answer, and the summary and dates computed apart from the element.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { TemplateResult } from 'lit';
import { createClient } from '../../../src/api/client.js';
import type { Review } from '../../../src/api/review.js';
import type { ReviewsLoadDetail } from '../../../src/elements/review-feed/events.js';
import type { ReviewFeed } from '../../../src/elements/review-feed/review-feed.js';
import type { BookingErrorDetail } from '../../../src/shared/events.js';
import { newScope, plan, requestLog, scopedBaseUrl, type LogEntry } from '../../helpers/reference.js';
import { FeedPage } from '../../pages/index.js';

// ---- Checking what is shown -------------------------------------------------------------

// Elements are compared by identity in a boolean: a failing `to.equal` between elements makes the
// runner serialize whole DOM nodes for its diff.
export function expectAbsent(element: Element | null, what: string): void {
  expect(element === null, `${what} is shown`).to.equal(true);
}

export function expectPresent(element: Element | null, what: string): void {
  expect(element !== null, `${what} is missing`).to.equal(true);
}

export function expectFocusOn(feedPage: FeedPage, element: Element | null | undefined, what: string): void {
  expect(element !== undefined && feedPage.focused === element, `focus is not on ${what}`).to.equal(true);
}

// ---- Loading -----------------------------------------------------------------------------

/** The next `reviews-load` anywhere on the page: the event bubbles and is composed. */
export function nextLoad(): Promise<CustomEvent<ReviewsLoadDetail>> {
  return oneEvent(document, 'reviews-load') as Promise<CustomEvent<ReviewsLoadDetail>>;
}

export function nextError(): Promise<CustomEvent<BookingErrorDetail>> {
  return oneEvent(document, 'booking-error') as Promise<CustomEvent<BookingErrorDetail>>;
}

/** A feed with its first page shown and every review counted. */
export async function loadedFeed(template: TemplateResult): Promise<{ feed: ReviewFeed; feedPage: FeedPage; page: ReviewsLoadDetail }> {
  const loaded = nextLoad();
  const feed = await fixture<ReviewFeed>(template);
  const page = (await loaded).detail;
  const feedPage = new FeedPage(feed);
  await feedPage.counted();
  return { feed, feedPage, page };
}

export async function reviewRequests(scope: string): Promise<LogEntry[]> {
  const { requests } = await requestLog(scope);
  return requests.filter((request) => request.operation === 'ListReviews');
}

/** The summary counts in pages of 500, the largest the API allows; the tests show pages of fewer. */
const countPageSize = 500;

/** The requests for the pages shown, without those of the count. */
export async function pageRequests(scope: string): Promise<LogEntry[]> {
  return (await reviewRequests(scope)).filter((request) => bodyOf(request).pagination?.pageSize !== countPageSize);
}

export async function countRequests(scope: string): Promise<LogEntry[]> {
  return (await reviewRequests(scope)).filter((request) => bodyOf(request).pagination?.pageSize === countPageSize);
}

/** The request body the server saw, as the spec names its fields. */
interface ListReviewsBody {
  businessId?: string;
  pagination?: { pageSize?: number; pageToken?: string };
  filter?: { sources?: string[]; staffIds?: string[] };
}

export function bodyOf(request: LogEntry | undefined): ListReviewsBody {
  return (request?.body ?? {}) as ListReviewsBody;
}

// ---- Canned data -------------------------------------------------------------------------

let reviewNumber = 0;

export function cannedReview(fields: Partial<Review> & Record<string, unknown> = {}): Record<string, unknown> {
  reviewNumber += 1;
  return {
    id: `rev-canned-${reviewNumber}`,
    customerId: 'cus-1',
    appointmentId: `apt-${reviewNumber}`,
    staffIds: ['stf-1'],
    petIds: ['pet-1'],
    source: 'SMS',
    score: 5,
    content: 'Short and sweet.',
    reviewTime: '2026-03-07T20:00:00Z',
    createdTime: '2026-03-07T20:00:05Z',
    lastUpdatedTime: '2026-03-07T20:00:05Z',
    ...fields,
  };
}

export const longText =
  'Our poodle Biscuit has been going here for two years. '.repeat(4) +
  'Every visit the team checks her ears, trims her nails gently and sends a photo when she is ready. '.repeat(3);

export const sourceWords: Record<string, string | null> = {
  SMS: 'SMS',
  GROOMING_REPORT: 'Grooming report',
  PET_PARENT_PORTAL: 'Pet parent portal',
  SOURCE_UNSPECIFIED: null,
};

/** What the summary should say of these reviews, worked out here from the API's answers. */
export function expectedSummary(reviews: readonly Review[], which: (count: number) => string): { text: string; rows: string[] } {
  const rated = reviews.filter((review) => review.score > 0);
  const average = rated.reduce((sum, review) => sum + review.score, 0) / rated.length;
  const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const rows = [5, 4, 3, 2, 1].map((stars) => {
    const count = rated.filter((review) => review.score === stars).length;
    return `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${count === 1 ? 'review' : 'reviews'}`;
  });
  return { text: `Average rating ${oneDecimal.format(average)} out of 5 from ${which(rated.length)}`, rows };
}

export function mediumDate(reviewTime: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(reviewTime));
}

// ---- Tests -------------------------------------------------------------------------------

/** A branch's feed of three reviews a page, right to left in a 320 px column with `style` added, once its first page is shown. */
export async function narrowRightToLeftFeed(businessId: string, style: string): Promise<ReviewFeed> {
  const loaded = nextLoad();
  const host = await fixture<HTMLElement>(
    html`<div dir="rtl" style="width: 320px; ${style}">
      <review-feed lang="en-US" base-url=${scopedBaseUrl(newScope())} business-id=${businessId} page-size="3"></review-feed>
    </div>`,
  );
  await loaded;
  return host.querySelector('review-feed')!;
}

/**
 * A client whose requests' signals are kept, on a scope where the first page answers at once and
 * the summary's count (the second request) takes five seconds.
 */
export async function slowCount(): Promise<{ scope: string; client: ReturnType<typeof createClient>; signals: AbortSignal[] }> {
  const scope = newScope();
  const signals: AbortSignal[] = [];
  const client = createClient({
    baseUrl: scopedBaseUrl(scope),
    fetch: (input, init) => {
      if (init?.signal) signals.push(init.signal);
      return fetch(input, init);
    },
  });
  await plan(scope, {
    steps: [
      { operation: 'ListReviews', latencyMs: 0 },
      { operation: 'ListReviews', latencyMs: 5000 },
    ],
  });
  return { scope, client, signals };
}
