/** The events `<availability-picker>` emits, besides the shared `booking-error` and `booking-warning`. */

export interface AvailabilityLoadDetail {
  /** First date of the range shown, `YYYY-MM-DD`. */
  readonly startDate: string;
  /** Last date of the range shown, `YYYY-MM-DD`. */
  readonly endDate: string;
  /** The dates of the range with at least one free slot. */
  readonly availableDates: readonly string[];
}

/** A bookable slot with one groomer: the detail of `slot-select` and the picker's `value`. */
export interface SlotSelectDetail {
  /** The calendar date of the slot in `timeZone`, `YYYY-MM-DD`. */
  readonly date: string;
  readonly staffId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The API's UTC timestamp of the slot's start. */
  readonly startTime: string;
  /** The API's UTC timestamp of the slot's end. */
  readonly endTime: string;
  /** The IANA zone the slot was shown in. */
  readonly timeZone: string;
}

declare global {
  interface HTMLElementEventMap {
    'availability-load': CustomEvent<AvailabilityLoadDetail>;
    'slot-select': CustomEvent<SlotSelectDetail>;
  }
}
