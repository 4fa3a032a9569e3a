/**
 * `GET /booking-requests/events`: the gateway's server-sent events of requests created, updated
 * and deleted while staff have the inbox open. Read with fetch (a browser's EventSource cannot send
 * a staff token) and eventsource-parser, bounded: an event larger than the parser's buffer ends the
 * stream, and each event's data is read through the request's schema, a malformed one left out.
 */
import { createParser } from 'eventsource-parser';
import { type BookingRequestRecord, bookingRequestRecordSchema } from './booking-request-inbox.js';
import { ApiError, errorFromResponse } from './errors.js';
import { safeParse } from './schema.js';
import { buildUrl } from './url.js';

export type BookingRequestEvent =
  /** The stream is open: what happened while it was not must be read again. */
  | { readonly type: 'ready' }
  | { readonly type: 'created' | 'updated'; readonly request: BookingRequestRecord }
  | { readonly type: 'deleted'; readonly id: string };

export interface EventStreamSettings {
  /** The gateway's root, as the element's `base-url`. */
  readonly baseUrl: string;
  /** The staff token's `Authorization`, and any other header of the page's. */
  readonly headers: Readonly<Record<string, string>>;
  /** Aborting it closes the stream. */
  readonly signal: AbortSignal;
  readonly fetch?: typeof globalThis.fetch;
}

const operation = 'readBookingRequestEvents';

/** The most characters one event may hold: a request is at most 16 KiB, and its record a little more. */
const largestEvent = 64 * 1024;

/** One event as the gateway writes it, or undefined for one this reader does not know or cannot read. */
export function eventOf(type: string, data: string): BookingRequestEvent | undefined {
  if (type === 'ready') return { type };
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return undefined;
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
    response = await fetchImpl(buildUrl(settings.baseUrl, '/booking-requests/events', undefined), {
      headers: { Accept: 'text/event-stream', ...settings.headers },
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
