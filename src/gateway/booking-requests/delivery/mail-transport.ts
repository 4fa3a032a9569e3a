/**
 * Sending one e-mail through the business's SMTP server with nodemailer (no SMTP of ours), for the
 * business's e-mails and the customers' alike: each step of the conversation with the server has a
 * time limit, a whole message a few steps' worth, and a failure is told in words that hold no
 * password nor address.
 */
import type { SendMailOptions } from 'nodemailer';
import { within } from '../../pipeline/deadline.js';
import { requestSettings } from '../../command/settings.js';
import { loadOptional } from '../optional-package.js';
import type { RequestsConfig } from '../options.js';
import type { AttemptResult } from './outbox.js';

type Nodemailer = typeof import('nodemailer');

/** Each step of the conversation with the mail server may take `stepMs`; a whole message, this many steps' worth. */
const stepsPerMessage = 3;

/** Words for a failure that hold no password nor address: the mailer's code and the server's reply code. */
function mailFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'the mail server refused the message';
  const code = 'code' in error && typeof error.code === 'string' ? error.code.slice(0, 40) : undefined;
  const reply = 'responseCode' in error && typeof error.responseCode === 'number' ? error.responseCode : undefined;
  return `the mail server refused the message${code ? ` (${code}${reply ? ` ${reply}` : ''})` : reply ? ` (${reply})` : ''}`;
}

/** The server of an `smtp://` or `smtps://` URL (checked when the options were read), as nodemailer's options take it. */
function smtpServer(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
  };
}

export interface MailTransport {
  /** The longest one message may take, in ms. */
  readonly timeoutMs: number;
  /** Sends one message from the configured sender; never throws. */
  send(message: Omit<SendMailOptions, 'from'>): Promise<AttemptResult>;
  close(): void;
}

/** A transport to the configured SMTP server; `stepMs` bounds each step of the conversation (connect, greeting, every reply). */
export async function mailTransport(email: NonNullable<RequestsConfig['email']>, stepMs: number, purpose: string): Promise<MailTransport> {
  const { default: nodemailer } = await loadOptional<Nodemailer>('nodemailer', `${purpose} (${requestSettings.smtpUrl.name})`);
  const transport = nodemailer.createTransport({
    ...smtpServer(email.smtpUrl),
    connectionTimeout: stepMs,
    greetingTimeout: stepMs,
    socketTimeout: stepMs,
  });
  const timeoutMs = stepsPerMessage * stepMs;
  return {
    timeoutMs,
    async send(message) {
      try {
        await within(transport.sendMail({ ...message, from: email.from }), timeoutMs, () => {
          throw Object.assign(new Error('the mail server did not finish in time'), { code: 'ETIMEDOUT' });
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, error: mailFailure(error) };
      }
    },
    close: () => transport.close(),
  };
}
