/**
 * The handler of one forwarded route: reads and checks the caller's request (its schema, no
 * unknown field, the companies and branches allowed, the caller's token), answers from the read
 * cache when it can, else asks the upstream and relays its answer (relay.ts).
 */
import type { Context } from 'hono';
import { errorFromResponse } from '../../api/errors.js';
import { describeIssues } from '../../api/issues.js';
import type { HttpRequest } from '../../api/operation.js';
import { safeParse } from '../../api/schema.js';
import type { GrpcCode } from '../../api/status.js';
import type { createRelay, RouteRequest } from './relay.js';
import { GatewayFailure, type AnswerStamp } from '../pipeline/failure.js';
import type { CacheOutcome } from '../pipeline/log.js';
import type { GatewayMetrics } from '../pipeline/metrics.js';
import { outsideAllowance, unknownFields } from '../access/policy.js';
import { queryFields, queryInput, readJsonBody } from '../pipeline/request-input.js';
import type { ResolvedGateway } from '../resolve-options.js';
import type { Route } from './routes.js';

/** What the gateway's middleware and handlers note of a request, for its answer, its log line and its counters. */
export type GatewayEnv = {
  Bindings: object | undefined;
  Variables: { stamp: AnswerStamp; operation: string; cache: CacheOutcome; code: GrpcCode; failure: string; upstreamMs: number };
};

type Relay = ReturnType<typeof createRelay>;

/** The caller's request, checked against the route's schema, with no field the schema does not know. */
async function checkedInput(
  c: Context<GatewayEnv>,
  route: Route,
  fields: ReadonlyMap<string, string>,
  gateway: ResolvedGateway,
): Promise<RouteRequest> {
  const name = route.operation.name;
  const request = c.req.raw;
  const input =
    route.operation.method === 'POST'
      ? await readJsonBody(request, gateway.timeoutMs, gateway.maxBodyBytes)
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
  return parsed.data;
}

/** Makes the handler of each route at each of its paths. */
export function forwardHandlers(gateway: ResolvedGateway, relay: Relay, metrics: GatewayMetrics) {
  const { allowance, callers, readCache, upstream, dates } = gateway;
  const { readAnswer, relaySuccess, relayFailure } = relay;

  return (route: Route, path: string) => {
    const name = route.operation.name;
    // The query names a GET reads, once per route rather than once per request.
    const fields = queryFields(route);
    // Only public reads are ever kept: a sign link or a staff read never, whatever the options say.
    const keepSeconds = route.audience === 'public' ? (gateway.cacheSeconds.get(name) ?? 0) : 0;

    /**
     * Asks the upstream. A POST path has no parameters: it goes to the documented path the caller
     * chose (the franchise lookup has two, and a service may offer only one of them). A sign link
     * creates a record per call: two callers must get two, and one that hangs up stops its own; a
     * staff read is its caller's alone. Public reads are shared, and left alone by a caller's
     * signal, which costs an AbortController per request on Node.
     */
    const send = async (c: Context<GatewayEnv>, http: HttpRequest) => {
      const { requestId } = c.get('stamp');
      const started = performance.now();
      try {
        return await upstream.send(
          route.operation.method,
          route.operation.method === 'POST' ? { ...http, path } : http,
          route.audience === 'public' ? { requestId, shared: true } : { requestId, shared: false, callerSignal: c.req.raw.signal },
        );
      } finally {
        const seconds = (performance.now() - started) / 1000;
        c.set('upstreamMs', Math.round(seconds * 10_000) / 10);
        metrics.upstream(name, seconds);
      }
    };

    return async (c: Context<GatewayEnv>): Promise<Response> => {
      c.set('operation', name);
      const checked = await checkedInput(c, route, fields, gateway);
      const scope = route.scope(checked);
      const outside = outsideAllowance(scope, allowance);
      if (outside) throw new GatewayFailure('PERMISSION_DENIED', outside);
      if (route.audience === 'customer') await callers.vouchForCustomer(route, c.req.raw, checked);
      // A staff token may narrow the branches: the request, then the answer, are checked again.
      const callerAllowance = route.audience === 'business' ? await callers.vouchForStaff(route, c.req.raw, checked) : allowance;
      const narrowed = callerAllowance === allowance ? undefined : outsideAllowance(scope, callerAllowance);
      if (narrowed) throw new GatewayFailure('PERMISSION_DENIED', narrowed);
      // Kept under the checked request and the path it came to: the same question, however asked.
      const cacheKey = keepSeconds > 0 ? `${name} ${path} ${JSON.stringify(checked)}` : undefined;
      const cached = cacheKey === undefined ? undefined : await readCache.get(cacheKey);
      if (cached) {
        c.set('cache', 'hit');
        return relaySuccess(route, checked, cached.text, readAnswer(cached.text, cached.checked), c.get('stamp'), callerAllowance);
      }
      const dated = dates.request(route.operation, checked);
      let { answer, sharing } = await send(c, dated.http);
      // An upstream that refuses how the dates are written is asked once more the other way.
      const refused = answer.status === 400 && errorFromResponse(name, answer.status, '', answer.bodyText).code === 'INVALID_ARGUMENT';
      if (refused && dated.switchWay()) ({ answer, sharing } = await send(c, dated.http));
      if (answer.status === 200) dated.keepWay();
      c.set('cache', route.audience === 'public' ? sharing : 'bypass');
      if (answer.status !== 200) return relayFailure(route, answer);
      const body = readAnswer(answer.bodyText, false);
      if (cacheKey !== undefined && sharing === 'miss') readCache.set(cacheKey, answer.bodyText, keepSeconds);
      return relaySuccess(route, checked, answer.bodyText, body, c.get('stamp'), callerAllowance);
    };
  };
}
