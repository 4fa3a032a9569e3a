import { css } from '../../shared/css.js';

export const abandonedBookingsStyles = css`
  :host {
    --_bar: var(--booking-bar, var(--_accent));
    --_recovered: var(--booking-recovered, light-dark(#1b6b2f, #7ad08f));
  }
  .board {
    gap: calc(var(--_gap) * 1.5);
  }
  .when,
  .figure-note {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .company {
    max-inline-size: 24rem;
  }
  /* The bars beside the table where there is room; the table scrolls within its height. */
  .funnel-body {
    display: grid;
    gap: var(--_gap);
    align-items: start;
  }
  /* With one branch, the table is narrow enough to stand beside the bars; a column per branch takes the width. */
  @container (min-width: 52rem) {
    .funnel-body.one-branch {
      grid-template-columns: 1fr 1fr;
    }
  }
  .funnel-chart {
    display: grid;
    gap: 0.375rem;
    max-inline-size: 48rem;
  }
  .bar-row {
    display: grid;
    grid-template-columns: minmax(6rem, 9rem) 1fr minmax(2.5rem, auto);
    align-items: center;
    gap: 0.5rem;
    font-size: 0.875em;
  }
  .bar-count {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  .bar {
    display: block;
    inline-size: 100%;
    block-size: 1rem;
  }
  :host(:dir(rtl)) .bar {
    transform: scaleX(-1);
  }
  .bar-track {
    fill: var(--_skeleton);
  }
  .bar-fill {
    fill: var(--_bar);
  }
  .booking-head,
  .meta,
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
  }
  .booking-head {
    justify-content: space-between;
  }
  .pets,
  .details dd {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  .status.recovered {
    color: var(--_recovered);
  }
  .actions {
    align-items: center;
    gap: 0.5rem;
  }
  .details dl {
    display: grid;
    gap: 0.5rem;
  }
  .detail {
    display: grid;
    gap: 0.125rem;
  }
  .details dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .answers {
    padding-inline-start: 0.75rem;
    border-inline-start: 2px solid var(--_border);
  }
  .answers dd + dt {
    margin-block-start: 0.25rem;
  }
  .pet-name {
    font-weight: 600;
  }
  @media (forced-colors: active) {
    .bar-fill {
      fill: CanvasText;
    }
    .bar-track {
      fill: Canvas;
    }
  }
`;
