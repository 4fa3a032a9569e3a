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
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono/tiny';
import { createRelay } from './answers.js';
import { mountRequests, type MountedRequests } from './booking-requests.js';
import { peerGone, unknownClient } from './client-key.js';
import { corsMiddleware } from './cors.js';
import { answerHeaders, failureResponse, GatewayFailure } from './failure.js';
import { forwardHandlers, type GatewayEnv } from './forward.js';
import { eventEntry, storeEntry, type GatewayLogEntry } from './log.js';
import { createMetrics, type GatewayGauges } from './metrics.js';
import type { Gateway, GatewayHandler, GatewayInternals, GatewayOptions } from './options.js';
import { canonicalPath } from './path.js';
import { isObject, originAllowed } from './policy.js';
import { countRequest } from './rate-limit.js';
import { createReadiness } from './readiness.js';
import { resolveGateway, type ResolvedGateway } from './resolve-options.js';
import { routePaths, type OperationName } from './routes.js';
import { holdsSecret } from './secret.js';

export type { AuthorizeContext, Gateway, GatewayHandler, GatewayInternals, GatewayOptions } from './options.js';
export { defaultLimits, defaultUpstream } from './options.js';
export type { OperationName };

type Middleware = MiddlewareHandler<GatewayEnv>;

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

/** What the gateway's middleware share while it runs: its counters, its log, whether it drains. */
interface Running {
  readonly gateway: ResolvedGateway;
  readonly metrics: ReturnType<typeof createMetrics>;
  readonly readiness: ReturnType<typeof createReadiness>;
  /** Writes a log line; a log sink that throws must not turn an answer into a failure. */
  readonly logSafely: (entry: GatewayLogEntry) => void;
  /** What went wrong in the gateway's own code, for the log: never a word of the key. */
  readonly describeFailure: (error: unknown) => string;
  inFlight: number;
  draining: boolean;
  /** Whether the log was told that a client's address could not be read (once is enough). */
  toldOfUnknownClients: boolean;
}

/** `GET /healthz`: the process answers. `GET /readyz`: it should get traffic (see readiness.ts). */
async function probe(running: Running, path: string, requestId: string): Promise<Response> {
  const headers = answerHeaders('no-store', { requestId, varyOrigin: false });
  if (path === '/healthz') return new Response(JSON.stringify({ alive: true }), { status: 200, headers });
  const state = await running.readiness.check(requestId);
  return new Response(JSON.stringify(state), { status: state.ready ? 200 : 503, headers });
}

/**
 * First of all: answers the probes; gives every other request its id, counts it in flight, and
 * once it is answered counts it and writes its log line.
 */
