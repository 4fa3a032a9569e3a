/** The English defaults of `<review-feed>`'s words; a host replaces any of them through `strings`. */
import { errorStrings } from '../../shared/strings.js';

export const reviewFeedStrings = {
  ...errorStrings,
  /** The accessible name of the list. */
  listLabel: 'Customer reviews',
  /** The accessible name of a review's stars. */
  rating: (score: number) => `Rated ${score} out of 5`,
  /** The average of the ratings shown (already formatted) and how many reviews it counts. */
  summary: (average: string, count: number) =>
    `Average rating ${average} out of 5 from the ${count} ${count === 1 ? 'review' : 'reviews'} shown`,
  sourcePetParentPortal: 'Pet parent portal',
  sourceSms: 'SMS',
  sourceGroomingReport: 'Grooming report',
  /** Shown for SOURCE_UNSPECIFIED; empty shows nothing. */
  sourceUnspecified: '',
  readMore: 'Read more',
  showLess: 'Show less',
  showMore: 'Show more reviews',
  loadingReviews: 'Loading reviews…',
  empty: 'No reviews yet',
  /** Announced when "Show more reviews" has appended a page. */
  moreLoaded: (count: number) => `${count} more ${count === 1 ? 'review' : 'reviews'} loaded`,
  /** Added to the announcement of the last page. */
  allLoaded: 'All reviews are shown.',
  invalidPageSize: (maximum: number) => `The page-size attribute must be a whole number from 1 to ${maximum}.`,
  invalidSources: (unknown: string, known: string) => `The sources attribute has ${unknown}, which is not a review source; use ${known}.`,
};
export type ReviewFeedStrings = typeof reviewFeedStrings;
