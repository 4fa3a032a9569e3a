/**
 * `send-request`: the flow sends the customer's request to the gateway itself
 * (`POST {base-url}/booking-requests`), which keeps it and delivers it to the business. One
 * `Idempotency-Key` per request: every retry and every "Try again" of the same request carries
 * it, so the gateway keeps it once; a request that changed (another time after one was taken)
 * is a new one with a new key. A time the gateway says was taken meanwhile (`409 ABORTED`) is
 * left out of the times the picker shows from then on. A field of the customer's the gateway
 * refused (`400` naming `customer.email`, say) is for the customer to mend in "Your details".
 *
 * The request's schema and its operation are a module of their own (about 1,000 bytes min+gzip),
 * fetched only by a flow that sends requests, as soon as it is told to: a page that sends them
 * itself never downloads them.
 */
import { nothing, type ReactiveControllerHost } from 'lit';
import type { BookingAvailability } from '../../api/availability.js';
import type { BookingRequest, BookingRequestReceipt, sendBookingRequest } from '../../api/booking-requests/send.js';
import { ApiError } from '../../api/errors.js';
import type { Operation, RequestOf, ResponseOf } from '../../api/operation.js';
import type { CallOptions, Transport } from '../../api/transport.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import { errorView } from '../../shared/error-view.js';
import { notFetched, onDemand } from '../../shared/on-demand.js';
import type { BookingFlowStrings } from './booking-flow.strings.js';
import type { StepFooterView } from './step-footer.js';
import type { TextField } from './customer-details.js';
import { bookingRequestOf, type FinishedJourney } from './finished-journey.js';
import { newIdempotencyKey } from './idempotency-key.js';

/** How a time is named among the taken ones. */
const takenName = (staffId: string, startTime: string) => `${staffId} ${startTime}`;

/** An availability answer without the taken times (and without a groomer or a day left with none). */
export function withoutTaken(answer: BookingAvailability, taken: ReadonlySet<string>): BookingAvailability {
  if (taken.size === 0) return answer;
  const availability = answer.availability.flatMap((day) => {
    const staff = day.staff.flatMap((groomer) => {
      const availableSlots = groomer.availableSlots.filter((slot) => !taken.has(takenName(groomer.staffId, slot.startTime)));
      return availableSlots.length ? [{ ...groomer, availableSlots }] : [];
    });
    return staff.length ? [{ ...day, staff }] : [];
  });
  const left = new Set(availability.map((day) => day.date));
  return { ...answer, availability, availableDates: answer.availableDates.filter((date) => left.has(date)) };
}

/** A client like `client` whose availability answers leave the taken times out. */
export function leavingOutTaken(client: Transport, taken: ReadonlySet<string>): Transport {
  return {
    baseUrl: client.baseUrl,
    async send<Op extends Operation>(operation: Op, request: RequestOf<Op>, options?: CallOptions): Promise<ResponseOf<Op>> {
      const answer = await client.send(operation, request, options);
      return operation.name === 'getBookingAvailability' ? (withoutTaken(answer as BookingAvailability, taken) as ResponseOf<Op>) : answer;
    },
  };
}

/**
 * How a sending ended: kept by the gateway, the time taken meanwhile, a field of the customer's
 * refused (`refusedField` says which), or another failure (`failure` says which).
 */
export type SendOutcome = 'sent' | 'taken' | 'mend' | 'failed';

/** The fields of "Your details" by their names in a request. */
const detailsFields: Readonly<Record<string, TextField>> = {
  'customer.name': 'name',
  'customer.phone': 'phone',
  'customer.email': 'email',
  'customer.petName': 'petName',
  'customer.notes': 'note',
};

/** Sends the request through the flow's `call`. */
export type SendThroughFlow = (
  operation: typeof sendBookingRequest,
  request: BookingRequest,
  headers: Record<string, string>,
) => Promise<BookingRequestReceipt>;

/** The module that holds the request's schema and operation. */
export type SendingModule = typeof import('./sending.js');

/** How the sender reaches the flow. */
export interface SenderHost {
  /** Fetches the sending module (`import('./sending.js')`). */
  readonly load: () => Promise<SendingModule>;
  /** Sends through the flow's `call`, so that a failure is reported as every request's is. */
  readonly send: SendThroughFlow;
  /** Announces a failure that is not a request's (`booking-error`) and hands it back. */
  readonly report: (failure: ApiError) => ApiError;
}

