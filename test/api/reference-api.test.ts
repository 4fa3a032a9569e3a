import { expect } from '@open-wc/testing';
import type { Agreement, AgreementRecord, AgreementSignLink, ListAgreementsResponse } from '../../src/api/agreement.js';
import type { Company, ListCompaniesResponse } from '../../src/api/company.js';
import {
  abandonSteps,
  recoverTypes,
  type AbandonedBooking,
  type BookingAvailability,
  type Franchise,
  type ListAbandonedBookingsResponse,
} from '../../src/api/online-booking.js';
import { reviewSources, type ListReviewsResponse, type Review } from '../../src/api/review.js';
import { createReferenceApi, maxBodyBytes, maxJsonDepth, maxPlanBodyBytes } from '../../reference/index.js';
import {
  basicAuthorization,
  customerOf,
  newScope,
  plan,
  referenceFixtures,
  requestLog,
  resetScope,
  scopedBaseUrl,
  type ReferenceFixtures,
} from '../helpers/reference.js';
import { daysAgo, suiteNow } from '../helpers/clock.js';
import { byLabel, byRole } from '../helpers/roles.js';

/**
 * Responses are typed with the client's types for reading convenience only: these tests check
 * the raw wire, where fields without a value are left out (hence the `?? default` reads).
 */
interface Answer<Body> {
  status: number;
  json: Body;
}

interface StatusBody {
  code: number;
  message: string;
  details: unknown[];
}

type JsonObject = Record<string, unknown>;

async function call<Body>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<Body>> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : {}) as Body };
}

const post = <Body = JsonObject>(path: string, body: unknown, headers?: Record<string, string>) => call<Body>('POST', path, body, headers);
const get = <Body = JsonObject>(path: string, headers?: Record<string, string>) => call<Body>('GET', path, undefined, headers);

function expectError(answer: Answer<unknown>, status: number, code: number): void {
  const body = answer.json as StatusBody;
  expect(answer.status, JSON.stringify(body)).to.equal(status);
  expect(body.code).to.equal(code);
  expect(body.message).to.be.a('string').and.not.empty;
  expect(body.details).to.deep.equal([]);
}

/** Every page of a list operation, following nextPageToken. */
async function allPages<Item>(
  path: string,
  body: JsonObject,
  listField: string,
  pageSize: number,
): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let pageToken = '';
  let pages = 0;
  do {
    const answer = await post(path, { ...body, pagination: { pageSize, pageToken } });
    expect(answer.status, JSON.stringify(answer.json)).to.equal(200);
    items.push(...(answer.json[listField] as Item[]));
    pageToken = answer.json.nextPageToken as string;
    pages += 1;
  } while (pageToken);
  return { items, pages };
}

const allSlots = (availability: BookingAvailability) =>
  availability.availability.flatMap((day) => day.staff.flatMap((staff) => staff.availableSlots));

/** The wall clock in a zone: `YYYY-MM-DD` and `HH:MM`, and the UTC offset like `GMT-05:00`. */
function wallClock(timeZone: string, instant: string | number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, offset: parts.timeZoneName };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function formatMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** A value nesting objects `levels` deep: `{ a: { a: ... } }`. */
function nested(levels: number): JsonObject {
  let value: JsonObject = {};
  for (let level = 1; level < levels; level += 1) value = { a: value };
  return value;
}

/**
 * The same test server under its other loopback name: a different origin to the browser, so a
 * request there from this page is cross-origin (and cross-site) although it reaches the same API.
 */
function otherOriginOf(url: string): string {
  const other = new URL(url);
  if (other.hostname === 'localhost') other.hostname = '127.0.0.1';
  else if (other.hostname === '127.0.0.1') other.hostname = 'localhost';
  else throw new Error(`no other name known for ${other.hostname}`);
  return other.href;
}

/** Loads a page into an iframe and waits for it. */
async function openFrame(src: string): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  const loaded = nextLoad(frame);
  frame.src = src;
  document.body.append(frame);
  await loaded;
  return frame;
}

