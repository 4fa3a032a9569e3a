/**
 * A request's details: the customer's notes, the whole history (each change's status, note, who
 * and when, and each failed delivery staff sent again) and its deliveries to the business's own
 * system (webhook, e-mail: sent, retrying with the next try, waiting for an instance of the
 * gateway that sends by its channel, failed), so that the front desk knows whether the business
 * got it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingRequestDetail, RequestChange, RequestDelivery } from '../../api/booking-request-inbox.js';
import { errorView } from '../../shared/error-view.js';
import type { InboxFormat } from './inbox-format.js';

/** What is known of an opened request's details. */
export type OpenedDetail =
  | { readonly state: 'pending' }
  | { readonly state: 'complete'; readonly detail: BookingRequestDetail }
  | { readonly state: 'error'; readonly error: unknown };

const channelName = (channel: string, format: InboxFormat) => (channel === 'email' ? format.text.channelEmail : format.text.channelWebhook);

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

/** One line of the history: a change of status, or a delivery sent again. */
export function historyLine(change: RequestChange, format: InboxFormat): string {
  const { text } = format;
  const who = change.actor || text.someone;
  if (change.action === 'resent') return text.resent(channelName(change.channel, format), who, format.when(change.at));
  return text.change(format.status(change.status), who, format.when(change.at));
}

function completeView(detail: BookingRequestDetail, format: InboxFormat, index: number): TemplateResult {
  const { text } = format;
  return html`${detail.customer.notes ? html`<p class="notes">${text.notes(detail.customer.notes)}</p>` : nothing}
    <h4 id="history-${index}">${text.historyHeading}</h4>
    <ol class="history" aria-labelledby="history-${index}">
      ${detail.history.map(
        (change) => html`<li>
          ${historyLine(change, format)}
          ${change.note ? html`<q>${change.note}</q>` : nothing}
        </li>`,
      )}
    </ol>
    <h4 id="deliveries-${index}">${text.deliveriesHeading}</h4>
    ${
      detail.deliveries.length === 0
        ? html`<p class="muted">${text.noDeliveries}</p>`
        : html`<ul class="stack deliveries" aria-labelledby="deliveries-${index}">
          ${detail.deliveries.map(
            (delivery) => html`<li class="delivery ${delivery.status}" part="delivery">
              ${deliveryLine(delivery, format)}
            </li>`,
          )}
        </ul>`
    }`;
}

export function detailsView(opened: OpenedDetail | undefined, format: InboxFormat, index: number, retry: () => void): TemplateResult {
  if (!opened || opened.state === 'pending') return html`<p class="muted">${format.text.loading}</p>`;
  if (opened.state === 'error') return errorView(opened.error, format.text, retry);
  return completeView(opened.detail, format, index);
}
