/**
 * The business's inbox of booking requests, as staff read it through the gateway (its own routes,
 * beside `/v1`): a page of requests, one request whole with its history and deliveries, a change
 * of status that names the version it was read at (`If-Match`), so that a change made meanwhile
 * by someone else is answered 412 rather than overwritten, a failed delivery sent again, and a
 * customer's erasure. The gateway reads what it is sent with these same schemas. The news of new
 * and changed requests is a stream of its own (events.ts reads it).
 */
import { deliveryChannels, deliveryStates, requestStatuses } from './lifecycle.js';
import { bookingRequestCustomerSchema, identifier, instant, storableTextExpected } from './send.js';
import * as z from '../schema.js';
import { safeParse } from '../schema.js';
import { defineOperation } from '../operation.js';
import {
  accepted,
  flag,
  int32,
  isString,
  list,
  openEnum,
  optional,
  pathId,
  pipe,
  reader,
  requestEnum,
  requestNumber,
  requiredText,
  text,
} from '../wire.js';
import { timestamp } from '../wire-times.js';
import { pageSize } from './page-size.js';
import { isStorableText } from '../../common/storable-text.js';

/** The statuses, written in the lifecycle; here too because the inbox's code reads them with its requests. */
export { type RequestStatus, requestStatuses } from './lifecycle.js';

/** The most other times staff may offer with a decline, and the longest words to the customer. */
export const mostOffers = 3;
export const longestMessage = 1000;

