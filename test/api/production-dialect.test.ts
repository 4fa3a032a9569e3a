/**
 * Every operation through a client that writes dates as the Swagger does (`dates: 'object'`),
 * over real HTTP to the reference API answering as the production Swagger describes the service:
 * Interval durations, full pets, addresses with id and type, company rawId and timezone.version,
 * review scores as int64 strings, Date objects everywhere, and only the newest paths.
 */
import { expect } from '@open-wc/testing';
import {
  createClient,
  type AbandonedBooking,
  type Client,
  type ListAbandonedBookingsRequest,
  type ResponseProblem,
} from '../../src/api/index.js';
import { addDays } from '../../src/api/calendar.js';
import { todayIn } from '../../src/common/time.js';
import { customerOf, newScope, plan, referenceFixtures, requestLog, scopedBaseUrl, type ReferenceFixtures } from '../helpers/reference.js';
import { failure } from '../helpers/failure.js';
import { suiteNow } from '../helpers/clock.js';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const minuteMs = 60_000;

/** A scope answering in the production dialect. */
async function productionScope(): Promise<string> {
  const scope = newScope();
  await plan(scope, { dialect: { production: true } });
  return scope;
}

/** The JSON the scope sends for a GET, as it is on the wire. */
async function wire<Body>(scope: string, path: string, init?: RequestInit): Promise<{ status: number; json: Body }> {
  const response = await fetch(`${scopedBaseUrl(scope)}${path}`, init);
  return { status: response.status, json: (await response.json()) as Body };
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the production dialect', () => {
  let fixtures: ReferenceFixtures;
  let scope: string;
  let api: Client;
  /** The same calls answered in the canonical encoding, to compare values with. */
  let canonical: Client;
  let problems: ResponseProblem[];
  let newYork: string;
  let branch: ReferenceFixtures['enabledBranch'];

  before(async () => {
    fixtures = await referenceFixtures();
    newYork = fixtures.companyByTimeZone['America/New_York']!;
    branch = fixtures.enabledBranch;
    scope = await productionScope();
    canonical = createClient({ retries: 0 });
  });

  beforeEach(() => {
    problems = [];
    // A part of an answer the schemas reject would be left out and reported: none may be.
    api = createClient({ baseUrl: scopedBaseUrl(scope), dates: 'object', retries: 0, onProblem: (problem) => problems.push(problem) });
  });

  afterEach(() => {
    expect(problems, 'parts of answers left out').to.deep.equal([]);
  });

  describe('franchise lookup', () => {
    it('reaches the branch through franchise_lookup after a 404 at business/info, then goes there directly', async () => {
      const own = await productionScope();
      const client = createClient({ baseUrl: scopedBaseUrl(own), dates: 'object', retries: 0 });
      const expected = {
        businessId: branch.businessId,
        companyId: branch.companyId,
        businessName: branch.businessName,
        bookOnlineName: branch.bookOnlineName,
        isEnable: true,
      };
      expect(await client.lookupFranchiseByZipcode({ zipcode: branch.zipcode })).to.deep.equal(expected);
      const first = (await requestLog(own)).requests.map((request) => request.path);
      expect(first).to.deep.equal(['/v1/online_booking/business/info', '/v1/online_booking/franchise_lookup']);

      // The transport remembers the path that answered.
      expect(await client.lookupFranchiseByZipcode({ zipcode: fixtures.disabledBranch.zipcode })).to.include({
        businessId: fixtures.disabledBranch.businessId,
        isEnable: false,
      });
      const second = (await requestLog(own)).requests.slice(first.length).map((request) => request.path);
      expect(second).to.deep.equal(['/v1/online_booking/franchise_lookup']);
    });

    it('answers NOT_FOUND at business/info, the spec path the newest Swagger no longer lists', async () => {
      const answer = await wire<{ code: number }>(scope, '/v1/online_booking/business/info', post({ zipcode: branch.zipcode }));
      expect(answer.status).to.equal(404);
      expect(answer.json.code).to.equal(5);
    });
  });

  describe('companies', () => {
    it('gets a company sent flat, with rawId and timezone.version', async () => {
      const company = await api.getCompany({ id: newYork });
      expect(company.rawId).to.match(/^[1-9]\d*$/);
      expect(company.timezone).to.deep.equal({ id: 'America/New_York', version: '2025b' });
      const { rawId, timezone, ...rest } = company;
      const spec = await canonical.getCompany({ id: newYork });
      expect(spec.rawId).to.equal('0');
      expect(spec.timezone).to.deep.equal({ id: 'America/New_York' });
      expect(spec).to.deep.include(rest);

      const onWire = await wire<Record<string, unknown>>(scope, `/v1/companies/${newYork}`);
      expect(onWire.json).to.not.have.property('company');
      expect(onWire.json.rawId).to.equal(rawId);
      expect(onWire.json.timezone).to.deep.equal(timezone);
    });

    it('lists every company with its own rawId', async () => {
      const { companies } = await api.listCompanies({ pagination: { pageSize: 500 } });
      expect(companies.map((company) => company.id)).to.have.members(fixtures.companies.map((company) => company.id));
      expect(new Set(companies.map((company) => company.rawId)).size).to.equal(companies.length);
      for (const company of companies) {
        expect(company.rawId).to.match(/^[1-9]\d*$/);
        expect(company.timezone.version).to.equal('2025b');
      }
    });
  });

  describe('reviews', () => {
    it('reads scores sent as int64 strings as the numbers they are', async () => {
      const request = { businessId: branch.businessId, pagination: { pageSize: 500 } };
      const { reviews } = await api.listReviews(request);
      expect(reviews.length).to.be.greaterThan(0);
      expect(reviews).to.deep.equal((await canonical.listReviews(request)).reviews);
      expect(reviews.every((review) => Number.isInteger(review.score) && review.score >= 1 && review.score <= 5)).to.equal(true);

      const onWire = await wire<{ reviews: { score: unknown }[] }>(scope, '/v1/reviews:list', post(request));
      expect(onWire.json.reviews.map((review) => review.score)).to.deep.equal(reviews.map((review) => String(review.score)));
    });
  });

  describe('availability', () => {
    it('sends the range as Date objects and reads the dates back as YYYY-MM-DD', async () => {
      const own = await productionScope();
      const client = createClient({ baseUrl: scopedBaseUrl(own), dates: 'object', retries: 0 });
      const startDate = addDays(todayIn(branch.timeZone), 1);
      const endDate = addDays(startDate, 6);
      const request = { companyId: branch.companyId, businessId: branch.businessId, filter: { startDate, endDate } };
      const availability = await client.getBookingAvailability(request);
      expect(availability).to.deep.equal(await canonical.getBookingAvailability(request));
      expect(availability.availableDates.length).to.be.greaterThan(0);
      for (const date of availability.availableDates) expect(date >= startDate && date <= endDate, date).to.equal(true);
      expect(availability.availability.every((day) => isoDate.test(day.date))).to.equal(true);

      const [year, month, day] = startDate.split('-').map(Number);
      const sent = (await requestLog(own)).requests[0]!;
      expect(sent.path).to.equal('/v1/online_booking/availability');
      expect((sent.body as { filter: unknown }).filter).to.deep.equal({ startDate: { year, month, day }, endDate: toObject(endDate) });

      const onWire = await wire<{ availableDates: unknown[]; availability: { date: unknown }[] }>(
        own,
        '/v1/online_booking/availability',
        post(sent.body),
      );
      expect(onWire.json.availableDates).to.deep.equal(availability.availableDates.map(toObject));
      expect(onWire.json.availability.map((entry) => entry.date)).to.deep.equal(availability.availableDates.map(toObject));
    });

    it("writes dates as the Swagger does once the service refuses the spec's, told nothing, and keeps to that", async () => {
      const own = await productionScope();
      const client = createClient({ baseUrl: scopedBaseUrl(own), retries: 0 });
      const startDate = addDays(todayIn(branch.timeZone), 1);
      const request = { companyId: branch.companyId, businessId: branch.businessId, filter: { startDate, endDate: addDays(startDate, 6) } };
      const first = await client.getBookingAvailability(request);
      expect(first).to.deep.equal(await canonical.getBookingAvailability(request));
      await client.getBookingAvailability({ ...request, filter: { ...request.filter, endDate: addDays(startDate, 5) } });
      const written = (await requestLog(own)).requests
        .filter((sent) => sent.path === '/v1/online_booking/availability')
        .map((sent) => typeof (sent.body as { filter: { startDate: unknown } }).filter.startDate);
      expect(written).to.deep.equal(['string', 'object', 'object']);
    });

    it('takes dates as Date objects from the caller, and writes pets as the Swagger does', async () => {
      const own = await productionScope();
      const client = createClient({ baseUrl: scopedBaseUrl(own), dates: 'object', retries: 0 });
      const startDate = addDays(todayIn(branch.timeZone), 1);
      const availability = await client.getBookingAvailability({
        companyId: branch.companyId,
        businessId: branch.businessId,
        filter: {
          startDate: toObject(startDate),
          endDate: toObject(addDays(startDate, 2)),
          pets: [{ type: 'DOG', birthday: '2020-02-29', gender: 'FEMALE', weight: { value: 12, unit: 'WEIGHT_UNIT_UNSPECIFIED' } }],
        },
      });
      expect(availability.availableDates.every((date) => isoDate.test(date))).to.equal(true);
      const { filter } = (await requestLog(own)).requests[0]!.body as { filter: Record<string, unknown> };
      expect(filter).to.deep.equal({
        startDate: toObject(startDate),
        endDate: toObject(addDays(startDate, 2)),
        pets: [
          { type: 'DOG', birthday: { year: 2020, month: 2, day: 29 }, gender: 'FEMALE', weight: { value: 12, unit: 'UNIT_UNSPECIFIED' } },
        ],
      });
    });

    it("is refused as a strict protobuf gateway refuses a date string, to a client told to write the spec's", async () => {
      const stringDates = createClient({ baseUrl: scopedBaseUrl(scope), dates: 'string', retries: 0 });
      const startDate = addDays(todayIn(branch.timeZone), 1);
      const error = await failure(
        stringDates.getBookingAvailability({ companyId: branch.companyId, businessId: branch.businessId, filter: { startDate } }),
      );
      expect(error).to.include({ code: 'INVALID_ARGUMENT', status: 400 });
    });

    it('tries the older hyphenated path when the newest one is not offered', async () => {
      const own = newScope();
      await plan(own, { dialect: { production: true }, steps: [{ operation: 'GetBookingAvailability', error: 'NOT_FOUND' }] });
      const client = createClient({ baseUrl: scopedBaseUrl(own), dates: 'object', retries: 0 });
      const error = await failure(client.getBookingAvailability({ companyId: branch.companyId, businessId: branch.businessId }));
      expect(error.code).to.equal('NOT_FOUND');
      // The service's own answer, not the older path's "no operation at ...".
      expect(error.message).to.not.contain('no operation at');
      expect((await requestLog(own)).requests.map((request) => request.path)).to.deep.equal([
        '/v1/online_booking/availability',
        '/v1/online-booking/availability',
      ]);
    });
  });

  describe('agreements', () => {
    it('lists agreements and gets one as the canonical encoding reads them', async () => {
      const { id, companyId, businessId } = fixtures.agreements.normal;
      const list = await api.listAgreements({ companyId, businessIds: [businessId], pagination: { pageSize: 500 } });
      expect(list).to.deep.equal(await canonical.listAgreements({ companyId, businessIds: [businessId], pagination: { pageSize: 500 } }));
      expect(list.agreement.some((agreement) => agreement.id === id)).to.equal(true);
      expect(await api.getAgreement({ id, companyId })).to.deep.equal(await canonical.getAgreement({ id, companyId }));
    });

    it('creates a sign link', async () => {
      const { id, companyId, businessId } = fixtures.agreements.normal;
      const link = await api.getAgreementSignLink({ id, businessId, customerId: await customerOf(companyId) });
      expect(link.agreementRecordId).to.not.equal('');
      expect(new URL(link.signUrl).origin).to.equal(location.origin);
      expect((await fetch(link.signUrl)).status).to.equal(200);
    });
  });

  describe('abandoned bookings', () => {
    let request: ListAbandonedBookingsRequest;
    let bookings: AbandonedBooking[];
    let spec: AbandonedBooking[];

    before(async () => {
      const businessIds = fixtures.branches.filter((each) => each.companyId === newYork).map((each) => each.businessId);
      const now = suiteNow();
      const abandonTime = { startTime: new Date(now - 28 * 24 * 3600 * 1000).toISOString(), endTime: new Date(now).toISOString() };
      request = { companyId: newYork, businessIds, pagination: { pageSize: 500 }, filter: { abandonTime } };
      spec = (await canonical.listAbandonedBookings(request)).bookings;
    });

    beforeEach(async () => {
      bookings ??= (await api.listAbandonedBookings(request)).bookings;
    });

    const servicesOf = (booking: AbandonedBooking) => booking.pets.flatMap((pet) => pet.petServiceDetail?.serviceDetails ?? []);

    it('reads every booking, those with services included', async () => {
      expect(bookings.map((booking) => booking.id)).to.deep.equal(spec.map((booking) => booking.id));
      expect(bookings.filter((booking) => servicesOf(booking).length > 0).length).to.be.greaterThan(3);
    });

    it('reads service durations as Intervals, with serviceTime in minutes and the Swagger fields', async () => {
      const services = bookings.flatMap(servicesOf);
      expect(services.length).to.be.greaterThan(0);
      for (const service of services) {
        const { startTime = '', endTime = '' } = service.duration ?? {};
        expect(Date.parse(endTime) - Date.parse(startTime)).to.equal(service.serviceTime * minuteMs);
        expect(service.serviceTime).to.be.greaterThan(0);
        expect(service.petServiceDetailId).to.match(/^psd_/);
        expect(service.category).to.equal(service.serviceItemType.charAt(0) + service.serviceItemType.slice(1).toLowerCase());
        const lodged = ['BOARDING', 'DAYCARE'].includes(service.serviceItemType);
        expect(service.lodgingId !== '' && service.lodgingUnitName !== '' && service.lodgingTypeName !== '').to.equal(lodged);
      }
      // The canonical encoding sends the same window, and none of the Swagger's other fields.
      const specServices = spec.flatMap(servicesOf);
      expect(specServices.map((service) => [service.id, service.duration, service.serviceTime])).to.deep.equal(
        services.map((service) => [service.id, service.duration, service.serviceTime]),
      );
      expect(specServices.every((service) => service.petServiceDetailId === '' && service.category === '')).to.equal(true);
    });

    it('reads the full pet record', async () => {
      const pets = bookings.flatMap((booking) => booking.pets.map((pet) => pet.petServiceDetail?.pet));
      expect(pets.length).to.be.greaterThan(0);
      for (const pet of pets) {
        expect(pet?.id).to.match(/^pet_/);
        expect(pet?.birthday).to.match(isoDate);
        expect(pet).to.include({ status: 'ALIVE', deleted: false });
        expect(['DOG', 'CAT', 'RABBIT']).to.include(pet?.type);
        expect(['MALE', 'FEMALE']).to.include(pet?.gender);
        expect(pet?.breed).to.not.equal('');
        expect(pet?.weight?.value).to.be.greaterThan(0);
        expect(['KILOGRAM', 'POUND']).to.include(pet?.weight?.unit);
        expect(['yes', 'no', 'unknown']).to.include(pet?.fixed);
        expect((pet?.createdTime ?? '') <= (pet?.lastUpdatedTime ?? '')).to.equal(true);
      }
      const onFile = pets.filter((pet) => pet?.customerId !== '');
      expect(onFile.length).to.be.greaterThan(0);
      for (const pet of onFile) {
        expect(pet).to.include({ evaluationStatus: 'PASS' });
        expect(pet?.vet?.name).to.not.equal('');
        expect(pet?.photo).to.match(/^https:\/\//);
      }
      expect(onFile.some((pet) => pet!.vaccinations.length > 0 && pet!.vaccinations.every((shot) => shot.name && shot.expiredAt))).to.equal(
        true,
      );
      expect(onFile.some((pet) => pet!.notes.some((note) => note.content && note.lastUpdatedBy && note.lastUpdatedTime))).to.equal(true);
      expect(pets.some((pet) => pet!.petCodes.some((code) => code.abbreviation && code.color))).to.equal(true);
      // The canonical encoding sends the spec's `{ id, name }` of the same pet.
      const specPets = spec.flatMap((booking) => booking.pets.map((pet) => pet.petServiceDetail?.pet));
      expect(specPets.map((pet) => [pet?.id, pet?.name, pet?.birthday])).to.deep.equal(pets.map((pet) => [pet?.id, pet?.name, undefined]));
    });

    it('reads addresses with their id and type', async () => {
      const addresses = bookings.flatMap((booking) => (booking.address ? [booking.address] : []));
      const onFile = addresses.filter((address) => address.id !== '');
      expect(onFile.length).to.be.greaterThan(0);
      expect(onFile.every((address) => address.type === 'PRIMARY' && /^addr_/.test(address.id))).to.equal(true);
      expect(addresses.filter((address) => address.id === '').every((address) => address.type === 'TYPE_UNSPECIFIED')).to.equal(true);
      const specAddresses = spec.flatMap((booking) => (booking.address ? [booking.address] : []));
      expect(specAddresses.map(({ id, type, ...rest }) => rest)).to.deep.equal(addresses.map(({ id, type, ...rest }) => rest));
    });

    it('leaves out abandonPreference, which the Swagger does not have', async () => {
      expect(spec.some((booking) => booking.abandonPreference)).to.equal(true);
      expect(bookings.every((booking) => booking.abandonPreference === undefined)).to.equal(true);
    });

    it('gets one booking as the list shows it, with the answers, the note and the pets’ health besides, and NOT_FOUND for an unknown id', async () => {
      const booking = bookings.find((candidate) => candidate.abandonStep === 'PERSONAL_INFO')!;
      const fuller = await api.getAbandonedBooking({ id: booking.id });
      expect(fuller.customer?.questionAnswerList.length).to.be.greaterThan(0);
      expect(fuller.pets[0]?.questionAnswerList.length).to.be.greaterThan(0);
      const listed = {
        ...fuller,
        customer: fuller.customer && { ...fuller.customer, questionAnswerList: [] },
        pets: fuller.pets.map((pet) => ({
          ...pet,
          emergencyContactName: '',
          emergencyContactPhone: '',
          healthIssues: '',
          questionAnswerList: [],
        })),
        additionalNote: '',
      };
      expect(listed).to.deep.equal(booking);
      expect((await failure(api.getAbandonedBooking({ id: 'ab_missing' }))).code).to.equal('NOT_FOUND');
    });
  });
});

function toObject(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}
