/**
 * The `booking-elements-gateway` command's settings, each declared once: its environment variable,
 * what it holds and its default (the tables of docs/gateway.md, which a test keeps equal to these),
 * and, for a value read on its own, how it is read and what the message says when it cannot be.
 * env.ts reads the command's, booking-requests/env.ts the booking requests'; the rules between settings
 * (staff tokens all three or none, a client header only behind trusted proxies) are theirs.
 */
import { headerName } from '../access/client-key.js';
import { originOf } from '../options.js';

/** A value read, or the message saying why the text is not one (after the setting's name). */
export type Reading<Value> = { readonly value: Value } | { readonly problem: string };

export interface Setting<Value = string> {
  /** The environment variable. */
  readonly name: string;
  /** What it holds, for docs/gateway.md. */
  readonly holds: string;
  /** What the command does without it, for docs/gateway.md. */
  readonly default: string;
  /** Reads a value that is set (trimmed, not empty); none: the text as it is. */
  readonly read?: (text: string) => Reading<Value>;
}

/** A value as a message may quote it: short, on one line. */
export const quoted = (value: string): string => JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

/** Items separated by commas, blanks left out; none: undefined. */
export function commaList(value: string | undefined): readonly string[] | undefined {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.length > 0 ? items : undefined;
}

/** A URL's protocol (`https:`), or undefined when the text is not a URL. */
export function protocolOf(text: string): string | undefined {
  try {
    return new URL(text).protocol;
  } catch {
    return undefined;
  }
}

/** A whole number from `least` to `most`, written with at most `digits` digits. */
const wholeNumber =
  (least: number, most: number, digits: number, problem: (text: string) => string) =>
  (text: string): Reading<number> => {
    const number = new RegExp(`^\\d{1,${digits}}$`).test(text) ? Number(text) : Number.NaN;
    return number >= least && number <= most ? { value: number } : { problem: problem(text) };
  };

export const mostRequestsPerMinute = 1_000_000;
/**
 * The longest a command to the shared store may take before the store counts as down, in
 * milliseconds: a store on the same network answers in about a millisecond, and a request held by a
 * hung store is still answered within 100 ms.
 */
export const defaultStoreTimeoutMs = 80;
const longestStoreTimeoutMs = 10_000;
export const longestDrainSeconds = 3600;
/** Under `docker stop`'s 10 seconds, so that the drain ends before the container is killed. */
export const defaultDrainSeconds = 8;
export const defaultPort = 8787;
export const defaultHost = '127.0.0.1';

const toPort = (text: string): number | undefined => {
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  return port >= 0 && port <= 65535 ? port : undefined;
};

/**
 * The command's own settings, in the order docs/gateway.md lists them. A text that names another
 * variable is a getter reading that variable's `name`, so that a rename is one edit.
 */
