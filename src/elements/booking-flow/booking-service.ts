/**
 * `<booking-service>`: a service a `<booking-flow>` offers, named by the page in its markup (no
 * operation of the API lists a branch's services). It draws nothing; the flow reads its attributes
 * and text, and reads them again when the page changes them.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

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
export class BookingService extends HTMLElement {
  /** The service as the flow offers it, or undefined while its id or name is missing. */
  get service(): NamedService | undefined {
    return namedService(this);
  }
}

/** The attributes a service is read from (its text aside). */
const serviceAttributes = ['service-id', 'pet-types', 'duration', 'price'];

/** What a `<booking-service>` names, read from its attributes and text: the same before and after its tag is defined. */
function namedService(element: Element): NamedService | undefined {
  const [id, petTypes, duration, price] = serviceAttributes.map((name) => (element.getAttribute(name) ?? '').trim()) as [
    string,
    string,
    string,
    string,
  ];
  const name = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!id || !name) return undefined;
  return {
    id,
    name,
    petTypes: petTypes
      .toUpperCase()
      .split(/[\s,]+/)
      .filter(Boolean),
    duration,
    price,
  };
}

/** The services named inside `host`, and the `<booking-service>` elements among them that name none (no id, or no text). */
function readServices(host: Element): { services: NamedService[]; incomplete: number } {
  const services: NamedService[] = [];
  let incomplete = 0;
  for (const child of host.children) {
    if (child.localName !== 'booking-service') continue;
    const service = namedService(child);
    if (service && !services.some((known) => known.id === service.id)) services.push(service);
    else if (!service) incomplete += 1;
  }
  return { services, incomplete };
}

/**
 * The services named inside the host, kept current: a page (or a framework) that adds, removes or
 * changes a `<booking-service>` later is seen at once.
 */
export class NamedServicesController implements ReactiveController {
  /** The services, in the page's order. */
  services: readonly NamedService[] = [];
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #onIncomplete: (count: number) => void;
  readonly #observer = new MutationObserver(() => this.#read());

  constructor(host: ReactiveControllerHost & HTMLElement, onIncomplete: (count: number) => void) {
    this.#host = host;
    this.#onIncomplete = onIncomplete;
    host.addController(this);
  }

  hostConnected(): void {
    this.#read();
    this.#observer.observe(this.#host, { childList: true, subtree: true, characterData: true, attributeFilter: serviceAttributes });
  }

  hostDisconnected(): void {
    this.#observer.disconnect();
  }

  #read(): void {
    const { services, incomplete } = readServices(this.#host);
    if (incomplete > 0) this.#onIncomplete(incomplete);
    if (JSON.stringify(services) === JSON.stringify(this.services)) return;
    this.services = services;
    this.#host.requestUpdate();
  }
}
