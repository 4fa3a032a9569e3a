/** How `<agreement-sign-button>` looks, on top of the shared base and spinner styles. */
import { css } from '../../shared/css.js';

export const agreementSignButtonStyles = css`
  :host {
    display: inline-block;
    max-width: 100%;
  }
  button[part='button'] {
    display: inline-flex;
    align-items: center;
    gap: 0.5em;
  }
  .notice,
  .status {
    margin: 0;
    color: var(--_muted);
    font-size: 0.875em;
  }
  .notice,
  .status:not(:empty),
  .fallback,
  .error {
    margin-block-start: 0.5rem;
  }
  .fallback {
    margin-block-end: 0;
  }
  a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  @media (forced-colors: active) {
    button[aria-disabled='true'] {
      color: GrayText;
      border-color: GrayText;
    }
  }
`;
