/**
 * `<booking-service>`: a service a `<booking-flow>` offers, named by the page in its markup (no
 * operation of the API lists a branch's services). It draws nothing and holds no code: the flow
 * reads its attributes and text (services-step.ts, loaded only when there are some), and reads
 * them again when the page changes them. It is a Lit element (not a bare HTMLElement) so that a
 * server that renders the page, with Lit's stand-in for the DOM, can load it too.
 */
import { ReactiveElement } from 'lit';

/** The attributes a service is read from (its text aside). */
export const serviceAttributes = ['service-id', 'pet-types', 'duration', 'price'];

/** A service as the flow offers it. */
export interface NamedService {
  /** The service's id, as GetBookingAvailability's `filter.serviceIds` takes it. */
  readonly id: string;
  /** Its name: the element's text. */
  readonly name: string;
  /** The pet types it is for, in capitals; empty for every type. */
  readonly petTypes: readonly string[];
  /** How long it takes and what it costs, shown as written ("" when not given). */
  readonly duration: string;
  readonly price: string;
}

/**
 * A service of a `<booking-flow>`, written inside it in the page, without script:
 * `<booking-service service-id="svc_full" pet-types="DOG CAT" duration="2 h" price="$85">Full groom</booking-service>`.
 * With services, the flow asks "What would you like?" once the branch is found (the pet's type,
 * then the services offered for it), asks the availability with their ids and the pet type, and
 * the request carries them. It draws nothing by itself.
 *
 * @summary A service of the `<booking-flow>` around it: its id, its name (the text), the pet types it is for, how long it takes and what it costs.
 *
 * @attr {string} service-id - Required. The service's id, as GetBookingAvailability's `filter.serviceIds` takes it.
 * @attr {string} pet-types - The pet types it is for, separated by spaces (the spec's: `DOG`, `CAT`, ...); empty for every type.
 * @attr {string} duration - How long it takes, shown as written ("2 h").
 * @attr {string} price - What it costs, shown as written ("$85").
 * @slot - Required. The service's name, as text.
 */
export class BookingService extends ReactiveElement {
  /** Its text stays where the page wrote it, for the flow to read: no shadow root. */
  protected override createRenderRoot(): HTMLElement {
    return this;
  }
}
