/**
 * What staff do to one request, and what they see of it beside its data (a `RequestState` each):
 * a note typed for the next change, a decline's or a cancel's form opened, a change saved
 * (save-change.ts), a confirm that asks first when its time clashes or is gone, a failed delivery sent again
 * (resend-delivery.ts); the answer of either shown in the request's details when they are open
 * (src/shared/opened-details-controller.ts keeps those). The element owns one
 * `RequestActionsController`, which draws it again as a request's state changes and puts the
 * focus where the person goes on once that is drawn.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BookingAvailability } from '../../api/availability.js';
import type {
  BookingRequestDetail,
  BookingRequestRecord,
  ChangeBookingRequest,
  RequestDelivery,
  OfferedSlot,
  RequestStatus,
} from '../../api/booking-requests/inbox.js';
import { mostOffers } from '../../api/booking-requests/inbox.js';
import { type Draft, emptyDraft, offerWords, sameOffer, stillOffered } from './answer-form.js';
import type { OpenedDetailsController } from '../../shared/opened-details-controller.js';
import type { Inbox } from './inbox.js';
import type { InboxFormat } from './inbox-format.js';
import { clashesOf } from './clashes.js';
import type { RequestState, TimeCheck } from './request-list.js';
import { resendDelivery } from './resend-delivery.js';
import { type ChangeWords, saveChange, saveNote } from './save-change.js';

/** What the controller asks of the element. */
export interface ActionsOptions {
  /** The inbox as read and how it is said, or undefined while it is read. */
  readonly current: () => { readonly inbox: Inbox; readonly format: InboxFormat } | undefined;
  readonly send: (change: ChangeBookingRequest) => Promise<BookingRequestRecord>;
  readonly read: (id: string) => Promise<BookingRequestDetail>;
  readonly resend: (id: string, deliveryId: string) => Promise<BookingRequestDetail>;
  /** Saves a note alone on the request read at `version`. */
  readonly note: (id: string, version: number, note: string) => Promise<BookingRequestDetail>;
  /** The branch's times of the coming days, to offer with a decline. */
  readonly times: (request: BookingRequestRecord) => Promise<BookingAvailability>;
  /** The branch's times of the request's own day, to tell whether its time is still offered. */
  readonly day: (request: BookingRequestRecord) => Promise<BookingAvailability>;
  /** The requests whose details are open: a change's answer is shown there. */
  readonly opened: OpenedDetailsController<BookingRequestDetail>;
  /** The gateway kept a change (`booking-request-update`). */
  readonly kept: (request: BookingRequestRecord) => void;
  /** The list item of a request, once drawn. */
  readonly itemOf: (id: string) => HTMLElement | null;
}

export class RequestActionsController implements ReactiveController {
  readonly #states = new Map<string, RequestState>();
  /** Where the focus goes once what changed is drawn. */
  readonly #afterUpdate: (() => void)[] = [];

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly options: ActionsOptions,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    for (const work of this.#afterUpdate.splice(0)) work();
  }

  stateOf(id: string): RequestState {
    return this.#states.get(id) ?? {};
  }

  /** Forgets every state: the inbox is read anew. */
  clear(): void {
    this.#states.clear();
  }

