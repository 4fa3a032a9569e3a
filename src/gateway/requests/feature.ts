/**
 * The booking requests, put together: `bookingRequests(options)` reads the options (a wrong one is
 * a TypeError at once) and gives the gateway what starts the event hub, the delivery worker with
 * its senders (their packages loaded only when configured), and the routes' handlers.
 */
import { getCompany } from '../../api/company.js';
import { emailSender } from './email.js';
import { streamEvents } from './event-stream.js';
import { createEventHub } from './events.js';
import { receiveRequest } from './intake-route.js';
import type { BookingRequests, RequestsFeature } from './hook.js';
import { readRequestsOptions, type RequestsConfig, type RequestsOptions } from './options.js';
import type { GatewayParts } from './parts.js';
import { changeOne, eraseOne, listInbox, readOne, type StaffParts } from './staff-routes.js';
import { webhookSender } from './webhook.js';
import { startWorker } from './worker.js';

/** Time allowed for each step of a conversation with the mail server. */
const mailTimeoutMs = 10_000;

/**
 * How long a claimed delivery is held by the instance that claimed it: longer than an attempt may
 * take, so that no other instance sends it at the same time, and short, since a delivery claimed
 * by an instance that died waits this long before another one takes it.
 */
const leaseFor = (webhookTimeoutMs: number) => Math.max(45_000, 3 * webhookTimeoutMs);

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
  const webhook = config.webhook ? await webhookSender(config.webhook.url, config.webhook.secret, config.webhook.timeoutMs) : undefined;
  const email = config.email ? await emailSender(config.email, mailTimeoutMs) : undefined;
  const events = await createEventHub(database, () =>
    gateway.report('warn', 'a change of a request could not be read for the open staff pages'),
  );
  const worker = startWorker({
    database,
    now: config.now,
    pollMs: config.pollMs,
    retentionDays: config.retentionDays,
    leaseMs: leaseFor(config.webhook?.timeoutMs ?? 0),
    webhook,
    email,
    zoneOf: zoneReader(gateway),
    report: gateway.report,
  });
  const staff: StaffParts = { config, gateway, events };
  return {
    receive: (call) => receiveRequest({ config, gateway, events, worker }, call),
    list: (call) => listInbox(staff, call),
    read: (call, id) => readOne(staff, call, id),
    change: (call, id) => changeOne(staff, call, id),
    erase: (call, id) => eraseOne(staff, call, id),
    events: (call, context) => streamEvents(staff, call, context),
    async databaseState() {
      try {
        await database.query('select 1');
        return 'ok';
      } catch {
        return 'down';
      }
    },
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
