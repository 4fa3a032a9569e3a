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
import { emailSender } from './email.js';
import { webhookSender } from './webhook.js';
import type { Sender } from './worker.js';

/** Time allowed for each step of a conversation with the mail server. */
const mailStepMs = 10_000;

/** Zones of companies already asked, at most this many: a gateway serves a handful. */
const mostZones = 1000;

/** The business's time zone for the e-mail, from GetCompany; UTC when it cannot be read. */
function zoneReader(gateway: GatewayParts): (companyId: string) => Promise<string> {
  const zones = new Map<string, string>();
  return async (companyId) => {
    const known = zones.get(companyId);
    if (known) return known;
    try {
      const company = await gateway.ask(getCompany, { id: companyId }, crypto.randomUUID());
      const zone = company.timezone.id || 'UTC';
      new Intl.DateTimeFormat('en', { timeZone: zone });
      if (zones.size >= mostZones) zones.clear();
      zones.set(companyId, zone);
      return zone;
    } catch {
      return 'UTC';
    }
  };
}

/** Each channel's sender, started (its package loaded) only when the options configure the channel. */
const starters: {
  readonly [Channel in DeliveryChannel]: (config: RequestsConfig, gateway: GatewayParts) => Promise<Sender> | undefined;
} = {
  webhook: ({ webhook }) => webhook && webhookSender(webhook.url, webhook.secret, webhook.timeoutMs),
  email: ({ email }, gateway) => email && emailSender(email, mailStepMs, zoneReader(gateway)),
};

/** The senders of the channels configured, by channel. */
export async function startSenders(config: RequestsConfig, gateway: GatewayParts): Promise<ReadonlyMap<DeliveryChannel, Sender>> {
  const senders = new Map<DeliveryChannel, Sender>();
  for (const channel of deliveryChannels) {
    const sender = await starters[channel](config, gateway);
    if (sender) senders.set(channel, sender);
  }
  return senders;
}

/**
 * The events each channel carries: the webhook, every one (the business's system hears each
 * change); the business's e-mail, a new request and the reminder of one unanswered. A channel of
 * messages to the customer is one more row here (with its sender above): it would carry
 * `booking_request.received` and `booking_request.updated`, each delivery naming the line of
 * history it tells (`history_id`: the status, the words and the times offered).
 */
const carries: { readonly [Channel in DeliveryChannel]: readonly DeliveryEvent[] } = {
  webhook: deliveryEvents,
  email: ['booking_request.received', 'booking_request.overdue'],
};

/** The channels an event of a request of `businessId` goes by: those configured that carry it and whose sender reaches its branch. */
export function channelsFor(senders: ReadonlyMap<DeliveryChannel, Sender>, businessId: string, event: DeliveryEvent): DeliveryChannel[] {
  return [...senders]
    .filter(([channel, sender]) => carries[channel].includes(event) && sender.reaches(businessId))
    .map(([channel]) => channel);
}
