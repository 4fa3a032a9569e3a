/**
 * The answers that the customer hears of, written in the request's item (not a dialog, like the
 * note of the other changes): "Decline" with words for the customer, kept apart from the internal
 * note, and up to three other times picked from the branch's availability of the coming days
 * (grouped by day and groomer in the business's zone, as the picker groups them: slots.ts);
 * "Cancel booking" with words for the customer and a second step that says what it does.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { addDays } from '../../api/calendar.js';
import type { BookingAvailability } from '../../api/availability.js';
import {
  type BookingRequestRecord,
  longestMessage,
  mostOffers,
  type OfferedSlot,
  type RequestOffer,
} from '../../api/booking-requests/inbox.js';
import { formatDate, formatTime, fullName, todayIn } from '../../common/time.js';
import { errorView } from '../../shared/error-view.js';
import { daysOf } from '../availability-picker/slots.js';
import type { InboxFormat } from './inbox-format.js';

/** How many days ahead, today included, the times to offer are read. */
const daysOffered = 7;

/** The dates whose times a decline offers: from today in the business's zone, a week. */
export function offerRange(timeZone: string): { startDate: string; endDate: string } {
  const startDate = todayIn(timeZone);
  return { startDate, endDate: addDays(startDate, daysOffered - 1) };
}

/** The times to offer, as far as they are read: the same words as a task's status. */
export type OfferTimes =
  | { readonly status: 'pending' }
  | { readonly status: 'complete'; readonly availability: BookingAvailability }
  | { readonly status: 'error'; readonly error: unknown };

/** What was typed into an answer's form: kept while it is confirmed, and when the gateway refuses an offered time. */
export interface Draft {
  readonly note: string;
  readonly message: string;
  readonly offers: readonly OfferedSlot[];
}

export const emptyDraft: Draft = { note: '', message: '', offers: [] };

export const sameOffer = (a: OfferedSlot, b: OfferedSlot) =>
  a.staffId === b.staffId && a.startTime === b.startTime && a.endTime === b.endTime;

/** Whether the availability still offers this time (compared as instants: the gateway and the API may write them differently). */
export function stillOffered(availability: BookingAvailability, offer: OfferedSlot): boolean {
  const start = Date.parse(offer.startTime);
  const end = Date.parse(offer.endTime);
  return availability.availability.some((day) =>
    day.staff.some(
      (staff) =>
        staff.staffId === offer.staffId &&
        staff.availableSlots.some((slot) => Date.parse(slot.startTime ?? '') === start && Date.parse(slot.endTime ?? '') === end),
    ),
  );
}

/** An offered time in staff words: its day and time in the business's zone, and the groomer when known (as the gateway named them, else as the page knows them). */
export function offerWords(
  offer: Pick<RequestOffer, 'staffId' | 'startTime'> & { readonly staffName?: string },
  format: InboxFormat,
): string {
  const groomer = offer.staffName || format.groomer(offer.staffId);
  return `${format.when(offer.startTime)}${groomer ? ` ${format.text.withGroomer(groomer)}` : ''}`;
}

export interface AnswerHandlers {
  readonly onToggle: (request: BookingRequestRecord, offer: OfferedSlot) => void;
  /** The form sent: for a cancel, the first press, which asks again. */
  readonly onAnswer: (request: BookingRequestRecord, draft: Draft) => void;
  readonly onCancel: (request: BookingRequestRecord) => void;
  readonly onRetryTimes: (request: BookingRequestRecord) => void;
}

export interface AnswerView {
  readonly request: BookingRequestRecord;
  readonly status: 'declined' | 'cancelled';
  readonly index: number;
  readonly format: InboxFormat;
  readonly draft: Draft;
  readonly times: OfferTimes | undefined;
  /** The cancel's second step: asked, waiting for the person to say yes. */
  readonly confirming: boolean;
  readonly handlers: AnswerHandlers;
}

