/** What the elements that read reviews (`<review-feed>`, `<review-insights>`) ask ListReviews for, read from their attributes. */
import { type ListReviewsRequest, reviewSources } from '../api/review.js';
import { isOneOf } from '../api/enums.js';
import { apiSpelling } from './attributes.js';

export const defaultPageSize = 10;
export const largestPageSize = 500;
/** The most pages of `largestPageSize` the summary counts: the latest 5,000 reviews. */
export const countedPages = 10;

export interface ReviewQuery {
  readonly businessId: string;
  /** Channels as the API spells them, known or not: the configuration check names the unknown ones. */
  readonly sources: readonly string[];
  readonly staffIds: readonly string[];
  readonly pageSize: number;
}

/** The query of the feed's attributes, its channels as the API spells them. */
export function reviewQuery({ businessId, sources, staffIds, pageSize }: ReviewQuery): ReviewQuery {
  return {
    businessId: businessId.trim(),
    sources: sources.map(apiSpelling),
    staffIds,
    pageSize,
  };
}

/** Whether sources or staff narrow the reviews. */
export function isFiltered({ sources, staffIds }: ReviewQuery): boolean {
  return sources.length > 0 || staffIds.length > 0;
}

/** The page sizes the API accepts; an attribute read as NaN or 2.5 is none of them. */
export function isPageSize(pageSize: number): boolean {
  return Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= largestPageSize;
}

export function unknownSources(sources: readonly string[]): string[] {
  return sources.filter((source) => !isOneOf(reviewSources, source));
}

/** The request for one page ("" is the first); only the filters given are sent, and only known channels. */
export function reviewsRequest({ businessId, sources, staffIds, pageSize }: ReviewQuery, pageToken: string): ListReviewsRequest {
  const known = sources.filter((source) => isOneOf(reviewSources, source));
  return {
    businessId,
    pagination: { pageSize, ...(pageToken && { pageToken }) },
    ...((known.length > 0 || staffIds.length > 0) && {
      filter: { ...(known.length > 0 && { sources: known }), ...(staffIds.length > 0 && { staffIds: [...staffIds] }) },
    }),
  };
}
