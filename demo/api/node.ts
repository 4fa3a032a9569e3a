/**
 * Serves the reference API from Node's http server (the test runner's and Vite's middleware).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createReferenceApi, isReferenceApiPath, type ReferenceApiOptions } from './index.js';

export type ReferenceApiMiddleware = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

interface StreamedBody {
  stream: ReadableStream<Uint8Array>;
  /** Stops handing chunks to the stream and lets Node read and drop the rest of the body. */
  discardRest(): void;
}

/**
 * The request body as a stream that reads from the socket only as fast as the handler reads
 * it, so the handler's size limit holds without the whole body being buffered first. What the
 * handler leaves unread is discarded, not destroyed: destroying the request would close the
 * socket before the answer (such as 413) is sent.
 */
function streamBody(request: IncomingMessage): StreamedBody {
  const encoder = new TextEncoder();
  let detach = () => {};
  const discardRest = () => {
    detach();
    request.resume();
  };
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (request.readableEnded) {
        controller.close();
        return;
      }
      const onData = (chunk: Buffer | string) => {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : new Uint8Array(chunk));
        if ((controller.desiredSize ?? 0) <= 0) request.pause();
      };
      const onEnd = () => controller.close();
      const onError = (error: Error) => controller.error(error);
      request.on('data', onData).on('end', onEnd).on('error', onError);
      detach = () => request.off('data', onData).off('end', onEnd).off('error', onError);
    },
    pull() {
      request.resume();
    },
    cancel: discardRest,
  });
  return { stream, discardRest };
}

function toHeaders(nodeHeaders: IncomingMessage['headers']): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * A middleware that answers the reference API's paths and returns true, or returns false
 * without touching the response so that the server goes on with other paths.
 */
export function createReferenceApiMiddleware(options?: ReferenceApiOptions): ReferenceApiMiddleware {
  const referenceApi = createReferenceApi(options);
  return async (request, response) => {
    const host = [request.headers.host].flat()[0] ?? 'localhost';
    const url = new URL(request.url ?? '/', `${(request.socket as TLSSocket).encrypted ? 'https' : 'http'}://${host}`);
    if (!isReferenceApiPath(url.pathname)) return false;

    // Aborting the Request when the client hangs up ends injected delays at once.
    const clientGone = new AbortController();
    response.on('close', () => {
      if (!response.writableFinished) clientGone.abort();
    });
    const method = request.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : streamBody(request);
    // Node takes a stream as a request body only with `duplex: 'half'`, which the DOM types lack.
    const init: RequestInit & { duplex: 'half' } = {
      method,
      headers: toHeaders(request.headers),
      body: body?.stream,
      signal: clientGone.signal,
      duplex: 'half',
    };
    const answer = await referenceApi(new Request(url, init));
    body?.discardRest();
    if (clientGone.signal.aborted) return true;
    response.statusCode = answer.status;
    answer.headers.forEach((value, name) => response.setHeader(name, value));
    response.end(new Uint8Array(await answer.arrayBuffer()));
    return true;
  };
}
