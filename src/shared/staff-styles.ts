/**
 * The look every staff element shares: their sections and headings, cards (an item of a list, a
 * figure), lists of cards, notes, an empty period, the reading's progress. The figures are in
 * figure-styles.ts, the boards' fields and filters in board-styles.ts: a css`` literal stays in
 * every bundle that imports its module, so each element carries only what it draws.
 */
import { css } from './css.js';

export const staffStyles = css`
  section {
    display: grid;
    gap: var(--_gap);
    min-width: 0;
  }
  h2 {
    font-size: 1.0625rem;
    line-height: 1.3;
  }
  /* An item drawn as a card: an abandoned booking, a booking request, a review; a figure (figure-styles.ts). */
  .card,
  .figure {
    display: grid;
    gap: 0.375rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  /* A list without bullets, a gap between its items: bookings, requests and deliveries, reviews. */
  .stack {
    display: grid;
    gap: var(--_gap);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .note {
    padding: 0.5rem 0.75rem;
    border-inline-start: 3px solid var(--_border);
  }
  .empty {
    padding: 1rem;
    text-align: center;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
  }
  .progress {
    display: grid;
    gap: 0.5rem;
  }
  progress {
    inline-size: 100%;
    accent-color: var(--_accent);
  }
`;
