import { css } from '../../shared/css.js';

export const bookingRequestsStyles = css`
  :host {
    --_confirmed: var(--booking-confirmed, light-dark(#1b6b2f, #7ad08f));
    --_declined: var(--booking-declined, light-dark(#a1261b, #ff9b8f));
    container-type: inline-size;
  }
  p,
  h2,
  h3,
  h4,
  fieldset {
    margin: 0;
  }
  .board {
    display: grid;
    gap: var(--_gap);
    min-width: 0;
  }
  h4 {
    font-size: 0.875rem;
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
  .unhandled {
    font-size: 1.25rem;
    font-weight: 700;
  }
  .announcement:empty {
    display: none;
  }
  .announcement {
    font-weight: 600;
    color: var(--_accent);
  }
  .filter-actions,
  .request-head,
  .meta,
  .actions,
  .change,
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
  .request-head {
    justify-content: space-between;
  }
  .status.confirmed {
    color: var(--_confirmed);
  }
  .status.declined,
  .change-error {
    color: var(--_declined);
  }
  .details {
    display: grid;
    gap: 0.5rem;
    padding-block-start: 0.75rem;
    border-block-start: 1px solid var(--_border);
  }
  .history {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
  .notes,
  q {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
  /* The one thing to act on when it shows: first in the inbox, in the page's own text colour. */
  .signed-out {
    padding: 0.75rem 1rem;
    border: 1px solid var(--_danger);
    border-inline-start-width: 0.375rem;
    border-radius: var(--_radius);
    font-weight: 600;
  }
  .delivery {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
  }
  .delivery:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .delivery.failed .delivery-state {
    color: var(--_declined);
  }
  /* Empty, it takes no room in the details' grid, and stays in the accessibility tree (unlike
     display: none), so that what is written into it later is announced. */
  .resend-notice:empty {
    position: absolute;
  }
  .more {
    justify-content: space-between;
  }
  @media (forced-colors: active) {
    .action {
      color: LinkText;
    }
  }
`;
