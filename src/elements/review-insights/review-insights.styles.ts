import { css } from '../../shared/css.js';

export const reviewInsightsStyles = css`
  :host {
    --_star: var(--booking-star, light-dark(#8a5300, #f2b84b));
    --_up: var(--booking-up, light-dark(#1b6b2f, #7ad08f));
    --_down: var(--booking-down, light-dark(#b3261e, #f2a19b));
    --_figure-width: 11rem;
    --_figure-size: 1.75rem;
    container-type: inline-size;
  }
  p,
  h2,
  dl,
  dd {
    margin: 0;
  }
  /* Sections of half the width side by side when there is room, the wide ones across. */
  .insights {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr));
    gap: calc(var(--_gap) * 2) calc(var(--_gap) * 1.5);
    align-items: start;
  }
  .insights > :not(.ratings, .channels) {
    grid-column: 1 / -1;
  }
  .muted,
  .zone,
  .before,
  .star-empty,
  .empty {
    color: var(--_muted);
  }
  .zone,
  .before,
  .low-meta {
    font-size: 0.875em;
  }
  .figure .change {
    font-size: 0.875em;
    font-weight: 600;
  }
  .change.up {
    color: var(--_up);
  }
  .change.down {
    color: var(--_down);
  }
  /* A bar in a table's cell: a share (.cell-bar), or an interval from 1 to 5 stars (.interval-bar). */
  .cell-bar,
  .interval-bar {
    display: inline-block;
    inline-size: 3rem;
    block-size: 0.5rem;
    margin-inline-end: 0.5rem;
    border-radius: 0.25rem;
    background: var(--_skeleton);
    vertical-align: middle;
  }
  .cell-bar {
    overflow: hidden;
  }
  .cell-fill {
    display: block;
    block-size: 100%;
    background: var(--_star);
  }
  /* An interval on a bar from 1 to 5 stars: the span filled, the average a mark across it. */
  .interval {
    white-space: nowrap;
  }
  /* Too few to compare: in italics (the muted count inside stays readable on the page's colour). */
  .interval.unsure {
    color: var(--_muted);
  }
  td.unsure {
    font-style: italic;
    white-space: normal;
  }
  .interval-bar {
    position: relative;
    inline-size: 5rem;
  }
  .interval-span {
    position: absolute;
    inset-block: 0;
    min-inline-size: 2px;
    border-radius: 0.25rem;
    background: var(--_star);
  }
  .interval-mean {
    position: absolute;
    inset-block: -0.2rem;
    inline-size: 2px;
    margin-inline-start: -1px;
    background: currentColor;
  }
  .interval-note {
    margin-block-start: 0.5rem;
    font-size: 0.875em;
  }
  /* A topic whose reviews are open: filled, as a pressed button. */
  .topic-button {
    text-align: start;
  }
  .topic-button[aria-expanded='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
  }
  .injury-mark {
    color: var(--_down);
  }
  /* The chart and its table side by side where there is room; the table scrolls within its height. */
  .trend-body {
    display: grid;
    gap: var(--_gap);
    align-items: start;
  }
  .trend-body .table-region {
    max-block-size: 20rem;
    overflow-y: auto;
  }
  @container (min-width: 52rem) {
    .trend-body {
      grid-template-columns: 3fr 2fr;
    }
  }
  svg {
    inline-size: 100%;
    block-size: auto;
    max-block-size: 16rem;
    overflow: visible;
  }
  .grid {
    stroke: var(--_border);
  }
  .axis {
    fill: var(--_muted);
    font-size: 15px;
  }
  .line {
    fill: none;
    stroke: var(--_accent);
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  .point {
    fill: var(--_accent);
  }
  .low-head,
  .low-meta {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
  }
  .stars {
    letter-spacing: 0.1em;
    line-height: 1;
    white-space: nowrap;
  }
  .star-filled {
    color: var(--_star);
  }
  .low-text {
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  @media (forced-colors: active) {
    .star-filled,
    .cell-fill,
    .interval-span {
      color: CanvasText;
      forced-color-adjust: none;
      background: CanvasText;
    }
    .star-filled {
      background: none;
    }
    .line {
      stroke: CanvasText;
    }
    .point {
      fill: CanvasText;
    }
  }
`;
