/**
 * The `booking-elements-gateway` command's configuration, read from its environment.
 *
 * Every `BOOKING_*` variable must be one the command knows, and every value must read: a typo or
 * a malformed value stops the command with a message naming each problem, rather than leave the
 * gateway running with less than the business asked for. The variables, what each holds and how
 * it is read are declared once in settings.ts; here are the rules between them (staff tokens all
 * three or none, a client header only behind trusted proxies, metrics on a port of their own), and
 * the booking requests' are in booking-requests/env.ts.
 *
 * No message repeats the value of a secret (the key, the customer secret, the Redis URL, the
 * database and SMTP URLs, which may hold a password).
 */
import { customerSecretProblem } from '../access/customer-token.js';
import { defaultLimits, type GatewayOptions } from '../gateway.js';
import { clientKeyBehindProxies } from '../proxies.js';
import { readRequestsEnv, type RequestsCommandConfig } from '../booking-requests/env.js';
import {
  commandSettings as settings,
  commaList,
  defaultDrainSeconds,
  defaultHost,
  defaultPort,
  knownNames,
  ownPrefix,
  type Reading,
  type Setting,
} from './settings.js';
import { staffOptionsProblem, type StaffOptionNames, type StaffOptions } from '../access/staff-token.js';

export { defaultDrainSeconds };

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
  /** How long a command to that store may take; undefined: the store's default. */
  readonly redisTimeoutMs: number | undefined;
  /** Booking requests: the database to open and the rest of their options (booking-requests/env.ts). */
  readonly requests: RequestsCommandConfig | undefined;
}

const staffNames: StaffOptionNames = {
  jwksUrl: settings.staffJwksUrl.name,
  issuer: settings.staffIssuer.name,
  audience: settings.staffAudience.name,
};

type Value = (name: string) => string | undefined;
type Problems = string[];

/** Staff tokens: the three variables together, or none of them. */
function readStaff(value: Value, problems: Problems): StaffOptions | undefined {
  const jwksUrl = value(staffNames.jwksUrl);
  const issuer = value(staffNames.issuer);
  const audience = value(staffNames.audience);
  if (jwksUrl === undefined) {
    if (issuer !== undefined || audience !== undefined) {
      problems.push(`${staffNames.issuer} and ${staffNames.audience} need ${staffNames.jwksUrl}: the staff identity provider's jwks_uri.`);
    }
    return undefined;
  }
  const problem = staffOptionsProblem({ jwksUrl, issuer, audience }, staffNames);
  if (problem) problems.push(`${problem}.`);
  return problem || issuer === undefined || audience === undefined ? undefined : { jwksUrl, issuer, audience };
}

/** How the rate limit knows a client: behind trusted proxies, by the address they pass on. */
function readClientKey(value: Value, problems: Problems, ipHeader: string | undefined): GatewayOptions['clientKey'] {
  const trustedProxies = commaList(value(settings.trustedProxies.name));
  if (ipHeader !== undefined && !trustedProxies) {
    problems.push(
      `${settings.clientIpHeader.name} is believed only from trusted proxies, or any client could choose its own address: list your proxies in ${settings.trustedProxies.name}.`,
    );
    return undefined;
  }
  if (!trustedProxies) return undefined;
  try {
    return clientKeyBehindProxies({ trusted: trustedProxies, ...(ipHeader ? { header: ipHeader } : {}) });
  } catch (error) {
    problems.push(`${settings.trustedProxies.name}: ${error instanceof Error ? error.message : String(error)}.`);
    return undefined;
  }
}

/** A variable that looks like the gateway's but is none of them (a typo), said with what it reads. */
function unknownVariables(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const unknown = Object.keys(env).filter((name) => name.startsWith(ownPrefix) && !knownNames.has(name));
  if (unknown.length === 0) return undefined;
  return `${unknown.slice(0, 5).join(', ')} ${unknown.length > 1 ? 'are not variables' : 'is not a variable'} the gateway reads (a typo?); it reads ${[...knownNames].join(', ')}, ${settings.port.name} and ${settings.host.name}.`;
}

type Read = <Value, Wrong>(setting: Setting<Value> & { read: (text: string) => Reading<Value> }, wrong: Wrong) => Value | Wrong | undefined;

/** How the env is read: each value trimmed ("" as unset), each setting by its own reader, a value that does not read kept as a problem. */
function envReader(env: Readonly<Record<string, string | undefined>>, problems: Problems): { value: Value; read: Read } {
  const value: Value = (name) => {
    const text = env[name]?.trim();
    return text === '' ? undefined : text;
  };
  const read: Read = (setting, wrong) => {
    const text = value(setting.name);
    if (text === undefined) return undefined;
    const reading = setting.read(text);
    if ('value' in reading) return reading.value;
    problems.push(`${setting.name} ${reading.problem}.`);
    return wrong;
  };
  return { value, read };
}

/** Where the command listens, where its metrics do, and how long it drains. */
function readListening(value: Value, read: Read, problems: Problems) {
  const port = read(settings.port, undefined) ?? (value(settings.port.name) === undefined ? defaultPort : undefined);
  const host = value(settings.host.name) ?? defaultHost;
  const listener = read(settings.metrics, null);
  const metrics = listener ? { host: listener.host ?? host, port: listener.port } : undefined;
  if (metrics && metrics.port !== 0 && metrics.port === port && metrics.host === host) {
    problems.push(`${settings.metrics.name} must be another port than ${settings.port.name}: the metrics are not for the public.`);
  }
  const drainSeconds = read(settings.drainSeconds, Number.NaN) ?? defaultDrainSeconds;
  return { port, host, metrics, drainSeconds };
}

/** Reads the env named in the contract; throws one message fit for a terminal naming every problem. */
export function commandConfig(env: Readonly<Record<string, string | undefined>>): CommandConfig {
  const problems: Problems = [];
  const unknown = unknownVariables(env);
  if (unknown) problems.push(unknown);
  const { value, read } = envReader(env, problems);
  const apiKey = value(settings.apiKey.name);
  if (!apiKey) problems.push(`${settings.apiKey.name} is required: the secret API key the gateway adds to each request.`);
  const { port, host, metrics, drainSeconds } = readListening(value, read, problems);
  const upstream = read(settings.upstream, undefined);
  const allowedOrigins = read(settings.allowedOrigins, undefined);
  // Not trimmed: the business's server signs with the same value, and a space at its edge is refused.
  const customerSecret = env[settings.customerSecret.name] || undefined;
  const secretProblem = customerSecret ? customerSecretProblem(customerSecret) : undefined;
  if (secretProblem) problems.push(`${settings.customerSecret.name}: ${secretProblem}.`);
  const staff = readStaff(value, problems);
  const rateLimit = read(settings.rateLimit, undefined);
  const redisUrl = read(settings.redisUrl, undefined);
  const redisTimeoutMs = read(settings.redisTimeoutMs, undefined);
  const ipHeader = read(settings.clientIpHeader, null);
  const clientKey = ipHeader === null ? undefined : readClientKey(value, problems, ipHeader);
  const requests = readRequestsEnv(value, problems);

  if (problems.length > 0 || !apiKey || port === undefined) throw new Error(problems.join(' '));
  const companies = commaList(env[settings.companies.name]);
  const businesses = commaList(env[settings.businesses.name]);
  return {
    options: {
      apiKey,
      ...(upstream ? { upstream } : {}),
      ...(companies ? { companies } : {}),
      ...(businesses ? { businesses } : {}),
      ...(allowedOrigins && allowedOrigins.length > 0 ? { allowedOrigins } : {}),
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
    redisTimeoutMs,
    requests,
  };
}
