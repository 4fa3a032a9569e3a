import { initialState, TaskStatus } from '@lit/task';
import { html, nothing, type PropertyValues, type TemplateResult, type PropertyDeclarations } from 'lit';
import { getCompany } from '../../api/company.js';
import { earlyFetch } from '../../api/early-requests.js';
import { getBookingAvailability } from '../../api/online-booking.js';
import { requestCache, type CachingClient } from '../../api/request-cache.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { BusinessTimeZone, companyZoneTask } from '../../shared/business-time-zone.js';
import { errorView } from '../../shared/error-view.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { quietStyles } from '../../shared/quiet-styles.js';
import { baseStyles } from '../../shared/styles.js';
import { browserTimeZone } from '../../common/time.js';
import { availabilityPickerStrings, type AvailabilityPickerStrings } from './availability-picker.strings.js';
import { availabilityPickerStyles } from './availability-picker.styles.js';
import { type AvailabilityQuery, availabilityRequest } from './availability-query.js';
import { dateForKey, dateGrid } from './date-grid.js';
import type { SlotSelectDetail } from './events.js';
import { pickerSettingsProblem } from './picker-settings.js';
import { rangeNav, toolbar } from './picker-toolbar.js';
import { settled, whenIdle } from './prefetch.js';
import { clampDate, covers, type DateRange, formatRange, inRange, rangePieces, samePlace, sameRange } from './range.js';
import { type RangePlan, rangePlan } from './range-plan.js';
import { daySummary, selectionText } from './slot-list.js';
import { type DaySlots, type LoadedRange, type Shown, shownRange, type StaffSlot } from './slots.js';
import { timesPanel } from './times-panel.js';
import { TimesController } from './times-controller.js';

export type * from './events.js';
export type { AvailabilityPickerStrings } from './availability-picker.strings.js';

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
 * @csspart group - The times of one groomer, or of one part of the day in the "Any groomer" view: its name over chips that wrap.
 * @csspart group-name - The heading of a group: a groomer's full name or a part of the day.
 * @csspart slot - A time slot's button.
 * @csspart show-all-button - The "Show all N times" / "Show fewer times" toggle of a long list.
 * @csspart empty - The message of a range without free times.
 * @csspart following-range-button - The button of an empty range that shows the next one.
 * @csspart selection - The sentence naming the chosen slot, sticky at the bottom of the picker while the times are longer than the screen; its background is the system's `Canvas`.
 * @csspart skeleton - A placeholder shown while times load.
 * @csspart error - A failure, with its "Try again" button.
 * @csspart retry-button - The "Try again" button.
 *
 * @cssproperty [--booking-skeleton=currentColor at 12%] - Colour of loading placeholders.
 * @cssproperty [--booking-max-width=52rem] - Widest the picker grows; it takes the width of its context up to it.
 * @cssproperty [--booking-slot-width=5.25rem] - Narrowest width of a time's chip.
 * @cssproperty [--booking-slots-min-height=10rem] - Height kept for the times while they load.
 */
export class AvailabilityPicker extends BookingElement<AvailabilityPickerStrings> {
  static override styles = [baseStyles, quietStyles, loadingStyles, availabilityPickerStyles];
  // The settings a flow passes on to its picker are also named in forwarded-settings.ts (a test keeps them alike).
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
    activeDate: { attribute: false },
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
  /** The day that holds the grid's one tab stop. */
  private activeDate: string | undefined;
  private announcement = '';
  readonly #times = new TimesController(this);

  /** The dates asked for: the range, or every date it may cover while today is not known. Changes with the range. */
  #asked: DateRange | undefined;
  /** Whether the customer has moved the range: it then follows them, and waits to settle before it is asked for. */
  #moved = false;
  /** Ranges already seen and the company are not asked for again; the next range is prefetched. */
  readonly #requests = requestCache();
  /** The days the choice was last fitted to, and announced with `availability-load`. */
  #fittedTo: Map<string, DaySlots> | undefined;
  /** Height of the times before a range change, kept by the skeleton so nothing below jumps. */
  #reservedHeight = 0;

  protected override readonly configuredOperation = getBookingAvailability.name;
  /** Takes the answers of the first requests the script-tag entry started while this code loaded. */
  protected override readonly clientFetch = earlyFetch;

