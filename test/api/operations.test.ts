/**
 * Every operation through the client over real HTTP to the reference API: answers, ordering,
 * filters, pagination to the last page, unknown ids, auth, and every JSON dialect of
 * docs/api-notes.md reading exactly as the canonical answer.
 */
import { expect } from '@open-wc/testing';
import {
  createClient,
  paginate,
  reviewSources,
  type AbandonedBooking,
  type Client,
  type Company,
  type Review,
} from '../../src/api/index.js';
import { addDays } from '../../src/api/calendar.js';
import { todayIn } from '../../src/common/time.js';
import {
  customerOf,
  newScope,
  plan,
  referenceFixtures,
  requestLog,
  scopedBaseUrl,
  type Dialect,
  type ReferenceFixtures,
} from '../helpers/reference.js';
import { failure } from '../helpers/failure.js';
import { lastDays, suiteNow } from '../helpers/clock.js';

async function all<Item, Page extends { nextPageToken: string }>(
  pages: AsyncGenerator<Page>,
  items: (page: Page) => Item[],
): Promise<Item[]> {
  const collected: Item[] = [];
  for await (const page of pages) collected.push(...items(page));
  return collected;
}

const isNewestFirst = (reviews: Review[]) =>
  reviews.every((review, index) => index === 0 || (reviews[index - 1]!.reviewTime ?? '') >= (review.reviewTime ?? ''));

