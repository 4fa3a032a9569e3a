/**
 * The booking requests, put together: `bookingRequests(options)` reads the options (a wrong one is
 * a TypeError at once) and gives the gateway what starts the event hub, the delivery worker with
 * its senders (their packages loaded only when configured), and the routes' handlers.
 */
import { channelsFor, startSenders } from './delivery/channels.js';
import { streamEvents } from './staff/event-stream.js';
import { createEventHub } from './staff/events.js';
import { receiveRequest } from './intake/intake-route.js';
import type { BookingRequests, RequestsFeature } from './hook.js';
import { readRequestsOptions, type RequestsConfig, type RequestsOptions } from './options.js';
import type { GatewayParts } from './parts.js';
import { changeOne, eraseOne, listInbox, readOne, resendOne, type StaffParts } from './staff/staff-routes.js';
import { startWorker } from './delivery/worker.js';

/** How often each instance reads the log of changes while a staff page is open, whatever else wakes it. */
const eventPollMs = 2000;

async function startRequests(config: RequestsConfig, gateway: GatewayParts): Promise<RequestsFeature> {
  const { database } = config;
  const senders = await startSenders(config, gateway);
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
    receive: (call) =>
      receiveRequest({ config, gateway, events, worker, channels: (businessId) => channelsFor(senders, businessId) }, call),
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
