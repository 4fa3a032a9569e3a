/** Registers `<review-feed>`; importing it twice, or next to another copy, does no harm. */
import { ReviewFeed } from './review-feed.js';

export * from './review-feed.js';

if (!customElements.get('review-feed')) customElements.define('review-feed', ReviewFeed);

declare global {
  interface HTMLElementTagNameMap {
    'review-feed': ReviewFeed;
  }
}
