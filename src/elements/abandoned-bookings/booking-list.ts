/**
 * The bookings of `<abandoned-bookings>`, newest first, a page at a time ("Show more" adds the
 * next): each with when the customer left, their name, pets and services, the step, the status and
 * the last contact, the contact actions its data allows (a call and a text for a phone number that
 * can be dialled, an e-mail for an address a mail client can take, each prefilled with the
 * business's message) and its details, opened in place under it so that the list keeps its place.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import type { AbandonedBookingContactDetail } from './events.js';
import type { BoardFormat } from './board-format.js';
import { detailsView } from './booking-details.js';
import { callHref, dialable, emailHref, mailable, textHref } from '../../common/contact-links.js';
import type { OpenedBookingsController } from './opened-bookings-controller.js';

/** How many bookings a page of the list adds. */
export const listPageSize = 50;

export type Channel = AbandonedBookingContactDetail['channel'];

export interface ListSettings {
  /** The bookings the filters keep, newest first. */
  readonly bookings: readonly AbandonedBooking[];
  /** How many of them are drawn. */
  readonly drawn: number;
  readonly severalBranches: boolean;
  /** The business's name in a customer's message: their branch's, or the company's. */
  readonly businessOf: (booking: AbandonedBooking) => string;
  readonly opened: OpenedBookingsController;
  readonly format: BoardFormat;
  readonly onContact: (booking: AbandonedBooking, channel: Channel) => void;
  readonly onMore: () => void;
}

/** The class that colours a known status (never its only sign: the words say it). */
const statusClasses = new Map([
  ['ABANDONED', 'abandoned'],
  ['CONTACTED', 'contacted'],
  ['RECOVERED', 'recovered'],
]);

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
  const open = booking.id !== '' && opened.isOpen(booking.id);
  const details = open ? opened.detailsOf(booking.id) : undefined;
  return html`<li class="booking card" part="booking" tabindex="-1" aria-labelledby="name-${index}">
    <div class="booking-head">
      <h3 id="name-${index}">${name}</h3>
      <span class="when">${format.when(booking.abandonTime) || text.noTime}</span>
    </div>
    <p class="pets">${pets.length > 0 ? format.list(pets) : html`<span class="muted">${text.noPets}</span>`}</p>
    <p class="meta">
      <span class="status ${statusClasses.get(booking.abandonStatus) ?? ''}" part="status">${format.status(booking.abandonStatus)}</span>
      <span>${text.leftAt(format.step(booking.abandonStep))}</span>
      ${lastContact(booking, format)}
      ${settings.severalBranches ? html`<span>${format.branch(booking.businessId)}</span>` : nothing}
    </p>
    <div class="actions">
      ${contactActions(booking, name, settings)}
      ${
        booking.id
          ? html`<button type="button" class="toggle" part="details-button" id="toggle-${index}" aria-expanded=${open} aria-controls="details-${index}"
              @click=${() => opened.toggle(booking.id)}>${text.details}<span class="visually-hidden"> ${name}</span></button>`
          : nothing
      }
    </div>
    ${
      open
        ? html`<div class="details" part="details" id="details-${index}" role="region" aria-labelledby="toggle-${index}"
            aria-busy=${details?.status === 'pending'}>${detailsView(details, format, () => opened.retry(booking.id))}</div>`
        : nothing
    }
  </li>`;
}

export function bookingList(labelId: string, settings: ListSettings): TemplateResult {
  const { bookings, drawn, format } = settings;
  const { text } = format;
  if (bookings.length === 0) return html`<p class="empty" part="empty">${text.noMatch}</p>`;
  const count = Math.min(drawn, bookings.length);
  const left = bookings.length - count;
  return html`<ul class="stack" part="bookings" role="list" aria-labelledby=${labelId}>
      ${bookings.slice(0, count).map((booking, index) => bookingItem(booking, index, settings))}
    </ul>
    <div class="more">
      <p role="status">${text.showing(format.count(count), format.count(bookings.length), bookings.length)}</p>
      ${
        left > 0
          ? html`<button type="button" part="more-button" @click=${settings.onMore}>${text.showMore(Math.min(left, listPageSize))}</button>`
          : nothing
      }
    </div>`;
}
