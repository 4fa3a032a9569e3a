/**
 * The delivery worker each instance runs while booking requests are on. Each channel the instance
 * has (the webhook, e-mail) is a loop of its own: it claims that channel's due deliveries
 * (outbox.ts), sends them side by side, records each attempt as it ends, and looks again, so that a
 * receiver that hangs holds up only its own channel, and its own round no longer than its time
 * limit. A channel the instance does not have is never claimed here. Beside the loops, the upkeep:
 * the instance says which channels it sends by (senders.ts) and which have nobody to send them,
 * and once an hour deletes what is older than the retention. A new request wakes the loops at
 * once; otherwise they look every `pollMs`. Stopping lets the rounds in progress finish.
 */
import { within } from '../../pipeline/deadline.js';
import type { RequestDatabase } from '../store/database.js';
import { findRequest, purgeBefore } from '../staff/inbox.js';
import type { DeliveryChannel } from '../../../api/booking-requests/lifecycle.js';
import { claimDue, type NewsOf, recordAttempt, type AttemptResult, type ClaimedDelivery } from './outbox.js';
import type { BookingRequestRecord } from '../records.js';
import { announceSender, heartbeatMs, unservedChannels, withdrawSender } from './senders.js';

/** Deliveries of a channel claimed in one round; a full round is followed by another at once. */
const batch = 20;
/** How often the retention is applied. */
const purgeEveryMs = 3600_000;
const dayMs = 24 * 3600_000;

/** A way of telling the business: the webhook or e-mail (channels.ts starts one per channel configured). */
export interface Sender {
  /** The longest one attempt may take, in ms (its lease is longer). */
  readonly timeoutMs: number;
  /** Whether news of a request goes by this channel: the business's e-mail only to a branch with an address, the customer's only to a customer who gave one. */
  reaches(news: NewsOf): boolean;
  /** Sends one delivery: `request` is the request it carries, absent for the notice of an erasure. */
  send(delivery: ClaimedDelivery, request: BookingRequestRecord | undefined): Promise<AttemptResult>;
  close?(): void;
}

export interface WorkerParts {
  readonly database: RequestDatabase;
  readonly now: () => number;
  readonly pollMs: number;
  readonly retentionDays: number;
  /** The channels this instance sends by. */
  readonly senders: ReadonlyMap<DeliveryChannel, Sender>;
  /** Told of each attempt and each failure of the worker itself, in words without personal data. */
  readonly report: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (a request was just stored). */
  kick(): void;
  /** The channels with deliveries waiting and no instance to send them, as last seen (for `/readyz`). */
  unserved(): readonly DeliveryChannel[];
  stop(): Promise<void>;
}

/**
 * How long a claimed delivery is held by the instance that claimed it: longer than an attempt may
 * take, so that no other instance sends it at the same time, and short, since a delivery claimed
 * by an instance that died waits this long before another one takes it.
 */
export const leaseFor = (timeoutMs: number) => Math.max(45_000, 3 * timeoutMs);

/**
 * The embedded database runs no autovacuum (PGlite has no background workers): the rows deleted
 * (erased, past the retention) and the old versions of changed ones would stay in its files, which
 * would only grow. Once an hour their room is made reusable, as PostgreSQL's autovacuum does on a
 * server. It does not wipe them: docs/gateway.md says what stays on disk, and until when.
 */
async function reclaim(database: RequestDatabase): Promise<void> {
  if (database.kind !== 'embedded') return;
  await database.query(
    `vacuum booking_requests, booking_request_history, booking_deliveries, booking_delivery_attempts, booking_request_events, booking_gateway_instances,
       booking_request_tokens, booking_slot_watches, booking_slot_watch_tokens, booking_watch_branches, booking_watch_openings, booking_watch_offers,
       booking_watch_calls`,
  );
}

/** Words for the log of a failure of the database: its code, never its message (which may quote a row). */
const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? ` (${String(error.code).slice(0, 40)})` : '');

