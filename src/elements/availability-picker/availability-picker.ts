import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import { isCalendarDate } from '../../api/calendar.js';
import { getCompany } from '../../api/company.js';
import {
  type BookingAvailability,
  getBookingAvailability,
  lastDateOfRange,
  maxAvailabilityMonths,
  petTypes,
} from '../../api/online-booking.js';
import { requestCache, type CachingTransport } from '../../api/request-cache.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { BusinessTimeZone, resolvedZone } from '../../shared/business-time-zone.js';
import { errorView } from '../../shared/error-view.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { toggled } from '../../shared/sets.js';
import { baseStyles } from '../../shared/styles.js';
import { browserTimeZone, isTimeZone, timeZoneLabel, todayIn } from '../../shared/time.js';
import { availabilityPickerStrings, type AvailabilityPickerStrings } from './availability-picker.strings.js';
import { availabilityPickerStyles } from './availability-picker.styles.js';
import { type AvailabilityQuery, availabilityRequest, unknownPetTypes } from './availability-query.js';
import { dateForKey, dateGrid, firstDayOfWeek } from './date-grid.js';
import type { SlotSelectDetail } from './events.js';
import {
  clampDate,
  covers,
  type DateRange,
  formatRange,
  inRange,
  monthOf,
  requestedRange,
  samePlace,
  sameRange,
  shiftRange,
} from './range.js';
import { daySummary, selectionText, slotList, slotListPlaceholder } from './slot-list.js';
import { type DaySlots, daysOf, type StaffSlot } from './slots.js';

export type * from './events.js';
export type { AvailabilityPickerStrings } from './availability-picker.strings.js';

/** One answer of GetBookingAvailability with the dates it was asked for, which cover the range shown. */
interface LoadedRange {
  readonly range: DateRange;
  readonly response: BookingAvailability;
}

/** The range on screen, its days with their slots in the zone they are shown in, and that zone. */
interface Shown {
  readonly range: DateRange;
  readonly days: Map<string, DaySlots>;
  readonly zone: string;
}

/** How long a new range waits before it is asked for, so that walking through ranges asks only for the one the customer stops on. */
const settleMs = 250;

/** Resolves after `settleMs`, or at once when the wait is aborted (the call after it then sends nothing). */
const settled = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, settleMs);
    signal.addEventListener('abort', () => resolve());
  });

/** Runs work when the browser is idle, or soon where it cannot tell. */
const whenIdle = (work: () => void): unknown => (globalThis.requestIdleCallback ?? setTimeout)(work);

/**
 * A branch's free time slots, a range of dates at a time: a week of day tiles, or a month
 * calendar with `layout="month"`, then the chosen day's times per groomer or merged across
 * groomers (beside the calendar when the element is wide). Every date and time is computed and
 * shown in the business's time zone, whatever zone the browser is in.
 *
 * @summary Lets a customer pick a groomer's free time slot at a branch.
 *
 * @event {CustomEvent<AvailabilityLoadDetail>} availability-load - After each range is shown with its answer (also when it comes from the cache). Detail: `{ startDate, endDate, availableDates }`.
 * @event {CustomEvent<SlotSelectDetail>} slot-select - When the customer chooses a slot; never on a programmatic change. Detail: `{ date, staffId, firstName, lastName, startTime, endTime, timeZone }`.
 *
 * @csspart base - Everything the picker shows; `aria-busy` while it loads.
 * @csspart toolbar - The time zone note and the groomer view switch.
 * @csspart time-zone - The sentence naming the time zone of every time shown.
 * @csspart view-switch - The "By groomer" / "Any groomer" buttons.
 * @csspart view-button - One of the view buttons.
 * @csspart range-nav - The range's label with the "Previous week" and "Next week" (or "Previous month" and "Next month") buttons.
 * @csspart previous-button - The "Previous week" or "Previous month" button.
 * @csspart next-button - The "Next week" or "Next month" button.
 * @csspart range-label - The dates of the range, such as "Mar 8 – 14, 2026", or the month, such as "March 2026".
 * @csspart dates - The grid of days.
 * @csspart day - A day's button.
 * @csspart slots - The region of the chosen day's times and of the states (loading, empty, error).
 * @csspart day-summary - The chosen day with its number of free times.
 * @csspart group - The column of times of one groomer, or of one part of the day in the "Any groomer" view.
 * @csspart group-name - The heading of a column: a groomer's full name or a part of the day.
 * @csspart slot - A time slot's button.
 * @csspart show-all-button - The "Show all N times" / "Show fewer times" toggle of a long list.
 * @csspart empty - The message of a range without free times.
 * @csspart following-range-button - The button of an empty range that shows the next one.
 * @csspart selection - The sentence naming the chosen slot.
 * @csspart skeleton - A placeholder shown while times load.
 * @csspart error - A failure, with its "Try again" button.
 * @csspart retry-button - The "Try again" button.
 *
 * @cssproperty [--booking-skeleton=currentColor at 12%] - Colour of loading placeholders.
 * @cssproperty [--booking-slot-width=7.5rem] - Narrowest width of a column of times.
 * @cssproperty [--booking-slots-min-height=10rem] - Height kept for the times while they load.
 */
