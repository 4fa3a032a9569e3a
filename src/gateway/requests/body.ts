/**
 * The body of `POST /booking-requests`: what a customer's flow sends when it asks a branch for a
 * time. One schema says what is taken, and the types are read from it. Every field has a ceiling,
 * so that no request fills the database; a field the schema does not name is refused by the route
 * (as the rest of the gateway refuses one).
 */
import * as z from 'zod/mini';
import { petTypes } from '../../api/enums.js';

/** An identifier of the API (a company, branch, groomer, customer or agreement record). */
const identifier = z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(64, 'must be at most 64 characters'));

/** Free text a person typed: trimmed of nothing, only bounded. */
const words = (longest: number) => z.string().check(z.maxLength(longest, `must be at most ${longest} characters`));
const someWords = (longest: number) =>
  z.string().check(z.minLength(1, 'is required'), z.maxLength(longest, `must be at most ${longest} characters`));

/** An instant as the availability gives it: RFC 3339 in UTC, such as `2027-05-13T14:00:00Z`. */
const instant = z.string().check(
  z.regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/, 'must be an RFC 3339 instant in UTC'),
  z.refine((text) => !Number.isNaN(Date.parse(text)), 'must be a real instant'),
);

/** A phone number as people write one: digits, spaces and the usual marks, with 6 to 20 digits. */
const phone = z.string().check(
  z.regex(/^\+?[\d\s().-]{6,32}$/, 'must be a phone number'),
  z.refine((text) => {
    const digits = text.replace(/\D/g, '').length;
    return digits >= 6 && digits <= 20;
  }, 'must hold 6 to 20 digits'),
);

export const customerSchema = z
  .object({
    name: someWords(200),
    phone: z.optional(phone),
    email: z.optional(z.email('must be an e-mail address').check(z.maxLength(254, 'must be at most 254 characters'))),
    petName: someWords(100),
    petType: z.optional(z.enum(petTypes)),
    notes: z.optional(words(2000)),
  })
  .check(
    z.refine((customer) => customer.phone !== undefined || customer.email !== undefined, {
      message: 'needs a phone or an e-mail',
      path: ['phone'],
    }),
  );

/** The `utm_*` parameters the page was reached with: at most ten, each short. */
const mostParams = 10;
const params = z
  .record(
    z.string().check(z.regex(/^utm_[a-z]{1,20}$/, 'only utm_* parameters are kept')),
    z.string().check(z.maxLength(200, 'must be at most 200 characters')),
  )
  .check(z.refine((value) => Object.keys(value).length <= mostParams, `must hold at most ${mostParams} parameters`));

export const bookingRequestBodySchema = z.object({
  companyId: identifier,
  businessId: identifier,
  staffId: identifier,
  startTime: instant,
  endTime: instant,
  customer: customerSchema,
  customerId: z.optional(identifier),
  agreementRecordIds: z.optional(z.array(identifier).check(z.maxLength(20, 'must hold at most 20 records'))),
  params: z.optional(params),
  /** The language the customer read the flow in, such as `fr` or `es-MX`. */
  language: z.optional(z.string().check(z.regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8}){0,2}$/, 'must be a language tag such as en or es-MX'))),
});

export type BookingRequestBody = z.output<typeof bookingRequestBodySchema>;
export type BookingRequestCustomer = z.output<typeof customerSchema>;

/** `Idempotency-Key`: 8 to 64 letters, digits, `_` or `-`. */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** The statuses staff may set; `received` is where every request starts. */
export const requestStatuses = ['received', 'contacted', 'confirmed', 'declined'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export const statusChangeSchema = z.object({
  status: z.enum(requestStatuses),
  note: z.optional(words(1000)),
});
export type StatusChange = z.output<typeof statusChangeSchema>;
