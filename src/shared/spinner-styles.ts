/** The progress indicator of a short wait, for the elements that show one. */
import { css } from './css.js';

export const spinnerStyles = css`
  .spinner {
    display: inline-block;
    flex: none;
    width: 1em;
    height: 1em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: booking-spin 0.8s linear infinite;
  }
  @keyframes booking-spin {
    to {
      transform: rotate(1turn);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .spinner {
      animation: none;
      border-style: dotted;
    }
  }
  @media (forced-colors: active) {
    .spinner {
      border-color: Highlight;
      border-inline-end-color: transparent;
    }
  }
`;
