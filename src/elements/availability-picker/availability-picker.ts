/**
 * A branch's free time slots, a range of dates at a time: a grid of days, then the chosen day's
 * times per groomer or merged across groomers. Every date and time is computed and shown in the
 * business's time zone, whatever zone the browser is in.
 *
 * @summary Lets a customer pick a groomer's free time slot at a branch.
 *
 * @event availability-load - After each range is shown with its answer (also when it comes from the cache). Detail: `{ startDate, endDate, availableDates }`.
 * @event slot-select - When the customer chooses a slot; never on a programmatic change. Detail: `{ date, staffId, firstName, lastName, startTime, endTime, timeZone }`.
 * @event booking-error - A request failed or the element is misconfigured. Detail: `{ operation, code, message }`.
 * @event booking-warning - A part of an answer was left out (a malformed item, a list over its limit); the rest is shown. Detail: `{ operation, message }`.
 *
 * @csspart base - Everything the picker shows; `aria-busy` while it loads.
 * @csspart toolbar - The time zone note and the groomer view switch.
 * @csspart time-zone - The sentence naming the time zone of every time shown.
 * @csspart view-switch - The "By groomer" / "Any groomer" buttons.
 * @csspart view-button - One of the view buttons.
 * @csspart range-nav - The range's label with the "Previous week" and "Next week" buttons.
 * @csspart previous-button - The "Previous week" button.
 * @csspart next-button - The "Next week" button.
 * @csspart range-label - The dates of the range, such as "Mar 8 – 14, 2026".
 * @csspart dates - The grid of days.
 * @csspart day - A day's button.
 * @csspart slots - The region of the chosen day's times and of the states (loading, empty, error).
 * @csspart day-summary - The chosen day with its number of free times.
 * @csspart group - The times of one groomer, or of one part of the day in the "Any groomer" view.
 * @csspart group-name - A groomer's name or a part of the day.
 * @csspart slot - A time slot's button.
 * @csspart show-all-button - The "Show all N times" / "Show fewer times" toggle of a long list.
 * @csspart empty - The message of a range without free times.
 * @csspart following-range-button - The button of an empty range that shows the next one.
 * @csspart selection - The sentence naming the chosen slot.
 * @csspart skeleton - A placeholder shown while times load.
 * @csspart error - A failure, with its "Try again" button.
 * @csspart retry-button - The "Try again" button.
 *
 * @cssproperty --booking-accent - Accent colour of the chosen day and slot and of focus rings.
 * @cssproperty --booking-accent-text - Text on the accent colour.
 * @cssproperty --booking-text - Text colour.
 * @cssproperty --booking-muted - Colour of secondary text (the time zone note, group names).
 * @cssproperty --booking-surface - Background of buttons.
 * @cssproperty --booking-border - Border colour.
 * @cssproperty --booking-danger - Border colour of errors.
 * @cssproperty --booking-radius - Corner radius.
 * @cssproperty --booking-gap - Space between the parts of the picker.
 * @cssproperty --booking-focus-ring - Outline of the focused control.
 * @cssproperty --booking-skeleton - Colour of loading placeholders.
 * @cssproperty --booking-slot-width - Narrowest width of a slot button in the wrapping grid (default 6.5rem).
 * @cssproperty --booking-slots-min-height - Height kept for the times while they load (default 10rem).
 */
import { initialState, Task, TaskStatus } from '@lit/task';
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { getCompany } from '../../api/company.js';
import { ApiError } from '../../api/errors.js';
import {
  getBookingAvailability,
  lastDateOfRange,
  maxAvailabilityMonths,
  petTypes as knownPetTypes,
  type BookingAvailability,
  type GetBookingAvailabilityRequest,
} from '../../api/online-booking.js';
import { requestDate } from '../../api/wire.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
import { loadingStyles } from '../../shared/loading-styles.js';
import { baseStyles } from '../../shared/styles.js';
import {
  addDays,
  browserTimeZone,
  dateTimeFormat,
  datesOf,
  daysBetween,
  formatDate,
  formatTime,
  isTimeZone,
  timeZoneLabel,
  todayIn,
} from '../../shared/time.js';
import type { SlotSelectDetail } from './events.js';
import { requestCache, type CachingTransport } from './request-cache.js';
import { daysOf, type DaySlots, type SlotGroup, type StaffSlot } from './slots.js';
import { availabilityPickerStrings, type AvailabilityPickerStrings } from './strings.js';