export class AvailabilityPicker extends BookingElement<AvailabilityPickerStrings> {
  static override styles = [baseStyles, loadingStyles, availabilityPickerStyles];
  static override properties: PropertyDeclarations = {
    companyId: { attribute: 'company-id' },
    businessId: { attribute: 'business-id' },
    startDate: { attribute: 'start-date' },
    endDate: { attribute: 'end-date' },
    serviceIds: { attribute: 'service-ids', converter: listAttribute },
    staffIds: { attribute: 'staff-ids', converter: listAttribute },
    petTypes: { attribute: 'pet-types', converter: listAttribute },
    customerId: { attribute: 'customer-id' },
    zipcode: {},
    timeZone: { attribute: 'time-zone' },
    layout: {},
    maxDate: { attribute: 'max-date' },
    value: { attribute: false },
    range: { attribute: false },
    chosenDate: { attribute: false },
    activeDate: { attribute: false },
    anyGroomerView: { attribute: false },
    expandedGroomers: { attribute: false },
    tabStops: { attribute: false },
    announcement: { attribute: false },
  };

  /** The company (tenant) of the branch. Required. */
  companyId = '';

  /** The branch whose slots are shown. Required. */
  businessId = '';

  /** First date of the range, `YYYY-MM-DD`. Default: today in the business's time zone. */
  startDate = '';

  /** Last date of the range, `YYYY-MM-DD`, at most three months after the first. Default: a week from the first. */
  endDate = '';

  /** Services to book (separated by spaces or commas): slots are as long as they take together. */
  serviceIds: string[] = [];

  /** Only these groomers (separated by spaces or commas). */
  staffIds: string[] = [];

  /** Pet types to groom, such as `DOG CAT`: only groomers who take them. */
  petTypes: string[] = [];

  /** The customer booking, when known. */
  customerId = '';

  /** ZIP code of the service address (mobile grooming). */
  zipcode = '';

  /** IANA zone every time is shown in. Default: the company's zone, else the browser's. */
  timeZone = '';

  /**
   * `week` (the default): a range of day tiles, moved a range at a time. `month`: a month
   * calendar of the month of `start-date` (or today), moved a month at a time; `end-date` is not
   * used. Any other value is `week`.
   */
  layout: 'week' | 'month' = 'week';

  /**
   * The last day a customer may choose and move to, `YYYY-MM-DD`. Default: none, the ranges go on
   * (each request stays within the API's limit of three months, which is not a horizon).
   */
  maxDate = '';

  /** The chosen slot, or `null`. Setting it shows it as chosen and emits nothing. */
  value: SlotSelectDetail | null = null;

  protected readonly defaultStrings = availabilityPickerStrings;

