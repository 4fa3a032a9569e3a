/**
 * Serves the reference API from Node's http server (the test runner's and Vite's middleware).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { createReferenceApi, isReferenceApiPath, type ReferenceApiOptions } from './index.js';

export type ReferenceApiMiddleware = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

async function readBody(request: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for await (const chunk of request as AsyncIterable<Uint8Array | string>) {
    chunks.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
  }
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
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
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(request);
    const answer = await referenceApi(
      new Request(url, { method, headers: toHeaders(request.headers), body, signal: clientGone.signal }),
    );
    if (clientGone.signal.aborted) return true;
    response.statusCode = answer.status;
    answer.headers.forEach((value, name) => response.setHeader(name, value));
    response.end(new Uint8Array(await answer.arrayBuffer()));
    return true;
  };
}
