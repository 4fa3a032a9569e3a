/**
 * Every route of the gateway's booking requests, described once, as src/api/operations.ts lists
 * the API's: the client sends each through its transport (the flow's `send-request`, the staff's
 * inbox), and the gateway serves each at its method and path, reading what it is sent with the
 * same schemas. Each is named by one verb, the same in the client, the gateway's log lines and the
 * docs: a customer *sends* a request (the gateway keeps it `received`), staff *list* them, *get*
 * one, *change* its status, *resend* a failed delivery, *add* a note without a change of status and *delete* one (a customer's erasure),
 * and the inbox *reads* the events of requests as they happen; the customer *gets* their own
 * request and *withdraws* it (status.ts), with the capability of the status page's link. A customer
 * *creates* a slot watch, *gets* and *stops* their own; staff *list* and *delete* them (watches.ts). The events themselves (`created`,
 * `updated`, `deleted`) say what happened to a request, whoever did it.
 */
import {
  addBookingRequestNote,
  bookingRequestEvents,
  changeBookingRequest,
  deleteBookingRequest,
  getBookingRequest,
  listBookingRequests,
  resendBookingRequestDelivery,
} from './inbox.js';
import { sendBookingRequest } from './send.js';
import { getMyBookingRequest, withdrawMyBookingRequest } from './status.js';
import { createSlotWatch, deleteSlotWatch } from './watches.js';
import { getMySlotWatch, listSlotWatches, stopMySlotWatch } from './watch-record.js';

/**
 * In the order the gateway serves them: the events' path and the customer's `mine` come before
 * `/booking-requests/:id`, which would take them otherwise.
 */
export const bookingRequestOperations = [
  sendBookingRequest,
  listBookingRequests,
  bookingRequestEvents,
  getMyBookingRequest,
  withdrawMyBookingRequest,
  getBookingRequest,
  changeBookingRequest,
  deleteBookingRequest,
  resendBookingRequestDelivery,
  addBookingRequestNote,
  createSlotWatch,
  listSlotWatches,
  getMySlotWatch,
  stopMySlotWatch,
  deleteSlotWatch,
] as const;

export type BookingRequestOperation = (typeof bookingRequestOperations)[number];
export type BookingRequestOperationName = BookingRequestOperation['name'];
