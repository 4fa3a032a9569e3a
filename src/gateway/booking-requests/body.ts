/**
 * What the booking requests' routes take: the body of `POST /booking-requests` (what a customer's
 * flow sends when it asks a branch for a time: the client's own schema, whose every field has a
 * ceiling, so that no request fills the database; a field it does not name is refused by the
 * route, as the rest of the gateway refuses one), and the staff's change of a status.
 */
import * as z from 'zod/mini';
import { type RequestStatus, requestStatuses } from '../../api/booking-request-inbox.js';
import {
  type BookingRequestCustomer as CheckedCustomer,
  type CheckedBookingRequest,
  storableTextExpected,
} from '../../api/booking-requests.js';
import { isStorableText } from '../../api/wire.js';

/** Free text a person typed: trimmed of nothing, bounded, and only what the database can store (as a request's fields). */
const words = (longest: number) =>
  z
    .string()
    .check(z.maxLength(longest, `must be at most ${longest} characters`), z.refine(isStorableText, `expected ${storableTextExpected}`));

/**
 * The body of a booking request, as the client's schema (src/api/booking-requests.ts) reads it:
 * the flow sends with that schema and the gateway checks with it, so the two cannot drift apart.
 */
export type BookingRequestBody = CheckedBookingRequest;
export type BookingRequestCustomer = CheckedCustomer;
export { bookingRequestSchema, idempotencyKeyPattern } from '../../api/booking-requests.js';

/** The statuses staff may set; `received` is where every request starts (the staff client's list: one for both). */
export { type RequestStatus, requestStatuses };

export const statusChangeSchema = z.object({
  status: z.enum(requestStatuses),
  note: z.optional(words(1000)),
});
export type StatusChange = z.output<typeof statusChangeSchema>;

/** Which failed delivery of a request staff send again. */
export const resendSchema = z.object({ deliveryId: z.string().check(z.maxLength(64, 'must be a delivery id')) });
