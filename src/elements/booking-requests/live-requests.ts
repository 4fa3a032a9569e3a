/**
 * Keeps the inbox's news stream open while the element is on the page: connects, and after a drop
 * (the gateway restarting, a network change, a proxy's timeout) connects again, waiting longer
 * each time (1 s, 2 s, 4 s ... at most 30 s, with jitter, so that pages do not all come back at
 * once). Each time the stream opens, `onReady` reads again what may have been missed meanwhile.
 * A refused token ends it: staff sign in again, and the element starts it anew.
 */
import { ApiError } from '../../api/errors.js';
import type { BookingRequestEvent } from '../../api/booking-request-events.js';
import type { BookingRequestRecord } from '../../api/booking-request-inbox.js';
import type { RequestPage } from './read-requests.js';

export interface LiveSettings {
  /** Reads the stream until it ends (resolves) or fails (rejects). */
  readonly connect: (signal: AbortSignal, onEvent: (event: BookingRequestEvent) => void) => Promise<void>;
  readonly onEvent: (event: BookingRequestEvent) => void;
  /** The stream is open: read what arrived while it was not. */
  readonly onReady: () => void;
  /** The gateway refused the stream for good (a token refused or a branch not served). */
  readonly onRefused: (error: ApiError) => void;
}

const firstWaitMs = 1000;
const longestWaitMs = 30_000;

/** Failures another try cannot mend. */
const refusals = new Set(['UNAUTHENTICATED', 'PERMISSION_DENIED', 'NOT_FOUND', 'INVALID_ARGUMENT']);

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

export class LiveRequests {
  #controller: AbortController | undefined;

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
    while (!signal.aborted) {
      try {
        await settings.connect(signal, (event) => {
          if (event.type !== 'ready') return settings.onEvent(event);
          failures = 0;
          settings.onReady();
        });
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && refusals.has(error.code)) {
          this.#controller = undefined;
          return settings.onRefused(error);
        }
      }
      await pause(waitBefore(failures), signal);
      failures += 1;
    }
  }
}

/**
 * What may have arrived while the stream was closed: the newest page of each branch (a branch that
 * fails is left for the stream's next news, or a reload).
 */
export async function missedRequests(
  businessIds: readonly string[],
  newestPage: (businessId: string) => Promise<RequestPage>,
): Promise<BookingRequestRecord[]> {
  const found: BookingRequestRecord[] = [];
  for (const businessId of businessIds) {
    const page = await newestPage(businessId).catch(() => undefined);
    found.push(...(page?.requests ?? []));
  }
  return found;
}
