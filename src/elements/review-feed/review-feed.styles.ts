import { css } from '../../shared/css.js';

export const reviewFeedStyles = css`
  .feed,
  ul,
  .page,
  .review {
    display: grid;
    gap: var(--_gap);
  }
  p {
    margin: 0;
  }
  .summary,
  .meta,
  .star-empty,
  .empty {
    color: var(--_muted);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .review {
    gap: 0.375rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  /*
   * A page of reviews out of view is neither laid out nor painted, and the list lays out pages,
   * not reviews: appending a page costs the same at 5,000 reviews as at 50.
   */
  .page {
    content-visibility: auto;
    contain-intrinsic-block-size: auto 40rem;
  }
  /* Two lines kept for the sentence, so that the numbers replacing "Counting every review…" move nothing. */
  .summary {
    min-height: 2lh;
  }
  .histogram {
    gap: 0.25rem;
    font-size: 0.875em;
  }
  /* The bar first: the words that come with the numbers move nothing. */
  .histogram li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 1lh;
  }
  .bar {
    flex: none;
    width: 6rem;
    height: 0.5rem;
    border-radius: 0.25rem;
    background: var(--_skeleton);
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: currentColor;
  }
  .review-header,
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
  }
  .stars {
    letter-spacing: 0.1em;
    font-size: 1.125em;
    line-height: 1;
    white-space: nowrap;
  }
  .star-filled {
    color: var(--booking-star, light-dark(#8a5300, #f2b84b));
  }
  .meta {
    font-size: 0.875em;
  }
  .text {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .clamped {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: var(--booking-review-lines, 4);
    overflow: hidden;
  }
  .toggle {
    justify-self: start;
    min-height: 2rem;
    padding: 0.25em 0.75em;
  }
  /*
   * Never the browser's scroll anchor: when a page is appended above the button, an anchored
   * button would drag the view down past the new reviews.
   */
  .more,
  .skeletons {
    overflow-anchor: none;
  }
  .more {
    justify-self: center;
  }
  .empty {
    padding: 1rem;
    text-align: center;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
  }
  .line {
    height: 0.875rem;
    width: 90%;
  }
  .line:first-child {
    width: 30%;
  }
  @media (forced-colors: active) {
    .star-filled {
      color: CanvasText;
    }
    .bar {
      forced-color-adjust: none;
      border: 1px solid CanvasText;
      background: Canvas;
    }
    .star-empty {
      color: GrayText;
    }
  }
`;
