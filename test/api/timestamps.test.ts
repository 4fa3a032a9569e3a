/**
 * Timestamps read through the client's schemas. Canonical UTC timestamps are read from their
 * text, every other form through a Date round trip: the table below is what the Date round trip
 * alone made of each input (in the Chromium the tests run in), and reading must not change one
 * answer of it.
 */
import * as z from 'zod/mini';
import { expect } from '@open-wc/testing';
import { bookingAvailabilitySchema, listReviewsResponseSchema } from '../../src/api/index.js';

const rejected = 'rejected';

/** What an optional timestamp (a review's `reviewTime`) reads as: an ISO string, undefined or `rejected`. */
function read(value: unknown): string | undefined {
  const result = z.safeParse(listReviewsResponseSchema, { reviews: [{ reviewTime: value }] });
  return result.success ? result.data.reviews[0]!.reviewTime : rejected;
}

/** What a required timestamp (a slot's `startTime`) reads as, or the issue it raises. */
function readRequired(startTime: unknown): string {
  const result = z.safeParse(bookingAvailabilitySchema, {
    availability: [{ date: '2026-05-06', staff: [{ availableSlots: [{ startTime, endTime: '2026-05-06T13:00:00Z' }] }] }],
  });
  if (result.success) return result.data.availability[0]!.staff[0]!.availableSlots[0]!.startTime;
  const [issue] = result.error.issues;
  return `${issue!.path.join('.')}: ${issue!.message}`;
}

