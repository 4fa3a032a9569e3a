/**
 * The webhook: each delivery POSTed to the business's URL as a Standard Webhooks message
 * (`standardwebhooks` signs it: no crypto of ours), the same `webhook-id` on every attempt so that
 * the receiver can tell a retry from a new message. Two events: `booking_request.received` with
 * the request as `data`, and `booking_request.deleted` with only its id and reference (a customer's
 * erasure: the business erases its own copy). A 2xx answer within the time allowed delivers it;
 * anything else is retried.
 */
import { loadOptional } from '../optional-package.js';
import type { DeliveryEvent } from '../../../api/booking-requests/lifecycle.js';
import type { AttemptResult } from './outbox.js';
import type { Sender } from './worker.js';
import { requestSettings } from '../../command/settings.js';

export const webhookEventType: DeliveryEvent = 'booking_request.received';

type StandardWebhooks = typeof import('standardwebhooks');

/** Words for a failed fetch that hold no URL: the network error's code, or its kind. */
function fetchFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'the receiver did not answer in time';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  return code ? `the receiver could not be reached (${code.slice(0, 40)})` : 'the receiver could not be reached';
}

export async function webhookSender(url: string, secret: string, timeoutMs: number): Promise<Sender> {
  const { Webhook } = await loadOptional<StandardWebhooks>(
    'standardwebhooks',
    `The booking request webhook (${requestSettings.webhookUrl.name})`,
  );
  const signer = new Webhook(secret);
  return {
    timeoutMs,
    reaches: () => true,
    async send(delivery, request): Promise<AttemptResult> {
      const message =
        delivery.event === 'booking_request.received'
          ? { type: delivery.event, timestamp: request?.receivedTime, data: request }
          : { type: delivery.event, timestamp: new Date(delivery.createdAt).toISOString(), data: delivery.payload };
      const body = JSON.stringify(message);
      // The signature's time is the wall clock's: receivers refuse a message signed too long ago.
      const sentAt = new Date();
      const headers = {
        'content-type': 'application/json',
        'webhook-id': delivery.messageId,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signer.sign(delivery.messageId, sentAt, body),
      };
      try {
        const answer = await fetch(url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
        await answer.body?.cancel();
        return answer.ok
          ? { ok: true, httpStatus: answer.status }
          : { ok: false, httpStatus: answer.status, error: `the receiver answered HTTP ${answer.status}` };
      } catch (error) {
        return { ok: false, error: fetchFailure(error) };
      }
    },
  };
}
