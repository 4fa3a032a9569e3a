/**
 * The gateway as a Node HTTP server, the way the command runs it: Node's own HTTP client to the
 * upstream, limits on slow clients, Prometheus text on a listener of its own, and a drain. A drain
 * makes `/readyz` answer 503, stops taking connections, answers every request in flight (asking
 * its client to close the connection after it), and ends when they are all answered or when its
 * time runs out.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { buildGateway, type Gateway, type GatewayOptions } from '../gateway.js';
import { eventEntry, type GatewayLogEntry } from '../pipeline/log.js';
import { prometheusContentType } from '../pipeline/metrics.js';
import { nodeTransport } from '../upstream/node-transport.js';

// Node's own limits on a connection, so that a client trickling its headers or body cannot hold
// a socket for long; the gateway's handler has its own deadline for the body too.
const headersTimeoutMs = 10_000;
const requestTimeoutMs = 30_000;

/** How often a drain closes the connections that fell idle after their last answer. */
const idleSweepMs = 100;

export interface ServeOptions {
  readonly gateway: GatewayOptions;
  readonly host: string;
  readonly port: number;
  /** Where to serve `GET /metrics`, if anywhere: never on the public port. */
  readonly metrics?: { readonly host: string; readonly port: number } | undefined;
  /** Where the server's own lines go (listening, draining, stopped); the gateway's go to `gateway.log`. */
  readonly log: (entry: GatewayLogEntry) => void;
}

export interface ServedGateway {
  readonly gateway: Gateway;
  /** `http://host:port` of the gateway. */
  readonly url: string;
  /** `http://host:port/metrics`, when served. */
  readonly metricsUrl: string | undefined;
  /**
   * Drains within `seconds`: resolves true once every request in flight was answered, false when
   * the time ran out and the rest were cut. Asking again returns the same drain.
   */
  drain(seconds: number, reason: string): Promise<boolean>;
}

const urlOf = (host: string, port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

function listen(server: Server, host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The listener of `GET /metrics`, on a port of its own, never the public one. */
function metricsListener(gateway: Gateway) {
  return createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method === 'GET' && path === '/metrics') {
      response.writeHead(200, { 'content-type': prometheusContentType, 'cache-control': 'no-store' }).end(gateway.metrics());
    } else {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Only GET /metrics here.\n');
    }
  });
}

/** Resolves true once `server` closed (every connection ended), false once `seconds` ran out first. */
async function closedWithin(server: Server, seconds: number): Promise<boolean> {
  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  // A kept-alive connection whose answer was sent before the drain stays open until its client
  // closes it: it is closed as soon as it is idle.
  const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
  server.closeIdleConnections();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), seconds * 1000);
  });
  try {
    return await Promise.race([closed, timedOut]);
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
}

export async function serveGateway(options: ServeOptions): Promise<ServedGateway> {
  const gateway = buildGateway(options.gateway, { transport: nodeTransport() });
  const answer = getRequestListener(gateway);
  const inFlight = new Set<ServerResponse>();
  let draining: Promise<boolean> | undefined;

  const server = createServer({ headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs }, (request, response) => {
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
    if (draining) response.setHeader('connection', 'close');
    void answer(request, response);
  });
  const metricsServer = options.metrics ? metricsListener(gateway) : undefined;
  const port = await listen(server, options.host, options.port);
  const metricsPort =
    metricsServer && options.metrics ? await listen(metricsServer, options.metrics.host, options.metrics.port) : undefined;

  /** Readiness off, every request in flight answered (each asked to close its connection), then closed; cut at `seconds`. */
  async function drain(seconds: number, reason: string): Promise<boolean> {
    gateway.drain();
    options.log(
      eventEntry('info', 'draining', `${reason}: not ready any more, finishing ${inFlight.size} request(s) in flight within ${seconds} s`, {
        inFlight: inFlight.size,
      }),
    );
    for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    metricsServer?.close();
    const finished = await closedWithin(server, seconds);
    const cut = inFlight.size;
    if (!finished) server.closeAllConnections();
    const words = finished ? 'every request in flight was answered' : `the drain time ran out: ${cut} request(s) cut`;
    options.log(eventEntry(finished ? 'info' : 'warn', 'stopped', words, { inFlight: cut }));
    return finished;
  }

  return {
    gateway,
    url: urlOf(options.host, port),
    metricsUrl: metricsPort === undefined || !options.metrics ? undefined : `${urlOf(options.metrics.host, metricsPort)}/metrics`,
    drain(seconds, reason) {
      draining ??= drain(seconds, reason);
      return draining;
    },
  };
}
