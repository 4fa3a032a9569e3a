/**
 * Slot watches: "tell me when a time opens". A customer who found no time they can take leaves a
 * watch with the gateway (`POST /slot-watches`): a branch, the groomers, days and parts of the day
 * they can come, until a date at most 60 days ahead. The gateway looks at the branch's availability
 * now and then and e-mails them when a matching time opens. Their e-mails carry a capability
 * (`#watch=<token>` on the status page) that reads the watch and stops it; staff list the watches of
 * their branches. Described once here: the gateway reads what it is sent with these schemas.
 */
import { isOneOf } from '../enums.js';
import * as z from '../schema.js';
import { defineOperation } from '../operation.js';
import { accepted, flag, int32, isString, list, openEnum, optional, pathId, pipe, reader, requiredText, text } from '../wire.js';
import { timestamp } from '../wire-times.js';
import { pageSize } from './page-size.js';
import { emailProblem } from '../../common/contact.js';
import { bookingRequestLimits, boundedText, identifier, petType, services } from './send.js';

/** The days a watch may name, as the API names weekdays. */
export const watchDays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type WatchDay = (typeof watchDays)[number];

/** The parts of a day, in the branch's zone: `morning` before 12:00, `afternoon` 12:00 to 17:00, `evening` from 17:00. */
export const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];

/** The part of the day a time starting at `hour` (0-23, in the branch's zone) falls in. */
export const partOfDay = (hour: number): DayPart => (hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening');

/**
 * Where a watch stands: `active` while it is looked after; `booked` once a request was sent through
 * it, `stopped` by the customer, `ended` at its last day. Only `active` ones are looked after.
 */
export const watchStatuses = ['active', 'booked', 'stopped', 'ended'] as const;
export type WatchStatus = (typeof watchStatuses)[number];

/** How far ahead a watch may reach: its `until` is at most this many days after today. */
export const longestWatchDays = 60;

/** The most groomers a watch may name. */
const mostStaff = 20;

/** A list of at most `most` distinct words of `words` (none: any). */
function wordList<const Words extends readonly string[]>(words: Words, most: number) {
  return reader((value, invalid): Words[number][] => {
    if (value == null) return [];
    if (!Array.isArray(value) || value.length > most) return invalid(`a list of at most ${most} of ${words.join(', ')}`);
    const read = value.filter((item): item is Words[number] => isOneOf(words, item));
    if (read.length !== value.length) return invalid(`a list of ${words.join(', ')}`);
    return [...new Set(read)];
  });
}

const staffIds = reader((value, invalid): string[] => {
  if (value == null) return [];
  if (!Array.isArray(value) || value.length > mostStaff) return invalid(`a list of at most ${mostStaff} groomer ids`);
  const read = value.filter((item): item is string => isString(item) && item !== '' && item.length <= bookingRequestLimits.id);
  return read.length === value.length ? [...new Set(read)] : invalid('a list of groomer ids');
});

/** A calendar date written `YYYY-MM-DD`. */
const calendarDate = accepted(
  (value): value is string => isString(value) && /^\d{4}-\d\d-\d\d$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  'a date written YYYY-MM-DD',
);

/** The customer of a watch: a name, and the e-mail address the watch writes to (required). */
const watchCustomer = /* @__PURE__ */ pipe(
  z.object({ name: boundedText(bookingRequestLimits.name), email: boundedText(bookingRequestLimits.email) }),
  accepted(
    (value): value is { name: string; email: string } => emailProblem((value as { email: string }).email) === undefined,
    'an e-mail address such as name@example.com in email',
  ),
);

/** What a customer asks to be told of. */
export const slotWatchSchema = /* @__PURE__ */ z.object({
  companyId: identifier,
  businessId: identifier,
  /** The groomers they would take; none: any. */
  staffIds,
  /** The weekdays they can come; none: any. */
  days: wordList(watchDays, watchDays.length),
  /** The parts of the day they can come; none: any. */
  parts: wordList(dayParts, dayParts.length),
  /** The last day watched (the branch's calendar), from today to `longestWatchDays` ahead. */
  until: calendarDate,
  services: optional(services),
  petType,
  customer: watchCustomer,
  language: pipe(
    boundedText(bookingRequestLimits.language),
    accepted(
      (value): value is string => isString(value) && /^([a-zA-Z]{2,3}(-[a-zA-Z0-9]{1,8})*)?$/.test(value),
      'a language tag such as es-MX',
    ),
  ),
});
export type SlotWatchBody = z.output<typeof slotWatchSchema>;

/** `POST /slot-watches`, with an `Idempotency-Key` as for a request: the capability goes by e-mail only. */
export const createSlotWatch = defineOperation({
  name: 'createSlotWatch',
  method: 'POST',
  path: '/slot-watches',
  request: slotWatchSchema,
  response: z.object({ id: requiredText, reference: requiredText }),
  retryable: true,
});

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

/** `DELETE /slot-watches/{id}`: a customer's erasure, by staff; the watch and all it holds are deleted. */
export const deleteSlotWatch = defineOperation({
  name: 'deleteSlotWatch',
  method: 'DELETE',
  path: '/slot-watches/:id',
  request: z.object({ id: pathId }),
  toBody: () => ({ body: undefined, headers: {} }),
  response: z.object({ id: requiredText, deleted: flag }),
  retryable: false,
});
