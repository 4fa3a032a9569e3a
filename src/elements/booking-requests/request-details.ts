/**
 * A request's details: the customer's notes, the whole history (each change's status, note, who
 * and when) and its deliveries to the business's own system (webhook, e-mail: sent, retrying with
 * the next try, failed), so that the front desk knows whether the business got it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BookingRequestDetail, RequestDelivery } from '../../api/booking-request-inbox.js';
import { errorView } from '../../shared/error-view.js';
import type { InboxFormat } from './inbox-format.js';

/** What is known of an opened request's details. */
export type OpenedDetail =
  | { readonly state: 'pending' }
  | { readonly state: 'complete'; readonly detail: BookingRequestDetail }
  | { readonly state: 'error'; readonly error: unknown };

function deliveryState(delivery: RequestDelivery, format: InboxFormat): string {
  const { text } = format;
  if (delivery.status === 'sent') return text.deliverySent;
  if (delivery.status === 'failed') return text.deliveryFailed;
  return text.deliveryPending(format.when(delivery.nextAttemptTime));
}

function completeView(detail: BookingRequestDetail, format: InboxFormat, index: number): TemplateResult {
  const { text } = format;
  const channel = (delivery: RequestDelivery) => (delivery.channel === 'email' ? text.channelEmail : text.channelWebhook);
  return html`${detail.customer.notes ? html`<p class="notes">${text.notes(detail.customer.notes)}</p>` : nothing}
    <h4 id="history-${index}">${text.historyHeading}</h4>
    <ol class="history" aria-labelledby="history-${index}">
      ${detail.history.map(
        (change) => html`<li>
          ${text.change(format.status(change.status), change.actor || text.someone, format.when(change.at))}
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
              ${channel(delivery)}: ${deliveryState(delivery, format)} (${text.attempts(delivery.attempts.length)})
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
