/**
 * `createGateway()`'s options checked and resolved once, before the first request: a wrong one is
 * refused at once with a TypeError naming it; a right one becomes what the handler works with (the
 * routes it serves, the upstream, the cache, the limiter, the log).
 */
import { basicAuthorization } from '../api/basic-auth.js';
import { datesWay } from '../api/operation.js';
import { createCallers, type Callers } from './access/callers.js';
import { peerClientKey } from './access/client-key.js';
import { printLogLine, type GatewayLogEntry } from './pipeline/log.js';
import {
  configurationError,
  defaultLimits,
  defaultUpstream,
  positive,
  readBasePath,
  readCacheSeconds,
  readOrigin,
  readUpstream,
  shortestKey,
  type GatewayInternals,
  type GatewayOptions,
} from './options.js';
import type { Allowance } from './access/policy.js';
import { chooseLimiter } from './access/rate-limit.js';
import { memoryCache, storeCache, storeNamespace, type ReadCache } from './upstream/read-cache.js';
import type { BookingRequests } from './booking-requests/hook.js';
import { publicOperations, routes, type Route } from './upstream/routes.js';
import { secretForms } from './upstream/secret.js';
import { createUpstream, fetchTransport, type Upstream } from './upstream/upstream.js';

/** What a gateway works with, its options resolved. */
export interface ResolvedGateway {
  readonly options: GatewayOptions;
  /** The forms of the key that no answer may carry. */
  readonly secrets: readonly string[];
  readonly allowance: Allowance;
  readonly timeoutMs: number;
  readonly callers: Callers;
  /** The routes forwarded. */
  readonly allowed: readonly Route[];
  readonly dates: ReturnType<typeof datesWay>;
  readonly allowedOrigins: ReadonlySet<string>;
  readonly basePath: string;
  readonly maxBodyBytes: number;
  /** The seconds each cached read is kept, by operation. */
  readonly cacheSeconds: ReadonlyMap<string, number>;
  readonly upstream: Upstream;
  /** Where the gateway keeps what it shares with other instances, under a name of its upstream and key. */
  readonly namespace: Promise<string> | undefined;
  readonly readCache: ReadCache;
  readonly limiter: ReturnType<typeof chooseLimiter>;
  readonly clientKey: NonNullable<GatewayOptions['clientKey']>;
  readonly log: ((entry: GatewayLogEntry) => void) | undefined;
  /** Booking requests, when the business hears of them (a webhook, e-mail, or staff's inbox). */
  readonly takesRequests: BookingRequests | undefined;
}

const operationNames = new Set<string>(routes.map((route) => route.operation.name));

function readApiKey(apiKey: unknown): string {
  if (typeof apiKey !== 'string' || apiKey.trim() === '') throw configurationError('apiKey is required');
  // Answers are searched for the key: a key this short would be found in every answer.
  if (apiKey.length < shortestKey) throw configurationError(`apiKey is shorter than ${shortestKey} characters: is it the key?`);
  return apiKey;
}

/**
 * The routes forwarded: the options' operations, else the public ones, the sign link with customer
 * tokens, the business-only reads with staff tokens (listCompanies only where it is not kept to
 * companies). A guarded route needs its kind of token or an `authorize` hook.
 */
function allowedRoutes(options: GatewayOptions, callers: Callers): readonly Route[] {
  const staffOperations = routes
    .filter((route) => route.audience === 'business' && !(options.companies && route.operation.name === 'listCompanies'))
    .map((route) => route.operation.name);
  const operations = new Set<string>(
    options.operations ?? [
      ...publicOperations,
      ...(callers.customerTokens ? ['getAgreementSignLink'] : []),
      ...(callers.staffTokens ? staffOperations : []),
    ],
  );
  for (const name of operations) {
    if (!operationNames.has(name)) throw configurationError(`unknown operation ${name}`);
  }
  const allowed = routes.filter((route) => operations.has(route.operation.name));
  const guarded = allowed.find(
    (route) =>
      route.audience !== 'public' &&
      !options.authorize &&
      !(route.audience === 'customer' && callers.customerTokens) &&
      !(route.audience === 'business' && callers.staffTokens),
  );
  if (guarded) {
    const tokens = guarded.audience === 'customer' ? 'customerSecret (customer tokens)' : 'staff (staff tokens)';
    throw configurationError(`${guarded.operation.name} needs ${tokens} or an authorize hook`);
  }
  if (options.companies && operations.has('listCompanies')) {
    throw configurationError('listCompanies lists every company the key reaches: it cannot be kept to companies');
  }
  return allowed;
}

