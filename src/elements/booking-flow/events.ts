/** The event `<booking-flow>` emits, besides the inner elements' events that bubble through it. */
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';

/** What the customer chose along the journey. */
export interface BookingFlowCompleteDetail {
  /** The branch, as `<franchise-finder>` reported it in `franchise-found`. */
  readonly franchise: FranchiseFoundDetail;
  /** The time slot, as `<availability-picker>` reported it in `slot-select`. */
  readonly slot: SlotSelectDetail;
  /** The agreement records created by the sign links the customer opened (none without `customer-id`). */
  readonly agreementRecordIds: string[];
  /**
   * The page URL's `utm_*` parameters with `prefill-from-url` (at most 20, values cut to 200
   * characters, in an object without a prototype); otherwise empty.
   */
  readonly params: Readonly<Record<string, string>>;
}

declare global {
  interface HTMLElementEventMap {
    'booking-flow-complete': CustomEvent<BookingFlowCompleteDetail>;
  }
}
