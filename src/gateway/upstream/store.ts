/**
 * What several instances of a gateway share: a rate limiter, and a store for the rate limit's
 * counts, the read cache and what the upstream taught one of them. The gateway itself holds no
 * client of any store, so that it still bundles for an edge platform: Redis or Valkey come from
 * `booking-elements/gateway/redis`, Cloudflare's rate-limiting binding from `cloudflareRateLimiter`.
 */

/**
 * Counts requests per client. `consume(key)` resolves while the client is within its limit,
 * rejects with an object holding `msBeforeNext` when it is over, and with an Error when it cannot
 * count (its store failed). Every rate-limiter-flexible limiter is one.
 */
export interface RateLimiter {
  consume(key: string): Promise<unknown>;
}

/** A limiter a store makes: `points` requests per client per `durationSeconds`, keys under `keyPrefix`. */
export interface StoreLimiterOptions {
  readonly keyPrefix: string;
  readonly points: number;
  readonly durationSeconds: number;
}

/**
 * A store shared by the instances of a gateway, such as Redis. Its calls fail fast when it is down
 * (they never wait for it to come back), and what it counted or kept meanwhile is not replayed.
 */
export interface GatewayStore {
  /** Whether the store answers: false from its first failure until it answers again. */
  readonly available: boolean;
  /**
   * A limiter counting in the store; while the store is down it counts in this instance's memory
   * instead (its insurance), so that clients are still limited and never kept waiting.
   */
  limiter(options: StoreLimiterOptions): RateLimiter;
  /** The value kept under `key`; rejects when the store is down. */
  get(key: string): Promise<string | undefined>;
  /** Keeps `value` under `key` for `ttlSeconds`; rejects when the store is down. */
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Calls `listener` each time the store goes down or comes back. */
  onAvailabilityChange(listener: (available: boolean) => void): void;
}

/** Cloudflare's rate-limiting binding (`[[ratelimits]]` in wrangler's configuration). */
export interface RateLimitBinding {
  limit(options: { key: string }): Promise<{ success: boolean }>;
}

/**
 * A limiter over Cloudflare's rate-limiting binding, for a gateway on Workers:
 * `createGateway({ rateLimiter: cloudflareRateLimiter(env.LIMITER) })`. The binding's own
 * `simple = { limit, period }` sets the limit; `periodSeconds` (10 or 60, the binding's period) only
 * says how long a refused client is told to wait. The binding counts per Cloudflare location.
 */
export function cloudflareRateLimiter(binding: RateLimitBinding, periodSeconds: 10 | 60 = 60): RateLimiter {
  if (typeof binding?.limit !== 'function') {
    throw new TypeError('cloudflareRateLimiter: pass the rate-limiting binding, such as env.LIMITER');
  }
  if (periodSeconds !== 10 && periodSeconds !== 60) throw new TypeError('cloudflareRateLimiter: periodSeconds is 10 or 60');
  return {
    async consume(key) {
      const { success } = await binding.limit({ key });
      if (!success) throw { msBeforeNext: periodSeconds * 1000 };
    },
  };
}
