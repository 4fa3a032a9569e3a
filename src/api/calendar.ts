/**
 * Calendar dates as `YYYY-MM-DD` strings, and their arithmetic. date-fns moves a date by calendar
 * days and months on its local midnight, so no zone and no daylight-saving change can shift it;
 * the time-zone side (what date it is where the business is) stays with Intl.
 */
import { addDays as addDaysTo } from 'date-fns/addDays';
import { addMonths as addMonthsTo } from 'date-fns/addMonths';

const pad = (number: number, length = 2) => String(number).padStart(length, '0');

/** The local midnight of a date; `setFullYear` keeps years below 100, which `new Date(y, m, d)` moves to the 1900s. */
function toDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const local = new Date(0);
  local.setFullYear(year, month - 1, day);
  local.setHours(0, 0, 0, 0);
  return local;
}

/** `YYYY-MM-DD` of a year, a month (1 to 12) and a day, whether or not they make a date of the calendar. */
export function calendarDateText(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function fromDate(local: Date): string {
  return calendarDateText(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/** Whether a value is a date of the calendar written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value) && !value.startsWith('0000') && fromDate(toDate(value)) === value;
}

/** `addDays('2026-03-07', 1)` is `'2026-03-08'` in every zone. */
export function addDays(date: string, days: number): string {
  return fromDate(addDaysTo(toDate(date), days));
}

/** The same day some months later, or the month's last day when it is shorter (Jan 31 + 1 is Feb 28). */
export function addMonths(date: string, months: number): string {
  return fromDate(addMonthsTo(toDate(date), months));
}

/**
 * Whole days from `from` to `to`. Between two local midnights a daylight-saving change adds or
 * takes an hour at most, which rounding absorbs (date-fns's differenceInCalendarDays does the
 * same, at twice the weight of addDays and addMonths together).
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** Every date from `start` to `end`, both included. */
export function datesOf(start: string, end: string): string[] {
  return Array.from({ length: Math.max(0, daysBetween(start, end) + 1) }, (_, index) => addDays(start, index));
}

/** 0 for Sunday through 6 for Saturday. */
export function dayOfWeek(date: string): number {
  return toDate(date).getDay();
}

/**
 * The first day of a date's week, for weeks starting on `weekStartsOn` (0 for Sunday through 6).
 * One line of arithmetic on `dayOfWeek`: date-fns's startOfWeek would weigh more and still need it.
 */
export function startOfWeek(date: string, weekStartsOn: number): string {
  return addDays(date, -((dayOfWeek(date) - weekStartsOn + 7) % 7));
}
