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
 *   `streamCheckMs`), then the stream closes; the same token opens no other (401). `end` also
 *   says `draining` (the instance stops), `unavailable` (the keys cannot be checked) and
 *   `too-slow` (the page did not read what was sent): the page reconnects for those, and resumes.
 * - A comment every 20 seconds keeps proxies from closing a quiet stream. A browser's EventSource
 *   cannot send a token: the staff element reads the stream with fetch.
 */
import type { Context } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import { GatewayFailure } from '../../pipeline/failure.js';
import { outsideAllowance } from '../../access/policy.js';
import { staffCacheControl, withDatabase } from '../answers.js';
import { eventBounds, eventsAfter, type LoggedEvent } from './event-log.js';
import type { HubMessage, Subscription } from './events.js';
import type { Call, StaffMember } from '../parts.js';
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

/**
 * What waits to be written to one page, and why its stream ends once it does. The hub adds to it
 * as it hears changes; the stream's loop takes from it, and waits on it when it is empty.
 */
class PageQueue {
  readonly #waiting: HubMessage[] = [];
  #wake: (() => void) | undefined;
  /** Why the stream ends, once something said it does. */
  ended: StreamEnd | undefined;

  constructor(private readonly mayRead: (event: LoggedEvent) => boolean) {}

  /** The hub's listener: a change the page may read, or a reset; too many waiting ends the stream. */
  readonly hear = (message: HubMessage): void => {
    if (message.kind === 'change' && !this.mayRead(message.event)) return;
    if (this.#waiting.length >= mostWaiting) this.ended ??= 'too-slow';
    else this.#waiting.push(message);
    this.poke();
  };

  end(reason: StreamEnd): void {
    this.ended ??= reason;
    this.poke();
  }

  /** Wakes the loop waiting on the queue: something was heard, the stream ends, or the page left. */
  poke(): void {
    this.#wake?.();
  }

  take(): HubMessage | undefined {
    return this.#waiting.shift();
  }

  /** Waits until the queue is poked or `ms` pass: true when the time passed. */
  async wait(ms: number): Promise<boolean> {
    const quiet = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(true), Math.max(0, ms));
      this.#wake = () => {
        clearTimeout(timer);
        resolve(false);
      };
    });
    this.#wake = undefined;
    return quiet;
  }
}

/** The caller's staff token, refused when it expired: a stream it opened would end at once. */
async function streamingMember(parts: StaffParts, call: Call): Promise<StaffMember> {
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
  return member;
}

/** What one open stream is made of: who reads it, what waits for them, and what it resumes from. */
interface OpenStream {
  readonly parts: StaffParts;
  readonly call: Call;
  readonly member: StaffMember;
  readonly queue: PageQueue;
  readonly subscription: Subscription;
  /** The `Last-Event-ID` of a page that reconnects, and the changes it missed (undefined: read again). */
  readonly lastId: string | undefined;
  readonly replayed: readonly LoggedEvent[] | undefined;
  readonly mayRead: (event: LoggedEvent) => boolean;
}

export async function streamEvents(parts: StaffParts, call: Call, context: Context): Promise<Response> {
  const member = await streamingMember(parts, call);
  const mayRead = (event: LoggedEvent) =>
    !outsideAllowance({ companyIds: [event.companyId], businessIds: [event.businessId] }, member.allowance);
  const queue = new PageQueue(mayRead);
  const subscription = await withDatabase(() => parts.events.subscribe(queue.hear, () => queue.end('draining')));
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
  const open: OpenStream = { parts, call, member, queue, subscription, lastId, replayed, mayRead };
  return streamSSE(context, (stream) => writeStream(stream, open));
}

/**
 * The stream's loop: its opening (`ready`, or `resumed` and what was missed), then each change as
 * it is heard, a comment when all is quiet, and `end` once the token expires or is refused, the
 * instance drains or the page falls behind. The token is checked before anything more is written:
 * nothing goes out on a token that no longer holds.
 */
async function writeStream(stream: SSEStreamingApi, open: OpenStream): Promise<void> {
  const { queue, member } = open;
  const { staffTokenState, streamCheckMs } = open.parts.gateway;
  stream.onAbort(() => queue.poke());
  let lastWrite = Date.now();
  let nextCheck = Date.now() + streamCheckMs;
  const write = async (message: { event: string; id?: string; data: string }) => {
    await stream.writeSSE(message);
    lastWrite = Date.now();
  };
  try {
    if (open.replayed && open.lastId !== undefined) {
      await write({ event: 'resumed', id: open.lastId, data: '{}' });
      for (const event of open.replayed) if (open.mayRead(event)) await write(changeEvent(event));
    } else {
      await write({ event: 'ready', id: open.subscription.position, data: '{}' });
    }
    while (!stream.aborted && !stream.closed) {
      if (Date.now() >= member.expiresAt) queue.end('token-expired');
      if (queue.ended === undefined && Date.now() >= nextCheck) {
        const state = await staffTokenState(open.call.request);
        if (state !== 'valid') queue.end(state === 'refused' ? 'token-refused' : 'unavailable');
        nextCheck = Date.now() + streamCheckMs;
      }
      if (queue.ended !== undefined) return await write({ event: 'end', data: JSON.stringify({ reason: queue.ended }) });
      const message = queue.take();
      if (message) {
        await write(message.kind === 'change' ? changeEvent(message.event) : { event: 'reset', id: message.position, data: '{}' });
        continue;
      }
      const quiet = await queue.wait(Math.min(lastWrite + keepAliveMs, member.expiresAt, nextCheck) - Date.now());
      if (quiet && Date.now() - lastWrite >= keepAliveMs) {
        await stream.write(': still here\n\n');
        lastWrite = Date.now();
      }
    }
  } finally {
    open.subscription.unsubscribe();
  }
}
