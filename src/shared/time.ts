/**
 * Dates and times in a given IANA time zone, whatever zone the browser is in. Calendar dates
 * are `YYYY-MM-DD` strings; instants are ISO strings. Intl does the zone arithmetic; date-fns
 * does calendar arithmetic on dates, which no zone can shift (by path, and without its `format`,
 * which would bring a whole locale into every bundle).
 */
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';

/** A calendar date at local midnight, which is what date-fns calendar arithmetic works on. */
function localMidnight(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Intl.DateTimeFormat is slow to build and hot in lists: keep one per locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    dateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The browser's own zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The calendar date (`YYYY-MM-DD`) of an instant in a zone. */
export function dateInZone(instant: Date | string, timeZone: string): string {
  const parts = dateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in a zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return dateInZone(now, timeZone);
}

/** Calendar arithmetic: `addDays('2026-03-07', 1)` is `'2026-03-08'` in every zone. */
export function addDays(date: string, days: number): string {
  const next = addCalendarDays(localMidnight(date), days);
  const pad = (number: number) => String(number).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}`;
}

/** Whole days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(localMidnight(to), localMidnight(from));
}

/** Every date from `start` to `end`, both included. */
export function datesOf(start: string, end: string): string[] {
  const count = daysBetween(start, end) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(start, index));
}

/** Day of the week of a calendar date: 0 is Sunday. */
export function weekday(date: string): number {
  return localMidnight(date).getDay();
}

/** A calendar date in words, such as "Monday, March 9, 2026"; no zone can move it. */
export function formatDate(date: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/**
 * The wall-clock time of an instant in a zone, such as "9:30 AM". Intl puts a narrow no-break
 * space before "AM"; people (and the scripts and tests that look for "9:30 AM") type a plain one.
 */
export function formatTime(instant: string, timeZone: string, locale: string): string {
  const time = dateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
  return time.replace(/[\u202f\u00a0]/g, ' ');
}

/** The name of a zone for people, such as "Eastern Time" (falls back to the IANA name). */
export function timeZoneLabel(timeZone: string, locale: string, at: Date = new Date()): string {
  const name = dateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name ?? timeZone;
}
