/**
 * `createGateway()`: the server side a public site runs in front of the Business Operations API.
 * It holds the secret key and forwards only the operations, companies and branches it is told to,
 * checked with the client's own request schemas; it answers everything else itself.
 *
 * Built on Hono, which gives one fetch handler for Node, Deno, Bun and edge platforms, the router,
 * CORS and the body limit; rate-limiter-flexible counts requests per client.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import { errorFromResponse } from '../api/errors.js';
import { describeIssues } from '../api/issues.js';
import { safeParse } from '../api/schema.js';
import { datesWay, type HttpRequest, type WireOptions } from '../api/operation.js';
import { httpStatusOf, type GrpcCode } from '../api/status.js';
import { peerClientKey, unknownClient } from './client-key.js';
import { bareOrigin, bearerToken, customerKey, customerSecretProblem, customerTokenProblem } from './customer-token.js';
import { within } from './deadline.js';
import { answerHeaders, failureResponse, GatewayFailure } from './failure.js';
import { canonicalPath } from './path.js';
import { isObject, originAllowed, outsideAllowance, unknownFields, type Allowance } from './policy.js';
import { queryFields, queryInput, readJsonBody } from './request-input.js';
import { publicOperations, routes, type OperationName, type Route } from './routes.js';
import { holdsSecret, secretForms } from './secret.js';
import { createUpstream, type Sharing, type UpstreamAnswer } from './upstream.js';

export type { OperationName };

/** What an `authorize` hook is asked. */
export interface AuthorizeContext {
  readonly operation: OperationName;
  /** The caller's HTTP request: its cookies or headers say who the caller is. */
  readonly request: Request;
  /** The checked request, such as `{ id, customerId, businessId }` for a sign link. */
  readonly input: Readonly<Record<string, unknown>>;
}

/** One line per request: no key, no path, no query, no body, no address. */
export interface GatewayLogEntry {
  readonly time: string;
  /** The client's name of the operation; null when the request matched none. */
  readonly operation: string | null;
  readonly method: string;
  readonly status: number;
  /** The gRPC code of a failed answer. */
  readonly code?: GrpcCode;
  /** Milliseconds from the request to the answer. */
  readonly ms: number;
  /** `miss`: went upstream; `hit`: shared an identical read in flight; `bypass`: never shared; `none`: answered by the gateway. */
  readonly cache: Sharing | 'none';
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
   * The operations forwarded. Default: what the customer-facing elements call, and the sign link
   * with `customerSecret`. The sign link needs `customerSecret` or `authorize`; the business-only
   * reads (abandoned bookings, companies) need `authorize`.
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
   * Decides whether the caller may run a sign link (when it carries no customer token) or a
   * business-only read, from the caller's own session; a throw denies.
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
  /** Counts requests per client. Default: 120 a minute per client, in memory. */
  readonly rateLimiter?: Pick<RateLimiterAbstract, 'consume'>;
  /** Who the client is, for the rate limit. Default: the peer's address on Node and Deno. */
  readonly clientKey?: (request: Request, env: unknown) => string;
  /** Where log lines go. Default: one JSON line per request on the console; `false` for none. */
  readonly log?: ((entry: GatewayLogEntry) => void) | false;
  /** The fetch used upstream. Default: the global one. */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * How dates are written upstream: `'string'` (the spec's) or `'object'` (`{ year, month, day }`,
   * the Swagger's). Default: the spec's, and the Swagger's once the upstream refuses the spec's.
   */
  readonly dates?: WireOptions['dates'];
}

export type GatewayHandler = (request: Request, env?: unknown) => Promise<Response>;

export const defaultUpstream = 'https://openapi.moego.pet';
export const defaultLimits = {
  maxBodyBytes: 16 * 1024,
  maxResponseBytes: 8 * 1024 * 1024,
  timeoutMs: 10_000,
  requestsPerMinute: 120,
} as const;

type GatewayEnv = { Bindings: object | undefined; Variables: { operation: string; sharing: Sharing; code: GrpcCode } };

const operationNames = new Set<string>(routes.map((route) => route.operation.name));

function configurationError(message: string): TypeError {
  return new TypeError(`createGateway: ${message}`);
}

function positive(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value <= 0) throw configurationError(`${name} must be a positive number`);
  return value;
}

