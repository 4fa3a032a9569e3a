/** How `<franchise-finder>` looks, on top of the shared base and spinner styles. */
import { css } from '../../shared/css.js';

export const franchiseFinderStyles = css`
  label {
    display: block;
    margin-block-end: 0.375rem;
    font-weight: 600;
  }
  .field-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  input {
    flex: 1 1 10rem;
    min-width: 0;
    min-height: 2.5rem;
    padding: 0.5em 0.75em;
    border: 1px solid var(--_field-border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  input[aria-invalid='true'] {
    border: 2px solid var(--_danger);
  }
  .message {
    display: flex;
    gap: 0.375rem;
    align-items: baseline;
    margin: 0.375rem 0 0;
  }
  .message:empty {
    margin: 0;
  }
  .message-icon {
    display: inline-grid;
    place-items: center;
    flex: none;
    width: 1.1em;
    height: 1.1em;
    border-radius: 50%;
    background: var(--_danger);
    color: var(--_danger-text);
    font-weight: 700;
    font-size: 0.85em;
  }
  .status {
    margin-block-start: var(--_gap);
  }
  .status:empty {
    display: none;
  }
  .searching {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    color: var(--_muted);
  }
  .result {
    padding: 0.75rem 1rem;
    border: 1px solid var(--_border);
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .result p {
    margin: 0;
  }
  .result p + p {
    margin-block-start: 0.25rem;
  }
  .business-name {
    font-size: 1.125em;
    font-weight: 600;
  }
  .result.not-served,
  .result.unavailable {
    border-inline-start-color: var(--_muted);
  }
  .error {
    margin-block-start: var(--_gap);
  }
  @media (forced-colors: active) {
    input[aria-invalid='true'] {
      border-color: Mark;
    }
    .message-icon {
      forced-color-adjust: none;
      background: Mark;
      color: MarkText;
    }
  }
`;
