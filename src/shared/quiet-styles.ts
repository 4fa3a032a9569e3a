/**
 * What every element that reads a list needs of the loading styles, without the loading
 * placeholders themselves (loading-styles.ts adds those): text for screen readers only
 * (`.visually-hidden`), and the quiet colour of what is not drawn yet (`--_skeleton`: a loading
 * placeholder, or the empty track of a bar). Its own module, because a css`` literal stays in every
 * bundle that imports its module: the staff elements draw no placeholder and carry none.
 */
import { css } from './css.js';

export const quietStyles = css`
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
`;
