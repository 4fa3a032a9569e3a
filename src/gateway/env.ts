/**
 * The `booking-elements-gateway` command's configuration, read from its environment.
 *
 * Every `BOOKING_*` variable must be one the command knows, and every value must read: a typo or
 * a malformed value stops the command with a message naming each problem, rather than leave the
 * gateway running with less than the business asked for. The names known:
 *
 * - `BOOKING_API_KEY` (required), `BOOKING_UPSTREAM`, `BOOKING_COMPANIES`, `BOOKING_BUSINESSES`,
 *   `BOOKING_ALLOWED_ORIGINS`, `BOOKING_CUSTOMER_SECRET`: what the gateway forwards, and for whom.
 * - `BOOKING_RATE_LIMIT`, `BOOKING_REDIS_URL`, `BOOKING_TRUSTED_PROXIES`, `BOOKING_CLIENT_IP_HEADER`:
 *   who a client is and how often it may ask, across every instance.
 * - `BOOKING_METRICS`, `BOOKING_DRAIN_SECONDS`, with `PORT` and `HOST`: how it is run.
 * - `BOOKING_STAFF_JWKS_URL`, `BOOKING_STAFF_ISSUER`, `BOOKING_STAFF_AUDIENCE`: staff tokens, all
 *   three or none (the audience is required: the issuer's tokens for its other applications must
 *   not pass here).
 *
 * - the booking requests' `BOOKING_DATA_DIR`, `BOOKING_DATABASE_URL`, `BOOKING_REQUEST_*`,
 *   `BOOKING_SMTP_URL`, `BOOKING_MAIL_FROM` (requests-env.ts).
 *
 * No message repeats the value of a secret (the key, the customer secret, the Redis URL, the
 * database and SMTP URLs, which may hold a password).
 */
import { headerName } from './client-key.js';
import { customerSecretProblem } from './customer-token.js';
import { defaultLimits, type GatewayOptions } from './gateway.js';
import { clientKeyBehindProxies } from './proxies.js';
import { readRequestsEnv, requestNames, type RequestsCommandConfig } from './requests-env.js';
import { staffOptionsProblem, type StaffOptionNames, type StaffOptions } from './staff-token.js';

export interface ListenAddress {
  readonly host: string;
  readonly port: number;
}

export interface CommandConfig {
  /** The gateway's options, but for the store, which the command opens itself. */
  readonly options: GatewayOptions;
  readonly port: number;
  readonly host: string;
  /** How long requests in flight have to finish once the command is asked to stop, in seconds. */
  readonly drainSeconds: number;
  /** Where the Prometheus text is served, on a listener of its own; undefined: nowhere. */
  readonly metrics: ListenAddress | undefined;
  /** The shared store, from `BOOKING_REDIS_URL`. */
  readonly redisUrl: string | undefined;
  /** Booking requests: the database to open and the rest of their options (requests-env.ts). */
  readonly requests: RequestsCommandConfig | undefined;
}

const knownNames = new Set([
  'BOOKING_API_KEY',
  'BOOKING_UPSTREAM',
  'BOOKING_COMPANIES',
  'BOOKING_BUSINESSES',
  'BOOKING_ALLOWED_ORIGINS',
  'BOOKING_CUSTOMER_SECRET',
  'BOOKING_RATE_LIMIT',
  'BOOKING_REDIS_URL',
  'BOOKING_TRUSTED_PROXIES',
  'BOOKING_CLIENT_IP_HEADER',
  'BOOKING_METRICS',
  'BOOKING_DRAIN_SECONDS',
  'BOOKING_STAFF_JWKS_URL',
  'BOOKING_STAFF_ISSUER',
  'BOOKING_STAFF_AUDIENCE',
  ...requestNames,
]);

const defaultPort = 8787;
const defaultHost = '127.0.0.1';
/** Under `docker stop`'s 10 seconds, so that the drain ends before the container is killed. */
export const defaultDrainSeconds = 8;
const longestDrainSeconds = 3600;
const mostRequestsPerMinute = 1_000_000;

/** A value as a message may quote it: short, on one line. */
const quoted = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