export type * from './events.js';

type PetType = (typeof knownPetTypes)[number];

interface DateRange {
  readonly start: string;
  readonly end: string;
}

/** The zone a company's times are shown in, remembered with the company it was resolved for. */
interface ResolvedZone {
  readonly companyId: string;
  readonly timeZone: string;
}

/** One answer of `GetBookingAvailability` with the range it was asked for. */
interface LoadedRange {
  readonly range: DateRange;
  readonly response: BookingAvailability;
}

/** The range on screen with its answer, its days in the zone they are shown in, and that zone. */
interface Shown {
  readonly loaded: LoadedRange;
  readonly days: Map<string, DaySlots>;
  readonly zone: string;
}

const defaultRangeDays = 7;
const daysPerRow = 7;
/** A groomer's list longer than this is cut behind "Show all N times". */
const collapsedSlotCount = 12;
const dayFormat: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

const isCalendarDate = (value: string) => requestDate.safeParse(value).success;

const isPetType = (value: string): value is PetType => (knownPetTypes as readonly string[]).includes(value);

const inRange = (date: string, range: DateRange) => date >= range.start && date <= range.end;

const clampDate = (date: string, range: DateRange) => (date < range.start ? range.start : date > range.end ? range.end : date);

function shiftRange(range: DateRange, ranges: number): DateRange {
  const days = (daysBetween(range.start, range.end) + 1) * ranges;
  return { start: addDays(range.start, days), end: addDays(range.end, days) };
}

const fullName = (person: StaffSlot, fallback: string) => `${person.firstName} ${person.lastName}`.trim() || fallback;

export class AvailabilityPicker extends BookingElement<AvailabilityPickerStrings> {
  static override styles = [
    baseStyles,
    loadingStyles,
    css`
      p {
        margin: 0;
      }
      .picker,
      .slots,
      .group,
      .empty {
        display: grid;
        gap: var(--_gap);
      }
      .toolbar,
      .range-nav {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.5rem 1rem;
      }
      .time-zone,
      .group-name {
        color: var(--_muted);
        font-size: 0.875em;
        min-height: 1.4em;
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
      .row > .skeleton.day {
        width: 100%;
      }
      .view-switch button {
        min-height: 2.25rem;
        padding: 0.25em 0.85em;
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
      .range-label {
        flex: 1;
        text-align: center;
      }
      [role='grid'],
      .row {
        display: grid;
        gap: 0.25rem;
      }
      .row {
        grid-template-columns: repeat(${daysPerRow}, minmax(0, 1fr));
      }
      .day {
        position: relative;
        display: flex;
        flex-direction: column;
        align-items: center;
        width: 100%;
        min-height: 4.5rem;
        padding: 0.35rem 0.1rem;
        line-height: 1.2;
        font-size: 0.75em;
        white-space: nowrap;
        overflow: hidden;
      }
      .number {
        font-size: 1.5em;
      }
      [aria-current='date'] .number {
        text-decoration: underline;
      }
      [aria-selected='true'] > .day,
      [aria-pressed='true'] {
        background: var(--_accent);
        border-color: var(--_accent);
        color: var(--_accent-text);
      }
      .slots {
        align-content: start;
        min-height: var(--booking-slots-min-height, 10rem);
      }
      .group,
      .slot-list {
        gap: 0.375rem;
      }
      .slot-list {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(var(--booking-slot-width, 6.5rem), 1fr));
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .slot {
        width: 100%;
        padding: 0.4em 0.5em;
        font-variant-numeric: tabular-nums;
      }
      .empty,
      .show-all {
        justify-items: start;
        justify-self: start;
      }
      .slot-list .skeleton {
        width: auto;
        height: 2.5rem;
      }
      .slots > .skeleton {
        width: 14em;
        height: 1.4em;
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
    `,
  ];

  /** The company (tenant) of the branch. Required. */
  @property({ attribute: 'company-id' }) companyId = '';

  /** The branch whose slots are shown. Required. */
  @property({ attribute: 'business-id' }) businessId = '';

