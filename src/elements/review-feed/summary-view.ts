/** The summary above the reviews: the average rating, how many, and the histogram of the ratings. */
import { html, nothing, type TemplateResult } from 'lit';
import { noRatings, type RatingCounts, ratingSummary } from '../../shared/rating-summary.js';
import type { ReviewFeedStrings } from './review-feed.strings.js';

/**
 * The ratings of every matching review, of the `latest` ones when there were more than the feed
 * counts, or of those `shown` when the others could not be counted.
 */
export interface Counted {
  readonly ratings: RatingCounts;
  readonly latest?: boolean;
  readonly shown?: boolean;
}

export interface SummaryView {
  /** What was counted; undefined while counting. */
  readonly counted: Counted | undefined;
  /** Whether filters narrow the reviews. */
  readonly filtered: boolean;
  readonly text: ReviewFeedStrings;
  readonly locale: string;
}

/**
 * While the reviews are counted, the same lines with placeholders (their room kept, so that
 * nothing moves when the numbers come); once counted, the average, how many and the histogram;
 * nothing when none is rated.
 */
export function ratingSummaryView({ counted, filtered, text, locale }: SummaryView): TemplateResult | typeof nothing {
  const summary = ratingSummary(counted?.ratings ?? noRatings);
  if (counted && !summary.count) return nothing;
  const number = (value: number) => value.toLocaleString(locale);
  const average = summary.average.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return html`<p class="summary" part="summary" aria-busy=${!counted}>
      ${counted ? text.summary(average, number(summary.count), { reviews: summary.count, filtered, ...counted }) : text.countingReviews}
    </p>
    <ul class="histogram" part="histogram" aria-label=${text.ratingsLabel} aria-hidden=${counted ? nothing : 'true'}>
      ${summary.rows.map(
        ({ stars, count, share }) => html`<li part="histogram-row">
          <span class="bar" part="histogram-bar" aria-hidden="true"
            ><span class="star-filled" part="histogram-fill" .style=${/* Through the CSSOM: a style attribute is refused under style-src 'self'. */ `inline-size:${share * 100}%`}></span
          ></span>
          ${counted ? text.ratingRow(stars, number(count), count) : ''}
        </li>`,
      )}
    </ul>`;
}
