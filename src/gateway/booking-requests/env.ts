/**
 * The booking requests' part of the command's environment (command/env.ts reads the rest):
 *
 * - `BOOKING_DATA_DIR` (the embedded database's folder, default `./booking-data`) or
 *   `BOOKING_DATABASE_URL` (PostgreSQL, shared by instances), not both;
 * - `BOOKING_REQUEST_WEBHOOK_URL` with `BOOKING_REQUEST_WEBHOOK_SECRET`;
 * - `BOOKING_SMTP_URL` with `BOOKING_MAIL_FROM` and `BOOKING_REQUEST_EMAILS` (one address, or
 *   `businessId=address` pairs separated by commas);
 * - `BOOKING_REQUEST_RATE_LIMIT` (per client per hour, 10), `BOOKING_REQUEST_RETENTION_DAYS` (180).
 *
 * Each is declared, with what it holds, in command/settings.ts (requestSettings).
 *
 * Requests are taken when a webhook or e-mail is configured, or when a database is named (for the
 * staff's inbox alone). No message quotes the secret, the SMTP URL or the database URL, which may
 * hold passwords.
 */
import { emailAddress, webhookSecretProblem, webhookUrlProblem, type EmailOptions, type RequestsOptions } from './options.js';

/** The requests' options but the database, which the command opens from `database`. */
export interface RequestsCommandConfig {
  readonly database: { readonly url: string } | { readonly dir: string | undefined };
  readonly options: Omit<RequestsOptions, 'database'>;
}

type Value = (name: string) => string | undefined;

function protocolOf(text: string): string | undefined {
  try {
    return new URL(text).protocol;
  } catch {
    return undefined;
  }
}

/** `a@x.example` for every branch, or `biz_1=a@x.example,biz_2=b@x.example`. */
function readRecipients(text: string, problems: string[]): EmailOptions['to'] {
  if (!text.includes('=')) {
    if (!emailAddress.test(text))
      problems.push('BOOKING_REQUEST_EMAILS must be an e-mail address, or businessId=address pairs separated by commas.');
    return text;
  }
  const pairs = text.split(',').slice(0, 1000);
  const byBusiness = new Map<string, string>();
  for (const pair of pairs) {
    const [businessId = '', address = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (businessId === '' || rest.length > 0 || !emailAddress.test(address)) {
      problems.push('BOOKING_REQUEST_EMAILS must be an e-mail address, or businessId=address pairs separated by commas.');
      break;
    }
    byBusiness.set(businessId, address);
  }
  return Object.fromEntries(byBusiness);
}

function wholeNumber(value: Value, name: string, most: number, problems: string[]): number | undefined {
  const text = value(name);
  if (text === undefined) return undefined;
  const number = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (!(number >= 1 && number <= most)) problems.push(`${name} must be a whole number from 1 to ${most}.`);
  return number;
}

function readWebhook(value: Value, problems: string[]): RequestsOptions['webhook'] {
  const url = value('BOOKING_REQUEST_WEBHOOK_URL');
  const secret = value('BOOKING_REQUEST_WEBHOOK_SECRET');
  if (url === undefined) {
    if (secret !== undefined)
      problems.push('BOOKING_REQUEST_WEBHOOK_SECRET needs BOOKING_REQUEST_WEBHOOK_URL: where the requests are sent.');
    return undefined;
  }
  const urlProblem = webhookUrlProblem(url);
  if (urlProblem) problems.push(`BOOKING_REQUEST_WEBHOOK_URL ${urlProblem}.`);
  if (secret === undefined)
    problems.push('BOOKING_REQUEST_WEBHOOK_URL needs BOOKING_REQUEST_WEBHOOK_SECRET: the whsec_... secret the receiver verifies with.');
  else if (webhookSecretProblem(secret)) problems.push(`BOOKING_REQUEST_WEBHOOK_SECRET ${webhookSecretProblem(secret)}.`);
  return secret === undefined ? undefined : { url, secret };
}

function readEmail(value: Value, problems: string[]): RequestsOptions['email'] {
  const smtpUrl = value('BOOKING_SMTP_URL');
  const from = value('BOOKING_MAIL_FROM');
  const to = value('BOOKING_REQUEST_EMAILS');
  if (smtpUrl === undefined) {
    if (from !== undefined || to !== undefined)
      problems.push('BOOKING_MAIL_FROM and BOOKING_REQUEST_EMAILS need BOOKING_SMTP_URL: the mail server.');
    return undefined;
  }
  const protocol = protocolOf(smtpUrl);
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    problems.push('BOOKING_SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example:465.');
  if (from === undefined || !from.includes('@'))
    problems.push('BOOKING_SMTP_URL needs BOOKING_MAIL_FROM: the sender, such as bookings@salon.example.');
  if (to === undefined) problems.push('BOOKING_SMTP_URL needs BOOKING_REQUEST_EMAILS: where the requests are sent.');
  return from === undefined || to === undefined ? undefined : { smtpUrl, from, to: readRecipients(to, problems) };
}

function readDatabase(value: Value, problems: string[]): RequestsCommandConfig['database'] {
  const url = value('BOOKING_DATABASE_URL');
  const dir = value('BOOKING_DATA_DIR');
  if (url === undefined) return { dir };
  if (dir !== undefined) problems.push('BOOKING_DATA_DIR and BOOKING_DATABASE_URL name two databases: keep one.');
  const protocol = protocolOf(url);
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    problems.push('BOOKING_DATABASE_URL must be a postgres:// URL, such as postgres://user:password@db.example:5432/bookings.');
  return { url };
}

/** The booking requests of the command, or undefined when nothing asks for them. */
export function readRequestsEnv(value: Value, problems: string[]): RequestsCommandConfig | undefined {
  const webhook = readWebhook(value, problems);
  const email = readEmail(value, problems);
  const database = readDatabase(value, problems);
  const ratePerHour = wholeNumber(value, 'BOOKING_REQUEST_RATE_LIMIT', 1_000_000, problems);
  const retentionDays = wholeNumber(value, 'BOOKING_REQUEST_RETENTION_DAYS', 36_500, problems);
  const named = value('BOOKING_DATA_DIR') !== undefined || value('BOOKING_DATABASE_URL') !== undefined;
  if (!webhook && !email && !named) return undefined;
  return {
    database,
    options: {
      ...(webhook ? { webhook } : {}),
      ...(email ? { email } : {}),
      ...(ratePerHour === undefined ? {} : { ratePerHour }),
      ...(retentionDays === undefined ? {} : { retentionDays }),
    },
  };
}
