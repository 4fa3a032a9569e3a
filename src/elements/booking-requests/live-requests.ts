/**
 * Keeps the inbox's news stream open while the element is on the page: connects, and after a drop
 * (the gateway restarting, a network change, a proxy's timeout) connects again, waiting longer
 * each time (1 s, 2 s, 4 s ... at most 30 s, with jitter, so that pages do not all come back at
 * once). It reconnects with the id of the last event it had (`Last-Event-ID`): the gateway then
 * sends what was missed (`resumed`), or says to read again (`ready`, `reset`), and `onReady` reads
 * again what may have been missed meanwhile. When the gateway ends it for its token (expired, or
 * its key withdrawn), it connects again at once, since a token function may give a fresh token. It
 * stops (`onSignedOut`: staff sign in again, and the element starts it anew) when that is refused
 * (401: the gateway opens no stream for a token past its `exp`), or ends for its token too within
 * seconds, so that a gateway that ends each new stream at once never has the page reconnect in a
 * loop. A reactive controller: it stops when its element leaves the page.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { type BookingRequestEvent, signedOutReasons } from '../../api/booking-requests/events.js';
import type { BookingRequestRecord } from '../../api/booking-requests/inbox.js';
import { ApiError } from '../../api/errors.js';
import { type RequestPage, readRequests } from './read-requests.js';

/** What `connect` is given: where the last stream was cut, and where to say each event's id. */
export interface Connection {
  readonly signal: AbortSignal;
  readonly lastEventId: string | undefined;
  readonly onPosition: (id: string) => void;
  readonly onEvent: (event: BookingRequestEvent) => void;
}

export interface LiveSettings {
  /** Reads the stream until it ends (resolves) or fails (rejects). */
  readonly connect: (connection: Connection) => Promise<void>;
  readonly onEvent: (event: BookingRequestEvent) => void;
  /** The stream is open and what came before it is not sent: read what arrived while it was not. */
  readonly onReady: () => void;
  /** The token expired or was refused (by the stream's `end`, or a 401 when connecting): staff must sign in again. */
  readonly onSignedOut: () => void;
  /** The gateway refused the stream for good for another reason (a branch not served). */
  readonly onRefused: (error: ApiError) => void;
}

/** Two ends for the token closer together than this: it was not renewed (a fresh token lives minutes). */
const renewedTokenMs = 10_000;

const firstWaitMs = 1000;
const longestWaitMs = 30_000;

/** Failures another try cannot mend (a refused token is told apart: staff sign in again). */
const refusals = new Set(['PERMISSION_DENIED', 'NOT_FOUND', 'INVALID_ARGUMENT']);

/** How long to wait before the try after `failures` failed ones in a row. */
export function waitBefore(failures: number, random: number = Math.random()): number {
  const full = Math.min(longestWaitMs, firstWaitMs * 2 ** failures);
  return full / 2 + (full / 2) * random;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

export class LiveRequests implements ReactiveController {
  #controller: AbortController | undefined;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    this.stop();
  }

  start(settings: LiveSettings): void {
    this.stop();
    const controller = new AbortController();
    this.#controller = controller;
    void this.#run(settings, controller.signal);
  }

  stop(): void {
    this.#controller?.abort();
    this.#controller = undefined;
  }

  async #run(settings: LiveSettings, signal: AbortSignal): Promise<void> {
    let failures = 0;
    let lastEventId: string | undefined;
    let signedOut = false;
    // Whether the last stream ended for its token, and when the one before did (performance.now()).
    let tokenEnded = false;
    let lastTokenEnd = Number.NEGATIVE_INFINITY;
    const end = () => {
      this.#controller?.abort();
      this.#controller = undefined;
    };
    while (!signal.aborted) {
      tokenEnded = false;
      try {
        await settings.connect({
          signal,
          lastEventId,
          onPosition: (id) => {
            lastEventId = id;
          },
          onEvent: (event) => {
            if (event.type === 'ready' || event.type === 'reset' || event.type === 'resumed') {
              failures = 0;
              if (event.type !== 'resumed') settings.onReady();
            } else if (event.type === 'end') {
              tokenEnded = signedOutReasons.has(event.reason);
            } else {
              settings.onEvent(event);
            }
          },
        });
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') signedOut = true;
        else if (error instanceof ApiError && refusals.has(error.code)) {
          end();
          return settings.onRefused(error);
        }
      }
      if (signal.aborted) return;
      const renewed = tokenEnded && performance.now() - lastTokenEnd >= renewedTokenMs;
      if (signedOut || (tokenEnded && !renewed)) {
        end();
        return settings.onSignedOut();
      }
      if (tokenEnded) {
        // At once, without counting a failure: a token function may give a fresh token now.
        lastTokenEnd = performance.now();
        continue;
      }
      await pause(waitBefore(failures), signal);
      failures += 1;
    }
  }
}

/** How far before the newest request known a reading again starts: clocks of instances, requests stored while read. */
const rereadMarginMs = 10 * 60_000;

/**
 * What may have arrived while the stream was closed: every branch read again, newest first, back
 * to a little before the newest request already known (the whole period when none is), however
 * many came meanwhile. A branch that fails is left for the stream's next news, or a reload.
 */
export async function missedRequests(
  newestKnown: BookingRequestRecord | undefined,
  settings: {
    readonly businessIds: readonly string[];
    readonly since: number;
    readonly page: (businessId: string, pageToken: string) => Promise<RequestPage>;
  },
): Promise<BookingRequestRecord[]> {
  const since = newestKnown ? Math.max(settings.since, Date.parse(newestKnown.receivedTime ?? '') - rereadMarginMs) : settings.since;
  const found: BookingRequestRecord[] = [];
  for (const businessId of settings.businessIds) {
    const read = await readRequests({ businessIds: [businessId], since, page: settings.page }).catch(() => undefined);
    found.push(...(read?.requests ?? []));
  }
  return found;
}
