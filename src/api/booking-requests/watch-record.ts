/**
 * A slot watch as its customer reads it (`GET /slot-watches/mine`, with the capability of its
 * e-mails' link) and stops it (`POST /slot-watches/mine/stop`), and as staff list it: what it looks
 * for, where it stands, the times it told of. Apart from what a watch is made of (watches.ts), so
 * that a flow's watch form does not carry the record's schemas. The status page's watch view,
 * fetched on demand, and the inbox's "Waiting for a time" import it; booking-elements.all.js, which
 * holds both, stays one file by its build's configuration (scripts/bundle.mjs, `oneFile`), not by
 * what this module imports.
 */
import * as z from '../schema.js';
import { defineOperation } from '../operation.js';
import { int32, list, openEnum, optional, requiredText, text } from '../wire.js';
import { timestamp } from '../wire-times.js';
import { pageSize } from './page-size.js';

/**
 * Where a watch stands: `active` while it is looked after; `booked` once a request was sent through
 * it, `stopped` by the customer, `ended` at its last day. Only `active` ones are looked after.
 */
export const watchStatuses = ['active', 'booked', 'stopped', 'ended'] as const;
export type WatchStatus = (typeof watchStatuses)[number];

/** A time the gateway told the watcher of. */
export const watchOfferSchema = /* @__PURE__ */ z.object({
  staffId: text,
  staffName: text,
  startTime: timestamp,
  endTime: timestamp,
  offeredTime: timestamp,
});

/** A watch as its customer, and staff, read it. */
export const slotWatchRecordSchema = /* @__PURE__ */ z.object({
  id: requiredText,
  reference: text,
  companyId: text,
  businessId: text,
  staffIds: list(text),
  days: list(text),
  parts: list(text),
  until: text,
  services: list(z.object({ id: text, name: text })),
  petType: text,
  customer: z.object({ name: text, email: text }),
  language: text,
  status: openEnum(watchStatuses),
  createdTime: timestamp,
  /** When it stopped being looked after (booked, stopped, ended); absent while active. */
  endedTime: optional(timestamp),
  /** The times it was told of, newest first. */
  offers: list(watchOfferSchema),
  version: int32,
});
export type SlotWatchRecord = z.output<typeof slotWatchRecordSchema>;

/** `GET /slot-watches/mine`, with the capability as `Authorization: Bearer`: changes nothing. */
export const getMySlotWatch = defineOperation({
  name: 'getMySlotWatch',
  method: 'GET',
  path: '/slot-watches/mine',
  request: z.object({}),
  response: slotWatchRecordSchema,
  retryable: true,
});

/** `POST /slot-watches/mine/stop`, with the capability: the watch tells nothing more. Stopping a watch that ended already changes nothing. */
export const stopMySlotWatch = defineOperation({
  name: 'stopMySlotWatch',
  method: 'POST',
  path: '/slot-watches/mine/stop',
  request: z.object({}),
  response: slotWatchRecordSchema,
  retryable: true,
});

/** `GET /slot-watches`: a page of watches, newest first, of one branch or of every one the staff token may read. */
export const listSlotWatches = defineOperation({
  name: 'listSlotWatches',
  method: 'GET',
  path: '/slot-watches',
  query: { business_id: 'businessId', page_size: 'pageSize', page_token: 'pageToken' },
  request: z.object({ businessId: optional(requiredText), pageSize, pageToken: text }),
  response: z.object({ watches: list(slotWatchRecordSchema), nextPageToken: text }),
  retryable: true,
});
