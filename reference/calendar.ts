/**
 * Calendar dates and time-zone arithmetic with Intl only. Business hours are wall-clock times in
 * the business's zone, so a 9:00 shift stays 9:00 local on the day a daylight-saving change
 * moves its UTC offset. Dates are `YYYY-MM-DD` strings; instants are epoch milliseconds. Adding
 * days and months is the client's calendar arithmetic (src/api/calendar.ts), re-exported here.
 */
import { addDays, calendarDateText } from '../src/api/calendar.js';

export { addDays, addMonths, dayOfWeek, datesOf as datesBetween } from '../src/api/calendar.js';

export const minuteMs = 60_000;
export const dayMs = 24 * 60 * minuteMs;

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDateParts {
  year: number;
  month: number;
  day: number;
}

/** The parts of a valid `YYYY-MM-DD` date, or undefined for anything else (such as 2025-02-30). */
export function parseCalendarDate(text: string): CalendarDateParts | undefined {
  const match = calendarDatePattern.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDateParts): string {
  return calendarDateText(year, month, day);
}

function requireCalendarDate(text: string): CalendarDateParts {
  const parts = parseCalendarDate(text);
  if (!parts) throw new Error(`not a calendar date: ${text}`);
  return parts;
}

/** Calendar arithmetic runs on UTC midnights, where every day has 24 hours. */
function utcMidnight(text: string): number {
  const { year, month, day } = requireCalendarDate(text);
  return Date.UTC(year, month - 1, day);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock extends CalendarDateParts {
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(timeZone: string, epochMs: number): WallClock {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Minutes to add to UTC to get the wall clock of the zone at that instant (New York in winter: -300). */
export function utcOffsetMinutes(timeZone: string, epochMs: number): number {
  const clock = wallClockAt(timeZone, epochMs);
  const asIfUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asIfUtc - Math.floor(epochMs / 1000) * 1000) / minuteMs);
}

/** The calendar date in the zone at that instant. */
export function calendarDateIn(timeZone: string, epochMs: number): string {
  return formatCalendarDate(wallClockAt(timeZone, epochMs));
}

/**
 * The instant when the wall clock of the zone shows `minuteOfDay` on `date`. A wall time that
 * the clock skips (spring forward) resolves to the instant just after the gap; a repeated one
 * (fall back) to its first occurrence.
 */
export function zonedTimeToEpoch(timeZone: string, date: string, minuteOfDay: number): number {
  const asIfUtc = utcMidnight(date) + minuteOfDay * minuteMs;
  // A zone changes its offset at most once within a day or so: the offsets one day either side
  // are the two candidates, and a candidate is right when the zone agrees with it.
  const earlierOffset = utcOffsetMinutes(timeZone, asIfUtc - dayMs);
  const laterOffset = utcOffsetMinutes(timeZone, asIfUtc + dayMs);
  const earlierCandidate = asIfUtc - earlierOffset * minuteMs;
  if (utcOffsetMinutes(timeZone, earlierCandidate) === earlierOffset) return earlierCandidate;
  const laterCandidate = asIfUtc - laterOffset * minuteMs;
  if (utcOffsetMinutes(timeZone, laterCandidate) === laterOffset) return laterCandidate;
  return earlierCandidate;
}

/** RFC 3339 in UTC without fractional seconds, as the API sends timestamps. */
export function formatTimestamp(epochMs: number): string {
  return new Date(epochMs).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Epoch milliseconds of an RFC 3339 timestamp with a zone designator, or undefined. */
export function parseTimestamp(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/i.test(text)) return undefined;
  const epochMs = Date.parse(text);
  return Number.isNaN(epochMs) ? undefined : epochMs;
}

/**
 * `zonedTimeToEpoch` for many times of one date: when the zone keeps one offset all day (every
 * day but a daylight-saving change), one offset serves them all, which saves many Intl calls.
 */
export function wallClockOn(timeZone: string, date: string): (minuteOfDay: number) => number {
  const midnight = zonedTimeToEpoch(timeZone, date, 0);
  const nextMidnight = zonedTimeToEpoch(timeZone, addDays(date, 1), 0);
  if (nextMidnight - midnight !== dayMs) return (minuteOfDay) => zonedTimeToEpoch(timeZone, date, minuteOfDay);
  return (minuteOfDay) => midnight + minuteOfDay * minuteMs;
}
