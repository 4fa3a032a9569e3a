/**
 * The booking requests' part of the command's environment (command/env.ts reads the rest): where
 * the database is (a folder of the embedded database, or a PostgreSQL URL, not both), the webhook
 * with its secret, the mail server with its sender and recipients, the hourly limit per client and
 * how long a request is kept. Each variable is declared, with its name and what it holds, in
 * command/settings.ts (`requestSettings`); here are the rules between them.
 *
 * Requests are taken when a webhook or e-mail is configured, or when a database is named (for the
 * staff's inbox alone). No message quotes the secret, the SMTP URL or the database URL, which may
 * hold passwords.
 */
import { protocolOf, requestSettings as settings, type Setting } from '../command/settings.js';
import {
  isEmailAddress,
  longestDeadlineHours,
  statusUrlProblem,
  webhookSecretProblem,
  webhookUrlProblem,
  type EmailOptions,
  type RequestsOptions,
} from './options.js';
/** The requests' options but the database, which the command opens from `database`. */
export interface RequestsCommandConfig {
  readonly database: { readonly url: string } | { readonly dir: string | undefined };
  readonly options: Omit<RequestsOptions, 'database'>;
}

type Value = (name: string) => string | undefined;

/** `a@x.example` for every branch, or `biz_1=a@x.example,biz_2=b@x.example`. */
function readRecipients(text: string, problems: string[]): EmailOptions['to'] {
  const wrong = `${settings.emails.name} must be an e-mail address, or businessId=address pairs separated by commas.`;
  if (!text.includes('=')) {
    if (!isEmailAddress(text)) problems.push(wrong);
    return text;
  }
  const pairs = text.split(',').slice(0, 1000);
  const byBusiness = new Map<string, string>();
  for (const pair of pairs) {
    const [businessId = '', address = '', ...rest] = pair.split('=').map((part) => part.trim());
    if (businessId === '' || rest.length > 0 || !isEmailAddress(address)) {
      problems.push(wrong);
      break;
    }
    byBusiness.set(businessId, address);
  }
  return Object.fromEntries(byBusiness);
}

function wholeNumber(value: Value, { name }: Setting, most: number, problems: string[]): number | undefined {
  const text = value(name);
  if (text === undefined) return undefined;
  const number = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
  if (!(number >= 1 && number <= most)) problems.push(`${name} must be a whole number from 1 to ${most}.`);
  return number;
}

function readWebhook(value: Value, problems: string[]): RequestsOptions['webhook'] {
  const [urlName, secretName] = [settings.webhookUrl.name, settings.webhookSecret.name];
  const url = value(urlName);
  const secret = value(secretName);
  if (url === undefined) {
    if (secret !== undefined) problems.push(`${secretName} needs ${urlName}: where the requests are sent.`);
    return undefined;
  }
  const urlProblem = webhookUrlProblem(url);
  if (urlProblem) problems.push(`${urlName} ${urlProblem}.`);
  if (secret === undefined) problems.push(`${urlName} needs ${secretName}: the whsec_... secret the receiver verifies with.`);
  else if (webhookSecretProblem(secret)) problems.push(`${secretName} ${webhookSecretProblem(secret)}.`);
  return secret === undefined ? undefined : { url, secret };
}

function readEmail(value: Value, problems: string[]): RequestsOptions['email'] {
  const [smtpName, fromName, toName] = [settings.smtpUrl.name, settings.mailFrom.name, settings.emails.name];
  const smtpUrl = value(smtpName);
  const from = value(fromName);
  const to = value(toName);
  if (smtpUrl === undefined) {
    if (from !== undefined || to !== undefined) problems.push(`${fromName} and ${toName} need ${smtpName}: the mail server.`);
    return undefined;
  }
  const protocol = protocolOf(smtpUrl);
  if (protocol !== 'smtp:' && protocol !== 'smtps:')
    problems.push(`${smtpName} must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example:465.`);
  if (from === undefined || !from.includes('@'))
    problems.push(`${smtpName} needs ${fromName}: the sender, such as bookings@salon.example.`);
  if (to === undefined) problems.push(`${smtpName} needs ${toName}: where the requests are sent.`);
  return from === undefined || to === undefined ? undefined : { smtpUrl, from, to: readRecipients(to, problems) };
}

function readDatabase(value: Value, problems: string[]): RequestsCommandConfig['database'] {
  const [urlName, dirName] = [settings.databaseUrl.name, settings.dataDir.name];
  const url = value(urlName);
  const dir = value(dirName);
  if (url === undefined) return { dir };
  if (dir !== undefined) problems.push(`${dirName} and ${urlName} name two databases: keep one.`);
  const protocol = protocolOf(url);
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    problems.push(`${urlName} must be a postgres:// URL, such as postgres://user:password@db.example:5432/bookings.`);
  return { url };
}

/** The booking requests of the command, or undefined when nothing asks for them. */
export function readRequestsEnv(value: Value, problems: string[]): RequestsCommandConfig | undefined {
  const webhook = readWebhook(value, problems);
  const email = readEmail(value, problems);
  const database = readDatabase(value, problems);
  const ratePerHour = wholeNumber(value, settings.ratePerHour, 1_000_000, problems);
  const retentionDays = wholeNumber(value, settings.retentionDays, 36_500, problems);
  const answerHours = wholeNumber(value, settings.answerHours, longestDeadlineHours, problems);
  const expireHours = wholeNumber(value, settings.expireHours, longestDeadlineHours, problems);
  const watchIntervalSeconds = wholeNumber(value, settings.watchIntervalSeconds, 86_400, problems);
  if (watchIntervalSeconds !== undefined && watchIntervalSeconds < 5)
    problems.push(`${settings.watchIntervalSeconds.name} must be at least 5 seconds.`);
  const watchCallsPerHour = wholeNumber(value, settings.watchCallsPerHour, 1_000_000, problems);
  const statusUrl = value(settings.statusUrl.name);
  const statusProblem = statusUrl === undefined ? undefined : statusUrlProblem(statusUrl);
  if (statusProblem) problems.push(`${settings.statusUrl.name} ${statusProblem}.`);
  const named = value(settings.dataDir.name) !== undefined || value(settings.databaseUrl.name) !== undefined;
  if (!webhook && !email && !named) return undefined;
  return {
    database,
    options: {
      ...(webhook ? { webhook } : {}),
      ...(email ? { email } : {}),
      ...(ratePerHour === undefined ? {} : { ratePerHour }),
      ...(retentionDays === undefined ? {} : { retentionDays }),
      ...(answerHours === undefined ? {} : { answerHours }),
      ...(expireHours === undefined ? {} : { expireHours }),
      ...(watchIntervalSeconds === undefined ? {} : { watchIntervalMs: watchIntervalSeconds * 1000 }),
      ...(watchCallsPerHour === undefined ? {} : { watchCallsPerHour }),
      ...(statusUrl === undefined || statusProblem ? {} : { statusUrl }),
    },
  };
}
