/** Registers `<review-insights>`; importing it twice, or next to another copy, does no harm. */
import { ReviewInsights } from './review-insights.js';

export * from './review-insights.js';

if (!customElements.get('review-insights')) customElements.define('review-insights', ReviewInsights);

declare global {
  interface HTMLElementTagNameMap {
    'review-insights': ReviewInsights;
  }
}
