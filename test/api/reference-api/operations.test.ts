import { expect } from '@open-wc/testing';
import type { Company } from '../../../src/api/company.js';
import {
  abandonSteps,
  recoverTypes,
  type AbandonedBooking,
  type Franchise,
  type ListAbandonedBookingsResponse,
} from '../../../src/api/online-booking.js';
import type { ListReviewsResponse, Review } from '../../../src/api/review.js';
import { referenceFixtures, type ReferenceFixtures } from '../../helpers/reference.js';
import { daysAgo, lastDays, suiteNow } from '../../helpers/clock.js';
import { type Answer, type JsonObject, post, get, expectError, allPages } from './fixtures.js';

describe('reference API', () => {
  let fixtures: ReferenceFixtures;

  const pagination = { pageSize: 50 };

  before(async () => {
    fixtures = await referenceFixtures();
  });

  describe('LookupFranchiseByZipcode', () => {
    const lookup = (zipcode: unknown) => post<Franchise>('/v1/online_booking/business/info', zipcode === undefined ? {} : { zipcode });

    it('finds the branch holding a ZIP code', async () => {
      const { enabledBranch } = fixtures;
      const answer = await lookup(enabledBranch.zipcode);
      expect(answer.status).to.equal(200);
      expect(answer.json).to.deep.equal({
        businessId: enabledBranch.businessId,
        companyId: enabledBranch.companyId,
        businessName: enabledBranch.businessName,
        bookOnlineName: enabledBranch.bookOnlineName,
        isEnable: true,
      });
    });

    it('keeps leading zeros, takes ZIP+4 by its first five digits and trims input', async () => {
      const zipcode = fixtures.branches.flatMap((branch) => branch.zipcodes).find((zip) => zip.startsWith('0'));
      expect(zipcode).to.match(/^0\d{4}$/);
      for (const input of [zipcode, `${zipcode}-1234`, `  ${zipcode}\t`]) {
        expect((await lookup(input)).json.businessId, String(input)).to.not.equal('');
      }
    });

    it('reports a branch without online booking with isEnable false', async () => {
      const answer = await lookup(fixtures.disabledBranch.zipcode);
      expect(answer.json).to.include({ businessId: fixtures.disabledBranch.businessId, isEnable: false });
      expect(answer.json.businessName).to.equal(fixtures.disabledBranch.businessName);
    });

    it('answers an unassigned ZIP code with empty strings and isEnable false', async () => {
      const answer = await lookup(fixtures.unassignedZipcode);
      expect(answer.status).to.equal(200);
      expect(answer.json).to.deep.equal({ businessId: '', companyId: '', businessName: '', bookOnlineName: '', isEnable: false });
    });

    it('answers the documented alias path too', async () => {
      const answer = await post<Franchise>('/v1/online_booking/franchise_lookup', { zipcode: fixtures.enabledBranch.zipcode });
      expect(answer.json.businessId).to.equal(fixtures.enabledBranch.businessId);
    });

    it('rejects a missing zipcode, a number and malformed JSON', async () => {
      expectError(await lookup(undefined), 400, 3);
      expectError(await lookup(2134), 400, 3);
      expectError(await post('/v1/online_booking/business/info', '{"zipcode":'), 400, 3);
    });
  });

  describe('pagination', () => {
    const reviewsOf = () => ({ businessId: fixtures.enabledBranch.businessId });
    const reviewIds = (answer: Answer<ListReviewsResponse>) => answer.json.reviews.map((review) => review.id);

    it('gives the first page for an empty, missing or "1" token', async () => {
      const pages = await Promise.all(
        [{ pageSize: 5 }, { pageSize: 5, pageToken: '' }, { pageSize: 5, pageToken: '1' }].map((first) =>
          post<ListReviewsResponse>('/v1/reviews:list', { ...reviewsOf(), pagination: first }),
        ),
      );
      const [missing, empty, one] = pages.map(reviewIds);
      expect(missing).to.have.length(5);
      expect(empty).to.deep.equal(missing);
      expect(one).to.deep.equal(missing);
      expect(pages[0]?.json.nextPageToken).to.be.a('string').and.not.empty;
    });

    it('walks to the last page, whose nextPageToken is empty, without repeating an item', async () => {
      const whole = await post<ListReviewsResponse>('/v1/reviews:list', { ...reviewsOf(), pagination: { pageSize: 500 } });
      expect(whole.json.nextPageToken).to.equal('');
      const { items, pages } = await allPages<Review>('/v1/reviews:list', reviewsOf(), 'reviews', 7);
      expect(items.map((review) => review.id)).to.deep.equal(reviewIds(whole));
      expect(pages).to.equal(Math.ceil(items.length / 7));
    });

    it('rejects a forged token and a token of another query', async () => {
      const first = await post<ListReviewsResponse>('/v1/reviews:list', { ...reviewsOf(), pagination: { pageSize: 5 } });
      const token = first.json.nextPageToken;
      const forged = btoa(JSON.stringify({ offset: 10, check: 'nope' }));
      expectError(await post('/v1/reviews:list', { ...reviewsOf(), pagination: { pageSize: 5, pageToken: forged } }), 400, 3);
      expectError(await post('/v1/reviews:list', { ...reviewsOf(), pagination: { pageSize: 5, pageToken: 'garbage!' } }), 400, 3);
      const otherQuery = { ...reviewsOf(), filter: { sources: ['SMS'] }, pagination: { pageSize: 5, pageToken: token } };
      expectError(await post('/v1/reviews:list', otherQuery), 400, 3);
    });

    it('rejects pageSize 0, 501 and a missing pagination on every list operation', async () => {
      const { companyId, businessId } = fixtures.enabledBranch;
      const lists: [string, JsonObject][] = [
        ['/v1/reviews:list', reviewsOf()],
        ['/v1/companies:list', {}],
        ['/v1/agreements:list', { companyId }],
        ['/v1/abandoned_bookings:list', { companyId, businessIds: [businessId] }],
      ];
      for (const [path, body] of lists) {
        expectError(await post(path, { ...body, pagination: { pageSize: 0 } }), 400, 3);
        expectError(await post(path, { ...body, pagination: { pageSize: 501 } }), 400, 3);
        expectError(await post(path, body), 400, 3);
      }
      expect((await post('/v1/companies:list', { pagination: { pageSize: 500 } })).status).to.equal(200);
    });
  });

  describe('ListReviews', () => {
    const listAll = (body: JsonObject) =>
      post<ListReviewsResponse>('/v1/reviews:list', {
        businessId: fixtures.enabledBranch.businessId,
        ...body,
        pagination: { pageSize: 500 },
      });

    it('lists newest first', async () => {
      const times = (await listAll({})).json.reviews.map((review) => Date.parse(review.reviewTime ?? ''));
      expect(times).to.deep.equal([...times].sort((left, right) => right - left));
    });

    it('filters by any of the sources and any of the staff', async () => {
      const bySource = await listAll({ filter: { sources: ['SMS', 'GROOMING_REPORT'] } });
      expect([...new Set(bySource.json.reviews.map((review) => review.source))].sort()).to.deep.equal(['GROOMING_REPORT', 'SMS']);

      const businessId = fixtures.enabledBranch.businessId;
      const [first = '', second = ''] = fixtures.staff
        .filter((staff) => staff.workPatterns.some((pattern) => pattern.businessId === businessId))
        .map((staff) => staff.id);
      const reviews = (await listAll({ filter: { staffIds: [first, second] } })).json.reviews;
      expect(reviews.every((review) => review.staffIds.some((id) => id === first || id === second))).to.equal(true);
      expect(reviews.some((review) => review.staffIds.includes(first))).to.equal(true);
      expect(reviews.some((review) => review.staffIds.includes(second))).to.equal(true);
    });

    it('rejects an unknown source and a missing business, and answers NOT_FOUND for an unknown one', async () => {
      expectError(await listAll({ filter: { sources: ['FAX'] } }), 400, 3);
      expectError(await post('/v1/reviews:list', { businessId: 'biz_missing', pagination }), 404, 5);
      expectError(await post('/v1/reviews:list', { pagination }), 400, 3);
    });
  });

  describe('companies', () => {
    it('lists companies by name and gets one wrapped in `company`', async () => {
      const { items } = await allPages<Company>('/v1/companies:list', {}, 'companies', 1);
      const names = items.map((company) => company.name);
      expect(names).to.deep.equal([...names].sort((left, right) => left.localeCompare(right, 'en')));
      const newYork = fixtures.companyByTimeZone['America/New_York'] ?? '';
      const answer = await get<{ company: Company }>(`/v1/companies/${newYork}`);
      expect(answer.json.company).to.include({ id: newYork });
      expect(answer.json.company.timezone).to.deep.equal({ id: 'America/New_York' });
      expectError(await get('/v1/companies/cmp_missing'), 404, 5);
    });
  });

  describe('abandoned bookings', () => {
    const companyId = () => fixtures.enabledBranch.companyId;
    const businessIdsOf = (company: string) =>
      fixtures.branches.filter((branch) => branch.companyId === company).map((branch) => branch.businessId);
    const listBookings = (body: JsonObject) =>
      post<ListAbandonedBookingsResponse>('/v1/abandoned_bookings:list', {
        companyId: companyId(),
        businessIds: businessIdsOf(companyId()),
        pagination,
        ...body,
      });

    it('looks at the last week by default, newest first', async () => {
      const { items } = await allPages<AbandonedBooking>(
        '/v1/abandoned_bookings:list',
        { companyId: companyId(), businessIds: businessIdsOf(companyId()) },
        'bookings',
        10,
      );
      expect(items.length).to.be.greaterThan(0);
      const times = items.map((booking) => Date.parse(booking.abandonTime ?? ''));
      expect(times).to.deep.equal([...times].sort((left, right) => right - left));
      for (const time of times) expect(suiteNow() - time).to.be.within(0, 7 * 86_400_000 + 60_000);
    });

    it('covers every step, status and lead type over the last six weeks', async () => {
      const seen: AbandonedBooking[] = [];
      for (const company of fixtures.companies) {
        for (const [from, to] of [
          [43, 22],
          [22, 0],
        ] as const) {
          const body = {
            companyId: company.id,
            businessIds: businessIdsOf(company.id),
            filter: { abandonTime: { startTime: daysAgo(from), endTime: daysAgo(to) } },
          };
          seen.push(...(await allPages<AbandonedBooking>('/v1/abandoned_bookings:list', body, 'bookings', 500)).items);
        }
      }
      expect(new Set(seen.map((booking) => booking.abandonStep))).to.have.keys(abandonSteps.slice(1));
      expect(new Set(seen.map((booking) => booking.abandonStatus))).to.have.keys(['ABANDONED', 'CONTACTED', 'RECOVERED']);
      expect(new Set(seen.map((booking) => booking.leadType ?? 'LEAD_TYPE_UNSPECIFIED'))).to.have.keys([
        'LEAD_TYPE_UNSPECIFIED',
        'NEW_VISITOR',
        'EXISTING_CLIENT',
      ]);
      const withServices = seen.flatMap((booking) => booking.pets ?? []).find((pet) => pet.petServiceDetail?.serviceDetails?.length);
      expect(withServices?.petServiceDetail?.pet).to.have.keys(['id', 'name']);
      expect(seen.some((booking) => recoverTypes.slice(1).some((type) => type === booking.recoveryType))).to.equal(true);
    });

    it('filters by any of the steps, statuses and lead types', async () => {
      const steps = ['WELCOME_PAGE', 'SELECT_TIME', 'SUBMIT_APPT', 'BASIC_INFO'];
      const statuses = ['ABANDONED', 'RECOVERED'];
      const leadTypes = ['NEW_VISITOR', 'EXISTING_CLIENT'];
      const answer = await listBookings({
        filter: { steps, statuses, leadTypes, abandonTime: lastDays(30) },
        pagination: { pageSize: 500 },
      });
      expect(answer.json.bookings.length).to.be.greaterThan(0);
      for (const booking of answer.json.bookings) {
        expect(steps).to.include(booking.abandonStep);
        expect(statuses).to.include(booking.abandonStatus);
        expect(leadTypes).to.include(booking.leadType);
      }
    });

    it('rejects a range over one month, a reversed range, no businesses and a business of another company', async () => {
      expectError(await listBookings({ filter: { abandonTime: lastDays(40) } }), 400, 3);
      expectError(await listBookings({ filter: { abandonTime: { startTime: daysAgo(0), endTime: daysAgo(1) } } }), 400, 3);
      expectError(await listBookings({ filter: { abandonTime: { startTime: 'yesterday', endTime: daysAgo(0) } } }), 400, 3);
      expectError(await listBookings({ businessIds: [] }), 400, 3);
      const foreign = fixtures.branches.find((branch) => branch.companyId !== companyId())?.businessId;
      expectError(await listBookings({ businessIds: [foreign] }), 403, 7);
      expectError(await listBookings({ companyId: 'cmp_missing' }), 404, 5);
    });

    it('gets one booking by id with what the list leaves out, and NOT_FOUND for an unknown id', async () => {
      const listed = (await listBookings({ pagination: { pageSize: 500 } })).json.bookings;
      // The list leaves out the answers, the note and the pets' health and emergency contact.
      const heavy = listed.filter(
        (each) => each.customer?.questionAnswerList || each.additionalNote || each.pets?.some((pet) => pet.healthIssues),
      );
      expect(heavy).to.deep.equal([]);
      const booking = listed.find((each) => each.abandonStep === 'PERSONAL_INFO')!;
      const answer = await get<AbandonedBooking>(`/v1/abandoned_bookings/${booking.id}`);
      expect(answer.json.customer?.questionAnswerList?.length).to.be.greaterThan(0);
      expect(answer.json.pets?.[0]?.emergencyContactName).to.match(/\w/);
      const { additionalNote, customer, pets, ...rest } = answer.json;
      expect(rest).to.deep.equal((({ customer: _customer, pets: _pets, ...same }) => same)(booking));
      const { questionAnswerList: _answers, ...customerListed } = customer ?? {};
      expect(customerListed).to.deep.equal(booking.customer);
      expect(pets?.map((pet) => pet.petServiceDetail)).to.deep.equal(booking.pets?.map((pet) => pet.petServiceDetail));
      expectError(await get('/v1/abandoned_bookings/abk_missing'), 404, 5);
    });
  });
});