function commaList(value: string | undefined): readonly string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

function readPort(text: string): number | undefined {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return port >= 0 && port <= 65535 ? port : undefined;
}

/** `port`, `host:port` or `[IPv6]:port`. */
function readListenAddress(text: string, defaultHostName: string): ListenAddress | undefined {
  const match = /^(?:\[([0-9a-fA-F:.]+)\]:|([^:[\]\s]+):)?(\d{1,5})$/.exec(text);
  const port = match ? readPort(match[3]!) : undefined;
  if (!match || port === undefined) return undefined;
  return { host: match[1] ?? match[2] ?? defaultHostName, port };
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function isOrigin(text: string): boolean {
  if (text === '*') return true;
  try {
    return new URL(text).origin !== 'null';
  } catch {
    return false;
  }
}

function isHeaderName(text: string): boolean {
  try {
    headerName(text);
    return true;
  } catch {
    return false;
  }
}

function isRedisUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'redis:' || protocol === 'rediss:';
  } catch {
    return false;
  }
}

const staffNames: StaffOptionNames = {
  jwksUrl: 'BOOKING_STAFF_JWKS_URL',
  issuer: 'BOOKING_STAFF_ISSUER',
  audience: 'BOOKING_STAFF_AUDIENCE',
};

/** Staff tokens: the three variables together, or none of them. */
function readStaff(value: (name: string) => string | undefined, problems: string[]): StaffOptions | undefined {
  const jwksUrl = value(staffNames.jwksUrl);
  const issuer = value(staffNames.issuer);
  const audience = value(staffNames.audience);
  if (jwksUrl === undefined) {
    if (issuer !== undefined || audience !== undefined) {
      problems.push("BOOKING_STAFF_ISSUER and BOOKING_STAFF_AUDIENCE need BOOKING_STAFF_JWKS_URL: the staff identity provider's jwks_uri.");
    }
    return undefined;
  }
  const problem = staffOptionsProblem({ jwksUrl, issuer, audience }, staffNames);
  if (problem) problems.push(`${problem}.`);
  return problem || issuer === undefined || audience === undefined ? undefined : { jwksUrl, issuer, audience };
}

