/**
 * What the two boards of a list to work through share, `<abandoned-bookings>` and
 * `<booking-requests>`: a card's heading, its line of facts and its status, the card that takes
 * the focus, the contact links and the button that opens a card's details. Its own module: a
 * css`` literal stays in every bundle that imports its module, and `<review-insights>` has none of these.
 */
import { css } from './css.js';

export const boardStyles = css`
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
`;
