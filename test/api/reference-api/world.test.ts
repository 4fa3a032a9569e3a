import { expect } from '@open-wc/testing';
import { reviewSources, type Review } from '../../../src/api/review.js';
import { createReferenceApi } from '../../../reference/index.js';
import { referenceFixtures, type ReferenceFixtures } from '../../helpers/reference.js';
import { suiteNow } from '../../helpers/clock.js';
import { allPages } from './fixtures.js';

describe('reference API', () => {
  let fixtures: ReferenceFixtures;

  before(async () => {
    fixtures = await referenceFixtures();
  });

  describe('world', () => {
    it('has companies in several time zones with opaque identifiers', () => {
      const zones = Object.keys(fixtures.companyByTimeZone);
      expect(zones).to.include.members(['America/New_York', 'America/Los_Angeles', 'Australia/Sydney']);
      for (const company of fixtures.companies) expect(company.id).to.match(/^cmp_[0-9a-z]+$/);
      expect(fixtures.branches.length).to.be.at.least(5);
      expect(fixtures.staff.length).to.be.at.least(8);
    });

    it('holds at least 200 reviews over every source, some long and some with markup characters', async () => {
      const reviews: Review[] = [];
      for (const branch of fixtures.branches) {
        reviews.push(...(await allPages<Review>('/v1/reviews:list', { businessId: branch.businessId }, 'reviews', 500)).items);
      }
      expect(reviews.length).to.be.at.least(200);
      expect(new Set(reviews.map((review) => review.source ?? reviewSources[0]))).to.have.keys([...reviewSources]);
      expect(reviews.some((review) => review.content.length >= 600)).to.equal(true);
      expect(reviews.some((review) => review.content.includes('<img src=x onerror=alert(1)>'))).to.equal(true);
      const oldest = Math.min(...reviews.map((review) => Date.parse(review.reviewTime ?? '')));
      expect(suiteNow() - oldest).to.be.greaterThan(300 * 86_400_000);
      for (const review of reviews) expect(review.score).to.be.within(1, 5);
    });
  });

  describe('the demo’s world and the tests’ world', () => {
    /** Every review text and agreement title of a reference API called directly, without HTTP. */
    async function textsOf(referenceApi: ReturnType<typeof createReferenceApi>): Promise<string[]> {
      const call = async (path: string, body?: unknown) =>
        (await referenceApi(
          new Request(`https://reference.example${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) }),
        ).then((answer) => answer.json())) as Record<string, unknown>;
      const world = (await call('/_ref/_fixtures')) as unknown as ReferenceFixtures;
      const texts: string[] = [];
      for (const branch of world.branches) {
        const reviews = await call('/v1/reviews:list', { businessId: branch.businessId, pagination: { pageSize: 500 } });
        texts.push(...(reviews['reviews'] as Review[]).map((review) => review.content));
        const agreements = await call('/v1/agreements:list', {
          companyId: branch.companyId,
          businessIds: [branch.businessId],
          pagination: { pageSize: 500 },
        });
        texts.push(...(agreements['agreement'] as { title: string }[]).map((agreement) => agreement.title));
      }
      return texts;
    }
    const markup = /<[a-z]/i;

    it('shows the demo no text that tries to break a page, and gives the tests one review and one title that do', async () => {
      const demo = await textsOf(createReferenceApi());
      expect(demo.length).to.be.above(200);
      expect(demo.filter((text) => markup.test(text))).to.deep.equal([]);
      const hostile = (await textsOf(createReferenceApi({ hostileTexts: true }))).filter((text) => markup.test(text));
      expect(hostile).to.have.length(2);
      expect(hostile.some((text) => text.includes('<img src=x onerror=alert(1)>'))).to.equal(true);
      expect(hostile).to.include('Senior Pet Consent <b>bold</b>');
    });
  });
});
