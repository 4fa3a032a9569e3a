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
import { Hono } from 'hono/tiny';
import { createRelay } from './upstream/relay.js';
import { compressAnswers } from './pipeline/compression.js';
import { mountRequests, type MountedRequests } from './booking-requests/mount.js';
import { failureResponse, GatewayFailure } from './pipeline/failure.js';
import { forwardHandlers, type GatewayEnv } from './upstream/forward.js';
import { eventEntry, storeEntry } from './pipeline/log.js';
import type { GatewayGauges } from './pipeline/metrics.js';
import { limitPerClient, refuseForeignOrigins, stampAndLog, startRunning, type Middleware, type Running } from './pipeline/middleware.js';
import type { Gateway, GatewayHandler, GatewayInternals, GatewayOptions } from './options.js';
import { canonicalPath, urlPath } from './pipeline/path.js';
import { isObject } from './access/policy.js';
import { resolveGateway } from './resolve-options.js';
import { routePaths, type OperationName } from './upstream/routes.js';

export type { AuthorizeContext, Gateway, GatewayHandler, GatewayInternals, GatewayOptions } from './options.js';
export { defaultLimits, defaultUpstream } from './options.js';
export type { OperationName };

/**
 * A standard fetch handler `(request) => Promise<Response>` for Node (through
 * `@hono/node-server` or the `booking-elements-gateway` command), Deno, Bun and edge platforms.
 * Throws a TypeError at once when the options are wrong.
 */
export function createGateway(options: GatewayOptions): Gateway {
  return buildGateway(options, {});
}

/** Answers what no route takes (404) and what failed (the failure's code, or 500 without a word of the key). */
function answerFailures(app: Hono<GatewayEnv>, running: Running): void {
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
}

/** `createGateway()`, with what the Node command adds. */
export function buildGateway(options: GatewayOptions, internals: GatewayInternals): Gateway {
  const gateway = resolveGateway(options, internals);
  const { secrets } = gateway;
  const { store } = options;
  let requests: MountedRequests | undefined;
  const running = startRunning(gateway, () => requests);
  store?.onAvailabilityChange((available) => running.logSafely(storeEntry(available)));
  const relay = createRelay(secrets);

  const app = new Hono<GatewayEnv>({ getPath: (request) => canonicalPath(urlPath(request.url), gateway.basePath) });
  // Every request passes these, in this order, before its route.
  const middleware: readonly Middleware[] = [
    stampAndLog(running),
    compressAnswers(),
    refuseForeignOrigins(running),
    limitPerClient(running),
  ];
  for (const step of middleware) app.use(step);

  const handlerFor = forwardHandlers(gateway, relay, running.metrics);
  for (const route of gateway.allowed) {
    for (const path of routePaths(route)) app.on(route.operation.method, path, handlerFor(route, path));
  }
  if (gateway.takesRequests) {
    requests = mountRequests(app, {
      ...gateway,
      requests: gateway.takesRequests,
      relay,
      store,
      describeFailure: running.describeFailure,
      rateLimiter: options.rateLimiter,
      report: (level, message) => running.logSafely(eventEntry(level, 'booking-requests', message)),
      stampOf: (c, operation) => {
        c.set('operation', operation);
        return c.get('stamp');
      },
    });
  }

  answerFailures(app, running);

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
