/**
 * `booking-elements/gateway/redis`: a store that the instances of a gateway share, on Redis or
 * Valkey, for Node (and Bun and Deno, which run Node's network modules): the rate limit's counts
 * through rate-limiter-flexible, the read cache, and what the upstream taught one instance.
 *
 * The client is ioredis, set up so that a store that is down never holds a request: no offline
 * queue (a command fails at once while the connection is away, where a default client waits about
 * 10 s), no retry and no resending of a command after a reconnection (a queued increment would
 * otherwise count again, late), and a time limit on every command, for a store that hangs rather
 * than closes. While it is down the limiter counts in this instance's memory and the cache is
 * skipped, so that no request waits for it; a reconnection, or a PING a second to a store that
 * hung, tells when it answers again. (A command a hung store had already received is applied when
 * it wakes: at most one per instance, since the store is skipped from then on.)
 */
import { Redis } from 'ioredis';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import { defaultStoreTimeoutMs } from './command/settings.js';
import type { GatewayStore, RateLimiter, StoreLimiterOptions } from './upstream/store.js';

export type { GatewayStore } from './upstream/store.js';

export interface RedisStoreOptions {
  /**
   * `redis://[[user]:password@]host[:port][/database]`, or `rediss://` for TLS; Valkey takes the
   * same URLs. Either this or `client`.
   */
  readonly url?: string;
  /**
   * An ioredis client of your own, made with `enableOfflineQueue: false` (a store is refused
   * without it: every request would wait while the store is down).
   */
  readonly client?: Redis;
  /**
   * The longest a command may take before the store counts as down, in milliseconds. Default
   * `defaultStoreTimeoutMs` (80, src/gateway/command/settings.ts says why).
   */
  readonly timeoutMs?: number;
}

export interface RedisStore extends GatewayStore {
  /** Closes the connection (of a client the store made itself; yours stays open). */
  close(): Promise<void>;
}

/** While the store hangs, it is asked once a second whether it answers again. */
const retryEveryMs = 1000;

function readUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError('redisStore: url must be a redis:// or rediss:// URL');
  }
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new TypeError(`redisStore: url must be a redis:// or rediss:// URL, not ${parsed.protocol}//`);
  }
  return url;
}

/** Whether the store answers, as its connection tells, and told to listeners when that changes. */
interface Availability {
  readonly up: boolean;
  /** A command failed: the store is taken for down until its connection says otherwise. */
  down(): void;
  onChange(listener: (available: boolean) => void): void;
  stop(): void;
}

/**
 * Follows the connection's events. A store that hangs keeps its connection, so nothing tells that
 * it answers again but a try: while it is down, it is asked a PING every `retryEveryMs`.
 */
function watchAvailability(client: Redis): Availability {
  const listeners: ((available: boolean) => void)[] = [];
  // Unknown until the first connection or failure, which is told either way.
  let state: boolean | undefined = client.status === 'ready' ? true : undefined;
  let probe: ReturnType<typeof setInterval> | undefined;
  const settle = (now: boolean) => {
    if (now === state) return;
    state = now;
    if (now) {
      clearInterval(probe);
      probe = undefined;
    } else {
      probe ??= setInterval(() => {
        if (client.status === 'ready')
          client.ping().then(
            () => settle(true),
            () => undefined,
          );
      }, retryEveryMs);
      probe.unref?.();
    }
    for (const listener of listeners) listener(now);
  };
  // ioredis reports every failed connection as an error event; without a listener it prints each.
  client.on('error', () => settle(false));
  client.on('close', () => settle(false));
  client.on('ready', () => settle(true));
  return {
    get up() {
      return state === true;
    },
    down: () => settle(false),
    onChange: (listener) => listeners.push(listener),
    stop: () => clearInterval(probe),
  };
}

/** A limit counted in the store for every instance, and in this instance's memory while the store is down. */
function sharedLimiter(
  client: Redis,
  availability: Availability,
  { keyPrefix, points, durationSeconds }: StoreLimiterOptions,
): RateLimiter {
  const shared = new RateLimiterRedis({ storeClient: client, keyPrefix, points, duration: durationSeconds, rejectIfRedisNotReady: true });
  const insurance = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  return {
    async consume(key) {
      if (!availability.up) return insurance.consume(key);
      try {
        return await shared.consume(key);
      } catch (rejection) {
        // Over the limit is an answer of the store; an Error is the store failing.
        if (!(rejection instanceof Error)) throw rejection;
        availability.down();
        return insurance.consume(key);
      }
    },
  };
}

/** The client of the options: the caller's own (checked), or one made for the URL that never queues a command. */
function clientOf(options: RedisStoreOptions, timeoutMs: number): Redis {
  if (options.client && options.client.options.enableOfflineQueue !== false) {
    throw new TypeError('redisStore: make the client with enableOfflineQueue: false, or every request waits while the store is down');
  }
  if (!options.client && options.url === undefined) throw new TypeError('redisStore: pass url or client');
  return (
    options.client ??
    new Redis(readUrl(options.url ?? ''), {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      autoResendUnfulfilledCommands: false,
      commandTimeout: timeoutMs,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    })
  );
}

/** A store on Redis or Valkey. It connects at once, and reconnects by itself (within 2 s of the store's return). */
export function redisStore(options: RedisStoreOptions): RedisStore {
  const timeoutMs = options.timeoutMs ?? defaultStoreTimeoutMs;
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new TypeError('redisStore: timeoutMs must be a positive number');
  const client = clientOf(options, timeoutMs);
  const availability = watchAvailability(client);

  async function attempt<Value>(call: () => Promise<Value>): Promise<Value> {
    if (!availability.up) throw new Error('the store is down');
    try {
      return await call();
    } catch (error) {
      availability.down();
      throw error;
    }
  }

  return {
    get available() {
      return availability.up;
    },
    limiter: (limit) => sharedLimiter(client, availability, limit),
    get: (key) => attempt(async () => (await client.get(key)) ?? undefined),
    set: (key, value, ttlSeconds) => attempt(async () => void (await client.set(key, value, 'EX', Math.max(1, Math.round(ttlSeconds))))),
    onAvailabilityChange: (listener) => availability.onChange(listener),
    async close() {
      availability.stop();
      if (options.client) return;
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
