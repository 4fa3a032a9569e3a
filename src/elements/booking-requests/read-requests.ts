/**
 * Reads every request of the period, branch by branch and page by page (the gateway answers newest
 * first, so a branch is read until a page reaches past the period's start), with progress. Bounded:
 * at most `mostPages` pages of a branch, after which what was read is shown as partial. While it
 * reads, a bar of the branches read and a count of the requests so far.
 */
import { html, type TemplateResult } from 'lit';
import { type BookingRequestRecord, largestRequestPage } from '../../api/booking-request-inbox.js';
import type { BookingRequestsStrings } from './booking-requests.strings.js';

/** A page of one branch: its requests and the token of the next, "" after the last. */
export interface RequestPage {
  readonly requests: readonly BookingRequestRecord[];
  readonly nextPageToken: string;
}

export interface ReadProgress {
  readonly branchesRead: number;
  readonly branches: number;
  readonly read: number;
}

export interface RequestsRead {
  readonly requests: readonly BookingRequestRecord[];
  /** Whether a branch had more pages than may be read. */
  readonly partial: boolean;
}

/** The most requests one page asks for: the gateway's largest. */
export const requestPageSize = largestRequestPage;
/** The most pages read of one branch: 20,000 requests in the period. */
export const mostPages = 40;

export async function readRequests(settings: {
  readonly businessIds: readonly string[];
  /** The period's first instant, in ms. */
  readonly since: number;
  readonly page: (businessId: string, pageToken: string) => Promise<RequestPage>;
  readonly onProgress: (progress: ReadProgress) => void;
}): Promise<RequestsRead> {
  const { businessIds, since, page, onProgress } = settings;
  const requests: BookingRequestRecord[] = [];
  let partial = false;
  for (const [index, businessId] of businessIds.entries()) {
    let token = '';
    for (let pages = 0; ; pages += 1) {
      if (pages === mostPages) {
        partial = true;
        break;
      }
      const answer = await page(businessId, token);
      requests.push(...answer.requests);
      onProgress({ branchesRead: index, branches: businessIds.length, read: requests.length });
      const last = answer.requests.at(-1);
      const pastPeriod = last !== undefined && Date.parse(last.receivedTime ?? '') < since;
      if (!answer.nextPageToken || pastPeriod) break;
      token = answer.nextPageToken;
    }
  }
  onProgress({ branchesRead: businessIds.length, branches: businessIds.length, read: requests.length });
  return { requests, partial };
}

/** The bar and the count while requests are read; "Loading…" before the first page. */
export function progressView(progress: ReadProgress | undefined, text: BookingRequestsStrings, locale: string): TemplateResult {
  const read = progress?.read ?? 0;
  return html`<div class="progress" part="progress">
    <progress max="1" .value=${progress ? progress.branchesRead / Math.max(1, progress.branches) : 0} aria-label=${text.readingLabel}></progress>
    <p role="status">${progress ? text.reading(new Intl.NumberFormat(locale).format(read), read) : text.loading}</p>
  </div>`;
}
