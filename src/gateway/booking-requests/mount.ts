/**
 * The gateway's side of the booking requests: the routes under its root (`POST /booking-requests`
 * and, with staff tokens, the inbox), the parts of the gateway they use, and the database's state
 * for `/readyz`. The routes and their work come with the `requests` option (hook.ts), from Node's
 * `booking-elements/gateway/requests` (index.ts here): a gateway on an edge platform carries none of it.
 */
import type { Context, Env, Hono } from 'hono';
import { errorFromResponse } from '../../api/errors.js';
import type { datesWay, Operation } from '../../api/operation.js';
import { safeParse } from '../../api/schema.js';
import type * as z from '../../api/schema.js';
import type { createRelay } from '../upstream/relay.js';
import type { Callers } from '../access/callers.js';
import type { ClientKey } from '../access/client-key.js';
import { within } from '../pipeline/deadline.js';
import { GatewayFailure, type AnswerStamp } from '../pipeline/failure.js';
import type { Allowance } from '../access/policy.js';
import { chooseLimiter, countRequest } from '../access/rate-limit.js';
import type { BookingRequests, RequestsFeature } from './hook.js';
import type { Call, GatewayParts } from './parts.js';
import { routes, type Route } from '../upstream/routes.js';
import { databaseCheckMs, type RequestsState } from '../pipeline/readiness.js';
import type { GatewayStore, RateLimiter } from '../upstream/store.js';
import type { Upstream } from '../upstream/upstream.js';

export interface MountParts<E extends Env> {
  readonly requests: BookingRequests;
  readonly allowance: Allowance;
  readonly timeoutMs: number;
  readonly callers: Callers;
  readonly upstream: Upstream;
  readonly dates: ReturnType<typeof datesWay>;
  readonly relay: ReturnType<typeof createRelay>;
  readonly store: GatewayStore | undefined;
  readonly namespace: Promise<string> | undefined;
  readonly rateLimiter: RateLimiter | undefined;
  readonly clientKey: ClientKey;
  readonly describeFailure: (error: unknown) => string;
  readonly report: (level: 'info' | 'warn' | 'error', message: string) => void;
  /** The stamp of the call's answer, and the name its log line gives the route. */
  readonly stampOf: (context: Context<E>, operation: string) => AnswerStamp;
}

/** The gateway's parts the requests use (parts.ts). */
function gatewayParts<E extends Env>(parts: MountParts<E>): GatewayParts {
  const { upstream, dates, relay, callers, timeoutMs } = parts;
  const hourly = chooseLimiter(parts.rateLimiter, parts.store, parts.namespace, parts.requests.ratePerHour, {
    name: 'booking-requests',
    durationSeconds: 3600,
  });
  return {
    allowance: parts.allowance,
    timeoutMs,
    staffTokens: callers.staffTokens,
    async ask<Op extends Operation>(operation: Op, input: z.output<Op['request']>, requestId: string) {
      const route = routes.find((candidate) => candidate.operation.name === operation.name) as Route;
      const dated = dates.request(operation, input);
      const send = () => upstream.send(operation.method, dated.http, { requestId, shared: false });
      let { answer } = await send();
      const refused = answer.status === 400 && errorFromResponse(operation.name, 400, '', answer.bodyText).code === 'INVALID_ARGUMENT';
      if (refused && dated.switchWay()) ({ answer } = await send());
      if (answer.status !== 200) return relay.relayFailure(route, answer);
      dated.keepWay();
      const read = safeParse(operation.response, relay.readAnswer(answer.bodyText, false));
      if (!read.success) throw new GatewayFailure('UNAVAILABLE', 'The booking service sent an answer the gateway cannot read.', 502);
      return read.data as z.output<Op['response']>;
    },
    vouchForCustomerId: (request, customerId) => callers.vouchForCustomerId(request, customerId),
    staffMember: (request) => callers.staffMember(request),
    staffTokenState: (request) => callers.staffTokenState(request),
    streamCheckMs: callers.streamCheckMs,
    countRequest: (request, env) => countRequest(hourly, parts.clientKey(request, env), timeoutMs, parts.describeFailure),
    report: parts.report,
  };
}

export interface MountedRequests {
  /** The database's state and the channels nobody sends by, for `/readyz` (within `databaseCheckMs`). */
  state(): Promise<RequestsState>;
  drain(): void;
  close(): Promise<void>;
}

/** Adds the routes to `app`; gives what `/readyz` and the gateway's close need. */
export function mountRequests<E extends Env>(app: Hono<E>, parts: MountParts<E>): MountedRequests {
  const lent = gatewayParts(parts);
  let loading: Promise<RequestsFeature> | undefined;
  const feature = async () => {
    loading ??= parts.requests.start(lent);
    try {
      return await loading;
    } catch (error) {
      const words = 'Booking requests are not available just now.';
      throw new GatewayFailure('UNAVAILABLE', words, 503, undefined, undefined, `booking requests: ${parts.describeFailure(error)}`);
    }
  };
  // Started now, so that the worker delivers what earlier runs left; a failure to start is told on each request.
  loading = parts.requests.start(lent);
  loading.catch((error: unknown) => parts.report('error', `booking requests could not start: ${parts.describeFailure(error)}`));
  const call = (context: Context<E>, operation: string): Call => ({
    request: context.req.raw,
    id: context.req.param('id') ?? '',
    env: context.env,
    stamp: parts.stampOf(context, operation),
  });
  // In the list's order, each at its operation's method and path; its name is the log line's.
  for (const { operation, audience } of parts.requests.routes) {
    if (audience === 'staff' && !lent.staffTokens) continue;
    const { name } = operation;
    app.on(operation.method, operation.path, async (c) => (await feature()).handlers[name](call(c, name), c));
  }
  return {
    async state() {
      try {
        const started = await within(feature(), databaseCheckMs, () => undefined);
        if (!started) return { database: 'down', unserved: [] };
        const database = await within(started.databaseState(), databaseCheckMs, () => 'down' as const);
        return { database, unserved: started.unservedChannels() };
      } catch {
        return { database: 'down', unserved: [] };
      }
    },
    drain() {
      loading?.then((started) => started.drain()).catch(() => undefined);
    },
    async close() {
      if (loading) await (await loading.catch(() => undefined))?.close();
    },
  };
}