/** Reads the env named in the contract; throws one message fit for a terminal naming every problem. */
export function commandConfig(env: Readonly<Record<string, string | undefined>>): CommandConfig {
  const problems: string[] = [];
  const unknown = Object.keys(env).filter((name) => name.startsWith('BOOKING_') && !knownNames.has(name));
  if (unknown.length > 0) {
    problems.push(
      `${unknown.slice(0, 5).join(', ')} ${unknown.length > 1 ? 'are not variables' : 'is not a variable'} the gateway reads (a typo?); it reads ${[...knownNames].join(', ')}, PORT and HOST.`,
    );
  }
  const value = (name: string) => {
    const text = env[name]?.trim();
    return text === '' ? undefined : text;
  };

  const apiKey = value('BOOKING_API_KEY');
  if (!apiKey) problems.push('BOOKING_API_KEY is required: the secret API key the gateway adds to each request.');
  const portText = value('PORT') ?? String(defaultPort);
  const port = readPort(portText);
  if (port === undefined) problems.push(`PORT must be a port number, not ${quoted(portText)}.`);
  const host = value('HOST') ?? defaultHost;
  const upstream = value('BOOKING_UPSTREAM');
  if (upstream !== undefined && !isHttpUrl(upstream)) problems.push(`BOOKING_UPSTREAM must be an http(s) URL, not ${quoted(upstream)}.`);
  const companies = commaList(env['BOOKING_COMPANIES']);
  const businesses = commaList(env['BOOKING_BUSINESSES']);
  const allowedOrigins = commaList(env['BOOKING_ALLOWED_ORIGINS']);
  const badOrigin = allowedOrigins?.find((origin) => !isOrigin(origin));
  if (badOrigin !== undefined)
    problems.push(`BOOKING_ALLOWED_ORIGINS holds ${quoted(badOrigin)}, which is not an origin (https://site.example).`);
  // Not trimmed: the business's server signs with the same value, and a space at its edge is refused.
  const customerSecret = env['BOOKING_CUSTOMER_SECRET'] || undefined;
  const secretProblem = customerSecret ? customerSecretProblem(customerSecret) : undefined;
  if (secretProblem) problems.push(`BOOKING_CUSTOMER_SECRET: ${secretProblem}.`);

  const staff = readStaff(value, problems);

  const rateText = value('BOOKING_RATE_LIMIT');
  const rateLimit = rateText === undefined ? undefined : /^\d{1,7}$/.test(rateText) ? Number(rateText) : Number.NaN;
  if (rateText !== undefined && !(rateLimit !== undefined && rateLimit >= 1 && rateLimit <= mostRequestsPerMinute)) {
    problems.push(
      `BOOKING_RATE_LIMIT must be a number of requests per client per minute, from 1 to ${mostRequestsPerMinute}, not ${quoted(rateText)}.`,
    );
  }
  const redisUrl = value('BOOKING_REDIS_URL');
  if (redisUrl !== undefined && !isRedisUrl(redisUrl)) {
    problems.push('BOOKING_REDIS_URL must be a redis:// or rediss:// URL (Valkey takes the same), such as redis://127.0.0.1:6379.');
  }

  const trustedProxies = commaList(env['BOOKING_TRUSTED_PROXIES']);
  const ipHeader = value('BOOKING_CLIENT_IP_HEADER');
  let clientKey: GatewayOptions['clientKey'];
  if (ipHeader !== undefined && !isHeaderName(ipHeader)) {
    problems.push(`BOOKING_CLIENT_IP_HEADER must be a header name, such as x-forwarded-for, not ${quoted(ipHeader)}.`);
  } else if (ipHeader !== undefined && !trustedProxies) {
    problems.push(
      'BOOKING_CLIENT_IP_HEADER is believed only from trusted proxies, or any client could choose its own address: list your proxies in BOOKING_TRUSTED_PROXIES.',
    );
  } else if (trustedProxies) {
    try {
      clientKey = clientKeyBehindProxies({ trusted: trustedProxies, ...(ipHeader ? { header: ipHeader } : {}) });
    } catch (error) {
      problems.push(`BOOKING_TRUSTED_PROXIES: ${error instanceof Error ? error.message : String(error)}.`);
    }
  }

  const metricsText = value('BOOKING_METRICS');
  const metrics = metricsText === undefined ? undefined : readListenAddress(metricsText, host);
  if (metricsText !== undefined && metrics === undefined) {
    problems.push(`BOOKING_METRICS must be where to serve /metrics: a port, or host:port, not ${quoted(metricsText)}.`);
  } else if (metrics && metrics.port !== 0 && metrics.port === port && metrics.host === host) {
    problems.push('BOOKING_METRICS must be another port than PORT: the metrics are not for the public.');
  }
  const drainText = value('BOOKING_DRAIN_SECONDS');
  const drainSeconds = drainText === undefined ? defaultDrainSeconds : /^\d{1,4}$/.test(drainText) ? Number(drainText) : Number.NaN;
  if (!(drainSeconds >= 0 && drainSeconds <= longestDrainSeconds)) {
    problems.push(
      `BOOKING_DRAIN_SECONDS must be a whole number of seconds from 0 to ${longestDrainSeconds}, not ${quoted(drainText ?? '')}.`,
    );
  }

  const requests = readRequestsEnv(value, problems);

  if (problems.length > 0 || !apiKey || port === undefined) throw new Error(problems.join(' '));
  return {
    options: {
      apiKey,
      ...(upstream ? { upstream } : {}),
      ...(companies ? { companies } : {}),
      ...(businesses ? { businesses } : {}),
      ...(allowedOrigins ? { allowedOrigins } : {}),
      ...(customerSecret ? { customerSecret } : {}),
      ...(staff ? { staff } : {}),
      ...(clientKey ? { clientKey } : {}),
      rateLimit: rateLimit ?? defaultLimits.requestsPerMinute,
    },
    port,
    host,
    drainSeconds,
    metrics,
    redisUrl,
    requests,
  };
}