  /**
   * The dates on screen. Until the business's zone says which day is today there, and until the
   * customer moves it, the browser's today stands in for it: almost always the same day.
   */
  private range!: DateRange;
  private chosenDate: string | undefined;
  /** The day that holds the grid's one tab stop. */
  private activeDate: string | undefined;
  /** Times merged across groomers ("Any groomer") rather than listed per groomer. */
  private anyGroomerView = false;
  private expandedGroomers: ReadonlySet<string> = new Set();
  /** The time holding each column's tab stop, where the customer moved it with the arrow keys. */
  private tabStops: ReadonlyMap<string, string> = new Map();
  private announcement = '';

  /** The dates asked for: the range, or every date it may cover while today is not known. Changes with the range. */
  private asked: DateRange | undefined;
  /**
   * Whether the customer has moved the range: from then on it follows them rather than today, and
   * a new range waits to settle before it is asked for.
   */
  private moved = false;
  /** Ranges already seen and the company are not asked for again; the next range is prefetched. */
  private readonly requests = requestCache();
  /** The days the choice was last fitted to, and announced with `availability-load`. */
  private fittedTo: Map<string, DaySlots> | undefined;
  /** Height of the times before a range change, kept by the skeleton so nothing below jumps. */
  private reservedHeight = 0;

  protected override readonly configuredOperation = getBookingAvailability.name;

  /** The company's zone, unless `time-zone` gives one: asked for once per company and transport. */
  private readonly zone = new BusinessTimeZone(
    () => [this.companyId, this.timeZone],
    this.requestTask({
      args: () => [this.companyId, this.timeZone] as const,
      task: async ([companyId, timeZone], { signal }) => {
        if (timeZone) return initialState;
        const zone = (await this.call(getCompany, { id: companyId }, { signal })).timezone.id;
        if (!isTimeZone(zone)) {
          const message = `The company's time zone "${zone}" is not known to this browser: times are shown in the browser's.`;
          this.emit('booking-warning', { operation: getCompany.name, message });
        }
        return resolvedZone(companyId, zone);
      },
    }),
  );

  private readonly availabilityTask = this.requestTask({
    // Leaves with GetCompany: without start-date it asks for every date the range may cover.
    args: () => [this.asked, this.query, this.moved] as const,
    task: async ([asked, query, settle], { signal }): Promise<LoadedRange | typeof initialState> => {
      if (!asked) return initialState;
      const request = availabilityRequest(asked, query);
      // A range the customer may only be passing through; an answer at hand shows at once.
      if (settle && !this.api.has(getBookingAvailability, request)) await settled(signal);
      return { range: asked, response: await this.call(getBookingAvailability, request, { signal }) };
    },
  });

  /** What the slots are asked for besides the range. */
  private get query(): AvailabilityQuery {
    const { companyId, businessId, serviceIds, staffIds, petTypes, customerId, zipcode, maxDate } = this;
    return { companyId, businessId, serviceIds, staffIds, petTypes, customerId, zipcode, maxDate };
  }

  /** Requests go through the cache, which starts empty for another transport. */
  protected override get api(): CachingTransport {
    return this.requests(super.api);
  }

  /** The answer for the range on screen, once both it and the zone are known. */
  private get shown(): Shown | undefined {
    const {
      range,
      zone: { value: zone },
    } = this;
    const loaded = this.availabilityTask.value;
    if (this.availabilityTask.status !== TaskStatus.COMPLETE || !zone || !loaded || !covers(loaded.range, range)) {
      return undefined;
    }
    return { range, days: daysOf(loaded.response, zone, range.start, range.end), zone };
  }

  private get month(): boolean {
    return this.layout === 'month';
  }

  /** The day the weeks of a month calendar start on; undefined for the week's tiles. */
  private get weekStartsOn(): number | undefined {
    return this.month ? firstDayOfWeek(this.locale) : undefined;
  }

  private get today(): string {
    return todayIn(this.zone.value ?? browserTimeZone());
  }

  private get canGoBack(): boolean {
    return this.range.start > this.today;
  }

  /** The ranges go on, up to the one that holds `max-date`. */
  private get canGoForward(): boolean {
    return !this.maxDate || shiftRange(this.range, 1, this.month).start <= this.maxDate;
  }

