/**
 * The look of `<availability-picker>`; the shared tokens and controls come from the base styles.
 * The host is a size container: narrow, the days' counts stand on two lines and the view switch
 * takes a row; wide, the range's buttons stand together and a month calendar has the chosen
 * day's times beside it.
 *
 * States (checked by contrast in light and dark): a day or time that can be chosen has an edge in
 * the accent; the chosen one is filled with it, with a ring inside and bolder text; one that
 * cannot be chosen has no edge and quieter text, never a lowered opacity.
 */
import { css } from '../../shared/css.js';
import { daysPerRow } from './date-grid.js';
import { narrowWidth } from './times-controller.js';

export const availabilityPickerStyles = css`
  :host {
    container-type: inline-size;
    max-inline-size: var(--booking-max-width, 52rem);
  }
  p,
  h3 {
    margin: 0;
  }
  /*
   * A sentence takes the direction of its words, whatever the page's: English words around an
   * Arabic date (a language without built-in words) read left to right, their punctuation at the
   * right end. Values in another direction are isolated in the words (U+2068 … U+2069).
   */
  p {
    unicode-bidi: plaintext;
  }
  .picker,
  .slots,
  .empty,
  .groups,
  .group {
    display: grid;
    gap: var(--_gap);
  }
  .group {
    gap: 0.375rem;
  }
  .toolbar,
  .range-nav,
  .group-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem 1rem;
  }
  .range-nav {
    gap: 0.5rem;
  }
  .range-nav button {
    width: 2.5rem;
    padding: 0;
    font-size: 1.4em;
  }
  /* The chevron keeps its shape (no mirroring by the text's direction) and is turned for right to left. */
  .chevron {
    display: inline-block;
    direction: ltr;
    unicode-bidi: isolate;
  }
  .chevron:dir(rtl) {
    transform: scaleX(-1);
  }
  .time-zone,
  .group-name {
    color: var(--_muted);
    font-size: 0.875em;
    min-height: 1.4em;
    overflow-wrap: anywhere;
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
  /* Narrow, the switch takes its own row, its two buttons sharing it (their words wrap inside them if they must). */
  .view-switch {
    display: flex;
    flex: 1 1 100%;
  }
  .view-switch button {
    flex: 1 1 auto;
    min-height: 2.25rem;
    padding: 0.25em 0.5em;
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
  /* Two lines of it (a range across two years on a phone: "Dec 31, 2027 –" / "Jan 6, 2028") are
     as tall as the buttons beside it, so the toolbar keeps the height its room was kept for. */
  .range-label {
    flex: 1;
    text-align: center;
    line-height: 1.25;
  }
  /* A range's label breaks after its dash, never inside a date ("Nov 25 –" / "Dec 1, 2026"). */
  .range-label span {
    white-space: nowrap;
  }
  .dates,
  .row {
    display: grid;
    gap: 0.25rem;
  }
  .row {
    grid-template-columns: repeat(${daysPerRow}, minmax(0, 1fr));
  }
  /* The day fills its cell: the tiles of a row share one width and one height. */
  [role='gridcell'] {
    display: grid;
  }
  .day {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    width: 100%;
    min-height: 5rem;
    padding: 0.35rem 0;
    line-height: 1.2;
    border-color: transparent;
    color: var(--_muted);
  }
  /* The ring stays clear of the next tile's edge. */
  .day:focus-visible {
    outline-offset: 1px;
  }
  .day.available,
  .slot {
    border-color: var(--_accent);
    color: inherit;
  }
  .day[aria-disabled='true'] {
    opacity: 1;
  }
  .weekday,
  .count {
    white-space: nowrap;
    /* "26 free" keeps its order in right-to-left text. */
    unicode-bidi: plaintext;
  }
  .narrow-name {
    display: none;
  }
  .week .day {
    font-size: 0.75em;
  }
  .week .number {
    font-size: 1.5em;
  }
  [aria-current='date'] .number {
    text-decoration: underline;
  }
  .month .day {
    min-height: 2.75rem;
  }
  /* Only the weeks a month needs are drawn; the calendar keeps the height of six, so nothing below moves. */
  .month .dates {
    align-content: start;
    /* The weekdays' row, six weeks and their gaps. */
    min-height: 19.5rem;
  }
  .weekdays,
  .outside {
    display: grid;
    place-items: center;
    min-height: 1.5rem;
    color: var(--_muted);
    font-size: 0.75em;
  }
  .slots {
    align-content: start;
    min-height: var(--booking-slots-min-height, 10rem);
  }
  .group-head {
    gap: 0.25rem 1rem;
  }
  .show-all {
    min-height: 2.25rem;
    padding: 0.25em 0.75em;
    font-size: 0.875em;
  }
  /* A groomer's times as chips that wrap under their name: every row full but the last, no holes. */
  .slot-list {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(var(--booking-slot-width, 5.25rem), 1fr));
    gap: 0.375rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .slot {
    width: 100%;
    padding: 0.4em 0.25em;
    background: none;
    font-weight: 500;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
    /* A time keeps the order of its own script ("9:30 AM") in right-to-left text. */
    unicode-bidi: plaintext;
  }
  .empty {
    justify-items: start;
  }
  .slot-list .skeleton {
    width: auto;
    height: 2.5rem;
  }
  .slots > .skeleton {
    width: 14em;
    height: 1.4em;
  }
  [aria-selected='true'] > .day,
  [aria-pressed='true'] {
    background: var(--_accent);
    border-color: var(--_accent);
    color: var(--_accent-text);
  }
  /* Chosen is told by more than its colour: a ring inside the fill, and a bolder time. */
  [aria-selected='true'] > .day,
  .slot[aria-pressed='true'] {
    box-shadow: inset 0 0 0 2px var(--_accent-text);
  }
  .slot[aria-pressed='true'] {
    font-weight: 700;
  }
  /* What was chosen stays in view at the bottom while the times are longer than the screen: opaque, in the page's colour scheme. */
  .selection {
    position: sticky;
    inset-block-end: 0;
    padding: 0.625rem 0;
    border-block-start: 1px solid var(--_border);
    background: Canvas;
    color: CanvasText;
    font-weight: 600;
  }
  /*
   * Narrow (a phone): a day's count on two lines in every tile ("26" / "free"), so that all tiles
   * look alike; a weekday that is a whole word gives way to its narrow form.
   */
  @container (width < ${narrowWidth}em) {
    .count {
      width: min-content;
      min-height: 2.4em;
      white-space: normal;
    }
    .short-name {
      display: none;
    }
    .narrow-name {
      display: inline;
    }
  }
  /* Wide: the range's buttons stand together before its label; the view switch at the end of the toolbar. */
  @container (min-width: 40rem) {
    .range-nav {
      justify-content: start;
    }
    .range-label {
      order: 1;
      flex: none;
      margin-inline-start: 0.5rem;
    }
    .view-switch,
    .view-switch button {
      flex: none;
    }
    .month {
      grid-template: auto auto 1fr auto / minmax(0, 24rem) minmax(0, 1fr);
      align-items: start;
      column-gap: 2rem;
    }
    .month > * {
      grid-column: 1 / -1;
    }
    .month > .range-nav,
    .month > .dates {
      grid-column: 1;
    }
    .month > .slots {
      grid-column: 2;
      grid-row: 2 / span 2;
    }
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
