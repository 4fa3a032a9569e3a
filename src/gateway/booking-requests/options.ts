/**
 * The options of `bookingRequests()`, which `createGateway()` takes as `requests`: where booking
 * requests are kept, how the business hears of them, and their limits. Read at once, a wrong value
 * refused with a TypeError naming it.
 */
import type { RequestDatabase } from './store/database.js';
import { emailProblem } from '../../common/contact.js';

export interface WebhookOptions {
  /** Where each request is POSTed: `https:`, or `http:` on a loopback host (`BOOKING_REQUEST_WEBHOOK_URL`). */
  readonly url: string;
  /** The Standard Webhooks secret, `whsec_` and base64 (`BOOKING_REQUEST_WEBHOOK_SECRET`). */
  readonly secret: string;
  /** Time allowed for each attempt, in ms. Default 10,000. */
  readonly timeoutMs?: number;
}

export interface EmailOptions {
  /** `smtp://user:password@host:587` or `smtps://...` (`BOOKING_SMTP_URL`). */
  readonly smtpUrl: string;
  /** The sender, such as `Bookings <bookings@salon.example>` (`BOOKING_MAIL_FROM`). */
  readonly from: string;
  /** One address for every branch, or an address per branch id (`BOOKING_REQUEST_EMAILS`). */
  readonly to: string | Readonly<Record<string, string>>;
}

export interface RequestsOptions {
  /** From `booking-elements/gateway/requests`: `openEmbeddedDatabase({ dir })` or `openPostgresDatabase({ url })`. */
  readonly database: RequestDatabase;
  readonly webhook?: WebhookOptions;
  readonly email?: EmailOptions;
  /** Requests a client may send per hour. Default 10. */
  readonly ratePerHour?: number;
  /** Days a request is kept after it was received. Default 180. */
  readonly retentionDays?: number;
  /** The clock of received times and retries, in ms since the epoch. Default `Date.now`. */
  readonly now?: () => number;
  /** How often each instance looks for deliveries due, in ms. Default 1,000. */
  readonly pollMs?: number;
  /**
   * The customer's status page (`BOOKING_REQUEST_STATUS_URL`), where the link of their messages goes
   * with `#request=<token>`: `https:` (`http:` on a loopback host), without a fragment. Default: none.
   */
  readonly statusUrl?: string;
  /** Hours a request may wait for an answer before it is overdue and the business reminded once (`BOOKING_REQUEST_ANSWER_HOURS`). Default 24. */
  readonly answerHours?: number;
  /** Hours after which a request nobody answered is `expired` (`BOOKING_REQUEST_EXPIRE_HOURS`). Default: never. */
  readonly expireHours?: number;
  /** How often each instance looks for requests past a deadline, in ms. Default 60,000. */
  readonly deadlinePollMs?: number;
  /**
   * How often each branch with slot watches is looked at, in ms (`BOOKING_WATCH_INTERVAL_SECONDS`).
   * Default 600,000 (10 minutes).
   */
  readonly watchIntervalMs?: number;
  /** Calls to GetBookingAvailability the slot watches may make per hour, every instance together (`BOOKING_WATCH_CALLS_PER_HOUR`). Default 600. */
  readonly watchCallsPerHour?: number;
}

/** The options read: defaults filled in, recipients in a Map. */
export interface RequestsConfig {
  readonly database: RequestDatabase;
  readonly webhook: (WebhookOptions & { readonly timeoutMs: number }) | undefined;
  readonly email:
    | { readonly smtpUrl: string; readonly from: string; readonly recipient: (businessId: string) => string | undefined }
    | undefined;
  readonly ratePerHour: number;
  readonly retentionDays: number;
  readonly now: () => number;
  readonly pollMs: number;
  readonly statusUrl: string | undefined;
  readonly answerHours: number;
  readonly expireHours: number | undefined;
  readonly deadlinePollMs: number;
  readonly watchIntervalMs: number;
  readonly watchCallsPerHour: number;
}

export const requestDefaults = {
  ratePerHour: 10,
  retentionDays: 180,
  webhookTimeoutMs: 10_000,
  pollMs: 1000,
  answerHours: 24,
  deadlinePollMs: 60_000,
  watchIntervalMs: 600_000,
  watchCallsPerHour: 600,
} as const;

/** The most hours a deadline may be: a year. */
export const longestDeadlineHours = 8760;

/** Why a status page's address cannot be used, or undefined: https (http on loopback), no credentials, no fragment (the token goes there). */
export function statusUrlProblem(text: string): string | undefined {
  const problem = webhookUrlProblem(text);
  return problem
    ? problem.replace('must not hold credentials or a fragment', 'must not hold credentials or a fragment (#request= is added)')
    : undefined;
}

const problem = (message: string) => new TypeError(`bookingRequests: ${message}`);

