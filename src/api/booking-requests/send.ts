/**
 * Booking requests: what a customer asks a business for at the end of `<booking-flow>`. The API
 * cannot book, so the gateway keeps them (`POST /booking-requests`, beside `/v1`) and delivers
 * them to the business. Not an operation of the API: its path is the gateway's own. The flow
 * sends a request with this description, and the gateway checks what it receives with the same
 * schema, so the two cannot drift apart.
 */
import { emailLengths, phoneDigits } from '../../common/contact.js';
import { isOneOf, petTypes } from '../enums.js';
import * as z from '../schema.js';
import { defineOperation } from '../operation.js';
import { type CustomerProblem, customerLimits, customerProblems } from './customer.js';
import { isStorableText } from '../../common/storable-text.js';
import { accepted, isString, optional, optionalText, pipe, reader, requiredText, text } from '../wire.js';

/** The longest text each field of a request may hold: a request is at most 16 KiB whole. */
export const bookingRequestLimits = {
  id: 128,
  ...customerLimits,
  language: 35,
  agreementRecords: 20,
  params: 20,
  paramValue: 200,
  services: 10,
  serviceName: 200,
} as const;

/**
 * What a field holding text the database cannot store (wire.ts's `isStorableText`) is told it
 * expects; here rather than beside the rule, so that only the files that send a request (or staff's
 * note) carry it.
 */
export const storableTextExpected = 'text without a NUL character or a broken character';

/** The header of the key a journey sends every attempt of its request with: 8 to 64 of `A-Za-z0-9_-`. */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** A string of at most `longest` characters the database can store, "" when missing. */
export function boundedText(longest: number) {
  return reader((value, invalid) => {
    const read = value == null ? '' : isString(value) ? value.trim() : invalid('a string');
    if (read.length > longest) return invalid(`at most ${longest} characters`);
    return isStorableText(read) ? read : invalid(storableTextExpected);
  });
}

/** An identifier: a non-empty string of at most `bookingRequestLimits.id` characters the database can store. */
export const identifier = /* @__PURE__ */ pipe(
  accepted(
    (value): value is string => isString(value) && value !== '' && value.length <= bookingRequestLimits.id,
    `an identifier of 1 to ${bookingRequestLimits.id} characters`,
  ),
  accepted((value): value is string => isStorableText(value as string), storableTextExpected),
);

/** An instant written as RFC 3339 with a zone designator, such as the availability's `startTime`. */
export const instant = accepted(
  (value): value is string =>
    isString(value) && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/i.test(value) && !Number.isNaN(Date.parse(value)),
  'an RFC 3339 timestamp',
);

/** One of the spec's pet types; nothing given is `TYPE_UNSPECIFIED`. */
export const petType = reader((value, invalid) =>
  value == null || value === '' ? 'TYPE_UNSPECIFIED' : isOneOf(petTypes, value) ? value : invalid(`one of ${petTypes.join(', ')}`),
);

/** The customer as the details step gives them: a name, the pet's name, and a phone or an e-mail to reach them. */
export const bookingRequestCustomerSchema = /* @__PURE__ */ z.object({
  name: boundedText(bookingRequestLimits.name),
  phone: boundedText(bookingRequestLimits.phone),
  email: boundedText(bookingRequestLimits.email),
  petName: boundedText(bookingRequestLimits.petName),
  petType,
  notes: boundedText(bookingRequestLimits.notes),
});
export type BookingRequestCustomer = z.output<typeof bookingRequestCustomerSchema>;

/**
 * What the gateway says it expected of a customer's field it refuses (customer.ts's rule), in a
 * developer's words. Text too long or that cannot be kept is refused by the field's reader first,
 * in the words every field has.
 */
const expectedOf: Readonly<Record<Exclude<CustomerProblem, 'missing'>, string>> = {
  tooLong: 'fewer characters',
  notStorable: storableTextExpected,
  phoneCharacters: 'a phone number of digits, spaces and ( ) - . /, a + only first',
  phoneDigits: `a phone number of ${phoneDigits.fewest} to ${phoneDigits.most} digits`,
  emailShape: 'an e-mail address such as name@example.com',
  emailCharacters: 'an e-mail address without spaces, ASCII before the @ (RFC 5322 unquoted, no ? & # %)',
  emailDots: 'an e-mail address with no dot first, last or twice in a row',
  emailDomain: 'an e-mail address whose domain ends in letters',
  emailLength: `an e-mail address of at most ${emailLengths.whole} characters, ${emailLengths.local} before the @`,
};

/** What a customer without a customer id must give, by where it is missing. */
const missingWords: Readonly<Record<string, string>> = {
  name: 'a name',
  petName: "the pet's name",
  contact: 'a phone number or an e-mail address',
};

