/**
 * A request's details: whether its time is still offered (a request not answered yet), the
 * customer's notes and the whole history, each change with its status,
 * note, who and when, the words and times the customer was sent, and under it what went out for
 * it (the deliveries that name it: the e-mail to the customer, the business's webhook and e-mail;
 * sent, retrying with the next try, waiting for an instance of the gateway that sends by its
 * channel, failed), so that the front desk knows whether the customer and the business got it.
 * What tells no change (a reminder that a request waits for an answer) is listed after the
 * history. A failed delivery has a button that sends it again; what came of that is said below
 * the history: politely once the gateway took it, as an alert when it did not.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingRequestDetail, RequestChange, RequestDelivery } from '../../api/booking-requests/inbox.js';
import type { InboxFormat } from './inbox-format.js';
import { offerWords } from './answer-form.js';
import type { TimeCheck } from './request-list.js';

/** What came of sending a delivery again: taken (said politely), or not (an alert). */
export interface DeliveryNotice {
  readonly alert: boolean;
  readonly text: string;
}

export interface DetailsSettings {
  readonly format: InboxFormat;
  /** The request's place in the list, for the ids of its headings. */
  readonly index: number;
  /** The id of the delivery being sent again, while it is. */
  readonly resending: string | undefined;
  readonly notice: DeliveryNotice | undefined;
  /** Whether the request's time is still offered, when it was asked (a request not answered yet). */
  readonly time: TimeCheck | undefined;
  readonly onResend: (delivery: RequestDelivery) => void;
}

/**
 * A channel's name in staff words, from the channels the gateway lists (lifecycle.ts): one it
 * adds later is shown by its own name until it has words here.
 */
const channelWords: Readonly<Record<string, 'channelEmail' | 'channelWebhook' | 'channelCustomer'>> = {
  email: 'channelEmail',
  webhook: 'channelWebhook',
  customer: 'channelCustomer',
};
const channelName = (channel: string, format: InboxFormat) =>
  Object.hasOwn(channelWords, channel) ? format.text[channelWords[channel]!] : channel;

function deliveryState(delivery: RequestDelivery, format: InboxFormat): string {
  const { text } = format;
  if (delivery.status === 'sent') return text.deliverySent;
  if (delivery.status === 'failed') return text.deliveryFailed;
  // No instance sends by its channel: no try is coming, and staff should know whom to ask.
  if (delivery.noSender) return text.deliveryNoSender(delivery.channel);
  return text.deliveryPending(format.when(delivery.nextAttemptTime));
}

/** One line of a delivery, as the details say it: its channel, where it stands, and how many attempts. */
export function deliveryLine(delivery: RequestDelivery, format: InboxFormat): string {
  return `${channelName(delivery.channel, format)}: ${deliveryState(delivery, format)} (${format.text.attempts(delivery.attempts.length)})`;
}

/** One line of the history: a change of status, a delivery sent again, or a note alone. */
export function historyLine(change: RequestChange, format: InboxFormat): string {
  const { text } = format;
  const who = change.actor || text.someone;
  if (change.action === 'resent') return text.resent(channelName(change.channel, format), who, format.when(change.at));
  if (change.action === 'note') return text.noted(who, format.when(change.at));
  return text.change(format.status(change.status), who, format.when(change.at));
}

function deliveryItem(delivery: RequestDelivery, settings: DetailsSettings): TemplateResult {
  const busy = settings.resending === delivery.id;
  // aria-disabled rather than disabled while it is sent: the button keeps the focus it has.
  const resend = (event: Event) => {
    event.preventDefault();
    if (!settings.resending) settings.onResend(delivery);
  };
  return html`<li class="delivery ${delivery.status}" part="delivery" data-delivery=${delivery.id} tabindex="-1" aria-busy=${busy}>
    <span class="delivery-state">${deliveryLine(delivery, settings.format)}</span>
    ${
      delivery.status === 'failed'
        ? html`<button type="button" part="resend-button" aria-disabled=${busy ? 'true' : nothing} @click=${resend}>
            ${settings.format.text.resendButton(delivery.channel)}
          </button>`
        : nothing
    }
  </li>`;
}

/** Whether the request's time is still offered: said politely as the answer comes. */
function freshness(time: TimeCheck, format: InboxFormat): TemplateResult {
  const { text } = format;
  const words =
    time.status === 'pending' ? text.timeChecking : time.status === 'error' ? text.timeUnknown : time.free ? text.timeFree : text.timeGone;
  const state = time.status === 'complete' ? (time.free ? 'free' : 'gone') : time.status;
  return html`<p class="freshness ${state}" part="freshness" role="status">${words}</p>`;
}

function deliveryList(deliveries: readonly RequestDelivery[], label: string, settings: DetailsSettings): TemplateResult {
  return html`<ul class="stack deliveries" aria-label=${label}>
    ${deliveries.map((delivery) => deliveryItem(delivery, settings))}
  </ul>`;
}

/** A request's details as read: the customer's notes, the history with what went out for each change, the other deliveries. */
export function detailsView(detail: BookingRequestDetail, settings: DetailsSettings): TemplateResult {
  const { format, index, notice } = settings;
  const { text } = format;
  const lines = new Set(detail.history.map((change) => change.id).filter(Boolean));
  const told = (change: RequestChange) => (change.id ? detail.deliveries.filter((delivery) => delivery.historyId === change.id) : []);
  const apart = detail.deliveries.filter((delivery) => !lines.has(delivery.historyId));
  return html`${settings.time ? freshness(settings.time, format) : nothing}
    ${detail.customer.notes ? html`<p class="notes">${text.notes(detail.customer.notes)}</p>` : nothing}
    <h4 id="history-${index}">${text.historyHeading}</h4>
    <ol class="history" aria-labelledby="history-${index}">
      ${detail.history.map((change) => {
        const deliveries = told(change);
        return html`<li>
          ${historyLine(change, format)}
          ${change.note ? html`<q>${change.note}</q>` : nothing}
          ${change.message ? html`<p class="told">${format.text.toldCustomer} <q>${change.message}</q></p>` : nothing}
          ${
            change.offers.length > 0
              ? html`<p class="told">${format.text.offered(change.offers.map((offer) => offerWords(offer, format)).join('; '))}</p>`
              : nothing
          }
          ${deliveries.length > 0 ? deliveryList(deliveries, text.sentFor(historyLine(change, format)), settings) : nothing}
        </li>`;
      })}
    </ol>
    ${detail.deliveries.length === 0 ? html`<p class="muted">${text.noDeliveries}</p>` : nothing}
    ${
      apart.length > 0
        ? html`<h4 id="deliveries-${index}">${text.deliveriesHeading}</h4>
            ${deliveryList(apart, text.deliveriesHeading, settings)}`
        : nothing
    }
    ${
      detail.deliveries.length > 0
        ? html`<p class="resend-notice" part="resend-notice" role="status">${notice && !notice.alert ? notice.text : nothing}</p>
            ${notice?.alert ? html`<p class="change-error" part="resend-error" role="alert">${notice.text}</p>` : nothing}`
        : nothing
    }`;
}