function readUpstream(upstream: string): string {
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

function readBasePath(basePath: string): string {
  if (basePath === '' || basePath === '/') return '';
  if (!basePath.startsWith('/')) throw configurationError('basePath must start with "/"');
  return basePath.replace(/\/+$/, '');
}

function basicAuthorization(apiKey: string): string {
  return `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(apiKey)))}`;
}

function printLine(entry: GatewayLogEntry): void {
  console.log(JSON.stringify(entry));
}

/** `*`, or an origin as a browser sends it: a listed `https://site.example/` still matches. */
function readOrigin(origin: string): string {
  if (origin === '*') return origin;
  try {
    const { origin: normalised } = new URL(origin);
    if (normalised !== 'null') return normalised;
  } catch {
    // Reported below.
  }
  throw configurationError(`allowedOrigins holds ${JSON.stringify(origin.slice(0, 80))}, which is not an origin`);
}

const shortestKey = 8;

// Longer upstream messages are cut: they go to every caller and into their logs.
const longestMessage = 300;

/**
 * The public's words for the upstream failures whose message may speak of the service's insides
 * (a host, a query, a customer) or of the gateway's key; the other codes' messages are about
 * the request, and pass on.
 */
const ownWords = new Map<GrpcCode, string>([
  ['UNAUTHENTICATED', 'The booking service refused the gateway.'],
  ['PERMISSION_DENIED', 'The booking service refused the gateway.'],
  ['INTERNAL', 'The booking service failed.'],
  ['UNKNOWN', 'The booking service failed.'],
  ['DATA_LOSS', 'The booking service failed.'],
  ['UNAVAILABLE', 'The booking service is unavailable: try again shortly.'],
]);

/**
 * A standard fetch handler `(request) => Promise<Response>` for Node (through
 * `@hono/node-server` or the `booking-elements-gateway` command), Deno, Bun and edge platforms.
 * Throws a TypeError at once when the options are wrong.
 */
export function createGateway(options: GatewayOptions): GatewayHandler {
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') throw configurationError('apiKey is required');
  // Answers are searched for the key: a key this short would be found in every answer.
  if (options.apiKey.length < shortestKey) throw configurationError(`apiKey is shorter than ${shortestKey} characters: is it the key?`);
  const apiKey = options.apiKey;
  const authorization = basicAuthorization(apiKey);
  const secrets = secretForms(apiKey);
  const customerSecret = options.customerSecret;
  if (customerSecret !== undefined) {
    const problem = customerSecretProblem(customerSecret);
    if (problem) throw configurationError(problem.replace('the customer secret', 'customerSecret'));
  }
  // Imported once: the key is the same for every request.
  const customerTokenKey = customerSecret === undefined ? undefined : customerKey(customerSecret);
  const publicOrigin = options.publicOrigin === undefined ? undefined : bareOrigin(options.publicOrigin.replace(/\/$/, ''));
  if (options.publicOrigin !== undefined && publicOrigin === undefined)
    throw configurationError('publicOrigin must be an http(s) origin, such as https://booking.example');
  const operations = new Set<string>(
    options.operations ?? [...publicOperations, ...(customerSecret === undefined ? [] : ['getAgreementSignLink'])],
  );
  for (const name of operations) {
    if (!operationNames.has(name)) throw configurationError(`unknown operation ${name}`);
  }
  const allowed = routes.filter((route) => operations.has(route.operation.name));
  const authorize = options.authorize;
  const guarded = allowed.find((route) => route.audience !== 'public' && !authorize && !(route.audience === 'customer' && customerSecret));
  if (guarded) {
    throw configurationError(
      guarded.audience === 'customer'
        ? `${guarded.operation.name} needs customerSecret (customer tokens) or an authorize hook`
        : `${guarded.operation.name} needs an authorize hook`,
    );
  }
  if (options.companies && operations.has('listCompanies')) {
    throw configurationError('listCompanies lists every company the key reaches: it cannot be kept to companies');
  }
  const allowance: Allowance = {
    companies: options.companies ? new Set(options.companies) : undefined,
    businesses: options.businesses ? new Set(options.businesses) : undefined,
  };
  const restricted = Boolean(allowance.companies || allowance.businesses);
  const dates = datesWay(options.dates);
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map(readOrigin));
  const basePath = readBasePath(options.basePath ?? '');
  const timeoutMs = positive(options.timeoutMs, defaultLimits.timeoutMs, 'timeoutMs');
  const maxBodyBytes = positive(options.maxBodyBytes, defaultLimits.maxBodyBytes, 'maxBodyBytes');
  const upstream = createUpstream({
    baseUrl: readUpstream(options.upstream ?? defaultUpstream),
    authorization,
    timeoutMs,
    maxResponseBytes: positive(options.maxResponseBytes, defaultLimits.maxResponseBytes, 'maxResponseBytes'),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  });
  const limiter = options.rateLimiter ?? new RateLimiterMemory({ points: defaultLimits.requestsPerMinute, duration: 60 });
  const clientKey = options.clientKey ?? peerClientKey;
  /** Whether the console was told that a client's address could not be read (once is enough). */
  let toldOfUnknownClients = false;
  const log = options.log === false ? undefined : (options.log ?? printLine);

  // A log sink that throws must not turn an answer into a failure.
  const logSafely = (entry: GatewayLogEntry) => {
    try {
      log?.(entry);
    } catch {
      // The answer matters more than its log line.
    }
  };

  const unexpected = (what: string) => new GatewayFailure('UNAVAILABLE', `The booking service sent ${what}.`, 502);

  /**
   * A 200 with a JSON object passes on as the upstream wrote it (the client reads every variant;
   * re-encoding a large availability here would cost more than the rest of the gateway), unless
   * it holds the key in any spelling, or is about a company or branch the site does not serve.
   */
  function relaySuccess(route: Route, request: unknown, bodyText: string): Response {
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      throw unexpected('an answer that is not JSON');
    }
    if (!isObject(body)) throw unexpected('an answer that is not a JSON object');
    if (holdsSecret(body, secrets)) {
      throw new GatewayFailure('INTERNAL', 'The booking service sent an answer the gateway does not pass on.', 502);
    }
    const headers = answerHeaders(route.cacheControl);
    if (route.answerScope && restricted) {
      const read = safeParse(route.operation.response, body);
      if (!read.success || outsideAllowance(route.answerScope(read.data, request), allowance)) {
        if (route.answerOutside === undefined) throw new GatewayFailure('PERMISSION_DENIED', 'This is not served here.');
        return new Response(route.answerOutside, { status: 200, headers });
      }
    }
    return new Response(bodyText, { status: 200, headers });
  }

  /** Any other answer becomes a google.rpc.Status with the HTTP status of its code. */
  function relayFailure(route: Route, answer: UpstreamAnswer): never {
    if (answer.status < 400) throw unexpected(`an answer the gateway does not pass on (HTTP ${answer.status})`);
    const error = errorFromResponse(route.operation.name, answer.status, '', answer.bodyText);
    const code: GrpcCode = error.code === 'NETWORK' || error.code === 'INVALID_RESPONSE' ? 'UNKNOWN' : error.code;
    const stated = ownWords.get(code) ?? (holdsSecret(error.message, secrets) ? 'The booking service refused the request.' : error.message);
    const message = stated.length > longestMessage ? `${stated.slice(0, longestMessage)}…` : stated;
    const seconds = answer.retryAfter && /^\d{1,6}$/.test(answer.retryAfter) ? Number(answer.retryAfter) : undefined;
    throw new GatewayFailure(code, message, httpStatusOf(code), seconds);
  }

  /** The hook's word, within the gateway's time limit; a throw or silence denies. */
  async function isAuthorized(route: Route, request: Request, input: Record<string, unknown>): Promise<boolean> {
    const asking = Promise.resolve().then(() => authorize?.({ operation: route.operation.name as OperationName, request, input }));
    try {
      return (await within(asking, timeoutMs, () => false)) === true;
    } catch {
      return false;
    }
  }

  /**
   * Whether a sign link may be made for the request's customer: its customer token, checked
   * against the secret; without a token, the `authorize` hook's word. A bad token, or no token
   * where only tokens are taken, is `401`.
   */
  async function vouchForCustomer(route: Route, request: Request, input: Record<string, unknown>): Promise<void> {
    const token = customerTokenKey === undefined ? undefined : bearerToken(request);
    if (token !== undefined && customerTokenKey !== undefined) {
      const problem = await customerTokenProblem(token, await customerTokenKey, String(input['customerId'] ?? ''), publicOrigin);
      if (problem) throw new GatewayFailure('UNAUTHENTICATED', `${problem}.`, 401, undefined, 'Bearer error="invalid_token"');
      return;
    }
    if (authorize) {
      if (await isAuthorized(route, request, input)) return;
      throw new GatewayFailure('PERMISSION_DENIED', 'You may not do this here.');
    }
    throw new GatewayFailure(
      'UNAUTHENTICATED',
      'A customer token is required: set customer-token on the element, minted by your server with signCustomerToken().',
      401,
      undefined,
      'Bearer',
    );
  }

  function handlerFor(route: Route, path: string) {
    const fields = queryFields(route);
    const name = route.operation.name;
    return async (c: Context<GatewayEnv>): Promise<Response> => {
      c.set('operation', name);
      const request = c.req.raw;
      const input =
        route.method === 'POST'
          ? await readJsonBody(request, timeoutMs)
          : queryInput(new URL(request.url), c.req.param('id') ?? '', fields);
      const parsed = safeParse(route.operation.request, input);
      if (!parsed.success) {
        throw new GatewayFailure('INVALID_ARGUMENT', `Invalid ${name} request: ${describeIssues(parsed.error.issues)}.`);
      }
      const unknown = unknownFields(input, parsed.data);
      if (unknown.length > 0) {
        const listed = unknown.slice(0, 3).map((field) => field.slice(0, 64));
        throw new GatewayFailure('INVALID_ARGUMENT', `Unknown field${unknown.length > 1 ? 's' : ''}: ${listed.join(', ')}.`);
      }
      const outside = outsideAllowance(route.scope(parsed.data), allowance);
      if (outside) throw new GatewayFailure('PERMISSION_DENIED', outside);
      const checked = parsed.data as Record<string, unknown>;
      if (route.audience === 'customer') await vouchForCustomer(route, request, checked);
      if (route.audience === 'business' && !(await isAuthorized(route, request, checked))) {
        throw new GatewayFailure('PERMISSION_DENIED', 'You may not do this here.');
      }
      // A POST path has no parameters: forward to the documented path the caller chose (the
      // franchise lookup has two, and a service may offer only one of them).
      // A sign link creates a record per call: two callers must get two, and one that hangs up
      // stops its own. Reads are shared, and left alone by a caller's signal, which costs an
      // AbortController per request on Node.
      const send = (http: HttpRequest) =>
        upstream.send(
          route.method,
          route.method === 'POST' ? { ...http, path } : http,
          route.audience === 'customer' ? { shared: false, callerSignal: request.signal } : { shared: true },
        );
      const dated = dates.request(route.operation, parsed.data);
      let { answer, sharing } = await send(dated.http);
      // An upstream that refuses how the dates are written is asked once more the other way.
      const refused = answer.status === 400 && errorFromResponse(name, answer.status, '', answer.bodyText).code === 'INVALID_ARGUMENT';
      if (refused && dated.refused()) ({ answer, sharing } = await send(dated.http));
      if (answer.status === 200) dated.taken();
      c.set('sharing', sharing);
      if (answer.status === 200) return relaySuccess(route, parsed.data, answer.bodyText);
      return relayFailure(route, answer);
    };
  }

  function refuse(c: Context<GatewayEnv>, failure: GatewayFailure): Response {
    c.set('code', failure.code);
    return failureResponse(failure);
  }

  const app = new Hono<GatewayEnv>({ getPath: (request) => canonicalPath(new URL(request.url).pathname, basePath) });

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const code = c.get('code');
    logSafely({
      time: new Date().toISOString(),
      operation: c.get('operation') ?? null,
      method: c.req.method,
      status: c.res.status,
      ...(code ? { code } : {}),
      ms: Math.round((performance.now() - started) * 10) / 10,
      cache: c.get('sharing') ?? 'none',
    });
  });

  app.use(async (c, next) => {
    // Hono answers HEAD with the GET route; the gateway forwards only the methods of the spec.
    if (c.req.method === 'HEAD') throw new GatewayFailure('NOT_FOUND', 'Nothing here.');
    const origin = c.req.header('origin');
    if (origin !== undefined && !originAllowed(origin, c.req.url, allowedOrigins)) {
      throw new GatewayFailure('PERMISSION_DENIED', 'This site may not use this booking service.');
    }
    await next();
  });

  app.use(
    cors({
      origin: (origin) => origin || null,
      allowMethods: ['GET', 'POST'],
      allowHeaders: ['Content-Type', 'Accept', 'Authorization'],
      credentials: !allowedOrigins.has('*'),
      maxAge: 600,
    }),
  );

  app.use(async (c, next) => {
    const client = clientKey(c.req.raw, c.env);
    if (client === unknownClient && !toldOfUnknownClients && options.log !== false) {
      toldOfUnknownClients = true;
      console.warn(
        'booking-elements gateway: the client of a request has no address the gateway can read, so such clients share one rate limit; pass `clientKey` (clientKeyFromHeader for a header your proxy sets).',
      );
    }
    try {
      // A shared store (Redis) that hangs must not hold every request with it.
      await within(limiter.consume(client), timeoutMs, () => {
        throw new Error('the rate limiter did not answer in time');
      });
    } catch (rejection) {
      // The limiter's store failed (for example Redis is down): refuse rather than go unmetered.
      if (rejection instanceof Error) throw new GatewayFailure('UNAVAILABLE', 'The booking service is busy: try again shortly.');
      const waitMs = isObject(rejection) && typeof rejection['msBeforeNext'] === 'number' ? rejection['msBeforeNext'] : 1000;
      throw new GatewayFailure('RESOURCE_EXHAUSTED', 'Too many requests: try again shortly.', 429, Math.max(1, Math.ceil(waitMs / 1000)));
    }
    await next();
  });

  app.use(
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (c) => refuse(c, new GatewayFailure('INVALID_ARGUMENT', `The request body is larger than ${maxBodyBytes} bytes.`, 413)),
    }),
  );

  for (const route of allowed) {
    for (const path of [route.path, ...(route.operation.alternatePaths ?? [])]) app.on(route.method, path, handlerFor(route, path));
  }

  app.notFound((c) => refuse(c, new GatewayFailure('NOT_FOUND', 'Nothing here.')));

  app.onError((error, c) => refuse(c, error instanceof GatewayFailure ? error : new GatewayFailure('INTERNAL', 'The gateway failed.')));

  return async (request, env) => {
    try {
      return await app.fetch(request, isObject(env) ? env : undefined);
    } catch {
      return failureResponse(new GatewayFailure('INTERNAL', 'The gateway failed.'));
    }
  };
}
