/**
 * Calls to the upstream API: the key added, a deadline on the whole exchange, a ceiling on the
 * answer's size, no redirects followed, and identical reads in flight sent once.
 */
import type { HttpRequest } from '../api/operation.js';
import { GatewayFailure } from './failure.js';

export interface UpstreamConfig {
  /** API root without a trailing slash; the spec's paths are appended. */
  readonly baseUrl: string;
  /** The `Authorization` header value; never logged, never answered. */
  readonly authorization: string;
  readonly timeoutMs: number;
  readonly maxResponseBytes: number;
  readonly fetch: typeof globalThis.fetch;
}

export interface UpstreamAnswer {
  readonly status: number;
  readonly bodyText: string;
  readonly retryAfter: string | null;
}

/** `miss`: this request went upstream; `hit`: it shared an identical one in flight. */
export type Sharing = 'miss' | 'hit' | 'bypass';

export interface Upstream {
  /**
   * Sends a request upstream. A `shared` one waits for an identical request already in flight
   * instead of sending its own; one that is not shared stops when `callerSignal` aborts.
   */
  send(
    method: 'GET' | 'POST',
    http: HttpRequest,
    options: { shared: true } | { shared: false; callerSignal: AbortSignal },
  ): Promise<{ answer: UpstreamAnswer; sharing: Sharing }>;
}

const tooLarge = () => new GatewayFailure('UNAVAILABLE', 'The booking service sent an answer too large to pass on.', 502);

async function readText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

export function createUpstream(config: UpstreamConfig): Upstream {
  const inFlight = new Map<string, Promise<UpstreamAnswer>>();

  async function exchange(method: 'GET' | 'POST', http: HttpRequest, callerSignal?: AbortSignal): Promise<UpstreamAnswer> {
    const search = http.query ? `?${new URLSearchParams(http.query).toString()}` : '';
    // One controller and one timer per call: AbortSignal.timeout() and .any() cost several times
    // more on Node, and this runs for every request.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const onCallerGone = () => controller.abort();
    callerSignal?.addEventListener('abort', onCallerGone, { once: true });
    const headers: Record<string, string> = { accept: 'application/json', authorization: config.authorization };
    if (http.body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await config.fetch(`${config.baseUrl}${http.path}${search}`, {
        method,
        headers,
        ...(http.body === undefined ? {} : { body: JSON.stringify(http.body) }),
        // A redirect would carry the key to wherever the upstream points.
        redirect: 'manual',
        signal: controller.signal,
      });
      const bodyText = await readText(response, config.maxResponseBytes);
      return { status: response.status, bodyText, retryAfter: response.headers.get('retry-after') };
    } catch (error) {
      if (error instanceof GatewayFailure) throw error;
      // Only the kind of failure goes on: the cause may hold the upstream URL or headers.
      if (timedOut) throw new GatewayFailure('DEADLINE_EXCEEDED', 'The booking service did not answer in time.');
      if (callerSignal?.aborted) throw new GatewayFailure('CANCELLED', 'The caller went away.');
      throw new GatewayFailure('UNAVAILABLE', 'The booking service could not be reached.', 502);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerGone);
    }
  }

  return {
    async send(method, http, options) {
      if (!options.shared) return { answer: await exchange(method, http, options.callerSignal), sharing: 'bypass' };
      const key = `${method} ${http.path} ${JSON.stringify(http.query ?? {})} ${JSON.stringify(http.body ?? null)}`;
      const pending = inFlight.get(key);
      if (pending) return { answer: await pending, sharing: 'hit' };
      const request = exchange(method, http).finally(() => inFlight.delete(key));
      inFlight.set(key, request);
      return { answer: await request, sharing: 'miss' };
    },
  };
}
