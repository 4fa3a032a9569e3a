/**
 * `GET /booking-requests/events`: server-sent events (Hono's `streamSSE`) of the requests created,
 * updated and deleted in the branches the staff token may read, while the page is open. Each
 * change carries its number in the log (event-log.ts) as the event's `id`.
 *
 * - It opens with `ready` (read the inbox again: what happened before is not sent), or, when the
 *   page reconnects with `Last-Event-ID` and the log still holds every change since, with `resumed`
 *   followed by those changes: nothing missed, nothing to read again. `reset` in the middle says
 *   to read again (the instance lost the thread of the log).
 * - It lasts as long as its token: `end` (`{"reason":"token-expired"}`) when the token expires,
 *   `token-refused` when the key that signed it is no longer published (checked every
 *   `streamCheckMs`), then the stream closes; the same token opens no other (401). `end` also says `draining` (the instance stops),
 *   `unavailable` (the keys cannot be checked) and `too-slow` (the page did not read what was
 *   sent): the page reconnects for those, and resumes.
 * - A comment every 20 seconds keeps proxies from closing a quiet stream. A browser's EventSource
 *   cannot send a token: the staff element reads the stream with fetch.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { GatewayFailure } from '../../pipeline/failure.js';
import { outsideAllowance } from '../../access/policy.js';
import { staffCacheControl, withDatabase } from '../answers.js';
import { eventBounds, eventsAfter, type LoggedEvent } from './event-log.js';
import type { HubMessage } from './events.js';
import type { Call } from '../parts.js';
import type { StaffParts } from './staff-routes.js';

const keepAliveMs = 20_000;
/** Events waiting to be written to one slow page at most; past it the stream ends, and the page reconnects. */
const mostWaiting = 1000;
/** The most changes replayed to a page that reconnects; past it, the page reads again. */
const mostReplayed = 1000;

/** Why a stream ends, as its `end` event says. */
export type StreamEnd = 'token-expired' | 'token-refused' | 'unavailable' | 'draining' | 'too-slow';

/** The `Last-Event-ID` a reconnecting page sends: a change's number, or nothing usable. */
function lastEventIdOf(request: Request): string | undefined {
  const header = request.headers.get('last-event-id')?.trim();
  return header && /^\d{1,18}$/.test(header) ? header : undefined;
}

/** The changes since `lastId`, up to `position`, when the log still holds all of them and they are few enough. */
async function replayFrom(parts: StaffParts, lastId: string, position: string): Promise<LoggedEvent[] | undefined> {
  if (BigInt(lastId) > BigInt(position)) return undefined;
  const { database } = parts.config;
  const { oldest } = await eventBounds(database);
  if (BigInt(oldest) > BigInt(lastId) + 1n) return undefined;
  const missed = await eventsAfter(database, lastId, mostReplayed + 1, position);
  return missed.length > mostReplayed ? undefined : missed;
}

/** The event of a change, as the page reads it. */
const changeEvent = (event: LoggedEvent) => ({
  event: event.type,
  id: event.seq,
  data: JSON.stringify(event.request ?? { id: event.id, businessId: event.businessId }),
});

// Longer than a screen: one stream's loop, over what waits to be written, the token's checks and
// the keep-alive, which all decide when it next wakes.
export async function streamEvents(parts: StaffParts, call: Call, context: Context): Promise<Response> {
  const member = await parts.gateway.staffMember(call.request);
  // A token past its `exp` is still taken a little while for the clocks' skew, but a stream it
  // opened would end at once: it opens none, and the page signs in again.
  if (Date.now() >= member.expiresAt) {
    throw new GatewayFailure(
      'UNAUTHENTICATED',
      'The staff token has expired: sign in again.',
      401,
      undefined,
      'Bearer error="invalid_token"',
    );
  }
  const mayRead = (event: LoggedEvent) =>
    !outsideAllowance({ companyIds: [event.companyId], businessIds: [event.businessId] }, member.allowance);
  const waiting: HubMessage[] = [];
  let wake: (() => void) | undefined;
  let ended: StreamEnd | undefined;
  const subscription = await withDatabase(() =>
    parts.events.subscribe(
      (message) => {
        if (message.kind === 'change' && !mayRead(message.event)) return;
        if (waiting.length >= mostWaiting) ended ??= 'too-slow';
        else waiting.push(message);
        wake?.();
      },
      () => {
        ended ??= 'draining';
        wake?.();
      },
    ),
  );
  if (!subscription) throw new GatewayFailure('UNAVAILABLE', 'Too many open event streams on this instance: try again shortly.', 503, 5);
  const lastId = lastEventIdOf(call.request);
  let replayed: LoggedEvent[] | undefined;
  try {
    replayed = lastId === undefined ? undefined : await withDatabase(() => replayFrom(parts, lastId, subscription.position));
  } catch (error) {
    subscription.unsubscribe();
    throw error;
  }
  context.header('cache-control', staffCacheControl);
  context.header('x-request-id', call.stamp.requestId);
  return streamSSE(context, async (stream) => {
    stream.onAbort(() => wake?.());
    const { staffTokenState, streamCheckMs } = parts.gateway;
    let lastWrite = Date.now();
    let nextCheck = Date.now() + streamCheckMs;
    const write = async (message: { event: string; id?: string; data: string }) => {
      await stream.writeSSE(message);
      lastWrite = Date.now();
    };
    try {
      if (replayed && lastId !== undefined) {
        await write({ event: 'resumed', id: lastId, data: '{}' });
        for (const event of replayed) if (mayRead(event)) await write(changeEvent(event));
      } else {
        await write({ event: 'ready', id: subscription.position, data: '{}' });
      }
      while (!stream.aborted && !stream.closed) {
        // The token is checked before anything more is written: nothing goes out on a token that no longer holds.
        if (ended === undefined && Date.now() >= member.expiresAt) ended = 'token-expired';
        if (ended === undefined && Date.now() >= nextCheck) {
          const state = await staffTokenState(call.request);
          if (state !== 'valid') ended = state === 'refused' ? 'token-refused' : 'unavailable';
          nextCheck = Date.now() + streamCheckMs;
        }
        if (ended !== undefined) {
          await write({ event: 'end', data: JSON.stringify({ reason: ended }) });
          return;
        }
        const message = waiting.shift();
        if (message) {
          await write(message.kind === 'change' ? changeEvent(message.event) : { event: 'reset', id: message.position, data: '{}' });
          continue;
        }
        const now = Date.now();
        const quiet = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), Math.max(0, Math.min(lastWrite + keepAliveMs, member.expiresAt, nextCheck) - now));
          wake = () => {
            clearTimeout(timer);
            resolve(false);
          };
        });
        wake = undefined;
        if (quiet && Date.now() - lastWrite >= keepAliveMs) {
          await stream.write(': still here\n\n');
          lastWrite = Date.now();
        }
      }
    } finally {
      subscription.unsubscribe();
    }
  });
}
