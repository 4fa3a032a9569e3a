/**
 * The look the staff elements share: their sections and headings, the summary figures (cards in a
 * row that wraps, each a label, a large number and a note; an element sets `--_figure-width` for
 * wider cards and `--_figure-size` for larger numbers), notes, an empty period, the reading's
 * progress, the boards' fields and filters, lists of cards. Its own module: a css`` literal stays in every bundle that imports its module.
 */
import { css } from './css.js';

export const staffStyles = css`
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
  section {
    display: grid;
    gap: var(--_gap);
    min-width: 0;
  }
  h2 {
    font-size: 1.0625rem;
    line-height: 1.3;
  }
  .figures {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--_figure-width, 10rem)), 1fr));
    gap: var(--_gap);
  }
  .figure {
    display: grid;
    gap: 0.125rem;
    align-content: start;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  /* An item drawn as a card: an abandoned booking, a booking request, a review. */
  .card {
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
  .figure dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .value {
    font-size: var(--_figure-size, 1.5rem);
    font-weight: 600;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
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
