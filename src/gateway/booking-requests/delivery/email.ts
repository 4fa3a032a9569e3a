/**
 * The e-mail: each request sent through the business's SMTP server with nodemailer (no SMTP of
 * ours), in plain words (mail-words.ts) with the requested time as a calendar file, written by
 * the same writer as the flow's "Add to calendar" (src/common/ics.ts). The Message-ID is the same
 * on every attempt, so that a mail system can tell a retry from another request.
 */
import { calendarFile } from '../../../common/ics.js';
import { within } from '../../pipeline/deadline.js';
import { mailText } from './mail-words.js';
import { loadOptional } from '../optional-package.js';
import type { AttemptResult } from './outbox.js';
import type { RequestsConfig } from '../options.js';
import type { Sender } from './worker.js';
import { requestSettings } from '../../command/settings.js';

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

/**
 * The e-mail sender. `stepMs` bounds each step of the conversation with the mail server (connect,
 * greeting, every reply), and a whole message has `stepsPerMessage` times that: a server that
 * answers each step slowly cannot hold an attempt longer. `zoneOf` gives the business's time zone.
 */
export async function emailSender(
  email: NonNullable<RequestsConfig['email']>,
  stepMs: number,
  zoneOf: (companyId: string) => Promise<string>,
): Promise<Sender> {
  const { default: nodemailer } = await loadOptional<Nodemailer>(
    'nodemailer',
    `E-mail of booking requests (${requestSettings.smtpUrl.name})`,
  );
  const transport = nodemailer.createTransport({
    ...smtpServer(email.smtpUrl),
    connectionTimeout: stepMs,
    greetingTimeout: stepMs,
    socketTimeout: stepMs,
  });
  const timeoutMs = stepsPerMessage * stepMs;
  return {
    timeoutMs,
    reaches: (businessId) => email.recipient(businessId) !== undefined,
    async send(delivery, request): Promise<AttemptResult> {
      // Only requests and their reminders go by e-mail (channels.ts): the other events are the webhook's.
      const overdue = delivery.event === 'booking_request.overdue';
      if ((delivery.event !== 'booking_request.received' && !overdue) || !request)
        return { ok: false, error: 'e-mail carries only requests' };
      const to = email.recipient(request.businessId);
      if (!to) return { ok: false, error: 'no e-mail address is configured for this branch' };
      const words = mailText(request, await zoneOf(request.companyId), overdue);
      const ics = calendarFile({
        uid: `${request.id}@booking-requests`,
        start: request.startTime,
        end: request.endTime,
        summary: words.eventSummary,
        description: `${request.reference}`,
        now: new Date(request.receivedTime),
      });
      try {
        const sending = transport.sendMail({
          from: email.from,
          to,
          subject: words.subject,
          text: words.text,
          messageId: delivery.messageId,
          headers: { 'Content-Language': words.language },
          icalEvent: { filename: 'booking-request.ics', method: 'PUBLISH', content: ics },
        });
        await within(sending, timeoutMs, () => {
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
