import { aTimeout, expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { createClient } from '../../../src/api/client.js';
import '../../../src/elements/review-feed/define.js';
import type { ReviewFeed } from '../../../src/elements/review-feed/review-feed.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl } from '../../helpers/reference.js';
import { accessibleName, allByRole, byRole, queryByRole } from '../../helpers/roles.js';
import { FeedPage, part } from '../../pages/index.js';
import {
  expectAbsent,
  expectPresent,
  nextLoad,
  loadedFeed,
  reviewRequests,
  bodyOf,
  cannedReview,
  longText,
  sourceWords,
  mediumDate,
} from './fixtures.js';

describe('<review-feed>', () => {
  let enabledBusinessId = '';

  let markupBusinessId = '';

  before(async () => {
    const world = await referenceFixtures();
    enabledBusinessId = world.enabledBranch.businessId;
    markupBusinessId = world.reviewWithMarkup!.businessId;
  });

  describe('a page of reviews', () => {
    it('lists each review with its stars, text, date in the page locale and source in words', async () => {
      const scope = newScope();
      const { feed, feedPage, page } = await loadedFeed(
        html`<review-feed lang="en-US" base-url=${scopedBaseUrl(scope)} business-id=${markupBusinessId} page-size="5"></review-feed>`,
      );
      expect(page.reviews).to.have.length(5);
      // The first list is the summary's histogram; the reviews are the list named for them.
      const lists = allByRole(feed, 'list');
      expect(lists.map(accessibleName)).to.deep.equal(['Reviews by rating', 'Customer reviews']);
      const items = feedPage.reviews;
      expect(items).to.have.length(5);
      page.reviews.forEach((review, index) => {
        const item = items[index]!;
        expect(allByRole(item, 'img').map(accessibleName)).to.deep.equal([`Rated ${review.score} out of 5`]);
        expect(part(item, 'text')!.textContent).to.equal(review.content);
        expect(part(item, 'date')!.textContent!.trim()).to.equal(mediumDate(review.reviewTime!, 'en-US'));
        expect(part(item, 'date')!.getAttribute('datetime')).to.equal(review.reviewTime);
        const words = sourceWords[review.source];
        if (words) expect(part(item, 'source')!.textContent!.trim()).to.equal(words);
        else expectAbsent(part(item, 'source'), 'a source');
      });
      expect(feed.reviews).to.deep.equal(page.reviews);
      expect(feedPage.region.getAttribute('aria-busy')).to.equal('false');
      await expect(feed).to.be.accessible();
    });

    it('asks for ten reviews of the business without a filter by default, then counts them in pages of 500', async () => {
      const scope = newScope();
      const { feedPage, page } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>`,
      );
      // Issue 11: the summary counts every review after the first page is shown, apart from it.
      const [request, count, ...others] = await reviewRequests(scope);
      expect(others).to.have.length(0);
      expect(request!.method).to.equal('POST');
      expect(request!.path).to.equal('/v1/reviews:list');
      expect(bodyOf(request)).to.deep.equal({ businessId: enabledBusinessId, pagination: { pageSize: 10 } });
      expect(bodyOf(count)).to.deep.equal({ businessId: enabledBusinessId, pagination: { pageSize: 500 } });
      expect(page.reviews).to.have.length(10);
      expect(page.nextPageToken).to.not.equal('');
      expect(feedPage.reviews).to.have.length(10);
    });

    it('shows the markup of a review from the reference data as text', async () => {
      const scope = newScope();
      const { feedPage, page } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${markupBusinessId} page-size="5"></review-feed>`,
      );
      const withMarkup = page.reviews.findIndex((review) => review.content.includes('<img src=x onerror=alert(1)>'));
      expect(withMarkup).to.be.at.least(0);
      const text = part(feedPage.reviews[withMarkup]!, 'text')!;
      expect(text.textContent).to.include('<img src=x onerror=alert(1)>');
      expect(text.children).to.have.length(0);
      expectAbsent(feedPage.shadow.querySelector('img'), 'an image element');
    });

    it('shows markup and script in a canned review as text and runs none of it', async () => {
      const scope = newScope();
      const hostile =
        '<script>window.reviewFeedScriptRan = true</script><img src=x onerror="window.reviewFeedScriptRan = true"> <b>bold</b> & more';
      await plan(scope, {
        steps: [{ operation: 'ListReviews', json: { reviews: [cannedReview({ content: hostile })], nextPageToken: '' } }],
      });
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>`,
      );
      await aTimeout(50);
      const text = part(feedPage.reviews[0]!, 'text')!;
      expect(text.textContent).to.equal(hostile);
      expectAbsent(feedPage.shadow.querySelector('script, img, b'), 'an element made from the text');
      expect(Reflect.get(window, 'reviewFeedScriptRan')).to.equal(undefined);
      await expect(feed).to.be.accessible();
    });

    it('goes on past an empty page that names a next one, rather than say "No reviews yet"', async () => {
      // Pages by their token: the summary's count walks the same pages beside the list.
      const pages = new Map<string, unknown>([
        ['', { reviews: [], nextPageToken: 'p2' }],
        ['p2', { reviews: [], nextPageToken: 'p3' }],
        ['p3', { reviews: [cannedReview({ content: 'Found on page three' })], nextPageToken: '' }],
      ]);
      const client = createClient({
        fetch: async (_url, init) => {
          const { pagination } = JSON.parse(String(init?.body)) as { pagination: { pageToken?: string } };
          return Response.json(pages.get(pagination.pageToken ?? ''));
        },
      });
      const feed = await fixture<ReviewFeed>(html`<review-feed business-id=${enabledBusinessId} .client=${client}></review-feed>`);
      const feedPage = new FeedPage(feed);
      await waitUntil(() => feedPage.reviews.length === 1, 'the review of page three never showed', { timeout: 9000 });
      expect(part(feedPage.reviews[0]!, 'text')!.textContent).to.equal('Found on page three');
      expect(feedPage.part('empty')).to.equal(null);
      expect(feedPage.showMoreButton).to.equal(null);
      await expect(feed).to.be.accessible();
    });

    it('names sources in words, an unknown one in readable form, and leaves an unspecified one out', async () => {
      const scope = newScope();
      const reviews = [
        cannedReview({ source: 'PET_PARENT_PORTAL' }),
        cannedReview({ source: 'SMS' }),
        cannedReview({ source: 'GROOMING_REPORT' }),
        cannedReview({ source: 'NEW_SOURCE_X' }),
        cannedReview({ source: 'SOURCE_UNSPECIFIED' }),
      ];
      await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews, nextPageToken: '' } }] });
      const { feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>`,
      );
      const shown = feedPage.reviews.map((item) => part(item, 'source')?.textContent?.trim() ?? null);
      expect(shown).to.deep.equal(['Pet parent portal', 'SMS', 'Grooming report', 'New source x', null]);
    });

    it('formats the calendar date of the review in the page locale, whatever the browser zone', async () => {
      // 20:00 UTC on March 7 is already March 8 in the browser's zone (Asia/Kolkata).
      const scope = newScope();
      await plan(scope, {
        steps: [{ operation: 'ListReviews', json: { reviews: [cannedReview({ reviewTime: '2026-03-07T20:00:00Z' })] } }],
      });
      const loaded = nextLoad();
      const host = await fixture<HTMLElement>(
        html`<div lang="de-DE"><review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed></div>`,
      );
      await loaded;
      const feed = host.querySelector('review-feed')!;
      const feedPage = new FeedPage(feed);
      await feed.updateComplete;
      const date = () => part(feedPage.reviews[0]!, 'date')!.textContent!.trim();
      expect(date()).to.equal('07.03.2026');
      feed.setAttribute('lang', 'en-US');
      await feed.updateComplete;
      expect(date()).to.equal('Mar 7, 2026');
    });

    it('summarizes the average rating of every review and leaves unrated ones out', async () => {
      const scope = newScope();
      const reviews = [cannedReview({ score: 5 }), cannedReview({ score: 4 }), cannedReview({ score: 0 }), cannedReview({ score: 3 })];
      await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews, nextPageToken: '' } }] });
      const { feedPage } = await loadedFeed(
        html`<review-feed lang="en-US" base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>`,
      );
      // Issue 11: a first page without a next one holds every review, and the summary says so.
      expect(feedPage.summaryText).to.equal('Average rating 4.0 out of 5 from 3 reviews');
      expect(feedPage.histogramRows.map(accessibleName)).to.deep.equal([
        '5 stars: 1 review',
        '4 stars: 1 review',
        '3 stars: 1 review',
        '2 stars: 0 reviews',
        '1 star: 0 reviews',
      ]);
      expect(await reviewRequests(scope)).to.have.length(1);
      const stars = feedPage.reviews.map((item) => allByRole(item, 'img').map(accessibleName));
      expect(stars).to.deep.equal([['Rated 5 out of 5'], ['Rated 4 out of 5'], [], ['Rated 3 out of 5']]);
    });

    it('uses the strings a host gives instead of the defaults', async () => {
      const scope = newScope();
      const { feed } = await loadedFeed(
        html`<review-feed
          base-url=${scopedBaseUrl(scope)}
          business-id=${enabledBusinessId}
          page-size="2"
          .strings=${{ showMore: 'Mehr Bewertungen', rating: (score: number) => `${score} von 5 Sternen` }}
        ></review-feed>`,
      );
      expectPresent(queryByRole(feed, 'button', 'Mehr Bewertungen'), 'the renamed button');
      expect(allByRole(feed, 'img', /^\d von 5 Sternen$/)).to.have.length(2);
    });
  });

  describe('colour schemes', () => {
    afterEach(async () => {
      await emulateMedia({ colorScheme: 'no-preference' });
    });

    async function feedOnPage(pageStyle: string): Promise<ReviewFeed> {
      const scope = newScope();
      const reviews = [cannedReview({ content: longText, score: 2 }), cannedReview({ source: 'GROOMING_REPORT' })];
      await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews, nextPageToken: 'more' } }] });
      const loaded = nextLoad();
      const page = await fixture<HTMLElement>(
        html`<div style=${pageStyle}>
          <review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>
        </div>`,
      );
      await loaded;
      const feed = page.querySelector('review-feed')!;
      await feed.updateComplete;
      return feed;
    }

    it('passes the accessibility check, contrast included, on a light page under a dark system theme', async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const feed = await feedOnPage('background: #fff; color: #1d1d1f');
      await expect(feed).to.be.accessible();
    });

    it('passes the accessibility check, contrast included, on a dark page', async () => {
      const feed = await feedOnPage('color-scheme: dark; background: #121212; color: #f1f1f1');
      const stars = byRole(feed, 'img', 'Rated 2 out of 5');
      expect(getComputedStyle(stars.querySelector('.star-filled')!).color).to.equal('rgb(242, 184, 75)');
      await expect(feed).to.be.accessible();
    });
  });
});
