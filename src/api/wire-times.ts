/**
 * Timestamps on the wire (docs/api-notes.md, "JSON mapping leniency"): google.protobuf.Timestamp
 * read as an ISO string in UTC, time slots, and timestamps in requests. Their own module, apart
 * from wire.ts: a module goes whole into the chunk of every element that uses part of it, and
 * the franchise finder reads no time.
 */
import * as z from './schema.js';
import { accepted, type FieldIssue, type Invalid, isString, itemFields, listItems, reader } from './wire.js';

const epoch = '1970-01-01T00:00:00.000Z';

/**
 * `YYYY-MM-DDTHH:mm:ssZ` or `YYYY-MM-DDTHH:mm:ss.sssZ` on a day that every year has: how the
 * gateway sends nearly every timestamp (proto3 JSON writes 0, 3, 6 or 9 digits of a second).
 * 29 February, other fractions, offsets and every other form are left to Date.
 */
const utcTimestamp =
  /^\d{4}-((0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])|(0[13-9]|1[0-2])-(29|30)|(0[13578]|1[02])-31)T([01]\d|2[0-3])(:[0-5]\d){2}(\.\d{3})?Z$/;

function readInstant(text: unknown, invalid: Invalid): string | undefined {
  if (text == null || text === '') return undefined;
  if (!isString(text)) return invalid('an RFC 3339 timestamp');
  // Read from its text, such a timestamp costs a tenth of a Date round trip, which an availability
  // answer (tens of thousands of slot ends) would feel. The epoch goes to Date too: comparing the
  // string built here with it would cost about as much again as building it.
  if (utcTimestamp.test(text) && !text.startsWith('1970-01-01T00:00:00')) {
    return text.length < 21 ? `${text.slice(0, 19)}.000Z` : text;
  }
  const time = /^\d{4}-\d\d-\d\dT/.test(text) ? Date.parse(text) : NaN;
  const iso = Number.isNaN(time) ? '' : new Date(time).toISOString();
  // Date.parse rolls 30 February over into March: a UTC time must read back as it was written.
  // An offset may carry 9999-12-31 past the year 9999, which ISO writes with six digits and a
  // sign, and no date format reads: such an instant is refused too.
  if (iso.length !== 24 || (text.endsWith('Z') && iso.slice(0, 19) !== text.slice(0, 19))) return invalid('an RFC 3339 timestamp');
  return iso === epoch ? undefined : iso;
}

/** A google.protobuf.Timestamp; missing, "" and the zero value (the epoch) read as undefined. */
export const timestamp = reader(readInstant);

/** A bookable time slot: an Interval with both ends. */
export interface TimeSlot {
  readonly startTime: string;
  readonly endTime: string;
}

/**
 * Slots already read: the text of a slot's start, what it read as, the text of its end and what
 * that read as. Within an answer every slot lasts as long (the services asked for), so a start
 * read before mostly comes with the same end: one look-up for the slot, not one per time.
 */
type SlotRead = [unknown, string, unknown, string];

/** Slots already read, by the text of their start. Bounded: cleared when it fills up. */
const slotsRead = new Map<unknown, SlotRead>();

/**
 * The slots of the list read last, by their place in it. The groomers of a day mostly share the
 * business's slot grid, so a slot is often the one at its place in the list before, and
 * comparing two strings costs a fraction of a look-up in `slotsRead`, which hashes the text.
 */
const lastSlots: SlotRead[] = [];

/**
 * Time slots, read in one step rather than as a zod object per slot: an availability answer
 * holds tens of thousands of them, and new objects would cost more than the reading. A slot of its
 * two fields only is the object JSON.parse made, its times written back as read (ISO in UTC, the
 * same strings for every slot of the same times); when every slot is such, the list is the one
 * JSON.parse made, too.
 */
export function readSlots(value: unknown, issue: FieldIssue): TimeSlot[] {
  const items = listItems(value, issue);
  let slots: TimeSlot[] | undefined;
  // One `invalid` for the whole list: a closure per slot would cost more than reading it.
  let expected = '';
  const invalid: Invalid = (what) => {
    expected = what;
    return z.NEVER;
  };
  const read = (text: unknown, key: 'startTime' | 'endTime', index: number): string | undefined => {
    expected = '';
    const instant = readInstant(text, invalid) ?? invalid('a timestamp');
    if (!expected) return instant;
    issue([index, key], expected, text);
    return undefined;
  };
  for (let index = 0; index < items.length; index += 1) {
    const fields = itemFields(items[index], index, issue);
    const start = fields['startTime'];
    const end = fields['endTime'];
    const atPlace = lastSlots[index];
    let known = atPlace?.[0] === start ? atPlace : slotsRead.get(start);
    // A slot read before has the same start and the same end.
    if (known?.[2] !== end) known = undefined;
    const startTime = known ? known[1] : read(start, 'startTime', index);
    const endTime = known ? known[3] : read(end, 'endTime', index);
    // ISO strings in UTC: text order is time order. A slot that ends before it starts is no slot.
    const readable = startTime !== undefined && endTime !== undefined && endTime > startTime;
    if (readable) {
      if (!known) {
        known = [start, startTime, end, endTime];
        if (slotsRead.size >= 8192) slotsRead.clear();
        slotsRead.set(start, known);
      }
      lastSlots[index] = known;
    }
    if (startTime !== undefined && endTime !== undefined && !readable) issue([index, 'endTime'], 'an end after the start', end);
    // A slot of exactly its two fields is kept as it came, its times written as read; one with
    // other fields (which the answer must not hand on) becomes a new slot of the two.
    let fieldCount = 0;
    for (const _ in fields) if (++fieldCount > 2) break;
    const kept = readable && fieldCount === 2;
    if (kept) {
      fields['startTime'] = startTime;
      fields['endTime'] = endTime;
    }
    // The first slot not kept as it came starts a list of its own.
    if (!kept && slots === undefined) slots = items.slice(0, index) as TimeSlot[];
    if (readable && slots !== undefined) slots.push(kept ? (fields as unknown as TimeSlot) : { startTime, endTime });
  }
  return slots ?? (items as TimeSlot[]);
}

/**
 * An RFC 3339 timestamp in a request, as the service's parser takes it: with its offset (or Z)
 * and at most nine digits of a second.
 */
export const requestTimestamp = accepted(
  (value): value is string =>
    isString(value) && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)),
  'an RFC 3339 timestamp with its offset',
);
