/**
 * What the elements that load lists share: placeholders the size of the result while it loads,
 * and text for screen readers only. Its own module, because a css`` literal stays in every
 * bundle that imports its module, used or not.
 */
import { css } from './css.js';

export const loadingStyles = css`
  :host {
    --_skeleton: var(--booking-skeleton, color-mix(in srgb, currentColor 12%, transparent));
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
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