function nextLoad(frame: HTMLIFrameElement): Promise<unknown> {
  return new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
}

describe('reference API', () => {
  let fixtures: ReferenceFixtures;
  const pagination = { pageSize: 50 };

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
        filter: { steps, statuses, leadTypes, abandonTime: { startTime: daysAgo(30), endTime: daysAgo(0) } },
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
      expectError(await listBookings({ filter: { abandonTime: { startTime: daysAgo(40), endTime: daysAgo(0) } } }), 400, 3);
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

  describe('GetBookingAvailability', () => {
    const zone = 'America/New_York';
    const newYork = () => fixtures.companyByTimeZone[zone] ?? '';
    const todayInNewYork = () => wallClock(zone, suiteNow()).date;
    /** A groomer of the New York company who works every day of the week, and where. */
    const everyDayGroomer = () => {
      for (const staff of fixtures.staff.filter((candidate) => candidate.companyId === newYork())) {
        const pattern = staff.workPatterns.find((candidate) => candidate.shiftsByDayOfWeek.every((shifts) => shifts.length > 0));
        if (pattern) return { staff, pattern };
      }
      throw new Error('no New York groomer works every day');
    };
    const availability = (body: JsonObject) =>
      post<BookingAvailability>('/v1/online_booking/availability', {
        companyId: newYork(),
        businessId: everyDayGroomer().pattern.businessId,
        ...body,
      });

    it('defaults to a week from today in the business time zone, with slots only in the future', async () => {
      const answer = await availability({});
      expect(answer.status).to.equal(200);
      const today = todayInNewYork();
      const dates = answer.json.availableDates;
      expect(dates.length).to.be.greaterThan(0);
      expect(dates.every((date) => date >= today && date <= addDays(today, 6))).to.equal(true);
      expect(answer.json.availability.map((day) => day.date)).to.deep.equal(dates);
      for (const day of answer.json.availability) {
        for (const staff of day.staff) {
          expect(staff.firstName).to.be.a('string').and.not.empty;
          expect(staff.lastName).to.be.a('string').and.not.empty;
          for (const slot of staff.availableSlots) {
            expect(slot.startTime).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
            expect(Date.parse(slot.startTime)).to.be.greaterThan(suiteNow());
            expect(Date.parse(slot.endTime) - Date.parse(slot.startTime)).to.equal(60 * 60_000);
            expect(wallClock(zone, slot.startTime).date).to.equal(day.date);
          }
        }
      }
    });

    it('makes slots as long as the chosen services together', async () => {
      const services = fixtures.services.filter((service) => service.companyId === newYork());
      const ids = [90, 30].map((minutes) => services.find((service) => service.durationMinutes === minutes)?.id);
      const slots = allSlots((await availability({ filter: { serviceIds: ids } })).json);
      expect(slots.length).to.be.greaterThan(0);
      for (const slot of slots) expect(Date.parse(slot.endTime) - Date.parse(slot.startTime)).to.equal(120 * 60_000);
      expectError(await availability({ filter: { serviceIds: ['svc_missing'] } }), 400, 3);
    });

    it('keeps a 9:00 shift at 9:00 local across the next daylight-saving change of New York', async () => {
      const { staff, pattern } = everyDayGroomer();
      const offsetAtNoon = (date: string) => wallClock(zone, Date.parse(`${date}T17:00:00Z`)).offset;
      let change = addDays(todayInNewYork(), 2);
      while (offsetAtNoon(change) === offsetAtNoon(addDays(change, -1))) change = addDays(change, 1);
      const before = addDays(change, -1);
      const answer = await availability({ filter: { startDate: before, endDate: addDays(change, 1), staffIds: [staff.id] } });
      expect(answer.status, JSON.stringify(answer.json)).to.equal(200);
      const firstSlotOn = (date: string) =>
        answer.json.availability.find((entry) => entry.date === date)?.staff[0]?.availableSlots[0]?.startTime ?? '';
      const shiftStartOn = (date: string) => pattern.shiftsByDayOfWeek[new Date(`${date}T00:00:00Z`).getUTCDay()]?.[0]?.startMinute ?? -1;
      const [slotBefore, slotOnChange] = [firstSlotOn(before), firstSlotOn(change)];
      expect(wallClock(zone, slotBefore).time).to.equal(formatMinute(shiftStartOn(before)));
      expect(wallClock(zone, slotOnChange).time).to.equal(formatMinute(shiftStartOn(change)));
      expect(wallClock(zone, slotBefore).offset).to.not.equal(wallClock(zone, slotOnChange).offset);
      // The same wall time an hour apart in UTC: the offset moved, the shift did not.
      const utcMinuteOfDay = (instant: string) => new Date(instant).getUTCHours() * 60 + new Date(instant).getUTCMinutes();
      const shiftInUtc = (instant: string, date: string) => utcMinuteOfDay(instant) - shiftStartOn(date);
      expect(Math.abs(shiftInUtc(slotBefore, before) - shiftInUtc(slotOnChange, change))).to.equal(60);
    });

    it('filters by staff and by the pet types a groomer takes', async () => {
      const { staff, pattern } = everyDayGroomer();
      const onlyOne = await availability({ filter: { staffIds: [staff.id] } });
      for (const day of onlyOne.json.availability) expect(day.staff.map((entry) => entry.staffId)).to.deep.equal([staff.id]);
      const catGroomers = fixtures.staff
        .filter(
          (candidate) =>
            candidate.workPatterns.some((work) => work.businessId === pattern.businessId) && candidate.petTypes.includes('CAT'),
        )
        .map((candidate) => candidate.id);
      const cats = await availability({ filter: { pets: [{ type: 'CAT' }], endDate: addDays(todayInNewYork(), 13) } });
      const staffIds = new Set(cats.json.availability.flatMap((day) => day.staff.map((entry) => entry.staffId)));
      expect(staffIds.size).to.be.greaterThan(0);
      for (const id of staffIds) expect(catGroomers).to.include(id);
      expectError(await availability({ filter: { pets: [{ type: 'DRAGON' }] } }), 400, 3);
    });

    it('rejects a range over three months, an end before the start and a bad date', async () => {
      const today = todayInNewYork();
      const [year, month, day] = today.split('-').map(Number) as [number, number, number];
      const start = `${today.slice(0, 8)}${String(Math.min(day, 28)).padStart(2, '0')}`;
      const threeMonthsLater = new Date(Date.UTC(year, month - 1 + 3, Math.min(day, 28))).toISOString().slice(0, 10);
      expect((await availability({ filter: { startDate: start, endDate: threeMonthsLater } })).status).to.equal(200);
      expectError(await availability({ filter: { startDate: start, endDate: addDays(threeMonthsLater, 1) } }), 400, 3);
      expectError(await availability({ filter: { startDate: today, endDate: addDays(today, -1) } }), 400, 3);
      expectError(await availability({ filter: { startDate: '2025-02-30' } }), 400, 3);
      expectError(await availability({ businessId: 'biz_missing' }), 404, 5);
      expectError(await post('/v1/online_booking/availability', { businessId: everyDayGroomer().pattern.businessId }), 400, 3);
    });

    it('accepts dates as google.type.Date objects', async () => {
      const tomorrow = addDays(todayInNewYork(), 1);
      const [year, month, day] = tomorrow.split('-').map(Number);
      const answer = await availability({ filter: { startDate: { year, month, day }, endDate: { year, month, day } } });
      expect(answer.status).to.equal(200);
      expect(answer.json.availableDates).to.deep.equal([tomorrow]);
    });
  });

  describe('agreements and signing', () => {
    const signLink = (agreementId: string, customerId: string, businessId: string) =>
      get<AgreementSignLink>(`/v1/agreements/${agreementId}/sign_link?customer_id=${customerId}&business_id=${businessId}`);
    const fetchPage = async (url: string) => new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');

    it('lists agreements of a company in `agreement`, and gets one with company_id', async () => {
      const { normal } = fixtures.agreements;
      const { items } = await allPages<Agreement>('/v1/agreements:list', { companyId: normal.companyId }, 'agreement', 3);
      expect(items.map((agreement) => agreement.id)).to.include(normal.id);
      expect(items.some((agreement) => agreement.status === 'DELETED')).to.equal(true);
      const one = await get<Agreement>(`/v1/agreements/${normal.id}?company_id=${normal.companyId}`);
      expect(one.json).to.include({ id: normal.id, title: normal.title, status: 'NORMAL' });
      expectError(await get(`/v1/agreements/${normal.id}`), 400, 3);
      expectError(await get(`/v1/agreements/agr_missing?company_id=${normal.companyId}`), 404, 5);
      const otherCompany = fixtures.companies.find((company) => company.id !== normal.companyId)?.id;
      expectError(await get(`/v1/agreements/${normal.id}?company_id=${otherCompany}`), 403, 7);
    });

    it('signs through the link: page, form, SIGNED record', async () => {
      const { normal } = fixtures.agreements;
      const customerId = await customerOf(normal.companyId);
      const link = await signLink(normal.id, customerId, normal.businessId);
      expect(link.status).to.equal(200);
      const signUrl = new URL(link.json.signUrl);
      expect(signUrl.protocol).to.match(/^https?:$/);
      expect(signUrl.origin).to.equal(location.origin);
      expect(signUrl.pathname).to.equal(`/sign/${link.json.agreementRecordId}`);

      const before = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
      expect(before.json).to.include({ signedStatus: 'UNSIGNED', sourceType: 'URL', status: 'NORMAL', agreementId: normal.id, customerId });

      const page = await fetchPage(signUrl.href);
      expect(page.documentElement.lang).to.equal('en');
      expect(page.querySelector('h1')?.textContent).to.equal(normal.title);
      expect(page.querySelector('label[for="signature"]')?.textContent).to.contain('name');
      expect(page.querySelector('form button')?.textContent).to.equal('Sign');
      const signed = await fetch(signUrl, { method: 'POST', body: new URLSearchParams({ signature: 'Ada Lovelace' }) });
      expect(signed.status).to.equal(200);
      expect(await signed.text()).to.contain('Signed');

      const after = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
      expect(after.json).to.include({ signedStatus: 'SIGNED', signedType: 'CUSTOMER_SIGNED', signature: 'Ada Lovelace' });
      expect(suiteNow() - Date.parse(after.json.signedTime ?? '')).to.be.within(-5_000, 60_000);
      expect((await fetchPage(signUrl.href)).querySelector('[role="status"]')?.textContent).to.contain('Ada Lovelace');
    });

    it('asks again for a blank name', async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      const blank = await fetch(link.json.signUrl, { method: 'POST', body: new URLSearchParams({ signature: '  ' }) });
      expect(blank.status).to.equal(400);
      const page = new DOMParser().parseFromString(await blank.text(), 'text/html');
      expect(page.querySelector('[role="alert"]')?.textContent).to.contain('name');
      expect((await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`)).json.signedStatus).to.equal('UNSIGNED');
    });

    it('shows titles with markup as text on the sign page', async () => {
      const { normal } = fixtures.agreements;
      const list = await post<ListAgreementsResponse>('/v1/agreements:list', {
        companyId: normal.companyId,
        pagination: { pageSize: 500 },
      });
      const marked = list.json.agreement.find((agreement) => agreement.title.includes('<b>'));
      expect(marked).to.not.equal(undefined);
      const link = await signLink(marked?.id ?? '', await customerOf(normal.companyId), marked?.businessId ?? '');
      const page = await fetchPage(link.json.signUrl);
      expect(page.querySelector('h1')?.textContent).to.equal(marked?.title);
      expect(page.querySelector('h1 b')).to.equal(null);
    });

    it('refuses to sign a deleted agreement, and unknown or missing identifiers', async () => {
      const { deleted, normal } = fixtures.agreements;
      const customerId = await customerOf(deleted.companyId);
      expectError(await signLink(deleted.id, customerId, deleted.businessId), 400, 9);
      expectError(await signLink('agr_missing', customerId, normal.businessId), 404, 5);
      expectError(await signLink(normal.id, 'cus_missing', normal.businessId), 404, 5);
      expectError(await get(`/v1/agreements/${normal.id}/sign_link?business_id=${normal.businessId}`), 400, 3);
      expect((await fetch('/sign/agrrec_missing')).status).to.equal(404);
    });

    it("signs through the page's own form", async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      const frame = await openFrame(link.json.signUrl);
      try {
        const page = frame.contentDocument!;
        byLabel<HTMLInputElement>(page, 'Your full name').value = 'Grace Hopper';
        const signed = nextLoad(frame);
        byRole(page, 'button', 'Sign').click();
        await signed;
        expect(byRole(frame.contentDocument!, 'status').textContent).to.contain('Grace Hopper');
        const record = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
        expect(record.json).to.include({ signedStatus: 'SIGNED', signature: 'Grace Hopper' });
      } finally {
        frame.remove();
      }
    });

    it('does not sign from another origin', async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      // What a hidden form on another site does: post to the sign page, unable to read the answer.
      await fetch(otherOriginOf(link.json.signUrl), {
        method: 'POST',
        mode: 'no-cors',
        body: new URLSearchParams({ signature: 'Mallory' }),
      });
      const record = await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`);
      expect(record.json.signedStatus).to.equal('UNSIGNED');
      expect(record.json).to.not.have.property('signature');
    });

    it('refuses a sign form over the size limit', async () => {
      const { normal } = fixtures.agreements;
      const link = await signLink(normal.id, await customerOf(normal.companyId), normal.businessId);
      const oversized = await fetch(link.json.signUrl, {
        method: 'POST',
        body: new URLSearchParams({ signature: 'A'.repeat(maxBodyBytes) }),
      });
      expect(oversized.status).to.equal(413);
      expect(oversized.headers.get('content-type')).to.contain('text/html');
      expect((await get<AgreementRecord>(`/_ref/_records/${link.json.agreementRecordId}`)).json.signedStatus).to.equal('UNSIGNED');
    });
  });

  describe('secured mount', () => {
    const firstKey = 'demo-secret-key';
    const secondKey = 'demo-partner-key';
    const companyOfKey = (key: string) => fixtures.apiKeys[key]?.[0] ?? '';

    it('needs a known key', async () => {
      const companyId = companyOfKey(firstKey);
      expectError(await get(`/secured/v1/companies/${companyId}`), 403, 7);
      expectError(await get(`/secured/v1/companies/${companyId}`, { authorization: basicAuthorization('wrong-key') }), 403, 7);
      expectError(await get(`/secured/v1/companies/${companyId}`, { authorization: 'Bearer demo-secret-key' }), 403, 7);
      const answer = await get<{ company: Company }>(`/secured/v1/companies/${companyId}`, { authorization: basicAuthorization(firstKey) });
      expect(answer.json.company.id).to.equal(companyId);
    });

    it('reaches only the companies of the key', async () => {
      const own = companyOfKey(secondKey);
      const other = companyOfKey(firstKey);
      const authorization = basicAuthorization(secondKey);
      expectError(await get(`/secured/v1/companies/${other}`, { authorization }), 403, 7);
      const companies = await post<ListCompaniesResponse>('/secured/v1/companies:list', { pagination }, { authorization });
      expect(companies.json.companies.map((company) => company.id)).to.deep.equal([own]);
      const branchOf = (companyId: string) => fixtures.branches.find((branch) => branch.companyId === companyId)?.businessId;
      expectError(await post('/secured/v1/reviews:list', { businessId: branchOf(other), pagination }, { authorization }), 403, 7);
      expect((await post('/secured/v1/reviews:list', { businessId: branchOf(own), pagination }, { authorization })).status).to.equal(200);
      expectError(await post('/secured/v1/agreements:list', { companyId: other, pagination }, { authorization }), 403, 7);
    });

    it('refuses keys named after what every object inherits, as any unknown key', async () => {
      const companyId = companyOfKey(firstKey);
      for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'constructor:']) {
        const authorization = basicAuthorization(key);
        expectError(await get(`/secured/v1/companies/${companyId}`, { authorization }), 403, 7);
        expectError(await post('/secured/v1/companies:list', { pagination }, { authorization }), 403, 7);
      }
    });

    it('reaches every company with the gateway key', async () => {
      const gatewayKey = 'demo-gateway-key';
      const authorization = basicAuthorization(gatewayKey);
      const everyCompany = fixtures.companies.map((company) => company.id);
      expect(everyCompany).to.have.length.greaterThan(2);
      expect(fixtures.apiKeys[gatewayKey]).to.have.members(everyCompany);
      for (const companyId of everyCompany) {
        const company = await get<{ company: Company }>(`/secured/v1/companies/${companyId}`, { authorization });
        expect(company.json.company?.id, JSON.stringify(company.json)).to.equal(companyId);
        const branch = fixtures.branches.find((candidate) => candidate.companyId === companyId && candidate.zipcodes.length > 0);
        const franchise = await post<Franchise>(
          '/secured/v1/online_booking/business/info',
          { zipcode: branch?.zipcodes[0] },
          { authorization },
        );
        expect(franchise.json).to.include({ businessId: branch?.businessId, companyId });
        const agreements = await post<ListAgreementsResponse>('/secured/v1/agreements:list', { companyId, pagination }, { authorization });
        expect(agreements.status, JSON.stringify(agreements.json)).to.equal(200);
      }
      const companies = await post<ListCompaniesResponse>('/secured/v1/companies:list', { pagination }, { authorization });
      expect(companies.json.companies.map((company) => company.id)).to.have.members(everyCompany);
    });
  });

  describe('test control', () => {
    let scope: string;
    let base: string;
    const listCompanies = () => post<ListCompaniesResponse>(`${base}/v1/companies:list`, { pagination });

    beforeEach(() => {
      scope = newScope();
      base = scopedBaseUrl(scope);
    });

    it('answers planned errors in order for their operation, then the real operation', async () => {
      await plan(scope, {
        steps: [
          { operation: 'ListCompanies', error: 'UNAVAILABLE', times: 2 },
          { operation: 'ListCompanies', error: 'RESOURCE_EXHAUSTED' },
        ],
      });
      expectError(await listCompanies(), 503, 14);
      expect((await get(`${base}/v1/companies/${fixtures.enabledBranch.companyId}`)).status).to.equal(200);
      expectError(await listCompanies(), 503, 14);
      expectError(await listCompanies(), 429, 8);
      expect((await listCompanies()).status).to.equal(200);
    });

    it('maps every injected code to its HTTP status', async () => {
      const cases: [string, number, number][] = [
        ['INVALID_ARGUMENT', 400, 3],
        ['UNAUTHENTICATED', 401, 16],
        ['PERMISSION_DENIED', 403, 7],
        ['NOT_FOUND', 404, 5],
        ['ALREADY_EXISTS', 409, 6],
        ['RESOURCE_EXHAUSTED', 429, 8],
        ['FAILED_PRECONDITION', 400, 9],
        ['INTERNAL', 500, 13],
        ['UNAVAILABLE', 503, 14],
        ['DEADLINE_EXCEEDED', 504, 4],
      ];
      await plan(scope, { steps: cases.map(([error]) => ({ error })) });
      for (const [, status, code] of cases) expectError(await listCompanies(), status, code);
    });

    it('answers canned raw bodies, canned JSON and the legacy error shape', async () => {
      await plan(scope, {
        steps: [
          { status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' },
          { json: { companies: [{ id: 'cmp_canned' }] } },
          { error: 'NOT_FOUND', legacyError: true, message: 'gone' },
        ],
      });
      const raw = await fetch(`${base}/v1/companies:list`, { method: 'POST', body: JSON.stringify({ pagination }) });
      expect(raw.status).to.equal(502);
      expect(raw.headers.get('content-type')).to.equal('text/html');
      expect(await raw.text()).to.equal('<html>Bad gateway</html>');
      expect((await listCompanies()).json).to.deep.equal({ companies: [{ id: 'cmp_canned' }] });
      const legacy = await listCompanies();
      expect(legacy.status).to.equal(404);
      expect(legacy.json).to.deep.equal({ error: 'gone', code: 5, message: 'gone' });
    });

    it('logs every request of the scope and forgets it on reset', async () => {
      const authorization = basicAuthorization('demo-secret-key');
      await post(`${base}/v1/reviews:list`, { businessId: fixtures.enabledBranch.businessId, pagination });
      await get(`${base}/secured/v1/agreements/agr_x?company_id=cmp_y`, { authorization });
      const { requests } = await requestLog(scope);
      expect(requests).to.have.length(2);
      const [list, single] = requests;
      expect(list).to.deep.include({ operation: 'ListReviews', method: 'POST', path: '/v1/reviews:list', authorization: null });
      expect(list?.body).to.deep.equal({ businessId: fixtures.enabledBranch.businessId, pagination });
      expect(single).to.deep.include({
        operation: 'GetAgreement',
        method: 'GET',
        path: '/secured/v1/agreements/agr_x',
        authorization,
        body: null,
      });
      expect(single?.query).to.deep.equal({ company_id: 'cmp_y' });
      expect(suiteNow() - Date.parse(single?.at ?? '')).to.be.within(-5_000, 60_000);
      await resetScope(scope);
      expect((await requestLog(scope)).requests).to.have.length(0);
    });

    it('delays by the plan and lets the client abort a delayed request', async () => {
      await plan(scope, { latencyMs: 150, steps: [{ operation: 'ListCompanies', latencyMs: 3000 }] });
      const started = performance.now();
      expect((await get(`${base}/v1/companies/${fixtures.enabledBranch.companyId}`)).status).to.equal(200);
      expect(performance.now() - started).to.be.at.least(140);
      const controller = new AbortController();
      const request = fetch(`${base}/v1/companies:list`, {
        method: 'POST',
        body: JSON.stringify({ pagination }),
        signal: controller.signal,
      });
      setTimeout(() => controller.abort(), 100);
      const failure = await request.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).to.be.instanceOf(DOMException);
      expect((failure as DOMException).name).to.equal('AbortError');
      expect(performance.now() - started).to.be.below(2500);
      expect((await requestLog(scope)).requests).to.have.length(2);
    });

    it('takes ad-hoc faults from the x-ref-fault header', async () => {
      expectError(await post('/v1/companies:list', { pagination }, { 'x-ref-fault': 'error=INTERNAL; latency=10' }), 500, 13);
      expectError(await post('/v1/companies:list', { pagination }, { 'x-ref-fault': 'error=UNKNOWN_CODE' }), 400, 3);
    });

    it('rejects a plan it does not understand', async () => {
      const putPlan = (body: JsonObject) => fetch(`/_ref/${scope}/_plan`, { method: 'PUT', body: JSON.stringify(body) });
      expect((await putPlan({ steps: [{ operation: 'ListEverything' }] })).status).to.equal(400);
      expect((await putPlan({ steps: [{ error: 'TEAPOT' }] })).status).to.equal(400);
      expect((await putPlan({ dialect: { dates: 'julian' } })).status).to.equal(400);
    });
  });

  describe('request limits', () => {
    let scope: string;
    let base: string;
    const padding = (bytes: number) => 'x'.repeat(bytes);

    beforeEach(() => {
      scope = newScope();
      base = scopedBaseUrl(scope);
    });

    it('refuses a body over the size limit with 413, before logging or planning it', async () => {
      await plan(scope, { steps: [{ operation: 'ListCompanies', error: 'UNAVAILABLE' }] });
      expectError(await post(`${base}/v1/companies:list`, { pagination, padding: padding(maxBodyBytes) }), 413, 3);
      const authorization = basicAuthorization('demo-secret-key');
      expectError(
        await post(`${base}/secured/v1/companies:list`, { pagination, padding: padding(maxBodyBytes) }, { authorization }),
        413,
        3,
      );
      expect((await requestLog(scope)).requests).to.deep.equal([]);
      // The planned step is still there for the next request of the right size.
      expectError(await post(`${base}/v1/companies:list`, { pagination, padding: padding(maxBodyBytes - 1024) }), 503, 14);
      expect((await requestLog(scope)).requests.map((request) => request.operation)).to.deep.equal(['ListCompanies']);
    });

    it('takes a plan with canned answers larger than a request, up to its own limit', async () => {
      await plan(scope, { steps: [{ operation: 'ListCompanies', status: 200, body: padding(maxBodyBytes * 2) }] });
      const canned = await fetch(`${base}/v1/companies:list`, { method: 'POST', body: JSON.stringify({ pagination }) });
      expect((await canned.text()).length).to.equal(maxBodyBytes * 2);
      await plan(scope, { steps: [{ operation: 'ListCompanies', error: 'UNAVAILABLE' }] });
      const response = await fetch(`/_ref/${scope}/_plan`, {
        method: 'PUT',
        body: JSON.stringify({ steps: [{ operation: 'ListCompanies', body: padding(maxPlanBodyBytes) }] }),
      });
      expectError({ status: response.status, json: await response.json() }, 413, 3);
      expectError(await post(`${base}/v1/companies:list`, { pagination }), 503, 14);
    });

    it('stops reading a body once it is over the limit', async () => {
      // A browser cannot stream an upload over HTTP/1.1, so this one calls the handler itself,
      // with a body that never ends: only a reader that stops can answer.
      const referenceApi = createReferenceApi();
      let chunksRead = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          chunksRead += 1;
          controller.enqueue(new TextEncoder().encode(padding(16 * 1024)));
        },
      });
      const init: RequestInit & { duplex: 'half' } = { method: 'POST', body: endless, duplex: 'half' };
      const answer = await referenceApi(new Request('https://reference.example/v1/companies:list', init));
      expectError({ status: answer.status, json: await answer.json() }, 413, 3);
      expect(chunksRead).to.be.at.most(maxBodyBytes / (16 * 1024) + 2);
    });

    it(`refuses JSON nested deeper than ${maxJsonDepth} levels, before walking it`, async () => {
      expect((await post(`${base}/v1/companies:list`, { pagination, extra: nested(maxJsonDepth - 1) })).status).to.equal(200);
      expectError(await post(`${base}/v1/companies:list`, { pagination, extra: nested(maxJsonDepth) }), 400, 3);
      // Brackets fill the size limit cheaply and would overflow any recursive walk.
      const brackets = (maxBodyBytes - 100) / 2;
      const deepList = `{"pagination":{"pageSize":5},"extra":${'['.repeat(brackets)}${']'.repeat(brackets)}}`;
      expectError(await post(`${base}/v1/companies:list`, deepList), 400, 3);
      expectError(
        await post(`${base}/secured/v1/companies:list`, deepList, { authorization: basicAuthorization('demo-secret-key') }),
        400,
        3,
      );
      const deepPlan = await fetch(`/_ref/${scope}/_plan`, {
        method: 'PUT',
        body: JSON.stringify({ steps: [{ json: nested(maxJsonDepth) }] }),
      });
      expectError({ status: deepPlan.status, json: await deepPlan.json() }, 400, 3);
      // Brackets inside strings are text, not nesting.
      expect((await post(`${base}/v1/companies:list`, { pagination, note: '{['.repeat(100) })).status).to.equal(200);
    });
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
        filter: { abandonTime: { startTime: daysAgo(28), endTime: daysAgo(0) } },
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
          abandonTime: { startTime: daysAgo(30), endTime: daysAgo(0) },
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
