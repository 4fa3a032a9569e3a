/**
 * Servers for the gateway's tests, all on loopback: the reference API as the upstream (every
 * request it receives recorded, so a test can prove what never reached it), a scripted upstream
 * for answers the reference API never gives (resets, redirects, cookies), the gateway itself
 * through @hono/node-server as the command runs it, and raw HTTP that sends paths as written.
 */
import { createAdaptorServer } from '@hono/node-server';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createReferenceApi } from '../../reference/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import {
  createGateway,
  type Gateway,
  type GatewayEventLogEntry,
  type GatewayOptions,
  type GatewayRequestLogEntry,
} from '../../src/gateway/index.js';

export interface Running {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves a fetch handler on 127.0.0.1 at a free port. */
export async function listen(handler: (request: Request, env: unknown) => Response | Promise<Response>): Promise<Running> {
  const server = createAdaptorServer({ fetch: handler });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface SeenRequest {
  readonly method: string;
  readonly path: string;
  readonly search: string;
  readonly authorization: string | null;
  readonly body: string;
}

export interface RecordingUpstream extends Running {
  readonly seen: SeenRequest[];
}

/** Serves `handler` and records each request it receives before answering it. */
export async function recordingUpstream(handler: (request: Request) => Response | Promise<Response>): Promise<RecordingUpstream> {
  const seen: SeenRequest[] = [];
  const running = await listen(async (request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? '' : await request.clone().text();
    seen.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('authorization'),
      body,
    });
    return handler(request);
  });
  return { ...running, seen };
}

/** The reference API as an upstream, recorded, on the suite's clock. Its secured mount takes `demo-gateway-key`. */
export function referenceUpstream(): Promise<RecordingUpstream> {
  return recordingUpstream(createReferenceApi({ now: () => new Date(suiteClock().now()) }));
}

export const gatewayKey = 'demo-gateway-key';

export interface RunningGateway extends Running {
  /** The line of each request, in order. */
  readonly log: GatewayRequestLogEntry[];
  /** The lines of events (a store going down, a client without an address). */
  readonly events: GatewayEventLogEntry[];
  readonly gateway: Gateway;
}

/**
 * The gateway on its own port, in front of `upstream`'s secured mount unless told otherwise, its
 * read cache off unless a test asks for it (`cacheSeconds: {}` for the defaults): most tests count
 * what reaches the upstream.
 */
export async function startGateway(upstream: Running, options: Partial<GatewayOptions> = {}): Promise<RunningGateway> {
  const log: GatewayRequestLogEntry[] = [];
  const events: GatewayEventLogEntry[] = [];
  const gateway = createGateway({
    apiKey: gatewayKey,
    upstream: `${upstream.url}/secured`,
    log: (entry) => (entry.event === 'request' ? log.push(entry) : events.push(entry)),
    cacheSeconds: false,
    ...options,
  });
  const running = await listen(gateway);
  return { ...running, log, events, gateway };
}

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** The body read as JSON, or undefined when it is not. */
  readonly json: unknown;
}

export interface RawRequest {
  readonly method?: string;
  /** Sent exactly as written: dot segments, escapes and all. */
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** The address the request comes from, such as `127.0.0.2`: another peer than the usual loopback one. */
  readonly from?: string;
}

/** One request over raw HTTP, the path sent byte for byte as given. */
export function raw(baseUrl: string, { method = 'GET', path, headers = {}, body, from }: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, method, path, headers, ...(from ? { localAddress: from } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A JSON POST over raw HTTP. */
export function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return raw(baseUrl, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The gRPC code number of a google.rpc.Status body, or undefined. */
export function statusCode(answer: RawAnswer): unknown {
  return typeof answer.json === 'object' && answer.json !== null ? (answer.json as { code?: unknown }).code : undefined;
}

/**
 * Starts a POST that declares a longer body than it sends, then hangs up after `afterMs`:
 * `reset` sends a TCP reset, otherwise the socket is closed.
 */
export function hangUpMidBody(baseUrl: string, { afterMs = 2, reset = false } = {}): Promise<void> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        'POST /v1/reviews:list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"businessId":',
      );
      setTimeout(() => {
        if (reset) socket.resetAndDestroy();
        else socket.destroy();
        resolve();
      }, afterMs);
    });
    socket.on('error', () => resolve());
  });
}
