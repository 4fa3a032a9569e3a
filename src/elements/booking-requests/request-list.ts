/**
 * The requests, newest first, as the items of the element's list (drawn a page at a time:
 * src/shared/expandable-list.ts): each with who asked,
 * for which pet, the time and groomer they want, when it came and from which branch, its status,
 * the contact links its details allow (prefilled with a message the host can replace), the
 * buttons that move it on ("Mark contacted" and "Confirm" act at once; "Decline" and "Cancel
 * booking" open their form), "Add a note" for a note kept with the next change, what became of a
 * change the gateway refused, and its details opened in place (request-details.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { BookingRequestDetail, BookingRequestRecord, RequestDelivery, RequestStatus } from '../../api/booking-requests/inbox.js';
import { callHref, dialable, emailHref, mailable, textHref } from '../../common/contact-links.js';
import { formatTime } from '../../common/time.js';
import type { OpenedDetailsController } from '../../shared/opened-details-controller.js';
import { type AnswerHandlers, answerForm, type Draft, type OfferTimes, offerWords } from './answer-form.js';
import { isOverdue, nextStatuses } from './inbox.js';
import type { InboxFormat } from './inbox-format.js';
import { type DeliveryNotice, detailsView } from './request-details.js';

/** What the staff see of one request beside its data. */
export interface RequestState {
  /** The answer whose form is open: a decline or a cancel. */
  readonly acting?: RequestStatus;
  /** Whether the note field is open. */
  readonly noting?: boolean;
  /** The note typed there, kept with the next change unless saved alone. */
  readonly note?: string;
  /** A note saved alone, said politely until the next thing done to the request. */
  readonly noteSaved?: boolean;
  readonly saving?: boolean;
  /** A refused change or a crossed one, in words. */
  readonly message?: string;
  /** The delivery being sent again, while it is. */
  readonly resending?: string;
  /** What came of sending a delivery again. */
  readonly notice?: DeliveryNotice;
  /** What was typed into a decline's or cancel's form. */
  readonly draft?: Draft;
  /** The times a decline may offer, as read. */
  readonly times?: OfferTimes;
  /** A cancel asked once, waiting for its second press. */
  readonly confirming?: boolean;
  /** Whether the request's time is still offered, as the branch's availability says (asked when its details open, and before a confirm). */
  readonly time?: TimeCheck;
  /** A confirm waiting for that answer. */
  readonly checking?: boolean;
  /** A confirm that asks first: the confirmed requests its time clashes with, and whether the time is gone. */
  readonly asking?: { readonly clashes: readonly BookingRequestRecord[]; readonly gone: boolean };
}

/** Whether a request's time is still offered, as far as it is known: the same words as a task's status. */
export type TimeCheck =
  | { readonly status: 'pending' }
  | { readonly status: 'complete'; readonly free: boolean }
  | { readonly status: 'error'; readonly error: unknown };

export interface ListSettings {
  readonly severalBranches: boolean;
  readonly format: InboxFormat;
  readonly stateOf: (id: string) => RequestState;
  /** The requests whose details are open, and their details. */
  readonly opened: OpenedDetailsController<BookingRequestDetail>;
  /** Opens or closes a decline's or a cancel's form. */
  readonly onAct: (request: BookingRequestRecord, status: RequestStatus | undefined) => void;
  /** Makes a change that needs no form ("Mark contacted", "Confirm"), with the note typed, if any. */
  readonly onChange: (request: BookingRequestRecord, status: RequestStatus) => void;
  /** Opens or closes the note field. */
  readonly onNote: (request: BookingRequestRecord) => void;
  readonly onNoteInput: (request: BookingRequestRecord, note: string) => void;
  /** Saves the note typed alone, with no change of status. */
  readonly onSaveNote: (request: BookingRequestRecord) => void;
  /** The question before a confirm answered: confirm anyway, or not. */
  readonly onDecide: (request: BookingRequestRecord, confirm: boolean) => void;
  /** The requests each request overlaps for its groomer (clashes.ts). */
  readonly clashes: ReadonlyMap<string, readonly BookingRequestRecord[]>;
  /** Sends a failed delivery of the request again. */
  readonly onResend: (request: BookingRequestRecord, delivery: RequestDelivery) => void;
  /** A decline's and a cancel's form. */
  readonly answers: AnswerHandlers;
}

/** The statuses the customer is told of, by e-mail when they gave one, else by staff on the phone. */
const toldStatuses = new Set<string>(['confirmed', 'declined', 'cancelled', 'expired']);

