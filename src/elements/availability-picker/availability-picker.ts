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
import type { Transport } from '../../api/transport.js';
import { requestDate } from '../../api/wire.js';
import { listAttribute } from '../../shared/attributes.js';
import { BookingElement } from '../../shared/booking-element.js';
import { errorView } from '../../shared/error-view.js';
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
import type { AvailabilityLoadDetail, SlotSelectDetail } from './events.js';
import { RequestCache } from './request-cache.js';
import { daysOf, partOfDayIn, type DaySlots, type GroomerSlots, type MergedTime, type PartOfDay } from './slots.js';
import { availabilityPickerStrings, type AvailabilityPickerStrings } from './strings.js';

export type * from './events.js';

type PetType = (typeof knownPetTypes)[number];
type AvailabilityFilter = NonNullable<GetBookingAvailabilityRequest['filter']>;

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

type GroomerView = 'groomer' | 'any';

const defaultRangeDays = 7;
const daysPerRow = 7;
/** A groomer's list longer than this is cut behind "Show all N times". */
const collapsedSlotCount = 12;
const partsOfDay: readonly PartOfDay[] = ['morning', 'afternoon', 'evening'];
const dayFormat: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

function isCalendarDate(value: string): boolean {
  return requestDate.safeParse(value).success;
}

function isPetType(value: string): value is PetType {
  return (knownPetTypes as readonly string[]).includes(value);
}

function shiftRange(range: DateRange, ranges: number): DateRange {
  const days = (daysBetween(range.start, range.end) + 1) * ranges;
  return { start: addDays(range.start, days), end: addDays(range.end, days) };
}

function clampDate(date: string, range: DateRange): string {
  return date < range.start ? range.start : date > range.end ? range.end : date;
}

function fullName(person: { firstName: string; lastName: string }, fallback: string): string {
  return `${person.firstName} ${person.lastName}`.trim() || fallback;
}

function sameSlot(a: SlotSelectDetail | null, b: SlotSelectDetail): boolean {
  return !!a && a.date === b.date && a.staffId === b.staffId && a.startTime === b.startTime;
}

