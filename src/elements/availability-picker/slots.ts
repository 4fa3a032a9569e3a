/**
 * The free slots of a response, regrouped by the calendar date they start on in the zone they
 * are shown in (a host may show a business's times in another zone, which moves late slots to
 * the next date): per groomer, and merged across groomers by part of the day.
 */
import type { BookingAvailability } from '../../api/online-booking.js';
import { dateTimeFormat } from '../../common/time.js';
import type { SlotSelectDetail } from './events.js';
import { covers, type DateRange } from './range.js';

/** A slot with the groomer free then: what choosing it selects, but for the date and zone. */
export type StaffSlot = Omit<SlotSelectDetail, 'date' | 'timeZone'>;

/** Slots shown together under one name: a groomer's (key: staff id) or a part of the day's. */
export interface SlotGroup {
  readonly key: string;
  /** Sorted by start. */
  readonly slots: StaffSlot[];
}

export interface DaySlots {
  readonly date: string;
  /** One group per groomer with a slot that day, in the order the service listed them. */
  readonly byGroomer: SlotGroup[];
  /**
   * `morning`, `afternoon` and `evening` (those with a slot): each distinct start time once,
   * with the first groomer the service listed as free then.
   */
  readonly byPartOfDay: SlotGroup[];
  /** Distinct start times: how many times a customer can choose from. */
  readonly times: number;
}

// Timestamps are normalized to ISO strings in UTC, so text order is time order.
const byStart = (a: StaffSlot, b: StaffSlot) => (a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0);

/** The date and part of the day an instant falls on in a zone; each distinct instant is placed once. */
function placementIn(timeZone: string): (instant: string) => [date: string, partOfDay: string] {
  const format = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  const placed = new Map<string, [string, string]>();
  return (instant) => {
    let placement = placed.get(instant);
    if (!placement) {
      const part = Object.fromEntries(format.formatToParts(new Date(instant)).map(({ type, value }) => [type, value]));
      const hour = Number(part.hour);
      placement = [`${part.year}-${part.month}-${part.day}`, hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening'];
      placed.set(instant, placement);
    }
    return placement;
  };
}

/** The value of `key` in `map`, added with `create` when missing. */
function entry<Key, Value>(map: Map<Key, Value>, key: Key, create: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}

function groupByDay(data: BookingAvailability, timeZone: string, first: string, last: string): Map<string, DaySlots> {
  const place = placementIn(timeZone);
  // date -> staff id -> slots
  const slotsByDate = new Map<string, Map<string, StaffSlot[]>>();
  for (const { staff } of data.availability) {
    for (const { staffId, firstName, lastName, availableSlots } of staff) {
      for (const { startTime, endTime } of availableSlots) {
        const [date] = place(startTime);
        // A slot that falls outside the range in this zone belongs to a range of its own.
        if (date < first || date > last) continue;
        entry(
          entry(slotsByDate, date, () => new Map()),
          staffId,
          () => [],
        ).push({ staffId, firstName, lastName, startTime, endTime });
      }
    }
  }
  const days = new Map<string, DaySlots>();
  for (const date of [...slotsByDate.keys()].sort()) {
    // A time listed twice for one groomer (the service's own repetition) is offered once.
    const byGroomer = [...slotsByDate.get(date)!].map(([key, slots]) => ({
      key,
      slots: slots.sort(byStart).filter((slot, index, sorted) => slot.startTime !== sorted[index - 1]?.startTime),
    }));
    const firstFree = new Map<string, StaffSlot>();
    for (const { slots } of byGroomer) for (const slot of slots) entry(firstFree, slot.startTime, () => slot);
    const byPart = new Map<string, StaffSlot[]>(['morning', 'afternoon', 'evening'].map((part) => [part, []]));
    for (const slot of [...firstFree.values()].sort(byStart)) byPart.get(place(slot.startTime)[1])!.push(slot);
    days.set(date, {
      date,
      byGroomer,
      byPartOfDay: [...byPart].filter(([, slots]) => slots.length > 0).map(([key, slots]) => ({ key, slots })),
      times: firstFree.size,
    });
  }
  return days;
}

const daysByResponse = new WeakMap<BookingAvailability, [string, Map<string, DaySlots>]>();

/**
 * The dates from `first` to `last` with a free slot in a zone, in date order, with their slots;
 * computed once per response, zone and dates (an answer may cover more dates than are shown).
 */
export function daysOf(data: BookingAvailability, timeZone: string, first: string, last: string): Map<string, DaySlots> {
  const key = `${timeZone} ${first} ${last}`;
  let cached = daysByResponse.get(data);
  if (cached?.[0] !== key) {
    cached = [key, groupByDay(data, timeZone, first, last)];
    daysByResponse.set(data, cached);
  }
  return cached[1];
}

/** One answer of GetBookingAvailability with the dates it was asked for, which cover the range shown. */
export interface LoadedRange {
  readonly range: DateRange;
  readonly response: BookingAvailability;
}

/** The range on screen, its days with their slots in the zone they are shown in, and that zone. */
export interface Shown {
  readonly range: DateRange;
  readonly days: Map<string, DaySlots>;
  readonly zone: string;
}

/** The days of `range` from an answer, once the answer covers it and the zone is known; else undefined. */
export function shownRange(loaded: LoadedRange | undefined, zone: string | undefined, range: DateRange): Shown | undefined {
  if (!zone || !loaded || !covers(loaded.range, range)) return undefined;
  return { range, days: daysOf(loaded.response, zone, range.start, range.end), zone };
}
