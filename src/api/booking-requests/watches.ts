/**
 * Slot watches: "tell me when a time opens". A customer who found no time they can take leaves a
 * watch with the gateway (`POST /slot-watches`): a branch, the groomers, days and parts of the day
 * they can come, until a date at most 60 days ahead. The gateway looks at the branch's availability
 * now and then and e-mails them when a matching time opens. Their e-mails carry a capability
 * (`#watch=<token>` on the status page) that reads the watch and stops it; staff list the watches of
 * their branches (watch-record.ts: a watch as it is read). Described once here: the gateway reads
 * what it is sent with these schemas.
 */
import { isOneOf } from '../enums.js';
import * as z from '../schema.js';
import { defineOperation } from '../operation.js';
import { accepted, flag, isString, optional, pathId, pipe, reader, requiredText } from '../wire.js';
import { emailProblem } from '../../common/contact.js';
import { bookingRequestLimits, boundedText, identifier, petType, services } from './send.js';
import { type DayPart, dayParts, watchDays } from './watch-days.js';

export { type DayPart, dayParts, type WatchDay, watchDays } from './watch-days.js';
export type { SlotWatchRecord, WatchStatus } from './watch-record.js';

/** The part of the day a time starting at `hour` (0-23, in the branch's zone) falls in. */
export const partOfDay = (hour: number): DayPart => (hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening');

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