  /** First date of the range, `YYYY-MM-DD`. Default: today in the business's time zone. */
  @property({ attribute: 'start-date' }) startDate = '';

  /** Last date of the range, `YYYY-MM-DD`, at most three months after the first. Default: a week from the first. */
  @property({ attribute: 'end-date' }) endDate = '';

  /** Services to book (separated by spaces or commas): slots are as long as they take together. */
  @property({ attribute: 'service-ids', converter: listAttribute }) serviceIds: string[] = [];

  /** Only these groomers (separated by spaces or commas). */
  @property({ attribute: 'staff-ids', converter: listAttribute }) staffIds: string[] = [];

  /** Pet types to groom, such as `DOG CAT`: only groomers who take them. */
  @property({ attribute: 'pet-types', converter: listAttribute }) petTypes: string[] = [];

  /** The customer booking, when known. */
  @property({ attribute: 'customer-id' }) customerId = '';

  /** ZIP code of the service address (mobile grooming). */
  @property() zipcode = '';

  /** IANA zone every time is shown in. Default: the company's zone, else the browser's. */
  @property({ attribute: 'time-zone' }) timeZone = '';

  /** The chosen slot, or `null`. Setting it shows it as chosen and emits nothing. */
  @property({ attribute: false }) value: SlotSelectDetail | null = null;

  protected readonly defaultStrings = availabilityPickerStrings;

  @state() private range: DateRange | undefined;
  @state() private chosenDate: string | undefined;
  /** The day that holds the grid's one tab stop. */
  @state() private activeDate: string | undefined;
  /** Times merged across groomers ("Any groomer") rather than listed per groomer. */
  @state() private anyGroomerView = false;
  @state() private expandedGroomers: ReadonlySet<string> = new Set();
  @state() private announcement = '';

  private readonly requests = requestCache();
  /** The answer the chosen date was last fitted to. */
  private fittedTo: LoadedRange | undefined;
  /** The answer `availability-load` last told, after which the next range was prefetched. */
  private announcedLoad: LoadedRange | undefined;
  /** Height of the times before a range change, kept by the skeleton so nothing below jumps. */
  private reservedHeight = 0;
  private focusActiveDate = false;

  private readonly zoneTask = new Task(this, {
    args: () => [this.companyId, this.timeZone, this.configurationProblem() === undefined] as const,
    task: async ([companyId, timeZone, configured], { signal }): Promise<ResolvedZone | typeof initialState> => {
      // A zone the host gave needs no request; a misconfigured picker sends nothing at all (the
      // availability task reports what is wrong).
      if (timeZone || !configured) return initialState;
      const company = await this.call(getCompany, { id: companyId }, signal);
      const zone = company.timezone.id;
      return { companyId, timeZone: isTimeZone(zone) ? zone : browserTimeZone() };
    },
  });

  private readonly availabilityTask = new Task(this, {
    args: () =>
      [
        this.range,
        this.companyId,
        this.businessId,
        this.serviceIds,
        this.staffIds,
        this.petTypes,
        this.customerId,
        this.zipcode,
        this.timeZone,
      ] as const,
    task: async ([range], { signal }): Promise<LoadedRange | typeof initialState> => {
      const problem = this.configurationProblem();
      if (problem) throw this.configurationError(getBookingAvailability.name, problem);
      // Without start-date the range starts today in the company's zone, which GetCompany tells.
      if (!range) return initialState;
      const response = await this.call(getBookingAvailability, this.availabilityRequest(range), signal);
      return { range, response };
    },
  });

  /** Requests go through the cache: ranges already seen and the company are not asked for again. */
  protected override get api(): CachingTransport {
    return this.requests(super.api);
  }

  /** The zone every date and time is computed in; undefined until the company's is known. */
  private get zone(): string | undefined {
    if (this.timeZone) return isTimeZone(this.timeZone) ? this.timeZone : undefined;
    const resolved = this.zoneTask.value;
    return this.zoneTask.status === TaskStatus.COMPLETE && resolved?.companyId === this.companyId ? resolved.timeZone : undefined;
  }

