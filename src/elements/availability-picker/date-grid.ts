/**
 * The grid of days: which date a key leads to (the ARIA date-grid keys, left and right swapped
 * in right-to-left text) and the template of the grid. Pure: the element keeps the state.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { addDays, datesOf, daysBetween } from '../../api/calendar.js';
import { formatDate } from '../../shared/time.js';
import type { AvailabilityPickerStrings } from './availability-picker.strings.js';
import { clampDate, type DateRange } from './range.js';

/** Days in a row of the grid: a week. */
export const daysPerRow = 7;

export const fullDateFormat: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

/**
 * The date a key moves to from `from`, or undefined for a key the grid leaves alone: arrows by a
 * day and a week, Home and End to the row's ends (with Ctrl, the range's), Page Up and Page Down
 * by a whole range. The result may lie outside the range: the caller moves the range there.
 */
export function dateForKey(key: string, ctrlKey: boolean, from: string, range: DateRange, rtl: boolean): string | undefined {
  const column = daysBetween(range.start, from) % daysPerRow;
  const length = daysBetween(range.start, range.end) + 1;
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
      return ctrlKey ? range.start : clampDate(addDays(from, -column), range);
    case 'End':
      return ctrlKey ? range.end : clampDate(addDays(from, daysPerRow - 1 - column), range);
    case 'PageUp':
      return addDays(from, -length);
    case 'PageDown':
      return addDays(from, length);
    default:
      return undefined;
  }
}

/** The dates of a range in rows of a week. */
export function gridRows(range: DateRange): string[][] {
  const dates = datesOf(range.start, range.end);
  return Array.from({ length: Math.ceil(dates.length / daysPerRow) }, (_, row) => dates.slice(row * daysPerRow, (row + 1) * daysPerRow));
}

export interface DateGridView {
  readonly range: DateRange;
  /** Free times per date; undefined while the range loads. */
  readonly freeTimes: ((date: string) => number) | undefined;
  readonly failed: boolean;
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

function day(view: DateGridView, date: string): TemplateResult {
  const { text, locale, failed } = view;
  const count = view.freeTimes?.(date);
  const fullDate = formatDate(date, locale, fullDateFormat);
  const placeholder = failed ? nothing : html`<span class="skeleton" part="skeleton"></span>`;
  return html`<div role="gridcell" aria-selected=${count !== undefined && date === view.chosenDate}>
    <button
      type="button"
      class="day"
      part="day"
      data-date=${date}
      tabindex=${date === view.activeDate ? 0 : -1}
      aria-disabled=${count === 0}
      aria-current=${date === view.today ? 'date' : nothing}
      @click=${() => view.onChoose(date, count)}
    >
      <span aria-hidden="true">${formatDate(date, locale, { weekday: 'short' })}</span>
      <span class="number" aria-hidden="true">${formatDate(date, locale, { day: 'numeric' })}</span>
      <span aria-hidden="true">${count !== undefined ? text.dayCount(count) : placeholder}</span>
      <span class="visually-hidden"
        >${count !== undefined ? text.dayLabel(fullDate, text.freeTimes(count)) : failed ? fullDate : text.dayLoading(fullDate)}</span
      >
    </button>
  </div>`;
}

/** The grid of the range's days, a row per week; each day's name holds its date and free times. */
export function dateGrid(view: DateGridView): TemplateResult {
  return html`<div part="dates" role="grid" aria-label=${view.label} @keydown=${view.onKeydown}>
    ${gridRows(view.range).map((row) => html`<div class="row" role="row">${row.map((date) => day(view, date))}</div>`)}
  </div>`;
}

/** A placeholder of the grid's size, while the business's zone has yet to say which day is today. */
export function dateGridPlaceholder(): TemplateResult {
  return html`<div class="row" aria-hidden="true">
    ${Array.from({ length: daysPerRow }, () => html`<span class="skeleton day" part="skeleton"></span>`)}
  </div>`;
}