export const commandSettings = {
  apiKey: { name: 'BOOKING_API_KEY', holds: 'The secret API key (required).', default: '' },
  upstream: {
    name: 'BOOKING_UPSTREAM',
    holds: 'API root.',
    default: '`https://openapi.moego.pet`',
    read: (text) =>
      /^https?:$/.test(protocolOf(text) ?? '') ? { value: text } : { problem: `must be an http(s) URL, not ${quoted(text)}` },
  } satisfies Setting,
  companies: {
    name: 'BOOKING_COMPANIES',
    holds: 'Company ids the site books for, comma-separated.',
    default: 'every company the key reaches',
  },
  businesses: {
    name: 'BOOKING_BUSINESSES',
    holds: 'Branch ids, comma-separated.',
    get default(): string {
      return `none listed: with \`${commandSettings.companies.name}\` set, requests that name only a branch (reviews, sign links) are refused; with neither, every branch the key reaches`;
    },
  },
  allowedOrigins: {
    name: 'BOOKING_ALLOWED_ORIGINS',
    holds: 'Other sites whose pages may call it, comma-separated (`*` for any).',
    default: 'its own origin only',
    read: (text) => {
      const origins = commaList(text) ?? [];
      const wrong = origins.find((origin) => originOf(origin) === undefined);
      return wrong === undefined
        ? { value: origins }
        : { problem: `holds ${quoted(wrong)}, which is not an origin (https://site.example)` };
    },
  } satisfies Setting<readonly string[]>,
  customerSecret: {
    name: 'BOOKING_CUSTOMER_SECRET',
    holds:
      'The secret customer tokens are signed with (at least 32 bytes): turns on sign links ([customer tokens](#sign-links-customer-tokens)).',
    default: 'no sign links',
  },
  staffJwksUrl: {
    name: 'BOOKING_STAFF_JWKS_URL',
    holds:
      "The staff identity provider's `jwks_uri` (https): turns on the business-only reads for [staff tokens](#staff-tokens). With the two below.",
    default: 'no staff reads',
  },
  staffIssuer: { name: 'BOOKING_STAFF_ISSUER', holds: "The provider's `issuer`, exactly as its tokens write `iss`.", default: '' },
  staffAudience: {
    name: 'BOOKING_STAFF_AUDIENCE',
    holds: 'What staff tokens must name in `aud` (required: see [staff tokens](#staff-tokens)).',
    default: '',
  },
  rateLimit: {
    name: 'BOOKING_RATE_LIMIT',
    holds: 'Requests per client per minute.',
    default: '`120`',
    read: wholeNumber(
      1,
      mostRequestsPerMinute,
      7,
      (text) => `must be a number of requests per client per minute, from 1 to ${mostRequestsPerMinute}, not ${quoted(text)}`,
    ),
  } satisfies Setting<number>,
  redisUrl: {
    name: 'BOOKING_REDIS_URL',
    holds:
      '`redis://` or `rediss://` URL of a Redis or Valkey that every instance shares: the rate limit and the read cache ([several instances](#several-instances-redis-or-valkey)).',
    default: 'each instance on its own',
    // The URL may hold a password: the message never quotes it.
    read: (text) =>
      /^rediss?:$/.test(protocolOf(text) ?? '')
        ? { value: text }
        : { problem: 'must be a redis:// or rediss:// URL (Valkey takes the same), such as redis://127.0.0.1:6379' },
  } satisfies Setting,
  redisTimeoutMs: {
    name: 'BOOKING_REDIS_TIMEOUT_MS',
    holds:
      'How long a command to that store may take before it counts as down and each instance goes on alone: raise it for a store across a slow network.',
    default: `\`${defaultStoreTimeoutMs}\``,
    read: wholeNumber(
      1,
      longestStoreTimeoutMs,
      5,
      (text) => `must be a whole number of milliseconds from 1 to ${longestStoreTimeoutMs}, not ${quoted(text)}`,
    ),
  } satisfies Setting<number>,
  trustedProxies: {
    name: 'BOOKING_TRUSTED_PROXIES',
    holds:
      'Addresses and CIDR ranges (IPv4, IPv6), or `loopback`, `private`, of the proxies whose `X-Forwarded-For` is believed ([trusted proxies](#who-the-client-is-trusted-proxies)).',
    default: 'none: the client is the peer',
  },
  clientIpHeader: {
    name: 'BOOKING_CLIENT_IP_HEADER',
    get holds(): string {
      return `The header those proxies use instead (\`x-real-ip\`, \`cf-connecting-ip\`, ...). Needs \`${commandSettings.trustedProxies.name}\`.`;
    },
    default: '`x-forwarded-for`',
    read: (text) => {
      try {
        headerName(text);
        return { value: text };
      } catch {
        return { problem: `must be a header name, such as x-forwarded-for, not ${quoted(text)}` };
      }
    },
  } satisfies Setting,
  metrics: {
    name: 'BOOKING_METRICS',
    holds: 'Port, or `host:port`, of a listener of its own serving `GET /metrics` (Prometheus text).',
    default: 'none',
    read: (text) => {
      // `port`, `host:port` or `[IPv6]:port`; without a host, HOST's.
      const match = /^(?:\[([0-9a-fA-F:.]+)\]:|([^:[\]\s]+):)?(\d{1,5})$/.exec(text);
      const port = match ? toPort(match[3]!) : undefined;
      if (!match || port === undefined) return { problem: `must be where to serve /metrics: a port, or host:port, not ${quoted(text)}` };
      return { value: { host: match[1] ?? match[2], port } };
    },
  } satisfies Setting<{ host: string | undefined; port: number }>,
  drainSeconds: {
    name: 'BOOKING_DRAIN_SECONDS',
    holds: 'How long requests in flight have to finish after `SIGTERM` or `SIGINT`.',
    default: "`8` (under `docker stop`'s 10)",
    read: wholeNumber(
      0,
      longestDrainSeconds,
      4,
      (text) => `must be a whole number of seconds from 0 to ${longestDrainSeconds}, not ${quoted(text)}`,
    ),
  } satisfies Setting<number>,
  port: {
    name: 'PORT',
    holds: 'Where it listens: the port.',
    default: '`8787`',
    read: (text) => {
      const port = toPort(text);
      return port === undefined ? { problem: `must be a port number, not ${quoted(text)}` } : { value: port };
    },
  } satisfies Setting<number>,
  host: { name: 'HOST', holds: 'Where it listens: the address.', default: '`127.0.0.1`' },
} as const;

