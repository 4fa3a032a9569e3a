/**
 * The look the staff elements share: their sections and headings, the summary figures (cards in a
 * row that wraps, each a label, a large number and a note; an element sets `--_figure-width` for
 * wider cards and `--_figure-size` for larger numbers), notes, an empty period and the reading's
 * progress. Its own module: a css`` literal stays in every bundle that imports its module.
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
