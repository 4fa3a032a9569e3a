/**
 * The channels a business hears by, as a table of senders: for each channel the lifecycle lists
 * (src/api/booking-requests/lifecycle.ts), how its sender starts when the options configure it. A
 * channel added there without a row here does not compile. The worker runs one loop per sender
 * (worker.ts), and a request gets one delivery per sender that reaches its branch.
 */
import { getCompany } from '../../../api/company.js';
import { type DeliveryChannel, type DeliveryEvent, deliveryChannels, deliveryEvents } from '../../../api/booking-requests/lifecycle.js';
import type { RequestsConfig } from '../options.js';
import type { GatewayParts } from '../parts.js';
import { type CompanyFacts, customerSender } from './customer-email.js';
import { emailSender } from './email.js';
import { webhookSender } from './webhook.js';
import type { NewsOf } from './outbox.js';
import type { Sender } from './worker.js';

/** Time allowed for each step of a conversation with the mail server. */
const mailStepMs = 10_000;

/** Companies already asked, at most this many: a gateway serves a handful. */
const mostZones = 1000;

/** The longest company name an e-mail quotes: names come from outside. */
const longestName = 200;

/**
 * The company's time zone and name for the e-mails, from GetCompany, kept once read; UTC and no
 * name while it cannot be read (asked again at the next message).
 */
export function companyReader(gateway: GatewayParts): (companyId: string) => Promise<CompanyFacts> {
  const known = new Map<string, CompanyFacts>();
  return async (companyId) => {
    const kept = known.get(companyId);
    if (kept) return kept;
    try {
      const company = await gateway.ask(getCompany, { id: companyId }, crypto.randomUUID());
      const zone = company.timezone.id || 'UTC';
      new Intl.DateTimeFormat('en', { timeZone: zone });
      const facts = { zone, name: company.name.slice(0, longestName) };
      if (known.size >= mostZones) known.clear();
      known.set(companyId, facts);
      return facts;
    } catch {
      return { zone: 'UTC', name: '' };
    }
  };
}

/**
 * Each channel's sender, started (its package loaded) only when the options configure the channel;
 * `companyOf` reads a company's zone and name once for every sender.
 */
const starters: {
  readonly [Channel in DeliveryChannel]: (
    config: RequestsConfig,
    companyOf: (companyId: string) => Promise<CompanyFacts>,
  ) => Promise<Sender> | undefined;
} = {
  webhook: ({ webhook }) => webhook && webhookSender(webhook.url, webhook.secret, webhook.timeoutMs),
  email: ({ email }, companyOf) => email && emailSender(email, mailStepMs, async (companyId) => (await companyOf(companyId)).zone),
  // The customers' e-mails go with the business's: the same server and sender.
  customer: ({ email, database, statusUrl, now }, companyOf) =>
    email && customerSender(email, mailStepMs, { database, statusUrl, now, companyOf }),
};

/** The senders of the channels configured, by channel. */
export async function startSenders(
  config: RequestsConfig,
  companyOf: (companyId: string) => Promise<CompanyFacts>,
): Promise<ReadonlyMap<DeliveryChannel, Sender>> {
  const senders = new Map<DeliveryChannel, Sender>();
  for (const channel of deliveryChannels) {
    const sender = await starters[channel](config, companyOf);
    if (sender) senders.set(channel, sender);
  }
  return senders;
}

/**
 * The events each channel carries: the webhook, every one (the business's system hears each
 * change); the business's e-mail, a new request and the reminder of one unanswered; the
 * customer's e-mail, a new request and its changes of status (its sender reaches only the changes
 * the customer is told of), each delivery naming the line of history it tells (`history_id`: the
 * status, the words and the times offered).
 */
const carries: { readonly [Channel in DeliveryChannel]: readonly DeliveryEvent[] } = {
  webhook: deliveryEvents,
  email: ['booking_request.received', 'booking_request.overdue'],
  customer: ['booking_request.received', 'booking_request.updated', 'slot_watch.created', 'slot_watch.notified'],
};

/** The channels an event of a request goes by: those configured that carry it and whose sender reaches its audience. */
export function channelsFor(senders: ReadonlyMap<DeliveryChannel, Sender>, news: NewsOf, event: DeliveryEvent): DeliveryChannel[] {
  return [...senders].filter(([channel, sender]) => carries[channel].includes(event) && sender.reaches(news)).map(([channel]) => channel);
}
