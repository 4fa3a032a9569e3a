/**
 * What sends a booking request, in a module of its own that only a flow with `send-request`
 * fetches (request-sender.ts). It names the three things the flow uses, so that a bundle holding
 * the whole API (booking-elements.all.js) makes no object of every export of booking-requests.ts.
 */
export { idempotencyKeyHeader, sendBookingRequest } from '../../api/booking-requests/send.js';
export { refusedFields } from '../../api/bad-request.js';
