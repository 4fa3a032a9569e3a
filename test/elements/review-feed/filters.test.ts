import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { createClient } from '../../../src/api/client.js';
import '../../../src/elements/review-feed/define.js';
import type { ReviewFeed } from '../../../src/elements/review-feed/review-feed.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl } from '../../helpers/reference.js';
import { FeedPage } from '../../pages/index.js';
import { nextLoad, loadedFeed, reviewRequests, pageRequests, countRequests, bodyOf } from './fixtures.js';

describe('<review-feed>', () => {
  let enabledBusinessId = '';

  before(async () => {
    const world = await referenceFixtures();
    enabledBusinessId = world.enabledBranch.businessId;
  });

  describe('filters', () => {
    it('sends sources and staff ids as the API expects and shows only matching reviews', async () => {
      const everything = await createClient().listReviews({ businessId: enabledBusinessId, pagination: { pageSize: 500 } });
      const staffId = everything.reviews[0]!.staffIds[0]!;
      const scope = newScope();
      const { feedPage, page } = await loadedFeed(
        html`<review-feed
          base-url=${scopedBaseUrl(scope)}
          business-id=${enabledBusinessId}
          sources="sms, grooming-report PET_PARENT_PORTAL"
          staff-ids=${staffId}
          page-size="50"
        ></review-feed>`,
      );
      const [request] = await reviewRequests(scope);
      expect(bodyOf(request)).to.deep.equal({
        businessId: enabledBusinessId,
        pagination: { pageSize: 50 },
        filter: { sources: ['SMS', 'GROOMING_REPORT', 'PET_PARENT_PORTAL'], staffIds: [staffId] },
      });
      // The first page of 50 of every matching review, in the service's order.
      const expected = everything.reviews
        .filter((review) => review.source !== 'SOURCE_UNSPECIFIED' && review.staffIds.includes(staffId))
        .slice(0, 50);
      expect(page.reviews.map((review) => review.id)).to.deep.equal(expected.map((review) => review.id));
      expect(feedPage.reviews).to.have.length(expected.length);
    });

    it('reloads from the first page when an attribute changes, and aborts the request in flight', async () => {
      const scope = newScope();
      const signals: AbortSignal[] = [];
      const client = createClient({
        baseUrl: scopedBaseUrl(scope),
        fetch: (input, init) => {
          if (init?.signal) signals.push(init.signal);
          return fetch(input, init);
        },
      });
      await plan(scope, { steps: [{ operation: 'ListReviews', latencyMs: 5000 }] });
      let loads = 0;
      const countLoads = () => (loads += 1);
      document.addEventListener('reviews-load', countLoads);
      try {
        const feed = await fixture<ReviewFeed>(
          html`<review-feed business-id=${enabledBusinessId} page-size="5" .client=${client}></review-feed>`,
        );
        const feedPage = new FeedPage(feed);
        await waitUntil(() => signals.length === 1, 'the first request was not sent');
        const loaded = nextLoad();
        feed.setAttribute('sources', 'SMS');
        const page = (await loaded).detail;
        await feed.updateComplete;
        expect(signals[0]!.aborted).to.equal(true);
        expect(page.reviews.every((review) => review.source === 'SMS')).to.equal(true);
        expect(feedPage.reviews).to.have.length(page.reviews.length);
        const requests = await pageRequests(scope);
        expect(requests.map((request) => bodyOf(request).filter)).to.deep.equal([undefined, { sources: ['SMS'] }]);
        await aTimeout(100);
        expect(loads).to.equal(1);
        // Only the query shown is counted: the first never was.
        await feedPage.counted();
        expect((await countRequests(scope)).map((request) => bodyOf(request).filter)).to.deep.equal([{ sources: ['SMS'] }]);
      } finally {
        document.removeEventListener('reviews-load', countLoads);
      }
    });

    it('starts over from the first page through another base URL, then another client', async () => {
      const [first, second, third] = [newScope(), newScope(), newScope()];
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(first)} business-id=${enabledBusinessId} page-size="5"></review-feed>`,
      );
      await feedPage.showMore();
      expect(feedPage.reviews).to.have.length(10);

      const movedLoad = nextLoad();
      feed.setAttribute('base-url', scopedBaseUrl(second));
      await movedLoad;
      await feedPage.counted();
      expect(feedPage.reviews).to.have.length(5);
      // Each source of reviews is counted again.
      expect((await reviewRequests(second)).map((request) => bodyOf(request).pagination)).to.deep.equal([
        { pageSize: 5 },
        { pageSize: 500 },
      ]);

      const clientLoad = nextLoad();
      feed.client = createClient({ baseUrl: scopedBaseUrl(third) });
      await clientLoad;
      await feedPage.counted();
      expect(feedPage.reviews).to.have.length(5);
      expect((await reviewRequests(third)).map((request) => bodyOf(request).pagination)).to.deep.equal([
        { pageSize: 5 },
        { pageSize: 500 },
      ]);
      expect(await pageRequests(first)).to.have.length(2);
      expect(await pageRequests(second)).to.have.length(1);
    });

    it('starts over from the first page when a filter changes after paging', async () => {
      const everything = await createClient().listReviews({ businessId: enabledBusinessId, pagination: { pageSize: 500 } });
      const staffId = everything.reviews[0]!.staffIds[0]!;
      const scope = newScope();
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId} page-size="5"></review-feed>`,
      );
      await feedPage.showMore();
      expect(feedPage.reviews).to.have.length(10);

      const loaded = nextLoad();
      feed.staffIds = [staffId];
      const page = (await loaded).detail;
      await feed.updateComplete;
      expect(feedPage.reviews).to.have.length(page.reviews.length);
      expect(page.reviews.every((review) => review.staffIds.includes(staffId))).to.equal(true);
      const last = (await pageRequests(scope)).at(-1);
      expect(bodyOf(last)).to.deep.equal({
        businessId: enabledBusinessId,
        pagination: { pageSize: 5 },
        filter: { staffIds: [staffId] },
      });

      const reloaded = nextLoad();
      feed.setAttribute('page-size', '3');
      expect((await reloaded).detail.reviews).to.have.length(3);
      await feed.updateComplete;
      expect(feedPage.reviews).to.have.length(3);
    });

    it('keeps its pages when a framework sets new lists of the same values, as some do on every render', async () => {
      const scope = newScope();
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId} page-size="5"></review-feed>`,
      );
      await feedPage.showMore();
      const asked = (await pageRequests(scope)).length;
      feed.sources = [];
      feed.staffIds = [];
      feed.businessId = ` ${enabledBusinessId}`;
      await feed.updateComplete;
      await aTimeout(300);
      expect(feedPage.reviews).to.have.length(10);
      expect(await pageRequests(scope)).to.have.length(asked);
    });
  });
});