  /** Runs `work` once the host has drawn what changed. */
  #whenDrawn(work: () => void): void {
    this.#afterUpdate.push(work);
    this.host.requestUpdate();
  }

  #set(id: string, state: RequestState): void {
    this.#states.set(id, state);
    this.host.requestUpdate();
  }

  /**
   * Opens or closes a decline's or a cancel's form; one at a time, the focus on its first field. A
   * note typed beforehand goes into the form's own note. A decline reads the times it may offer.
   */
  readonly act = (request: BookingRequestRecord, status: RequestStatus | undefined): void => {
    for (const [id, state] of this.#states) if (state.acting) this.#states.set(id, { ...state, acting: undefined, confirming: false });
    const state = this.stateOf(request.id);
    const draft = { ...emptyDraft, note: state.note ?? '' };
    this.#set(request.id, { ...state, acting: status, message: undefined, draft, confirming: false });
    if (status === 'declined') void this.readTimes(request);
    this.#focusIn(request.id, status ? 'textarea, input' : undefined);
  };

  /** Opens the note field (the focus in it) or closes it (the focus back on "Add a note"); what was typed stays until a change takes it. */
  readonly toggleNote = (request: BookingRequestRecord): void => {
    const state = this.stateOf(request.id);
    this.#set(request.id, { ...state, noting: !state.noting });
    this.#focusIn(request.id, state.noting ? '.note-button' : 'input[name="note"]');
  };

  readonly typeNote = (request: BookingRequestRecord, note: string): void => {
    this.#states.set(request.id, { ...this.stateOf(request.id), note, noteSaved: false });
  };

  /**
   * Saves the note typed alone, with no change of status: once kept, the field closes, the focus
   * goes back to "Add a note", "Note saved." is said politely and open details show it; when it is
   * refused, the note stays in its field with the reason (someone else's change, read again).
   */
  readonly saveNote = async (request: BookingRequestRecord): Promise<void> => {
    const current = this.options.current();
    const state = this.stateOf(request.id);
    const note = (state.note ?? '').trim();
    if (!current || state.saving || note === '') return;
    this.#set(request.id, { ...state, saving: true, message: undefined, noteSaved: false });
    const outcome = await saveNote({ ...current, send: this.options.note, reread: this.options.read }, request, note);
    if ('kept' in outcome) {
      this.options.opened.show(request.id, outcome.kept);
      this.#set(request.id, { ...this.stateOf(request.id), saving: false, noting: false, note: '', noteSaved: true });
      this.#focusIn(request.id, '.note-button');
    } else {
      if (outcome.current) this.options.opened.show(request.id, outcome.current);
      this.#set(request.id, { ...this.stateOf(request.id), saving: false, message: outcome.message });
      this.#focusIn(request.id, 'input[name="note"]');
    }
  };

  /**
   * A change made at once ("Mark contacted", "Confirm"), with the note typed, if any. A confirm
   * first asks the branch whether the time is still offered and looks for a confirmed request of
   * the same groomer that it overlaps: either asks the person first (the focus on "Confirm
   * anyway"), since the customer would be told of a booking the branch cannot keep.
   */
  readonly change = async (request: BookingRequestRecord, status: RequestStatus): Promise<void> => {
    const state = this.stateOf(request.id);
    // A press while the time is checked or the change saved is the same press again.
    if (state.saving || state.checking) return;
    if (status === 'confirmed') {
      this.#set(request.id, { ...state, checking: true, asking: undefined, message: undefined });
      const free = await this.checkTime(request);
      const current = this.options.current();
      const clashes = (current ? (clashesOf(current.inbox.all).get(request.id) ?? []) : []).filter((other) => other.status === 'confirmed');
      const gone = free === false;
      this.#set(request.id, {
        ...this.stateOf(request.id),
        checking: false,
        ...(clashes.length > 0 || gone ? { asking: { clashes, gone } } : {}),
      });
      if (clashes.length > 0 || gone) {
        this.#focusIn(request.id, '.confirm-anyway');
        return;
      }
    }
    await this.save(request, status, { note: (this.stateOf(request.id).note ?? '').trim() });
  };

  /** The question before a confirm answered: "Confirm anyway" confirms, "Don't confirm" (or Escape) goes back to the request. */
  readonly decide = (request: BookingRequestRecord, confirm: boolean): void => {
    this.#set(request.id, { ...this.stateOf(request.id), asking: undefined });
    if (confirm) void this.save(request, 'confirmed', { note: (this.stateOf(request.id).note ?? '').trim() });
    else this.#focusIn(request.id, undefined);
  };

  /**
   * Asks the branch's availability of the request's day (through the gateway, as the decline's
   * times are read) whether its time is still offered, and keeps the answer to show; a time already
   * past is not offered. Gives the answer, or undefined when it could not be asked.
   */
  readonly checkTime = async (request: BookingRequestRecord): Promise<boolean | undefined> => {
    this.#set(request.id, { ...this.stateOf(request.id), time: { status: 'pending' } });
    const { staffId, startTime, endTime } = request;
    let time: TimeCheck;
    if (!startTime || !endTime || Date.parse(startTime) <= Date.now()) {
      time = { status: 'complete', free: false };
    } else {
      try {
        const availability = await this.options.day(request);
        time = { status: 'complete', free: stillOffered(availability, { staffId, startTime, endTime }) };
      } catch (error) {
        time = { status: 'error', error };
      }
    }
    this.#set(request.id, { ...this.stateOf(request.id), time });
    return time.status === 'complete' ? time.free : undefined;
  };

  /** Puts the focus on the first of `selector` in the request's item once drawn, else on the item. */
  #focusIn(id: string, selector: string | undefined): void {
    this.#whenDrawn(() => {
      const item = this.options.itemOf(id);
      (selector ? item?.querySelector<HTMLElement>(selector) : item)?.focus();
    });
  }

  /** Reads the times a decline may offer (again after a failure, or once one offered is gone). */
  readonly readTimes = async (request: BookingRequestRecord): Promise<BookingAvailability | undefined> => {
    this.#set(request.id, { ...this.stateOf(request.id), times: { status: 'pending' } });
    let availability: BookingAvailability | undefined;
    try {
      availability = await this.options.times(request);
      this.#set(request.id, { ...this.stateOf(request.id), times: { status: 'complete', availability } });
    } catch (error) {
      this.#set(request.id, { ...this.stateOf(request.id), times: { status: 'error', error } });
    }
    return availability;
  };

  /** Chooses a time to offer, or takes it back; at most `mostOffers`. */
  readonly toggle = (request: BookingRequestRecord, offer: OfferedSlot): void => {
    const state = this.stateOf(request.id);
    const offers = state.draft?.offers ?? [];
    const chosen = offers.some((each) => sameOffer(each, offer));
    if (!chosen && offers.length >= mostOffers) return;
    const next = chosen ? offers.filter((each) => !sameOffer(each, offer)) : [...offers, offer];
    this.#set(request.id, { ...state, draft: { ...(state.draft ?? emptyDraft), offers: next } });
  };

  /** The answer's form sent: a cancel asks once more (the focus on its "yes"), a decline is saved. */
  readonly answer = (request: BookingRequestRecord, draft: Draft): void => {
    const state = this.stateOf(request.id);
    if (state.acting === 'cancelled' && !state.confirming) {
      this.#set(request.id, { ...state, draft, confirming: true });
      this.#focusIn(request.id, '.confirm-cancel');
      return;
    }
    if (state.acting) void this.save(request, state.acting, draft);
  };

  /** A change of status (save-change.ts), the list drawn as it goes, the focus kept on the request. */
  readonly save = async (request: BookingRequestRecord, status: RequestStatus, words: ChangeWords): Promise<void> => {
    const current = this.options.current();
    if (!current) return;
    // The note typed for this change, given back with the field open if the change is undone; the time's check stays shown.
    const { note: typed, time } = this.stateOf(request.id);
    this.#set(request.id, { saving: true, time });
    const outcome = await saveChange({ ...current, send: this.options.send, reread: this.options.read }, request, status, words);
    if ('gone' in outcome) {
      // An offered time went meanwhile: the form again with what was typed, the times read again, and which went said.
      const offers = words.offers ?? [];
      this.#set(request.id, { acting: status, time, draft: { note: words.note, message: words.message ?? '', offers } });
      const availability = await this.readTimes(request);
      const gone = availability ? offers.filter((offer) => !stillOffered(availability, offer)) : [];
      const state = this.stateOf(request.id);
      this.#set(request.id, {
        ...state,
        draft: { ...(state.draft ?? emptyDraft), offers: offers.filter((offer) => !gone.includes(offer)) },
        message: current.format.text.offersGone(gone.map((offer) => offerWords(offer, current.format))),
      });
      this.#focusIn(request.id, 'textarea');
      return;
    }
    if ('kept' in outcome) {
      this.#set(request.id, { time });
      this.options.kept(outcome.kept);
      this.options.opened.refresh(request.id);
    } else {
      if (outcome.current) this.options.opened.show(request.id, outcome.current);
      this.#set(request.id, { message: outcome.message, time, ...(typed ? { noting: true, note: typed } : {}) });
    }
    this.#whenDrawn(() => this.options.itemOf(request.id)?.focus());
  };

  /**
   * Sends a failed delivery again (resend-delivery.ts): the button says it is busy meanwhile and
   * keeps the focus; once the delivery is no longer failed its button is gone, and the focus goes
   * to its line, which says where it stands now.
   */
  readonly resend = async (request: BookingRequestRecord, delivery: RequestDelivery): Promise<void> => {
    const current = this.options.current();
    if (!current || this.stateOf(request.id).resending) return;
    this.#set(request.id, { ...this.stateOf(request.id), resending: delivery.id, notice: undefined });
    const outcome = await resendDelivery(
      { format: current.format, send: this.options.resend, reread: this.options.read },
      request.id,
      delivery,
    );
    if (outcome.detail) this.options.opened.show(request.id, outcome.detail);
    this.#set(request.id, { ...this.stateOf(request.id), resending: undefined, notice: outcome.notice });
    const now = outcome.detail?.deliveries.find((each) => each.id === delivery.id);
    if (now && now.status !== 'failed') {
      this.#whenDrawn(() =>
        this.options
          .itemOf(request.id)
          ?.querySelector<HTMLElement>(`[data-delivery="${CSS.escape(delivery.id)}"]`)
          ?.focus(),
      );
    }
  };
}
