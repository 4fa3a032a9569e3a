/**
 * News of requests for the staff's open pages (`GET /booking-requests/events`): each instance reads
 * the log of changes (event-log.ts) from the last one it passed on, and passes each on to its open
 * streams, with the request as it is now. It reads when a change is made here, when PostgreSQL
 * tells it (NOTIFY, a wake-up only: the log says what changed), when its listening connection
 * comes back after a cut, and every `pollMs` while a stream is open: a notice lost while the
 * database restarted delays a change by that much at most, never loses it.
 *
 * Should the log lose the thread (the hub could not read it for longer than changes are kept, or
 * the database was replaced by one with fewer changes), the open streams are told to read again.
 */
import type { RequestDatabase } from '../store/database.js';
import { eventBounds, eventsAfter, type LoggedEvent } from './event-log.js';

export type { RequestEventType } from './event-log.js';

/** What a stream hears: a change, or that it must read everything again from `position`. */
export type HubMessage = { readonly kind: 'change'; readonly event: LoggedEvent } | { readonly kind: 'reset'; readonly position: string };

export type HubListener = (message: HubMessage) => void;

/** Open event streams an instance holds at most: each is a connection and a listener. */
export const mostListeners = 500;

/** Changes read from the log in one statement; a full read is followed by another at once. */
const readBatch = 200;

const channel = 'booking_requests';

export interface Subscription {
  /** The number of the last change passed on before this listener joined: it hears every later one. */
  readonly position: string;
  unsubscribe(): void;
}

export interface EventHub {
  /** A change was logged by this instance: read the log now, and wake the other instances. */
  changed(): void;
  /**
   * Adds a listener, and what ends its stream when the instance drains; undefined when the
   * instance holds as many as it may. Throws when the log cannot be read (the database is down).
   */
  subscribe(listener: HubListener, end: () => void): Promise<Subscription | undefined>;
  /** Ends every open stream: the instance is draining, and the pages reconnect to another one. */
  endStreams(): void;
  close(): Promise<void>;
}

export interface HubOptions {
  /** How often the log is read while a stream is open, whatever else wakes it. */
  readonly pollMs: number;
  /** Told, once per outage, that the log could not be read; and when it can again. */
  readonly report: (level: 'info' | 'warn', message: string) => void;
}

// Longer than a screen: one closure over the position in the log and the listeners, which the
// reads, the subscriptions and the wake-ups share.
export async function createEventHub(database: RequestDatabase, options: HubOptions): Promise<EventHub> {
  const listeners = new Map<HubListener, () => void>();
  /** The number of the last change passed on; undefined until a first listener took the log up. */
  let position: string | undefined;
  let reading: Promise<void> | undefined;
  let again = false;
  let failing = false;
  let closed = false;

  const send = (message: HubMessage) => {
    for (const listener of listeners.keys()) listener(message);
  };

  /** Whether the log still holds what follows `position` (it may have been replaced, or kept less long than the outage). */
  async function holdsTheThread(): Promise<boolean> {
    const { newest, oldest } = await eventBounds(database);
    const at = BigInt(position ?? '0');
    if (at > BigInt(newest) || BigInt(oldest) > at + 1n) {
      position = newest;
      send({ kind: 'reset', position: newest });
      return false;
    }
    return true;
  }

  async function read(): Promise<void> {
    // Nobody listens: nothing to pass on, and no request pays for a read of the log.
    if (listeners.size === 0) return;
    if (position === undefined) {
      position = (await eventBounds(database)).newest;
      return;
    }
    // After an outage, first whether the log still follows on from where this instance was.
    if (failing && !(await holdsTheThread())) return;
    for (;;) {
      const events = await eventsAfter(database, position, readBatch);
      for (const event of events) {
        position = event.seq;
        send({ kind: 'change', event });
      }
      if (events.length < readBatch) return;
    }
  }

  /** Reads the log once now, or once more after the read in progress. */
  function wake(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = read()
      .then(() => {
        if (failing) options.report('info', 'the changes of requests can be read again for the open staff pages');
        failing = false;
      })
      .catch(() => {
        if (!failing) options.report('warn', 'the changes of requests could not be read for the open staff pages: tried again shortly');
        failing = true;
      })
      .finally(() => {
        reading = undefined;
        if (again && !closed) {
          again = false;
          void wake();
        }
      });
    return reading;
  }

  const timer = setInterval(() => {
    if (listeners.size > 0) void wake();
  }, options.pollMs);
  timer.unref?.();

  // On PostgreSQL, other instances' changes wake this one; a cut connection, once back, too.
  let unlisten: (() => Promise<void>) | undefined;
  if (database.listen) {
    unlisten = await database
      .listen(
        channel,
        () => void wake(),
        () => void wake(),
      )
      .catch(() => {
        options.report('warn', 'the gateway cannot listen for other instances’ changes of requests: it reads them every few seconds');
        return undefined;
      });
  }
  const endStreams = () => {
    for (const end of listeners.values()) end();
    listeners.clear();
  };
  return {
    changed() {
      void wake();
      if (database.listen) database.query('select pg_notify($1, $2)', [channel, '']).catch(() => undefined);
    },
    async subscribe(listener, end) {
      if (listeners.size >= mostListeners) return undefined;
      // The first listener since none listened: the log is taken up from its newest change (what
      // came before is the page's to read), not from where the last listener left it.
      if (listeners.size === 0) position = (await eventBounds(database)).newest;
      listeners.set(listener, end);
      return { position: position ?? '0', unsubscribe: () => listeners.delete(listener) };
    },
    endStreams,
    async close() {
      closed = true;
      clearInterval(timer);
      endStreams();
      await unlisten?.().catch(() => undefined);
    },
  };
}