/** The options of the rate limit and the client's key, checked. */
function checkLimits(options: GatewayOptions): void {
  if (options.rateLimit !== undefined && options.rateLimiter !== undefined) {
    throw configurationError('pass rateLimit or rateLimiter, not both: rateLimit sets the limit of the built-in limiter');
  }
  if (options.rateLimit !== undefined && !(Number.isInteger(options.rateLimit) && options.rateLimit > 0)) {
    throw configurationError('rateLimit must be a whole number of requests per minute');
  }
  if (options.clientKey !== undefined && typeof options.clientKey !== 'function') throw configurationError('clientKey must be a function');
}

/** Checks `options` and resolves what the gateway works with; throws a TypeError naming a wrong option. */
export function resolveGateway(options: GatewayOptions, internals: GatewayInternals): ResolvedGateway {
  const apiKey = readApiKey(options.apiKey);
  const allowance: Allowance = {
    companies: options.companies ? new Set(options.companies) : undefined,
    businesses: options.businesses ? new Set(options.businesses) : undefined,
  };
  const timeoutMs = positive(options.timeoutMs, defaultLimits.timeoutMs, 'timeoutMs');
  const callers = createCallers(options, allowance, timeoutMs);
  const allowed = allowedRoutes(options, callers);
  checkLimits(options);
  // In the order a wrong option has always been named.
  const dates = datesWay(options.dates);
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map(readOrigin));
  const basePath = readBasePath(options.basePath ?? '');
  const maxBodyBytes = positive(options.maxBodyBytes, defaultLimits.maxBodyBytes, 'maxBodyBytes');
  const cacheSeconds = readCacheSeconds(options.cacheSeconds);
  const baseUrl = readUpstream(options.upstream ?? defaultUpstream);
  const upstream = createUpstream({
    baseUrl,
    authorization: basicAuthorization(apiKey),
    timeoutMs,
    maxResponseBytes: positive(options.maxResponseBytes, defaultLimits.maxResponseBytes, 'maxResponseBytes'),
    transport: internals.transport ?? fetchTransport(options.fetch ?? ((input, init) => globalThis.fetch(input, init))),
  });
  if (options.requests !== undefined && typeof options.requests?.start !== 'function') {
    throw configurationError('requests must come from bookingRequests() (booking-elements/gateway/requests)');
  }
  const { store } = options;
  const namespace = store ? storeNamespace(baseUrl, apiKey) : undefined;
  return {
    options,
    secrets: secretForms(apiKey),
    allowance,
    timeoutMs,
    callers,
    allowed,
    dates,
    allowedOrigins,
    basePath,
    maxBodyBytes,
    cacheSeconds,
    upstream,
    namespace,
    readCache: store && namespace ? storeCache(store, namespace) : memoryCache(),
    limiter: chooseLimiter(options.rateLimiter, store, namespace, options.rateLimit ?? defaultLimits.requestsPerMinute),
    clientKey: options.clientKey ?? peerClientKey,
    log: options.log === false ? undefined : (options.log ?? printLogLine),
    // Booking requests are taken only where the business hears of them: a webhook, e-mail, or staff's inbox.
    takesRequests: options.requests?.notifies || callers.staffTokens ? options.requests : undefined,
  };
}