export class AvailabilityPicker extends BookingElement<AvailabilityPickerStrings> {
  static override styles = [
    baseStyles,
    css`
      .picker {
        display: grid;
        gap: var(--_gap);
      }
      p {
        margin: 0;
      }
      .toolbar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.5rem 1rem;
      }
      .time-zone {
        color: var(--_muted);
        font-size: 0.875em;
        min-height: 1.4em;
      }
      .time-zone .skeleton {
        display: inline-block;
        width: 16em;
        height: 1em;
        vertical-align: middle;
      }
      .view-switch {
        display: inline-flex;
      }
      .view-switch button {
        min-height: 2.25rem;
        padding: 0.25em 0.85em;
      }
      .view-switch button:first-child {
        border-start-end-radius: 0;
        border-end-end-radius: 0;
      }
      .view-switch button:last-child {
        border-start-start-radius: 0;
        border-end-start-radius: 0;
        margin-inline-start: -1px;
      }
      .range-nav {
        display: flex;
        align-items: center;
        gap: 0.5rem;
      }
      .range-label {
        flex: 1;
        text-align: center;
        font-weight: 600;
      }
      .dates {
        display: grid;
        gap: 0.25rem;
      }
      .dates [role='row'],
      .row-placeholder {
        display: grid;
        grid-template-columns: repeat(${daysPerRow}, minmax(0, 1fr));
        gap: 0.25rem;
      }
      .day {
        position: relative;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.1rem;
        width: 100%;
        min-height: 4.5rem;
        padding: 0.35rem 0.1rem;
        line-height: 1.2;
      }
      .day .weekday,
      .day .count {
        font-size: 0.75em;
        height: 1.2em;
        white-space: nowrap;
        overflow: hidden;
        max-width: 100%;
      }
      .day .number {
        font-size: 1.125em;
        font-weight: 600;
      }
      .day .count .skeleton {
        display: inline-block;
        width: 2.5em;
        height: 0.9em;
      }
      .day[aria-current='date'] .number {
        text-decoration: underline;
        text-underline-offset: 0.2em;
      }
      [aria-selected='true'] > .day,
      .slot[aria-pressed='true'],
      .view-switch button[aria-pressed='true'] {
        background: var(--_accent);
        border-color: var(--_accent);
        color: var(--_accent-text);
      }
      .slots {
        display: grid;
        align-content: start;
        gap: var(--_gap);
        min-height: var(--booking-slots-min-height, 10rem);
      }
      .day-summary {
        font-weight: 600;
      }
      .group {
        display: grid;
        gap: 0.375rem;
      }
      .group-name {
        color: var(--_muted);
        font-size: 0.875em;
        font-weight: 600;
      }
      .slot-list {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(var(--booking-slot-width, 6.5rem), 1fr));
        gap: 0.375rem;
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .slot {
        width: 100%;
        padding: 0.4em 0.5em;
        font-variant-numeric: tabular-nums;
      }
      .show-all {
        justify-self: start;
      }
      .slot-placeholder {
        display: block;
        height: 2.5rem;
      }
      .summary-placeholder {
        display: block;
        height: 1.4em;
        width: 14em;
        max-width: 100%;
      }
      .empty {
        display: grid;
        justify-items: start;
        gap: 0.5rem;
      }
      @media (forced-colors: active) {
        [aria-selected='true'] > .day,
        .slot[aria-pressed='true'],
        .view-switch button[aria-pressed='true'] {
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
  @state() private view: GroomerView = 'groomer';
  @state() private expandedGroomers: ReadonlySet<string> = new Set();
  @state() private announcement = '';

  private readonly requests = new RequestCache();
  /** The answer the chosen date was last fitted to, and the one `availability-load` last told. */
  private fittedTo: LoadedRange | undefined;
  private announcedLoad: LoadedRange | undefined;
  private prefetchedAfter: LoadedRange | undefined;
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
  protected override get api(): Transport {
    return this.cachingTransport();
  }

  /** The zone every date and time is computed in; undefined until the company's is known. */
  private get zone(): string | undefined {
    if (this.timeZone) return isTimeZone(this.timeZone) ? this.timeZone : undefined;
    const resolved = this.zoneTask.value;
    return this.zoneTask.status === TaskStatus.COMPLETE && resolved?.companyId === this.companyId
      ? resolved.timeZone
      : undefined;
  }

  /** The answer for the range on screen, once both it and the zone are known. */
  private get loaded(): { loaded: LoadedRange; days: Map<string, DaySlots>; zone: string } | undefined {
    const zone = this.zone;
    const loaded = this.availabilityTask.value;
    if (this.availabilityTask.status !== TaskStatus.COMPLETE || !zone || !loaded || loaded.range !== this.range) {
      return undefined;
    }
    return { loaded, days: daysOf(loaded.response, zone), zone };
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
    if (changed.has('value') && this.value && this.range && this.inRange(this.value.date, this.range)) {
      this.chosenDate = this.value.date;
    }
    const current = this.loaded;
    if (current && current.loaded !== this.fittedTo) {
      this.fittedTo = current.loaded;
      this.fitChoiceTo(current.loaded.range, current.days);
    }
  }

  protected override updated(): void {
    const current = this.loaded;
    if (current && current.loaded !== this.announcedLoad) {
      this.announcedLoad = current.loaded;
      const { range } = current.loaded;
      this.emit<AvailabilityLoadDetail>('availability-load', {
        startDate: range.start,
        endDate: range.end,
        availableDates: datesOf(range.start, range.end).filter((date) => current.days.has(date)),
      });
    }
    if (current && current.loaded !== this.prefetchedAfter) {
      // The customer is likely to look at the next range: ask for it once this one is on screen.
      this.prefetchedAfter = current.loaded;
      // Binds the cache to the transport of the moment (base-url, api-key or client may have changed).
      this.cachingTransport();
      this.requests.prefetch(getBookingAvailability, this.availabilityRequest(shiftRange(current.loaded.range, 1)));
    }
    if (this.focusActiveDate) {
      this.focusActiveDate = false;
      this.renderRoot.querySelector<HTMLButtonElement>('.day[tabindex="0"]')?.focus();
    }
  }

  private cachingTransport(): Transport {
    return this.requests.over(super.api);
  }

  private configurationProblem(): string | undefined {
    const text = this.text;
    if (!this.companyId.trim()) return text.missingCompanyId;
    if (!this.businessId.trim()) return text.missingBusinessId;
    if (this.startDate && !isCalendarDate(this.startDate)) return text.invalidDate('start-date', this.startDate);
    if (this.endDate && !isCalendarDate(this.endDate)) return text.invalidDate('end-date', this.endDate);
    if (this.startDate && this.endDate) {
      if (this.endDate < this.startDate) return text.endBeforeStart;
      if (this.endDate > lastDateOfRange(this.startDate)) return text.rangeTooLong(maxAvailabilityMonths);
    }
    if (this.timeZone && !isTimeZone(this.timeZone)) return text.invalidTimeZone(this.timeZone);
    const unknownPetTypes = this.petTypes.filter((type) => !isPetType(type.toUpperCase()));
    if (unknownPetTypes.length > 0) {
      return text.invalidPetTypes(unknownPetTypes.join(', '), knownPetTypes.slice(1).join(', '));
    }
    return undefined;
  }

  /** The range the attributes ask for; undefined while it depends on a zone not known yet. */
  private requestedRange(): DateRange | undefined {
    const zone = this.zone;
    const start = isCalendarDate(this.startDate) ? this.startDate : zone ? todayIn(zone) : undefined;
    if (!start) return undefined;
    const end =
      isCalendarDate(this.endDate) && this.endDate >= start && this.endDate <= lastDateOfRange(start)
        ? this.endDate
        : addDays(start, defaultRangeDays - 1);
    return { start, end };
  }

  private availabilityRequest(range: DateRange): GetBookingAvailabilityRequest {
    const filter: AvailabilityFilter = { startDate: range.start, endDate: range.end };
    if (this.serviceIds.length > 0) filter.serviceIds = [...this.serviceIds];
    if (this.staffIds.length > 0) filter.staffIds = [...this.staffIds];
    if (this.customerId) filter.customerId = this.customerId;
    if (this.zipcode) filter.zipcode = this.zipcode;
    const pets = this.petTypes.map((type) => type.toUpperCase()).filter(isPetType);
    if (pets.length > 0) filter.pets = pets.map((type) => ({ type }));
    return { companyId: this.companyId, businessId: this.businessId, filter };
  }

  private inRange(date: string, range: DateRange): boolean {
    return date >= range.start && date <= range.end;
  }

  /** After an answer: keep the chosen date if it has times, else choose the first date that has. */
  private fitChoiceTo(range: DateRange, days: Map<string, DaySlots>): void {
    const available = datesOf(range.start, range.end).filter((date) => days.has(date));
    const kept = [this.chosenDate, this.value?.date].find((date) => date !== undefined && available.includes(date));
    this.chosenDate = kept ?? available[0];
    if (!this.activeDate || !this.inRange(this.activeDate, range)) this.activeDate = this.chosenDate ?? range.start;
    this.expandedGroomers = new Set();
    this.announcement = this.chosenDate
      ? this.daySummary(days.get(this.chosenDate))
      : this.text.emptyRange(this.rangeLabel(range));
  }

  private daySummary(day: DaySlots | undefined): string {
    if (!day) return '';
    const text = this.text;
    return text.daySummary(
      formatDate(day.date, this.locale, dayFormat),
      text.freeTimes(day.times.length),
      day.groomers.length,
    );
  }

  private rangeLabel(range: DateRange): string {
    const format = dateTimeFormat(this.locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const utc = (date: string) => {
      const [year, month, day] = date.split('-').map(Number) as [number, number, number];
      return Date.UTC(year, month - 1, day);
    };
    return format.formatRange(utc(range.start), utc(range.end));
  }

  private timeLabel(instant: string, zone: string): string {
    return formatTime(instant, zone, this.locale);
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

  /** Arrow keys, Home/End and PageUp/PageDown, as in the ARIA grid pattern of a date picker. */
  private readonly onGridKeydown = (event: KeyboardEvent) => {
    const range = this.range;
    const from = this.activeDate;
    if (!range || !from) return;
    const length = daysBetween(range.start, range.end) + 1;
    const column = daysBetween(range.start, from) % daysPerRow;
    let target: string;
    switch (event.key) {
      case 'ArrowLeft':
        target = addDays(from, -1);
        break;
      case 'ArrowRight':
        target = addDays(from, 1);
        break;
      case 'ArrowUp':
        target = addDays(from, -daysPerRow);
        break;
      case 'ArrowDown':
        target = addDays(from, daysPerRow);
        break;
      case 'Home':
        target = event.ctrlKey ? range.start : addDays(from, -column);
        break;
      case 'End':
        target = event.ctrlKey ? range.end : clampDate(addDays(from, daysPerRow - 1 - column), range);
        break;
      case 'PageUp':
        target = addDays(from, -length);
        break;
      case 'PageDown':
        target = addDays(from, length);
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target < range.start) {
      if (!this.canGoBack) return;
      this.moveRange(-1);
    } else if (target > range.end) {
      this.moveRange(1);
    }
    this.activeDate = clampDate(target, this.range ?? range);
    this.focusActiveDate = true;
  };

  private chooseDate(date: string, freeTimes: number | undefined): void {
    this.activeDate = date;
    if (freeTimes === 0) return;
    if (date !== this.chosenDate) this.expandedGroomers = new Set();
    this.chosenDate = date;
    const current = this.loaded;
    if (current) this.announcement = this.daySummary(current.days.get(date));
  }

  private chooseSlot(date: string, zone: string, slot: MergedTime['groomers'][number]): void {
    const detail: SlotSelectDetail = {
      date,
      staffId: slot.staffId,
      firstName: slot.firstName,
      lastName: slot.lastName,
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeZone: zone,
    };
    const unchanged = sameSlot(this.value, detail);
    this.value = detail;
    this.announcement = this.selectionText(detail);
    if (!unchanged) this.emit<SlotSelectDetail>('slot-select', detail);
  }

  private selectionText(slot: SlotSelectDetail): string {
    const text = this.text;
    return text.chosenSlot(
      formatDate(slot.date, this.locale, dayFormat),
      this.timeLabel(slot.startTime, slot.timeZone),
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
    const problem = this.configurationProblem();
    if (problem) {
      const error = new ApiError({ code: 'INVALID_ARGUMENT', operation: getBookingAvailability.name, message: problem });
      return html`<div class="picker" part="base">${errorView(error, this.text)}</div>`;
    }
    const current = this.loaded;
    const failed = this.availabilityTask.status === TaskStatus.ERROR || this.zoneTask.status === TaskStatus.ERROR;
    const busy = !current && !failed;
    return html`<div class="picker" part="base" aria-busy=${busy ? 'true' : 'false'}>
      ${this.renderToolbar()} ${this.renderRangeNav()} ${this.renderDates(current?.days)}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      ${this.renderSlots(current, failed)} ${this.renderSelection()}
    </div>`;
  }

  private renderToolbar(): TemplateResult {
    const text = this.text;
    const zone = this.zone;
    const at = this.range ? new Date(`${this.range.start}T12:00:00Z`) : new Date();
    const zoneName = zone ? `${timeZoneLabel(zone, this.locale, at)} (${zone})` : '';
    const viewButton = (view: GroomerView, label: string) =>
      html`<button
        type="button"
        part="view-button"
        aria-pressed=${this.view === view ? 'true' : 'false'}
        @click=${() => (this.view = view)}
      >
        ${label}
      </button>`;
    return html`<div class="toolbar" part="toolbar">
      <p class="time-zone" part="time-zone">
        ${zone ? text.timeZone(zoneName) : html`<span class="skeleton" part="skeleton"></span>`}
      </p>
      <div class="view-switch" part="view-switch" role="group" aria-label=${text.viewLabel}>
        ${viewButton('groomer', text.byGroomer)} ${viewButton('any', text.anyGroomer)}
      </div>
    </div>`;
  }

  private renderRangeNav(): TemplateResult {
    const text = this.text;
    const range = this.range;
    return html`<div class="range-nav" part="range-nav">
      <button
        type="button"
        part="previous-button"
        aria-disabled=${range && this.canGoBack ? 'false' : 'true'}
        @click=${this.showPreviousRange}
      >
        ${text.previousRange}
      </button>
      <p class="range-label" part="range-label" id="range-label">${range ? this.rangeLabel(range) : nothing}</p>
      <button type="button" part="next-button" aria-disabled=${range ? 'false' : 'true'} @click=${this.showNextRange}>
        ${text.nextRange}
      </button>
    </div>`;
  }

  private renderDates(days: Map<string, DaySlots> | undefined): TemplateResult {
    const range = this.range;
    if (!range) {
      // Until the company's zone says which day is today, a placeholder of the grid's size.
      return html`<div class="dates" aria-hidden="true">
        <div class="row-placeholder">
          ${Array.from({ length: daysPerRow }, () => html`<span class="skeleton day" part="skeleton"></span>`)}
        </div>
      </div>`;
    }
    const text = this.text;
    const locale = this.locale;
    const today = todayIn(this.zone ?? browserTimeZone());
    const dates = datesOf(range.start, range.end);
    const rows = Array.from({ length: Math.ceil(dates.length / daysPerRow) }, (_, row) =>
      dates.slice(row * daysPerRow, (row + 1) * daysPerRow),
    );
    const activeDate = this.activeDate && this.inRange(this.activeDate, range) ? this.activeDate : range.start;
    const failed = this.availabilityTask.status === TaskStatus.ERROR;
    const renderDay = (date: string) => {
      const count = days ? (days.get(date)?.times.length ?? 0) : undefined;
      const fullDate = formatDate(date, locale, dayFormat);
      const label =
        count !== undefined ? text.dayLabel(fullDate, text.freeTimes(count)) : failed ? fullDate : text.dayLoading(fullDate);
      const chosen = days !== undefined && date === this.chosenDate;
      return html`<div role="gridcell" aria-selected=${chosen ? 'true' : 'false'}>
        <button
          type="button"
          class="day"
          part="day"
          data-date=${date}
          tabindex=${date === activeDate ? 0 : -1}
          aria-disabled=${count === 0 ? 'true' : 'false'}
          aria-current=${date === today ? 'date' : nothing}
          @click=${() => this.chooseDate(date, count)}
        >
          <span class="weekday" aria-hidden="true">${formatDate(date, locale, { weekday: 'short' })}</span>
          <span class="number" aria-hidden="true">${formatDate(date, locale, { day: 'numeric' })}</span>
          <span class="count" aria-hidden="true"
            >${count !== undefined
              ? text.dayCount(count)
              : failed
                ? nothing
                : html`<span class="skeleton" part="skeleton"></span>`}</span
          >
          <span class="visually-hidden">${label}</span>
        </button>
      </div>`;
    };
    return html`<div
      class="dates"
      part="dates"
      role="grid"
      aria-label=${text.datesLabel(this.rangeLabel(range))}
      @keydown=${this.onGridKeydown}
    >
      ${rows.map((row) => html`<div role="row">${row.map(renderDay)}</div>`)}
    </div>`;
  }

  private renderSlots(
    current: { loaded: LoadedRange; days: Map<string, DaySlots>; zone: string } | undefined,
    failed: boolean,
  ): TemplateResult {
    const text = this.text;
    const error = this.availabilityTask.status === TaskStatus.ERROR ? this.availabilityTask.error : this.zoneTask.error;
    if (failed) {
      return html`<div class="slots" part="slots">${errorView(error, text, this.retry)}</div>`;
    }
    if (!current) {
      const height = this.reservedHeight > 0 ? `min-height:${this.reservedHeight}px` : '';
      return html`<div class="slots" part="slots" aria-busy="true" style=${height}>
        <p class="visually-hidden">${text.loadingTimes}</p>
        <span class="skeleton summary-placeholder" part="skeleton" aria-hidden="true"></span>
        <div class="slot-list" aria-hidden="true">
          ${Array.from({ length: collapsedSlotCount }, () => html`<span class="skeleton slot-placeholder" part="skeleton"></span>`)}
        </div>
      </div>`;
    }
    const { loaded, days, zone } = current;
    const day = this.chosenDate ? days.get(this.chosenDate) : undefined;
    if (days.size === 0 || !datesOf(loaded.range.start, loaded.range.end).some((date) => days.has(date))) {
      return html`<div class="slots" part="slots">
        <div class="empty" part="empty">
          <p>${text.emptyRange(this.rangeLabel(loaded.range))}</p>
          <button type="button" part="following-range-button" @click=${this.showFollowingRange}>${text.followingRange}</button>
        </div>
      </div>`;
    }
    if (!day) {
      return html`<div class="slots" part="slots"><p>${text.chooseDate}</p></div>`;
    }
    return html`<div class="slots" part="slots">
      <p class="day-summary" part="day-summary">${this.daySummary(day)}</p>
      ${this.view === 'groomer'
        ? day.groomers.map((groomer, index) => this.renderGroomer(day.date, zone, groomer, index))
        : this.renderMergedTimes(day, zone)}
    </div>`;
  }

  private renderGroomer(date: string, zone: string, groomer: GroomerSlots, index: number): TemplateResult {
    const text = this.text;
    const name = fullName(groomer, text.unnamedGroomer);
    const expanded = this.expandedGroomers.has(groomer.staffId);
    const long = groomer.slots.length > collapsedSlotCount;
    const shown = long && !expanded ? groomer.slots.slice(0, collapsedSlotCount) : groomer.slots;
    const listId = `groomer-${index}-times`;
    return html`<div class="group" part="group" role="group" aria-labelledby="groomer-${index}">
      <p class="group-name" part="group-name" id="groomer-${index}">${name}</p>
      <ul class="slot-list" id=${listId}>
        ${shown.map((slot) => {
          const time = this.timeLabel(slot.startTime, zone);
          const pressed = sameSlot(this.value, {
            date,
            staffId: groomer.staffId,
            firstName: groomer.firstName,
            lastName: groomer.lastName,
            startTime: slot.startTime,
            endTime: slot.endTime,
            timeZone: zone,
          });
          return html`<li>
            <button
              type="button"
              class="slot"
              part="slot"
              aria-pressed=${pressed ? 'true' : 'false'}
              aria-label=${text.slotLabel(time, name)}
              @click=${() => this.chooseSlot(date, zone, { ...slot, ...groomer })}
            >
              ${time}
            </button>
          </li>`;
        })}
      </ul>
      ${long
        ? html`<button
            type="button"
            class="show-all"
            part="show-all-button"
            aria-expanded=${expanded ? 'true' : 'false'}
            aria-controls=${listId}
            aria-label=${expanded ? text.showFewerTimesLabel(name) : text.showAllTimesLabel(groomer.slots.length, name)}
            @click=${() => this.toggleGroomer(groomer.staffId)}
          >
            ${expanded ? text.showFewerTimes : text.showAllTimes(groomer.slots.length)}
          </button>`
        : nothing}
    </div>`;
  }

  private renderMergedTimes(day: DaySlots, zone: string): TemplateResult[] {
    const text = this.text;
    const partOfDay = partOfDayIn(zone);
    return partsOfDay.flatMap((part) => {
      const times = day.times.filter((time) => partOfDay(time.startTime) === part);
      if (times.length === 0) return [];
      return [
        html`<div class="group" part="group" role="group" aria-labelledby="period-${part}">
          <p class="group-name" part="group-name" id="period-${part}">${text[part]}</p>
          <ul class="slot-list">
            ${times.map((time) => {
              const label = this.timeLabel(time.startTime, zone);
              const pressed = this.value?.date === day.date && this.value.startTime === time.startTime;
              // A groomer free then: the first one the service listed for that time.
              const groomer = time.groomers[0]!;
              return html`<li>
                <button
                  type="button"
                  class="slot"
                  part="slot"
                  aria-pressed=${pressed ? 'true' : 'false'}
                  aria-label=${text.anyGroomerSlotLabel(label)}
                  @click=${() => this.chooseSlot(day.date, zone, groomer)}
                >
                  ${label}
                </button>
              </li>`;
            })}
          </ul>
        </div>`,
      ];
    });
  }

  private renderSelection(): TemplateResult | typeof nothing {
    return this.value ? html`<p class="selection" part="selection">${this.selectionText(this.value)}</p>` : nothing;
  }
}
