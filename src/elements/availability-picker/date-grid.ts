/**
 * The grid of days, a week's range in rows of a week or a month calendar in rows of the locale's
 * weeks: which date a key leads to (the ARIA date-grid keys, left and right swapped in
 * right-to-left text) and the template of the grid. Pure: the element keeps the state.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { addDays, addMonths, datesOf, dayOfWeek, daysBetween, startOfWeek } from '../../api/calendar.js';
import { formatDate, fullDateFormat } from '../../common/time.js';
import type { AvailabilityPickerStrings } from './availability-picker.strings.js';
import { clampDate, type DateRange, inRange } from './range.js';

/** Days in a row of the grid: a week. */
export const daysPerRow = 7;

/**
 * The date a key moves to from `from`, or undefined for a key the grid leaves alone: arrows by a
 * day and a week, Home and End to the row's ends (with Ctrl, the range's), Page Up and Page Down
 * by a whole range. With `weekStartsOn` (a month calendar) rows are the locale's weeks, Page Up
 * and Page Down move by a month and Home and End may leave the month. The result may lie
 * outside the range: the caller moves the range there.
 */
export function dateForKey(
  key: string,
  ctrlKey: boolean,
  from: string,
  range: DateRange,
  rtl: boolean,
  weekStartsOn?: number,
): string | undefined {
  const month = weekStartsOn !== undefined;
  // A week's rows start on the range's first weekday.
  const rowStart = startOfWeek(from, weekStartsOn ?? dayOfWeek(range.start));
  const inRow = (date: string) => (month ? date : clampDate(date, range));
  const page = (pages: number) => (month ? addMonths(from, pages) : addDays(from, pages * (daysBetween(range.start, range.end) + 1)));
  switch (key) {
    case 'ArrowLeft':
      return addDays(from, rtl ? 1 : -1);
    case 'ArrowRight':
      return addDays(from, rtl ? -1 : 1);
    case 'ArrowUp':
      return addDays(from, -daysPerRow);
    case 'ArrowDown':
      return addDays(from, daysPerRow);
    case 'Home':
      return ctrlKey ? range.start : inRow(rowStart);
    case 'End':
      return ctrlKey ? range.end : inRow(addDays(rowStart, daysPerRow - 1));
    case 'PageUp':
      return page(-1);
    case 'PageDown':
      return page(1);
    default:
      return undefined;
  }
}

/**
 * The dates of a range in rows of a week; with `weekStartsOn`, the weeks a month calendar needs
 * (four to six), from the week of the range's first day to that of its last, days of the months
 * around it included. The styles keep the height of six, so that nothing below moves with the month.
 */
export function gridRows(range: DateRange, weekStartsOn?: number): string[][] {
  const first = startOfWeek(range.start, weekStartsOn ?? dayOfWeek(range.start));
  const dates = datesOf(first, weekStartsOn === undefined ? range.end : addDays(startOfWeek(range.end, weekStartsOn), daysPerRow - 1));
  return Array.from({ length: Math.ceil(dates.length / daysPerRow) }, (_, row) => dates.slice(row * daysPerRow, (row + 1) * daysPerRow));
}

export interface DateGridView {
  readonly range: DateRange;
  /** For a month calendar, the day its weeks start on (0 for Sunday); undefined for the week's tiles. */
  readonly weekStartsOn: number | undefined;
  /** Free times per date; undefined while the range loads. */
  readonly freeTimes: ((date: string) => number) | undefined;
  /** The range's times could not be read: no day is offered, none waits. */
  readonly failed: boolean;
  /** The last day a customer may choose (`max-date`), or empty for none. */
  readonly maxDate: string;
  readonly chosenDate: string | undefined;
  /** The date holding the grid's one tab stop. */
  readonly activeDate: string;
  readonly today: string;
  readonly locale: string;
  readonly text: AvailabilityPickerStrings;
  readonly label: string;
  readonly onKeydown: (event: KeyboardEvent) => void;
  readonly onChoose: (date: string, freeTimes: number | undefined) => void;
}

/**
 * A weekday's short name, for a tile or a column. Where it is a whole word rather than an
 * abbreviation (Arabic's "الأربعاء", Hebrew's "יום ד׳"), its narrow form ("ر", "ד׳") stands in
 * for it when the element is narrow, so that it never splits or spills out of its tile.
 */
function weekdayName(date: string, locale: string): TemplateResult | string {
  const short = formatDate(date, locale, { weekday: 'short' });
  return short.length > 4
    ? html`<span class="short-name">${short}</span><span class="narrow-name">${formatDate(date, locale, { weekday: 'narrow' })}</span>`
    : short;
}

function day(view: DateGridView, date: string): TemplateResult {
  const { text, locale, failed } = view;
  const month = view.weekStartsOn !== undefined;
  const number = formatDate(date, locale, { day: 'numeric' });
  // A day of a month around the one shown: there to read the weeks by, quiet, an empty cell to screen readers.
  if (!inRange(date, view.range)) return html`<div role="gridcell" class="outside"><span aria-hidden="true">${number}</span></div>`;
  const fullDate = formatDate(date, locale, fullDateFormat);
  // A day past, beyond max-date, or of a range that failed is never offered, whatever the answer held.
  const closed = failed || date < view.today || (view.maxDate !== '' && date > view.maxDate);
  const count = closed ? 0 : view.freeTimes?.(date);
  const placeholder = failed ? nothing : html`<span class="skeleton" part="skeleton"></span>`;
  return html`<div role="gridcell" aria-selected=${count !== undefined && date === view.chosenDate}>
    <button
      type="button"
      class="day ${count ? 'available' : ''}"
      part="day"
      data-date=${date}
      tabindex=${date === view.activeDate ? 0 : -1}
      aria-disabled=${count === 0}
      aria-current=${date === view.today ? 'date' : nothing}
      @click=${() => view.onChoose(date, count)}
    >
      ${month ? nothing : html`<span class="weekday" aria-hidden="true">${weekdayName(date, locale)}</span>`}
      <span class="number" aria-hidden="true">${number}</span>
      ${month ? nothing : html`<span class="count" aria-hidden="true">${failed ? nothing : count !== undefined ? text.dayCount(count) : placeholder}</span>`}
      <span class="visually-hidden"
        >${failed ? fullDate : count !== undefined ? text.dayLabel(fullDate, text.freeTimes(count)) : text.dayLoading(fullDate)}</span
      >
    </button>
  </div>`;
}

/** A month calendar's row of weekday names, short on screen and whole for screen readers. */
function weekdays(row: string[], locale: string): TemplateResult {
  return html`<div class="row weekdays" role="row">
    ${row.map(
      (date) =>
        html`<div role="columnheader" aria-label=${formatDate(date, locale, { weekday: 'long' })}>${weekdayName(date, locale)}</div>`,
    )}
  </div>`;
}

/** The grid of the range's days, a row per week; each day's name holds its date and free times. */
export function dateGrid(view: DateGridView): TemplateResult {
  const rows = gridRows(view.range, view.weekStartsOn);
  return html`<div class="dates" part="dates" role="grid" aria-label=${view.label} @keydown=${view.onKeydown}>
    ${view.weekStartsOn === undefined ? nothing : weekdays(rows[0]!, view.locale)}
    ${rows.map((row) => html`<div class="row" role="row">${row.map((date) => day(view, date))}</div>`)}
  </div>`;
}
