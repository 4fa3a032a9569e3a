#!/usr/bin/env node
/**
 * `booking-elements-gateway`: the gateway as a Node server, configured by environment: the
 * variables, what each holds and its default are declared in command/settings.ts (and shown in the
 * tables of docs/gateway.md); command/env.ts reads them, and refuses a `BOOKING_*` name it does not
 * know or a value it cannot read.
 *
 * Every line it writes is one JSON object: the first says where it listens and which upstream it
 * calls. It answers `GET /healthz` and `GET /readyz`. On SIGTERM or SIGINT it drains: `/readyz`
 * answers 503, the requests in flight are answered within BOOKING_DRAIN_SECONDS, then it exits (0
 * when every one was answered, 1 when the time ran out); a second signal exits at once. Started
 * by npm (`npx`, `npm start`), whose shell does not pass signals on, it drains too when that parent
 * goes away, so that it never lives on as an orphan. In a container, run it with `node` as the
 * command (or behind an init such as `docker run --init`) rather than `npx`: npm, as PID 1, exits
 * on SIGTERM without waiting, and the container ends with it.
 *
 * `booking-elements-gateway customer-token <customerId> [--expires-in <seconds>]` prints a customer
 * token signed with BOOKING_CUSTOMER_SECRET, for tests and trials; a site mints its own with
 * `signCustomerToken()` once it knows the customer.
 */
import { signCustomerToken } from './access/customer-token.js';
import { commandConfig, type CommandConfig } from './command/env.js';
import type { RequestsCommandConfig } from './booking-requests/env.js';
import type { RequestDatabase } from './booking-requests/store/database.js';
import type { BookingRequests } from './booking-requests/hook.js';
import { defaultUpstream } from './gateway.js';
import { eventEntry, printLogLine, type GatewayLogEntry } from './pipeline/log.js';
import { serveGateway } from './command/node-server.js';
import { commandSettings, requestSettings } from './command/settings.js';
import { loadOptional } from './booking-requests/optional-package.js';
import type { GatewayStore } from './upstream/store.js';

/** How often a command started by npm looks whether npm is still its parent. */
const parentCheckMs = 250;

function notStarted(message: string): never {
  console.error(JSON.stringify(eventEntry('error', 'not-started', message)));
  process.exit(1);
}

/** Writes a line, never letting a closed standard output take the gateway down. */
function writeLine(entry: GatewayLogEntry): void {
  try {
    printLogLine(entry);
  } catch {
    // The log is not worth a request.
  }
}

function scopeOf({ options }: CommandConfig): string {
  if (options.businesses) return `branches ${options.businesses.join(', ')}`;
  if (options.companies) return `companies ${options.companies.join(', ')} (no branch listed: reviews and sign links are refused)`;
  return 'every company the key reaches';
}

/** The booking requests of the command, and the database it opened for them. */
interface OpenedRequests {
  readonly requests: BookingRequests;
  readonly database: RequestDatabase;
}

type Served = Awaited<ReturnType<typeof serveGateway>>;

/** Opens the booking requests' database (loaded only when asked for); a failure stops the command, its words free of the URL. */
async function openRequests(config: RequestsCommandConfig): Promise<OpenedRequests> {
  const { bookingRequests, openEmbeddedDatabase, openPostgresDatabase } = await import('./booking-requests/index.js');
  try {
    const database =
      'url' in config.database
        ? await openPostgresDatabase({ url: config.database.url })
        : await openEmbeddedDatabase(config.database.dir === undefined ? {} : { dir: config.database.dir });
    return { requests: bookingRequests({ ...config.options, database }), database };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
    if ('url' in config.database)
      notStarted(
        `cannot open the PostgreSQL database of ${requestSettings.databaseUrl.name}${code ? ` (${code})` : ''}${error instanceof Error && error.message.includes('needs the package') ? `: ${error.message}` : ''}`,
      );
    notStarted(error instanceof Error ? error.message : String(error));
  }
}