export class RequestSender {
  readonly #host: ReactiveControllerHost;
  readonly #flow: SenderHost;
  readonly #sending: () => Promise<SendingModule>;
  #attempt: { readonly key: string; readonly request: string } | undefined;
  #taken = new Set<string>();
  #pickerClient: { readonly for: Transport; readonly taken: ReadonlySet<string>; readonly client: Transport } | undefined;
  /** While the request is on its way: the button says so, and a second press sends nothing. */
  sending = false;
  /** Why the last sending failed, other than a taken time; undefined once it is tried again. */
  failure: ApiError | undefined;
  /** The gateway's answer to the request sent. */
  receipt: BookingRequestReceipt | undefined;
  /** The time the gateway said was taken, until another is chosen. */
  takenSlot: SlotSelectDetail | undefined;
  /** The field of "Your details" the gateway refused in the last sending. */
  refusedField: TextField | undefined;

  constructor(host: ReactiveControllerHost, flow: SenderHost) {
    this.#host = host;
    this.#flow = flow;
    this.#sending = onDemand(flow.load);
  }

  /** Starts fetching the sending module, so that "Finish" does not wait for it; a fetch that fails is tried again by `send`. */
  prepare(): void {
    this.#sending().catch(() => undefined);
  }

  /** The flow's client for the picker: `api` itself, or leaving out the times taken (made anew only when either changes). */
  clientFor(api: Transport): Transport {
    if (this.#taken.size === 0) return api;
    if (this.#pickerClient?.for !== api || this.#pickerClient.taken !== this.#taken) {
      this.#pickerClient = { for: api, taken: this.#taken, client: leavingOutTaken(api, this.#taken) };
    }
    return this.#pickerClient.client;
  }

  /** The last step's button: "Finish", or "Sending…" while the request is on its way, with what went wrong sending it ("Try again" finishes again). */
  finishAction(text: BookingFlowStrings, finish: () => void): Omit<StepFooterView, 'step' | 'missing' | 'act'> {
    return {
      label: this.sending ? text.sending : text.finish,
      busy: this.sending,
      notice: this.failure ? errorView(this.failure, text, finish) : nothing,
    };
  }

  /** Sends the journey's request, with the customer token when there is one. */
  async send(journey: FinishedJourney, customerToken: string): Promise<SendOutcome> {
    if (this.sending) return 'failed';
    const request = bookingRequestOf(journey);
    const written = JSON.stringify(request);
    // The same request keeps its key through every try; another request gets its own.
    if (this.#attempt?.request !== written) this.#attempt = { key: newIdempotencyKey(), request: written };
    const { key } = this.#attempt;
    this.sending = true;
    this.failure = undefined;
    this.takenSlot = undefined;
    this.refusedField = undefined;
    this.#host.requestUpdate();
    try {
      const sending = await this.#sending().catch((error: unknown) => {
        throw this.#flow.report(notFetched('sendBookingRequest', 'sends the request', error));
      });
      const headers: Record<string, string> = { [sending.idempotencyKeyHeader]: key };
      if (journey.customerId && customerToken) headers['Authorization'] = `Bearer ${customerToken}`;
      this.receipt = await this.#flow.send(sending.sendBookingRequest, request, headers);
      return 'sent';
    } catch (error) {
      if (error instanceof ApiError && error.code === 'ABORTED') {
        // A new Set: the picker is given a new client, and asks its times again through it.
        this.#taken = new Set(this.#taken).add(takenName(journey.slot.staffId, journey.slot.startTime));
        this.takenSlot = journey.slot;
        return 'taken';
      }
      // Refused for what the customer typed: theirs to mend, not a failure of the page.
      if (journey.customer && error instanceof ApiError && error.code === 'INVALID_ARGUMENT') {
        const fields = (await this.#sending()).refusedFields(error.details);
        this.refusedField = fields.map((field) => detailsFields[field]).find(Boolean);
        if (this.refusedField) return 'mend';
      }
      this.failure =
        error instanceof ApiError ? error : new ApiError({ code: 'UNKNOWN', operation: 'sendBookingRequest', message: String(error) });
      return 'failed';
    } finally {
      this.sending = false;
      this.#host.requestUpdate();
    }
  }

  /** Another time was chosen: the message about the taken one goes. */
  chose(): void {
    this.takenSlot = undefined;
  }

  /** A new journey ("Book another"): nothing sent, nothing failed; the taken times stay left out. */
  startOver(): void {
    this.#attempt = undefined;
    this.failure = undefined;
    this.receipt = undefined;
    this.takenSlot = undefined;
  }
}
