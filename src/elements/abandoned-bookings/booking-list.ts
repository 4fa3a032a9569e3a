/**
 * The bookings of `<abandoned-bookings>`, newest first, as the items of the element's list (drawn
 * a page at a time: src/shared/expandable-list.ts): each with when the customer left, their name, pets and
 * services, the step, the status and the last contact, the contact actions its data allows (a call
 * and a text for a phone number that can be dialled, an e-mail for an address a mail client can
 * take, each prefilled with the business's message) and its details, opened in place under it so
 * that the list keeps its place.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import type { OpenedDetailsController } from '../../shared/opened-details-controller.js';
import type { AbandonedBookingContactDetail } from './events.js';
import type { BoardFormat } from './board-format.js';
import { bookingDetails } from './booking-details.js';
import { callHref, dialable, emailHref, mailable, textHref } from '../../common/contact-links.js';

export type Channel = AbandonedBookingContactDetail['channel'];

export interface ListSettings {
  readonly severalBranches: boolean;
  /** The business's name in a customer's message: their branch's, or the company's. */
  readonly businessOf: (booking: AbandonedBooking) => string;
  readonly opened: OpenedDetailsController<AbandonedBooking>;
  readonly format: BoardFormat;
  readonly onContact: (booking: AbandonedBooking, channel: Channel) => void;
}

/** The later of the last text and the last e-mail, in words; nothing for neither. */
function lastContact({ lastTextedTime, lastEmailedTime }: AbandonedBooking, format: BoardFormat): TemplateResult | typeof nothing {
  const texted = lastTextedTime ? Date.parse(lastTextedTime) : Number.NaN;
  const emailed = lastEmailedTime ? Date.parse(lastEmailedTime) : Number.NaN;
  if (Number.isNaN(texted) && Number.isNaN(emailed)) return nothing;
  const byText = Number.isNaN(emailed) || texted >= emailed;
  return html`<span>${byText ? format.text.texted(format.when(lastTextedTime)) : format.text.emailed(format.when(lastEmailedTime))}</span>`;
}

function contactActions(booking: AbandonedBooking, name: string, settings: ListSettings): TemplateResult {
  const { format, onContact } = settings;
  const { text } = format;
  const phone = dialable(booking.customer?.phoneNumber ?? '');
  const email = mailable(booking.customer?.email ?? '');
  if (!phone && !email) return html`<span class="muted">${text.noContact}</span>`;
  const petNames = booking.pets.map((pet) => pet.petServiceDetail?.pet?.name.trim() ?? '').filter(Boolean);
  const business = settings.businessOf(booking);
  const message = text.contactMessage(booking.customer?.firstName.trim() ?? '', format.list(petNames), business);
  const link = (href: string, channel: Channel, words: string) =>
    html`<a class="action" part="contact-link" href=${href} @click=${() => onContact(booking, channel)}
      >${words}<span class="visually-hidden"> ${name}</span></a
    >`;
  return html`${phone ? link(callHref(phone), 'call', text.call) : nothing}
  ${phone ? link(textHref(phone, message), 'text', text.text) : nothing}
  ${email ? link(emailHref(email, text.contactSubject(business), message), 'email', text.email) : nothing}`;
}

function bookingItem(booking: AbandonedBooking, index: number, settings: ListSettings): TemplateResult {
  const { format, opened } = settings;
  const { text } = format;
  const name = format.name(booking);
  const pets = format.pets(booking);
  return html`<li class="booking card" part="booking" tabindex="-1" aria-labelledby="name-${index}">
    <div class="booking-head">
      <h3 id="name-${index}">${name}</h3>
      <span class="when">${format.when(booking.abandonTime) || text.noTime}</span>
    </div>
    <p class="pets">${pets.length > 0 ? format.list(pets) : html`<span class="muted">${text.noPets}</span>`}</p>
    <p class="meta">
      <span class="status ${booking.abandonStatus.toLowerCase()}" part="status">${format.status(booking.abandonStatus)}</span>
      <span>${text.leftAt(format.step(booking.abandonStep))}</span>
      ${lastContact(booking, format)}
      ${settings.severalBranches ? html`<span>${format.branch(booking.businessId)}</span>` : nothing}
    </p>
    <div class="actions">
      ${contactActions(booking, name, settings)}
      ${booking.id ? opened.detailsButton(booking.id, index, text.details, name) : nothing}
    </div>
    ${booking.id ? opened.detailsRegion(booking.id, index, text, (details) => bookingDetails(details, format)) : nothing}
  </li>`;
}

/** The bookings drawn, as list items. */
export function bookingItems(settings: ListSettings): (drawn: readonly AbandonedBooking[]) => TemplateResult[] {
  return (drawn) => drawn.map((booking, index) => bookingItem(booking, index, settings));
}
