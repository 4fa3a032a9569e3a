import { css } from '../../shared/css.js';

export const bookingFlowStyles = css`
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  section > :not(:first-child) {
    margin-block-start: var(--_gap);
  }

  /* The dialog: a full-screen sheet on a phone, a centred card from a tablet's width up. */
  dialog {
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 0 1rem 1.5rem;
    border: 0;
    background: Canvas;
    color: CanvasText;
    overscroll-behavior: contain;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  [part='dialog-header'] {
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    margin-block-end: var(--_gap);
    padding: 0.5rem 0;
    border-block-end: 1px solid var(--_border);
    background: inherit;
  }
  [part='close-button'] {
    min-width: 2.75rem;
    padding: 0;
    border-color: transparent;
  }
  @media (min-width: 40rem) {
    dialog {
      width: min(100% - 3rem, 52rem);
      height: fit-content;
      max-height: calc(100% - 3rem);
      margin: auto;
      padding: 0 1.5rem 1.5rem;
      border-radius: calc(2 * var(--_radius));
    }
  }

  /* The step indicator: number, name and state on one baseline; state in shape and text, not colour only. */
  [part='step-indicator'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    margin: 0 0 var(--_gap);
    padding: 0;
    list-style: none;
  }
  [part~='step'] {
    display: flex;
    align-items: baseline;
    gap: 0.5rem;
  }
  [part~='upcoming'] {
    color: var(--_muted);
  }
  [part~='current'] {
    font-weight: 600;
  }
  [part='step-number'] {
    display: inline-grid;
    place-items: center;
    min-width: 1.75rem;
    height: 1.75rem;
    border: 1px dashed currentColor;
    border-radius: 50%;
    font-size: 0.875em;
  }
  [part~='current'] > [part='step-number'] {
    border: 2px solid var(--_accent);
  }
  [part~='done'] > [part='step-number'] {
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
  }
  [part='step-button'] {
    min-height: 1.5rem;
    padding: 0;
    border: 0;
    background: none;
    text-decoration: underline;
  }

  .action {
    display: flex;
    margin-block-start: var(--_gap);
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.5rem 1rem;
  }
  [part='missing'] {
    margin: 0;
    color: var(--_muted);
  }

  /* Step 3, a checklist: one row per agreement, its state, and a quiet sign button. */
  [part='agreements'] {
    margin: 0;
    padding: 0;
    list-style: none;
    border-block-start: 1px solid var(--_border);
  }
  [part~='agreement'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.75rem 0;
    border-block-end: 1px solid var(--_border);
  }
  [part='agreement-name'] {
    flex: 1 1 12rem;
    font-weight: 600;
  }
  [part='optional'] {
    color: var(--_muted);
    font-weight: normal;
  }
  [part='agreement-state'] {
    color: var(--_muted);
  }
  /* Opened, not signed: an arrow out to the window where signing goes on, never a check mark. */
  [part~='opened'] > [part='agreement-state'] {
    color: inherit;
  }
  [part~='opened'] > [part='agreement-state']::before {
    content: '↗ ' / '';
    color: var(--_accent);
    font-weight: 600;
  }
  [part='agreement-note'] {
    margin: 0.5rem 0 0;
    color: var(--_muted);
  }
  /* Empty until an agreement opens, yet there: a live region must be in place before it speaks. */
  [part='agreement-note']:empty {
    margin: 0;
  }
  agreement-sign-button::part(button) {
    border-color: var(--_border);
    background: var(--_surface);
    color: inherit;
  }

  /* The summary that ends the journey. */
  [part='next-steps'] {
    margin: 0 0 var(--_gap);
  }
  dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  dd {
    margin: 0 0 var(--_gap);
  }
  dd ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }

  @media (forced-colors: active) {
    dialog {
      border: 1px solid;
    }
  }
`;
