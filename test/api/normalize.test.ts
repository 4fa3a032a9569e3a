/**
 * Every JSON variant of docs/api-notes.md, read through the client's schemas: each must give the
 * same normalized shape as the canonical form.
 */
import * as z from 'zod/mini';
import { expect } from '@open-wc/testing';
import {
  agreementSchema,
  bookingAvailabilitySchema,
  franchiseSchema,
  getBookingAvailability,
  getBookingAvailabilityRequestSchema,
  getCompanyResponseSchema,
  listAbandonedBookingsRequestSchema,
  listAbandonedBookingsResponseSchema,
  listReviewsResponseSchema,
  lookupFranchiseByZipcode,
  onlineBookingSchema,
  petSchema,
  serviceDetailSchema,
  type GetBookingAvailabilityRequest,
} from '../../src/api/index.js';

const canonicalReview = {
  id: 'rev_1',
  customerId: 'cus_1',
  appointmentId: 'apt_1',
  staffIds: ['stf_1'],
  petIds: ['pet_1'],
  source: 'PET_PARENT_PORTAL',
  score: 5,
  content: 'Lovely trim.',
  reviewTime: '2026-05-06T12:00:00Z',
  createdTime: '2026-05-06T12:00:01.250Z',
  lastUpdatedTime: '2026-05-06T12:00:01Z',
};

