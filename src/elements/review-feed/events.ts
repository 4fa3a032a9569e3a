/** Events of `<review-feed>`. */
import type { Review } from '../../api/review.js';

export interface ReviewsLoadDetail {
  /** The reviews of the page that has just been shown (not the whole list). */
  readonly reviews: readonly Review[];
  /** The token of the next page; "" when this was the last page. */
  readonly nextPageToken: string;
}

declare global {
  interface HTMLElementEventMap {
    'reviews-load': CustomEvent<ReviewsLoadDetail>;
  }
}
