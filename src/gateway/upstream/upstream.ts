/**
 * Calls to the upstream API: the key added, a deadline on the whole exchange, a ceiling on the
 * answer's size, no redirects followed, and identical reads in flight sent once. The exchange
 * itself goes through a transport: fetch on every platform, Node's own HTTP client in the command.
 */
import type { HttpMethod, HttpRequest } from '../../api/operation.js';
import { timeLimit } from '../../api/time-limit.js';
import { readText } from '../pipeline/bounded-body.js';
import { GatewayFailure } from '../pipeline/failure.js';

export interface UpstreamAnswer {
  readonly status: number;
  readonly bodyText: string;
  readonly retryAfter: string | null;
}

/** One exchange as a transport sends it: the URL whole, the body already written as JSON. */
export interface UpstreamExchange {
  readonly method: HttpMethod;
  readonly url: string;
  /** Lower-case names; the key is among them, so they are never logged. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
  /** Stops the exchange when the caller goes away; absent for reads, which others may share. */
  readonly callerSignal: AbortSignal | undefined;
}

/**
 * Sends one exchange and reads its answer whole. It never follows a redirect (one would carry the
 * key wherever the upstream points) and fails only with a GatewayFailure whose words name the kind
 * of failure, never its cause (which may hold the upstream URL or headers).
 */
export type UpstreamTransport = (exchange: UpstreamExchange) => Promise<UpstreamAnswer>;

export const upstreamFailures = {
  timedOut: () => new GatewayFailure('DEADLINE_EXCEEDED', 'The booking service did not answer in time.'),
  callerGone: () => new GatewayFailure('CANCELLED', 'The caller went away.'),
  unreachable: () => new GatewayFailure('UNAVAILABLE', 'The booking service could not be reached.', 502),
  tooLarge: () => new GatewayFailure('UNAVAILABLE', 'The booking service sent an answer too large to pass on.', 502),
};

/** The transport of every platform: the standard fetch. */
export function fetchTransport(fetch: typeof globalThis.fetch): UpstreamTransport {
  return async ({ method, url, headers, body, timeoutMs, maxResponseBytes, callerSignal }) => {
    const limit = timeLimit(timeoutMs, callerSignal);
    try {
      const response = await fetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        redirect: 'manual',
        signal: limit.signal,
      });
      const bodyText = await readText(response, maxResponseBytes, upstreamFailures.tooLarge);
      return { status: response.status, bodyText, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      if (error instanceof GatewayFailure) throw error;
      if (limit.timedOut) throw upstreamFailures.timedOut();
      if (callerSignal?.aborted) throw upstreamFailures.callerGone();
      throw upstreamFailures.unreachable();
    } finally {
      limit.end();
    }
  };
}

export interface UpstreamConfig {
  /** API root without a trailing slash; the spec's paths are appended. */
  readonly baseUrl: string;
  /** The `Authorization` header value; never logged, never answered. */
  readonly authorization: string;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
  readonly transport: UpstreamTransport;
}

/** `miss`: this request went upstream; `shared`: it shared an identical one in flight; `bypass`: never shared. */
export type Sharing = 'miss' | 'shared' | 'bypass';

export interface SendOptions {
  /** The caller's request id, passed upstream as `X-Request-Id` so that both logs meet. */
  readonly requestId: string;
  /** A shared request waits for an identical one already in flight instead of sending its own. */
  readonly shared: boolean;
  /** Stops a request that is not shared when its caller goes away. */
  readonly callerSignal?: AbortSignal;
}

export interface SentAnswer {
  readonly answer: UpstreamAnswer;
  readonly sharing: Sharing;
}

export interface Upstream {
  send(method: HttpMethod, http: HttpRequest, options: SendOptions): Promise<SentAnswer>;
}

/** The key an identical request has: what is sent, and nothing else. */
export function requestKey(method: HttpMethod, http: HttpRequest): string {
  return `${method} ${http.path} ${JSON.stringify(http.query ?? {})} ${JSON.stringify(http.body ?? null)}`;
}

export function createUpstream(config: UpstreamConfig): Upstream {
  const inFlight = new Map<string, Promise<UpstreamAnswer>>();

  function exchange(method: HttpMethod, http: HttpRequest, options: SendOptions): Promise<UpstreamAnswer> {
    const search = http.query ? `?${new URLSearchParams(http.query).toString()}` : '';
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: config.authorization,
      'x-request-id': options.requestId,
    };
    if (http.body !== undefined) headers['content-type'] = 'application/json';
    return config.transport({
      method,
      url: `${config.baseUrl}${http.path}${search}`,
      headers,
      body: http.body === undefined ? undefined : JSON.stringify(http.body),
      timeoutMs: config.timeoutMs,
      maxResponseBytes: config.maxResponseBytes,
      callerSignal: options.callerSignal,
    });
  }

  return {
    async send(method, http, options) {
      if (!options.shared) return { answer: await exchange(method, http, options), sharing: 'bypass' };
      const key = requestKey(method, http);
      const pending = inFlight.get(key);
      if (pending) return { answer: await pending, sharing: 'shared' };
      const request = exchange(method, http, options).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return { answer: await request, sharing: 'miss' };
    },
  };
}