/** What the customer was told of the request's answer (its words and times), or that staff must call them. */
function told(request: BookingRequestRecord, format: InboxFormat, hidden: TemplateResult): TemplateResult {
  const { text } = format;
  const phone = dialable(request.customer.phone);
  const offers = request.status === 'declined' ? request.offers : [];
  return html`${request.message ? html`<p class="told">${text.toldCustomer} <q>${request.message}</q></p>` : nothing}
    ${offers.length > 0 ? html`<p class="told">${text.offered(offers.map((offer) => offerWords(offer, format)).join('; '))}</p>` : nothing}
    ${
      toldStatuses.has(request.status) && !mailable(request.customer.email) && phone
        ? html`<p class="tell" part="tell-by-phone">${text.noEmail}
            <a class="action" part="contact-link" href=${callHref(phone)}>${text.tellByPhone}${hidden}</a></p>`
        : nothing
    }`;
}

type ActionKey = 'markContacted' | 'confirm' | 'decline' | 'cancelBooking';
const actionWords = new Map<RequestStatus, ActionKey>([
  ['contacted', 'markContacted'],
  ['confirmed', 'confirm'],
  ['declined', 'decline'],
  ['cancelled', 'cancelBooking'],
]);

function contactLinks(request: BookingRequestRecord, settings: ListSettings, hidden: TemplateResult): TemplateResult {
  const { format } = settings;
  const { text } = format;
  const phone = dialable(request.customer.phone);
  const email = mailable(request.customer.email);
  if (!phone && !email) return html`<span class="muted">${text.noContact}</span>`;
  const business = format.branch(request.businessId);
  const message = text.contactMessage(request.customer.name, request.customer.petName, format.when(request.startTime), business);
  const link = (href: string, words: string) => html`<a class="action" part="contact-link" href=${href}>${words}${hidden}</a>`;
  return html`${phone ? link(callHref(phone), text.call) : nothing}
  ${phone ? link(textHref(phone, message), text.text) : nothing}
  ${email ? link(emailHref(email, text.contactSubject(business), message), text.email) : nothing}`;
}

/** The changes made at once, with no form of their own: a note typed beforehand goes with them. */
const formless = new Set<RequestStatus>(['contacted', 'confirmed']);

/** The note field "Add a note" opens: optional, saved alone ("Save note", or Enter) or kept with the next change; Escape closes it. */
function noteField(request: BookingRequestRecord, state: RequestState, index: number, settings: ListSettings): TemplateResult {
  const { text } = settings.format;
  return html`<div class="change note-field" part="change-form" id="note-area-${index}" role="group" aria-labelledby="note-label-${index}"
    @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && settings.onNote(request)}>
    <label id="note-label-${index}" for="note-${index}">${text.noteLabel}</label>
    <input id="note-${index}" name="note" maxlength="1000" autocomplete="off" aria-describedby="note-hint-${index}"
      .value=${state.note ?? ''} @input=${(event: InputEvent) => settings.onNoteInput(request, (event.target as HTMLInputElement).value)}
      @keydown=${(event: KeyboardEvent) => event.key === 'Enter' && settings.onSaveNote(request)} />
    <p id="note-hint-${index}" class="muted">${text.noteHint}</p>
    <button type="button" class="save-note" part="save-note-button" ?disabled=${state.saving}
      @click=${() => settings.onSaveNote(request)}>${text.saveNote}</button>
  </div>`;
}

/** Another request of the same groomer at an overlapping time: a confirmed one said most plainly, as it is booked already. */
function clashWords(other: BookingRequestRecord, format: InboxFormat): string {
  const { text } = format;
  const reference = other.reference || other.customer.name;
  const time = other.startTime ? formatTime(other.startTime, format.timeZone, format.locale) : '';
  return other.status === 'confirmed' ? text.clashConfirmed(reference, time) : text.clashOpen(format.status(other.status), reference, time);
}

function clashList(clashes: readonly BookingRequestRecord[], format: InboxFormat): TemplateResult {
  return html`<ul class="clashes" part="clashes">
    ${clashes.map((other) => html`<li class="clash ${other.status === 'confirmed' ? 'confirmed' : ''}">${clashWords(other, format)}</li>`)}
  </ul>`;
}

/** A confirm's question when its time clashes with a confirmed request or is no longer offered: Escape is "Don't confirm". */
function confirmQuestion(
  request: BookingRequestRecord,
  asking: NonNullable<RequestState['asking']>,
  index: number,
  settings: ListSettings,
): TemplateResult {
  const { format } = settings;
  const { text } = format;
  return html`<div class="change answer" part="confirm-question" role="group" aria-labelledby="ask-${index}"
    @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && settings.onDecide(request, false)}>
    <p id="ask-${index}">
      ${asking.clashes.map((other) => `${clashWords(other, format)}. `)}${asking.gone ? `${text.timeGone}. ` : ''}${text.confirmAsk}
    </p>
    <div class="answer-buttons">
      <button type="button" part="save-button" class="confirm-anyway" @click=${() => settings.onDecide(request, true)}>${text.confirmAnyway}</button>
      <button type="button" @click=${() => settings.onDecide(request, false)}>${text.confirmKeep}</button>
    </div>
  </div>`;
}

