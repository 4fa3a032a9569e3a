/**
 * A failed delivery sent again, as staff see it: the gateway's answer (the request whole, the
 * delivery pending again, the history saying who sent it) shown with a polite word that it goes
 * out shortly. When the gateway finds it no longer failed (409: someone sent it again, or it
 * went), the request is read again and shown as it stands, with an alert saying so. Any other
 * failure is said with its reason, the delivery left failed for another try.
 */
import type { BookingRequestDetail, RequestDelivery } from '../../api/booking-requests/inbox.js';
import { ApiError } from '../../api/errors.js';
import { failureKind, failureSummary } from '../../shared/failure.js';
import type { InboxFormat } from './inbox-format.js';
import type { DeliveryNotice } from './request-details.js';

export interface ResendSettings {
  readonly format: InboxFormat;
  readonly send: (id: string, deliveryId: string) => Promise<BookingRequestDetail>;
  readonly reread: (id: string) => Promise<BookingRequestDetail>;
}

/** What to say, and the request as it is now when it is known. */
export interface ResendOutcome {
  readonly notice: DeliveryNotice;
  readonly detail?: BookingRequestDetail;
}

export async function resendDelivery(settings: ResendSettings, requestId: string, delivery: RequestDelivery): Promise<ResendOutcome> {
  const { text } = settings.format;
  try {
    const detail = await settings.send(requestId, delivery.id);
    return { detail, notice: { alert: false, text: text.resendQueued(delivery.channel) } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      const detail = await settings.reread(requestId).catch(() => undefined);
      return { ...(detail ? { detail } : {}), notice: { alert: true, text: text.resendMeanwhile(delivery.channel) } };
    }
    return {
      notice: { alert: true, text: text.resendFailed(delivery.channel, failureSummary(error, failureKind(error, navigator.onLine), text)) },
    };
  }
}
