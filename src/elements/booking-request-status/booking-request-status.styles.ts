/** How `<booking-request-status>` looks, on top of the shared base and spinner styles. */
import { css } from '../../shared/css.js';

export const bookingRequestStatusStyles = css`
  :host {
    max-width: 42rem;
  }
  .notice:empty {
    display: none;
  }
  .notice {
    margin-block-end: var(--_gap);
    padding: 0.75rem 1rem;
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
  }
  [part~='no-request'],
  .loading {
    margin: 0;
  }
  .loading {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    color: var(--_muted);
  }
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.375em;
    line-height: 1.25;
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: var(--_focus-ring);
  }
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.0625em;
  }
  [part~='meaning'] {
    margin: 0 0 var(--_gap);
  }
  [part~='request'] > * + section,
  [part~='request'] > [part~='offers'] {
    margin-block-start: calc(var(--_gap) * 1.5);
  }
  [part~='message'] {
    margin: 0 0 var(--_gap);
    padding: 0.75rem 1rem;
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  figcaption {
    font-weight: 600;
  }
  blockquote {
    margin: 0.25rem 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.25rem 1rem;
    margin: 0 0 var(--_gap);
  }
  dt {
    color: var(--_muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  [part~='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-block-end: var(--_gap);
  }
  ul,
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='offer'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    padding: 0.5rem 0;
    border-block-end: 1px solid var(--_border);
  }
  [part~='offer'] > span:first-child {
    flex: 1 1 14rem;
  }
  .gone {
    color: var(--_muted);
    font-style: italic;
  }
  [part~='offer'][part~='gone'] > span:first-child {
    text-decoration: line-through;
  }
  [part~='history'] li {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.75rem;
    padding-block: 0.375rem;
    padding-inline-start: 0.75rem;
    border-inline-start: 2px solid var(--_border);
  }
  .change {
    font-weight: 600;
  }
  time {
    color: var(--_muted);
  }
  [part~='history'] blockquote {
    flex-basis: 100%;
  }
  @media (max-width: 30rem) {
    dl {
      grid-template-columns: 1fr;
      gap: 0;
    }
    dd {
      margin-block-end: 0.375rem;
    }
  }
`;
