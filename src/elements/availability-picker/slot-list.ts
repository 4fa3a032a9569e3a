/**
 * The chosen day's times: chips that wrap under each groomer's name (the first of a long list,
 * then "Show all N times"), or under each part of the day in the "Any groomer" view, each list one
 * tab stop whose arrow keys move among its times; and what stands in for them while they load.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { formatDate, formatTime, fullDateFormat, fullName } from '../../common/time.js';
import type { SlotSelectDetail } from './events.js';
import type { AvailabilityPickerStrings } from './availability-picker.strings.js';
import type { DaySlots, SlotGroup, StaffSlot } from './slots.js';

/**
 * The index a key moves to in a list of `count` times from `index`, or undefined for a key the
 * list leaves alone: up and down, left and right in the reading direction, to the time before or
 * after (the chips wrap: reading order is the one order every key follows), Home and End.
 */
export function slotIndexForKey(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[key];
  if (step !== undefined) return Math.min(count - 1, Math.max(0, index + step));
  return key === 'Home' ? 0 : key === 'End' ? count - 1 : undefined;
}

/**
 * A day in words with how many times are free and with how many groomers. The date is isolated
 * (U+2068 … U+2069): an Arabic date in English words would otherwise take the count after it
 * into its own direction ("free 2 :…").
 */
export function daySummary(day: DaySlots, text: AvailabilityPickerStrings, locale: string): string {
  return text.daySummary(`\u2068${formatDate(day.date, locale, fullDateFormat)}\u2069`, text.freeTimes(day.times), day.byGroomer.length);
}

/** The chosen slot in words: its day, its time in its zone, and the groomer. */
export function selectionText(slot: SlotSelectDetail, text: AvailabilityPickerStrings, locale: string): string {
  return text.chosenSlot(
    formatDate(slot.date, locale, fullDateFormat),
    formatTime(slot.startTime, slot.timeZone, locale),
    fullName(slot, text.unnamedGroomer),
  );
}

export interface SlotListView {
  readonly day: DaySlots;
  readonly zone: string;
  readonly locale: string;
  readonly text: AvailabilityPickerStrings;
  readonly anyGroomer: boolean;
  /** Groomers whose long list is shown whole, by staff id. */
  readonly expanded: ReadonlySet<string>;
  /** How many times a long list shows until it is shown whole. */
  readonly cut: number;
  /** The start of the time holding each group's tab stop, by group key, where the customer moved it. */
  readonly tabStops: ReadonlyMap<string, string>;
  readonly isChosen: (slot: StaffSlot) => boolean;
  readonly onChoose: (slot: StaffSlot) => void;
  readonly onToggle: (staffId: string) => void;
  readonly onTabStop: (key: string, startTime: string) => void;
}

function group(view: SlotListView, { key, slots }: SlotGroup, index: number): TemplateResult {
  const { text, anyGroomer } = view;
  const name = anyGroomer ? text[key as 'morning' | 'afternoon' | 'evening'] : fullName(slots[0]!, text.unnamedGroomer);
  const expanded = view.expanded.has(key);
  const long = !anyGroomer && slots.length > view.cut;
  const toggle = expanded ? text.showFewerTimes : text.showAllTimes(slots.length);
  const id = `group-${index}`;
  const shown = long && !expanded ? slots.slice(0, view.cut) : slots;
  const tabStop = shown.find((slot) => slot.startTime === view.tabStops.get(key)) ?? shown.find((slot) => view.isChosen(slot)) ?? shown[0];
  const onKeydown = (event: KeyboardEvent) => {
    const list = event.currentTarget as HTMLElement;
    const buttons = [...list.querySelectorAll('button')];
    const to = slotIndexForKey(event.key, buttons.indexOf(event.target as HTMLButtonElement), buttons.length, list.matches(':dir(rtl)'));
    if (to === undefined) return;
    event.preventDefault();
    buttons[to]!.focus();
    view.onTabStop(key, shown[to]!.startTime);
  };
  const slotButton = (slot: StaffSlot) => {
    const time = formatTime(slot.startTime, view.zone, view.locale);
    return html`<li>
      <button
        type="button"
        class="slot"
        part="slot"
        tabindex=${slot === tabStop ? 0 : -1}
        aria-pressed=${view.isChosen(slot)}
        aria-label=${text.withGroomer(time, anyGroomer ? text.anyGroomerName : name)}
        @click=${() => view.onChoose(slot)}
      >
        ${time}
      </button>
    </li>`;
  };
  // The toggle stands on the name's row, before the times it shows or hides: a row less per groomer.
  return html`<div class="group" part="group" role="group" aria-labelledby=${id}>
    <div class="group-head">
      <h3 class="group-name" part="group-name" id=${id}>${name}</h3>
      ${
        long
          ? html`<button
            type="button"
            class="show-all"
            part="show-all-button"
            aria-expanded=${expanded}
            aria-controls="${id}-times"
            aria-label=${text.withGroomer(toggle, name)}
            @click=${() => view.onToggle(key)}
          >
            ${toggle}
          </button>`
          : nothing
      }
    </div>
    <ul class="slot-list" id="${id}-times" @keydown=${onKeydown}>
      ${shown.map(slotButton)}
    </ul>
  </div>`;
}

/** A day's times, one group under another (no holes between them), by groomer or by part of the day. */
export function slotList(view: SlotListView): TemplateResult {
  const groups = view.anyGroomer ? view.day.byPartOfDay : view.day.byGroomer;
  return html`<div class="groups">${groups.map((slotGroup, index) => group(view, slotGroup, index))}</div>`;
}

/** Placeholders of a day's times while they load (two groomers, a row of times each), with words for screen readers. */
export function slotListPlaceholder(loadingText: string): TemplateResult {
  const group = html`<div class="group">
    <span class="skeleton" part="skeleton"></span>
    <div class="slot-list">${Array.from({ length: 3 }, () => html`<span class="skeleton" part="skeleton"></span>`)}</div>
  </div>`;
  return html`<p class="visually-hidden">${loadingText}</p>
    <span class="skeleton" part="skeleton"></span>
    <div class="groups">${group}${group}</div>`;
}
