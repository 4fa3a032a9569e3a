/**
 * What `createGateway()` takes and gives: its options, the handler it returns, and how each
 * option is read, a wrong one refused at once with a TypeError naming it.
 */
import type { ClientKey } from './access/client-key.js';
import type { GatewayLogEntry } from './pipeline/log.js';
import { routes, type CachedOperationName, type OperationName } from './upstream/routes.js';
import type { GatewayStore, RateLimiter } from './upstream/store.js';
import type { StaffOptions } from './access/staff-token.js';
import type { UpstreamTransport } from './upstream/upstream.js';
import type { WireOptions } from '../api/operation.js';
import type { BookingRequests } from './booking-requests/hook.js';

/** What an `authorize` hook is asked. */
export interface AuthorizeContext {
  readonly operation: OperationName;
  /** The caller's HTTP request: its cookies or headers say who the caller is. */
  readonly request: Request;
  /** The checked request, such as `{ id, customerId, businessId }` for a sign link. */
  readonly input: Readonly<Record<string, unknown>>;
}

export interface GatewayOptions {
  /** The secret API key, sent upstream as `Authorization: Basic <base64>`. Required. */
  readonly apiKey: string;
  /** API root. Default: the production root, `https://openapi.moego.pet`. */
  readonly upstream?: string;
  /** The only companies requests may name. Default: every company the key reaches. */
  readonly companies?: readonly string[];
  /** The only branches requests may name. Default: every branch of those companies. */
  readonly businesses?: readonly string[];
  /** Origins of other sites whose pages may call the gateway (`*` for any). Its own origin always may. */
  readonly allowedOrigins?: readonly string[];
  /**
   * The operations forwarded. Default: what the customer-facing elements call, the sign link with
   * `customerSecret`, and the business-only reads with `staff` (but listCompanies with
   * `companies`, which it cannot keep to). The sign link needs `customerSecret` or `authorize`;
   * the business-only reads (abandoned bookings, companies) need `staff` or `authorize`.
   */
  readonly operations?: readonly OperationName[];
  /**
   * The secret customer tokens are signed with (at least 32 bytes), shared with the business's
   * server, which mints them with `signCustomerToken()`. With it the sign link is forwarded for a
   * request whose `Authorization: Bearer` token vouches for its `customer_id`; anything else is `401`.
   */
  readonly customerSecret?: string;
  /**
   * The origin callers reach the gateway at, such as `https://booking.salon.example`. A customer
   * token that names a gateway (`aud`) must name this one; without it such a token is refused,
   * since the origin of a request is whatever its Host header says.
   */
  readonly publicOrigin?: string;
  /**
   * Staff tokens: the business's identity provider (any OpenID Connect issuer) signs them, and
   * with this the business-only reads (abandoned bookings, companies) are forwarded for a request
   * whose `Authorization: Bearer` token its JWKS verifies, from `issuer`, for `audience`,
   * unexpired; its claim `booking_businesses`, when present, narrows the branches. Anything else
   * is `401`; a provider that cannot be reached, `503`.
   */
  readonly staff?: StaffOptions;
  /**
   * Decides whether the caller may run a sign link or a business-only read when it carries no
   * token of the kind configured (customer or staff), from the caller's own session; a throw denies.
   */
  readonly authorize?: (context: AuthorizeContext) => boolean | Promise<boolean>;
  /** The path the gateway is mounted under, such as `/booking-api`. Default: none. */
  readonly basePath?: string;
  /** Largest request body, in bytes. Default 16 KiB. */
  readonly maxBodyBytes?: number;
  /** Largest upstream answer, in bytes. Default 8 MiB. */
  readonly maxResponseBytes?: number;
  /** Time allowed for the upstream's answer, and for a request body to arrive (ms). Default 10,000. */
  readonly timeoutMs?: number;
  /** Requests per client per minute, counted in memory or, with `store`, across every instance. Default 120. */
  readonly rateLimit?: number;
  /**
   * Counts requests per client instead of `rateLimit`: any rate-limiter-flexible limiter, or
   * `cloudflareRateLimiter(env.LIMITER)` on Workers. Its store failing (an Error) is a 503.
   */
  readonly rateLimiter?: RateLimiter;
  /**
   * A store shared by every instance, such as `redisStore({ url })` from
   * `booking-elements/gateway/redis`: the rate limit counts there (per instance while it is down),
   * and the read cache is kept there. Default: none, each instance on its own.
   */
  readonly store?: GatewayStore;
  /**
   * How long the read cache keeps an answer, in seconds (0 to 3600), by operation: 0 turns one off,
   * `false` all. Default: availability 10, franchise lookup, company and reviews 60. Never the sign
   * link nor the staff reads.
   */
  readonly cacheSeconds?: Partial<Record<CachedOperationName, number>> | false;
  /**
   * Who the client is, for the rate limit. Default: the peer's address on Node, Deno and Bun.
   * Behind proxies of your own: `clientKeyBehindProxies()` from `booking-elements/gateway/proxies`;
   * behind a platform that sets the client's address itself: `clientKeyFromHeader()`.
   */
  readonly clientKey?: ClientKey;
  /**
   * Where log lines go: every request, and every event (a store going down or back, a client
   * without an address). Default: one JSON object per line on the console; `false` for none.
   */
  readonly log?: ((entry: GatewayLogEntry) => void) | false;
  /** The fetch used upstream. Default: the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * How dates are written upstream: `'string'` (the spec's) or `'object'` (`{ year, month, day }`,
   * the Swagger's). Default: the spec's, and the Swagger's once the upstream refuses the spec's.
   */
  readonly dates?: WireOptions['dates'];
  /**
   * Booking requests (`POST /booking-requests` and the staff's inbox), from
   * `bookingRequests({ database, webhook, email, ratePerHour, retentionDays })` of
   * `booking-elements/gateway/requests` (Node): where they are kept, how the business is told, the
   * hourly limit per client, the retention. Taken only when the business hears of them: a webhook,
   * e-mail, or staff tokens (the inbox); otherwise `POST /booking-requests` is 404.
   */
  readonly requests?: BookingRequests;
}

