/**
 * The customer's side of a booking request, as `<booking-request-status>` reads it through the
 * gateway: the request as the customer may see it, and its withdrawal. Both carry the customer's
 * capability (the status page's `#request=<token>`) as `Authorization: Bearer`, never in the URL;
 * an unknown, expired or erased one is one 404 that says nothing more. A GET changes nothing: the
 * withdrawal is a POST that names the version it was decided on (`If-Match`). Taking an offered
 * time is `sendBookingRequest` with `replaces` (send.ts).
 */
import { requestOfferSchema, versionTag } from './inbox.js';
import { requestStatuses } from './lifecycle.js';
import { bookingRequestCustomerSchema } from './send.js';
import * as z from '../schema.js';
import { defineOperation } from '../operation.js';
import { int32, list, openEnum, requestNumber, requiredText, text } from '../wire.js';
import { timestamp } from '../wire-times.js';

/** One change as the customer reads it: no internal note, no staff name, no delivery. */
export const customerChangeSchema = /* @__PURE__ */ z.object({
  status: openEnum(requestStatuses),
  at: timestamp,
  /** The branch's words to the customer with this change ("" when none). */
  message: text,
});

/** The request as its customer may see it. */
export const bookingRequestStatusSchema = /* @__PURE__ */ z.object({
  id: requiredText,
  reference: text,
  /** The branch's company: its time zone is the one the request's times are shown in. */
  companyId: text,
  businessId: text,
  staffId: text,
  /** The groomer's name ("" when unknown). */
  staffName: text,
  startTime: timestamp,
  endTime: timestamp,
  customer: bookingRequestCustomerSchema,
  services: list(z.object({ id: text, name: text })),
  petType: text,
  status: openEnum(requestStatuses),
  receivedTime: timestamp,
  /** What a withdrawal names as `If-Match`. */
  version: int32,
  /** The branch's latest words to the customer. */
  message: text,
  /** The times offered with the last decline: each may be taken with `sendBookingRequest` and `replaces`. */
  offers: list(requestOfferSchema),
  history: list(customerChangeSchema),
  /** The declined request whose offered time this one took ("" when none). */
  replaces: text,
  /** The request that took one of this one's offered times ("" when none). */
  replacedBy: text,
});
export type BookingRequestStatus = z.output<typeof bookingRequestStatusSchema>;

/** `GET /booking-requests/mine`: with the capability as `Authorization: Bearer`; changes nothing. */
export const getMyBookingRequest = defineOperation({
  name: 'getMyBookingRequest',
  method: 'GET',
  path: '/booking-requests/mine',
  request: z.object({}),
  response: bookingRequestStatusSchema,
  retryable: true,
});

/**
 * `POST /booking-requests/mine/withdraw` with `If-Match: "<version>"`: the customer takes back a
 * request not answered yet. 412 when it changed since (the answer holds it as it is now), 409
 * when it was answered already.
 */
export const withdrawMyBookingRequest = defineOperation({
  name: 'withdrawMyBookingRequest',
  method: 'POST',
  path: '/booking-requests/mine/withdraw',
  request: z.object({ version: requestNumber }),
  toBody: ({ version }) => ({ body: {}, headers: { 'If-Match': versionTag(version) } }),
  response: bookingRequestStatusSchema,
  // Sent once: a second try after a lost answer would meet its own change as another's (412).
  retryable: false,
});
