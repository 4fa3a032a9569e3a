/**
 * Reads every abandoned booking of the reading windows (windows.ts), newest window first, every
 * page of each (pages of 500), through the staff elements' one reader of pages
 * (src/shared/read-every-page.ts): a window whose page tokens repeat or never end is read as far as
 * it goes, and the reading stops at `maxBookings`; either makes it partial, with a warning. A
 * booking that came twice (on a window's boundary, or on two pages while the list changed) is kept
 * once; one dated outside the windows (a service that ignored the range) is left out. Progress is
 * reported after every page.
 */
import type { AbandonedBooking, ListAbandonedBookingsResponse } from '../../api/abandoned-bookings.js';
import { type ReadingProgress, readEveryPage } from '../../shared/read-every-page.js';
import type { TimeWindow } from './windows.js';

/** The most bookings a reading keeps: more would be too many to work through on one board. */
export const maxBookings = 20_000;

export interface WindowsRead {
  /** The bookings of the windows, newest first; those without a time the reader can place last. */
  readonly bookings: readonly AbandonedBooking[];
  /** Whether a window's pages or the reading stopped at a bound. */
  readonly partial: boolean;
}

export interface ReadWindowsOptions {
  readonly windows: readonly TimeWindow[];
  /** Asks for one page of a window ("" is the first). */
  readonly page: (window: TimeWindow, pageToken: string) => Promise<ListAbandonedBookingsResponse>;
  /** Windows read so far, of how many, and the bookings read. */
  readonly onProgress?: (progress: ReadingProgress) => void;
  /** Why a window's reading stopped short (a token that came back, too many pages or bookings). */
  readonly onProblem?: (message: string) => void;
  /** Default `maxBookings`. */
  readonly limit?: number;
}

const timeOf = (booking: AbandonedBooking): number => (booking.abandonTime ? Date.parse(booking.abandonTime) : Number.NaN);

/** Newest first; a booking without a time after every dated one; the same time by id. */
function newestFirst(a: AbandonedBooking, b: AbandonedBooking): number {
  const [left, right] = [timeOf(a), timeOf(b)];
  if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1;
  return (Number.isNaN(left) ? 0 : right - left) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export async function readWindows(options: ReadWindowsOptions): Promise<WindowsRead> {
  const { windows, limit = maxBookings } = options;
  const earliest = Date.parse(windows.at(-1)?.startTime ?? '');
  const latest = Date.parse(windows[0]?.endTime ?? '');
  // By id, so that a booking read twice is kept once; one without an id is kept as it came.
  const kept = new Map<string, AbandonedBooking>();
  const withoutId: AbandonedBooking[] = [];
  const { partial } = await readEveryPage({
    lists: windows,
    page: options.page,
    take: ({ bookings }) => {
      for (const booking of bookings) {
        const time = timeOf(booking);
        if (time < earliest || time > latest) continue;
        if (booking.id) kept.set(booking.id, booking);
        else withoutId.push(booking);
      }
      if (kept.size + withoutId.length < limit) return { items: bookings.length };
      options.onProblem?.(`More than ${limit} abandoned bookings: the older ones are not read.`);
      return { items: bookings.length, next: 'stop' };
    },
    onProgress: options.onProgress,
    onProblem: options.onProblem,
  });
  return { bookings: [...kept.values(), ...withoutId].sort(newestFirst), partial };
}