/** The booking requests' settings (booking-requests/env.ts reads them), in the order docs/gateway.md lists them. */
export const requestSettings = {
  dataDir: {
    name: 'BOOKING_DATA_DIR',
    get holds(): string {
      return `The embedded database's folder (PGlite: PostgreSQL compiled to WebAssembly, no server), it and its files readable by their owner only (folders 0700, files 0600, narrowed at every start; a folder that holds far more than a database is refused untouched). One process owns it: a second one on the same folder is refused and pointed to \`${requestSettings.databaseUrl.name}\`; a lock left by a killed process is taken over.`;
    },
    default: '`./booking-data`',
  },
  databaseUrl: {
    name: 'BOOKING_DATABASE_URL',
    get holds(): string {
      return `\`postgres://user:password@host:5432/db\`: PostgreSQL, which several instances share. Not with \`${requestSettings.dataDir.name}\`.`;
    },
    default: 'the embedded database',
  },
  webhookUrl: {
    name: 'BOOKING_REQUEST_WEBHOOK_URL',
    holds: 'Where each request is POSTed: `https:`, or `http:` on a loopback host only.',
    default: 'no webhook',
  },
  webhookSecret: {
    name: 'BOOKING_REQUEST_WEBHOOK_SECRET',
    holds: 'The Standard Webhooks secret, `whsec_` and base64 (at least 18 bytes).',
    default: '',
  },
  smtpUrl: {
    name: 'BOOKING_SMTP_URL',
    holds: '`smtp://` or `smtps://user:password@mail.example:465`: the mail server.',
    default: 'no e-mail',
  },
  mailFrom: { name: 'BOOKING_MAIL_FROM', holds: 'The sender, such as `Bookings <bookings@salon.example>`.', default: '' },
  emails: {
    name: 'BOOKING_REQUEST_EMAILS',
    holds: 'One address for every branch, or `biz_1=front@salon.example,biz_2=...`. A branch without an address gets no e-mail.',
    default: '',
  },
  ratePerHour: {
    name: 'BOOKING_REQUEST_RATE_LIMIT',
    get holds(): string {
      return `Requests per client per hour, counted in Redis with \`${commandSettings.redisUrl.name}\`.`;
    },
    default: '`10`',
  },
  retentionDays: {
    name: 'BOOKING_REQUEST_RETENTION_DAYS',
    holds: 'Days a request is kept after it was received; older ones are deleted every hour, with their history and deliveries.',
    default: '`180`',
  },
  statusUrl: {
    name: 'BOOKING_REQUEST_STATUS_URL',
    holds:
      "The customer's status page (a page of your site holding `<booking-request-status>`): the link in their messages is this address with `#request=<token>`. `https:` (`http:` on a loopback host only), without a fragment.",
    default: 'no link',
  },
  answerHours: {
    name: 'BOOKING_REQUEST_ANSWER_HOURS',
    holds:
      'Hours a request may wait for an answer: past them it is marked overdue in the inbox, and the business is reminded once (`booking_request.overdue`, and by e-mail).',
    default: '`24`',
  },
  expireHours: {
    name: 'BOOKING_REQUEST_EXPIRE_HOURS',
    holds: 'Hours after which a request nobody answered (`received` or `contacted`) becomes `expired`, by the gateway.',
    default: 'never',
  },
  watchIntervalSeconds: {
    name: 'BOOKING_WATCH_INTERVAL_SECONDS',
    holds:
      'How often each branch with slot watches is looked at (one GetBookingAvailability per branch and period for all its watches), at least 5. Slot watches are offered when the customer can be e-mailed and `BOOKING_REQUEST_STATUS_URL` is set.',
    default: '`600`',
  },
  watchCallsPerHour: {
    name: 'BOOKING_WATCH_CALLS_PER_HOUR',
    holds:
      'Calls to GetBookingAvailability the slot watches may make per hour, every instance together (counted in the database); branches past it wait for the next hour, those looked at longest ago first.',
    default: '`600`',
  },
} as const satisfies Record<string, Setting>;

/** How the command's own variables begin (`PORT` and `HOST` excepted, the names every server reads). */
export const ownPrefix = 'BOOKING_';

/** Every name with `ownPrefix` that the command reads: any other is a typo it refuses. */
export const knownNames: ReadonlySet<string> = new Set(
  [...Object.values(commandSettings), ...Object.values(requestSettings)]
    .map((setting) => setting.name)
    .filter((name) => name.startsWith(ownPrefix)),
);

/** A settings table as docs/gateway.md shows it. */
export function settingsTable(settings: Readonly<Record<string, Setting<unknown>>>): string {
  const rows = Object.values(settings).map(({ name, holds, default: fallback }) => `| \`${name}\` | ${holds} | ${fallback} |`);
  return ['| Variable | Holds | Default |', '|---|---|---|', ...rows].join('\n');
}
