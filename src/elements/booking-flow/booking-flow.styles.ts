import { css } from '../../shared/css.js';

export const bookingFlowStyles = css`
  :host {
    /* The dialog's inline padding, which the sticky footer reaches across. */
    --_inset: 1rem;
    /* A comfortable width on a wide page; a host's own max-inline-size wins. */
    max-inline-size: 52rem;
  }
  h2 {
    margin: 0;
    font-size: 1.25em;
  }
  /* A heading takes focus when its step begins, for screen readers: no ring, it is not a control. */
  h2[tabindex='-1']:focus {
    outline: none;
  }
  section > :not(:first-child) {
    margin-block-start: var(--_gap);
  }
  /* What was chosen (at the top of a step, and in the summary): a quiet label over its value. */
  dt {
    color: var(--_muted);
    font-size: 0.875em;
  }
  dd {
    margin: 0;
  }
  /* The flow's footer says what was chosen: the picker's own sentence would say it twice. */
  availability-picker::part(selection) {
    display: none;
  }

  /* The dialog: a full-screen sheet on a phone, a centred card from a tablet's width up. */
  dialog {
    inset: 0;
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    padding: 0 max(var(--_inset), env(safe-area-inset-right)) 0 max(var(--_inset), env(safe-area-inset-left));
    border: 0;
    border-radius: 0;
    background: Canvas;
    color: CanvasText;
    overscroll-behavior: contain;
    /* What takes focus is scrolled clear of the sticky header too (Shift+Tab going back up). */
    scroll-padding-block-start: 4.5rem;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  /* The end of what scrolls: room below a step without a footer (which has its own), and the phone's home bar. */
  dialog [part='panel']:not(:has([part='footer'])) {
    padding-block-end: max(1.5rem, env(safe-area-inset-bottom));
  }
  [part='dialog-header'] {
    position: sticky;
    inset-block-start: 0;
    z-index: 2;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
    margin-block-end: var(--_gap);
    padding: max(0.5rem, env(safe-area-inset-top)) 0 0.5rem;
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
      --_inset: 1.5rem;
      width: min(100% - 3rem, 52rem);
      height: fit-content;
      max-height: calc(100% - 3rem);
      margin: auto;
      border-radius: calc(2 * var(--_radius));
    }
  }

  /* The step indicator: numbers only, the step's heading its one title; state in shape, not colour only. */
  [part='step-indicator'] {
    display: flex;
    align-items: center;
    gap: 0.375rem;
    margin: 0 0 var(--_gap);
    padding: 0;
    list-style: none;
  }
  [part~='step'] {
    display: flex;
    align-items: center;
    gap: 0.375rem;
  }
  /* A line between two numbers, the way from one step to the next. */
  [part~='step']:not(:first-child)::before {
    content: '';
    width: 1.25rem;
    border-block-start: 1px solid var(--_border);
  }
  [part~='upcoming'] {
    color: var(--_muted);
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
  [part~='current'] [part='step-number'] {
    border: 2px solid var(--_accent);
    font-weight: 600;
  }
  [part~='done'] [part='step-number'] {
    border: 1px solid var(--_accent);
    background: var(--_accent);
    color: var(--_accent-text);
  }
  [part='step-button'] {
    min-height: 1.75rem;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
  }

  /* What was chosen so far: a row each, its label over its value, "Change" at the end. */
  [part='context'] {
    margin-block-end: 0;
    padding: 0 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  [part='context'] > div {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    column-gap: 0.5rem;
    padding-block: 0.375rem;
  }
  [part='context'] > div + div {
    border-block-start: 1px solid var(--_border);
  }
  [part='context'] dd {
    font-weight: 600;
  }
  [part='context'] dd:last-child {
    grid-area: 1 / 2 / 3;
  }
  [part='change-button'] {
    min-height: 2.25rem;
    font-weight: normal;
    padding-inline: 0.5rem;
    border-color: transparent;
    background: none;
    text-decoration: underline;
  }

  /* What takes focus is scrolled clear of the sticky footer rather than left under it. */
  [part='panel'] :not([part='footer'], [part='footer'] *),
  availability-picker::part(day),
  availability-picker::part(slot),
  availability-picker::part(show-all-button),
  agreement-sign-button::part(button) {
    scroll-margin-block-end: 7rem;
  }

  /* The bar that ends a step: in view at the bottom however long the step, across the dialog's width. */
  [part='footer'] {
    position: sticky;
    inset-block-end: 0;
    z-index: 1;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: 0.5rem 1rem;
    margin-block-start: var(--_gap);
    padding-block: 0.75rem;
    border-block-start: 1px solid var(--_border);
    background: Canvas;
  }
  dialog [part='footer'] {
    margin-inline: calc(-1 * var(--_inset));
    padding: 0.75rem var(--_inset) max(0.75rem, env(safe-area-inset-bottom));
  }
  [part='missing'],
  [part='chosen'] {
    flex: 1 1 8rem;
    margin: 0;
  }
  [part='missing'] {
    color: var(--_muted);
  }
  [part='chosen'] {
    font-weight: 600;
  }

  /* The agreements, a checklist: the title and its state, the sign button beside them. */
  [part='agreements'] {
    margin: 0;
    padding: 0;
    list-style: none;
    border-block-start: 1px solid var(--_border);
  }
  [part~='agreement'] {
    display: grid;
    grid-template-columns: 1fr auto;
    align-items: center;
    gap: 0.125rem 1rem;
    padding: 0.625rem 0;
    border-block-end: 1px solid var(--_border);
  }
  [part='agreement-name'] {
    font-weight: 600;
  }
  [part='optional'] {
    color: var(--_muted);
    font-weight: normal;
  }
  [part='agreement-state'] {
    grid-row: 2;
    color: var(--_muted);
    font-size: 0.875em;
  }
  agreement-sign-button {
    grid-row: 1 / 3;
    grid-column: 2;
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

  [part='summary'] dd + dt {
    margin-block-start: var(--_gap);
  }
  dd ul {
    margin: 0;
    padding-inline-start: 1.25rem;
  }
  [part='actions'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  @media (forced-colors: active) {
    dialog {
      border: 1px solid;
    }
  }
`;
