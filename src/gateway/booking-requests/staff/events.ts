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

/** One instance's reader of the log: where it is in the log, and the streams it passes the changes on to. */
class Hub implements EventHub {
  /** Each listener, with what ends its stream. */
  readonly #listeners = new Map<HubListener, () => void>();
  /** The number of the last change passed on; undefined until a first listener took the log up. */
  #position: string | undefined;
  #reading: Promise<void> | undefined;
  /** A wake-up came during a read: read once more after it. */
  #again = false;
  /** The last read failed: the next one first checks that the log still follows on. */
  #failing = false;
  #closed = false;
  readonly #timer: ReturnType<typeof setInterval>;
  #unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: RequestDatabase,
    private readonly options: HubOptions,
  ) {
    this.#timer = setInterval(() => {
      if (this.#listeners.size > 0) void this.#wake();
    }, options.pollMs);
    this.#timer.unref?.();
  }

  /** On PostgreSQL, other instances' changes wake this one; a cut connection, once back, too. */
  async listenToOthers(): Promise<void> {
    const wake = () => void this.#wake();
    this.#unlisten = await this.database.listen?.(channel, wake, wake).catch(() => {
      this.options.report('warn', 'the gateway cannot listen for other instances’ changes of requests: it reads them every few seconds');
      return undefined;
    });
  }

  changed(): void {
    void this.#wake();
    if (this.database.listen) this.database.query('select pg_notify($1, $2)', [channel, '']).catch(() => undefined);
  }

  async subscribe(listener: HubListener, end: () => void): Promise<Subscription | undefined> {
    if (this.#listeners.size >= mostListeners) return undefined;
    // The first listener since none listened: the log is taken up from its newest change (what
    // came before is the page's to read), not from where the last listener left it.
    if (this.#listeners.size === 0) this.#position = (await eventBounds(this.database)).newest;
    this.#listeners.set(listener, end);
    return { position: this.#position ?? '0', unsubscribe: () => this.#listeners.delete(listener) };
  }

  endStreams(): void {
    for (const end of this.#listeners.values()) end();
    this.#listeners.clear();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    this.endStreams();
    await this.#unlisten?.().catch(() => undefined);
  }

  #send(message: HubMessage): void {
    for (const listener of this.#listeners.keys()) listener(message);
  }

  /** Whether the log still holds what follows the position (it may have been replaced, or kept less long than the outage). */
  async #holdsTheThread(): Promise<boolean> {
    const { newest, oldest } = await eventBounds(this.database);
    const at = BigInt(this.#position ?? '0');
    if (at > BigInt(newest) || BigInt(oldest) > at + 1n) {
      this.#position = newest;
      this.#send({ kind: 'reset', position: newest });
      return false;
    }
    return true;
  }

  async #read(): Promise<void> {
    // Nobody listens: nothing to pass on, and no request pays for a read of the log.
    if (this.#listeners.size === 0) return;
    if (this.#position === undefined) {
      this.#position = (await eventBounds(this.database)).newest;
      return;
    }
    // After an outage, first whether the log still follows on from where this instance was.
    if (this.#failing && !(await this.#holdsTheThread())) return;
    for (;;) {
      const events = await eventsAfter(this.database, this.#position, readBatch);
      for (const event of events) {
        this.#position = event.seq;
        this.#send({ kind: 'change', event });
      }
      if (events.length < readBatch) return;
    }
  }

  /** Reads the log once now, or once more after the read in progress; says when reading fails, and when it works again. */
  #wake(): Promise<void> {
    if (this.#reading) {
      this.#again = true;
      return this.#reading;
    }
    const { report } = this.options;
    this.#reading = this.#read()
      .then(() => {
        if (this.#failing) report('info', 'the changes of requests can be read again for the open staff pages');
        this.#failing = false;
      })
      .catch(() => {
        if (!this.#failing) report('warn', 'the changes of requests could not be read for the open staff pages: tried again shortly');
        this.#failing = true;
      })
      .finally(() => {
        this.#reading = undefined;
        if (this.#again && !this.#closed) {
          this.#again = false;
          void this.#wake();
        }
      });
    return this.#reading;
  }
}

export async function createEventHub(database: RequestDatabase, options: HubOptions): Promise<EventHub> {
  const hub = new Hub(database, options);
  await hub.listenToOthers();
  return hub;
}
