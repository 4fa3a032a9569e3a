/**
 * The windows `<abandoned-bookings>` reads its period in. ListAbandonedBookings looks at one month
 * at most (docs/api-notes.md, "Limits"), so the last `days` days (today included, in the business's
 * zone) are read as windows of one month each, newest first: the newest ends now, each begins at
 * the midnight, in the business's zone, of the same day one month before its end, and the oldest
 * at the period's first midnight. A window also fits a month as this browser's calendar counts it
 * (the client checks that before sending) and as UTC counts it (as a service may): where a
 * daylight-saving change makes it an hour too long, it begins a day later and the window before
 * it takes the day. The windows meet end to start; a booking on a boundary may come twice, and is
 * kept once.
 */
import { addMonths } from 'date-fns/addMonths';
import { addDays, addMonths as addCalendarMonths } from '../../api/calendar.js';
import { maxAbandonTimeMonths } from '../../api/abandoned-bookings.js';
import { zonedMidnight } from '../../common/time.js';

/** Calendar dates in the business's zone, `YYYY-MM-DD`, both included. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

/** The instants a request asks for, as the API writes them. */
export interface TimeWindow {
  readonly startTime: string;
  readonly endTime: string;
}

/** The most windows of a reading: a year and a day is thirteen. */
export const maxWindows = 14;

/** The last `days` days, today included. */
export function periodOf(today: string, days: number): Period {
  return { start: addDays(today, 1 - days), end: today };
}

/** One month after an instant as UTC counts it (Jan 31 reaches Feb 28 or 29). */
function utcMonthAfter(instant: number): number {
  const start = new Date(instant);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + maxAbandonTimeMonths;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const time = instant - Date.UTC(year, start.getUTCMonth(), start.getUTCDate());
  return Date.UTC(year, month, Math.min(start.getUTCDate(), lastDay)) + time;
}

/** Whether a range fits a month as this browser's calendar and as UTC count it. */
const fitsAMonth = (start: number, end: number): boolean =>
  end <= addMonths(new Date(start), maxAbandonTimeMonths).getTime() && end <= utcMonthAfter(start);

/** The windows of the period, newest first; the newest ends at `now`. */
export function readingWindows(period: Period, timeZone: string, now: number): TimeWindow[] {
  const first = zonedMidnight(period.start, timeZone);
  const windows: TimeWindow[] = [];
  let endDate = addDays(period.end, 1);
  let end = Math.min(now, zonedMidnight(endDate, timeZone));
  while (end > first && windows.length < maxWindows) {
    let startDate = addCalendarMonths(endDate, -maxAbandonTimeMonths);
    if (startDate < period.start) startDate = period.start;
    let start = zonedMidnight(startDate, timeZone);
    // A day at a time: a window is at most an hour too long, so one day is always enough.
    for (let tries = 0; !fitsAMonth(start, end) && tries < 3; tries += 1) {
      startDate = addDays(startDate, 1);
      start = zonedMidnight(startDate, timeZone);
    }
    windows.push({ startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() });
    endDate = startDate;
    end = start;
  }
  return windows;
}
