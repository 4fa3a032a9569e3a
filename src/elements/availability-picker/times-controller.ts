/**
 * The chosen day and how the customer left its times, drawn again by the host at each change:
 * merged across groomers ("Any groomer") or by groomer, which long lists are shown whole, and
 * where each list's tab stop is. Another day, or another range, cuts the lists again. How much of
 * a long list shows follows the element's width.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { toggled } from '../../shared/sets.js';
import type { SlotSelectDetail } from './events.js';
import type { StaffSlot } from './slots.js';

/** Narrower than this many ems of its own font, the element is narrow (a phone): the styles' container queries use it too. */
export const narrowWidth = 30;

export class TimesController implements ReactiveController {
  /** The day whose times are shown. */
  chosenDate: string | undefined;
  /** Times merged across groomers ("Any groomer") rather than listed per groomer. */
  anyGroomer = false;
  /** The long lists shown whole, by key. */
  expanded: ReadonlySet<string> = new Set();
  /** The time holding each list's tab stop, where the customer moved it with the arrow keys. */
  tabStops: ReadonlyMap<string, string> = new Map();

  readonly #host: ReactiveControllerHost & HTMLElement;
  /** Whether the element is narrow: measured when first needed, then as it is resized. */
  #narrow: boolean | undefined;
  readonly #resize = new ResizeObserver(() => {
    const narrow = this.#isNarrow();
    if (narrow === this.#narrow) return;
    this.#narrow = narrow;
    // Drawn in the next frame: a height changed while sizes are delivered would leave a notification undelivered (an error event).
    requestAnimationFrame(() => this.#host.requestUpdate());
  });

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  /**
   * How many times a groomer's long list shows before "Show all N times": full rows of chips, two
   * on a narrow element, so that a busy day with five groomers stays within a screen and a half.
   */
  get cut(): number {
    this.#narrow ??= this.#isNarrow();
    return this.#narrow ? 6 : 12;
  }

  /** The element's content box narrower than `narrowWidth` ems of its font, as its container queries see it. */
  #isNarrow(): boolean {
    const { width, fontSize } = getComputedStyle(this.#host);
    return Number.parseFloat(width) < narrowWidth * Number.parseFloat(fontSize);
  }

  hostConnected(): void {
    this.#resize.observe(this.#host);
  }

  hostDisconnected(): void {
    this.#resize.disconnect();
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

  /** Chooses a day: another day's lists are cut again. */
  choose(date: string | undefined): void {
    if (date !== this.chosenDate) this.reset();
    this.chosenDate = date;
    this.#host.requestUpdate();
  }

  /** After an answer: keep the chosen date if it has times, else the chosen slot's, else the first date that has; its lists cut again. */
  fitTo(days: ReadonlyMap<string, unknown>, value: SlotSelectDetail | null): void {
    this.chosenDate = [this.chosenDate, value?.date].find((date) => date && days.has(date)) ?? [...days.keys()][0];
    this.reset();
  }

  /** Another day's times: every long list cut again, every tab stop back on its first or chosen time. */
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
