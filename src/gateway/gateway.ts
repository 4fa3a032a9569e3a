/**
 * `createGateway()`: the server side a public site runs in front of the Business Operations API.
 * It holds the secret key and forwards only the operations, companies and branches it is told to,
 * checked with the client's own request schemas; it answers everything else itself.
 *
 * Built on Hono, which gives one fetch handler for Node, Deno, Bun and edge platforms, the router
 * and CORS; rate-limiter-flexible counts requests per client, in memory or in a shared store.
 * Hono's `tiny` preset: its PatternRouter tries a dozen routes in turn as fast as the default
 * router finds one, and leaves 2 kB of routers out of the edge bundle.
 */
import type { Context } from 'hono';
import { compressAnswers } from './compression.js';
import { Hono } from 'hono/tiny';
import { basicAuthorization } from '../api/basic-auth.js';
import { errorFromResponse } from '../api/errors.js';
import { describeIssues } from '../api/issues.js';
import { safeParse } from '../api/schema.js';
import { datesWay, type HttpRequest } from '../api/operation.js';
import type { GrpcCode } from '../api/status.js';
import { peerClientKey, peerGone, unknownClient } from './client-key.js';
import { createRelay } from './answers.js';
import { mountRequests, type MountedRequests } from './booking-requests.js';
import { createCallers } from './callers.js';
import { corsMiddleware } from './cors.js';
import { answerHeaders, failureResponse, GatewayFailure, type AnswerStamp } from './failure.js';
import { eventEntry, printLogLine, storeEntry, type CacheOutcome, type GatewayLogEntry } from './log.js';
import { createMetrics, type GatewayGauges } from './metrics.js';
import { canonicalPath } from './path.js';
import { isObject, originAllowed, outsideAllowance, unknownFields, type Allowance } from './policy.js';
import { memoryCache, storeCache, storeNamespace, type ReadCache } from './read-cache.js';
import { createReadiness } from './readiness.js';
import { chooseLimiter, countRequest } from './rate-limit.js';
import { queryFields, queryInput, readJsonBody } from './request-input.js';
import { publicOperations, routePaths, routes, type OperationName, type Route } from './routes.js';
import { holdsSecret, secretForms } from './secret.js';
import { createUpstream, fetchTransport } from './upstream.js';

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
  type Gateway,
  type GatewayHandler,
  type GatewayInternals,
  type GatewayOptions,
} from './options.js';

export type { AuthorizeContext, Gateway, GatewayHandler, GatewayInternals, GatewayOptions } from './options.js';
export { defaultLimits, defaultUpstream } from './options.js';
export type { OperationName };

type GatewayEnv = {
  Bindings: object | undefined;
  Variables: { stamp: AnswerStamp; operation: string; cache: CacheOutcome; code: GrpcCode; failure: string; upstreamMs: number };
};

const operationNames = new Set<string>(routes.map((route) => route.operation.name));

/** A caller's `X-Request-Id` is taken when it looks like an id: short, and nothing a log or a header could misread. */
const wellFormedRequestId = /^[\w.:@+=/-]{1,128}$/;

/** Where the gateway answers for itself, whatever its configuration: liveness and readiness. */
const probePaths = new Set(['/healthz', '/readyz']);

/**
 * A standard fetch handler `(request) => Promise<Response>` for Node (through
 * `@hono/node-server` or the `booking-elements-gateway` command), Deno, Bun and edge platforms.
 * Throws a TypeError at once when the options are wrong.
 */
export function createGateway(options: GatewayOptions): Gateway {
  return buildGateway(options, {});
}

