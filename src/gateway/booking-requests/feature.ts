/**
 * The booking requests, put together: `bookingRequests(options)` reads the options (a wrong one is
 * a TypeError at once) and gives the gateway what starts the event hub, the delivery worker with
 * its senders (their packages loaded only when configured), and the routes' handlers.
 */
import { getCompany } from '../../api/company.js';
import { emailSender } from './delivery/email.js';
import { streamEvents } from './staff/event-stream.js';
import { createEventHub } from './staff/events.js';
import { receiveRequest } from './intake/intake-route.js';
import type { BookingRequests, RequestsFeature } from './hook.js';
import { readRequestsOptions, type RequestsConfig, type RequestsOptions } from './options.js';
import type { GatewayParts } from './parts.js';
import type { DeliveryChannel } from '../../api/booking-request-lifecycle.js';
import { changeOne, eraseOne, listInbox, readOne, resendOne, type StaffParts } from './staff/staff-routes.js';
import { webhookSender } from './delivery/webhook.js';
import { type Sender, startWorker } from './delivery/worker.js';

/** Time allowed for each step of a conversation with the mail server. */
const mailStepMs = 10_000;

/** How often each instance reads the log of changes while a staff page is open, whatever else wakes it. */
const eventPollMs = 2000;

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

async function startRequests(config: RequestsConfig, gateway: GatewayParts): Promise<RequestsFeature> {
  const { database } = config;
  const senders = new Map<DeliveryChannel, Sender>();
  if (config.webhook) senders.set('webhook', await webhookSender(config.webhook.url, config.webhook.secret, config.webhook.timeoutMs));
  if (config.email) senders.set('email', await emailSender(config.email, mailStepMs, zoneReader(gateway)));
  const events = await createEventHub(database, { pollMs: eventPollMs, report: gateway.report });
  const worker = startWorker({
    database,
    now: config.now,
    pollMs: config.pollMs,
    retentionDays: config.retentionDays,
    senders,
    report: gateway.report,
  });
  const staff: StaffParts = { config, gateway, events, worker };
  return {
    receive: (call) => receiveRequest({ config, gateway, events, worker }, call),
    list: (call) => listInbox(staff, call),
    read: (call, id) => readOne(staff, call, id),
    change: (call, id) => changeOne(staff, call, id),
    erase: (call, id) => eraseOne(staff, call, id),
    resend: (call, id) => resendOne(staff, call, id),
    events: (call, context) => streamEvents(staff, call, context),
    async databaseState() {
      try {
        await database.query('select 1');
        return 'ok';
      } catch {
        return 'down';
      }
    },
    unservedChannels: () => worker.unserved(),
    drain() {
      events.endStreams();
      worker.stop().catch(() => undefined);
    },
    async close() {
      await worker.stop();
      await events.close();
    },
  };
}

/**
 * Booking requests for `createGateway({ requests: bookingRequests({ database, webhook, email }) })`.
 * Throws a TypeError naming a wrong option.
 */
export function bookingRequests(options: RequestsOptions): BookingRequests {
  const config = readRequestsOptions(options);
  return {
    notifies: config.webhook !== undefined || config.email !== undefined,
    ratePerHour: config.ratePerHour,
    start: (gateway) => startRequests(config, gateway),
  };
}