const table: [input: unknown, reads: string | undefined][] = [
  // Missing, empty and the zero value.
  [null, undefined],
  [undefined, undefined],
  ['', undefined],
  ['1970-01-01T00:00:00Z', undefined],
  ['1970-01-01T00:00:00.000Z', undefined],
  ['1970-01-01T00:00:00.0001Z', undefined],
  ['1970-01-01T05:30:00+05:30', undefined],
  ['1970-01-01T00:00:00+00:00', undefined],
  ['1970-01-01T00:00:00z', undefined],
  ['1970-01-01T00:00:00.001Z', '1970-01-01T00:00:00.001Z'],
  // Not a string.
  [0, rejected],
  [1_778_068_800_000, rejected],
  [true, rejected],
  [{}, rejected],
  [{ seconds: 1_778_068_800 }, rejected],
  [[], rejected],
  // UTC, with 0 to 21 digits of a second: Date keeps the first three.
  ['2026-05-06T12:00:00Z', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T12:00:00.5Z', '2026-05-06T12:00:00.500Z'],
  ['2026-05-06T12:00:00.1Z', '2026-05-06T12:00:00.100Z'],
  ['2026-05-06T12:00:00.12Z', '2026-05-06T12:00:00.120Z'],
  ['2026-05-06T12:00:00.123Z', '2026-05-06T12:00:00.123Z'],
  ['2026-05-06T12:00:00.9999Z', '2026-05-06T12:00:00.999Z'],
  ['2026-05-06T12:00:00.123456Z', '2026-05-06T12:00:00.123Z'],
  ['2026-05-06T12:00:00.000000Z', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T12:00:00.123456789Z', '2026-05-06T12:00:00.123Z'],
  ['2026-05-06T12:00:00.99999999999999999999Z', '2026-05-06T12:00:00.999Z'],
  ['2026-05-06T12:00:00.000000000000000000001Z', '2026-05-06T12:00:00.000Z'],
  ['2026-12-31T23:59:59.999Z', '2026-12-31T23:59:59.999Z'],
  // Offsets.
  ['2026-05-06T17:30:00+05:30', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T04:00:00-08:00', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T14:30:00+02:30', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T12:00:00+00:00', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T12:00:00-00:00', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T12:00:00.5+05:30', '2026-05-06T06:30:00.500Z'],
  ['2026-05-06T12:00:00.123456789+05:30', '2026-05-06T06:30:00.123Z'],
  ['2026-05-06T12:00:00.123-08:00', '2026-05-06T20:00:00.123Z'],
  ['2026-12-31T23:30:00-08:00', '2027-01-01T07:30:00.000Z'],
  ['2026-05-06T12:00:00+14:00', '2026-05-05T22:00:00.000Z'],
  ['2026-05-06T12:00:00+0530', '2026-05-06T06:30:00.000Z'],
  ['2026-05-06T12:00:00+05', rejected],
  ['2026-05-06T12:00:00+24:00', rejected],
  ['2026-05-06T12:00:00+05:60', rejected],
  ['2026-05-06T12:00:00 +05:30', rejected],
  // Lower case: a lower-case t is refused, a lower-case z read as Z.
  ['2026-05-06t12:00:00Z', rejected],
  ['2026-05-06t12:00:00z', rejected],
  ['2026-05-06T12:00:00z', '2026-05-06T12:00:00.000Z'],
  ['2026-05-06T12:00:00.5z', '2026-05-06T12:00:00.500Z'],
  // The calendar: leap days, month lengths, month 13, day 0.
  ['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
  ['2027-02-29T12:00:00Z', rejected],
  ['2000-02-29T00:00:00Z', '2000-02-29T00:00:00.000Z'],
  ['2400-02-29T00:00:00Z', '2400-02-29T00:00:00.000Z'],
  ['1900-02-29T00:00:00Z', rejected],
  ['2100-02-29T00:00:00Z', rejected],
  ['2026-02-30T12:00:00Z', rejected],
  ['2026-02-31T12:00:00Z', rejected],
  ['2026-04-31T12:00:00Z', rejected],
  ['2026-06-31T00:00:00Z', rejected],
  ['2026-01-31T12:00:00Z', '2026-01-31T12:00:00.000Z'],
  ['2026-11-30T00:00:00Z', '2026-11-30T00:00:00.000Z'],
  ['2026-13-01T12:00:00Z', rejected],
  ['2026-00-10T12:00:00Z', rejected],
  ['2026-05-00T12:00:00Z', rejected],
  ['2026-05-32T12:00:00Z', rejected],
  ['0000-01-01T00:00:00Z', '0000-01-01T00:00:00.000Z'],
  ['0000-02-29T00:00:00Z', '0000-02-29T00:00:00.000Z'],
  ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
  ['9999-12-31T23:59:59.999Z', '9999-12-31T23:59:59.999Z'],
  // An offset that carries the instant past the year 9999: ISO would write +010000, which no
  // date format reads (a review feed drawing it would throw).
  ['9999-12-31T23:00:00-05:00', rejected],
  ['0000-01-01T00:00:00+01:00', rejected],
  // The clock: 24:00, minute 60 and second 60 (no leap seconds) are refused in UTC.
  ['2026-05-06T24:00:00Z', rejected],
  ['2026-05-06T24:00:00.000Z', rejected],
  ['2026-05-06T24:00:01Z', rejected],
  ['2026-05-06T25:00:00Z', rejected],
  ['2026-05-06T23:60:00Z', rejected],
  ['2026-05-06T23:59:60Z', rejected],
  // Only a UTC time is compared with what it reads as, so with an offset or a lower-case z, Date
  // still rolls 30 February and 24:00 over into the next day, as it always has.
  ['2026-05-06T24:00:00+00:00', '2026-05-07T00:00:00.000Z'],
  ['2026-05-06T24:00:00z', '2026-05-07T00:00:00.000Z'],
  ['2026-02-30T12:00:00+00:00', '2026-03-02T12:00:00.000Z'],
  ['2026-02-30T12:00:00+05:30', '2026-03-02T06:30:00.000Z'],
  ['2026-02-30T12:00:00z', '2026-03-02T12:00:00.000Z'],
  ['2027-02-29T12:00:00-08:00', '2027-03-01T20:00:00.000Z'],
  // Not RFC 3339.
  ['yesterday', rejected],
  ['2026-05-06', rejected],
  ['2026-05-06T', rejected],
  ['2026-05-06TZ', rejected],
  ['2026-05-06T12Z', rejected],
  ['2026-05-06T12:00Z', rejected],
  ['2026-05-06 12:00', rejected],
  ['2026-05-06 12:00:00Z', rejected],
  ['2026-05-06T12:00:00.Z', rejected],
  ['2026-05-06T12:00:00,5Z', rejected],
  ['2026-05-06T12:00:00.123 Z', rejected],
  ['2026-05-06T12:00:00ZZ', rejected],
  ['2026-05-06T12:00:00GMT', rejected],
  ['2026-05-06T12:00:00 GMT', rejected],
  ['2026-05-06T12:00:00 UTC', rejected],
  ['+002026-05-06T12:00:00Z', rejected],
  ['-000001-01-01T00:00:00Z', rejected],
  ['20260-05-06T12:00:00Z', rejected],
  ['2026-5-6T12:00:00Z', rejected],
  ['2026-05-06T1:00:00Z', rejected],
  [' 2026-05-06T12:00:00Z', rejected],
  ['2026-05-06T12:00:00Z ', rejected],
  ['2026-05-06T12:00:00Z\n', rejected],
  ['２０２６-05-06T12:00:00Z', rejected],
];

describe('timestamps', () => {
  it('read every form as the Date round trip did', () => {
    const reads = table.map(([input]) => [input, read(input)]);
    expect(reads).to.deep.equal(table);
  });

  it('read a time without an offset as the browser’s local time, as Date does', () => {
    expect(read('2026-05-06T12:00:00')).to.equal(new Date(2026, 4, 6, 12).toISOString());
    expect(read('2026-05-06T12:00')).to.equal(new Date(2026, 4, 6, 12).toISOString());
  });

  it('read each day of the calendar, and only those, in UTC as Date does', () => {
    const pad = (number: number, length = 2) => String(number).padStart(length, '0');
    const differences: string[] = [];
    for (const year of [0, 1, 1900, 2000, 2026, 2027, 2028, 2100]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          for (const time of ['00:00:00', '13:45:30.250', '23:59:59']) {
            const text = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${time}Z`;
            const ms = Date.parse(text);
            const iso = Number.isNaN(ms) ? '' : new Date(ms).toISOString();
            const expected = iso.slice(0, 19) === text.slice(0, 19) ? iso : rejected;
            if (read(text) !== expected) differences.push(`${text}: ${read(text)}, not ${expected}`);
          }
        }
      }
    }
    expect(differences).to.deep.equal([]);
  });

  it('refuse a slot that ends before it starts, or when it starts', () => {
    expect(readRequired('2026-05-06T14:00:00Z')).to.equal(
      'availability.0.staff.0.availableSlots.0.endTime: expected an end after the start',
    );
    expect(readRequired('2026-05-06T13:00:00Z')).to.equal(
      'availability.0.staff.0.availableSlots.0.endTime: expected an end after the start',
    );
    expect(readRequired('2026-05-06T12:59:59Z')).to.equal('2026-05-06T12:59:59.000Z');
  });

  it('require a slot’s start, naming the field', () => {
    expect(readRequired('2026-05-06T12:00:00Z')).to.equal('2026-05-06T12:00:00.000Z');
    expect(readRequired('2026-05-06T12:00:00.250Z')).to.equal('2026-05-06T12:00:00.250Z');
    const path = 'availability.0.staff.0.availableSlots.0.startTime';
    for (const missing of [undefined, null, '', '1970-01-01T00:00:00Z']) {
      expect(readRequired(missing), String(missing)).to.equal(`${path}: expected a timestamp`);
    }
    expect(readRequired('2026-02-30T12:00:00Z')).to.equal(`${path}: expected an RFC 3339 timestamp`);
  });

  it('read a text seen before as the first time, accepted or rejected', () => {
    for (const [input, reads] of table) {
      expect([read(input), read(input), read(input)], String(input)).to.deep.equal([reads, reads, reads]);
    }
    expect(readRequired('2026-02-30T12:00:00Z')).to.equal(readRequired('2026-02-30T12:00:00Z'));
  });
});

describe("an availability answer's slots, read in one step", () => {
  const slot = (start: string, end: string, extra: Record<string, unknown> = {}) => ({ startTime: start, endTime: end, ...extra });
  const answerWith = (availableSlots: unknown[]) => ({
    availableDates: ['2030-01-07'],
    availability: [{ date: '2030-01-07', staff: [{ staffId: 'stf_1', firstName: 'Ana', lastName: 'B', availableSlots }] }],
  });
  const slotsOf = (result: ReturnType<typeof z.safeParse<typeof bookingAvailabilitySchema>>) =>
    result.success ? result.data.availability[0]!.staff[0]!.availableSlots : [];

  it('keeps the list JSON.parse made when every slot reads, each time written as read', () => {
    const slots = [slot('2030-01-07T14:00:00Z', '2030-01-07T15:00:00Z'), slot('2030-01-07T15:00:00.250Z', '2030-01-07T17:00:00+01:00')];
    const result = z.safeParse(bookingAvailabilitySchema, answerWith(slots));
    expect(result.success).to.equal(true);
    expect(slotsOf(result)).to.equal(slots);
    expect(slotsOf(result)).to.deep.equal([
      { startTime: '2030-01-07T14:00:00.000Z', endTime: '2030-01-07T15:00:00.000Z' },
      { startTime: '2030-01-07T15:00:00.250Z', endTime: '2030-01-07T16:00:00.000Z' },
    ]);
  });

  it('hands on no field of a slot but its two times', () => {
    const slots = [
      slot('2030-01-07T14:00:00Z', '2030-01-07T15:00:00Z'),
      slot('2030-01-07T15:00:00Z', '2030-01-07T16:00:00Z', { room: 'B' }),
    ];
    const result = z.safeParse(bookingAvailabilitySchema, answerWith(slots));
    expect(slotsOf(result)).to.deep.equal([
      { startTime: '2030-01-07T14:00:00.000Z', endTime: '2030-01-07T15:00:00.000Z' },
      { startTime: '2030-01-07T15:00:00.000Z', endTime: '2030-01-07T16:00:00.000Z' },
    ]);
  });

  it('leaves out the slots that do not read, in order, and says where each was', () => {
    const slots = [
      slot('2030-01-07T14:00:00Z', '2030-01-07T15:00:00Z'),
      slot('2030-01-07T16:00:00Z', '2030-01-07T15:00:00Z'),
      { startTime: 'soon' },
      slot('2030-01-07T17:00:00Z', '2030-01-07T18:00:00Z', { room: 'B' }),
    ];
    const result = z.safeParse(bookingAvailabilitySchema, answerWith(slots));
    expect(result.success).to.equal(false);
    const issues = result.success ? [] : result.error.issues;
    expect(issues.map((issue) => issue.path.join('.'))).to.deep.equal([
      'availability.0.staff.0.availableSlots.1.endTime',
      'availability.0.staff.0.availableSlots.2.startTime',
      'availability.0.staff.0.availableSlots.2.endTime',
    ]);
  });
});
