#!/usr/bin/env node
/**
 * `booking-elements-gateway`: the gateway as a Node server. Configured by environment:
 * BOOKING_API_KEY (required), BOOKING_UPSTREAM, BOOKING_COMPANIES, BOOKING_BUSINESSES,
 * BOOKING_ALLOWED_ORIGINS, BOOKING_CLIENT_IP_HEADER, PORT (8787), HOST (127.0.0.1).
 */
import { serve } from '@hono/node-server';
import { commandConfig, type CommandConfig } from './env.js';
import { createGateway, defaultUpstream, type GatewayHandler } from './gateway.js';

// Node's own limits on a connection, so that a client trickling its headers or body cannot hold
// a socket for long; the gateway's handler has its own deadline for the body too.
const headersTimeoutMs = 10_000;
const requestTimeoutMs = 30_000;
const drainMs = 10_000;

function start(): void {
  let config: CommandConfig;
  let gateway: GatewayHandler;
  try {
    config = commandConfig(process.env);
    gateway = createGateway(config.options);
  } catch (error) {
    console.error(`booking-elements-gateway: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { host, port, options } = config;
  const server = serve({ fetch: gateway, port, hostname: host }, (info) => {
    const scope = options.businesses
      ? `branches ${options.businesses.join(', ')}`
      : options.companies
        ? `companies ${options.companies.join(', ')} (no branch listed: reviews and sign links are refused)`
        : 'every company the key reaches';
    console.log(
      `booking-elements gateway listening on http://${host.includes(':') ? `[${host}]` : host}:${info.port}, ` +
        `forwarding to ${options.upstream ?? defaultUpstream} for ${scope}`,
    );
  });
  if ('headersTimeout' in server) {
    server.headersTimeout = headersTimeoutMs;
    server.requestTimeout = requestTimeoutMs;
  }
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`booking-elements-gateway: cannot listen on ${host}:${port} (${error.code ?? error.message})`);
    process.exit(1);
  });

  const stop = (signal: string) => {
    console.log(`booking-elements gateway: ${signal}, finishing requests in flight`);
    server.close(() => process.exit(0));
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), drainMs).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

start();
