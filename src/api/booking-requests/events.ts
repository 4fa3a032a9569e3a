/**
 * `GET /booking-requests/events`: the gateway's server-sent events of requests created, updated
 * and deleted while staff have the inbox open. Read with fetch (a browser's EventSource cannot send
 * a staff token) and eventsource-parser, bounded: an event larger than the parser's buffer ends the
 * stream, and each event's data is read through the request's schema, a malformed one left out.
 */
import { createParser } from 'eventsource-parser';
import { type BookingRequestRecord, bookingRequestEvents, bookingRequestRecordSchema } from './inbox.js';
import { ApiError, errorFromResponse } from '../errors.js';
import { safeParse } from '../schema.js';
import { buildUrl } from '../url.js';

export type BookingRequestEvent =
  /** The stream is open, and what happened before is not sent: read the inbox again. */
  | { readonly type: 'ready' }
  /** The stream took up where the last one was cut (`Last-Event-ID`): what was missed follows, nothing to read again. */
  | { readonly type: 'resumed' }
  /** The gateway lost the thread of the changes: read the inbox again. */
  | { readonly type: 'reset' }
  /**
   * The gateway ends the stream: `token-expired` or `token-refused` (sign in again: another try with
   * the same token is refused), or another reason (`draining`, `unavailable`, `too-slow`) after which
   * the stream is opened again.
   */
  | { readonly type: 'end'; readonly reason: string }
  | { readonly type: 'created' | 'updated'; readonly request: BookingRequestRecord }
  | { readonly type: 'deleted'; readonly id: string };

/** The reasons of `end` after which the same token is refused: the person must sign in again. */
export const signedOutReasons: ReadonlySet<string> = new Set(['token-expired', 'token-refused']);

export interface EventStreamSettings {
  /** The gateway's root, as the element's `base-url`. */
  readonly baseUrl: string;
  /** The staff token's `Authorization`, and any other header of the page's. */
  readonly headers: Readonly<Record<string, string>>;
  /** The id of the last event the previous stream gave: the gateway resumes after it when it can. */
  readonly lastEventId?: string;
  /** Told the id of each event that has one, to give as `lastEventId` when the stream is opened again. */
  readonly onPosition?: (id: string) => void;
  /** Aborting it closes the stream. */
  readonly signal: AbortSignal;
  readonly fetch?: typeof globalThis.fetch;
}

const operation = bookingRequestEvents.name;

/** The most characters one event may hold: a request is at most 16 KiB, and its record a little more. */
const largestEvent = 64 * 1024;

/** One event as the gateway writes it, or undefined for one this reader does not know or cannot read. */
export function eventOf(type: string, data: string): BookingRequestEvent | undefined {
  if (type === 'ready' || type === 'resumed' || type === 'reset') return { type };
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return undefined;
  }
  if (type === 'end') {
    const reason = (body as { reason?: unknown } | null)?.reason;
    return { type, reason: typeof reason === 'string' ? reason.slice(0, 40) : 'unknown' };
  }
  if (type === 'deleted') {
    const id = (body as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? { type, id } : undefined;
  }
  if (type !== 'created' && type !== 'updated') return undefined;
  const read = safeParse(bookingRequestRecordSchema, body);
  return read.success ? { type, request: read.data } : undefined;
}

/**
 * Reads the stream until the gateway ends it (then it resolves: the caller connects again) or
 * `signal` aborts it; a refused or failed connection rejects with an `ApiError`.
 */
export async function readBookingRequestEvents(
  settings: EventStreamSettings,
  onEvent: (event: BookingRequestEvent) => void,
): Promise<void> {
  const fetchImpl = settings.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImpl(buildUrl(settings.baseUrl, bookingRequestEvents.path, undefined), {
      headers: {
        Accept: 'text/event-stream',
        ...settings.headers,
        ...(settings.lastEventId === undefined ? {} : { 'Last-Event-ID': settings.lastEventId }),
      },
      signal: settings.signal,
      redirect: 'error',
    });
  } catch (error) {
    const code = settings.signal.aborted ? 'CANCELLED' : 'NETWORK';
    throw new ApiError({ code, operation, message: 'The gateway could not be reached for news of requests.', cause: error });
  }
  if (!response.ok || !response.body) {
    const body = await response.text().catch(() => '');
    throw errorFromResponse(operation, response.status, response.statusText, body, response.headers.get('content-type') ?? '');
  }
  let tooLarge = false;
  const parser = createParser({
    maxBufferSize: largestEvent,
    onEvent: (message) => {
      if (message.id) settings.onPosition?.(message.id);
      const event = eventOf(message.event ?? 'message', message.data);
      if (event) onEvent(event);
    },
    onError: () => {
      tooLarge = true;
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    while (!tooLarge) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  } catch (error) {
    if (settings.signal.aborted) return;
    throw new ApiError({ code: 'NETWORK', operation, message: 'The news of requests was cut off.', cause: error });
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