function stampAndLog(running: Running): Middleware {
  return async (c, next): Promise<Response | undefined> => {
    const offered = c.req.header('x-request-id');
    const requestId = offered !== undefined && wellFormedRequestId.test(offered) ? offered : crypto.randomUUID();
    if (probePaths.has(c.req.path) && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const answer = await probe(running, c.req.path, requestId);
      return c.req.method === 'HEAD' ? new Response(null, { status: answer.status, headers: answer.headers }) : answer;
    }
    const fromBrowser = c.req.header('origin') !== undefined;
    c.set('stamp', { requestId, varyOrigin: !fromBrowser });
    const started = performance.now();
    running.inFlight += 1;
    try {
      await next();
    } finally {
      running.inFlight -= 1;
    }
    // The gateway's own answers carry the id from the start; a browser's answer went through the
    // CORS middleware, which may have made one of its own (a preflight's).
    if (fromBrowser) c.res.headers.set('x-request-id', requestId);
    const operation = c.get('operation') ?? null;
    const code = c.get('code');
    const cache = c.get('cache') ?? 'none';
    running.metrics.request(operation, code);
    if (operation && cache !== 'none') running.metrics.cache(operation, cache);
    if (!running.gateway.log) return undefined;
    const upstreamMs = c.get('upstreamMs');
    const failure = c.get('failure');
    running.logSafely({
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
  };
}

/** Refuses HEAD (Hono would answer it with the GET route) and pages of origins not allowed. */
function refuseForeignOrigins({ gateway }: Running): Middleware {
  return async (c, next) => {
    if (c.req.method === 'HEAD') throw new GatewayFailure('NOT_FOUND', 'Nothing here.');
    const origin = c.req.header('origin');
    if (origin !== undefined && !originAllowed(origin, c.req.url, gateway.allowedOrigins)) {
      throw new GatewayFailure('PERMISSION_DENIED', 'This site may not use this booking service.');
    }
    await next();
  };
}

/** Counts the request against its client's rate limit; tells the log once when a client has no address. */
function limitPerClient(running: Running): Middleware {
  const { clientKey, limiter, timeoutMs, options } = running.gateway;
  return async (c, next) => {
    const client = clientKey(c.req.raw, c.env);
    if (client === unknownClient && !running.toldOfUnknownClients && !peerGone(c.env)) {
      running.toldOfUnknownClients = true;
      running.logSafely(
        eventEntry(
          'warn',
          'unknown-client',
          'The client of a request has no address the gateway can read, so such clients share one rate limit; pass `clientKey` (clientKeyFromHeader for a header your platform sets).',
        ),
      );
    }
    await countRequest(limiter, client, timeoutMs, running.describeFailure);
    if (options.store && options.rateLimiter === undefined && !options.store.available) running.metrics.countedPerInstance();
    await next();
  };
}

/** `createGateway()`, with what the Node command adds. */
export function buildGateway(options: GatewayOptions, internals: GatewayInternals): Gateway {
  const gateway = resolveGateway(options, internals);
  const { log, secrets, store } = { ...gateway, store: options.store };
  const running: Running = {
    gateway,
    metrics: createMetrics(),
    readiness: createReadiness(
      gateway.upstream,
      store,
      () => running.draining,
      () => requests?.databaseState() ?? Promise.resolve('none'),
    ),
    logSafely: (entry) => {
      try {
        log?.(entry);
      } catch {
        // The answer matters more than its log line.
      }
    },
    describeFailure: (error) => {
      const text = error instanceof Error ? `${error.name}: ${error.message}` : typeof error;
      return holdsSecret(text, secrets) ? 'an error whose message holds the key' : text.slice(0, 200);
    },
    inFlight: 0,
    draining: false,
    toldOfUnknownClients: false,
  };
  store?.onAvailabilityChange((available) => running.logSafely(storeEntry(available)));
  const relay = createRelay(secrets);

  const app = new Hono<GatewayEnv>({ getPath: (request) => canonicalPath(new URL(request.url).pathname, gateway.basePath) });
  // Every request passes these, in this order, before its route.
  const middleware: readonly Middleware[] = [
    stampAndLog(running),
    refuseForeignOrigins(running),
    corsMiddleware(gateway.allowedOrigins, gateway.takesRequests !== undefined),
    limitPerClient(running),
  ];
  for (const step of middleware) app.use(step);

  const handlerFor = forwardHandlers(gateway, relay, running.metrics);
  for (const route of gateway.allowed) {
    for (const path of routePaths(route)) app.on(route.operation.method, path, handlerFor(route, path));
  }
  let requests: MountedRequests | undefined;
  if (gateway.takesRequests) {
    requests = mountRequests(app, {
      ...{ requests: gateway.takesRequests, relay, store, clientKey: gateway.clientKey, describeFailure: running.describeFailure },
      ...{ allowance: gateway.allowance, timeoutMs: gateway.timeoutMs, callers: gateway.callers, upstream: gateway.upstream },
      ...{ dates: gateway.dates, namespace: gateway.namespace, rateLimiter: options.rateLimiter },
      report: (level, message) => running.logSafely(eventEntry(level, 'booking-requests', message)),
      stampOf: (c, operation) => {
        c.set('operation', operation);
        return c.get('stamp');
      },
    });
  }

  const refuse = (c: Context<GatewayEnv>, failure: GatewayFailure): Response => {
    c.set('code', failure.code);
    return failureResponse(failure, c.get('stamp'));
  };
  app.notFound((c) => refuse(c, new GatewayFailure('NOT_FOUND', 'Nothing here.')));
  app.onError((error, c) => {
    if (error instanceof GatewayFailure) {
      if (error.reason) c.set('failure', error.reason);
      return refuse(c, error);
    }
    c.set('failure', running.describeFailure(error));
    return refuse(c, new GatewayFailure('INTERNAL', 'The gateway failed.'));
  });

  const gauges = (): GatewayGauges => ({ inFlight: running.inFlight, draining: running.draining, storeAvailable: store?.available });
  const handle: GatewayHandler = async (request, env) => {
    try {
      return await app.fetch(request, isObject(env) ? env : undefined);
    } catch {
      return failureResponse(new GatewayFailure('INTERNAL', 'The gateway failed.'));
    }
  };
  return Object.assign(handle, {
    drain: () => {
      running.draining = true;
      requests?.drain();
    },
    metrics: () => running.metrics.text(gauges()),
    close: async () => {
      await requests?.close();
    },
  });
}
