/**
 * The reads an element repeats, answered once: one request per operation and body, shared by
 * everyone who waits for it and kept for a while once answered, so that going back to a range
 * costs nothing. A request that nobody waits for any more (its range was left before it
 * answered) is aborted, unless it is the prefetch, which lives until the next prefetch replaces
 * it. Failures are not kept: the next call asks again.
 */
import { ApiError } from '../../api/errors.js';
import type { Operation, RequestOf, ResponseOf } from '../../api/operation.js';
import type { CallOptions, Transport } from '../../api/transport.js';

interface Entry {
  readonly key: string;
  readonly controller: AbortController;
  promise: Promise<unknown>;
  /** Calls waiting for the answer; when the last one gives up, the request is aborted. */
  waiters: number;
  /** Kept alive without waiters because the next range is expected to need it. */
  prefetched: boolean;
  /** When the answer arrived (ms); undefined while in flight. */
  answeredAt: number | undefined;
}

export interface RequestCacheOptions {
  /** Answers kept; the least recently used go first. Default 24. */
  readonly maxEntries?: number;
  /** How long an answer is reused (ms): free slots change as people book. Default 5 minutes. */
  readonly maxAgeMs?: number;
}

function cancelled(operation: string): ApiError {
  return new ApiError({ code: 'CANCELLED', operation, message: 'The request was cancelled.' });
}

export class RequestCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private source: Transport | undefined;
  private prefetchedEntry: Entry | undefined;
  private readonly caching: Transport = {
    send: <Op extends Operation>(operation: Op, request: RequestOf<Op>, options?: CallOptions) =>
      this.send(operation, request, options),
  };

  constructor(options: RequestCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 24;
    this.maxAgeMs = options.maxAgeMs ?? 5 * 60_000;
  }

  /** The caching transport over `source`; another source (API root, key, client) starts empty. */
  over(source: Transport): Transport {
    if (source !== this.source) {
      this.clear();
      this.source = source;
    }
    return this.caching;
  }

  /** Starts a request nobody waits for yet; it replaces (and may abort) the previous prefetch. */
  prefetch<Op extends Operation>(operation: Op, request: RequestOf<Op>): void {
    const entry = this.entryFor(operation, request);
    const previous = this.prefetchedEntry;
    this.prefetchedEntry = entry;
    entry.prefetched = true;
    if (previous && previous !== entry) {
      previous.prefetched = false;
      this.release(previous);
    }
  }

  /** Forgets every answer and aborts every request in flight. */
  clear(): void {
    for (const entry of this.entries.values()) {
      if (entry.answeredAt === undefined) entry.controller.abort();
    }
    this.entries.clear();
    this.prefetchedEntry = undefined;
  }

  private send<Op extends Operation>(
    operation: Op,
    request: RequestOf<Op>,
    options: CallOptions = {},
  ): Promise<ResponseOf<Op>> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(cancelled(operation.name));
    const entry = this.entryFor(operation, request);
    const answer = entry.promise as Promise<ResponseOf<Op>>;
    if (entry.answeredAt !== undefined) return answer;
    entry.waiters += 1;
    return new Promise<ResponseOf<Op>>((resolve, reject) => {
      let waiting = true;
      const stopWaiting = (): boolean => {
        if (!waiting) return false;
        waiting = false;
        entry.waiters -= 1;
        signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = () => {
        if (!stopWaiting()) return;
        this.release(entry);
        reject(cancelled(operation.name));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      answer.then(
        (value) => {
          if (stopWaiting()) resolve(value);
        },
        (error: unknown) => {
          if (stopWaiting()) reject(error);
        },
      );
    });
  }

  private entryFor<Op extends Operation>(operation: Op, request: RequestOf<Op>): Entry {
    const key = `${operation.name} ${JSON.stringify(request)}`;
    const existing = this.entries.get(key);
    if (existing && (existing.answeredAt === undefined || Date.now() - existing.answeredAt < this.maxAgeMs)) {
      // Re-inserting keeps the map in least-recently-used order.
      this.entries.delete(key);
      this.entries.set(key, existing);
      return existing;
    }
    const source = this.source;
    if (!source) throw new Error('RequestCache.over() must be given a transport before requests are sent.');
    const entry: Entry = {
      key,
      controller: new AbortController(),
      promise: Promise.resolve(),
      waiters: 0,
      prefetched: false,
      answeredAt: undefined,
    };
    entry.promise = source.send(operation, request, { signal: entry.controller.signal }).then(
      (value) => {
        entry.answeredAt = Date.now();
        this.evictOldest();
        return value;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
        throw error;
      },
    );
    // A prefetch may fail while nobody waits for it; that is not an unhandled rejection.
    entry.promise.catch(() => undefined);
    this.entries.set(key, entry);
    return entry;
  }

  /** Aborts a request in flight that nobody needs any more. */
  private release(entry: Entry): void {
    if (entry.answeredAt !== undefined || entry.waiters > 0 || entry.prefetched) return;
    entry.controller.abort();
    if (this.entries.get(entry.key) === entry) this.entries.delete(entry.key);
  }

  private evictOldest(): void {
    let surplus = this.entries.size - this.maxEntries;
    for (const entry of this.entries.values()) {
      if (surplus <= 0) break;
      if (entry.answeredAt === undefined) continue;
      this.entries.delete(entry.key);
      surplus -= 1;
    }
  }
}
