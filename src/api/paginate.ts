/** Walks every page of a list operation. */
import type { Pagination } from './common.js';
import { ApiError } from './errors.js';
import type { CallOptions } from './transport.js';

/** The most pages one walk reads: a service that never stops issuing tokens is wrong. */
export const maxPages = 100;

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
  const seen = new Set<string>();
  let pageToken = request.pagination.pageToken ?? '';
  for (let pages = 1; ; pages += 1) {
    const page = await list({ ...request, pagination: { ...request.pagination, pageToken } }, options);
    yield page;
    if (!page.nextPageToken) return;
    if (pages === maxPages) {
      throw new ApiError({
        code: 'INVALID_RESPONSE',
        operation: 'paginate',
        message: `The service was still sending page tokens after ${maxPages} pages.`,
      });
    }
    // A token seen before means the service would send the same pages forever.
    if (seen.has(page.nextPageToken)) {
      throw new ApiError({
        code: 'INVALID_RESPONSE',
        operation: 'paginate',
        message: 'The service returned a page token it had already returned.',
      });
    }
    seen.add(page.nextPageToken);
    pageToken = page.nextPageToken;
  }
}
