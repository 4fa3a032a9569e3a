/**
 * The look of the staff elements' tables (src/shared/table-region.ts): in a bordered region that
 * scrolls sideways, header cells muted, numbers aligned at the end. Its own module: a css``
 * literal stays in every bundle that imports its module.
 */
import { css } from './css.js';

export const tableStyles = css`
  /* Positioned, so that the words only screen readers read stay inside what scrolls. */
  .table-region {
    position: relative;
    overflow-x: auto;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 0.4rem 0.75rem;
    text-align: start;
    vertical-align: baseline;
    border-block-end: 1px solid var(--_border);
  }
  tbody tr:last-child > * {
    border-block-end: none;
  }
  thead th {
    font-size: 0.875em;
    font-weight: 600;
    color: var(--_muted);
    white-space: nowrap;
  }
  tbody th {
    font-weight: 500;
    white-space: nowrap;
  }
  .number {
    text-align: end;
    white-space: nowrap;
  }
`;
