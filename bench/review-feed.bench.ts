/**
 * Whether appending a page to `<review-feed>` stays as quick at 5,000 reviews as at a few
 * hundred (issue 11): from the click on "Show more reviews" until the page is rendered and laid
 * out, for the first pages and for the last ones of the same run, and the ratio of the two (goal:
 * at most 1.5). Canned pages from an in-memory client keep the network out of the numbers; the
 * summary's count of every review is left to finish before the first click.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { Operation, RequestOf, ResponseOf } from '../src/api/operation.js';
import type { ListReviewsRequest, Review } from '../src/api/review.js';
import type { Transport } from '../src/api/transport.js';
import '../src/elements/review-feed/define.js';
import type { ReviewFeed } from '../src/elements/review-feed/review-feed.js';
import { FeedPage } from '../test/pages/index.js';

const totalReviews = 5000;
const pageSize = 100;
/** How many appends each end of the list is measured over. */
const sampled = 5;
const runs = 3;
const ratioGoal = 1.5;

const sources = ['SMS', 'GROOMING_REPORT', 'PET_PARENT_PORTAL', 'SOURCE_UNSPECIFIED'];
const sentences = [
  'Bella came home fluffy and calm.',
  'The groomer took her time with the nails and sent a photo halfway through.',
  'Booking online was quick, and the reminder text helped.',
  'A little pricey, but worth it for how gentle they are with an anxious dog.',
];

function generatedReview(index: number): Review {
  const day = String((index % 28) + 1).padStart(2, '0');
  // Every seventh review is long enough to get a "Read more" toggle.
  const repeats = index % 7 === 0 ? 6 : 1 + (index % 3);
  return {
    id: `rev-${index}`,
    customerId: `cus-${index % 40}`,
    appointmentId: `apt-${index}`,
    staffIds: [`stf-${index % 5}`],
    petIds: [`pet-${index % 60}`],
    source: sources[index % sources.length] ?? 'SMS',
    score: 1 + (index % 5),
    content: Array.from({ length: repeats }, (_, sentence) => sentences[(index + sentence) % sentences.length]).join(' '),
    reviewTime: `2026-03-${day}T15:30:00.000Z`,
    createdTime: `2026-03-${day}T15:30:10.000Z`,
    lastUpdatedTime: `2026-03-${day}T15:30:10.000Z`,
  };
}

/** A client whose pages are made in memory: the page token is the offset of the page. */
const cannedClient: Transport = {
  async send<Op extends Operation>(_operation: Op, request: RequestOf<Op>): Promise<ResponseOf<Op>> {
    const { pagination } = request as ListReviewsRequest;
    const offset = Number(pagination.pageToken || 0);
    const end = Math.min(totalReviews, offset + pagination.pageSize);
    const reviews = Array.from({ length: end - offset }, (_, index) => generatedReview(offset + index));
    return { reviews, nextPageToken: end < totalReviews ? String(end) : '' } as ResponseOf<Op>;
  },
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One run: the first page on connection, then "Show more reviews" until all 5,000 are shown. */
async function measureRun(): Promise<{ firstPageMs: number; appendMs: number[] }> {
  const firstStart = performance.now();
  const feed = await fixture<ReviewFeed>(
    html`<review-feed business-id="biz-bench" page-size=${pageSize} .client=${cannedClient}></review-feed>`,
  );
  const feedPage = new FeedPage(feed);
  if (feedPage.reviews.length === 0) await oneEvent(feed, 'reviews-load');
  await feed.updateComplete;
  feed.getBoundingClientRect();
  const firstPageMs = performance.now() - firstStart;
  await feedPage.counted(20_000);
  // Found once, outside the measured time: a search by role walks every review shown.
  const list = feedPage.list!;
  const appendMs: number[] = [];
  for (;;) {
    const button = feedPage.showMoreButton;
    if (!button) break;
    // Where a customer clicks it: the new page comes into view, so it is laid out, not skipped as off screen.
    button.scrollIntoView({ block: 'end' });
    const start = performance.now();
    const loaded = oneEvent(feed, 'reviews-load');
    button.click();
    await loaded;
    await feed.updateComplete;
    // Reading the size of the new reviews forces style and layout, so the number includes what the user waits for.
    for (const review of list.lastElementChild!.children) review.getBoundingClientRect();
    appendMs.push(performance.now() - start);
  }
  expect(feedPage.reviews.length).to.equal(totalReviews);
  return { firstPageMs, appendMs };
}

describe('review-feed benchmark', () => {
  it(`appends pages of ${pageSize} as quickly at ${totalReviews} reviews as at ${pageSize * (sampled + 1)}`, async function () {
    this.timeout(300_000);
    const ratios: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const { firstPageMs, appendMs } = await measureRun();
      expect(appendMs).to.have.length(totalReviews / pageSize - 1);
      const small = median(appendMs.slice(0, sampled));
      const large = median(appendMs.slice(-sampled));
      ratios.push(large / small);
      console.log(
        `review-feed run ${run}: first page ${firstPageMs.toFixed(1)} ms; per appended page of ${pageSize}, median: ` +
          `${small.toFixed(1)} ms from ${pageSize} to ${pageSize * (sampled + 1)} reviews, ` +
          `${large.toFixed(1)} ms from ${totalReviews - pageSize * sampled} to ${totalReviews}; ratio ${(large / small).toFixed(2)} ` +
          `(every page: ${appendMs.map((value) => value.toFixed(0)).join(', ')})`,
      );
    }
    const ratio = median(ratios);
    console.log(
      `review-feed: append at ${totalReviews} over append at a small list, median over ${runs} runs: ${ratio.toFixed(2)} (goal: at most ${ratioGoal})`,
    );
    expect(ratios.every((value) => Number.isFinite(value) && value > 0)).to.equal(true);
  });
});