describe('response normalization', () => {
  it('reads a canonical review page and hands timestamps out as UTC ISO strings', () => {
    const page = z.parse(listReviewsResponseSchema, { reviews: [canonicalReview], nextPageToken: 'abc' });
    expect(page.nextPageToken).to.equal('abc');
    expect(page.reviews[0]).to.deep.include({
      id: 'rev_1',
      source: 'PET_PARENT_PORTAL',
      score: 5,
      reviewTime: '2026-05-06T12:00:00.000Z',
      createdTime: '2026-05-06T12:00:01.250Z',
    });
  });

  it('treats a missing nextPageToken as the last page', () => {
    expect(z.parse(listReviewsResponseSchema, { reviews: [] }).nextPageToken).to.equal('');
    expect(z.parse(listReviewsResponseSchema, {}).reviews).to.deep.equal([]);
  });

  it('reads enum numbers as names and keeps unknown values as strings', () => {
    const page = z.parse(listReviewsResponseSchema, {
      reviews: [
        { ...canonicalReview, source: 1 },
        { ...canonicalReview, source: 'KIOSK' },
        { ...canonicalReview, source: 42 },
        { ...canonicalReview, source: undefined },
      ],
    });
    expect(page.reviews.map((review) => review.source)).to.deep.equal(['SMS', 'KIOSK', '42', 'SOURCE_UNSPECIFIED']);
  });

  it('reads int32 fields sent as decimal strings', () => {
    const page = z.parse(listReviewsResponseSchema, { reviews: [{ ...canonicalReview, score: '4' }] });
    expect(page.reviews[0]!.score).to.equal(4);
  });

  it('treats zero values and missing fields alike, and ignores unknown fields', () => {
    const zero = z.parse(listReviewsResponseSchema, {
      reviews: [
        {
          id: 'rev_2',
          customerId: '',
          appointmentId: '',
          staffIds: [],
          petIds: [],
          source: 'SOURCE_UNSPECIFIED',
          score: 0,
          content: '',
          reviewTime: '1970-01-01T00:00:00Z',
          createdTime: '',
          somethingNew: { nested: true },
        },
      ],
      nextPageToken: '',
      pageInfo: 'ignored',
    });
    const missing = z.parse(listReviewsResponseSchema, { reviews: [{ id: 'rev_2' }] });
    // A timestamp read from its zero value is a key holding undefined; a missing one, no key.
    expect(JSON.stringify(zero)).to.equal(JSON.stringify(missing));
    expect(missing.reviews[0]!.reviewTime).to.equal(undefined);
    expect(zero.reviews[0]).not.to.have.property('somethingNew');
    expect(zero.reviews[0]!.reviewTime).to.equal(undefined);
  });

  it('hands every RFC 3339 form of a timestamp out as one UTC ISO string', () => {
    const read = (reviewTime: string) => z.parse(listReviewsResponseSchema, { reviews: [{ reviewTime }] }).reviews[0]!.reviewTime;
    expect(read('2026-05-06T12:00:00Z')).to.equal('2026-05-06T12:00:00.000Z');
    expect(read('2026-05-06T12:00:00.5Z')).to.equal('2026-05-06T12:00:00.500Z');
    expect(read('2026-05-06T12:00:00.123456789Z')).to.equal('2026-05-06T12:00:00.123Z');
    expect(read('2026-05-06T14:30:00+02:30')).to.equal('2026-05-06T12:00:00.000Z');
    expect(read('2024-02-29T23:59:59Z')).to.equal('2024-02-29T23:59:59.000Z');
    for (const wrong of ['2026-02-30T12:00:00Z', '2026-13-01T12:00:00Z', '2026-05-06 12:00', 'yesterday']) {
      expect(z.safeParse(listReviewsResponseSchema, { reviews: [{ reviewTime: wrong }] }).success, wrong).to.equal(false);
    }
  });

  it('reads google.type.Date as a string or as { year, month, day }', () => {
    const asStrings = z.parse(bookingAvailabilitySchema, {
      availableDates: ['2026-03-08'],
      availability: [{ date: '2026-03-08', staff: [] }],
    });
    const asObjects = z.parse(bookingAvailabilitySchema, {
      availableDates: [{ year: 2026, month: 3, day: 8 }],
      availability: [{ date: { year: '2026', month: 3, day: 8 }, staff: [] }],
    });
    expect(asObjects).to.deep.equal(asStrings);
    expect(asObjects.availableDates).to.deep.equal(['2026-03-08']);
  });

  it('rejects a date that is not on the calendar, naming the field', () => {
    const result = z.safeParse(bookingAvailabilitySchema, { availableDates: [{ year: 2026, month: 2, day: 30 }] });
    expect(result.success).to.equal(false);
    expect(result.error?.issues[0]?.path).to.deep.equal(['availableDates', 0]);
  });

  it('splits a single staff name into first and last names', () => {
    const slot = { startTime: '2026-03-08T14:00:00Z', endTime: '2026-03-08T15:00:00Z' };
    const availability = z.parse(bookingAvailabilitySchema, {
      availableDates: ['2026-03-08'],
      availability: [
        {
          date: '2026-03-08',
          staff: [
            { staffId: 'stf_1', name: 'Maria  de la Cruz', availableSlots: [slot] },
            { staffId: 'stf_2', firstName: 'Sam', lastName: 'Lee', availableSlots: [slot] },
            { staffId: 'stf_3', name: 'Prince', availableSlots: [slot] },
          ],
        },
      ],
    });
    const names = availability.availability[0]!.staff.map(({ firstName, lastName }) => [firstName, lastName]);
    expect(names).to.deep.equal([
      ['Maria', 'de la Cruz'],
      ['Sam', 'Lee'],
      ['Prince', ''],
    ]);
    expect(availability.availability[0]!.staff[0]).not.to.have.property('name');
  });

  it('reads a company wrapped in `company` or sent flat', () => {
    const company = { id: 'cmp_1', name: 'Pawsome', country: 'US', timezone: { id: 'America/New_York' } };
    expect(z.parse(getCompanyResponseSchema, { company })).to.deep.equal(z.parse(getCompanyResponseSchema, company));
    expect(z.parse(getCompanyResponseSchema, { id: 'cmp_2' }).timezone).to.deep.equal({ id: '' });
  });

  it('reads the legacy address shape as the newer one', () => {
    const booking = (address: object) =>
      z.parse(listAbandonedBookingsResponseSchema, { bookings: [{ id: 'ab_1', address }] }).bookings[0]!.address;
    const legacy = booking({ street: '1 Main St', city: 'Boston', state: 'MA', zip: '02134' });
    const newer = booking({ address1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02134' });
    expect(legacy).to.deep.equal(newer);
    expect(newer).to.deep.include({ address1: '1 Main St', postalCode: '02134', address2: '', country: '' });
  });

  it('reads int64 money units from a number or a string and hands out a string', () => {
    const detail = (units: unknown) =>
      z.parse(onlineBookingSchema, {
        petServiceDetails: [{ pet: { id: 'pet_1', name: 'Rex' }, serviceDetails: [{ id: 's', price: { currencyCode: 'USD', units } }] }],
      }).petServiceDetails[0]!.serviceDetails[0]!.price;
    expect(detail(45)).to.deep.equal(detail('45'));
    expect(detail('9007199254740993')!.units).to.equal('9007199254740993');
  });

  it('reads a franchise lookup with no territory as empty strings and isEnable false', () => {
    expect(z.parse(franchiseSchema, {})).to.deep.equal({
      businessId: '',
      companyId: '',
      businessName: '',
      bookOnlineName: '',
      isEnable: false,
    });
  });

  it('keeps an unknown agreement status as a string', () => {
    expect(z.parse(agreementSchema, { id: 'agr_1', status: 'ARCHIVED', signedPolicy: 2 })).to.deep.include({
      status: 'ARCHIVED',
      signedPolicy: 'FOR_EACH',
    });
  });

  it('rejects a wrong type, naming the field', () => {
    const result = z.safeParse(listReviewsResponseSchema, { reviews: [canonicalReview, { ...canonicalReview, score: 'five' }] });
    expect(result.success).to.equal(false);
    expect(result.error?.issues[0]?.path).to.deep.equal(['reviews', 1, 'score']);
  });
});

describe('resources of the production Swagger', () => {
  it('reads a service duration as an Interval, keeping serviceTime in minutes', () => {
    const detail = z.parse(serviceDetailSchema, {
      id: 'svc_1',
      name: 'Full Groom',
      serviceItemType: 'BOARDING',
      category: 'Boarding',
      duration: { startTime: '2026-05-06T14:00:00Z', endTime: '2026-05-06T15:30:00Z' },
      serviceTime: 90,
      petServiceDetailId: 'psd_1',
      lodgingId: 'lodgu_1',
      lodgingUnitName: 'Unit 3',
      lodgingTypeName: 'Deluxe Suite',
    });
    expect(detail).to.deep.include({
      duration: { startTime: '2026-05-06T14:00:00.000Z', endTime: '2026-05-06T15:30:00.000Z' },
      serviceTime: 90,
      category: 'Boarding',
      petServiceDetailId: 'psd_1',
      lodgingId: 'lodgu_1',
      lodgingUnitName: 'Unit 3',
      lodgingTypeName: 'Deluxe Suite',
    });
  });

  it('reads a service without a window or a length as empty, and refuses a duration that is not an Interval', () => {
    expect(z.parse(serviceDetailSchema, { id: 's' })).to.deep.include({ serviceTime: 0, category: '', lodgingId: '', staffIds: [] });
    expect(z.parse(serviceDetailSchema, { id: 's' })).to.not.have.property('duration');
    const result = z.safeParse(serviceDetailSchema, { id: 's', duration: 45 });
    expect(result.error?.issues[0]?.path).to.deep.equal(['duration']);
  });

  it('reads every service of a real abandoned booking, Interval durations included', () => {
    const interval = { startTime: '2026-05-06T14:00:00Z', endTime: '2026-05-06T15:00:00Z' };
    const page = z.parse(listAbandonedBookingsResponseSchema, {
      bookings: [{ id: 'ab_1', pets: [{ petServiceDetail: { pet: { id: 'pet_1' }, serviceDetails: [{ id: 's', duration: interval }] } }] }],
    });
    expect(page.bookings[0]!.pets[0]!.petServiceDetail!.serviceDetails[0]!.duration?.endTime).to.equal('2026-05-06T15:00:00.000Z');
  });

  it('reads the full pet record, dates as objects and enums as numbers included', () => {
    const pet = z.parse(petSchema, {
      id: 'pet_1',
      name: 'Biscuit',
      birthday: { year: 2019, month: 4, day: 2 },
      status: 1,
      type: 'DOG',
      breed: 'Goldendoodle',
      gender: 2,
      weight: { value: '23', unit: 'POUND' },
      fixed: 'yes',
      coat: 'curly',
      behavior: 'friendly',
      petCodes: [{ id: 'pcd_1', abbreviation: 'NS', description: 'Nervous', color: '#D93025' }],
      notes: [{ id: 'note_1', content: 'Quiet room', lastUpdatedBy: 'stf_1', lastUpdatedTime: '2026-01-02T03:04:05Z' }],
      vaccinations: [{ name: 'Rabies', expiredAt: '2027-01-01T00:00:00Z' }],
      customerId: 'cus_1',
      vet: { name: 'City Paws Vet', phoneNumber: '+1 555 0100', address: '77 Main St' },
      evaluationStatus: 'PASS',
      createdTime: '2025-01-01T00:00:00Z',
      lastUpdatedTime: '2025-02-01T00:00:00Z',
      photo: 'https://example.com/pet_1.jpg',
      deleted: false,
    });
    expect(pet).to.deep.include({
      birthday: '2019-04-02',
      status: 'ALIVE',
      gender: 'FEMALE',
      weight: { value: 23, unit: 'POUND' },
      petCodes: [{ id: 'pcd_1', abbreviation: 'NS', description: 'Nervous', color: '#D93025' }],
      notes: [{ id: 'note_1', content: 'Quiet room', lastUpdatedBy: 'stf_1', lastUpdatedTime: '2026-01-02T03:04:05.000Z' }],
      vaccinations: [{ name: 'Rabies', expiredAt: '2027-01-01T00:00:00.000Z' }],
      vet: { name: 'City Paws Vet', phoneNumber: '+1 555 0100', address: '77 Main St' },
      evaluationStatus: 'PASS',
      createdTime: '2025-01-01T00:00:00.000Z',
    });
    expect(Object.keys(pet)).to.have.length(21);
  });

  it('reads a birthday without its year (google.type.Date allows one) as no date, keeping the pet', () => {
    expect(z.parse(petSchema, { id: 'pet_1', name: 'Rex', birthday: { month: 4, day: 2 } }).birthday).to.equal(undefined);
    expect(z.parse(petSchema, { id: 'pet_1', name: 'Rex', birthday: { year: 2019 } }).birthday).to.equal(undefined);
    // A date that is whole but not on the calendar is still refused.
    expect(z.safeParse(petSchema, { id: 'pet_1', birthday: { year: 2019, month: 2, day: 30 } }).success).to.equal(false);
  });

  it('reads the spec sample pet { id, name } with every other field empty', () => {
    // Zod leaves out the keys of messages, dates and timestamps that were not sent.
    expect(z.parse(petSchema, { id: 'pet_1', name: 'Rex' })).to.deep.equal({
      id: 'pet_1',
      name: 'Rex',
      status: 'STATUS_UNSPECIFIED',
      type: 'TYPE_UNSPECIFIED',
      breed: '',
      gender: 'GENDER_UNSPECIFIED',
      fixed: '',
      coat: '',
      behavior: '',
      petCodes: [],
      notes: [],
      vaccinations: [],
      customerId: '',
      evaluationStatus: 'EVALUATION_STATUS_UNSPECIFIED',
      photo: '',
      deleted: false,
    });
    expect(z.parse(petSchema, { gender: 'NONBINARY', weight: { value: 4.5, unit: 'WEIGHT_UNIT_UNSPECIFIED' } })).to.deep.include({
      gender: 'NONBINARY',
      weight: { value: 4.5, unit: 'WEIGHT_UNIT_UNSPECIFIED' },
    });
  });

  it('reads an address id and type', () => {
    const address = (value: object) =>
      z.parse(listAbandonedBookingsResponseSchema, { bookings: [{ id: 'ab_1', address: value }] }).bookings[0]!.address;
    expect(address({ id: 'addr_1', type: 'PRIMARY', address1: '1 Main St' })).to.deep.include({ id: 'addr_1', type: 'PRIMARY' });
    expect(address({ type: 2 })).to.deep.include({ id: '', type: 'SECONDARY' });
    expect(address({})).to.deep.include({ id: '', type: 'TYPE_UNSPECIFIED' });
  });

  it('reads a company rawId (int64) as a decimal string and keeps timezone.version when sent', () => {
    const company = { id: 'cmp_1', rawId: '100342', name: 'Pawsome', timezone: { id: 'America/New_York', version: '2025b' } };
    expect(z.parse(getCompanyResponseSchema, company)).to.deep.include({
      rawId: '100342',
      timezone: { id: 'America/New_York', version: '2025b' },
    });
    expect(z.parse(getCompanyResponseSchema, { ...company, rawId: 100342 }).rawId).to.equal('100342');
    expect(z.parse(getCompanyResponseSchema, { id: 'cmp_1', timezone: { id: 'Europe/London', version: '' } })).to.deep.include({
      rawId: '0',
      timezone: { id: 'Europe/London' },
    });
  });

  it('reads a review score sent as an int64 string or a number alike', () => {
    const scores = z
      .parse(listReviewsResponseSchema, {
        reviews: [
          { ...canonicalReview, score: '4' },
          { ...canonicalReview, score: 4 },
        ],
      })
      .reviews.map((review) => review.score);
    expect(scores).to.deep.equal([4, 4]);
  });
});

describe('abandoned-booking requests', () => {
  const parse = (startTime: string, endTime: string) =>
    z.safeParse(listAbandonedBookingsRequestSchema, {
      pagination: { pageSize: 10 },
      companyId: 'cmp_1',
      businessIds: ['biz_1'],
      filter: { abandonTime: { startTime, endTime } },
    });

  it('takes RFC 3339 times with their offset, as the service parses them', () => {
    expect(parse('2026-05-06T12:00:00Z', '2026-05-20T12:00:00.123456789+02:00').success).to.equal(true);
    expect(parse('2026-05-06T12:00:00', '2026-05-20T12:00:00Z').success).to.equal(false);
    expect(parse('2026-05-06T12:00:00.1234567890Z', '2026-05-20T12:00:00Z').success).to.equal(false);
  });

  it('keeps the range within one month, start first', () => {
    expect(parse('2026-01-31T00:00:00Z', '2026-02-28T00:00:00Z').success).to.equal(true);
    expect(parse('2026-01-31T00:00:00Z', '2026-03-01T00:00:00Z').error?.issues[0]?.message).to.match(/1 month/);
    expect(parse('2026-05-20T00:00:00Z', '2026-05-06T00:00:00Z').error?.issues[0]?.path).to.deep.equal([
      'filter',
      'abandonTime',
      'endTime',
    ]);
  });
});

describe('availability requests', () => {
  const base = { companyId: 'cmp_1', businessId: 'biz_1' };
  const parse = (filter: GetBookingAvailabilityRequest['filter']) => z.safeParse(getBookingAvailabilityRequestSchema, { ...base, filter });

  it('takes a date as YYYY-MM-DD or as { year, month, day }, and hands out YYYY-MM-DD', () => {
    const asText = parse({ startDate: '2026-03-01', endDate: '2026-03-07' });
    const asObject = parse({ startDate: { year: 2026, month: 3, day: 1 }, endDate: { year: 2026, month: 3, day: 7 } });
    expect(asText.data).to.deep.equal(asObject.data);
    expect(asObject.data?.filter).to.deep.include({ startDate: '2026-03-01', endDate: '2026-03-07' });
  });

  it('keeps the range rules for dates given as objects', () => {
    const reversed = parse({ startDate: { year: 2026, month: 3, day: 7 }, endDate: { year: 2026, month: 3, day: 1 } });
    expect(reversed.error?.issues[0]?.path).to.deep.equal(['filter', 'endDate']);
    const tooLong = parse({ startDate: { year: 2026, month: 1, day: 31 }, endDate: '2026-05-01' });
    expect(tooLong.error?.issues[0]?.message).to.match(/3 months/);
    expect(parse({ startDate: { year: 2026, month: 1, day: 31 }, endDate: '2026-04-30' }).success).to.equal(true);
  });

  it('rejects a date that is not on the calendar, in either form', () => {
    expect(parse({ startDate: { year: 2026, month: 2, day: 30 } }).success).to.equal(false);
    expect(parse({ startDate: { year: 2026, month: 13, day: 1 } }).success).to.equal(false);
    expect(parse({ startDate: '2026-2-3' }).success).to.equal(false);
    expect(parse({ startDate: { year: 2026, month: 3 } as { year: number; month: number; day: number } }).success).to.equal(false);
  });

  it('reads "" and the zero Date as no date, as protobuf does', () => {
    expect(parse({ startDate: '', endDate: { year: 0, month: 0, day: 0 } }).data?.filter).to.deep.include({
      startDate: undefined,
      endDate: undefined,
    });
  });

  it('takes a pet birthday and gender, and both names of the unspecified weight unit', () => {
    const pets = parse({
      pets: [
        { type: 'DOG', birthday: { year: 2020, month: 2, day: 29 }, gender: 'MALE', weight: { value: 20, unit: 'KILOGRAM' } },
        { type: 'CAT', birthday: '2021-06-01', gender: 'UNKNOWN', weight: { value: 4, unit: 'WEIGHT_UNIT_UNSPECIFIED' } },
        { type: 'RABBIT', weight: { value: 2, unit: 'UNIT_UNSPECIFIED' } },
      ],
    }).data?.filter?.pets;
    expect(pets?.map((pet) => [pet.birthday, pet.gender, pet.weight?.unit])).to.deep.equal([
      ['2020-02-29', 'MALE', 'KILOGRAM'],
      ['2021-06-01', 'UNKNOWN', 'UNIT_UNSPECIFIED'],
      [undefined, undefined, 'UNIT_UNSPECIFIED'],
    ]);
    expect(parse({ pets: [{ type: 'DOG', gender: 'SOMETIMES' as 'MALE' }] }).success).to.equal(false);
    expect(parse({ pets: [{ type: 'DOG', weight: { value: 3, unit: 'STONE' as 'POUND' } }] }).success).to.equal(false);
    // The Swagger's weight is an int64: a service refuses 12.5.
    expect(parse({ pets: [{ type: 'DOG', weight: { value: 12.5, unit: 'KILOGRAM' } }] }).success).to.equal(false);
  });

  it('writes dates as strings, or as { year, month, day } for a strict protobuf gateway', () => {
    const request = z.parse(getBookingAvailabilityRequestSchema, {
      ...base,
      filter: { startDate: '2026-03-01', endDate: { year: 2026, month: 3, day: 7 }, pets: [{ type: 'DOG', birthday: '2020-02-29' }] },
    });
    const asText = getBookingAvailability.toHttp(request, { dates: 'string' });
    expect(asText.body).to.deep.include({
      filter: { startDate: '2026-03-01', endDate: '2026-03-07', pets: [{ type: 'DOG', birthday: '2020-02-29' }] },
    });
    const asObject = getBookingAvailability.toHttp(request, { dates: 'object' });
    expect(asObject).to.deep.equal({
      path: '/v1/online_booking/availability',
      body: {
        ...base,
        filter: {
          startDate: { year: 2026, month: 3, day: 1 },
          endDate: { year: 2026, month: 3, day: 7 },
          pets: [{ type: 'DOG', birthday: { year: 2020, month: 2, day: 29 } }],
        },
      },
    });
  });

  it('names the other documented paths of the availability and the franchise lookup', () => {
    expect(getBookingAvailability.alternatePaths).to.deep.equal(['/v1/online-booking/availability']);
    expect(lookupFranchiseByZipcode.toHttp({ zipcode: '02134' }, { dates: 'string' }).path).to.equal('/v1/online_booking/business/info');
    expect(lookupFranchiseByZipcode.alternatePaths).to.deep.equal(['/v1/online_booking/franchise_lookup']);
  });
});