/** The page's `utm_*` parameters, as `prefill-from-url` reads them: a few short texts. */
const campaignParams = reader((value, invalid): Readonly<Record<string, string>> => {
  if (value == null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return invalid('an object of utm_* parameters');
  const entries = Object.entries(value);
  const { params, paramValue } = bookingRequestLimits;
  if (entries.length > params) return invalid(`at most ${params} utm_* parameters`);
  for (const [name, text] of entries) {
    if (!/^utm_[a-z0-9_]{1,40}$/.test(name)) return invalid('only utm_* parameters');
    if (!isString(text) || text.length > paramValue) return invalid(`utm_* values of at most ${paramValue} characters`);
    if (!isStorableText(text)) return invalid(storableTextExpected);
  }
  // Without a prototype: a parameter named like an Object method is only ever data.
  return Object.assign(Object.create(null) as Record<string, string>, Object.fromEntries(entries));
});

/** The agreement records the customer's sign links created. */
const agreementRecordIds = reader((value, invalid): string[] => {
  if (value == null) return [];
  const most = bookingRequestLimits.agreementRecords;
  if (!Array.isArray(value) || value.length > most) return invalid(`a list of at most ${most} record ids`);
  const ids = value.filter((id): id is string => isString(id) && id !== '' && id.length <= bookingRequestLimits.id);
  if (ids.length !== value.length) return invalid('a list of record ids');
  return ids.every(isStorableText) ? ids : invalid(storableTextExpected);
});

/** The services the customer chose (`[{ id, name }]`), at most `bookingRequestLimits.services`. */
export const services = reader((value, invalid): { id: string; name: string }[] | undefined => {
  if (value == null) return undefined;
  const { services: most, serviceName, id: longestId } = bookingRequestLimits;
  if (!Array.isArray(value) || value.length > most) return invalid(`a list of at most ${most} services`);
  const read = value.map((item: unknown) => {
    const { id, name } = (typeof item === 'object' && item !== null ? item : {}) as { id?: unknown; name?: unknown };
    if (!isString(id) || id === '' || id.length > longestId || !isString(name) || name.length > serviceName) return undefined;
    if (!isStorableText(id) || !isStorableText(name)) return undefined;
    return { id, name: name.trim() };
  });
  return read.every((item) => item !== undefined) ? read : invalid(`services of { id, name }, names of at most ${serviceName} characters`);
});

/** A customer's request for a time with a groomer of a branch, as the gateway receives it. */
const requestFields = /* @__PURE__ */ z.object({
  companyId: identifier,
  businessId: identifier,
  staffId: identifier,
  /** The offered slot's instants, as GetBookingAvailability answered them. */
  startTime: instant,
  endTime: instant,
  customer: bookingRequestCustomerSchema,
  /** The customer the page signed in, vouched for by the customer token sent with the request. */
  customerId: boundedText(bookingRequestLimits.id),
  agreementRecordIds,
  params: campaignParams,
  services: optional(services),
  /** The pet type the services were chosen for ("What would you like?"); `customer.petType` wins when both are given. */
  petType: optional(petType),
  /**
   * The declined request whose offered time this one takes (the customer's status page), sent with
   * that request's capability as `Authorization: Bearer`; the time must be one it offered.
   */
  replaces: optional(
    pipe(
      identifier,
      accepted((value): value is string => /^[0-9a-f-]{36}$/i.test(value as string), 'a request id'),
    ),
  ),
  /** The slot watch whose e-mail offered this time: the watch ends once the request is stored. */
  watch: optional(
    pipe(
      identifier,
      accepted((value): value is string => /^[0-9a-f-]{36}$/i.test(value as string), 'a slot watch id'),
    ),
  ),
  /** The customer's language (a BCP 47 tag such as `es-MX`), for what the business sends them; "" when not known. */
  language: pipe(
    boundedText(bookingRequestLimits.language),
    accepted(
      (value): value is string => isString(value) && /^([a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*)?$/.test(value),
      'a language tag such as es-MX',
    ),
  ),
});

/**
 * The request, whose customer the business can reach (customer.ts): each field at fault named, as
 * `customer.email`; neither a phone number nor an e-mail address as `customer`.
 */
export const bookingRequestSchema = /* @__PURE__ */ pipe(
  requestFields,
  z.transform((request: z.output<typeof requestFields>, context) => {
    const { customer } = request;
    // The pet type chosen with the services and the one of "Your details" are one fact, kept as the
    // customer's: "Your details" has the last word, as in the flow, and the choice fills it when empty.
    const chosen = request.petType ?? 'TYPE_UNSPECIFIED';
    const problems = Object.entries(customerProblems(customer, request.customerId !== '')) as [string, CustomerProblem][];
    for (const [place, problem] of problems) {
      const path = place === 'contact' ? ['customer'] : ['customer', place];
      const expected = problem === 'missing' ? missingWords[place] : expectedOf[problem];
      context.issues.push({ code: 'custom', path, message: `expected ${expected}`, input: customer });
    }
    return customer.petType === 'TYPE_UNSPECIFIED' && chosen !== 'TYPE_UNSPECIFIED'
      ? { ...request, customer: { ...customer, petType: chosen } }
      : request;
  }),
);
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type CheckedBookingRequest = z.output<typeof bookingRequestSchema>;

/** The gateway's answer once the request is stored: what the customer can quote to the branch. */
export const bookingRequestReceiptSchema = /* @__PURE__ */ z.object({
  id: requiredText,
  /** Short and readable over the phone. */
  reference: requiredText,
  status: text,
  receivedTime: text,
  /**
   * The customer's capability for the status page (`BOOKING_REQUEST_STATUS_URL#request=<token>`),
   * in the first answer only: the gateway keeps its hash alone, so an answer given again for the
   * same `Idempotency-Key` cannot carry it ("" then).
   */
  statusToken: optionalText,
});
export type BookingRequestReceipt = z.output<typeof bookingRequestReceiptSchema>;

/**
 * `POST /booking-requests`: sent with an `Idempotency-Key` made once per journey, so that sending
 * it again (a retry, "Try again") is answered with the same request, never a second one.
 */
export const sendBookingRequest = defineOperation({
  name: 'sendBookingRequest',
  method: 'POST',
  path: '/booking-requests',
  request: bookingRequestSchema,
  response: bookingRequestReceiptSchema,
  retryable: true,
});