describe('client operations', () => {
  let fixtures: ReferenceFixtures;
  let api: Client;
  let newYork: string;
  let branch: ReferenceFixtures['enabledBranch'];

  before(async () => {
    fixtures = await referenceFixtures();
    api = createClient({ retries: 0 });
    newYork = fixtures.companyByTimeZone['America/New_York']!;
    branch = fixtures.enabledBranch;
  });

  describe('companies', () => {
    it('lists every company by name, page by page', async () => {
      const companies = await all(paginate(api.listCompanies, { pagination: { pageSize: 1 } }), (page) => page.companies);
      expect(companies.map((company) => company.id)).to.have.members(fixtures.companies.map((company) => company.id));
      const names = companies.map((company) => company.name);
      expect(names).to.deep.equal([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('gets a company with its time zone, and NOT_FOUND for an unknown id', async () => {
      const company = await api.getCompany({ id: newYork });
      expect(company).to.deep.include({ id: newYork, timezone: { id: 'America/New_York' } });
      const error = await failure(api.getCompany({ id: 'cmp_missing' }));
      expect(error).to.include({ code: 'NOT_FOUND', status: 404, operation: 'getCompany' });
    });

    it('rejects a forged page token with INVALID_ARGUMENT', async () => {
      const error = await failure(api.listCompanies({ pagination: { pageSize: 2, pageToken: 'forged' } }));
      expect(error).to.include({ code: 'INVALID_ARGUMENT', status: 400 });
    });

    it('reads "" and "1" as the first page', async () => {
      const empty = await api.listCompanies({ pagination: { pageSize: 2, pageToken: '' } });
      const one = await api.listCompanies({ pagination: { pageSize: 2, pageToken: '1' } });
      expect(one).to.deep.equal(empty);
    });
  });

  describe('franchise lookup', () => {
    it('routes a ZIP code to its branch', async () => {
      const franchise = await api.lookupFranchiseByZipcode({ zipcode: branch.zipcode });
      expect(franchise).to.deep.equal({
        businessId: branch.businessId,
        companyId: branch.companyId,
        businessName: branch.businessName,
        bookOnlineName: branch.bookOnlineName,
        isEnable: true,
      });
    });

    it('says when a branch does not book online, and sends a trimmed ZIP+4', async () => {
      const scope = newScope();
      const scoped = createClient({ baseUrl: scopedBaseUrl(scope) });
      const franchise = await scoped.lookupFranchiseByZipcode({ zipcode: `  ${fixtures.disabledBranch.zipcode}-1234 ` });
      expect(franchise).to.include({ businessId: fixtures.disabledBranch.businessId, isEnable: false });
      expect((await requestLog(scope)).requests[0]!.body).to.deep.equal({ zipcode: `${fixtures.disabledBranch.zipcode}-1234` });
    });

    it('answers an unassigned ZIP code with empty strings', async () => {
      expect(await api.lookupFranchiseByZipcode({ zipcode: fixtures.unassignedZipcode })).to.deep.equal({
        businessId: '',
        companyId: '',
        businessName: '',
        bookOnlineName: '',
        isEnable: false,
      });
    });

    it('rejects a blank ZIP code without sending it', async () => {
      const scope = newScope();
      const error = await failure(createClient({ baseUrl: scopedBaseUrl(scope) }).lookupFranchiseByZipcode({ zipcode: '  ' }));
      expect(error.code).to.equal('INVALID_ARGUMENT');
      expect((await requestLog(scope)).requests).to.have.length(0);
    });
  });

  describe('availability', () => {
    it('returns free slots of the range, every available date with its detail', async () => {
      const startDate = addDays(todayIn(branch.timeZone), 1);
      const endDate = addDays(startDate, 6);
      const availability = await api.getBookingAvailability({
        companyId: branch.companyId,
        businessId: branch.businessId,
        filter: { startDate, endDate },
      });
      expect(availability.availableDates.length).to.be.greaterThan(0);
      for (const date of availability.availableDates) {
        expect(date >= startDate && date <= endDate, date).to.equal(true);
        const entry = availability.availability.find((each) => each.date === date);
        expect(entry, date).to.not.equal(undefined);
        const slots = entry!.staff.flatMap((staff) => staff.availableSlots);
        expect(slots.length).to.be.greaterThan(0);
        for (const slot of slots) expect(slot.startTime < slot.endTime).to.equal(true);
      }
      expect(availability.availability[0]!.staff[0]!.firstName).to.not.equal('');
    });

    it('keeps to the staff asked for', async () => {
      const staffId = fixtures.staff.find((member) => member.workPatterns.some((pattern) => pattern.businessId === branch.businessId))!.id;
      const startDate = addDays(todayIn(branch.timeZone), 1);
      const availability = await api.getBookingAvailability({
        companyId: branch.companyId,
        businessId: branch.businessId,
        filter: { startDate, endDate: addDays(startDate, 13), staffIds: [staffId] },
      });
      const staffSeen = new Set(availability.availability.flatMap((entry) => entry.staff.map((staff) => staff.staffId)));
      expect([...staffSeen]).to.deep.equal([staffId]);
    });

    it('gives NOT_FOUND for an unknown business', async () => {
      const error = await failure(api.getBookingAvailability({ companyId: branch.companyId, businessId: 'biz_missing' }));
      expect(error.code).to.equal('NOT_FOUND');
    });
  });

  describe('reviews', () => {
    it('walks every review of a business to the last page, newest first', async () => {
      const reviews = await all(
        paginate(api.listReviews, { businessId: fixtures.reviewWithMarkup!.businessId, pagination: { pageSize: 7 } }),
        (page) => page.reviews,
      );
      expect(reviews.length).to.be.greaterThan(14);
      expect(new Set(reviews.map((review) => review.id)).size).to.equal(reviews.length);
      expect(isNewestFirst(reviews)).to.equal(true);
      expect(reviews.some((review) => review.id === fixtures.reviewWithMarkup!.reviewId)).to.equal(true);
    });

    it('filters by any of the sources and any of the staff', async () => {
      const businessId = fixtures.reviewWithMarkup!.businessId;
      const everything = await all(paginate(api.listReviews, { businessId, pagination: { pageSize: 500 } }), (page) => page.reviews);
      const sources = ['SMS', 'GROOMING_REPORT'] as const;
      const bySource = await api.listReviews({ businessId, pagination: { pageSize: 500 }, filter: { sources: [...sources] } });
      expect(bySource.reviews.length).to.equal(everything.filter((review) => sources.some((source) => source === review.source)).length);
      expect(bySource.reviews.every((review) => sources.some((source) => source === review.source))).to.equal(true);

      const staffIds = [...new Set(everything.flatMap((review) => review.staffIds))].slice(0, 2);
      const byStaff = await api.listReviews({ businessId, pagination: { pageSize: 500 }, filter: { staffIds } });
      const expected = everything.filter((review) => review.staffIds.some((id) => staffIds.includes(id)));
      expect(byStaff.reviews.map((review) => review.id)).to.deep.equal(expected.map((review) => review.id));
    });

    it('covers every source across the world', async () => {
      const seen = new Set<string>();
      for (const { businessId } of fixtures.branches) {
        const page = await api.listReviews({ businessId, pagination: { pageSize: 500 } });
        for (const review of page.reviews) seen.add(review.source);
      }
      expect([...seen]).to.include.members(reviewSources.slice(1));
    });

    it('gives NOT_FOUND for an unknown business', async () => {
      expect((await failure(api.listReviews({ businessId: 'biz_missing', pagination: { pageSize: 5 } }))).code).to.equal('NOT_FOUND');
    });
  });

  describe('agreements', () => {
    it('lists agreements of a company, restricted to branches when asked', async () => {
      const { companyId, businessId } = fixtures.agreements.normal;
      const all = await api.listAgreements({ companyId, pagination: { pageSize: 500 } });
      const some = await api.listAgreements({ companyId, businessIds: [businessId], pagination: { pageSize: 500 } });
      expect(some.agreement.length).to.be.greaterThan(0);
      expect(some.agreement.every((agreement) => agreement.businessId === businessId)).to.equal(true);
      expect(all.agreement.length).to.be.greaterThan(some.agreement.length);
      expect(all.agreement.some((agreement) => agreement.status === 'DELETED')).to.equal(true);
    });

    it('gets an agreement, and NOT_FOUND for an unknown one', async () => {
      const { id, companyId, title } = fixtures.agreements.normal;
      expect(await api.getAgreement({ id, companyId })).to.deep.include({ id, title, status: 'NORMAL' });
      expect((await failure(api.getAgreement({ id: 'agr_missing', companyId }))).code).to.equal('NOT_FOUND');
    });

    it('creates a sign link: an absolute URL of the signing page', async () => {
      const { id, companyId, businessId } = fixtures.agreements.normal;
      const link = await api.getAgreementSignLink({ id, businessId, customerId: await customerOf(companyId) });
      expect(link.agreementRecordId).to.not.equal('');
      expect(new URL(link.signUrl).origin).to.equal(location.origin);
      const page = await fetch(link.signUrl);
      expect(page.status).to.equal(200);
    });
  });

  describe('abandoned bookings', () => {
    it('lists the last week by default and filters by step, status and lead type', async () => {
      const companyId = newYork;
      const businessIds = fixtures.branches.filter((each) => each.companyId === companyId).map((each) => each.businessId);
      const weekAgo = suiteNow() - 7 * 24 * 3600 * 1000;
      const recent = await all(
        paginate(api.listAbandonedBookings, { companyId, businessIds, pagination: { pageSize: 10 } }),
        (page) => page.bookings,
      );
      expect(recent.length).to.be.greaterThan(0);
      expect(recent.every((booking) => Date.parse(booking.abandonTime ?? '') >= weekAgo - 60_000)).to.equal(true);

      // Four weeks: within the API's limit of a month in any month (30 days are more than a month after April).
      const abandonTime = lastDays(28);
      const month = await all(
        paginate(api.listAbandonedBookings, { companyId, businessIds, pagination: { pageSize: 50 }, filter: { abandonTime } }),
        (page) => page.bookings,
      );
      const pick = (booking: AbandonedBooking) =>
        booking.abandonStatus === 'CONTACTED' &&
        booking.leadType === 'NEW_VISITOR' &&
        ['SELECT_DATE', 'SELECT_TIME'].includes(booking.abandonStep);
      const filtered = await api.listAbandonedBookings({
        companyId,
        businessIds,
        pagination: { pageSize: 500 },
        filter: { abandonTime, statuses: ['CONTACTED'], leadTypes: ['NEW_VISITOR'], steps: ['SELECT_DATE', 'SELECT_TIME'] },
      });
      expect(filtered.bookings.map((booking) => booking.id)).to.have.members(month.filter(pick).map((booking) => booking.id));
    });

    it('gets one abandoned booking as the list shows it, and NOT_FOUND for an unknown id', async () => {
      const businessIds = fixtures.branches.filter((each) => each.companyId === newYork).map((each) => each.businessId);
      const { bookings } = await api.listAbandonedBookings({ companyId: newYork, businessIds, pagination: { pageSize: 1 } });
      const booking = bookings[0]!;
      expect(await api.getAbandonedBooking({ id: booking.id })).to.deep.equal(booking);
      expect((await failure(api.getAbandonedBooking({ id: 'ab_missing' }))).code).to.equal('NOT_FOUND');
    });
  });

  describe('auth', () => {
    it('needs an API key on the secured mount, and only for the companies it covers', async () => {
      const [key, covered] = Object.entries(fixtures.apiKeys)[0]!;
      const keyed = createClient({ baseUrl: '/secured', apiKey: key, retries: 0 });
      const company: Company = await keyed.getCompany({ id: covered[0]! });
      expect(company.id).to.equal(covered[0]);

      const other = fixtures.companies.find((each) => !covered.includes(each.id))!;
      expect((await failure(keyed.getCompany({ id: other.id }))).code).to.equal('PERMISSION_DENIED');
      const keyless = createClient({ baseUrl: '/secured', retries: 0 });
      expect((await failure(keyless.getCompany({ id: covered[0]! }))).code).to.equal('PERMISSION_DENIED');
      const wrongKey = createClient({ baseUrl: '/secured', apiKey: 'not-a-key', retries: 0 });
      expect((await failure(wrongKey.getCompany({ id: covered[0]! }))).code).to.equal('PERMISSION_DENIED');
    });
  });

  describe('JSON dialects of the production gateway', () => {
    /**
     * The older address shape has only street (both lines of the newer one, joined), city, state
     * and zip: compare only those.
     */
    const onlyLegacyAddressFields = (key: string, value: unknown) => {
      if (key !== 'address' || !value) return value;
      const { address1, address2, city, state, postalCode } = value as Record<string, string>;
      return { street: [address1, address2].filter(Boolean).join(', '), city, state, postalCode };
    };

    const dialects: [string, Dialect, ((key: string, value: unknown) => unknown)?][] = [
      ['dates as { year, month, day }', { dates: 'object' }],
      ['int64 as numbers', { int64: 'number' }],
      ['enums as numbers', { enums: 'number' }],
      ['every field with its zero value', { zeroValues: true }],
      ['GetCompany flat', { company: 'flat' }],
      ['legacy addresses', { address: 'legacy' }, onlyLegacyAddressFields],
      ['staff with a single name', { staffName: 'single' }],
      ['no nextPageToken on the last page', { nextPageToken: 'omit' }],
      ['unknown fields everywhere', { unknownFields: true }],
    ];

    /** The same calls, through a client whose scope answers in the given dialect. */
    async function readEverything(dialect: Dialect) {
      const scope = newScope();
      await plan(scope, { dialect });
      const client = createClient({ baseUrl: scopedBaseUrl(scope), retries: 0 });
      const businessIds = fixtures.branches.filter((each) => each.companyId === newYork).map((each) => each.businessId);
      const startDate = addDays(todayIn(branch.timeZone), 1);
      const { id, companyId } = fixtures.agreements.normal;
      return {
        company: await client.getCompany({ id: newYork }),
        companies: await client.listCompanies({ pagination: { pageSize: 500 } }),
        reviews: await client.listReviews({ businessId: branch.businessId, pagination: { pageSize: 500 } }),
        availability: await client.getBookingAvailability({
          companyId: branch.companyId,
          businessId: branch.businessId,
          filter: { startDate, endDate: addDays(startDate, 2) },
        }),
        franchise: await client.lookupFranchiseByZipcode({ zipcode: branch.zipcode }),
        agreement: await client.getAgreement({ id, companyId }),
        agreements: await client.listAgreements({ companyId, pagination: { pageSize: 500 } }),
        bookings: await client.listAbandonedBookings({ companyId: newYork, businessIds, pagination: { pageSize: 500 } }),
      };
    }

    let canonical: Awaited<ReturnType<typeof readEverything>>;
    before(async () => {
      canonical = await readEverything({});
    });

    for (const [name, dialect, comparable] of dialects) {
      it(`reads ${name} as the canonical answer`, async () => {
        const read = await readEverything(dialect);
        // A zero value read as "absent" is a key holding undefined; JSON compares them alike.
        const asJson = (value: unknown) => JSON.parse(JSON.stringify(value, comparable)) as unknown;
        expect(asJson(read)).to.deep.equal(asJson(canonical));
      });
    }
  });
});
