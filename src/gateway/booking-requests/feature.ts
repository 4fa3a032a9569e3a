/**
 * The booking requests, put together: `bookingRequests(options)` reads the options (a wrong one is
 * a TypeError at once) and gives the gateway the routes to serve and what starts the event hub,
 * the delivery worker with its senders (their packages loaded only when configured), and the
 * routes' handlers.
 */
import type { BookingRequestOperationName } from '../../api/booking-requests/operations.js';
import { bookingRequestOperations } from '../../api/booking-requests/operations.js';
import { channelsFor, companyReader, startSenders } from './delivery/channels.js';
import { streamEvents } from './staff/event-stream.js';
import { createEventHub } from './staff/events.js';
import { receiveRequest } from './intake/intake-route.js';
import type { BookingRequests, RequestsFeature, RouteAudience, RouteHandler } from './hook.js';
import { readRequestsOptions, type RequestsConfig, type RequestsOptions } from './options.js';
import type { GatewayParts } from './parts.js';
import { changeOne, deleteOne, getOne, listPage, noteOne, resendOne, type StaffParts } from './staff/staff-routes.js';
import { startWorker } from './delivery/worker.js';
import { startDeadlines } from './delivery/deadlines.js';
import { type EventChannels, type NewsOf, watchNews } from './delivery/outbox.js';
import { type CustomerParts, getMine, withdrawMine } from './customer/customer-routes.js';
import { createWatch, deleteOneWatch, getMyWatch, listWatchPage, stopMyWatch, type WatchParts } from './watches/watch-routes.js';
import { startWatcher } from './watches/watcher.js';

/** How often each instance reads the log of changes while a staff page is open, whatever else wakes it. */
const eventPollMs = 2000;

/**
 * How often the slot watcher wakes to look for branches due (each is due once per watch interval,
 * by the gateway's clock): five polls of the outbox, 5 s by default.
 */
const watcherWakeMs = (pollMs: number) => 5 * pollMs;

/**
 * Who may call each operation: `public`, anyone (a customer's flow, within the hourly limit; the
 * customer's own request, opened by the capability of their link), or
 * `staff`, a staff token, the route served only where staff tokens are configured. A name missing,
 * or one that names no operation, does not compile.
 */
const audiences: { readonly [Name in BookingRequestOperationName]: RouteAudience } = {
  sendBookingRequest: 'public',
  listBookingRequests: 'staff',
  readBookingRequestEvents: 'staff',
  getMyBookingRequest: 'public',
  withdrawMyBookingRequest: 'public',
  getBookingRequest: 'staff',
  changeBookingRequest: 'staff',
  deleteBookingRequest: 'staff',
  resendBookingRequestDelivery: 'staff',
  addBookingRequestNote: 'staff',
  createSlotWatch: 'public',
  listSlotWatches: 'staff',
  getMySlotWatch: 'public',
  stopMySlotWatch: 'public',
  deleteSlotWatch: 'staff',
};

async function startRequests(config: RequestsConfig, gateway: GatewayParts): Promise<RequestsFeature> {
  const { database } = config;
  const companyOf = companyReader(gateway);
  const senders = await startSenders(config, companyOf);
  const events = await createEventHub(database, { pollMs: eventPollMs, report: gateway.report });
  const worker = startWorker({
    database,
    now: config.now,
    pollMs: config.pollMs,
    retentionDays: config.retentionDays,
    senders,
    report: gateway.report,
  });
  const tell: EventChannels = (news, event) => channelsFor(senders, news, event);
  const deadlines = startDeadlines(
    {
      database,
      now: config.now,
      answerHours: config.answerHours,
      expireHours: config.expireHours,
      everyMs: config.deadlinePollMs,
      tell,
      report: gateway.report,
    },
    ({ expired }) => {
      worker.kick();
      if (expired > 0) events.changed();
    },
  );
  const staff: StaffParts = { config, gateway, events, worker, tell };
  const customer: CustomerParts = { config, gateway, events, worker, tell };
  const channels = (news: NewsOf) => channelsFor(senders, news, 'booking_request.received');
  const watchChannels = (event: 'slot_watch.created' | 'slot_watch.notified') => (businessId: string, email: string) =>
    channelsFor(senders, { businessId, status: watchNews, customerEmail: email }, event);
  // A watch tells its customer by e-mail, with a link to its page: without both it is not offered.
  const offered = senders.has('customer') && config.statusUrl !== undefined;
  const watcher = offered
    ? startWatcher({
        database,
        now: config.now,
        intervalMs: config.watchIntervalMs,
        callsPerHour: config.watchCallsPerHour,
        wakeMs: Math.min(config.watchIntervalMs, watcherWakeMs(config.pollMs)),
        gateway,
        companyOf,
        channels: watchChannels('slot_watch.notified'),
        queued: () => worker.kick(),
      })
    : undefined;
  const watches: WatchParts = {
    config,
    gateway,
    worker,
    companyOf,
    channels: watchChannels('slot_watch.created'),
    offered,
    lookSoon: () => watcher?.kick(),
  };
  const handlers: { readonly [Name in BookingRequestOperationName]: RouteHandler } = {
    sendBookingRequest: (call) => receiveRequest({ config, gateway, events, worker, channels }, call),
    listBookingRequests: (call) => listPage(staff, call),
    readBookingRequestEvents: (call, context) => streamEvents(staff, call, context),
    getMyBookingRequest: (call) => getMine(customer, call),
    withdrawMyBookingRequest: (call) => withdrawMine(customer, call),
    getBookingRequest: (call) => getOne(staff, call),
    changeBookingRequest: (call) => changeOne(staff, call),
    deleteBookingRequest: (call) => deleteOne(staff, call),
    resendBookingRequestDelivery: (call) => resendOne(staff, call),
    addBookingRequestNote: (call) => noteOne(staff, call),
    createSlotWatch: (call) => createWatch(watches, call),
    listSlotWatches: (call) => listWatchPage(watches, call),
    getMySlotWatch: (call) => getMyWatch(watches, call),
    stopMySlotWatch: (call) => stopMyWatch(watches, call),
    deleteSlotWatch: (call) => deleteOneWatch(watches, call),
  };
  return {
    handlers,
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
      deadlines.stop().catch(() => undefined);
      watcher?.stop().catch(() => undefined);
      worker.stop().catch(() => undefined);
    },
    async close() {
      await deadlines.stop();
      await watcher?.stop();
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
    routes: bookingRequestOperations.map((operation) => ({ operation, audience: audiences[operation.name] })),
    start: (gateway) => startRequests(config, gateway),
  };
}
