/**
 * The range of dates the picker shows, as pure functions: which range the attributes ask for,
 * and where moving by whole ranges leads. Dates are `YYYY-MM-DD`; comparing them as text
 * compares them as dates.
 */
import { addDays, addMonths, daysBetween, isCalendarDate } from '../../api/calendar.js';
import { lastDateOfRange } from '../../api/availability-range.js';
import { dateTimeFormat, formatDate } from '../../common/time.js';

export interface DateRange {
  readonly start: string;
  readonly end: string;
}

/** A range without `end-date`: a week. */
export const defaultRangeDays = 7;

export const sameRange = (a: DateRange, b: DateRange) => a.start === b.start && a.end === b.end;

export const inRange = (date: string, range: DateRange) => date >= range.start && date <= range.end;

export const clampDate = (date: string, range: DateRange) => (date < range.start ? range.start : date > range.end ? range.end : date);

/** Whether `outer` holds every date of `inner`. */
export const covers = (outer: DateRange, inner: DateRange) => outer.start <= inner.start && inner.end <= outer.end;

/** A date's month, from its first day to its last. */
export function monthOf(date: string): DateRange {
  const start = `${date.slice(0, 8)}01`;
  return { start, end: addDays(addMonths(start, 1), -1) };
}

/**
 * The range `ranges` whole ranges later (earlier when negative): as long as this one, or with
 * `byMonth`, the month that many months from this one's.
 */
export function shiftRange(range: DateRange, ranges: number, byMonth = false): DateRange {
  if (byMonth) return monthOf(addMonths(range.start, ranges));
  const days = (daysBetween(range.start, range.end) + 1) * ranges;
  return { start: addDays(range.start, days), end: addDays(range.end, days) };
}

/**
 * The range of `start-date` and `end-date`: from `start-date`, else `today` (undefined while
 * today is not known, because it depends on the business's zone), to `end-date` when it is a
 * date the service accepts for that start, else a week.
 */
export function requestedRange(startDate: string, endDate: string, today: string | undefined): DateRange | undefined {
  const start = isCalendarDate(startDate) ? startDate : today;
  if (!start) return undefined;
  const end =
    isCalendarDate(endDate) && endDate >= start && endDate <= lastDateOfRange(start) ? endDate : addDays(start, defaultRangeDays - 1);
  return { start, end };
}

/** The date at the same place of `to` as `date` has in `from`: the tab stop keeps its column and row. */
export function samePlace(date: string, from: DateRange, to: DateRange): string {
  return clampDate(addDays(date, daysBetween(from.start, to.start)), to);
}

/**
 * The dates of a range in words, in the pieces a line may break between: "Mar 8 – " and
 * "14, 2026" (the break after the dash, never inside a date), or with `byMonth` its month in one
 * piece, such as "March 2026".
 */
export function rangePieces(range: DateRange, locale: string, byMonth = false): string[] {
  if (byMonth) return [formatDate(range.start, locale, { month: 'long', year: 'numeric' })];
  // A date-only ISO string is read as UTC midnight, the zone the dates are formatted in.
  const parts = dateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).formatRangeToParts(
    Date.parse(range.start),
    Date.parse(range.end),
  );
  const words = parts.map((part) => part.value);
  const end = parts.findIndex((part) => part.source === 'endRange');
  return end > 0 ? [words.slice(0, end).join(''), words.slice(end).join('')] : [words.join('')];
}

/** The dates of a range in words, such as "Mar 8 – 14, 2026", or with `byMonth` its month, such as "March 2026". */
export const formatRange = (range: DateRange, locale: string, byMonth = false) => rangePieces(range, locale, byMonth).join('');
