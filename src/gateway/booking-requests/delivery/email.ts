/**
 * The e-mail: each request sent through the business's SMTP server with nodemailer (no SMTP of
 * ours), in plain words (mail-words.ts) with the requested time as a calendar file, written by
 * the same writer as the flow's "Add to calendar" (src/common/ics.ts). The Message-ID is the same
 * on every attempt, so that a mail system can tell a retry from another request.
 */
import { calendarFile } from '../../../common/ics.js';
import { mailTransport } from './mail-transport.js';
import { mailText } from './mail-words.js';
import type { AttemptResult } from './outbox.js';
import type { RequestsConfig } from '../options.js';
import type { Sender } from './worker.js';

/**
 * The sender of the business's e-mail. `stepMs` bounds each step of the conversation with the mail
 * server (mail-transport.ts). `zoneOf` gives the business's time zone.
 */
export async function emailSender(
  email: NonNullable<RequestsConfig['email']>,
  stepMs: number,
  zoneOf: (companyId: string) => Promise<string>,
): Promise<Sender> {
  const transport = await mailTransport(email, stepMs, 'E-mail of booking requests');
  return {
    timeoutMs: transport.timeoutMs,
    reaches: ({ businessId }) => email.recipient(businessId) !== undefined,
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
      return transport.send({
        to,
        subject: words.subject,
        text: words.text,
        messageId: delivery.messageId,
        headers: { 'Content-Language': words.language },
        icalEvent: { filename: 'booking-request.ics', method: 'PUBLISH', content: ics },
      });
    },
    close: () => transport.close(),
  };
}