function requestItem(request: BookingRequestRecord, index: number, settings: ListSettings): TemplateResult {
  const { format, stateOf, opened } = settings;
  const { text } = format;
  const state = stateOf(request.id);
  const name = request.customer.name || request.reference;
  const hidden = html`<span class="visually-hidden"> ${name}</span>`;
  const groomer = format.groomer(request.staffId);
  const clashes = settings.clashes.get(request.id) ?? [];
  const petType = format.petType(request.customer.petType);
  return html`<li class="request card" part="request" data-id=${request.id} tabindex="-1" aria-labelledby="name-${index}"
    aria-busy=${Boolean(state.saving || state.checking)}>
    <div class="request-head">
      <h3 id="name-${index}">${name}</h3>
      <span class="status ${request.status}" part="status">${format.status(request.status)}</span>
      ${isOverdue(request) ? html`<span class="overdue" part="overdue">${text.overdue}</span>` : nothing}
    </div>
    <p class="wanted">${text.wants(format.when(request.startTime))} ${groomer ? text.withGroomer(groomer) : text.anyGroomer}</p>
    ${clashes.length > 0 ? clashList(clashes, format) : nothing}
    <p class="meta">
      <span>${text.pet(request.customer.petName)}${petType ? ` (${petType})` : ''}</span>
      ${request.services.length > 0 ? html`<span>${text.services(request.services.map((service) => service.name).join(', '))}</span>` : nothing}
      <span>${text.received(format.when(request.receivedTime))}</span>
      ${settings.severalBranches ? html`<span>${format.branch(request.businessId)}</span>` : nothing}
      ${request.reference ? html`<span>${text.reference(request.reference)}</span>` : nothing}
    </p>
    ${told(request, format, hidden)}
    ${state.noting && !state.acting ? noteField(request, state, index, settings) : nothing}
    <div class="actions">
      ${contactLinks(request, settings, hidden)}
      ${nextStatuses(request.status).map((status) =>
        formless.has(status)
          ? html`<button type="button" part="status-button" ?disabled=${state.saving}
              @click=${() => settings.onChange(request, status)}>${text[actionWords.get(status) ?? 'confirm']}${hidden}</button>`
          : html`<button type="button" part="status-button" ?disabled=${state.saving}
              aria-expanded=${state.acting === status} @click=${() => settings.onAct(request, state.acting === status ? undefined : status)}
              >${text[actionWords.get(status) ?? 'confirm']}${hidden}</button>`,
      )}
      ${
        nextStatuses(request.status).length > 0
          ? html`<button type="button" class="note-button" part="note-button" ?disabled=${state.saving || Boolean(state.acting)}
              aria-expanded=${Boolean(state.noting && !state.acting)} aria-controls="note-area-${index}" @click=${() => settings.onNote(request)}
              >${text.addNote}${hidden}</button>`
          : nothing
      }
      ${opened.detailsButton(request.id, index, text.details, name)}
    </div>
    ${state.saving || state.checking ? html`<p class="muted" role="status">${state.saving ? text.saving : text.timeChecking}</p>` : nothing}
    ${state.noteSaved ? html`<p class="muted" role="status">${text.noteSaved}</p>` : nothing}
    ${state.asking ? confirmQuestion(request, state.asking, index, settings) : nothing}
    ${
      state.acting === 'declined' || state.acting === 'cancelled'
        ? answerForm({
            request,
            status: state.acting,
            index,
            format,
            draft: state.draft ?? { note: '', message: '', offers: [] },
            times: state.times,
            confirming: Boolean(state.confirming),
            handlers: settings.answers,
          })
        : nothing
    }
    ${state.message ? html`<p class="change-error" part="change-error" role="alert">${state.message}</p>` : nothing}
    ${opened.detailsRegion(request.id, index, text, (detail) =>
      detailsView(detail, {
        format,
        index,
        resending: state.resending,
        notice: state.notice,
        time: state.time,
        onResend: (delivery) => settings.onResend(request, delivery),
      }),
    )}
  </li>`;
}

/** The requests drawn, as list items, each keeping its node when others arrive above it. */
export function requestItems(settings: ListSettings): (drawn: readonly BookingRequestRecord[]) => unknown {
  return (drawn) =>
    repeat(
      drawn,
      (request) => request.id,
      (request, index) => requestItem(request, index, settings),
    );
}
