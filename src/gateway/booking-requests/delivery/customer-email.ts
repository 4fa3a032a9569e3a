/**
 * The customer's e-mails: one for each change the lifecycle says the customer is told of
 * (`toldStatuses`), to the address they gave, in their language and the branch's zone
 * (customer-words.ts), from `BOOKING_MAIL_FROM`, through the same outbox as the business's news:
 * at least once, one Message-ID per change on every attempt, never sent by two instances at once.
 *
 * Each carries the time as a calendar file of one event whose UID is the flow's "Add to calendar"
 * one (`requestedTimeUid`): tentative on receipt, confirmed (`METHOD:REQUEST`) when the branch
 * confirms, removed (`METHOD:CANCEL`) when the time is off; its SEQUENCE is the request's version
 * at the change, so it rises with each. A message tells the change it was queued for, as the
 * request was then (its line of history: the status, the branch's words, the times offered),
 * whatever happened since. A link to the request's page carries a capability minted for it. A slot
 * watch's e-mails go by this channel too (watches/watch-email.ts).
 */
import { type ToldStatus, isTold } from '../../../api/booking-requests/lifecycle.js';
import { calendarFile, requestedTimeUid } from '../../../common/ics.js';
import { mintCapability } from '../customer/status-token.js';
import type { RequestsConfig } from '../options.js';
import type { BookingRequestRecord, RequestOffer } from '../records.js';
import type { RequestDatabase } from '../store/database.js';
import { calendarMethodOf, customerMessage } from './customer-words.js';
import { mailLanguageOf, servicesInWords } from './mail-text.js';
import { mailTransport } from './mail-transport.js';
import type { AttemptResult, ClaimedDelivery } from './outbox.js';
import type { Sender } from './worker.js';
import { watchMail } from '../watches/watch-email.js';
import { watchNews } from './outbox.js';

/** What the customer's e-mails need to know of a company: its zone, and its name to call the branch by. */
export interface CompanyFacts {
  readonly zone: string;
  readonly name: string;
}

export interface CustomerMailParts {
  readonly database: RequestDatabase;
  /** The request's page (`BOOKING_REQUEST_STATUS_URL`); without it the e-mails carry no link. */
  readonly statusUrl: string | undefined;
  readonly companyOf: (companyId: string) => Promise<CompanyFacts>;
  readonly now: () => number;
}

/** The change a delivery tells: the status reached, the branch's words and the times offered with it, and the request's version then. */
interface ToldChange {
  readonly status: ToldStatus;
  readonly message: string;
  readonly offers: readonly RequestOffer[];
  readonly version: number;
}

/** The line of history a delivery names, as the change was made. */
async function lineOf(database: RequestDatabase, historyId: string) {
  const [line] = await database.query<{ status: string; message: string | null; offers: RequestOffer[] | null }>(
    'select status, message, offers from booking_request_history where id = $1::bigint',
    [historyId],
  );
  return line;
}

/** What `delivery` tells; undefined when it tells nothing the customer is told of. */
async function changeOf(database: RequestDatabase, delivery: ClaimedDelivery): Promise<ToldChange | undefined> {
  if (delivery.event === 'booking_request.received') return { status: 'received', message: '', offers: [], version: 1 };
  if (delivery.event !== 'booking_request.updated' || delivery.historyId === undefined) return undefined;
  const line = await lineOf(database, delivery.historyId);
  const version = delivery.payload?.['version'];
  if (!line || !isTold(line.status) || typeof version !== 'number') return undefined;
  return { status: line.status, message: line.message ?? '', offers: line.offers ?? [], version };
}

/** The bare address of a sender written `Name <address>`, for the calendar's ORGANIZER. */
const addressOf = (from: string) => /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** The sender of the customers' e-mails, started with the business's e-mail (the same SMTP server and sender). */
export async function customerSender(
  email: NonNullable<RequestsConfig['email']>,
  stepMs: number,
  parts: CustomerMailParts,
): Promise<Sender> {
  const transport = await mailTransport(email, stepMs, "E-mail to booking requests' customers");
  return {
    timeoutMs: transport.timeoutMs,
    // Only a customer who gave an address, and only of the changes they are told of (a watch's news, always).
    reaches: ({ status, customerEmail }) => customerEmail !== '' && (status === watchNews || isTold(status)),
    async send(delivery, request: BookingRequestRecord | undefined): Promise<AttemptResult> {
      if (delivery.watchId !== undefined) {
        const mail = await watchMail(parts, delivery);
        if ('error' in mail) return { ok: false, error: mail.error };
        const { to, subject, text, html, language } = mail;
        return transport.send({ to, subject, text, html, messageId: delivery.messageId, headers: { 'Content-Language': language } });
      }
      if (!request) return { ok: false, error: 'the request is gone' };
      const change = await changeOf(parts.database, delivery);
      if (!change) return { ok: false, error: 'this event is not one a customer is told of' };
      const company = await parts.companyOf(request.companyId);
      const statusLink = parts.statusUrl
        ? `${parts.statusUrl}#request=${await mintCapability(parts.database, 'request', request.id, parts.now())}`
        : undefined;
      const words = customerMessage({
        kind: change.status,
        reference: request.reference,
        language: request.language,
        timeZone: company.zone,
        startTime: request.startTime,
        endTime: request.endTime,
        branch: company.name,
        groomer: request.staffName,
        customerName: request.customer.name,
        petName: request.customer.petName,
        services: servicesInWords(request.services, request.customer.petType, mailLanguageOf(request.language)),
        message: change.message,
        offers: change.offers.map((offer) => ({ startTime: offer.startTime, endTime: offer.endTime, groomer: offer.staffName ?? '' })),
        statusLink,
      });
      const method = calendarMethodOf[change.status];
      const ics = calendarFile({
        uid: requestedTimeUid(request),
        start: request.startTime,
        end: request.endTime,
        summary: words.eventSummary,
        // The reference only: a calendar is shared and synced, and the page's link is a key to the request.
        description: request.reference,
        now: new Date(parts.now()),
        method,
        // The tentative entry is the flow's own (no SEQUENCE); each later change raises it.
        sequence: change.status === 'received' ? 0 : change.version,
        ...(method === 'PUBLISH' ? {} : { organizer: addressOf(email.from), attendee: request.customer.email }),
      });
      return transport.send({
        to: request.customer.email,
        subject: words.subject,
        text: words.text,
        html: words.html,
        messageId: delivery.messageId,
        headers: { 'Content-Language': words.language },
        icalEvent: { filename: 'grooming.ics', method, content: ics },
      });
    },
    close: () => transport.close(),
  };
}
