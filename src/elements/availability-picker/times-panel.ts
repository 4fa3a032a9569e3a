/**
 * The times under the dates: the chosen day's, or what stands in for them (progress, a range
 * without a free time and the way on to the next, a prompt to choose a day).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AvailabilityPickerStrings } from './availability-picker.strings.js';
import { type DateRange, formatRange } from './range.js';
import { daySummary, type SlotListView, slotList, slotListPlaceholder } from './slot-list.js';
import type { DaySlots, StaffSlot } from './slots.js';

export interface TimesPanelView extends Omit<SlotListView, 'day' | 'zone' | 'isChosen' | 'onChoose'> {
  /** The range on screen with its days and zone; undefined while they load. */
  readonly shown: { readonly range: DateRange; readonly days: ReadonlyMap<string, DaySlots>; readonly zone: string } | undefined;
  readonly chosenDate: string | undefined;
  readonly month: boolean;
  /** Whether there is a next range to offer when this one has no free time. */
  readonly canGoForward: boolean;
  readonly text: AvailabilityPickerStrings;
  readonly isChosen: (date: string, slot: StaffSlot) => boolean;
  readonly onChoose: (date: string, zone: string, slot: StaffSlot) => void;
  readonly onFollowingRange: () => void;
}

export function timesPanel(view: TimesPanelView): TemplateResult {
  const { shown, text, locale } = view;
  if (!shown) return slotListPlaceholder(text.loadingTimes);
  const { range, days, zone } = shown;
  if (days.size === 0) {
    return html`<div class="empty" part="empty">
      <p>${text.emptyRange(formatRange(range, locale))}</p>
      ${
        view.canGoForward
          ? html`<button type="button" part="following-range-button" @click=${view.onFollowingRange}>
            ${view.month ? text.followingMonth : text.followingRange}
          </button>`
          : nothing
      }
    </div>`;
  }
  const day = view.chosenDate && days.get(view.chosenDate);
  if (!day) return html`<p>${text.chooseDate}</p>`;
  return html`<p class="day-summary" part="day-summary">${daySummary(day, text, locale)}</p>
    ${slotList({
      ...view,
      day,
      zone,
      isChosen: (slot) => view.isChosen(day.date, slot),
      onChoose: (slot) => view.onChoose(day.date, zone, slot),
    })}`;
}
