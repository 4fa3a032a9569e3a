import { expect } from '@open-wc/testing';
import type { ListReviewsResponse, Review } from '../../../src/api/review.js';
import { readPeriodReviews } from '../../../src/elements/review-insights/period-reviews.js';
import type { ReadingProgress } from '../../../src/shared/read-every-page.js';

const review = (id: string, date: string, score = 5): Review => ({
  id,
  customerId: '',
  appointmentId: '',
  staffIds: [],
  petIds: [],
  source: 'SMS',
  score,
  content: '',
  reviewTime: `${date}T12:00:00Z`,
  createdTime: `${date}T12:00:00Z`,
  lastUpdatedTime: `${date}T12:00:00Z`,
});

/** Pages of a branch by token; each ask is recorded. */
function pagesOf(pages: Record<string, Record<string, ListReviewsResponse>>) {
  const asked: string[] = [];
  const page = async (businessId: string, token: string) => {
    asked.push(`${businessId}:${token}`);
    const answer = pages[businessId]?.[token];
    if (!answer) throw new Error(`no page ${businessId}:${token}`);
    return answer;
  };
  return { asked, page };
}

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('readPeriodReviews', () => {
  it('keeps the reviews of the span from every branch, and stops a branch at its first page wholly older', async () => {
    const { asked, page } = pagesOf({
      a: {
        '': { reviews: [review('a1', '2026-03-30'), review('a2', '2026-02-01')], nextPageToken: 'a-2' },
        'a-2': { reviews: [review('a3', '2025-12-01')], nextPageToken: 'a-3' },
      },
      b: { '': { reviews: [review('b1', '2026-03-01')], nextPageToken: '' } },
    });
    const progress: ReadingProgress[] = [];
    const read = await readPeriodReviews({
      businessIds: ['a', 'b'],
      since: '2026-01-01',
      until: '2026-03-31',
      dateOf,
      page,
      onProgress: (each) => progress.push(each),
    });
    expect(read.reviews.map(({ businessId, review: { id } }) => `${businessId}:${id}`).sort()).to.deep.equal(['a:a1', 'a:a2', 'b:b1']);
    expect(read.partial).to.equal(false);
    expect(asked.sort()).to.deep.equal(['a:', 'a:a-2', 'b:']);
    expect(progress.at(-1)).to.deep.include({ read: 4, share: 1, listsRead: 2, lists: 2 });
    // Branch a's first page reached back to February 1st: 60 of the span's 90 days, while b was done.
    expect(progress.some(({ share }) => share > 0 && share < 1)).to.equal(true);
  });

  it('stops at a page token that comes back, reads the rest, and says the reading is partial', async () => {
    const { asked, page } = pagesOf({
      a: { '': { reviews: [review('a1', '2026-03-30')], nextPageToken: 'x' }, x: { reviews: [], nextPageToken: 'x' } },
    });
    const problems: string[] = [];
    const read = await readPeriodReviews({
      businessIds: ['a'],
      since: '2026-01-01',
      until: '2026-03-31',
      dateOf,
      page,
      onProblem: (message) => problems.push(message),
    });
    expect(read.partial).to.equal(true);
    expect(asked).to.deep.equal(['a:', 'a:x']);
    expect(problems).to.have.length(1);
  });

  it('asks no more pages of the other branches once one fails', async () => {
    const { asked, page } = pagesOf({ a: {}, b: { '': { reviews: [review('b1', '2026-03-30')], nextPageToken: 'b-2' } } });
    let failure: unknown;
    try {
      await readPeriodReviews({ businessIds: ['a', 'b'], since: '2026-01-01', until: '2026-03-31', dateOf, page });
    } catch (error) {
      failure = error;
    }
    expect(String(failure)).to.contain('no page a:');
    expect(asked).to.not.include('b:b-2');
  });

  it('reads a review without a time nowhere, and stops nothing for it', async () => {
    const timeless = { ...review('t', '2026-03-01'), reviewTime: '' };
    const { page } = pagesOf({ a: { '': { reviews: [timeless, review('a1', '2026-03-02')], nextPageToken: '' } } });
    const read = await readPeriodReviews({ businessIds: ['a'], since: '2026-01-01', until: '2026-03-31', dateOf, page });
    expect(read.reviews.map(({ review: { id } }) => id)).to.deep.equal(['a1']);
  });
});
