/**
 * What staff do to one request, and what they see of it beside its data (a `RequestState` each):
 * a change's note form opened, a change saved (save-change.ts), its details opened and read again,
 * a failed delivery sent again (resend-delivery.ts). The element owns one
 * `RequestActionsController`, which tells it when to draw again and puts the focus where the
 * person goes on once that is drawn.
 */
import type {
  BookingRequestDetail,
  BookingRequestRecord,
  ChangeBookingRequest,
  RequestDelivery,
  RequestStatus,
} from '../../api/booking-request-inbox.js';
import type { Inbox } from './inbox.js';
import type { InboxFormat } from './inbox-format.js';
import type { RequestState } from './request-list.js';
import { resendDelivery } from './resend-delivery.js';
import { saveChange } from './save-change.js';

/** What the controller asks of the element. */
export interface ActionsHost {
  /** The inbox as read and how it is said, or undefined while it is read. */
  readonly current: () => { readonly inbox: Inbox; readonly format: InboxFormat } | undefined;
  readonly send: (change: ChangeBookingRequest) => Promise<BookingRequestRecord>;
  readonly read: (id: string) => Promise<BookingRequestDetail>;
  readonly resend: (id: string, deliveryId: string) => Promise<BookingRequestDetail>;
  /** Draws the list again. */
  readonly changed: () => void;
  /** The gateway kept a change (`booking-request-update`). */
  readonly kept: (request: BookingRequestRecord) => void;
  /** Runs `work` once what changed is drawn. */
  readonly afterRender: (work: () => void) => void;
  /** The list item of a request, once drawn. */
  readonly itemOf: (id: string) => HTMLElement | null;
}

export class RequestActionsController {
  readonly #states = new Map<string, RequestState>();

  constructor(private readonly host: ActionsHost) {}

  stateOf(id: string): RequestState {
    return this.#states.get(id) ?? {};
  }

  /** Forgets every state: the inbox is read anew. */
  clear(): void {
    this.#states.clear();
  }

  #set(id: string, state: RequestState): void {
    this.#states.set(id, state);
    this.host.changed();
  }

  /** Opens or closes the note form of a change; one at a time, the focus on its note. */
  readonly act = (request: BookingRequestRecord, status: RequestStatus | undefined): void => {
    for (const [id, state] of this.#states) if (state.acting) this.#states.set(id, { ...state, acting: undefined });
    this.#set(request.id, { ...this.stateOf(request.id), acting: status, message: undefined });
    this.host.afterRender(() => (status ? this.host.itemOf(request.id)?.querySelector('input') : this.host.itemOf(request.id))?.focus());
  };

  /** A change of status (save-change.ts), the list drawn as it goes, the focus kept on the request. */
  readonly save = async (request: BookingRequestRecord, status: RequestStatus, note: string): Promise<void> => {
    const current = this.host.current();
    if (!current) return;
    const { opened } = this.stateOf(request.id);
    this.#set(request.id, { opened, saving: true });
    const outcome = await saveChange({ ...current, send: this.host.send, reread: this.host.read }, request, status, note);
    if ('kept' in outcome) {
      this.#set(request.id, { opened });
      this.host.kept(outcome.kept);
      if (opened) this.openDetails(outcome.kept);
    } else {
      const shown = opened && outcome.current ? { state: 'complete' as const, detail: outcome.current } : opened;
      this.#set(request.id, { opened: shown, message: outcome.message });
    }
    this.host.afterRender(() => this.host.itemOf(request.id)?.focus());
  };

  readonly toggle = (request: BookingRequestRecord): void => {
    const state = this.stateOf(request.id);
    if (state.opened) this.#set(request.id, { ...state, opened: undefined });
    else this.openDetails(request);
  };

  /** Reads a request's details (again): shown as they were meanwhile, "Loading…" the first time. */
  readonly openDetails = (request: BookingRequestRecord): void => {
    const state = this.stateOf(request.id);
    if (state.opened?.state !== 'complete') this.#set(request.id, { ...state, opened: { state: 'pending' } });
    this.host.read(request.id).then(
      (detail) =>
        this.stateOf(request.id).opened && this.#set(request.id, { ...this.stateOf(request.id), opened: { state: 'complete', detail } }),
      (error: unknown) =>
        this.stateOf(request.id).opened && this.#set(request.id, { ...this.stateOf(request.id), opened: { state: 'error', error } }),
    );
  };

  /**
   * Sends a failed delivery again (resend-delivery.ts): the button says it is busy meanwhile and
   * keeps the focus; once the delivery is no longer failed its button is gone, and the focus goes
   * to its line, which says where it stands now.
   */
  readonly resend = async (request: BookingRequestRecord, delivery: RequestDelivery): Promise<void> => {
    const current = this.host.current();
    if (!current || this.stateOf(request.id).resending) return;
    this.#set(request.id, { ...this.stateOf(request.id), resending: delivery.id, notice: undefined });
    const outcome = await resendDelivery({ format: current.format, send: this.host.resend, reread: this.host.read }, request.id, delivery);
    const state = this.stateOf(request.id);
    const opened = outcome.detail && state.opened ? { state: 'complete' as const, detail: outcome.detail } : state.opened;
    this.#set(request.id, { ...state, opened, resending: undefined, notice: outcome.notice });
    const now = outcome.detail?.deliveries.find((each) => each.id === delivery.id);
    if (now && now.status !== 'failed') {
      this.host.afterRender(() =>
        this.host
          .itemOf(request.id)
          ?.querySelector<HTMLElement>(`[data-delivery="${CSS.escape(delivery.id)}"]`)
          ?.focus(),
      );
    }
  };
}
