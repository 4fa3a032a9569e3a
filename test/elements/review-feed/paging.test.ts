import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { createClient } from '../../../src/api/client.js';
import '../../../src/elements/review-feed/define.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl } from '../../helpers/reference.js';
import { accessibleName, byRole, queryByRole } from '../../helpers/roles.js';
import { FeedPage, part } from '../../pages/index.js';
import {
  expectAbsent,
  expectPresent,
  expectFocusOn,
  nextLoad,
  loadedFeed,
  reviewRequests,
  pageRequests,
  countRequests,
  bodyOf,
  cannedReview,
  longText,
} from './fixtures.js';

describe('<review-feed>', () => {
  let enabledBusinessId = '';

  before(async () => {
    const world = await referenceFixtures();
    enabledBusinessId = world.enabledBranch.businessId;
  });

  describe('long reviews', () => {
    it('clamps a long review behind "Read more", which expands and collapses it by keyboard', async () => {
      const scope = newScope();
      const reviews = [cannedReview({ content: longText }), cannedReview({ content: 'Great cut.' })];
      await plan(scope, { steps: [{ operation: 'ListReviews', json: { reviews, nextPageToken: '' } }] });
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>`,
      );
      const [long, short] = feedPage.reviews as [HTMLElement, HTMLElement];
      expectAbsent(queryByRole(short, 'button'), 'a toggle on a short review');
      expect(getComputedStyle(part(short, 'text')!).webkitLineClamp).to.equal('none');

      const toggle = byRole(long, 'button', 'Read more');
      const text = part(long, 'text')!;
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(toggle.getAttribute('aria-controls')).to.equal(text.id);
      expect(getComputedStyle(text).webkitLineClamp).to.equal('4');
      expect(text.scrollHeight).to.be.greaterThan(text.clientHeight);
      expect(text.textContent).to.equal(longText);

      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await feed.updateComplete;
      expect(accessibleName(toggle)).to.equal('Show less');
      expect(toggle.getAttribute('aria-expanded')).to.equal('true');
      expect(getComputedStyle(text).webkitLineClamp).to.equal('none');
      expect(text.scrollHeight).to.be.at.most(text.clientHeight + 1);
      await expect(feed).to.be.accessible();

      await sendKeys({ press: 'Space' });
      await feed.updateComplete;
      expect(accessibleName(toggle)).to.equal('Read more');
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    });
  });

  describe('paging', () => {
    it('appends pages with "Show more reviews" until the last page, then hides the button', async () => {
      const scope = newScope();
      const {
        feed,
        feedPage,
        page: first,
      } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId} page-size="15"></review-feed>`,
      );
      const pages = [first];
      while (feedPage.showMoreButton) {
        const shownBefore = feedPage.reviews.length;
        const page = await feedPage.showMore();
        pages.push(page);
        expect(feedPage.reviews).to.have.length(shownBefore + page.reviews.length);
        expect(feedPage.status.textContent!.trim()).to.match(new RegExp(`^${page.reviews.length} more reviews? loaded`));
      }
      expect(pages.length).to.be.at.least(3);
      expect(pages.at(-1)!.nextPageToken).to.equal('');
      expect(feedPage.status.textContent!.trim()).to.match(/ more reviews? loaded\. All reviews are shown\.$/);

      const all = pages.flatMap((page) => page.reviews);
      expect(feed.reviews.map((review) => review.id)).to.deep.equal(all.map((review) => review.id));
      expect(new Set(all.map((review) => review.id)).size).to.equal(all.length);
      const everything = await createClient().listReviews({ businessId: enabledBusinessId, pagination: { pageSize: 500 } });
      expect(all.map((review) => review.id)).to.deep.equal(everything.reviews.map((review) => review.id));

      const requests = await pageRequests(scope);
      expect(requests).to.have.length(pages.length);
      expect(await countRequests(scope)).to.have.length(1);
      expect(bodyOf(requests[0]).pagination).to.deep.equal({ pageSize: 15 });
      requests.slice(1).forEach((request, index) => {
        expect(bodyOf(request).pagination).to.deep.equal({ pageSize: 15, pageToken: pages[index]!.nextPageToken });
      });
      await expect(feed).to.be.accessible();
    });

    it('is reached with Tab and pressed with Enter, keeps the scroll position and moves focus to the first new review', async () => {
      const scope = newScope();
      const firstPage = { reviews: [cannedReview(), cannedReview()], nextPageToken: 'page-2' };
      const secondPage = { reviews: [cannedReview({ content: 'Second page, first review.' }), cannedReview()], nextPageToken: '' };
      await plan(scope, {
        steps: [
          { operation: 'ListReviews', json: firstPage },
          // The summary's count, once the first page is shown.
          { operation: 'ListReviews', json: { reviews: [...firstPage.reviews, ...secondPage.reviews], nextPageToken: '' } },
          { operation: 'ListReviews', json: secondPage },
        ],
      });
      // Room above and below, so that the page scrolls and the button can sit at the top of the view.
      const loadedFirst = nextLoad();
      const page = await fixture<HTMLElement>(
        html`<div>
          <div style="height: 150vh"></div>
          <review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>
          <div style="height: 150vh"></div>
        </div>`,
      );
      await loadedFirst;
      const feed = page.querySelector('review-feed')!;
      const feedPage = new FeedPage(feed);
      await feedPage.counted();
      await sendKeys({ press: 'Tab' });
      expectFocusOn(feedPage, feedPage.showMoreButton, 'Show more reviews');
      feedPage.showMoreButton!.scrollIntoView({ block: 'start' });
      const scrollBefore = window.scrollY;
      expect(scrollBefore).to.be.greaterThan(0);

      const loaded = nextLoad();
      await sendKeys({ press: 'Enter' });
      const second = (await loaded).detail;
      await feed.updateComplete;
      expect(second.reviews.map((review) => review.content)).to.deep.equal(secondPage.reviews.map((review) => review['content']));
      const items = feedPage.reviews;
      expect(items).to.have.length(4);
      expectFocusOn(feedPage, items[2], 'the first new review');
      expect(part(items[2]!, 'text')!.textContent).to.equal('Second page, first review.');
      expect(window.scrollY).to.equal(scrollBefore);
      expectAbsent(feedPage.showMoreButton, 'Show more reviews');
      expect(feedPage.status.textContent!.trim()).to.equal('2 more reviews loaded. All reviews are shown.');
      expect(feedPage.status.getAttribute('aria-live')).to.equal('polite');

      const requests = await pageRequests(scope);
      expect(bodyOf(requests[1]).pagination).to.deep.equal({ pageSize: 10, pageToken: 'page-2' });
      await expect(feed).to.be.accessible();
    });

    it('shows progress while the next page loads, sends one request for repeated clicks and keeps the list', async () => {
      const scope = newScope();
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId} page-size="5"></review-feed>`,
      );
      await plan(scope, { steps: [{ operation: 'ListReviews', latencyMs: 1500 }] });
      const loaded = nextLoad();
      const button = feedPage.showMoreButton!;
      button.click();
      await feed.updateComplete;
      expect(feedPage.region.getAttribute('aria-busy')).to.equal('true');
      expect(button.getAttribute('aria-disabled')).to.equal('true');
      expectPresent(feedPage.part('skeleton'), 'a skeleton');
      expect(feedPage.reviews).to.have.length(5);
      button.click();
      button.click();
      await expect(feed).to.be.accessible();

      await loaded;
      await feed.updateComplete;
      expect(feedPage.reviews).to.have.length(10);
      expect(feedPage.region.getAttribute('aria-busy')).to.equal('false');
      expect(await pageRequests(scope)).to.have.length(2);
    });
    it('ends "Show more reviews" at a page token that comes back, and warns of it', async () => {
      const scope = newScope();
      await plan(scope, {
        steps: [
          { operation: 'ListReviews', json: { reviews: [cannedReview()], nextPageToken: 'again' } },
          // The summary's count, once the first page is shown.
          { operation: 'ListReviews', json: { reviews: [cannedReview(), cannedReview()], nextPageToken: '' } },
          { operation: 'ListReviews', json: { reviews: [cannedReview()], nextPageToken: 'again' } },
        ],
      });
      const { feed, feedPage } = await loadedFeed(
        html`<review-feed base-url=${scopedBaseUrl(scope)} business-id=${enabledBusinessId}></review-feed>`,
      );
      const warned = oneEvent(document, 'booking-warning');
      const second = await feedPage.showMore();
      expect(second.nextPageToken).to.equal('again');
      const warning = (await warned).detail;
      expect(warning.operation).to.equal('listReviews');
      expect(warning.message).to.contain('page token it had already returned');
      expect(feedPage.reviews).to.have.length(2);
      expectAbsent(feedPage.showMoreButton, 'Show more reviews');
      expect(await reviewRequests(scope)).to.have.length(3);
      await expect(feed).to.be.accessible();
    });
  });
});
