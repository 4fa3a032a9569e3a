import { aTimeout, expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { createClient } from '../../../src/api/client.js';
import type { ListReviewsRequest, Review } from '../../../src/api/review.js';
import '../../../src/elements/review-feed/define.js';
import type { ReviewFeed } from '../../../src/elements/review-feed/review-feed.js';
import type { BookingErrorDetail } from '../../../src/shared/events.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl } from '../../helpers/reference.js';
import { accessibleName, queryByRole } from '../../helpers/roles.js';
import { FeedPage, part } from '../../pages/index.js';
import {
  expectAbsent,
  expectPresent,
  nextLoad,
  loadedFeed,
  countRequests,
  bodyOf,
  cannedReview,
  expectedSummary,
  narrowRightToLeftFeed,
  slowCount,
} from './fixtures.js';

describe('<review-feed>', () => {
  let enabledBusinessId = '';

  before(async () => {
    const world = await referenceFixtures();
    enabledBusinessId = world.enabledBranch.businessId;
  });

  describe('summary', () => {
    afterEach(async () => {
      await executeServerCommand('emulate-forced-colors', { active: false });
    });

    async function everyReview(filter?: ListReviewsRequest['filter']): Promise<Review[]> {
      const answer = await createClient().listReviews({
        businessId: enabledBusinessId,
        pagination: { pageSize: 500 },
        ...(filter && { filter }),
      });
      expect(answer.nextPageToken, 'the branch has more than 500 reviews').to.equal('');
      return [...answer.reviews];
    }

    it('counts every review of the branch beyond the first page, while its room is kept, with a histogram', async () => {
      const everything = await everyReview();
      const scope = newScope();
      // The count waits, so that the summary is seen while it counts.
      await plan(scope, {
        steps: [
          { operation: 'ListReviews', latencyMs: 0 },
          { operation: 'ListReviews', latencyMs: 1500 },
        ],
      });
      const loaded = nextLoad();
      const feed = await fixture<ReviewFeed>(
        html`<review-feed lang="en-US" base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId} page-size="5"></review-feed>`,
      );
      const feedPage = new FeedPage(feed);
      await loaded;
      await feed.updateComplete;
      expect(feedPage.reviews).to.have.length(5);
      expect(feedPage.summaryText).to.equal('Counting every review…');
      expect(feedPage.summary!.getAttribute('aria-busy')).to.equal('true');
      expectAbsent(queryByRole(feed, 'list', 'Reviews by rating'), 'the histogram while counting');
      const listTop = feedPage.list!.getBoundingClientRect().top;
      await expect(feed).to.be.accessible();

      await feedPage.counted();
      const expected = expectedSummary(everything, (count) => `${count} reviews`);
      expect(everything.length).to.be.greaterThan(5);
      expect(feedPage.summaryText).to.equal(expected.text);
      expect(feedPage.histogramRows.map(accessibleName)).to.deep.equal(expected.rows);
      // Nothing moved when the numbers came.
      expect(feedPage.list!.getBoundingClientRect().top).to.equal(listTop);
      expect(feedPage.reviews).to.have.length(5);
      // The bars are drawn to scale and left to the text.
      const rated = everything.filter((review) => review.score > 0);
      const rows = feedPage.histogramRows;
      rows.forEach((row, index) => {
        const bar = part(row, 'histogram-bar')!;
        expect(bar.getAttribute('aria-hidden')).to.equal('true');
        const share = rated.filter((review) => review.score === 5 - index).length / rated.length;
        expect(part(bar, 'histogram-fill')!.getBoundingClientRect().width).to.be.closeTo(share * bar.getBoundingClientRect().width, 1);
      });
      const counts = await countRequests(scope);
      expect(counts.map(bodyOf)).to.deep.equal([{ businessId: enabledBusinessId, pagination: { pageSize: 500 } }]);
      await expect(feed).to.be.accessible();
    });

    it('says when filters narrow the reviews, and counts again when they change', async () => {
      const smsAndReports = await everyReview({ sources: ['SMS', 'GROOMING_REPORT'] });
      const portal = await everyReview({ sources: ['PET_PARENT_PORTAL'] });
      const scope = newScope();
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed
          lang="en-US"
          base-url=${scopedBaseUrl(scope)}
          business-id=${enabledBusinessId}
          sources="sms grooming-report"
          page-size="2"
        ></review-feed>`,
      );
      const first = expectedSummary(smsAndReports, (count) => `${count} reviews matching the filters`);
      expect(feedPage.summaryText).to.equal(first.text);
      expect(feedPage.histogramRows.map(accessibleName)).to.deep.equal(first.rows);
      await expect(feed).to.be.accessible();

      const loaded = nextLoad();
      feed.setAttribute('sources', 'pet-parent-portal');
      await loaded;
      await feedPage.counted();
      const second = expectedSummary(portal, (count) => `${count} reviews matching the filters`);
      expect(feedPage.summaryText).to.equal(second.text);
      expect(feedPage.histogramRows.map(accessibleName)).to.deep.equal(second.rows);
      expect((await countRequests(scope)).map((request) => bodyOf(request).filter)).to.deep.equal([
        { sources: ['SMS', 'GROOMING_REPORT'] },
        { sources: ['PET_PARENT_PORTAL'] },
      ]);
      await expect(feed).to.be.accessible();
    });

    it('falls back quietly to the reviews shown when counting fails: a warning, no alert, and the list still pages', async () => {
      const scope = newScope();
      await plan(scope, {
        steps: [
          { operation: 'ListReviews', latencyMs: 0 },
          { operation: 'ListReviews', error: 'PERMISSION_DENIED', message: 'Totals are not for this key.' },
        ],
      });
      const errors: BookingErrorDetail[] = [];
      const onError = (event: Event) => errors.push((event as CustomEvent<BookingErrorDetail>).detail);
      document.addEventListener('booking-error', onError);
      try {
        const warned = oneEvent(document, 'booking-warning');
        const { feed, feedPage, page } = await loadedFeed(
          html`<review-feed lang="en-US" base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId} page-size="5"></review-feed>`,
        );
        expect((await warned).detail).to.deep.equal({ operation: 'listReviews', message: 'Totals are not for this key.' });
        expectAbsent(feedPage.alert, 'an alert');
        const shown = expectedSummary(page.reviews, (count) => `the ${count} reviews shown`);
        expect(feedPage.summaryText).to.equal(shown.text);
        expect(feedPage.histogramRows.map(accessibleName)).to.deep.equal(shown.rows);
        await expect(feed).to.be.accessible();

        const next = await feedPage.showMore();
        const both = expectedSummary([...page.reviews, ...next.reviews], (count) => `the ${count} reviews shown`);
        expect(feedPage.summaryText).to.equal(both.text);
        expect(feedPage.reviews).to.have.length(10);
        expect(errors).to.deep.equal([]);
      } finally {
        document.removeEventListener('booking-error', onError);
      }
    });

    it('stops counting after ten pages of 500 when page tokens never end, and says it counted the latest', async () => {
      const scope = newScope();
      await plan(scope, {
        steps: [
          { operation: 'ListReviews', json: { reviews: [cannedReview({ score: 5 })], nextPageToken: 'page-2' } },
          ...Array.from({ length: 15 }, (_, index) => ({
            operation: 'ListReviews',
            json: { reviews: [cannedReview({ score: 4 }), cannedReview({ score: 2 })], nextPageToken: `count-${index + 1}` },
          })),
        ],
      });
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed lang="en-US" base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>`,
      );
      const pagination = (await countRequests(scope)).map((request) => bodyOf(request).pagination);
      expect(pagination).to.deep.equal([
        { pageSize: 500 },
        ...Array.from({ length: 9 }, (_, index) => ({ pageSize: 500, pageToken: `count-${index + 1}` })),
      ]);
      expect(feedPage.summaryText).to.equal('Average rating 3.0 out of 5 from the latest 20 reviews');
      expect(feedPage.histogramRows.map(accessibleName)).to.deep.equal([
        '5 stars: 0 reviews',
        '4 stars: 10 reviews',
        '3 stars: 0 reviews',
        '2 stars: 10 reviews',
        '1 star: 0 reviews',
      ]);
      await aTimeout(200);
      expect(await countRequests(scope)).to.have.length(10);
      expectPresent(feedPage.showMoreButton, 'Show more reviews');
      await expect(feed).to.be.accessible();
    });

    it('stops the count when the feed leaves the page, and counts again when it comes back', async () => {
      const { scope, client, signals } = await slowCount();
      let warnings = 0;
      const countWarnings = () => (warnings += 1);
      document.addEventListener('booking-warning', countWarnings);
      try {
        const loaded = nextLoad();
        const host = await fixture<HTMLElement>(
          html`<div><review-feed lang="en-US" business-id=${enabledBusinessId} page-size="5" .client=${client}></review-feed></div>`,
        );
        await loaded;
        const feed = host.querySelector('review-feed')!;
        const feedPage = new FeedPage(feed);
        await waitUntil(() => signals.length === 2, 'the count was not asked for');
        feed.remove();
        expect(signals[1]!.aborted).to.equal(true);
        host.append(feed);
        await feedPage.counted();
        expect(feedPage.summaryText).to.match(/^Average rating \d\.\d out of 5 from \d+ reviews$/);
        expect(await countRequests(scope)).to.have.length(2);
        expect(warnings).to.equal(0);
      } finally {
        document.removeEventListener('booking-warning', countWarnings);
      }
    });

    it('stops a count under way when the filters change, and counts what they now match', async () => {
      const portal = await everyReview({ sources: ['PET_PARENT_PORTAL'] });
      const { scope, client, signals } = await slowCount();
      const loaded = nextLoad();
      const feed = await fixture<ReviewFeed>(
        html`<review-feed lang="en-US" business-id=${enabledBusinessId} page-size="2" .client=${client}></review-feed>`,
      );
      const feedPage = new FeedPage(feed);
      await loaded;
      await waitUntil(() => signals.length === 2, 'the count was not asked for');
      const reloaded = nextLoad();
      feed.setAttribute('sources', 'pet-parent-portal');
      await reloaded;
      expect(signals[1]!.aborted).to.equal(true);
      await feedPage.counted();
      expect(feedPage.summaryText).to.equal(expectedSummary(portal, (count) => `${count} reviews matching the filters`).text);
      expect((await countRequests(scope)).map((request) => bodyOf(request).filter)).to.deep.equal([
        undefined,
        { sources: ['PET_PARENT_PORTAL'] },
      ]);
    });

    it('keeps to its width at 320 px, right to left, while its pages are out of view and skip layout', async () => {
      const feed = await narrowRightToLeftFeed(enabledBusinessId, 'margin-top: 200vh');
      const feedPage = new FeedPage(feed);
      await feed.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(feed.getBoundingClientRect().top, 'the feed is out of view').to.be.above(window.innerHeight);
      expect(feedPage.region.scrollWidth).to.be.at.most(feedPage.region.clientWidth);
    });

    it('reads at 320 px, right to left and in forced colours', async () => {
      const feed = await narrowRightToLeftFeed(enabledBusinessId, '');
      const feedPage = new FeedPage(feed);
      await feedPage.counted();
      expect(feed.getBoundingClientRect().width).to.equal(320);
      expect(feedPage.region.scrollWidth).to.be.at.most(feedPage.region.clientWidth);
      for (const row of feedPage.histogramRows) {
        expect(row.scrollWidth).to.be.at.most(row.clientWidth);
        const bar = part(row, 'histogram-bar')!.getBoundingClientRect();
        // Right to left, the bar starts at the right and fills from there.
        expect(bar.right).to.be.closeTo(row.getBoundingClientRect().right, 1);
        expect(part(row, 'histogram-fill')!.getBoundingClientRect().right).to.be.closeTo(bar.right, 1);
      }
      await expect(feed).to.be.accessible();

      await executeServerCommand('emulate-forced-colors', { active: true });
      const row = feedPage.histogramRows[0]!;
      const bar = getComputedStyle(part(row, 'histogram-bar')!);
      const fill = getComputedStyle(part(row, 'histogram-fill')!);
      expect(bar.borderTopStyle).to.equal('solid');
      expect(fill.backgroundColor).to.not.equal(bar.backgroundColor);
      expect(fill.backgroundColor).to.equal(bar.borderTopColor);
      await expect(feed).to.be.accessible();
    });
  });
});
