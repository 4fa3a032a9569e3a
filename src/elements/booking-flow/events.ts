/** The event `<booking-flow>` emits, besides the inner elements' events that bubble through it. */
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';

/**
 * An agreement whose sign link the customer opened: the record it created. The customer signs in
 * the window that opened; the API cannot tell the page whether they finished.
 */
export interface OpenedAgreement {
  readonly agreementId: string;
  readonly agreementRecordId: string;
  readonly title: string;
}

/** What the customer gave in the "Your details" step (`details`). */
export interface BookingFlowCustomer {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly petName: string;
  /** One of the spec's pet types, such as `DOG`. */
  readonly petType: string;
  readonly note: string;
}

/** A service the customer chose (a `<booking-service>` of the flow): its id and its name. */
export interface ChosenService {
  readonly id: string;
  readonly name: string;
}

/** The gateway's receipt of a request it kept (`send-request`): what the customer can quote to the branch. */
export interface SentRequest {
  readonly id: string;
  /** Short, readable over the phone. */
  readonly reference: string;
}

/**
 * What the customer chose along the journey: a request for the business to confirm. No
 * appointment exists yet. With `send-request` the gateway has kept it (`request`); without it, the
 * host's page sends it on.
 */
export interface BookingFlowCompleteDetail {
  /** The branch, as `<franchise-finder>` reported it in `franchise-found`. */
  readonly franchise: FranchiseFoundDetail;
  /** The time slot, as `<availability-picker>` reported it in `slot-select`. */
  readonly slot: SlotSelectDetail;
  /** The agreement records created by the sign links the customer opened (none without `customer-id`). */
  readonly agreementRecordIds: string[];
  /** The agreements sent for signing, in the order they were offered, each with its record. */
  readonly agreements: OpenedAgreement[];
  /** The "Your details" step's values; `null` without the step. */
  readonly customer: BookingFlowCustomer | null;
  /**
   * The page URL's `utm_*` parameters with `prefill-from-url` (at most 20, values cut to 200
   * characters, in an object without a prototype); otherwise empty.
   */
  readonly params: Readonly<Record<string, string>>;
  /** The services chosen in "What would you like?" (`<booking-service>` children), in the page's order; empty without them. */
  readonly services: ChosenService[];
  /** The pet type they were chosen for (one of the spec's, such as `DOG`); "" without services. */
  readonly petType: string;
  /** With `send-request`, the gateway's receipt of the request it kept; `null` without it. */
  readonly request: SentRequest | null;
}

declare global {
  interface HTMLElementEventMap {
    'booking-flow-complete': CustomEvent<BookingFlowCompleteDetail>;
  }
}
