/**
 * The gateway's own middleware, which every request passes before its route (src/gateway/gateway.ts lists
 * them in order), and the state they share while the gateway runs: its counters, its log, the
 * requests in flight, whether it drains.
 */
import type { MiddlewareHandler } from 'hono';
import type { MountedRequests } from '../booking-requests/mount.js';
import { peerGone, unknownClient } from '../access/client-key.js';
import { corsMiddleware } from './cors.js';
import { answerHeaders, GatewayFailure } from './failure.js';
import type { GatewayEnv } from '../upstream/forward.js';
import { eventEntry, type GatewayLogEntry } from './log.js';
import { GatewayMetrics } from './metrics.js';
import { originAllowed } from '../access/policy.js';
import { countRequest } from '../access/rate-limit.js';
import { createReadiness } from './readiness.js';
import type { ResolvedGateway } from '../resolve-options.js';
import { holdsSecret } from '../upstream/secret.js';

export type Middleware = MiddlewareHandler<GatewayEnv>;

/** Where the gateway answers for itself, whatever its configuration: liveness and readiness. */
const probePaths = new Set(['/healthz', '/readyz']);

/** A caller's `X-Request-Id` is taken when it looks like an id: short, and nothing a log or a header could misread. */
const wellFormedRequestId = /^[\w.:@+=/-]{1,128}$/;

/** What the gateway's middleware share while it runs: its counters, its log, whether it drains. */
export interface Running {
  readonly gateway: ResolvedGateway;
  readonly metrics: GatewayMetrics;
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
export function stampAndLog(running: Running): Middleware {
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

/**
 * Refuses HEAD (Hono would answer it with the GET route) and pages of origins not allowed, and
 * gives a browser's answers their CORS headers. A request without an Origin, such as a server's or
 * a test's, is not a browser's cross-origin one: it goes on at once, with nothing to check or add.
 */
export function refuseForeignOrigins({ gateway }: Running): Middleware {
  const corsHeaders = corsMiddleware<GatewayEnv>(gateway.allowedOrigins, gateway.takesRequests !== undefined);
  return (c, next) => {
    if (c.req.method === 'HEAD') throw new GatewayFailure('NOT_FOUND', 'Nothing here.');
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    if (!originAllowed(origin, c.req.url, gateway.allowedOrigins)) {
      throw new GatewayFailure('PERMISSION_DENIED', 'This site may not use this booking service.');
    }
    return corsHeaders(c, next);
  };
}

/** Counts the request against its client's rate limit; tells the log once when a client has no address. */
export function limitPerClient(running: Running): Middleware {
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

/** What the middleware share, for a gateway whose booking requests' database `requests` gives once they are mounted. */
export function startRunning(gateway: ResolvedGateway, requests: () => MountedRequests | undefined): Running {
  const { log, secrets, options } = gateway;
  const running: Running = {
    gateway,
    metrics: new GatewayMetrics(),
    readiness: createReadiness(
      gateway.upstream,
      options.store,
      () => running.draining,
      async () => requests()?.state(),
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
  return running;
}