/** A time staff offer the customer instead of the one declined: a groomer's slot, as GetBookingAvailability gives it. */
export const requestOfferSchema = /* @__PURE__ */ z.object({
  staffId: text,
  /** The groomer's name as the branch's availability gave it ("" when it gave none). */
  staffName: text,
  startTime: timestamp,
  endTime: timestamp,
});
export type RequestOffer = z.output<typeof requestOfferSchema>;
/** A time as staff offer it: the groomer and the slot (the gateway adds the groomer's name once it checked the slot). */
export interface OfferedSlot {
  readonly staffId: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** A service the customer chose. */
const serviceSchema = /* @__PURE__ */ z.object({ id: text, name: text });

/** A request as staff read it: who asked, for which groomer and time, and where it stands. */
const recordFields = {
  id: requiredText,
  /** Short and readable over the phone: what the customer was told. */
  reference: text,
  companyId: text,
  businessId: text,
  staffId: text,
  /** The groomer's name as the branch's availability gave it when the time was checked ("" when unknown). */
  staffName: text,
  startTime: timestamp,
  endTime: timestamp,
  customer: bookingRequestCustomerSchema,
  customerId: text,
  status: openEnum(requestStatuses),
  receivedTime: timestamp,
  /** Counts the request's changes: a change names the one it was read at. */
  version: int32,
  services: list(serviceSchema),
  /** The branch's latest words to the customer ("" when none). */
  message: text,
  /** The times offered with the last decline. */
  offers: list(requestOfferSchema),
  /** The declined request whose offered time this one took ("" when none). */
  replaces: text,
  /** When an answer is due (`BOOKING_REQUEST_ANSWER_HOURS` after it arrived), while it is `received`. */
  answerBy: timestamp,
  /** Still `received` past `answerBy`. */
  overdue: flag,
  /** Staff's internal notes of its history, one a line, oldest first ("" when none). */
  internalNotes: text,
};
export const bookingRequestRecordSchema = /* @__PURE__ */ z.object(recordFields);
export type BookingRequestRecord = z.output<typeof bookingRequestRecordSchema>;

/**
 * One change of a request: its status and note, who made it (the staff token's `name`, else its
 * `sub`) and when; `action` says whether it changed the status, sent a failed delivery (`channel`)
 * again, or only added a note (the status as it stood).
 */
export const requestChangeSchema = /* @__PURE__ */ z.object({
  /** The line's id, which the deliveries that tell it name. */
  id: text,
  action: openEnum(['status', 'resent', 'note'] as const),
  status: text,
  note: text,
  /** The words sent to the customer with the change. */
  message: text,
  /** The times offered with a decline. */
  offers: list(requestOfferSchema),
  channel: openEnum(deliveryChannels),
  actor: text,
  at: timestamp,
});
export type RequestChange = z.output<typeof requestChangeSchema>;

/** How news of the request went out: to the business's own system (webhook, e-mail) or to the customer (e-mail), each attempt recorded. */
export const requestDeliverySchema = /* @__PURE__ */ z.object({
  id: text,
  channel: openEnum(deliveryChannels),
  /** What it tells: `booking_request.received`, `.updated` (a change), `.overdue` (a reminder). */
  event: text,
  /** The line of history it tells ("" for what tells none, such as a reminder). */
  historyId: text,
  status: openEnum(deliveryStates),
  nextAttemptTime: timestamp,
  /** Pending, and no instance of the gateway sends by its channel any more: it waits for one that does. */
  noSender: flag,
  attempts: list(z.object({ at: timestamp, ok: flag, httpStatus: int32, error: text })),
});
export type RequestDelivery = z.output<typeof requestDeliverySchema>;

export const bookingRequestDetailSchema = /* @__PURE__ */ z.object({
  ...recordFields,
  history: list(requestChangeSchema),
  deliveries: list(requestDeliverySchema),
});
export type BookingRequestDetail = z.output<typeof bookingRequestDetailSchema>;

/** `GET /booking-requests`: a page of requests, newest first; of one branch, of one status, or of every one the token may read. */
export const listBookingRequests = defineOperation({
  name: 'listBookingRequests',
  method: 'GET',
  path: '/booking-requests',
  query: { business_id: 'businessId', status: 'status', page_size: 'pageSize', page_token: 'pageToken' },
  request: z.object({
    businessId: optional(requiredText),
    status: optional(requestEnum(requestStatuses)),
    pageSize,
    /** Where the page before ended, as its answer's `nextPageToken` said; "" for the first page. */
    pageToken: text,
  }),
  response: z.object({ requests: list(bookingRequestRecordSchema), nextPageToken: text }),
  retryable: true,
});

/**
 * `GET /booking-requests/events`: the news of requests as server-sent events, read with fetch by
 * events.ts. Not JSON, so no schemas: its name, method and path only.
 */
export const bookingRequestEvents = { name: 'readBookingRequestEvents', method: 'GET', path: '/booking-requests/events' } as const;

export const getBookingRequest = defineOperation({
  name: 'getBookingRequest',
  method: 'GET',
  path: '/booking-requests/:id',
  request: z.object({ id: pathId }),
  response: bookingRequestDetailSchema,
  retryable: true,
});

/**
 * A request's version as an entity tag (`"3"`): the gateway gives it as the `ETag` of what it
 * answers, and a change names the version it was decided on as its `If-Match`.
 */
export const versionTag = (version: number): string => `"${version}"`;

/** The longest note staff may write, with a change or alone. */
export const longestNote = 1000;

/** A note: text PostgreSQL can hold, at most `longestNote` characters. */
const noteText = /* @__PURE__ */ accepted(
  (value): value is string => isString(value) && value.length <= longestNote && isStorableText(value),
  `${storableTextExpected}, at most ${longestNote} characters`,
);

/** The times offered, as staff send them: `{ staffId, startTime, endTime }`, at most `mostOffers`. */
const offersInRequest = reader((value, invalid): OfferedSlot[] => {
  if (!Array.isArray(value) || value.length > mostOffers) return invalid(`a list of at most ${mostOffers} times`);
  const read = value.map((item: unknown) => {
    const { staffId, startTime, endTime } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const ok = [safeParse(identifier, staffId), safeParse(instant, startTime), safeParse(instant, endTime)].every((one) => one.success);
    return ok ? { staffId: staffId as string, startTime: startTime as string, endTime: endTime as string } : undefined;
  });
  return read.every((item) => item !== undefined) ? read : invalid('times of { staffId, startTime, endTime } (RFC 3339)');
});

const changeFields = /* @__PURE__ */ z.object({
  id: pathId,
  /** The version the change was decided on: the gateway answers 412 when the request changed since. */
  version: requestNumber,
  /** The status it moves to: one the lifecycle allows from where it is, else the gateway answers 409. */
  status: requestEnum(requestStatuses),
  /** For the business alone: the request's history keeps it. */
  note: optional(noteText),
  /** Words to the customer: kept with the change, shown on their status page and sent in their message. */
  message: optional(
    accepted(
      (value): value is string => isString(value) && value.length <= longestMessage && isStorableText(value),
      `${storableTextExpected}, at most ${longestMessage} characters`,
    ),
  ),
  /** Other times offered with `declined` (at most `mostOffers`), each re-checked with GetBookingAvailability. */
  offers: optional(offersInRequest),
});

/** A change: the fields, and offers only with a decline. */
const changeRequestSchema = /* @__PURE__ */ pipe(
  changeFields,
  z.transform((change: z.output<typeof changeFields>, context) => {
    if (change.offers && change.offers.length > 0 && change.status !== 'declined') {
      context.issues.push({ code: 'custom', path: ['offers'], message: 'expected offers only with status declined', input: change.offers });
    }
    return change;
  }),
);
export type ChangeBookingRequest = z.input<typeof changeRequestSchema>;

export const changeBookingRequest = defineOperation({
  name: 'changeBookingRequest',
  method: 'PATCH',
  path: '/booking-requests/:id',
  request: changeRequestSchema,
  toBody: ({ version, status, note, message, offers }) => ({
    body: { status, ...(note ? { note } : {}), ...(message ? { message } : {}), ...(offers && offers.length > 0 ? { offers } : {}) },
    headers: { 'If-Match': versionTag(version) },
  }),
  response: bookingRequestRecordSchema,
  // Sent once: a second try after a lost answer would meet its own change as someone else's (412).
  retryable: false,
});

/**
 * `DELETE /booking-requests/{id}`: a customer's erasure. The request, its history and its
 * deliveries are gone; the business's webhook is told to erase its copy.
 */
export const deleteBookingRequest = defineOperation({
  name: 'deleteBookingRequest',
  method: 'DELETE',
  path: '/booking-requests/:id',
  request: z.object({ id: pathId }),
  toBody: () => ({ body: undefined, headers: {} }),
  response: z.object({ id: requiredText, deleted: flag }),
  // Sent once: a second try after a lost answer would find nothing to delete (404).
  retryable: false,
});

/**
 * `POST /booking-requests/{id}/resend` `{ deliveryId }`: a failed delivery of the request is sent
 * again, with a new day of retries (the history says who did it and when). Answers the request
 * whole, as `getBookingRequest`; `409` when the delivery has not failed.
 */
export const resendBookingRequestDelivery = defineOperation({
  name: 'resendBookingRequestDelivery',
  method: 'POST',
  path: '/booking-requests/:id/resend',
  request: z.object({
    id: pathId,
    deliveryId: accepted((value): value is string => isString(value) && value !== '' && value.length <= 64, 'a delivery id'),
  }),
  toBody: ({ deliveryId }) => ({ body: { deliveryId }, headers: {} }),
  response: bookingRequestDetailSchema,
  // Sent once: a second try after a lost answer would find the delivery no longer failed (409).
  retryable: false,
});

/**
 * `POST /booking-requests/{id}/notes` `{ note }` with `If-Match`: a note for the business alone,
 * with no change of status, kept as a line of the history (who and when). The request must still
 * be at the version it was read at (`412` otherwise), so that a note is written knowing what
 * others did; the note does not raise the version, as it changes nothing the customer sees.
 * Answers the request whole, as `getBookingRequest`.
 */
export const addBookingRequestNote = defineOperation({
  name: 'addBookingRequestNote',
  method: 'POST',
  path: '/booking-requests/:id/notes',
  request: z.object({
    id: pathId,
    version: requestNumber,
    note: accepted(
      (value): value is string => isString(value) && value.trim() !== '' && value.length <= longestNote && isStorableText(value),
      `a note that is not empty: ${storableTextExpected}, at most ${longestNote} characters`,
    ),
  }),
  toBody: ({ version, note }) => ({ body: { note }, headers: { 'If-Match': versionTag(version) } }),
  response: bookingRequestDetailSchema,
  // Sent once: a second try after a lost answer would write the note twice.
  retryable: false,
});
