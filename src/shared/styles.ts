/**
 * Design tokens and the styles every element shares. Hosts theme the elements through the
 * `--booking-*` custom properties. The page's font, text colour and colour scheme are
 * inherited, not imposed: an element must read well on a light page under a dark system
 * theme, and on a dark page (which declares `color-scheme: dark`), without configuration.
 */
import { css } from './css.js';

export const baseStyles = css`
  :host {
    /* The page's colour scheme picks the default accent: a blue that keeps 3:1 against a dark page too. */
    --_accent: var(--booking-accent, light-dark(#2457c5, #8ab4f8));
    --_accent-text: var(--booking-accent-text, light-dark(#fff, #0b1d3a));
    --_muted: var(--booking-muted, color-mix(in srgb, currentColor 65%, transparent));
    --_surface: var(--booking-surface, transparent);
    --_border: var(--booking-border, color-mix(in srgb, currentColor 25%, transparent));
    /* A field's edge is how it is found: 3:1 against the page (WCAG 1.4.11), light or dark, unless the host chose its borders. */
    --_field-border: var(--booking-field-border, var(--booking-border, color-mix(in srgb, currentColor 55%, transparent)));
    /* A red that keeps 3:1 against a dark page too, and the text drawn on it. */
    --_danger: var(--booking-danger, light-dark(#b3261e, #f2b8b5));
    --_danger-text: var(--booking-danger-text, light-dark(#fff, #601410));
    --_radius: var(--booking-radius, 0.5rem);
    --_gap: var(--booking-gap, 0.75rem);
    --_focus-ring: var(--booking-focus-ring, 2px solid var(--_accent));
    display: block;
    color: var(--booking-text, inherit);
    font: inherit;
    line-height: 1.4;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  button,
  input {
    font: inherit;
    color: inherit;
  }
  button {
    cursor: pointer;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    padding: 0.5em 1em;
    min-height: 2.5rem;
  }
  button.primary {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
    font-weight: 600;
  }
  button:disabled,
  button[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  :focus-visible {
    outline: var(--_focus-ring);
    outline-offset: 2px;
  }
  .error {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1rem;
    padding: 0.75rem 1rem;
    border: 1px solid var(--_danger);
    border-radius: var(--_radius);
  }
  .error p {
    margin: 0;
    flex: 1 1 16rem;
  }
  .error .error-detail {
    display: block;
    color: var(--_muted);
    font-size: 0.875em;
  }
  @supports not (color: light-dark(#000, #fff)) {
    :host {
      --_accent: var(--booking-accent, #2457c5);
      --_accent-text: var(--booking-accent-text, #fff);
      --_danger: var(--booking-danger, #b3261e);
      --_danger-text: var(--booking-danger-text, #fff);
    }
  }
  @media (forced-colors: active) {
    button.primary {
      border: 1px solid ButtonText;
    }
    :focus-visible {
      outline: 2px solid Highlight;
    }
  }
`;
