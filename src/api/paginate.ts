/** Walks every page of a list operation. */
import type { Pagination } from './pagination.js';
import { ApiError } from './errors.js';
import type { CallOptions } from './transport.js';

/** The most pages one walk reads: a service that never stops issuing tokens is wrong. */
export const maxPages = 100;

/**
 * Follows one walk through the pages of a list: hands back the token of the next page, '' at
 * the end, or an error message when following it would never end (a token that came back, or
 * more than `maxPages` pages). Every walker of pages, the elements' included, goes through it.
 */
export function pageWalk(firstToken = ''): (nextPageToken: string) => { token: string } | { problem: string } {
  const seen = new Set([firstToken]);
  return (nextPageToken) => {
    if (!nextPageToken) return { token: '' };
    if (seen.size >= maxPages) return { problem: `The service was still sending page tokens after ${maxPages} pages.` };
    // A token seen before means the service would send the same pages forever.
    if (seen.has(nextPageToken)) return { problem: 'The service returned a page token it had already returned.' };
    seen.add(nextPageToken);
    return { token: nextPageToken };
  };
}

/**
 * Yields each page of a list call, starting from `request.pagination.pageToken` (or the first
 * page) until `nextPageToken` is empty. Fails with INVALID_RESPONSE when a token comes back, or
 * after `maxPages` pages.
 *
 * ```ts
 * for await (const page of paginate(api.listReviews, { businessId, pagination: { pageSize: 100 } })) {
 *   show(page.reviews);
 * }
 * ```
 */
export async function* paginate<Request extends { pagination: Pagination }, Page extends { nextPageToken: string }>(
  list: (request: Request, options?: CallOptions) => Promise<Page>,
  request: Request,
  options?: CallOptions,
): AsyncGenerator<Page, void, undefined> {
  let pageToken = request.pagination.pageToken ?? '';
  const next = pageWalk(pageToken);
  for (;;) {
    const page = await list({ ...request, pagination: { ...request.pagination, pageToken } }, options);
    yield page;
    const step = next(page.nextPageToken);
    if ('problem' in step) throw new ApiError({ code: 'INVALID_RESPONSE', operation: 'paginate', message: step.problem });
    if (!step.token) return;
    pageToken = step.token;
  }
}
