/**
 * The look of the staff elements' summary figures: cards in a row that wraps, each a label, a
 * large number and a note. Its own module: a css`` literal stays in every bundle that imports its
 * module. An element sets `--_figure-width` for wider cards.
 */
import { css } from 'lit';

export const figureStyles = css`
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
