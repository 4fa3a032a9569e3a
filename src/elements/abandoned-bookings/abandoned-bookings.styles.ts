import { css } from '../../shared/css.js';

export const abandonedBookingsStyles = css`
  :host {
    --_bar: var(--booking-bar, var(--_accent));
    --_recovered: var(--booking-recovered, light-dark(#1b6b2f, #7ad08f));
    container-type: inline-size;
  }
  p,
  h2,
  h3,
  dl,
  dd,
  fieldset {
    margin: 0;
  }
  .board {
    display: grid;
    gap: calc(var(--_gap) * 1.5);
    min-width: 0;
  }
  h3 {
    font-size: 1rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .muted,
  .zone,
  .note,
  .when,
  .empty,
  .figure dt,
  .figure-note {
    color: var(--_muted);
  }
  .zone,
  .when,
  .meta,
  .figure-note,
  .more p {
    font-size: 0.875em;
  }
  .filter-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: 0.5rem;
    margin-inline-start: auto;
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
  .bookings {
    display: grid;
    gap: var(--_gap);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .booking {
    display: grid;
    gap: 0.375rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    min-inline-size: 0;
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
  .meta > * + *::before {
    content: '·' / '';
    margin-inline-end: 0.75rem;
    color: var(--_muted);
  }
  .status {
    font-weight: 600;
  }
  .status.recovered {
    color: var(--_recovered);
  }
  .actions {
    align-items: center;
    gap: 0.5rem;
  }
  .action,
  .toggle {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    padding: 0.25rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    color: inherit;
    text-decoration: none;
    background: var(--_surface);
  }
  .action {
    color: var(--_accent);
    font-weight: 600;
  }
  /* The arrow is for the eye: aria-expanded says it to a screen reader. */
  .toggle::after {
    content: '▾' / '';
    margin-inline-start: 0.375rem;
  }
  .toggle[aria-expanded='true']::after {
    content: '▴' / '';
  }
  .details {
    display: grid;
    gap: 0.75rem;
    padding-block-start: 0.75rem;
    border-block-start: 1px solid var(--_border);
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
  .more {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--_gap);
  }
  .booking:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  @media (forced-colors: active) {
    .bar-fill {
      fill: CanvasText;
    }
    .bar-track {
      fill: Canvas;
    }
    .action {
      color: LinkText;
    }
  }
`;