/** `createGateway()`, with what the Node command adds. */
export function buildGateway(options: GatewayOptions, internals: GatewayInternals): Gateway {
  if (typeof options.apiKey !== 'string' || options.apiKey.trim() === '') throw configurationError('apiKey is required');
  // Answers are searched for the key: a key this short would be found in every answer.
  if (options.apiKey.length < shortestKey) throw configurationError(`apiKey is shorter than ${shortestKey} characters: is it the key?`);
  const apiKey = options.apiKey;
  const authorization = basicAuthorization(apiKey);
  const secrets = secretForms(apiKey);
  const allowance: Allowance = {
    companies: options.companies ? new Set(options.companies) : undefined,
    businesses: options.businesses ? new Set(options.businesses) : undefined,
  };
  const timeoutMs = positive(options.timeoutMs, defaultLimits.timeoutMs, 'timeoutMs');
  const callers = createCallers(options, allowance, timeoutMs);
  // With staff tokens, the business-only reads; listCompanies only where it is not kept to companies.
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
    throw configurationError(
      guarded.audience === 'customer'
        ? `${guarded.operation.name} needs customerSecret (customer tokens) or an authorize hook`
        : `${guarded.operation.name} needs staff (staff tokens) or an authorize hook`,
    );
  }
  if (options.companies && operations.has('listCompanies')) {
    throw configurationError('listCompanies lists every company the key reaches: it cannot be kept to companies');
  }
  if (options.rateLimit !== undefined && options.rateLimiter !== undefined) {
    throw configurationError('pass rateLimit or rateLimiter, not both: rateLimit sets the limit of the built-in limiter');
  }
  if (options.rateLimit !== undefined && !(Number.isInteger(options.rateLimit) && options.rateLimit > 0)) {
    throw configurationError('rateLimit must be a whole number of requests per minute');
  }
  if (options.clientKey !== undefined && typeof options.clientKey !== 'function') throw configurationError('clientKey must be a function');
  const dates = datesWay(options.dates);
  const allowedOrigins = new Set((options.allowedOrigins ?? []).map(readOrigin));
  const basePath = readBasePath(options.basePath ?? '');
  const maxBodyBytes = positive(options.maxBodyBytes, defaultLimits.maxBodyBytes, 'maxBodyBytes');
  const cacheSeconds = readCacheSeconds(options.cacheSeconds);
  const baseUrl = readUpstream(options.upstream ?? defaultUpstream);
  const upstream = createUpstream({
    baseUrl,
    authorization,
    timeoutMs,
    maxResponseBytes: positive(options.maxResponseBytes, defaultLimits.maxResponseBytes, 'maxResponseBytes'),
    transport: internals.transport ?? fetchTransport(options.fetch ?? ((input, init) => globalThis.fetch(input, init))),
  });
  const store = options.store;
  // Everything this gateway keeps in a shared store is under a name of its upstream and key.
  const namespace = store ? storeNamespace(baseUrl, apiKey) : undefined;
  const readCache: ReadCache = store && namespace ? storeCache(store, namespace) : memoryCache();
  const rateLimit = options.rateLimit ?? defaultLimits.requestsPerMinute;
  const limiter = chooseLimiter(options.rateLimiter, store, namespace, rateLimit);
  const clientKey = options.clientKey ?? peerClientKey;
  const log = options.log === false ? undefined : (options.log ?? printLogLine);
  const metrics = createMetrics();
  let draining = false;
  let inFlight = 0;
  /** Whether the log was told that a client's address could not be read (once is enough). */
  let toldOfUnknownClients = false;
  // Booking requests are taken only where the business hears of them: a webhook, e-mail, or staff's inbox.
  if (options.requests !== undefined && typeof options.requests?.start !== 'function') {
    throw configurationError('requests must come from bookingRequests() (booking-elements/gateway/requests)');
  }
  const takesRequests = options.requests?.notifies || callers.staffTokens ? options.requests : undefined;
  let requests: MountedRequests | undefined;
  const readiness = createReadiness(
    upstream,
    store,
    () => draining,
    () => requests?.databaseState() ?? Promise.resolve('none'),
  );

  // A log sink that throws must not turn an answer into a failure.
  const logSafely = (entry: GatewayLogEntry) => {
    try {
      log?.(entry);
    } catch {
      // The answer matters more than its log line.
    }
  };

  store?.onAvailabilityChange((available) => logSafely(storeEntry(available)));

  const relay = createRelay(secrets);
  const { readAnswer, relaySuccess, relayFailure } = relay;

  /** What went wrong in the gateway's own code, for the log: never a word of the key. */
  const describeFailure = (error: unknown) => {
    const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
    return holdsSecret(text, secrets) ? 'an error whose message holds the key' : text.slice(0, 200);
  };

  function handlerFor(route: Route, path: string) {
    const fields = queryFields(route);
    const name = route.operation.name;
    // Only public reads are ever kept: a sign link or a staff read never, whatever the options say.
    const keepSeconds = route.audience === 'public' ? (cacheSeconds.get(name) ?? 0) : 0;
    return async (c: Context<GatewayEnv>): Promise<Response> => {
      c.set('operation', name);
      const request = c.req.raw;
      const input =
        route.operation.method === 'POST'
          ? await readJsonBody(request, timeoutMs, maxBodyBytes)
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
      const scope = route.scope(parsed.data);
      const outside = outsideAllowance(scope, allowance);
      if (outside) throw new GatewayFailure('PERMISSION_DENIED', outside);
      const checked: Readonly<Record<string, unknown>> = parsed.data;
      if (route.audience === 'customer') await callers.vouchForCustomer(route, request, checked);
      // A staff token may narrow the branches: the request, then the answer, are checked again.
      const callerAllowance = route.audience === 'business' ? await callers.vouchForStaff(route, request, checked) : allowance;
      const narrowed = callerAllowance === allowance ? undefined : outsideAllowance(scope, callerAllowance);
      if (narrowed) throw new GatewayFailure('PERMISSION_DENIED', narrowed);
      // Kept under the checked request and the path it came to: the same question, however asked.
      const cacheKey = keepSeconds > 0 ? `${name} ${path} ${JSON.stringify(checked)}` : undefined;
      const cached = cacheKey === undefined ? undefined : await readCache.get(cacheKey);
      if (cached) {
        c.set('cache', 'hit');
        return relaySuccess(route, parsed.data, cached.text, readAnswer(cached.text, cached.checked), c.get('stamp'), callerAllowance);
      }
      // A POST path has no parameters: forward to the documented path the caller chose (the
      // franchise lookup has two, and a service may offer only one of them).
      // A sign link creates a record per call: two callers must get two, and one that hangs up
      // stops its own; a staff read is its caller's alone, never shared with another's. Public
      // reads are shared, and left alone by a caller's signal, which costs an AbortController per
      // request on Node.
      const { requestId } = c.get('stamp');
      const send = async (http: HttpRequest) => {
        const started = performance.now();
        try {
          return await upstream.send(
            route.operation.method,
            route.operation.method === 'POST' ? { ...http, path } : http,
            route.audience === 'public' ? { requestId, shared: true } : { requestId, shared: false, callerSignal: request.signal },
          );
        } finally {
          const seconds = (performance.now() - started) / 1000;
          c.set('upstreamMs', Math.round(seconds * 10_000) / 10);
          metrics.upstream(name, seconds);
        }
      };
      const dated = dates.request(route.operation, parsed.data);
      let { answer, sharing } = await send(dated.http);
      // An upstream that refuses how the dates are written is asked once more the other way.
      const refused = answer.status === 400 && errorFromResponse(name, answer.status, '', answer.bodyText).code === 'INVALID_ARGUMENT';
      if (refused && dated.refused()) ({ answer, sharing } = await send(dated.http));
      if (answer.status === 200) dated.taken();
      c.set('cache', route.audience === 'public' ? sharing : 'bypass');
      if (answer.status !== 200) return relayFailure(route, answer);
      const body = readAnswer(answer.bodyText, false);
      if (cacheKey !== undefined && sharing === 'miss') readCache.set(cacheKey, answer.bodyText, keepSeconds);
      return relaySuccess(route, parsed.data, answer.bodyText, body, c.get('stamp'), callerAllowance);
    };
  }

  function refuse(c: Context<GatewayEnv>, failure: GatewayFailure): Response {
    c.set('code', failure.code);
    return failureResponse(failure, c.get('stamp'));
  }

  /** `GET /healthz`: the process answers. `GET /readyz`: it should get traffic (see readiness.ts). */
  async function probe(path: string, requestId: string): Promise<Response> {
    const headers = answerHeaders('no-store', { requestId, varyOrigin: false });
    if (path === '/healthz') return new Response(JSON.stringify({ alive: true }), { status: 200, headers });
    const state = await readiness.check(requestId);
    return new Response(JSON.stringify(state), { status: state.ready ? 200 : 503, headers });
  }

  const app = new Hono<GatewayEnv>({ getPath: (request) => canonicalPath(new URL(request.url).pathname, basePath) });

  app.use(async (c, next): Promise<Response | undefined> => {
    const offered = c.req.header('x-request-id');
    const requestId = offered !== undefined && wellFormedRequestId.test(offered) ? offered : crypto.randomUUID();
    if (probePaths.has(c.req.path) && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const answer = await probe(c.req.path, requestId);
      return c.req.method === 'HEAD' ? new Response(null, { status: answer.status, headers: answer.headers }) : answer;
    }
    const fromBrowser = c.req.header('origin') !== undefined;
    c.set('stamp', { requestId, varyOrigin: !fromBrowser });
    const started = performance.now();
    inFlight += 1;
    try {
      await next();
    } finally {
      inFlight -= 1;
    }
    // The gateway's own answers carry the id from the start; a browser's answer went through the
    // CORS middleware, which may have made one of its own (a preflight's).
    if (fromBrowser) c.res.headers.set('x-request-id', requestId);
    const operation = c.get('operation') ?? null;
    const code = c.get('code');
    const cache = c.get('cache') ?? 'none';
    metrics.request(operation, code);
    if (operation && cache !== 'none') metrics.cache(operation, cache);
    if (!log) return undefined;
    const upstreamMs = c.get('upstreamMs');
    const failure = c.get('failure');
    logSafely({
      time: new Date().toISOString(),
      level: c.res.status >= 500 ? 'error' : 'info',
      event: 'request',
      requestId,
      operation,
      method: c.req.method,
      status: c.res.status,
      ...(code ? { code } : {}),
      ms: Math.round((performance.now() - started) * 10) / 10,
      ...(upstreamMs === undefined ? {} : { upstreamMs }),
      cache,
      ...(failure ? { failure } : {}),
    });
    return undefined;
  });

  app.use(compressAnswers());

  app.use(async (c, next) => {
    // Hono answers HEAD with the GET route; the gateway forwards only the methods of the spec.
    if (c.req.method === 'HEAD') throw new GatewayFailure('NOT_FOUND', 'Nothing here.');
    const origin = c.req.header('origin');
    if (origin !== undefined && !originAllowed(origin, c.req.url, allowedOrigins)) {
      throw new GatewayFailure('PERMISSION_DENIED', 'This site may not use this booking service.');
    }
    await next();
  });

  app.use(corsMiddleware(allowedOrigins, takesRequests !== undefined));

  app.use(async (c, next) => {
    const client = clientKey(c.req.raw, c.env);
    if (client === unknownClient && !toldOfUnknownClients && !peerGone(c.env)) {
      toldOfUnknownClients = true;
      logSafely(
        eventEntry(
          'warn',
          'unknown-client',
          'The client of a request has no address the gateway can read, so such clients share one rate limit; pass `clientKey` (clientKeyFromHeader for a header your platform sets).',
        ),
      );
    }
    await countRequest(limiter, client, timeoutMs, describeFailure);
    if (store && options.rateLimiter === undefined && !store.available) metrics.countedPerInstance();
    await next();
  });

  for (const route of allowed) {
    for (const path of routePaths(route)) app.on(route.operation.method, path, handlerFor(route, path));
  }
  if (takesRequests) {
    requests = mountRequests(app, {
      ...{ requests: takesRequests, allowance, timeoutMs, callers, upstream, dates, relay, store, namespace, clientKey, describeFailure },
      rateLimiter: options.rateLimiter,
      report: (level, message) => logSafely(eventEntry(level, 'booking-requests', message)),
      stampOf: (c, operation) => {
        c.set('operation', operation);
        return c.get('stamp');
      },
    });
  }

  app.notFound((c) => refuse(c, new GatewayFailure('NOT_FOUND', 'Nothing here.')));

  app.onError((error, c) => {
    if (error instanceof GatewayFailure) {
      if (error.reason) c.set('failure', error.reason);
      return refuse(c, error);
    }
    c.set('failure', describeFailure(error));
    return refuse(c, new GatewayFailure('INTERNAL', 'The gateway failed.'));
  });

  const gauges = (): GatewayGauges => ({ inFlight, draining, storeAvailable: store?.available });

  const handle: GatewayHandler = async (request, env) => {
    try {
      return await app.fetch(request, isObject(env) ? env : undefined);
    } catch {
      return failureResponse(new GatewayFailure('INTERNAL', 'The gateway failed.'));
    }
  };
  return Object.assign(handle, {
    drain: () => {
      draining = true;
      requests?.drain();
    },
    metrics: () => metrics.text(gauges()),
    close: async () => {
      await requests?.close();
    },
  });
}