/** The shared store of `BOOKING_REDIS_URL`, its client loaded only then. */
async function openStore(
  redisUrl: string | undefined,
  timeoutMs: number | undefined,
): Promise<(GatewayStore & { close(): Promise<void> }) | undefined> {
  if (!redisUrl) return undefined;
  // Loaded only when asked for: a gateway on its own never loads a Redis client, which is an
  // optional peer of booking-elements (an app that only shows the elements never installs it).
  try {
    await loadOptional('ioredis', `The shared store of ${commandSettings.redisUrl.name}`);
  } catch (error) {
    notStarted(error instanceof Error ? error.message : String(error));
  }
  const { redisStore } = await import('./redis.js');
  return redisStore({ url: redisUrl, ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

/** The first line: where it listens, what it forwards to, and what it keeps where. */
function announce(config: CommandConfig, served: Served, store: boolean, opened: OpenedRequests | undefined): void {
  const upstream = config.options.upstream ?? defaultUpstream;
  writeLine(
    eventEntry(
      'info',
      'listening',
      `booking-elements gateway listening on ${served.url}, forwarding to ${upstream} for ${scopeOf(config)}` +
        `${store ? ', the rate limit and the read cache shared through Redis' : ''}` +
        `${opened ? `, booking requests kept in ${opened.database.kind === 'embedded' ? 'the embedded database' : 'PostgreSQL'}` : ''}${served.metricsUrl ? `; metrics on ${served.metricsUrl}` : ''}`,
      { url: served.url, upstream, pid: process.pid },
    ),
  );
}

/** Drains on SIGTERM or SIGINT (a second signal exits at once), and when npm, which started it, goes away. */
function stopOnSignals(drain: (reason: string) => Promise<boolean>): void {
  let stopping = false;
  const stop = async (reason: string) => {
    // A second signal: the operator does not want to wait.
    if (stopping) process.exit(1);
    stopping = true;
    process.exit((await drain(reason)) ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  // npm runs the command through a shell, and passes SIGTERM to that shell only: when npm or the
  // shell goes away the gateway would live on under PID 1, holding its port.
  if (process.env['npm_execpath'] !== undefined) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent && !stopping) void stop('the npm process that started the gateway went away');
    }, parentCheckMs).unref();
  }
}

/** The command's life in order: read the settings, open the store and the database, listen, say so, drain on a signal. */
async function start(): Promise<void> {
  let config: CommandConfig;
  try {
    config = commandConfig(process.env);
  } catch (error) {
    notStarted(error instanceof Error ? error.message : String(error));
  }
  const store = await openStore(config.redisUrl, config.redisTimeoutMs);
  const opened = config.requests ? await openRequests(config.requests) : undefined;
  let served: Served;
  try {
    served = await serveGateway({
      gateway: { ...config.options, log: writeLine, ...(store ? { store } : {}), ...(opened ? { requests: opened.requests } : {}) },
      host: config.host,
      port: config.port,
      metrics: config.metrics,
      log: writeLine,
    });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
    notStarted(
      code
        ? `cannot listen on ${config.host}:${config.port}, or on ${commandSettings.metrics.name} (${code})`
        : `${error instanceof Error ? error.message : error}`,
    );
  }
  announce(config, served, store !== undefined, opened);
  stopOnSignals(async (reason) => {
    const finished = await served.drain(config.drainSeconds, reason);
    await served.gateway.close();
    await opened?.database.close();
    await store?.close();
    return finished;
  });
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
  const secretName = commandSettings.customerSecret.name;
  const secret = process.env[secretName];
  if (!secret) fail(`${secretName} is required: the secret the gateway checks customer tokens with.`);
  try {
    const token = await signCustomerToken({ secret, customerId, ...(value ? { expiresInSeconds: Number(value) } : {}) });
    process.stdout.write(`${token}\n`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'customer-token') void printCustomerToken(args);
else if (command === undefined) void start();
else fail(`unknown command "${command.slice(0, 40)}": run it without arguments to serve, or with customer-token <customerId>.`);