async function attempt(parts: WorkerParts, sender: Sender, delivery: ClaimedDelivery): Promise<void> {
  let request: BookingRequestRecord | undefined;
  // The request itself goes with a new one, with a reminder by e-mail, and with every message to the
  // customer; the webhook's other events carry their payload.
  // A slot watch's news carries the watch, which its sender reads itself.
  if (
    delivery.watchId === undefined &&
    (delivery.event === 'booking_request.received' ||
      delivery.channel === 'customer' ||
      (delivery.event === 'booking_request.overdue' && delivery.channel === 'email'))
  ) {
    request = delivery.requestId === undefined ? undefined : await findRequest(parts.database, delivery.requestId);
    // Erased between the claim and now: its deliveries went with it.
    if (!request) return;
  }
  // The sender keeps its own limit; this one holds even for a sender that does not.
  const result = await within(sender.send(delivery, request), sender.timeoutMs + 1000, () => ({
    ok: false,
    error: 'the receiver did not answer in time',
  }));
  const status = await recordAttempt(parts.database, delivery, result, parts.now());
  const words = `${delivery.channel} delivery ${delivery.id} (${delivery.event}), attempt ${delivery.attempt}`;
  if (result.ok) parts.report('info', `${words}: delivered`);
  else
    parts.report(
      status === 'failed' ? 'error' : 'warn',
      `${words}: ${result.error ?? 'failed'}; ${status === 'failed' ? 'given up after a day of retries' : 'retried later'}`,
    );
}

/** A task run again and again: at once when kicked or when a round asks for more, else every `everyMs`. */
export interface Loop {
  kick(): void;
  stop(): Promise<void>;
}

export function startLoop(round: () => Promise<boolean>, everyMs: number, onError: (error: unknown) => void): Loop {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let again = false;

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref?.();
  }

  function run() {
    if (running) {
      again = true;
      return;
    }
    running = round()
      .then((more) => {
        running = undefined;
        const now = more || again;
        again = false;
        schedule(now ? 0 : everyMs);
      })
      .catch((error: unknown) => {
        running = undefined;
        onError(error);
        schedule(everyMs);
      });
  }

  schedule(0);
  return {
    kick: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export function startWorker(parts: WorkerParts): DeliveryWorker {
  const { database } = parts;
  const instance = crypto.randomUUID();
  const channels = [...parts.senders.keys()];
  let unserved: readonly DeliveryChannel[] = [];
  let lastPurge = Number.NEGATIVE_INFINITY;
  let databaseDown = false;
  const failed = (what: string) => (error: unknown) => {
    parts.report('error', `${what} could not reach the database${codeOf(error)}: it tries again shortly`);
  };

  const loops = [...parts.senders].map(([channel, sender]) => {
    const leaseMs = leaseFor(sender.timeoutMs);
    return startLoop(
      async () => {
        const claimed = await claimDue(database, channel, parts.now(), leaseMs, batch);
        await Promise.all(claimed.map((delivery) => attempt(parts, sender, delivery)));
        return claimed.length === batch;
      },
      parts.pollMs,
      failed(`the ${channel} deliveries`),
    );
  });

  const upkeep = startLoop(
    async () => {
      try {
        await announceSender(database, instance, channels);
        const found = await unservedChannels(database);
        if (found.join() !== unserved.join()) {
          if (found.length > 0) parts.report('warn', `deliveries wait by ${found.join(' and ')}, which no instance of the gateway sends`);
          else if (unserved.length > 0) parts.report('info', `every channel with deliveries waiting has an instance to send them`);
        }
        unserved = found;
        databaseDown = false;
      } catch (error) {
        // Said once per outage: the channels' loops say the rest.
        if (!databaseDown) failed('the delivery upkeep')(error);
        databaseDown = true;
        return false;
      }
      if (parts.now() - lastPurge >= purgeEveryMs) {
        lastPurge = parts.now();
        const purged = await purgeBefore(database, parts.now() - parts.retentionDays * dayMs, parts.now());
        if (purged > 0) parts.report('info', `${purged} request(s) older than ${parts.retentionDays} days deleted`);
        await reclaim(database);
      }
      return false;
    },
    heartbeatMs,
    failed('the retention'),
  );

  let stopping: Promise<void> | undefined;
  return {
    kick: () => {
      for (const loop of loops) loop.kick();
    },
    unserved: () => unserved,
    stop() {
      stopping ??= (async () => {
        await Promise.all([...loops, upkeep].map((loop) => loop.stop()));
        // Its channels are no longer counted as sent by it at once, rather than after its silence.
        await withdrawSender(database, instance).catch(() => undefined);
        for (const sender of parts.senders.values()) sender.close?.();
      })();
      return stopping;
    },
  };
}
