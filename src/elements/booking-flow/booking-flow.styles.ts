import { css } from 'lit';

export const bookingFlowStyles = css`
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 2rem;
    margin: 0 0 var(--_gap);
    padding-left: 1.25rem;
  }
  ol > :not([aria-current]) {
    color: var(--_muted);
  }
  [aria-current] {
    font-weight: 600;
  }
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  section > :not(:first-child) {
    margin-top: var(--_gap);
  }
  ul {
    display: grid;
    gap: 0.5rem;
    padding: 0;
    list-style: none;
  }
`;
