import { css } from '../../shared/css.js';

export const bookingRequestsStyles = css`
  :host {
    --_confirmed: var(--booking-confirmed, light-dark(#1b6b2f, #7ad08f));
    --_declined: var(--booking-declined, light-dark(#a1261b, #ff9b8f));
  }
  .board {
    gap: var(--_gap);
  }
  h4 {
    font-size: 0.875rem;
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
  .request-head,
  .meta,
  .actions,
  .change,
  .delivery {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 0.75rem;
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
    gap: 0.5rem;
  }
  /* Said in words, and drawn as a badge so that it stands out in a long list. */
  .overdue {
    padding: 0 0.375rem;
    border: 1px solid var(--_declined);
    border-radius: var(--_radius);
    font-weight: 700;
  }
  .clashes {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* A confirmed request of the same groomer at the same time is booked already: said in words, and drawn as a badge. */
  .clash.confirmed,
  .freshness.gone {
    padding: 0 0.375rem;
    border: 1px solid var(--_declined);
    border-radius: var(--_radius);
    font-weight: 700;
  }
  .freshness {
    margin: 0;
  }
  .answer {
    display: grid;
    gap: 0.375rem;
    max-width: 40rem;
  }
  .answer textarea {
    font: inherit;
    min-block-size: 4rem;
  }
  .answer p,
  .told,
  .tell {
    margin: 0;
  }
  .offers {
    display: grid;
    gap: 0.375rem;
    min-width: 0;
    margin: 0;
  }
  .offer-days {
    max-block-size: 18rem;
    overflow: auto;
  }
  .offer-date {
    font-weight: 600;
  }
  .offer-groomer,
  .answer-buttons {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    margin-block-end: 0.5rem;
  }
  /* The box beside its time, on one line, whatever the page does to labels. */
  .offer {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    white-space: nowrap;
  }
  .offer input {
    margin: 0;
  }
  .told q {
    white-space: pre-line;
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
  .delivery:focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .delivery.failed .delivery-state {
    color: var(--_declined);
  }
  /* "Waiting for a time": its button is the section's heading; each group a row as wide as the list. */
  .waiting-region,
  .waiting-branch {
    display: grid;
    gap: 0.5rem;
    min-inline-size: 0;
  }
  /* Opened, it ends with a line, so that the filters and the requests below read as apart. */
  .waiting-region {
    gap: var(--_gap);
    padding-block-end: var(--_gap);
    border-block-end: 1px solid var(--_border);
  }
  .waiting h2 .toggle {
    font: inherit;
    font-weight: 600;
  }
  .waiting-branch-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
  }
  .watch-groups {
    gap: 0.5rem;
  }
  .group-button {
    display: flex;
    flex-wrap: wrap;
    inline-size: 100%;
    gap: 0.25rem 0.75rem;
    text-align: start;
    font: inherit;
  }
  .group-name {
    flex: 1 1 auto;
    font-weight: 600;
  }
  /* The count at the end of the row, also when a long name pushes it to a line of its own. */
  .group-count {
    margin-inline-start: auto;
  }
  /* A group's watches, set in under its button. */
  .watches {
    margin-block-start: 0.5rem;
    margin-inline-start: 1rem;
  }
  .watch h4 {
    font-size: 1rem;
  }
  .watch-email {
    font-size: 0.875em;
    color: var(--_muted);
  }
  .watch h4,
  .watch-email,
  .watch .meta {
    overflow-wrap: anywhere;
  }
  /* Empty, it takes no room in the details' grid, and stays in the accessibility tree (unlike
     display: none), so that what is written into it later is announced. */
  .resend-notice:empty {
    position: absolute;
  }
`;