  /** The answer for the range on screen, once both it and the zone are known. */
  private get shown(): Shown | undefined {
    const zone = this.zone;
    const loaded = this.availabilityTask.value;
    if (this.availabilityTask.status !== TaskStatus.COMPLETE || !zone || !loaded || loaded.range !== this.range) {
      return undefined;
    }
    return { loaded, days: daysOf(loaded.response, zone, loaded.range.start, loaded.range.end), zone };
  }

  private get canGoBack(): boolean {
    return !!this.range && this.range.start > todayIn(this.zone ?? browserTimeZone());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (this.hasUpdated && (changed.has('companyId') || changed.has('businessId'))) {
      // Another branch: the chosen slot and date belong to the old one.
      this.value = null;
      this.chosenDate = undefined;
    }
    const rangeInputs = ['startDate', 'endDate', 'companyId', 'businessId', 'timeZone'] as const;
    if (!this.range || rangeInputs.some((name) => changed.has(name))) this.range = this.requestedRange();
    if (changed.has('value') && this.value && this.range && inRange(this.value.date, this.range)) {
      this.chosenDate = this.value.date;
    }
    const shown = this.shown;
    if (shown && shown.loaded !== this.fittedTo) {
      this.fittedTo = shown.loaded;
      this.fitChoiceTo(shown.loaded.range, shown.days);
    }
  }

  protected override updated(): void {
    const shown = this.shown;
    if (shown && shown.loaded !== this.announcedLoad) {
      this.announcedLoad = shown.loaded;
      const { range } = shown.loaded;
      this.emit('availability-load', {
        startDate: range.start,
        endDate: range.end,
        availableDates: [...shown.days.keys()],
      });
      // The customer is likely to look at the next range: ask for it once this one is on screen.
      this.api.prefetch(getBookingAvailability, this.availabilityRequest(shiftRange(range, 1)));
    }
    if (this.focusActiveDate) {
      this.focusActiveDate = false;
      this.renderRoot.querySelector<HTMLButtonElement>('.day[tabindex="0"]')?.focus();
    }
  }

  protected override configurationProblem(): string | undefined {
    const text = this.text;
    const { startDate, endDate, timeZone } = this;
    if (!this.companyId.trim()) return text.missingAttribute('company-id');
    if (!this.businessId.trim()) return text.missingAttribute('business-id');
    if (startDate && !isCalendarDate(startDate)) return text.invalidDate('start-date', startDate);
    if (endDate && !isCalendarDate(endDate)) return text.invalidDate('end-date', endDate);
    if (startDate && endDate && (endDate < startDate || endDate > lastDateOfRange(startDate))) {
      return text.invalidRange(maxAvailabilityMonths);
    }
    if (timeZone && !isTimeZone(timeZone)) return text.invalidTimeZone(timeZone);
    const unknownPetTypes = this.petTypes.filter((type) => !isPetType(type.toUpperCase()));
    if (unknownPetTypes.length > 0) {
      return text.invalidPetTypes(unknownPetTypes.join(', '), knownPetTypes.slice(1).join(', '));
    }
    return undefined;
  }

  /** The range the attributes ask for; undefined while it depends on a zone not known yet. */
  private requestedRange(): DateRange | undefined {
    const zone = this.zone;
    const start = isCalendarDate(this.startDate) ? this.startDate : zone && todayIn(zone);
    if (!start) return undefined;
    const end =
      isCalendarDate(this.endDate) && this.endDate >= start && this.endDate <= lastDateOfRange(start)
        ? this.endDate
        : addDays(start, defaultRangeDays - 1);
    return { start, end };
  }

  private availabilityRequest({ start, end }: DateRange): GetBookingAvailabilityRequest {
    const { serviceIds, staffIds, customerId, zipcode } = this;
    const pets = this.petTypes.map((type) => ({ type: type.toUpperCase() })).filter(({ type }) => isPetType(type));
    return {
      companyId: this.companyId,
      businessId: this.businessId,
      // Only the filters given: an empty list would mean "none" rather than "any".
      filter: {
        startDate: start,
        endDate: end,
        ...(serviceIds.length > 0 && { serviceIds }),
        ...(staffIds.length > 0 && { staffIds }),
        ...(customerId && { customerId }),
        ...(zipcode && { zipcode }),
        ...(pets.length > 0 && { pets: pets as { type: PetType }[] }),
      },
    };
  }

