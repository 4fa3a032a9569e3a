/**
 * The free slots of a response, regrouped by the calendar date they start on in the zone they
 * are shown in (a host may show a business's times in another zone, which moves late slots to
 * the next date), per groomer and merged across groomers by start time.
 */
import type { BookingAvailability } from '../../api/online-booking.js';
import { dateTimeFormat } from '../../shared/time.js';

export interface Slot {
  readonly startTime: string;
  readonly endTime: string;
}

export interface GroomerSlots {
  readonly staffId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Sorted by start. */
  readonly slots: Slot[];
}

/** One start time of the day and every groomer free then, in the order the service listed them. */
export interface MergedTime {
  readonly startTime: string;
  readonly groomers: (Slot & { readonly staffId: string; readonly firstName: string; readonly lastName: string })[];
}

export interface DaySlots {
  readonly date: string;
  /** Groomers with at least one slot that day, in the order the service listed them. */
  readonly groomers: GroomerSlots[];
  /** Distinct start times, sorted: how many times a customer can choose from. */
  readonly times: MergedTime[];
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

interface Placement {
  readonly date: string;
  readonly partOfDay: PartOfDay;
}

function placementIn(timeZone: string): (instant: string) => Placement {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  // Many groomers share start times: each distinct instant is placed once.
  const placed = new Map<string, Placement>();
  return (instant) => {
    let placement = placed.get(instant);
    if (!placement) {
      const values: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
      for (const part of parts.formatToParts(new Date(instant))) values[part.type] = part.value;
      const hour = Number(values.hour);
      placement = {
        date: `${values.year}-${values.month}-${values.day}`,
        partOfDay: hour < 12 ? 'morning' : hour < 17 ? 'afternoon' : 'evening',
      };
      placed.set(instant, placement);
    }
    return placement;
  };
}

const daysByResponse = new WeakMap<BookingAvailability, Map<string, Map<string, DaySlots>>>();

/** The days of a response in a zone, by date; computed once per response and zone. */
export function daysOf(data: BookingAvailability, timeZone: string): Map<string, DaySlots> {
  let byZone = daysByResponse.get(data);
  if (!byZone) {
    byZone = new Map();
    daysByResponse.set(data, byZone);
  }
  let days = byZone.get(timeZone);
  if (!days) {
    days = groupByDay(data, timeZone);
    byZone.set(timeZone, days);
  }
  return days;
}

/** Morning, afternoon or evening of an instant in a zone. */
export function partOfDayIn(timeZone: string): (instant: string) => PartOfDay {
  const place = placementIn(timeZone);
  return (instant) => place(instant).partOfDay;
}

function groupByDay(data: BookingAvailability, timeZone: string): Map<string, DaySlots> {
  const place = placementIn(timeZone);
  const groomersByDate = new Map<string, Map<string, GroomerSlots>>();
  for (const entry of data.availability) {
    for (const staff of entry.staff) {
      for (const slot of staff.availableSlots) {
        const { date } = place(slot.startTime);
        let groomers = groomersByDate.get(date);
        if (!groomers) {
          groomers = new Map();
          groomersByDate.set(date, groomers);
        }
        let groomer = groomers.get(staff.staffId);
        if (!groomer) {
          groomer = { staffId: staff.staffId, firstName: staff.firstName, lastName: staff.lastName, slots: [] };
          groomers.set(staff.staffId, groomer);
        }
        groomer.slots.push({ startTime: slot.startTime, endTime: slot.endTime });
      }
    }
  }
  const days = new Map<string, DaySlots>();
  for (const [date, groomersById] of groomersByDate) {
    const groomers = [...groomersById.values()];
    const times = new Map<string, MergedTime>();
    for (const groomer of groomers) {
      groomer.slots.sort(byStart);
      for (const slot of groomer.slots) {
        let time = times.get(slot.startTime);
        if (!time) {
          time = { startTime: slot.startTime, groomers: [] };
          times.set(slot.startTime, time);
        }
        time.groomers.push({ ...slot, staffId: groomer.staffId, firstName: groomer.firstName, lastName: groomer.lastName });
      }
    }
    days.set(date, { date, groomers, times: [...times.values()].sort(byStart) });
  }
  return days;
}

// Timestamps are normalized to ISO strings in UTC, so text order is time order.
function byStart(a: { startTime: string }, b: { startTime: string }): number {
  return a.startTime < b.startTime ? -1 : a.startTime > b.startTime ? 1 : 0;
}
