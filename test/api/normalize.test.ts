/**
 * Every JSON variant of API-NOTES.md, read through the client's schemas: each must give the
 * same normalized shape as the canonical form.
 */
import { expect } from '@open-wc/testing';
import {
  agreementSchema,
  bookingAvailabilitySchema,
  franchiseSchema,
  getCompanyResponseSchema,
  listAbandonedBookingsResponseSchema,
  listReviewsResponseSchema,
  onlineBookingSchema,
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
    const page = listReviewsResponseSchema.parse({ reviews: [canonicalReview], nextPageToken: 'abc' });
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
    expect(listReviewsResponseSchema.parse({ reviews: [] }).nextPageToken).to.equal('');
    expect(listReviewsResponseSchema.parse({}).reviews).to.deep.equal([]);
  });

  it('reads enum numbers as names and keeps unknown values as strings', () => {
    const page = listReviewsResponseSchema.parse({
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
    const page = listReviewsResponseSchema.parse({ reviews: [{ ...canonicalReview, score: '4' }] });
    expect(page.reviews[0]!.score).to.equal(4);
  });

  it('treats zero values and missing fields alike, and ignores unknown fields', () => {
    const zero = listReviewsResponseSchema.parse({
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
    const missing = listReviewsResponseSchema.parse({ reviews: [{ id: 'rev_2' }] });
    // A timestamp read from its zero value is a key holding undefined; a missing one, no key.
    expect(JSON.stringify(zero)).to.equal(JSON.stringify(missing));
    expect(missing.reviews[0]!.reviewTime).to.equal(undefined);
    expect(zero.reviews[0]).not.to.have.property('somethingNew');
    expect(zero.reviews[0]!.reviewTime).to.equal(undefined);
  });

  it('hands every RFC 3339 form of a timestamp out as one UTC ISO string', () => {
    const read = (reviewTime: string) => listReviewsResponseSchema.parse({ reviews: [{ reviewTime }] }).reviews[0]!.reviewTime;
    expect(read('2026-05-06T12:00:00Z')).to.equal('2026-05-06T12:00:00.000Z');
    expect(read('2026-05-06T12:00:00.5Z')).to.equal('2026-05-06T12:00:00.500Z');
    expect(read('2026-05-06T12:00:00.123456789Z')).to.equal('2026-05-06T12:00:00.123Z');
    expect(read('2026-05-06T14:30:00+02:30')).to.equal('2026-05-06T12:00:00.000Z');
    expect(read('2024-02-29T23:59:59Z')).to.equal('2024-02-29T23:59:59.000Z');
    for (const wrong of ['2026-02-30T12:00:00Z', '2026-13-01T12:00:00Z', '2026-05-06 12:00', 'yesterday']) {
      expect(listReviewsResponseSchema.safeParse({ reviews: [{ reviewTime: wrong }] }).success, wrong).to.equal(false);
    }
  });

  it('reads google.type.Date as a string or as { year, month, day }', () => {
    const asStrings = bookingAvailabilitySchema.parse({
      availableDates: ['2026-03-08'],
      availability: [{ date: '2026-03-08', staff: [] }],
    });
    const asObjects = bookingAvailabilitySchema.parse({
      availableDates: [{ year: 2026, month: 3, day: 8 }],
      availability: [{ date: { year: '2026', month: 3, day: 8 }, staff: [] }],
    });
    expect(asObjects).to.deep.equal(asStrings);
    expect(asObjects.availableDates).to.deep.equal(['2026-03-08']);
  });

  it('rejects a date that is not on the calendar, naming the field', () => {
    const result = bookingAvailabilitySchema.safeParse({ availableDates: [{ year: 2026, month: 2, day: 30 }] });
    expect(result.success).to.equal(false);
    expect(result.error?.issues[0]?.path).to.deep.equal(['availableDates', 0]);
  });

  it('splits a single staff name into first and last names', () => {
    const slot = { startTime: '2026-03-08T14:00:00Z', endTime: '2026-03-08T15:00:00Z' };
    const availability = bookingAvailabilitySchema.parse({
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
    expect(getCompanyResponseSchema.parse({ company })).to.deep.equal(getCompanyResponseSchema.parse(company));
    expect(getCompanyResponseSchema.parse({ id: 'cmp_2' }).timezone).to.deep.equal({ id: '' });
  });

  it('reads the legacy address shape as the newer one', () => {
    const booking = (address: object) =>
      listAbandonedBookingsResponseSchema.parse({ bookings: [{ id: 'ab_1', address }] }).bookings[0]!.address;
    const legacy = booking({ street: '1 Main St', city: 'Boston', state: 'MA', zip: '02134' });
    const newer = booking({ address1: '1 Main St', city: 'Boston', state: 'MA', postalCode: '02134' });
    expect(legacy).to.deep.equal(newer);
    expect(newer).to.deep.include({ address1: '1 Main St', postalCode: '02134', address2: '', country: '' });
  });

  it('reads int64 money units from a number or a string and hands out a string', () => {
    const detail = (units: unknown) =>
      onlineBookingSchema.parse({
        petServiceDetails: [{ pet: { id: 'pet_1', name: 'Rex' }, serviceDetails: [{ id: 's', price: { currencyCode: 'USD', units } }] }],
      }).petServiceDetails[0]!.serviceDetails[0]!.price;
    expect(detail(45)).to.deep.equal(detail('45'));
    expect(detail('9007199254740993')!.units).to.equal('9007199254740993');
  });

  it('reads a franchise lookup with no territory as empty strings and isEnable false', () => {
    expect(franchiseSchema.parse({})).to.deep.equal({
      businessId: '',
      companyId: '',
      businessName: '',
      bookOnlineName: '',
      isEnable: false,
    });
  });

  it('keeps an unknown agreement status as a string', () => {
    expect(agreementSchema.parse({ id: 'agr_1', status: 'ARCHIVED', signedPolicy: 2 })).to.deep.include({
      status: 'ARCHIVED',
      signedPolicy: 'FOR_EACH',
    });
  });

  it('rejects a wrong type, naming the field', () => {
    const result = listReviewsResponseSchema.safeParse({ reviews: [canonicalReview, { ...canonicalReview, score: 'five' }] });
    expect(result.success).to.equal(false);
    expect(result.error?.issues[0]?.path).to.deep.equal(['reviews', 1, 'score']);
  });
});