export type GatewayHandler = (request: Request, env?: unknown) => Promise<Response>;

/**
 * The gateway: a fetch handler that also answers `GET /healthz` (alive) and `GET /readyz` (ready
 * for traffic), neither rate limited nor logged, and gives its counters and a drain to the server
 * that runs it.
 */
export interface Gateway extends GatewayHandler {
  /**
   * Stops being ready: `/readyz` answers 503 from now on, so that a load balancer sends no new
   * requests, while the ones in flight are answered. Call it on `SIGTERM`, then close the server.
   */
  drain(): void;
  /** The counters in Prometheus's text format (serve it as `text/plain; version=0.0.4`). */
  metrics(): string;
  /**
   * Stops what the gateway runs besides answering: the booking requests' delivery worker (the
   * round in progress finishes). The database passed in `requests` stays the caller's to close.
   */
  close(): Promise<void>;
}

/** What the Node command gives a gateway beyond its options. */
export interface GatewayInternals {
  /** Node's own HTTP client for the upstream, in place of fetch. */
  readonly transport?: UpstreamTransport;
}

export const defaultUpstream = 'https://openapi.moego.pet';
export const defaultLimits = {
  maxBodyBytes: 16 * 1024,
  maxResponseBytes: 8 * 1024 * 1024,
  timeoutMs: 10_000,
  requestsPerMinute: 120,
} as const;

export function configurationError(message: string): TypeError {
  return new TypeError(`createGateway: ${message}`);
}

export function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw configurationError(`${name} must be a positive number`);
  return value;
}

export function readUpstream(upstream: string): string {
  let url: URL;
  try {
    url = new URL(upstream);
  } catch {
    throw configurationError('upstream must be an absolute http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw configurationError('upstream must be an http(s) URL');
  if (url.username || url.password) throw configurationError('upstream must not hold credentials: pass apiKey');
  if (url.search || url.hash) throw configurationError('upstream must not have a query or a fragment');
  return url.href.replace(/\/+$/, '');
}

export function readBasePath(basePath: string): string {
  if (basePath === '' || basePath === '/') return '';
  if (!basePath.startsWith('/')) throw configurationError('basePath must start with "/"');
  return basePath.replace(/\/+$/, '');
}

/** `*`, or an origin as a browser sends it (`https://site.example/` gives `https://site.example`); undefined for anything else. */
export function originOf(text: string): string | undefined {
  if (text === '*') return text;
  try {
    const { origin } = new URL(text);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** An origin of `allowedOrigins`, as `originOf` reads it: a listed `https://site.example/` still matches. */
export function readOrigin(origin: string): string {
  const read = originOf(origin);
  if (read === undefined) throw configurationError(`allowedOrigins holds ${JSON.stringify(origin.slice(0, 80))}, which is not an origin`);
  return read;
}

/** The shortest key taken: answers are searched for it, and a shorter one would be found in every answer. */
export const shortestKey = 8;

/** The longest `cacheSeconds` of an operation: the cache is for seconds to a minute, this is its ceiling. */
const longestCacheSeconds = 3600;

/** The seconds each cached read is kept, from the routes' defaults and the caller's choices. */
export function readCacheSeconds(chosen: GatewayOptions['cacheSeconds']): ReadonlyMap<string, number> {
  const cacheable = routes.filter((route) => route.readCacheSeconds > 0);
  const seconds = new Map<string, number>(
    chosen === false ? [] : cacheable.map((route) => [route.operation.name, route.readCacheSeconds] as const),
  );
  for (const [operation, value] of Object.entries(chosen || {})) {
    if (!cacheable.some((route) => route.operation.name === operation)) {
      throw configurationError(`cacheSeconds names ${operation.slice(0, 60)}, which the read cache never keeps`);
    }
    if (!Number.isInteger(value) || value < 0 || value > longestCacheSeconds) {
      throw configurationError(`cacheSeconds.${operation} must be a whole number of seconds from 0 to ${longestCacheSeconds}`);
    }
    if (value === 0) seconds.delete(operation);
    else seconds.set(operation, value);
  }
  return seconds;
}