  /** The company's zone, unless `time-zone` gives one: asked for once per company and client. */
  readonly #zone = new BusinessTimeZone(
    () => [this.companyId, this.timeZone],
    this.requestTask({
      args: () => [this.companyId, this.timeZone] as const,
      task: companyZoneTask(
        async (id, signal) => (await this.call(getCompany, { id }, { signal })).timezone.id,
        (message) => this.emit('booking-warning', { operation: getCompany.name, message }),
      ),
    }),
  );

  readonly #availabilityTask = this.requestTask({
    // Sent beside the company's request (for its zone): without start-date it asks for every date the range may cover in any zone.
    args: () => [this.#asked, this.#query, this.#moved] as const,
    task: async ([asked, query, settle], { signal }): Promise<LoadedRange | typeof initialState> => {
      if (!asked) return initialState;
      const request = availabilityRequest(asked, query);
      // A range the customer may only be passing through; an answer at hand shows at once.
      if (settle && !this.activeClient.has(getBookingAvailability, request)) await settled(signal);
      return { range: asked, response: await this.call(getBookingAvailability, request, { signal }) };
    },
  });

  /** What the slots are asked for besides the range. */
  get #query(): AvailabilityQuery {
    const { companyId, businessId, serviceIds, staffIds, petTypes, customerId, zipcode, maxDate } = this;
    return { companyId, businessId, serviceIds, staffIds, petTypes, customerId, zipcode, maxDate };
  }

  /** Requests go through the cache, which starts empty for another client. */
  protected override get activeClient(): CachingClient {
    return this.#requests(super.activeClient);
  }

  /** The answer for the range on screen, once both it and the zone are known. */
  get #shown(): Shown | undefined {
    const task = this.#availabilityTask;
    return task.status === TaskStatus.COMPLETE ? shownRange(task.value, this.#zone.value, this.range) : undefined;
  }

  /** Where the range starts and how far it may move, week or month, for today where the business is. */
  get #plan(): RangePlan {
    return rangePlan(this, this.#zone.value ?? browserTimeZone());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('companyId') || changed.has('businessId'))) {
      // Another branch: the chosen slot and date belong to the old one.
      this.value = null;
      this.#times.choose(undefined);
    }
    const rangeInputs = ['startDate', 'endDate', 'companyId', 'businessId', 'timeZone', 'layout', 'maxDate'] as const;
    if (!this.#moved || rangeInputs.some((name) => changed.has(name))) {
      const plan = this.#plan;
      if (!this.range || !sameRange(plan.start, this.range)) this.range = plan.start;
      const needed = plan.toAsk(plan.start, this.#zone.value !== undefined);
      if (!this.#asked || !covers(this.#asked, needed)) this.#asked = needed;
    }
    if (changed.has('value') && this.value && inRange(this.value.date, this.range)) {
      this.#times.choose(this.value.date);
    }
    const shown = this.#shown;
    if (shown && shown.days !== this.#fittedTo) {
      this.#fittedTo = shown.days;
      this.#fitChoiceTo(shown);
      this.afterNextRender(() => this.#announceLoad(shown));
    }
  }

  protected override ownerAttributes(): readonly string[] {
    return ['company-id', 'business-id'];
  }

  protected override configurationProblem(): string | undefined {
    return pickerSettingsProblem(this, this.text);
  }

  /**
   * Tells the host the range is on screen, then, once the browser is idle and if the customer is
   * still there, asks for the range they are likely to look at next.
   */
  #announceLoad({ range, days }: Shown): void {
    this.emit('availability-load', { startDate: range.start, endDate: range.end, availableDates: [...days.keys()] });
    whenIdle(() => {
      const plan = this.#plan;
      if (this.range !== range || !plan.canGoForward(range)) return;
      this.activeClient.prefetch(getBookingAvailability, availabilityRequest(plan.shift(range, 1), this.#query));
    });
  }

  /** After an answer: keep the chosen date if it has times, else choose the first date that has. */
  #fitChoiceTo({ range, days }: Shown): void {
    this.#times.fitTo(days, this.value);
    const chosen = this.#times.chosenDate;
    if (!this.activeDate || !inRange(this.activeDate, range)) this.activeDate = chosen ?? range.start;
    this.announcement = chosen
      ? daySummary(days.get(chosen)!, this.text, this.locale)
      : this.text.emptyRange(formatRange(range, this.locale));
  }

  #focusActiveDate(): void {
    this.afterNextRender(() => this.renderRoot.querySelector<HTMLButtonElement>('.day[tabindex="0"]')?.focus());
  }

  /** Moves the range by whole ranges; false when the customer may not go there. */
  #moveRange(ranges: number): boolean {
    const { range } = this;
    const plan = this.#plan;
    if (!(ranges < 0 ? plan.canGoBack(range) : plan.canGoForward(range))) return false;
    this.#reservedHeight = this.renderRoot.querySelector('.slots')?.getBoundingClientRect().height ?? 0;
    const next = plan.shift(range, ranges);
    this.range = this.#asked = next;
    this.#moved = true;
    if (this.activeDate) this.activeDate = samePlace(this.activeDate, range, next);
    return true;
  }

  /** From the button of an empty range, which goes away: focus moves on to the new range's days. */
  readonly #showFollowingRange = () => {
    this.#moveRange(1);
    this.#focusActiveDate();
  };

  readonly #onGridKeydown = (event: KeyboardEvent) => {
    const range = this.range;
    const target =
      this.activeDate && dateForKey(event.key, event.ctrlKey, this.activeDate, range, this.matches(':dir(rtl)'), this.#plan.weekStartsOn);
    if (!target) return;
    event.preventDefault();
    // Out of the range (out of the month, in a calendar): the range follows, where it may.
    if (!inRange(target, range) && !this.#moveRange(target < range.start ? -1 : 1)) return;
    this.activeDate = clampDate(target, this.range);
    this.#focusActiveDate();
  };

  readonly #chooseDate = (date: string, freeTimes: number | undefined) => {
    this.activeDate = date;
    if (freeTimes === 0) return;
    this.#times.choose(date);
    const day = this.#shown?.days.get(date);
    if (day) this.announcement = daySummary(day, this.text, this.locale);
  };

  #chooseSlot(date: string, zone: string, slot: StaffSlot): void {
    const unchanged = this.#times.isChosen(this.value, date, slot, false);
    const detail: SlotSelectDetail = { date, ...slot, timeZone: zone };
    this.value = detail;
    this.announcement = selectionText(detail, this.text, this.locale);
    if (!unchanged) this.emit('slot-select', detail);
  }

  readonly #retry = () => {
    this.#zone.retry();
    if (this.#availabilityTask.status === TaskStatus.ERROR) void this.#availabilityTask.run();
    // "Try again" goes away with the error: focus waits in the grid, which stays.
    this.#focusActiveDate();
  };

  override render(): TemplateResult {
    const text = this.text;
    const problem = this.renderProblem();
    if (problem) return html`<div class="picker" part="base">${problem}</div>`;
    const shown = this.#shown;
    const zone = this.#zone.value;
    const range = this.range;
    const error = this.#availabilityTask.status === TaskStatus.ERROR ? this.#availabilityTask.error : this.#zone.error;
    const failed = error !== undefined;
    // After a failure nothing waits any more: no loading placeholder is drawn, and no day is drawn as if it were bookable.
    const plan = this.#plan;
    const { month } = plan;
    const locale = this.locale;
    return html`<div class="picker ${month ? 'month' : 'week'}" part="base" aria-busy=${!shown && !failed}>
      ${toolbar({ zone, failed, anyGroomer: this.#times.anyGroomer, locale, text, onView: this.#times.showAnyGroomer })}
      ${rangeNav({
        label: rangePieces(range, locale, month),
        month,
        canGoBack: plan.canGoBack(range),
        canGoForward: plan.canGoForward(range),
        text,
        onPrevious: () => this.#moveRange(-1),
        onNext: () => this.#moveRange(1),
      })}
      ${this.#renderDates(plan, shown, failed)}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      <div class="slots" part="slots" .style=${/* Through the CSSOM: a style attribute is refused under style-src 'self'. */ !shown && !failed && this.#reservedHeight > 0 ? `min-height:${this.#reservedHeight}px` : ''}>
        ${
          failed
            ? errorView(error, text, this.#retry)
            : timesPanel({
                shown,
                chosenDate: this.#times.chosenDate,
                month,
                canGoForward: plan.canGoForward(range),
                locale,
                text,
                anyGroomer: this.#times.anyGroomer,
                expanded: this.#times.expanded,
                cut: this.#times.cut,
                tabStops: this.#times.tabStops,
                isChosen: (date, slot) => this.#times.isChosen(this.value, date, slot),
                onChoose: (date, zone, slot) => this.#chooseSlot(date, zone, slot),
                onToggle: this.#times.toggle,
                onTabStop: this.#times.moveTabStop,
                onFollowingRange: this.#showFollowingRange,
              })
        }
      </div>
      ${this.value ? html`<p class="selection" part="selection">${selectionText(this.value, this.text, this.locale)}</p>` : nothing}
    </div>`;
  }

  #renderDates(plan: RangePlan, shown: Shown | undefined, failed: boolean): TemplateResult {
    const days = shown?.days;
    const range = this.range;
    return dateGrid({
      range,
      weekStartsOn: plan.weekStartsOn,
      freeTimes: days && ((date) => days.get(date)?.times ?? 0),
      failed,
      maxDate: this.maxDate,
      chosenDate: this.#times.chosenDate,
      activeDate: this.activeDate && inRange(this.activeDate, range) ? this.activeDate : range.start,
      today: plan.today,
      locale: this.locale,
      text: this.text,
      label: this.text.datesLabel(formatRange(range, this.locale)),
      onKeydown: this.#onGridKeydown,
      onChoose: this.#chooseDate,
    });
  }
}
