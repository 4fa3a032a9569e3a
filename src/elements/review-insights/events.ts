/** Events of `<review-insights>`. */

export interface ReviewInsightsLoadDetail {
  /** The period's first and last days (`YYYY-MM-DD`, in the business's time zone). */
  readonly from: string;
  readonly to: string;
  /** The reviews of the period, of every branch. */
  readonly count: number;
  /** Their average rating; null when none is rated. */
  readonly average: number | null;
}

declare global {
  interface HTMLElementEventMap {
    'review-insights-load': CustomEvent<ReviewInsightsLoadDetail>;
  }
}
