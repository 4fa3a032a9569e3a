/**
 * Reads every request of the period, branch by branch and page by page, through the staff
 * elements' one reader of pages (src/shared/read-every-page.ts): the gateway answers newest first,
 * so a branch is read until a page reaches past the period's start. Bounded: at most `mostPages`
 * pages of a branch, and a page token that comes back ends the branch; either shows what was read
 * as partial, with a warning.
 */
import type { BookingRequestRecord, listBookingRequests } from '../../api/booking-requests/inbox.js';
import type { ResponseOf } from '../../api/operation.js';
import { type ReadingProgress, readEveryPage } from '../../shared/read-every-page.js';

/** A page of one branch, as the gateway answers: its requests and the token of the next, "" after the last. */
export type RequestPage = ResponseOf<typeof listBookingRequests>;

export interface RequestsRead {
  readonly requests: readonly BookingRequestRecord[];
  /** Whether a branch had more pages than may be read. */
  readonly partial: boolean;
}

/** The most pages read of one branch: 20,000 requests in the period. */
export const mostPages = 40;

export async function readRequests(settings: {
  readonly businessIds: readonly string[];
  /** The period's first instant, in ms. */
  readonly since: number;
  readonly page: (businessId: string, pageToken: string) => Promise<RequestPage>;
  readonly onProgress?: (progress: ReadingProgress) => void;
  /** Why a branch's reading stopped short (a token that came back, too many pages). */
  readonly onProblem?: (message: string) => void;
}): Promise<RequestsRead> {
  const requests: BookingRequestRecord[] = [];
  const { partial } = await readEveryPage({
    lists: settings.businessIds,
    page: settings.page,
    mostPages,
    take: (page) => {
      requests.push(...page.requests);
      const last = page.requests.at(-1);
      const pastPeriod = last !== undefined && Date.parse(last.receivedTime ?? '') < settings.since;
      return { items: page.requests.length, next: pastPeriod ? 'enough' : 'more' };
    },
    onProgress: settings.onProgress,
    onProblem: settings.onProblem,
  });
  return { requests, partial };
}
