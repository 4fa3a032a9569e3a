/**
 * The chosen day and how the customer left its times, drawn again by the host at each change:
 * merged across groomers ("Any groomer") or by groomer, which long columns are shown whole, and
 * where each column's tab stop is. Another day, or another range, cuts the columns again.
 */
import type { ReactiveControllerHost } from 'lit';
import { toggled } from '../../shared/sets.js';
import type { SlotSelectDetail } from './events.js';
import type { StaffSlot } from './slots.js';

export class TimesState {
  /** The day whose times are shown. */
  chosenDate: string | undefined;
  /** Times merged across groomers ("Any groomer") rather than listed per groomer. */
  anyGroomer = false;
  /** The long columns shown whole, by key. */
  expanded: ReadonlySet<string> = new Set();
  /** The time holding each column's tab stop, where the customer moved it with the arrow keys. */
  tabStops: ReadonlyMap<string, string> = new Map();

  readonly #host: ReactiveControllerHost;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
  }

  readonly showAnyGroomer = (anyGroomer: boolean): void => {
    this.anyGroomer = anyGroomer;
    this.#host.requestUpdate();
  };

  readonly toggle = (key: string): void => {
    this.expanded = toggled(this.expanded, key);
    this.#host.requestUpdate();
  };

  readonly moveTabStop = (key: string, startTime: string): void => {
    this.tabStops = new Map(this.tabStops).set(key, startTime);
    this.#host.requestUpdate();
  };

  /** Chooses a day: another day's columns are cut again. */
  choose(date: string | undefined): void {
    if (date !== this.chosenDate) this.reset();
    this.chosenDate = date;
    this.#host.requestUpdate();
  }

  /** After an answer: keep the chosen date if it has times, else the chosen slot's, else the first date that has; its columns cut again. */
  fitTo(days: ReadonlyMap<string, unknown>, value: SlotSelectDetail | null): void {
    this.chosenDate = [this.chosenDate, value?.date].find((date) => date && days.has(date)) ?? [...days.keys()][0];
    this.reset();
  }

  /** Another day's times: every long column cut again, every tab stop back on its first or chosen time. */
  reset(): void {
    this.expanded = new Set();
    this.tabStops = new Map();
    this.#host.requestUpdate();
  }

  /** Whether a slot of `date` is the chosen one (`value`); in the "Any groomer" view, whoever it is with. */
  isChosen(value: SlotSelectDetail | null, date: string, slot: StaffSlot, anyGroomer = this.anyGroomer): boolean {
    return value?.date === date && value.startTime === slot.startTime && (anyGroomer || value.staffId === slot.staffId);
  }
}