  /** After an answer: keep the chosen date if it has times, else choose the first date that has. */
  private fitChoiceTo(range: DateRange, days: Map<string, DaySlots>): void {
    this.chosenDate = [this.chosenDate, this.value?.date].find((date) => date && days.has(date)) ?? [...days.keys()][0];
    if (!this.activeDate || !inRange(this.activeDate, range)) this.activeDate = this.chosenDate ?? range.start;
    this.expandedGroomers = new Set();
    this.announcement = this.chosenDate ? this.daySummary(days.get(this.chosenDate)!) : this.text.emptyRange(this.rangeLabel(range));
  }

  private daySummary(day: DaySlots): string {
    const text = this.text;
    return text.daySummary(formatDate(day.date, this.locale, dayFormat), text.freeTimes(day.times), day.byGroomer.length);
  }

  private rangeLabel(range: DateRange): string {
    // A date-only ISO string is read as UTC midnight, the zone the dates are formatted in.
    return dateTimeFormat(this.locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).formatRange(
      Date.parse(range.start),
      Date.parse(range.end),
    );
  }

  private moveRange(ranges: number): void {
    const range = this.range;
    if (!range || (ranges < 0 && !this.canGoBack)) return;
    this.reservedHeight = this.renderRoot.querySelector('.slots')?.getBoundingClientRect().height ?? 0;
    const next = shiftRange(range, ranges);
    this.range = next;
    // The tab stop keeps its place in the grid: the same column and row of the new range.
    if (this.activeDate) this.activeDate = clampDate(addDays(this.activeDate, daysBetween(range.start, next.start)), next);
  }

  private readonly showPreviousRange = () => this.moveRange(-1);
  private readonly showNextRange = () => this.moveRange(1);

  /** From the button of an empty range, which goes away: focus moves on to the new range's days. */
  private readonly showFollowingRange = () => {
    this.moveRange(1);
    this.focusActiveDate = true;
  };

