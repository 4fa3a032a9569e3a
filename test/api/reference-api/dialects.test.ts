import { expect } from '@open-wc/testing';
import { recoverTypes, type ListAbandonedBookingsResponse } from '../../../src/api/online-booking.js';
import { reviewSources, type ListReviewsResponse } from '../../../src/api/review.js';
import { newScope, plan, referenceFixtures, scopedBaseUrl, type ReferenceFixtures } from '../../helpers/reference.js';
import { lastDays } from '../../helpers/clock.js';
import { type JsonObject, post, get } from './fixtures.js';

describe('reference API', () => {
  let fixtures: ReferenceFixtures;

  before(async () => {
    fixtures = await referenceFixtures();
  });

  describe('dialects', () => {
    let scope: string;
    let base: string;

    beforeEach(() => {
      scope = newScope();
      base = scopedBaseUrl(scope);
    });

    it('sends dates as objects and staff with a single name', async () => {
      await plan(scope, { dialect: { dates: 'object', staffName: 'single' } });
      const { companyId, businessId } = fixtures.enabledBranch;
      interface ObjectDateAvailability {
        availableDates: { year: number; month: number; day: number }[];
        availability: { date: unknown; staff: JsonObject[] }[];
      }
      const answer = await post<ObjectDateAvailability>(`${base}/v1/online_booking/availability`, { companyId, businessId });
      const [firstDate] = answer.json.availableDates;
      expect(firstDate).to.have.keys(['year', 'month', 'day']);
      const [firstDay] = answer.json.availability;
      expect(firstDay?.date).to.deep.equal(firstDate);
      const staff = firstDay?.staff[0];
      expect(staff).to.have.property('name').that.matches(/\S \S/);
      expect(staff).to.not.have.property('firstName');
    });

    it('sends enums as their numbers in the order the client lists them', async () => {
      await plan(scope, { dialect: { enums: 'number' } });
      const { businessId } = fixtures.enabledBranch;
      const body = { businessId, pagination: { pageSize: 30 } };
      const canonical = await post<ListReviewsResponse>('/v1/reviews:list', body);
      const numbered = await post<{ reviews: { source?: number }[] }>(`${base}/v1/reviews:list`, body);
      const names = numbered.json.reviews.map((review) => reviewSources[review.source ?? 0]);
      expect(names).to.deep.equal(canonical.json.reviews.map((review) => review.source ?? reviewSources[0]));
    });

    it('sends int64 as numbers and legacy addresses', async () => {
      await plan(scope, { dialect: { int64: 'number', address: 'legacy' } });
      const { companyId } = fixtures.enabledBranch;
      const businessIds = fixtures.branches.filter((branch) => branch.companyId === companyId).map((branch) => branch.businessId);
      interface LegacyBooking {
        address?: JsonObject;
        pets?: { petServiceDetail?: { serviceDetails?: { price?: { units: unknown } }[] } }[];
      }
      const answer = await post<{ bookings: LegacyBooking[] }>(`${base}/v1/abandoned_bookings:list`, {
        companyId,
        businessIds,
        // Four weeks: within the API's month whatever the months around (30 days are more after February).
        filter: { abandonTime: lastDays(28) },
        pagination: { pageSize: 500 },
      });
      const { bookings } = answer.json;
      const prices = bookings.flatMap((booking) => booking.pets ?? []).flatMap((pet) => pet.petServiceDetail?.serviceDetails ?? []);
      expect(prices.length).to.be.greaterThan(0);
      for (const detail of prices) expect(detail.price?.units).to.be.a('number');
      const address = bookings.find((booking) => booking.address)?.address;
      expect(address).to.include.keys(['street', 'zip']);
      expect(address).to.not.have.property('postalCode');
    });

    it('sends zero values when asked, still leaving out absent timestamps', async () => {
      const fresh = await post<ListAbandonedBookingsResponse>('/v1/abandoned_bookings:list', {
        companyId: fixtures.enabledBranch.companyId,
        businessIds: fixtures.branches
          .filter((branch) => branch.companyId === fixtures.enabledBranch.companyId)
          .map((branch) => branch.businessId),
        filter: {
          steps: ['WELCOME_PAGE', 'BASIC_INFO', 'SELECT_CARE_TYPE'],
          statuses: ['ABANDONED'],
          abandonTime: lastDays(30),
        },
        pagination: { pageSize: 1 },
      });
      const id = fresh.json.bookings[0]?.id ?? '';
      const canonical = await get(`/v1/abandoned_bookings/${id}`);
      expect(canonical.json).to.not.have.property('pets');
      expect(canonical.json).to.not.have.property('staffId');
      await plan(scope, { dialect: { zeroValues: true } });
      const full = await get<JsonObject & { customer: JsonObject }>(`${base}/v1/abandoned_bookings/${id}`);
      expect(full.json).to.include({ staffId: '', appointmentId: '', recoveryType: recoverTypes[0] });
      expect(full.json.pets).to.deep.equal([]);
      expect(full.json.customer.preferredDays).to.be.an('array');
      expect(full.json).to.not.have.property('recoveryTime');
      expect(full.json).to.not.have.property('appointmentTime');
    });

    it('sends GetCompany flat, omits the last nextPageToken and adds unknown fields', async () => {
      await plan(scope, { dialect: { company: 'flat', nextPageToken: 'omit', unknownFields: true } });
      const companyId = fixtures.enabledBranch.companyId;
      const company = await get(`${base}/v1/companies/${companyId}`);
      expect(company.json).to.include({ id: companyId });
      expect(company.json).to.not.have.property('company');
      expect(company.json).to.have.property('refUnknownField');
      const list = await post<{ companies: JsonObject[] }>(`${base}/v1/companies:list`, { pagination: { pageSize: 500 } });
      expect(list.json).to.not.have.property('nextPageToken');
      expect(list.json.companies[0]).to.have.property('refUnknownField');
    });
  });
});
