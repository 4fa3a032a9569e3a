/**
 * The requests, newest first, as the items of the element's list (drawn a page at a time:
 * src/shared/expandable-list.ts): each with who asked,
 * for which pet, the time and groomer they want, when it came and from which branch, its status,
 * the contact links its details allow (prefilled with a message the host can replace), the
 * buttons that move it on ("Mark contacted", "Confirm", "Decline", each with an optional note),
 * what became of a change the gateway refused, and its details opened in place (request-details.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { BookingRequestDetail, BookingRequestRecord, RequestDelivery, RequestStatus } from '../../api/booking-requests/inbox.js';
import { callHref, dialable, emailHref, mailable, textHref } from '../../common/contact-links.js';
import type { OpenedDetailsController } from '../../shared/opened-details-controller.js';
import { type AnswerHandlers, answerForm, type Draft, type OfferTimes, offerWords } from './answer-form.js';
import { isOverdue, nextStatuses } from './inbox.js';
import { type InboxFormat, petTypeWords } from './inbox-format.js';
import { type DeliveryNotice, detailsView } from './request-details.js';

/** What the staff see of one request beside its data. */
export interface RequestState {
  /** The status whose note form is open. */
  readonly acting?: RequestStatus;
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
}

export interface ListSettings {
  readonly severalBranches: boolean;
  readonly format: InboxFormat;
  readonly stateOf: (id: string) => RequestState;
  /** The requests whose details are open, and their details. */
  readonly opened: OpenedDetailsController<BookingRequestDetail>;
  readonly onAct: (request: BookingRequestRecord, status: RequestStatus | undefined) => void;
  readonly onSave: (request: BookingRequestRecord, status: RequestStatus, note: string) => void;
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

function changeForm(request: BookingRequestRecord, status: RequestStatus, index: number, settings: ListSettings): TemplateResult {
  const { text } = settings.format;
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const note = new FormData(event.target as HTMLFormElement).get('note');
    settings.onSave(request, status, typeof note === 'string' ? note.trim() : '');
  };
  return html`<form class="change" part="change-form" @submit=${submit}
    @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && settings.onAct(request, undefined)}>
    <label for="note-${index}">${text.noteLabel}</label>
    <input id="note-${index}" name="note" maxlength="1000" autocomplete="off" />
    <button type="submit" part="save-button">${text.save}: ${text[actionWords.get(status) ?? 'confirm']}</button>
    <button type="button" @click=${() => settings.onAct(request, undefined)}>${text.cancel}</button>
  </form>`;
}

function requestItem(request: BookingRequestRecord, index: number, settings: ListSettings): TemplateResult {
  const { format, stateOf, opened } = settings;
  const { text } = format;
  const state = stateOf(request.id);
  const name = request.customer.name || request.reference;
  const hidden = html`<span class="visually-hidden"> ${name}</span>`;
  const groomer = format.groomer(request.staffId);
  const petType = petTypeWords(request.customer.petType);
  return html`<li class="request card" part="request" data-id=${request.id} tabindex="-1" aria-labelledby="name-${index}" aria-busy=${Boolean(state.saving)}>
    <div class="request-head">
      <h3 id="name-${index}">${name}</h3>
      <span class="status ${request.status}" part="status">${format.status(request.status)}</span>
      ${isOverdue(request) ? html`<span class="overdue" part="overdue">${text.overdue}</span>` : nothing}
    </div>
    <p class="wanted">${text.wants(format.when(request.startTime))} ${groomer ? text.withGroomer(groomer) : text.anyGroomer}</p>
    <p class="meta">
      <span>${text.pet(request.customer.petName)}${petType ? ` (${petType})` : ''}</span>
      ${request.services.length > 0 ? html`<span>${text.services(request.services.map((service) => service.name).join(', '))}</span>` : nothing}
      <span>${text.received(format.when(request.receivedTime))}</span>
      ${settings.severalBranches ? html`<span>${format.branch(request.businessId)}</span>` : nothing}
      ${request.reference ? html`<span>${text.reference(request.reference)}</span>` : nothing}
    </p>
    ${told(request, format, hidden)}
    <div class="actions">
      ${contactLinks(request, settings, hidden)}
      ${nextStatuses(request.status).map(
        (status) => html`<button type="button" part="status-button" ?disabled=${state.saving}
          aria-expanded=${state.acting === status} @click=${() => settings.onAct(request, state.acting === status ? undefined : status)}
          >${text[actionWords.get(status) ?? 'confirm']}${hidden}</button>`,
      )}
      ${opened.detailsButton(request.id, index, text.details, name)}
    </div>
    ${state.saving ? html`<p class="muted" role="status">${text.saving}</p>` : nothing}
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
        : state.acting && !state.saving
          ? changeForm(request, state.acting, index, settings)
          : nothing
    }
    ${state.message ? html`<p class="change-error" part="change-error" role="alert">${state.message}</p>` : nothing}
    ${opened.detailsRegion(request.id, index, text, (detail) =>
      detailsView(detail, {
        format,
        index,
        resending: state.resending,
        notice: state.notice,
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
