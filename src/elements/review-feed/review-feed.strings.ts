/** The English defaults of `<review-feed>`'s words; a host replaces any of them through `strings`. */
import { sourceStrings } from '../../shared/source-label.js';
import { errorStrings } from '../../shared/strings.js';
import { translatable } from '../../shared/translations.js';

/** Which reviews the summary counts. */
export interface SummaryScope {
  /** How many (the plural of `count`). */
  readonly reviews: number;
  /** Only the latest, newest first: there were more than the feed counts. */
  readonly latest?: boolean;
  /** Only the reviews shown: the others could not be counted. */
  readonly shown?: boolean;
  /** Narrowed by `sources` or `staff-ids`. */
  readonly filtered: boolean;
}

export const reviewFeedStrings = {
  ...errorStrings,
  /** The accessible name of the list. */
  listLabel: 'Customer reviews',
  /** The accessible name of a review's stars. */
  rating: (score: number) => `Rated ${score} out of 5`,
  /**
   * The average rating (formatted) and how many reviews it counts (formatted, and as a number for
   * the plural): every review that matches, or the `latest` ones when there were too many to count,
   * or only those `shown` when they could not be counted; `filtered` when sources or staff narrow them.
   */
  summary: (average: string, count: string, { reviews, latest, shown, filtered }: SummaryScope) => {
    const counted = `${count} ${reviews === 1 ? 'review' : 'reviews'}`;
    const which = shown ? `the ${counted} shown` : latest ? `the latest ${counted}` : counted;
    return `Average rating ${average} out of 5 from ${which}${filtered ? ' matching the filters' : ''}`;
  },
  /** The summary while every matching review is counted. */
  countingReviews: 'Counting every review…',
  /** The accessible name of the histogram. */
  ratingsLabel: 'Reviews by rating',
  /** A row of the histogram: the stars, and how many reviews gave them (formatted, and as a number for the plural). */
  ratingRow: (stars: number, count: string, reviews: number) =>
    `${stars} ${stars === 1 ? 'star' : 'stars'}: ${count} ${reviews === 1 ? 'review' : 'reviews'}`,
  ...sourceStrings,
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

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(reviewFeedStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
