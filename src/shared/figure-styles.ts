/**
 * The summary figures of the staff elements that have them (`<abandoned-bookings>`,
 * `<review-insights>`): cards in a row that wraps, each a label, a large number and a note. An
 * element sets `--_figure-width` for wider cards and `--_figure-size` for larger numbers. The card
 * itself is the staff styles' (staff-styles.ts).
 */
import { css } from './css.js';

export const figureStyles = css`
  .figures {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--_figure-width, 10rem)), 1fr));
    gap: var(--_gap);
  }
  .figure {
    gap: 0.125rem;
    align-content: start;
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
`;