  /** Arrow keys, Home/End (with Ctrl: of the range) and PageUp/PageDown, as in the ARIA grid pattern of a date picker. */
  private readonly onGridKeydown = (event: KeyboardEvent) => {
    const range = this.range;
    const from = this.activeDate;
    if (!range || !from) return;
    const { key, ctrlKey } = event;
    const length = daysBetween(range.start, range.end) + 1;
    const column = daysBetween(range.start, from) % daysPerRow;
    const days = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -daysPerRow,
      ArrowDown: daysPerRow,
      Home: -column,
      End: daysPerRow - 1 - column,
      PageUp: -length,
      PageDown: length,
    }[key];
    if (days === undefined) return;
    event.preventDefault();
    let target = addDays(from, days);
    if (key === 'Home' || key === 'End') target = ctrlKey ? range[key === 'Home' ? 'start' : 'end'] : clampDate(target, range);
    if (target < range.start && !this.canGoBack) return;
    if (!inRange(target, range)) this.moveRange(target < range.start ? -1 : 1);
    this.activeDate = clampDate(target, this.range ?? range);
    this.focusActiveDate = true;
  };

  private chooseDate(date: string, freeTimes: number | undefined): void {
    this.activeDate = date;
    if (freeTimes === 0) return;
    if (date !== this.chosenDate) this.expandedGroomers = new Set();
    this.chosenDate = date;
    const day = this.shown?.days.get(date);
    if (day) this.announcement = this.daySummary(day);
  }

  /** Whether a slot is the chosen one; in the "Any groomer" view, whoever it is with. */
  private isChosen(date: string, slot: StaffSlot, anyGroomer: boolean): boolean {
    const value = this.value;
    return value?.date === date && value.startTime === slot.startTime && (anyGroomer || value.staffId === slot.staffId);
  }

  private chooseSlot(date: string, zone: string, slot: StaffSlot): void {
    const unchanged = this.isChosen(date, slot, false);
    const detail: SlotSelectDetail = { date, ...slot, timeZone: zone };
    this.value = detail;
    this.announcement = this.selectionText(detail);
    if (!unchanged) this.emit('slot-select', detail);
  }

  private selectionText(slot: SlotSelectDetail): string {
    const text = this.text;
    return text.chosenSlot(
      formatDate(slot.date, this.locale, dayFormat),
      formatTime(slot.startTime, slot.timeZone, this.locale),
      fullName(slot, text.unnamedGroomer),
    );
  }

  private toggleGroomer(staffId: string): void {
    const expanded = new Set(this.expandedGroomers);
    if (!expanded.delete(staffId)) expanded.add(staffId);
    this.expandedGroomers = expanded;
  }

  private readonly retry = () => {
    if (this.zoneTask.status === TaskStatus.ERROR) void this.zoneTask.run();
    if (this.availabilityTask.status === TaskStatus.ERROR) void this.availabilityTask.run();
    // "Try again" goes away with the error: focus waits in the grid, which stays.
    this.focusActiveDate = true;
  };

  override render(): TemplateResult {
    const text = this.text;
    const problem = this.configurationProblem();
    if (problem) {
      const error = new ApiError({ code: 'INVALID_ARGUMENT', operation: getBookingAvailability.name, message: problem });
      return html`<div class="picker" part="base">${errorView(error, text)}</div>`;
    }
    const shown = this.shown;
    const zone = this.zone;
    const range = this.range;
    const failedTask = [this.availabilityTask, this.zoneTask].find((task) => task.status === TaskStatus.ERROR);
    const viewButton = (anyGroomer: boolean, label: string) =>
      html`<button type="button" part="view-button" aria-pressed=${this.anyGroomerView === anyGroomer} @click=${() => (this.anyGroomerView = anyGroomer)}>
        ${label}
      </button>`;
    return html`<div class="picker" part="base" aria-busy=${!shown && !failedTask}>
      <div class="toolbar" part="toolbar">
        <p class="time-zone" part="time-zone">
          ${
            zone
              ? // A generic name ("Eastern Time"), the same on either side of a daylight-saving change.
                text.timeZone(`${timeZoneLabel(zone, this.locale)} (${zone})`)
              : html`<span class="skeleton" part="skeleton"></span>`
          }
        </p>
        <div class="view-switch" part="view-switch" role="group" aria-label=${text.viewLabel}>
          ${viewButton(false, text.byGroomer)}${viewButton(true, text.anyGroomer)}
        </div>
      </div>
      <div class="range-nav" part="range-nav">
        <button type="button" part="previous-button" aria-disabled=${!this.canGoBack} @click=${this.showPreviousRange}>
          ${text.previousRange}
        </button>
        <p class="range-label" part="range-label">${range && this.rangeLabel(range)}</p>
        <button type="button" part="next-button" aria-disabled=${!range} @click=${this.showNextRange}>${text.nextRange}</button>
      </div>
      ${this.renderDates(shown?.days, this.availabilityTask.status === TaskStatus.ERROR)}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      <div
        class="slots"
        part="slots"
        style=${!shown && !failedTask && this.reservedHeight > 0 ? `min-height:${this.reservedHeight}px` : nothing}
      >
        ${failedTask ? errorView(failedTask.error, text, this.retry) : this.renderTimes(shown)}
      </div>
      ${this.value ? html`<p class="selection" part="selection">${this.selectionText(this.value)}</p>` : nothing}
    </div>`;
  }

  private renderDates(days: Map<string, DaySlots> | undefined, failed: boolean): TemplateResult {
    const range = this.range;
    if (!range) {
      // Until the company's zone says which day is today, a placeholder of the grid's size.
      return html`<div class="row" aria-hidden="true">
        ${Array.from({ length: daysPerRow }, () => html`<span class="skeleton day" part="skeleton"></span>`)}
      </div>`;
    }
    const text = this.text;
    const locale = this.locale;
    const today = todayIn(this.zone ?? browserTimeZone());
    const dates = datesOf(range.start, range.end);
    const activeDate = this.activeDate && inRange(this.activeDate, range) ? this.activeDate : range.start;
    const renderDay = (date: string) => {
      const count = days && (days.get(date)?.times ?? 0);
      const fullDate = formatDate(date, locale, dayFormat);
      return html`<div role="gridcell" aria-selected=${!!days && date === this.chosenDate}>
        <button
          type="button"
          class="day"
          part="day"
          data-date=${date}
          tabindex=${date === activeDate ? 0 : -1}
          aria-disabled=${count === 0}
          aria-current=${date === today ? 'date' : nothing}
          @click=${() => this.chooseDate(date, count)}
        >
          <span aria-hidden="true">${formatDate(date, locale, { weekday: 'short' })}</span>
          <span class="number" aria-hidden="true">${formatDate(date, locale, { day: 'numeric' })}</span>
          <span aria-hidden="true"
            >${count !== undefined ? text.dayCount(count) : failed ? nothing : html`<span class="skeleton" part="skeleton"></span>`}</span
          >
          <span class="visually-hidden"
            >${count !== undefined ? text.dayLabel(fullDate, text.freeTimes(count)) : failed ? fullDate : text.dayLoading(fullDate)}</span
          >
        </button>
      </div>`;
    };
    return html`<div part="dates" role="grid" aria-label=${text.datesLabel(this.rangeLabel(range))} @keydown=${this.onGridKeydown}>
      ${Array.from(
        { length: Math.ceil(dates.length / daysPerRow) },
        (_, row) => html`<div class="row" role="row">${dates.slice(row * daysPerRow, (row + 1) * daysPerRow).map(renderDay)}</div>`,
      )}
    </div>`;
  }

  /** The times of the chosen date, or what stands in for them: progress, an empty range, a prompt. */
  private renderTimes(shown: Shown | undefined): TemplateResult | TemplateResult[] {
    const text = this.text;
    if (!shown) {
      return html`<p class="visually-hidden">${text.loadingTimes}</p>
        <span class="skeleton" part="skeleton"></span>
        <div class="slot-list">
          ${Array.from({ length: collapsedSlotCount }, () => html`<span class="skeleton" part="skeleton"></span>`)}
        </div>`;
    }
    const { loaded, days, zone } = shown;
    if (days.size === 0) {
      return html`<div class="empty" part="empty">
        <p>${text.emptyRange(this.rangeLabel(loaded.range))}</p>
        <button type="button" part="following-range-button" @click=${this.showFollowingRange}>${text.followingRange}</button>
      </div>`;
    }
    const day = this.chosenDate && days.get(this.chosenDate);
    if (!day) return html`<p>${text.chooseDate}</p>`;
    const groups = this.anyGroomerView ? day.byPartOfDay : day.byGroomer;
    return html`<p class="day-summary" part="day-summary">${this.daySummary(day)}</p>
      ${groups.map((group, index) => this.renderGroup(day.date, zone, group, index))}`;
  }

  /** A groomer's times (a long list collapsed behind "Show all N times"), or a part of the day's in the "Any groomer" view. */
  private renderGroup(date: string, zone: string, { key, slots }: SlotGroup, index: number): TemplateResult {
    const text = this.text;
    const anyGroomer = this.anyGroomerView;
    const name = anyGroomer ? text[key as 'morning' | 'afternoon' | 'evening'] : fullName(slots[0]!, text.unnamedGroomer);
    const expanded = this.expandedGroomers.has(key);
    const long = !anyGroomer && slots.length > collapsedSlotCount;
    const toggle = expanded ? text.showFewerTimes : text.showAllTimes(slots.length);
    const id = `group-${index}`;
    return html`<div class="group" part="group" role="group" aria-labelledby=${id}>
      <p class="group-name" part="group-name" id=${id}>${name}</p>
      <ul class="slot-list" id="${id}-times">
        ${(long && !expanded ? slots.slice(0, collapsedSlotCount) : slots).map((slot) => {
          const time = formatTime(slot.startTime, zone, this.locale);
          return html`<li>
            <button
              type="button"
              class="slot"
              part="slot"
              aria-pressed=${this.isChosen(date, slot, anyGroomer)}
              aria-label=${text.withGroomer(time, anyGroomer ? text.anyGroomerName : name)}
              @click=${() => this.chooseSlot(date, zone, slot)}
            >
              ${time}
            </button>
          </li>`;
        })}
      </ul>
      ${
        long
          ? html`<button
            type="button"
            class="show-all"
            part="show-all-button"
            aria-expanded=${expanded}
            aria-controls="${id}-times"
            aria-label=${text.withGroomer(toggle, name)}
            @click=${() => this.toggleGroomer(key)}
          >
            ${toggle}
          </button>`
          : nothing
      }
    </div>`;
  }
}
