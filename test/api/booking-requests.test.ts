/**
 * The booking request's schema (src/api/booking-requests/send.ts), which the flow sends with and the
 * gateway checks with: what a business needs to reach the customer, and nothing it cannot keep.
 */
import { expect } from '@open-wc/testing';
import { bookingRequestSchema, idempotencyKeyPattern, type BookingRequest } from '../../src/api/booking-requests/send.js';
import { isStorableText } from '../../src/common/storable-text.js';
import { describeIssues } from '../../src/api/issues.js';
import { safeParse } from '../../src/api/schema.js';

const valid: BookingRequest = {
  companyId: 'cmp_1',
  businessId: 'biz_1',
  staffId: 'stf_1',
  startTime: '2027-05-13T14:00:00Z',
  endTime: '2027-05-13T15:00:00Z',
  customer: { name: ' Jane Doe ', phone: '', email: 'jane@example.com', petName: 'Biscuit', petType: 'DOG', notes: '' },
  customerId: '',
  agreementRecordIds: ['rec_1'],
  params: { utm_source: 'news' },
  language: 'en-US',
};

/** Why the schema refuses a request, in the words the gateway answers with; "" when it takes it. */
function refusal(request: unknown): string {
  const parsed = safeParse(bookingRequestSchema, request);
  return parsed.success ? '' : describeIssues(parsed.error.issues);
}

describe('booking request schema', () => {
  it('takes a whole request and trims what was typed', () => {
    const parsed = safeParse(bookingRequestSchema, valid);
    expect(parsed.success).to.equal(true);
    if (!parsed.success) return;
    expect(parsed.data.customer.name).to.equal('Jane Doe');
    expect(parsed.data.agreementRecordIds).to.deep.equal(['rec_1']);
    expect({ ...parsed.data.params }).to.deep.equal({ utm_source: 'news' });
    // The parameters are kept without a prototype: a name like an Object method is only data.
    expect(Object.getPrototypeOf(parsed.data.params)).to.equal(null);
  });

  it('needs a name, the pet’s name and a phone or an e-mail, unless a customer id says who it is', () => {
    const customer = valid.customer!;
    expect(refusal({ ...valid, customer: { ...customer, name: '  ' } })).to.match(/customer.*a name/);
    expect(refusal({ ...valid, customer: { ...customer, petName: '' } })).to.match(/the pet's name/);
    expect(refusal({ ...valid, customer: { ...customer, email: '' } })).to.match(/a phone number or an e-mail address/);
    expect(refusal({ ...valid, customer: { ...customer, email: '', phone: '555 123 4567' } })).to.equal('');
    expect(refusal({ ...valid, customer: { ...customer, email: 'jane@example.com?cc=x@evil.example' } })).to.match(
      /^customer\.email: expected an e-mail address such as/,
    );
    expect(refusal({ ...valid, customer: { ...customer, email: 'not an address' } })).to.match(/e-mail address such as/);
    expect(refusal({ ...valid, customer: { ...customer, email: 'john..doe@example.com' } })).to.match(/^customer\.email: .*no dot/);
    expect(refusal({ ...valid, customer: { ...customer, phone: '12345' } })).to.equal(
      'customer.phone: expected a phone number of 7 to 15 digits',
    );
    expect(refusal({ ...valid, customer: { ...customer, phone: 'call me' } })).to.match(
      /^customer\.phone: expected a phone number of digits/,
    );
    expect(refusal({ ...valid, customer: { ...customer, phone: '+1 (555) 123-4567' } })).to.equal('');
    expect(refusal({ ...valid, customer: {}, customerId: 'cus_1' })).to.equal('');
    expect(refusal({ ...valid, customer: { email: 'not an address' }, customerId: 'cus_1' })).to.match(/e-mail address such as/);
  });

  it('refuses what a business could not keep: long texts, unknown pet types, other parameters, bad times', () => {
    const customer = valid.customer!;
    expect(refusal({ ...valid, customer: { ...customer, notes: 'x'.repeat(2001) } })).to.match(/at most 2000 characters/);
    expect(refusal({ ...valid, customer: { ...customer, petType: 'DRAGON' } })).to.match(/one of TYPE_UNSPECIFIED/);
    expect(refusal({ ...valid, params: { gclid: 'x' } })).to.match(/only utm_\* parameters/);
    expect(refusal({ ...valid, params: { utm_source: 'x'.repeat(201) } })).to.match(/at most 200 characters/);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`utm_p${index}`, 'x']));
    expect(refusal({ ...valid, params: many })).to.match(/at most 20/);
    expect(refusal({ ...valid, startTime: '2027-02-30T14:00:00' })).to.match(/RFC 3339/);
    expect(refusal({ ...valid, staffId: '' })).to.match(/staffId/);
    expect(refusal({ ...valid, agreementRecordIds: Array.from({ length: 21 }, (_, index) => `rec_${index}`) })).to.match(/at most 20/);
    expect(refusal({ ...valid, agreementRecordIds: [''] })).to.match(/record ids/);
    expect(refusal({ ...valid, language: '<script>' })).to.match(/language tag/);
    expect(refusal({ ...valid, language: '' })).to.equal('');
  });

  it('refuses text the database cannot store (a NUL, half of a surrogate pair), naming the field', () => {
    for (const text of ['', 'Zoë', 'Ada 🐕 Lovelace', '𝄞', 'line\nbreak']) expect(isStorableText(text), text).to.equal(true);
    for (const text of ['\u0000', 'a\u0000b', '\uD800', 'Ada \uD83D', '\uDE00 Ada', '\uDC00\uD800']) {
      expect(isStorableText(text), JSON.stringify(text)).to.equal(false);
    }
    const customer = valid.customer!;
    const expected = 'expected text without a NUL character or a broken character';
    expect(refusal({ ...valid, customer: { ...customer, name: 'Jane\u0000' } })).to.equal(`customer.name: ${expected}`);
    expect(refusal({ ...valid, customer: { ...customer, notes: '\uD83D' } })).to.equal(`customer.notes: ${expected}`);
    expect(refusal({ ...valid, businessId: 'biz\u0000' })).to.equal(`businessId: ${expected}`);
    expect(refusal({ ...valid, agreementRecordIds: ['rec_1', 'rec\uDC00'] })).to.equal(`agreementRecordIds: ${expected}`);
    expect(refusal({ ...valid, params: { utm_source: '\uD800' } })).to.equal(`params: ${expected}`);
  });

  it('takes idempotency keys of 8 to 64 letters, digits, _ and -', () => {
    expect(idempotencyKeyPattern.test('a'.repeat(8))).to.equal(true);
    expect(idempotencyKeyPattern.test('a'.repeat(64))).to.equal(true);
    expect(idempotencyKeyPattern.test('a'.repeat(7))).to.equal(false);
    expect(idempotencyKeyPattern.test('a'.repeat(65))).to.equal(false);
    expect(idempotencyKeyPattern.test('abcd efgh')).to.equal(false);
  });
});
