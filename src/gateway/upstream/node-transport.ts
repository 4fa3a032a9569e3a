/**
 * The upstream transport of the Node command: Node's own HTTP client over kept-alive connections.
 * The standard fetch builds a Request, web streams and an AbortSignal for every call; that was the
 * largest part of the gateway's CPU time per request (`npm run bench:gateway`'s profile), and an
 * answer read whole into a string needs none of it.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { GatewayFailure } from '../pipeline/failure.js';
import { upstreamFailures, type UpstreamTransport } from './upstream.js';

/** Connections kept open to the upstream at most; further requests wait for one. */
const maxSockets = 256;

// Longer than a screen: Node's request API is events (response, data, end, error, timeout), each
// handled in a few lines inside the one promise they settle.
export function nodeTransport(): UpstreamTransport {
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
    'https:': new HttpsAgent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
  };

  // Every call goes to the same upstream: its URL's origin is read once.
  const origins = new Map<string, URL>();
  const originOf = (origin: string) => {
    let parsed = origins.get(origin);
    if (!parsed) {
      parsed = new URL(origin);
      if (origins.size < 8) origins.set(origin, parsed);
    }
    return parsed;
  };

  return ({ method, url, headers, body, timeoutMs, maxResponseBytes, callerSignal }) =>
    new Promise((resolve, reject) => {
      const pathStart = url.indexOf('/', url.indexOf('//') + 2);
      const target = originOf(pathStart === -1 ? url : url.slice(0, pathStart));
      const path = pathStart === -1 ? '/' : url.slice(pathStart);
      const secure = target.protocol === 'https:';
      const outgoingHeaders: Record<string, string | number> = { ...headers };
      if (body !== undefined) outgoingHeaders['content-length'] = Buffer.byteLength(body);
      let settled = false;
      const settle = (failure: GatewayFailure | undefined, answer?: Parameters<typeof resolve>[0]) => {
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
        (response: IncomingMessage) => {
          if (Number(response.headers['content-length'] ?? 0) > maxResponseBytes) return settle(upstreamFailures.tooLarge());
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
        },
      );
      const timer = setTimeout(() => settle(upstreamFailures.timedOut()), timeoutMs);
      const onCallerGone = () => settle(upstreamFailures.callerGone());
      if (callerSignal?.aborted) return onCallerGone();
      callerSignal?.addEventListener('abort', onCallerGone, { once: true });
      outgoing.on('error', () => settle(upstreamFailures.unreachable()));
      outgoing.end(body);
    });
}
