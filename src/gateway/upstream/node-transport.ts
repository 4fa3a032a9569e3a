/**
 * The upstream transport of the Node command: Node's own HTTP client over kept-alive connections.
 * The standard fetch builds a Request, web streams and an AbortSignal for every call; that was the
 * largest part of the gateway's CPU time per request (`npm run bench:gateway`'s profile), and an
 * answer read whole into a string needs none of it.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { GatewayFailure } from '../pipeline/failure.js';
import { upstreamFailures, type UpstreamAnswer, type UpstreamTransport } from './upstream.js';

/** Connections kept open to the upstream at most; further requests wait for one. */
const maxSockets = 256;

/** How one call ends: with the answer, or with a failure (then its request is destroyed). */
type Settle = (failure: GatewayFailure | undefined, answer?: UpstreamAnswer) => void;

/** Reads an answer whole into a string, `maxResponseBytes` at most, and settles the call with it. */
function readAnswer(response: IncomingMessage, maxResponseBytes: number, settle: Settle): void {
  if (Number(response.headers['content-length'] ?? 0) > maxResponseBytes) {
    settle(upstreamFailures.tooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    size += chunk.byteLength;
    if (size > maxResponseBytes) settle(upstreamFailures.tooLarge());
    else chunks.push(chunk);
  });
  response.on('end', () => {
    const retryAfter = response.headers['retry-after'];
    settle(undefined, {
      status: response.statusCode ?? 0,
      bodyText: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8'),
      retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
    });
  });
  // A connection reset mid-answer: the answer is not whole.
  response.on('close', () => {
    if (!response.complete) settle(upstreamFailures.unreachable());
  });
}

/** Every call goes to the same upstream: its URL's origin is read once (a few kept at most). */
function originReader(): (url: string) => { readonly target: URL; readonly path: string } {
  const origins = new Map<string, URL>();
  return (url) => {
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const origin = pathStart === -1 ? url : url.slice(0, pathStart);
    let target = origins.get(origin);
    if (!target) {
      target = new URL(origin);
      if (origins.size < 8) origins.set(origin, target);
    }
    return { target, path: pathStart === -1 ? '/' : url.slice(pathStart) };
  };
}

export function nodeTransport(): UpstreamTransport {
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
  };
  const split = originReader();

  return ({ method, url, headers, body, timeoutMs, maxResponseBytes, callerSignal }) =>
    new Promise((resolve, reject) => {
      const { target, path } = split(url);
      const secure = target.protocol === 'https:';
      const outgoingHeaders: Record<string, string | number> = { ...headers };
      if (body !== undefined) outgoingHeaders['content-length'] = Buffer.byteLength(body);
      let settled = false;
      const settle: Settle = (failure, answer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onCallerGone);
        if (failure) {
          outgoing.destroy();
          reject(failure);
        } else if (answer) resolve(answer);
      };
      const outgoing = (secure ? httpsRequest : httpRequest)(
        {
          protocol: target.protocol,
          hostname: target.hostname.replace(/^\[|\]$/g, ''),
          port: target.port,
          path,
          method,
          headers: outgoingHeaders,
          agent: agents[secure ? 'https:' : 'http:'],
        },
        (response: IncomingMessage) => readAnswer(response, maxResponseBytes, settle),
      );
      const timer = setTimeout(() => settle(upstreamFailures.timedOut()), timeoutMs);
      const onCallerGone = () => settle(upstreamFailures.callerGone());
      if (callerSignal?.aborted) return onCallerGone();
      callerSignal?.addEventListener('abort', onCallerGone, { once: true });
      outgoing.on('error', () => settle(upstreamFailures.unreachable()));
      outgoing.end(body);
    });
}
