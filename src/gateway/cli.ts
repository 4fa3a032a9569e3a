#!/usr/bin/env node
/**
 * `booking-elements-gateway`: the gateway as a Node server. Configured by environment:
 * BOOKING_API_KEY (required), BOOKING_UPSTREAM, BOOKING_COMPANIES, BOOKING_BUSINESSES,
 * BOOKING_ALLOWED_ORIGINS, BOOKING_CUSTOMER_SECRET, BOOKING_CLIENT_IP_HEADER, PORT (8787), HOST (127.0.0.1).
 *
 * `booking-elements-gateway customer-token <customerId> [--expires-in <seconds>]` prints a customer
 * token signed with BOOKING_CUSTOMER_SECRET, for tests and trials; a site mints its own with
 * `signCustomerToken()` once it knows the customer.
 */
import { serve } from '@hono/node-server';
import { signCustomerToken } from './customer-token.js';
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
    fail(error instanceof Error ? error.message : String(error));
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
    fail(`cannot listen on ${host}:${port} (${error.code ?? error.message})`);
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

function fail(message: string): never {
  console.error(`booking-elements-gateway: ${message}`);
  process.exit(1);
}

async function printCustomerToken(args: readonly string[]): Promise<void> {
  const usage = 'usage: booking-elements-gateway customer-token <customerId> [--expires-in <seconds>]';
  const [customerId, option, value, ...rest] = args;
  if (!customerId || customerId.startsWith('-') || rest.length > 0 || (option !== undefined && option !== '--expires-in')) fail(usage);
  if (option !== undefined && !/^\d{1,5}$/.test(value ?? '')) fail(`--expires-in takes a number of seconds. ${usage}`);
  const secret = process.env['BOOKING_CUSTOMER_SECRET'];
  if (!secret) fail('BOOKING_CUSTOMER_SECRET is required: the secret the gateway checks customer tokens with.');
  try {
    const token = await signCustomerToken({ secret, customerId, ...(value ? { expiresInSeconds: Number(value) } : {}) });
    process.stdout.write(`${token}\n`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'customer-token') void printCustomerToken(args);
else if (command === undefined) start();
else fail(`unknown command "${command.slice(0, 40)}": run it without arguments to serve, or with customer-token <customerId>.`);
