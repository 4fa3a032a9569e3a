/** One review of the list: its stars, its date and channel, its text (as text) behind "Read more" when long. */
import { html, nothing, type TemplateResult } from 'lit';
import type { Review } from '../../api/review.js';
import { formatDate } from '../../common/time.js';
import type { ReviewFeedStrings } from './review-feed.strings.js';
import { sourceLabel } from '../../shared/source-label.js';

/**
 * Reviews longer than this are clamped behind "Read more". A length, not a measured overflow,
 * so that the same review gets the same toggle on every screen and in every test.
 */
const longReviewLength = 280;

export interface ReviewItemView {
  readonly review: Review;
  /** Its place in the whole list. */
  readonly index: number;
  /** The reviews of its page opened with "Read more", by their key. */
  readonly open: ReadonlySet<string>;
  readonly text: ReviewFeedStrings;
  readonly locale: string;
  /** Opens or closes the review of that key. */
  readonly onToggle: (key: string) => void;
}

export function reviewItem({ review, index, open: opened, text, locale, onToggle }: ReviewItemView): TemplateResult {
  const { score, source, content, reviewTime } = review;
  const key = review.id || `#${index}`;
  const open = opened.has(key);
  const long = content.length > longReviewLength;
  const textId = `review-text-${index}`;
  const label = sourceLabel(source, text);
  return html`<li class="review" part="review" role="listitem" tabindex="-1">
    <div class="review-header">
      ${
        score > 0
          ? html`<span class="stars" role="img" part="rating" aria-label=${text.rating(score)}
            ><span class="star-filled">${'★'.repeat(score)}</span><span class="star-empty">${'☆'.repeat(5 - score)}</span></span
          >`
          : nothing
      }
      <span class="meta">
        ${
          reviewTime
            ? // Without the business's zone, the UTC calendar date: the browser's own zone must not move it.
              html`<time part="date" datetime=${reviewTime}>${formatDate(reviewTime.slice(0, 10), locale, { dateStyle: 'medium' })}</time>`
            : nothing
        }
        ${label ? html`<span part="source">${label}</span>` : nothing}
      </span>
    </div>
    <p class="text ${long && !open ? 'clamped' : ''}" part="text" id=${textId}>${content}</p>
    ${
      long
        ? html`<button
          type="button"
          class="toggle"
          part="read-more-button"
          aria-expanded=${open}
          aria-controls=${textId}
          @click=${() => onToggle(key)}
        >
          ${open ? text.showLess : text.readMore}
        </button>`
        : nothing
    }
  </li>`;
}
