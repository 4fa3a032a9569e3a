/**
 * Placeholders the size of the result while it loads (`.skeleton`), for the elements that load
 * lists for customers; their colour, and text for screen readers only, are the quiet styles
 * (quiet-styles.ts), which such an element takes first. Its own module, because a css`` literal
 * stays in every bundle that imports its module, used or not.
 */
import { css } from './css.js';

export const loadingStyles = css`
  .skeleton {
    background: var(--_skeleton);
    border-radius: var(--_radius);
    animation: booking-pulse 1.2s ease-in-out infinite;
  }
  @keyframes booking-pulse {
    50% {
      opacity: 0.5;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }
  @media (forced-colors: active) {
    .skeleton {
      background: GrayText;
    }
  }
`;
