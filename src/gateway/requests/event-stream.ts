/**
 * `GET /booking-requests/events`: server-sent events (Hono's `streamSSE`) of the requests created,
 * updated and deleted in the branches the staff token may read, while the page is open. A comment
 * every 20 seconds keeps proxies from closing a quiet stream. A browser's EventSource cannot send a
 * token: the staff element reads the stream with fetch.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { GatewayFailure } from '../failure.js';
import { outsideAllowance } from '../policy.js';
import { staffCacheControl } from './answers.js';
import type { RequestEvent } from './events.js';
import type { Call } from './parts.js';
import type { StaffParts } from './staff-routes.js';

const keepAliveMs = 20_000;
/** Events waiting to be written to one slow page at most; past it the stream is closed, and the page reconnects. */
const mostWaiting = 1000;

export async function streamEvents(parts: StaffParts, call: Call, context: Context): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  const waiting: RequestEvent[] = [];
  let wake: (() => void) | undefined;
  let overflowed = false;
  let ended = false;
  const unsubscribe = parts.events.subscribe(
    (event) => {
      if (outsideAllowance({ companyIds: [event.companyId], businessIds: [event.businessId] }, member.allowance)) return;
      if (waiting.length >= mostWaiting) overflowed = true;
      else waiting.push(event);
      wake?.();
    },
    () => {
      ended = true;
      wake?.();
    },
  );
  if (!unsubscribe) throw new GatewayFailure('UNAVAILABLE', 'Too many open event streams on this instance: try again shortly.', 503, 5);
  context.header('cache-control', staffCacheControl);
  context.header('x-request-id', call.stamp.requestId);
  return streamSSE(context, async (stream) => {
    stream.onAbort(() => wake?.());
    try {
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (!stream.aborted && !stream.closed && !overflowed && !ended) {
        const event = waiting.shift();
        if (event) {
          await stream.writeSSE({
            event: event.type,
            id: event.id,
            data: JSON.stringify(event.request ?? { id: event.id, businessId: event.businessId }),
          });
          continue;
        }
        const quiet = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), keepAliveMs);
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = undefined;
        if (quiet) await stream.write(': still here\n\n');
      }
    } finally {
      unsubscribe();
    }
  });
}
