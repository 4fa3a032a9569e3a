import type { AvailabilityPicker } from '../../src/elements/availability-picker/availability-picker.js';
import { accessibleName, allByRole, byRole } from '../helpers/roles.js';
import { until } from '../helpers/until.js';
import { ElementPage } from './element-page.js';

/** How a time's button is named in English: "9:30 AM with Alex Doe", or "… with any groomer". */
export const slotName = /^\d{1,2}:\d{2} [AP]M with /;

/** A date (YYYY-MM-DD) as a day's name begins in English: "Sunday, December 6, 2026". */
export function spokenDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(Date.UTC(year, month - 1, day));
}

/** The times listed below `within`: each group lists its times, and nothing else is a list. */
function timesIn(within: ParentNode): HTMLButtonElement[] {
  return allByRole(within, 'list').flatMap((list) => allByRole<HTMLButtonElement>(list, 'button'));
}

/** `<availability-picker>`: the grid of a range's days, and the chosen day's times in groups. */
export class PickerPage extends ElementPage<AvailabilityPicker> {
  /** The grid of the range's days, named by its dates: "Dates from Dec 1 – 31, 2026". */
  get grid(): HTMLElement {
    return byRole(this.el, 'grid');
  }

  /** Each day of the range, in order; its name says its date and how many times are free. */
  get days(): HTMLButtonElement[] {
    return allByRole<HTMLButtonElement>(this.grid, 'button');
  }

  day(date: string): HTMLButtonElement {
    const found = this.days.find((day) => accessibleName(day).startsWith(spokenDate(date)));
    if (!found) throw new Error(`No day button for ${date}`);
    return found;
  }

  /** The date a day's name begins with, such as "Sunday, December 6, 2026". */
  dateOf(day: Element): string {
    return accessibleName(day).split(', ').slice(0, 3).join(', ');
  }

  get focusedDate(): string {
    const focused = this.focused;
    if (!focused) throw new Error('Nothing in the picker has focus');
    return this.dateOf(focused);
  }

  /** Whether focus is on a day (a boolean: chai would print whole elements on failure). */
  get focusInGrid(): boolean {
    return this.days.some((day) => day === this.focused);
  }

  /** The day that holds the grid's one tab stop. */
  get tabStop(): HTMLButtonElement {
    const found = this.days.find((day) => day.tabIndex === 0);
    if (!found) throw new Error('No day is the tab stop of the grid');
    return found;
  }

  /** The chosen day: its cell of the grid is selected. */
  get chosenDay(): HTMLButtonElement | undefined {
    return this.days.find((day) => day.closest('[role="gridcell"]')?.getAttribute('aria-selected') === 'true');
  }

  /** While a range loads, its days wait to be counted, none yet offered. */
  get loading(): boolean {
    return this.part('base')?.getAttribute('aria-busy') === 'true';
  }

  /** The days a customer can choose, once the range is shown. */
  get freeDays(): HTMLButtonElement[] {
    return this.loading ? [] : this.days.filter((day) => day.getAttribute('aria-disabled') === 'false');
  }

  get previousButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', /^Previous (week|month)$/);
  }

  get nextButton(): HTMLButtonElement {
    return byRole<HTMLButtonElement>(this.el, 'button', /^Next (week|month)$/);
  }

  /** The chosen day's times, group after group. */
  get slots(): HTMLButtonElement[] {
    return timesIn(this.el);
  }

  /** The time chosen, pressed. */
  get chosenSlot(): HTMLButtonElement | undefined {
    return this.slots.find((slot) => slot.getAttribute('aria-pressed') === 'true');
  }

  /** The groups of the chosen day's times, each named by its heading: a groomer, or a part of the day for "Any groomer". */
  get groups(): HTMLElement[] {
    return allByRole(this.el, 'group').filter((group) => group !== this.viewSwitch);
  }

  group(name: string): HTMLElement {
    return byRole(this.el, 'group', name);
  }

  /** The times a group shows (a long one shows the first of them until "Show all N times"). */
  slotsOf(group: HTMLElement): HTMLButtonElement[] {
    return timesIn(group);
  }

  /** The group of the "By groomer" and "Any groomer" buttons, in any language. */
  get viewSwitch(): HTMLElement | null {
    return this.part('view-switch');
  }

  /** The "By groomer" and "Any groomer" buttons. */
  get viewButtons(): HTMLButtonElement[] {
    return allByRole<HTMLButtonElement>(this.viewSwitch!, 'button');
  }

  /** The sentence that names the chosen slot, once one is chosen. */
  get selection(): HTMLElement | null {
    return this.part('selection');
  }

  async chooseDay(date: string): Promise<void> {
    await this.click(this.day(date));
  }

  /** Clicks the first free day, then its first time, as a customer does; hands back the time's button. */
  async chooseFirstFreeTime(): Promise<HTMLButtonElement> {
    (await until('a free day', () => this.freeDays[0])).click();
    const slot = await until('the day’s times', () => this.slots[0]);
    await this.click(slot);
    return slot;
  }
}
