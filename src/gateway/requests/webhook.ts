/**
 * The webhook: each request POSTed to the business's URL as a Standard Webhooks message
 * (`standardwebhooks` signs it: no crypto of ours), event `booking_request.received`, the same
 * `webhook-id` on every attempt so that the receiver can tell a retry from a new request. A 2xx
 * answer within the time allowed delivers it; anything else is retried.
 */
import type { AttemptResult } from './outbox.js';
import type { ClaimedDelivery } from './outbox.js';
import { loadOptional } from './optional-package.js';
import type { BookingRequestRecord } from './records.js';

export const webhookEventType = 'booking_request.received';

type StandardWebhooks = typeof import('standardwebhooks');

export interface WebhookSender {
  send(delivery: ClaimedDelivery, request: BookingRequestRecord): Promise<AttemptResult>;
}

/** Words for a failed fetch that hold no URL: the network error's code, or its kind. */
function fetchFailure(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'the receiver did not answer in time';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
  return code ? `the receiver could not be reached (${code.slice(0, 40)})` : 'the receiver could not be reached';
}

export async function webhookSender(url: string, secret: string, timeoutMs: number): Promise<WebhookSender> {
  const { Webhook } = await loadOptional<StandardWebhooks>('standardwebhooks', 'The booking request webhook (BOOKING_REQUEST_WEBHOOK_URL)');
  const signer = new Webhook(secret);
  return {
    async send(delivery, request) {
      const body = JSON.stringify({ type: webhookEventType, timestamp: request.receivedTime, data: request });
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
