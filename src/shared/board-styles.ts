/**
 * What the two boards of a list to work through share, `<abandoned-bookings>` and
 * `<booking-requests>`: their fields and filters, a card's heading, its line of facts and its
 * status, the card that takes the focus, the contact links and the button that opens a card's
 * details. Its own module: a css`` literal stays in every bundle that imports its module, and
 * `<review-insights>` has none of these.
 */
import { css } from './css.js';

export const boardStyles = css`
  :host {
    container-type: inline-size;
  }
  p,
  h2,
  h3,
  h4,
  dl,
  dd,
  fieldset {
    margin: 0;
  }
  .board {
    display: grid;
    min-width: 0;
  }
  .muted,
  .zone,
  .note,
  .empty {
    color: var(--_muted);
  }
  .zone,
  .meta,
  .more p {
    font-size: 0.875em;
  }
  /* The filters' buttons at the end of their row; "Show more" after the count under the list. */
  .filter-actions,
  .more {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
  }
  .filter-actions {
    justify-content: flex-end;
    margin-inline-start: auto;
  }
  .more {
    justify-content: space-between;
  }
  /* A card's details, opened under it. */
  .details {
    display: grid;
    gap: 0.75rem;
    padding-block-start: 0.75rem;
    border-block-start: 1px solid var(--_border);
  }
  /* A field of the staff boards: a choice, or a note typed beside a change. */
  select,
  input {
    font: inherit;
    color: inherit;
    min-block-size: 2.5rem;
    max-inline-size: 100%;
    padding: 0.25rem 0.5rem;
    border: 1px solid var(--_field-border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  /* The choices share a row where there is room; the buttons go to its end, or to a row of their own. */
  .filters {
    display: flex;
    flex-wrap: wrap;
    align-items: end;
    gap: var(--_gap);
    padding: 0;
    border: none;
    min-inline-size: 0;
  }
  .filters legend {
    padding: 0;
    margin-block-end: 0.5rem;
    font-weight: 600;
  }
  /* A choice as wide as its column, whatever its longest option (a branch's long name). */
  .filter {
    flex: 1 1 10rem;
    max-inline-size: 16rem;
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.25rem;
    min-inline-size: 0;
    font-size: 0.875em;
  }
  .filter select {
    inline-size: 100%;
  }
  h3 {
    font-size: 1rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .card {
    min-inline-size: 0;
  }
  .card:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .meta > * + *::before {
    content: '·' / '';
    margin-inline-end: 0.75rem;
    color: var(--_muted);
  }
  .status {
    font-weight: 600;
  }
  /* A contact link, or the button that opens a card's details. */
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
  @media (forced-colors: active) {
    .action {
      color: LinkText;
    }
  }
`;
