/**
 * Counting a client's requests: the limiter the options give, or one on the shared store, or one
 * in this instance's memory; a request past the limit is a 429 saying when to come back, and one
 * the limiter cannot count (its store failing or hanging) a 503 rather than a request unmetered.
 */
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import { within } from '../pipeline/deadline.js';
import { GatewayFailure } from '../pipeline/failure.js';
import { isObject } from './policy.js';
import type { GatewayStore, RateLimiter } from '../upstream/store.js';

export interface LimiterChoice {
  /** The limiter to count with. */
  readonly limiter: RateLimiter;
  /** Whether it answers at once for sure (in this process's memory); any other is given a deadline. */
  readonly local: boolean;
}

/** What a limiter counts: `points` per client per `durationSeconds`, kept under `name` in a shared store. */
export interface LimitShape {
  readonly name: string;
  readonly durationSeconds: number;
}

/** The gateway's own limit: requests per client per minute. */
const perMinute: LimitShape = { name: 'limit', durationSeconds: 60 };

/**
 * The limiter of the options, else of a shared store (`rateLimit` per client per `shape`'s period
 * under the gateway's namespace), else in memory.
 */
export function chooseLimiter(
  given: RateLimiter | undefined,
  store: GatewayStore | undefined,
  namespace: Promise<string> | undefined,
  rateLimit: number,
  shape: LimitShape = perMinute,
): LimiterChoice {
  if (given) return { limiter: given, local: false };
  const { name, durationSeconds } = shape;
  if (store && namespace) {
    const limiter = namespace.then((prefix) => store.limiter({ keyPrefix: `${prefix}:${name}`, points: rateLimit, durationSeconds }));
    return { limiter: { consume: async (key) => (await limiter).consume(key) }, local: false };
  }
  return { limiter: new RateLimiterMemory({ points: rateLimit, duration: durationSeconds }), local: true };
}

/**
 * Counts one request of `client`; throws a GatewayFailure when it may not go on. `describe` puts a
 * limiter's failure into words for the log (never the key).
 */
export async function countRequest(
  { limiter, local }: LimiterChoice,
  client: string,
  timeoutMs: number,
  describe: (error: unknown) => string,
): Promise<void> {
  try {
    const counting = limiter.consume(client);
    // A shared store that hangs must not hold every request with it.
    await (local
      ? counting
      : within(counting, timeoutMs, () => {
          throw new Error('the rate limiter did not answer in time');
        }));
  } catch (rejection) {
    // The limiter could not count (its store failed): refuse rather than go unmetered.
    if (rejection instanceof Error) {
      const words = 'The gateway cannot count requests just now: try again shortly.';
      throw new GatewayFailure('UNAVAILABLE', words, undefined, undefined, undefined, `rate limiter: ${describe(rejection)}`);
    }
    const waitMs = isObject(rejection) && typeof rejection['msBeforeNext'] === 'number' ? rejection['msBeforeNext'] : 1000;
    throw new GatewayFailure('RESOURCE_EXHAUSTED', 'Too many requests: try again shortly.', 429, Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
