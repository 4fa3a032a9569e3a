/** The look of `<availability-picker>`; the shared tokens and controls come from the base styles. */
import { css } from 'lit';
import { daysPerRow } from './date-grid.js';

export const availabilityPickerStyles = css`
  p {
    margin: 0;
  }
  .picker,
  .slots,
  .group,
  .empty {
    display: grid;
    gap: var(--_gap);
  }
  .toolbar,
  .range-nav {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
  }
  .time-zone,
  .group-name {
    color: var(--_muted);
    font-size: 0.875em;
    min-height: 1.4em;
  }
  span.skeleton {
    display: inline-block;
    width: 2.5em;
    height: 1em;
    vertical-align: middle;
  }
  .time-zone .skeleton {
    width: 16em;
  }
  .row > .skeleton.day {
    width: 100%;
  }
  .view-switch button {
    min-height: 2.25rem;
    padding: 0.25em 0.85em;
  }
  .view-switch :first-child {
    border-start-end-radius: 0;
    border-end-end-radius: 0;
  }
  .view-switch :last-child {
    border-start-start-radius: 0;
    border-end-start-radius: 0;
    margin-inline-start: -1px;
  }
  .range-label,
  .number,
  .day-summary,
  .group-name {
    font-weight: 600;
  }
  .range-label {
    flex: 1;
    text-align: center;
  }
  [role='grid'],
  .row {
    display: grid;
    gap: 0.25rem;
  }
  .row {
    grid-template-columns: repeat(${daysPerRow}, minmax(0, 1fr));
  }
  .day {
    position: relative;
    display: flex;
    flex-direction: column;
    align-items: center;
    width: 100%;
    min-height: 4.5rem;
    padding: 0.35rem 0.1rem;
    line-height: 1.2;
    font-size: 0.75em;
    white-space: nowrap;
    overflow: hidden;
  }
  .number {
    font-size: 1.5em;
  }
  [aria-current='date'] .number {
    text-decoration: underline;
  }
  [aria-selected='true'] > .day,
  [aria-pressed='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
  }
  .slots {
    align-content: start;
    min-height: var(--booking-slots-min-height, 10rem);
  }
  .group,
  .slot-list {
    gap: 0.375rem;
  }
  .slot-list {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--booking-slot-width, 6.5rem), 1fr));
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .slot {
    width: 100%;
    padding: 0.4em 0.5em;
    font-variant-numeric: tabular-nums;
  }
  .empty,
  .show-all {
    justify-items: start;
    justify-self: start;
  }
  .slot-list .skeleton {
    width: auto;
    height: 2.5rem;
  }
  .slots > .skeleton {
    width: 14em;
    height: 1.4em;
  }
  @media (forced-colors: active) {
    [aria-selected='true'] > .day,
    [aria-pressed='true'] {
      forced-color-adjust: none;
      background: Highlight;
      border-color: Highlight;
      color: HighlightText;
    }
  }
`;