function offerChoices(view: AnswerView): TemplateResult {
  const { request, index, format, draft, times, handlers } = view;
  const { text } = format;
  const full = draft.offers.length >= mostOffers;
  const heading = html`<legend>${text.offerLegend(mostOffers)}</legend>`;
  if (!times || times.status === 'pending')
    return html`<fieldset class="offers">${heading}<p role="status">${text.offerReading}</p></fieldset>`;
  if (times.status === 'error')
    return html`<fieldset class="offers">${heading}${errorView(times.error, text, () => handlers.onRetryTimes(request))}</fieldset>`;
  const { startDate, endDate } = offerRange(format.timeZone);
  const days = [...daysOf(times.availability, format.timeZone, startDate, endDate).values()];
  const why = `offers-full-${index}`;
  const choice = (slot: { readonly staffId: string; readonly startTime: string; readonly endTime: string }) => {
    const offer = { staffId: slot.staffId, startTime: slot.startTime, endTime: slot.endTime };
    const chosen = draft.offers.some((each) => sameOffer(each, offer));
    return html`<label class="offer"
      ><input type="checkbox" value=${`${offer.staffId} ${offer.startTime}`} .checked=${chosen} ?disabled=${full && !chosen} aria-describedby=${full && !chosen ? why : nothing}
        @change=${() => handlers.onToggle(request, offer)} />${formatTime(slot.startTime, format.timeZone, format.locale)}</label
    >`;
  };
  return html`<fieldset class="offers">
    ${heading}
    <p id=${why} class="muted">${full ? text.offersFull(mostOffers) : text.offersChosen(draft.offers.length, mostOffers)}</p>
    ${
      days.length === 0
        ? html`<p class="muted">${text.noOfferTimes}</p>`
        : html`<div class="offer-days">
            ${days.map((day) => {
              const date = formatDate(day.date, format.locale, { weekday: 'long', month: 'long', day: 'numeric' });
              return html`<div role="group" aria-label=${date} class="offer-day">
                <p class="offer-date">${date}</p>
                ${day.byGroomer.map(({ slots }) => {
                  const groomer = slots[0] ? fullName(slots[0], '') || format.groomer(slots[0].staffId) : '';
                  // The requested time itself is no other time.
                  const others = slots.filter((slot) => !(slot.staffId === request.staffId && slot.startTime === request.startTime));
                  return others.length === 0
                    ? nothing
                    : html`<div role="group" aria-label=${`${date}, ${groomer || text.anyGroomer}`} class="offer-groomer">
                        <span class="muted">${groomer || text.anyGroomer}</span>
                        ${others.map(choice)}
                      </div>`;
                })}
              </div>`;
            })}
          </div>`
    }
  </fieldset>`;
}

/** The form of a decline or a cancel, or the cancel's second step. */
export function answerForm(view: AnswerView): TemplateResult {
  const { request, status, index, format, draft, handlers } = view;
  const { text } = format;
  const name = request.customer.name || request.reference;
  if (view.confirming) {
    return html`<div class="change answer" part="change-form" role="group" aria-labelledby="sure-${index}"
      @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && handlers.onCancel(request)}>
      <p id="sure-${index}">${text.cancelSure(name, format.when(request.startTime), Boolean(request.customer.email))}</p>
      <button type="button" part="save-button" class="confirm-cancel" @click=${() => handlers.onAnswer(request, draft)}>${text.cancelYes}</button>
      <button type="button" @click=${() => handlers.onCancel(request)}>${text.cancelKeep}</button>
    </div>`;
  }
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const field = (key: string) => String(data.get(key) ?? '').trim();
    handlers.onAnswer(request, { note: field('note'), message: field('message'), offers: draft.offers });
  };
  return html`<form class="change answer" part="change-form" @submit=${submit}
    @keydown=${(event: KeyboardEvent) => event.key === 'Escape' && handlers.onCancel(request)}>
    <label for="message-${index}">${text.messageLabel}</label>
    <textarea id="message-${index}" name="message" rows="3" maxlength=${longestMessage} aria-describedby="message-hint-${index}"
      .value=${draft.message}></textarea>
    <p id="message-hint-${index}" class="muted">${text.messageHint(longestMessage, Boolean(request.customer.email))}</p>
    <label for="note-${index}">${text.noteLabel}</label>
    <input id="note-${index}" name="note" maxlength="1000" autocomplete="off" .value=${draft.note} />
    ${status === 'declined' ? offerChoices(view) : nothing}
    <div class="answer-buttons">
      <button type="submit" part="save-button">${status === 'declined' ? text.sendDecline : text.cancelBooking}</button>
      <button type="button" @click=${() => handlers.onCancel(request)}>${text.cancel}</button>
    </div>
  </form>`;
}