const loopbackHost = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** Why a webhook URL cannot be used, or undefined: https, or http on loopback; no credentials, no fragment. */
export function webhookUrlProblem(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'must be an absolute https URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopbackHost.test(url.hostname))) {
    return 'must be an https URL (http only on a loopback host, for tests)';
  }
  if (url.username || url.password || url.hash) return 'must not hold credentials or a fragment';
  return undefined;
}

/** Why a webhook secret cannot be used, or undefined. Never quotes it. */
export function webhookSecretProblem(secret: unknown): string | undefined {
  if (typeof secret !== 'string' || !/^whsec_[A-Za-z0-9+/]{24,}={0,2}$/.test(secret)) {
    return 'must be a Standard Webhooks secret: whsec_ followed by base64 of at least 18 bytes';
  }
  return undefined;
}

/** The business's own address, by the one rule of an e-mail address its customers' follow too (src/common/contact.ts). */
export const isEmailAddress = (text: string): boolean => emailProblem(text) === undefined;

function readRecipients(to: unknown): (businessId: string) => string | undefined {
  if (typeof to === 'string') {
    if (!isEmailAddress(to)) throw problem('email.to must be an e-mail address, or an address per branch id');
    return () => to;
  }
  if (typeof to !== 'object' || to === null) throw problem('email.to must be an e-mail address, or an address per branch id');
  const byBusiness = new Map<string, string>();
  for (const [businessId, address] of Object.entries(to)) {
    if (typeof address !== 'string' || !isEmailAddress(address))
      throw problem(`email.to.${businessId.slice(0, 64)} must be an e-mail address`);
    byBusiness.set(businessId, address);
  }
  if (byBusiness.size === 0) throw problem('email.to names no branch');
  return (businessId) => byBusiness.get(businessId);
}

function readEmail(email: EmailOptions): RequestsConfig['email'] {
  let url: URL | undefined;
  try {
    url = new URL(email.smtpUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')) throw problem('email.smtpUrl must be an smtp:// or smtps:// URL');
  if (typeof email.from !== 'string' || !/@/.test(email.from) || /[\r\n]/.test(email.from)) {
    throw problem('email.from must be the sender, such as Bookings <bookings@salon.example>');
  }
  return { smtpUrl: email.smtpUrl, from: email.from, recipient: readRecipients(email.to) };
}

function wholeNumber(value: number | undefined, fallback: number, name: string, most: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1 || value > most) throw problem(`${name} must be a whole number from 1 to ${most}`);
  return value;
}

function readStatusUrl(url: unknown): string | undefined {
  if (url === undefined) return undefined;
  const urlProblem = statusUrlProblem(String(url));
  if (urlProblem) throw problem(`statusUrl ${urlProblem}`);
  return String(url);
}

export function readRequestsOptions(options: RequestsOptions): RequestsConfig {
  if (typeof options !== 'object' || options === null) throw problem('must be an object { database, webhook, email }');
  const { database, webhook, email, now } = options;
  if (typeof database?.query !== 'function' || typeof database.transaction !== 'function') {
    throw problem('database must come from openEmbeddedDatabase() or openPostgresDatabase() (booking-elements/gateway/requests)');
  }
  if (webhook !== undefined) {
    const urlProblem = webhookUrlProblem(String(webhook.url));
    if (urlProblem) throw problem(`webhook.url ${urlProblem}`);
    const secretProblem = webhookSecretProblem(webhook.secret);
    if (secretProblem) throw problem(`webhook.secret ${secretProblem}`);
  }
  if (now !== undefined && typeof now !== 'function') throw problem('now must be a function giving ms since the epoch');
  return {
    database,
    webhook:
      webhook === undefined
        ? undefined
        : { ...webhook, timeoutMs: wholeNumber(webhook.timeoutMs, requestDefaults.webhookTimeoutMs, 'webhook.timeoutMs', 120_000) },
    email: email === undefined ? undefined : readEmail(email),
    ratePerHour: wholeNumber(options.ratePerHour, requestDefaults.ratePerHour, 'ratePerHour', 1_000_000),
    retentionDays: wholeNumber(options.retentionDays, requestDefaults.retentionDays, 'retentionDays', 36_500),
    now: now ?? Date.now,
    pollMs: wholeNumber(options.pollMs, requestDefaults.pollMs, 'pollMs', 60_000),
    statusUrl: readStatusUrl(options.statusUrl),
    answerHours: wholeNumber(options.answerHours, requestDefaults.answerHours, 'answerHours', longestDeadlineHours),
    expireHours: options.expireHours === undefined ? undefined : wholeNumber(options.expireHours, 1, 'expireHours', longestDeadlineHours),
    deadlinePollMs: wholeNumber(options.deadlinePollMs, requestDefaults.deadlinePollMs, 'deadlinePollMs', 3_600_000),
    watchIntervalMs: wholeNumber(options.watchIntervalMs, requestDefaults.watchIntervalMs, 'watchIntervalMs', 86_400_000),
    watchCallsPerHour: wholeNumber(options.watchCallsPerHour, requestDefaults.watchCallsPerHour, 'watchCallsPerHour', 1_000_000),
  };
}
