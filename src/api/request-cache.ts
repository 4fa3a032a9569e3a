/**
 * The reads an element repeats, answered once: one request per operation and body, shared by
 * everyone who waits for it and kept for a while once answered, so that going back to a range
 * costs nothing. A request that nobody waits for any more (its range was left before it
 * answered) is aborted, unless it is the prefetch, which lives until the next prefetch replaces
 * it. Failures are not kept: the next call asks again.
 */
import { ApiError } from './errors.js';
import type { Operation, RequestOf, ResponseOf } from './operation.js';
import type { CallOptions, Transport } from './transport.js';

interface Entry {
  readonly key: string;
  readonly controller: AbortController;
  readonly answer: Promise<unknown>;
  /** Calls waiting for the answer; when the last one gives up, the request is aborted. */
  waiters: number;
  /** When the answer arrived (ms); undefined while in flight. */
  answeredAt?: number;
}

/** A client that also starts a request nobody waits for yet (the range likely to come next). */
export interface CachingClient extends Transport {
  prefetch<Op extends Operation>(operation: Op, request: RequestOf<Op>): void;
  /** Whether a call would be answered without a new request: its answer is kept, or on its way. */
  has<Op extends Operation>(operation: Op, request: RequestOf<Op>): boolean;
}

/** Answers kept, the least recently used going first. */
const maxEntries = 24;
/** How long an answer is reused: free slots change as people book. */
const maxAgeMs = 5 * 60_000;

/**
 * A caching client in front of `source`, and a way to abort everything it has in flight. Its
 * answers kept and requests in flight are shared by `send`, `has` and `prefetch`, each a few
 * lines, over `entryFor` (the entry of a call, made when none is fresh) and `release` (a request
 * nobody waits for any more is aborted).
 */
function cachingClient(source: Transport): { caching: CachingClient; abortAll: () => void } {
  const entries = new Map<string, Entry>();
  let prefetched: Entry | undefined;

  const keyOf = (operation: Operation, request: unknown) => `${operation.name} ${JSON.stringify(request)}`;
  /** An entry in flight is never too old. */
  const fresh = (entry: Entry | undefined): entry is Entry => !!entry && Date.now() - (entry.answeredAt ?? Date.now()) <= maxAgeMs;

  const forget = (entry: Entry) => {
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
  };

  /** Aborts a request in flight that nobody needs any more. */
  const release = (entry: Entry) => {
    if (entry.answeredAt || entry.waiters || entry === prefetched) return;
    entry.controller.abort();
    forget(entry);
  };

  /** `onProblem` hears what the answer left out when this call is the one that asks (a prefetch tells nobody). */
  const entryFor = <Op extends Operation>(operation: Op, request: RequestOf<Op>, onProblem?: CallOptions['onProblem']): Entry => {
    const key = keyOf(operation, request);
    let entry = entries.get(key);
    if (!fresh(entry)) {
      const controller = new AbortController();
      const created: Entry = {
        key,
        controller,
        waiters: 0,
        answer: source.send(operation, request, { signal: controller.signal, ...(onProblem && { onProblem }) }).then(
          (value) => {
            created.answeredAt = Date.now();
            // The least recently used goes (a request in flight stays with whoever waits for it).
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
            return value;
          },
          (error: unknown) => {
            forget(created);
            throw error;
          },
        ),
      };
      // A prefetch may fail while nobody waits for it; that is not an unhandled rejection.
      created.answer.catch(() => undefined);
      entry = created;
    }
    // Re-inserting keeps the map in least-recently-used order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const caching: CachingClient = {
    send<Op extends Operation>(operation: Op, request: RequestOf<Op>, { signal, onProblem }: CallOptions = {}) {
      const cancelled = () => new ApiError({ code: 'CANCELLED', operation: operation.name, message: 'The request was cancelled.' });
      if (signal?.aborted) return Promise.reject(cancelled());
      const entry = entryFor(operation, request, onProblem);
      const answer = entry.answer as Promise<ResponseOf<Op>>;
      if (entry.answeredAt) return answer;
      entry.waiters += 1;
      const aborted = new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(cancelled())));
      return Promise.race([answer, aborted]).finally(() => {
        entry.waiters -= 1;
        release(entry);
      });
    },
    prefetch(operation, request) {
      const previous = prefetched;
      prefetched = entryFor(operation, request);
      if (previous) release(previous);
    },
    has: (operation, request) => fresh(entries.get(keyOf(operation, request))),
  };

  return {
    caching,
    abortAll: () => {
      for (const entry of entries.values()) entry.controller.abort();
    },
  };
}

/**
 * A middleware: a cache in front of whichever client it is given. Another client (API root,
 * key, client) gets a new, empty cache, a new client object (so that tasks holding it in
 * their args run again), and what the old one had in flight is aborted.
 */
export function requestCache(): (source: Transport) => CachingClient {
  let current: { source: Transport; caching: CachingClient; abortAll: () => void } | undefined;
  return (source) => {
    if (current?.source !== source) {
      current?.abortAll();
      current = { source, ...cachingClient(source) };
    }
    return current.caching;
  };
}