  /** The range the attributes ask for when it is `today` where the business is. */
  private rangeFor(today: string): DateRange {
    // Given a today, requestedRange always has a range.
    const range = requestedRange(this.startDate, this.endDate, today)!;
    return this.month ? monthOf(range.start) : range;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('companyId') || changed.has('businessId'))) {
      // Another branch: the chosen slot and date belong to the old one.
      this.value = null;
      this.chosenDate = undefined;
    }
    const rangeInputs = ['startDate', 'endDate', 'companyId', 'businessId', 'timeZone', 'layout', 'maxDate'] as const;
    if (!this.moved || rangeInputs.some((name) => changed.has(name))) {
      const range = this.rangeFor(this.today);
      if (!this.range || !sameRange(range, this.range)) this.range = range;
      // Until the zone tells which day is today, ask from the range of the earliest today on Earth
      // (UTC−12) to that of the latest (UTC+14): that answer covers the range once it does.
      const needed = this.zone.value
        ? range
        : { start: this.rangeFor(todayIn('Etc/GMT+12')).start, end: this.rangeFor(todayIn('Etc/GMT-14')).end };
      if (!this.asked || !covers(this.asked, needed)) this.asked = needed;
    }
    if (changed.has('value') && this.value && inRange(this.value.date, this.range)) {
      this.chosenDate = this.value.date;
    }
    const shown = this.shown;
    if (shown && shown.days !== this.fittedTo) {
      this.fittedTo = shown.days;
      this.fitChoiceTo(shown);
      this.afterNextRender(() => this.announceLoad(shown));
    }
  }

  protected override ownerAttributes(): readonly string[] {
    return ['company-id', 'business-id'];
  }

  protected override configurationProblem(): string | undefined {
    const { text, startDate, endDate, timeZone, maxDate } = this;
    if (!this.companyId.trim()) return text.missingAttribute('company-id');
    if (!this.businessId.trim()) return text.missingAttribute('business-id');
    if (startDate && !isCalendarDate(startDate)) return text.invalidDate('start-date', startDate);
    if (endDate && !isCalendarDate(endDate)) return text.invalidDate('end-date', endDate);
    if (startDate && endDate && (endDate < startDate || endDate > lastDateOfRange(startDate))) {
      return text.invalidRange(maxAvailabilityMonths);
    }
    if (maxDate && !isCalendarDate(maxDate)) return text.invalidDate('max-date', maxDate);
    if (maxDate && startDate > maxDate) return text.startAfterMaxDate;
    if (timeZone && !isTimeZone(timeZone)) return text.invalidTimeZone(timeZone);
    const unknown = unknownPetTypes(this.petTypes);
    return unknown.length > 0 ? text.invalidPetTypes(unknown.join(', '), petTypes.slice(1).join(', ')) : undefined;
  }

  /**
   * Tells the host the range is on screen, then, once the browser is idle and if the customer is
   * still there, asks for the range they are likely to look at next.
   */
  private announceLoad({ range, days }: Shown): void {
    this.emit('availability-load', { startDate: range.start, endDate: range.end, availableDates: [...days.keys()] });
    whenIdle(() => {
      if (this.range !== range || !this.canGoForward) return;
      this.api.prefetch(getBookingAvailability, availabilityRequest(shiftRange(range, 1, this.month), this.query));
    });
  }

  /** After an answer: keep the chosen date if it has times, else choose the first date that has. */
  private fitChoiceTo({ range, days }: Shown): void {
    this.chosenDate = [this.chosenDate, this.value?.date].find((date) => date && days.has(date)) ?? [...days.keys()][0];
    if (!this.activeDate || !inRange(this.activeDate, range)) this.activeDate = this.chosenDate ?? range.start;
    this.resetSlotColumns();
    this.announcement = this.chosenDate
      ? daySummary(days.get(this.chosenDate)!, this.text, this.locale)
      : this.text.emptyRange(formatRange(range, this.locale));
  }

  /** Another day's times: every long column cut again, every tab stop back on its first or chosen time. */
  private resetSlotColumns(): void {
    this.expandedGroomers = new Set();
    this.tabStops = new Map();
  }

  /** Whether a slot is the chosen one; in the "Any groomer" view, whoever it is with. */
  private isChosen(date: string, slot: StaffSlot, anyGroomer: boolean): boolean {
    const value = this.value;
    return value?.date === date && value.startTime === slot.startTime && (anyGroomer || value.staffId === slot.staffId);
  }

  private focusActiveDate(): void {
    this.afterNextRender(() => this.renderRoot.querySelector<HTMLButtonElement>('.day[tabindex="0"]')?.focus());
  }

  private moveRange(ranges: number): void {
    const range = this.range;
    if (!(ranges < 0 ? this.canGoBack : this.canGoForward)) return;
    this.reservedHeight = this.renderRoot.querySelector('.slots')?.getBoundingClientRect().height ?? 0;
    const next = shiftRange(range, ranges, this.month);
    this.range = this.asked = next;
    this.moved = true;
    if (this.activeDate) this.activeDate = samePlace(this.activeDate, range, next);
  }

  private readonly showPreviousRange = () => this.moveRange(-1);
  private readonly showNextRange = () => this.moveRange(1);

  /** From the button of an empty range, which goes away: focus moves on to the new range's days. */
  private readonly showFollowingRange = () => {
    this.moveRange(1);
    this.focusActiveDate();
  };

  private readonly onGridKeydown = (event: KeyboardEvent) => {
    const range = this.range;
    const from = this.activeDate;
    if (!from) return;
    const target = dateForKey(event.key, event.ctrlKey, from, range, this.matches(':dir(rtl)'), this.weekStartsOn);
    if (target === undefined) return;
    event.preventDefault();
    if ((target < range.start && !this.canGoBack) || (target > range.end && !this.canGoForward)) return;
    // Out of the range (out of the month, in a calendar): the range follows.
    if (!inRange(target, range)) this.moveRange(target < range.start ? -1 : 1);
    this.activeDate = clampDate(target, this.range);
    this.focusActiveDate();
  };

  private readonly chooseDate = (date: string, freeTimes: number | undefined) => {
    this.activeDate = date;
    if (freeTimes === 0) return;
    if (date !== this.chosenDate) this.resetSlotColumns();
    this.chosenDate = date;
    const day = this.shown?.days.get(date);
    if (day) this.announcement = daySummary(day, this.text, this.locale);
  };

  private chooseSlot(date: string, zone: string, slot: StaffSlot): void {
    const unchanged = this.isChosen(date, slot, false);
    const detail: SlotSelectDetail = { date, ...slot, timeZone: zone };
    this.value = detail;
    this.announcement = selectionText(detail, this.text, this.locale);
    if (!unchanged) this.emit('slot-select', detail);
  }

  private readonly toggleGroomer = (staffId: string) => {
    this.expandedGroomers = toggled(this.expandedGroomers, staffId);
  };

  private readonly moveTabStop = (key: string, startTime: string) => {
    this.tabStops = new Map(this.tabStops).set(key, startTime);
  };

  private readonly retry = () => {
    this.zone.retry();
    if (this.availabilityTask.status === TaskStatus.ERROR) void this.availabilityTask.run();
    // "Try again" goes away with the error: focus waits in the grid, which stays.
    this.focusActiveDate();
  };

  override render(): TemplateResult {
    const text = this.text;
    const problem = this.renderProblem();
    if (problem) return html`<div class="picker" part="base">${problem}</div>`;
    const shown = this.shown;
    const zone = this.zone.value;
    const range = this.range;
    const error = this.availabilityTask.status === TaskStatus.ERROR ? this.availabilityTask.error : this.zone.error;
    const failed = error !== undefined;
    // Every placeholder ends: a failure draws no skeleton, and no day as if it were bookable.
    const month = this.month;
    const viewButton = (anyGroomer: boolean, label: string) =>
      html`<button type="button" part="view-button" aria-pressed=${this.anyGroomerView === anyGroomer} @click=${() => (this.anyGroomerView = anyGroomer)}>
        ${label}
      </button>`;
    return html`<div class="picker ${month ? 'month' : 'week'}" part="base" aria-busy=${!shown && !failed}>
      <div class="toolbar" part="toolbar">
        <p class="time-zone" part="time-zone">
          ${
            zone
              ? // A generic name ("Eastern Time"), the same on either side of a daylight-saving change.
                text.timeZone(`${timeZoneLabel(zone, this.locale)} (${zone})`)
              : failed
                ? nothing
                : html`<span class="skeleton" part="skeleton"></span>`
          }
        </p>
        <div class="view-switch" part="view-switch" role="group" aria-label=${text.viewLabel}>
          ${viewButton(false, text.byGroomer)}${viewButton(true, text.anyGroomer)}
        </div>
      </div>
      <div class="range-nav" part="range-nav">
        <button
          type="button"
          part="previous-button"
          aria-label=${month ? text.previousMonth : text.previousRange}
          aria-disabled=${!this.canGoBack}
          @click=${this.showPreviousRange}
        >
          ‹
        </button>
        <p class="range-label" part="range-label">${formatRange(range, this.locale, month)}</p>
        <button type="button" part="next-button" aria-label=${month ? text.nextMonth : text.nextRange} aria-disabled=${!this.canGoForward} @click=${this.showNextRange}>
          ›
        </button>
      </div>
      ${this.renderDates(range, shown, failed)}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      <div class="slots" part="slots" .style=${/* Through the CSSOM: a style attribute is refused under style-src 'self'. */ !shown && !failed && this.reservedHeight > 0 ? `min-height:${this.reservedHeight}px` : ''}>
        ${failed ? errorView(error, text, this.retry) : this.renderTimes(shown)}
      </div>
      ${this.value ? html`<p class="selection" part="selection">${selectionText(this.value, this.text, this.locale)}</p>` : nothing}
    </div>`;
  }

  private renderDates(range: DateRange, shown: Shown | undefined, failed: boolean): TemplateResult {
    const days = shown?.days;
    return dateGrid({
      range,
      weekStartsOn: this.weekStartsOn,
      freeTimes: days && ((date) => days.get(date)?.times ?? 0),
      failed,
      maxDate: this.maxDate,
      chosenDate: this.chosenDate,
      activeDate: this.activeDate && inRange(this.activeDate, range) ? this.activeDate : range.start,
      today: this.today,
      locale: this.locale,
      text: this.text,
      label: this.text.datesLabel(formatRange(range, this.locale)),
      onKeydown: this.onGridKeydown,
      onChoose: this.chooseDate,
    });
  }

  /** The times of the chosen date, or what stands in for them: progress, an empty range, a prompt. */
  private renderTimes(shown: Shown | undefined): TemplateResult | TemplateResult[] {
    const text = this.text;
    if (!shown) return slotListPlaceholder(text.loadingTimes);
    const { range, days, zone } = shown;
    if (days.size === 0) {
      return html`<div class="empty" part="empty">
        <p>${text.emptyRange(formatRange(range, this.locale))}</p>
        ${
          this.canGoForward
            ? html`<button type="button" part="following-range-button" @click=${this.showFollowingRange}>
              ${this.month ? text.followingMonth : text.followingRange}
            </button>`
            : nothing
        }
      </div>`;
    }
    const day = this.chosenDate && days.get(this.chosenDate);
    if (!day) return html`<p>${text.chooseDate}</p>`;
    const anyGroomer = this.anyGroomerView;
    return html`<p class="day-summary" part="day-summary">${daySummary(day, this.text, this.locale)}</p>
      ${slotList({
        day,
        zone,
        locale: this.locale,
        text,
        anyGroomer,
        expanded: this.expandedGroomers,
        tabStops: this.tabStops,
        isChosen: (slot) => this.isChosen(day.date, slot, anyGroomer),
        onChoose: (slot) => this.chooseSlot(day.date, zone, slot),
        onToggle: this.toggleGroomer,
        onTabStop: this.moveTabStop,
      })}`;
  }
}
