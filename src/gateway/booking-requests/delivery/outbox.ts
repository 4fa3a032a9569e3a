/**
 * The deliveries waiting to go out, as a queue in the database that every instance shares. An
 * instance claims due ones of the channels it can send by (`FOR UPDATE SKIP LOCKED` and a lease,
 * `locked_until`): two instances never claim the same one, one that dies mid-attempt leaves it to
 * be claimed again when its lease runs out (at least once, never dropped), and a delivery of a
 * channel an instance does not have is left to one that has it, never failed for want of it.
 * Each attempt is recorded; after a day of retries a delivery is `failed`, kept for staff to see
 * and to send again.
 */
import type { DeliveryChannel, DeliveryEvent, DeliveryState } from '../../../api/booking-requests/lifecycle.js';
import { isoOf, type Queryable, type RequestDatabase } from '../store/database.js';
import { sqlWord } from '../store/sql-words.js';

/** What a delivery tells the business (the lifecycle lists the events). */
export type { DeliveryEvent } from '../../../api/booking-requests/lifecycle.js';

/** Whom news of a request may reach: its branch, the status it has now, and the customer's e-mail address ("" when they gave none). */
export interface NewsOf {
  readonly businessId: string;
  readonly status: string;
  readonly customerEmail: string;
}

/** The status a slot watch's news is given in `NewsOf`: a watcher always gave an address, and is told of each. */
export const watchNews = 'watch';

/** The channels an event of a request goes by (channels.ts: those configured that carry it and reach its audience). */
export type EventChannels = (news: NewsOf, event: DeliveryEvent) => readonly DeliveryChannel[];

/** Whom a stored request's news may reach. */
export const newsOf = (request: {
  readonly businessId: string;
  readonly status: string;
  readonly customer: { readonly email: string };
}): NewsOf => ({ businessId: request.businessId, status: request.status, customerEmail: request.customer.email });

export interface QueuedEvent {
  /** The request it tells of; undefined for news of a slot watch. */
  readonly requestId: string | undefined;
  /** The slot watch it tells of (its deliveries are deleted with it). */
  readonly watchId?: string;
  readonly event: DeliveryEvent;
  /** What the webhook's `data` carries, when not the request itself: ids and words of the lifecycle, nothing personal. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** The line of history the event tells (a change of status), for the messages that quote it. */
  readonly historyId: string | undefined;
  readonly channels: readonly DeliveryChannel[];
  readonly at: string;
}

/**
 * Queues one delivery of `event` per channel, in the caller's transaction (the change and its
 * deliveries are stored together or not at all), each with its own message id.
 */
export async function queueEvent(transaction: Queryable, queued: QueuedEvent): Promise<void> {
  if (queued.channels.length === 0) return;
  const deliveries = queued.channels.map((channel) => {
    const deliveryId = crypto.randomUUID();
    return { id: deliveryId, channel, message_id: messageIdOf(channel, deliveryId) };
  });
  await transaction.query(
    `insert into booking_deliveries (id, request_id, watch_id, channel, event, payload, history_id, message_id, status, attempts, created_at, retrying_since, next_attempt_at)
     select d.id, $1::uuid, $7::uuid, d.channel, $2, $3::text::jsonb, $4::bigint, d.message_id, ${sqlWord('pending')}, 0, $5::timestamptz, $5::timestamptz, $5::timestamptz
     from jsonb_to_recordset($6::text::jsonb) as d (id uuid, channel text, message_id text)`,
    [
      queued.requestId ?? null,
      queued.event,
      JSON.stringify(queued.payload),
      queued.historyId ?? null,
      queued.at,
      JSON.stringify(deliveries),
      queued.watchId ?? null,
    ],
  );
}

/**
 * The id every attempt of a delivery sends, so that the receiver can tell a retry from another
 * message, written as each channel's receivers expect it: the webhook's `webhook-id`, the e-mail's
 * Message-ID.
 */
const messageIds: { readonly [Channel in DeliveryChannel]: (deliveryId: string) => string } = {
  webhook: (deliveryId) => `msg_${deliveryId.replaceAll('-', '')}`,
  email: (deliveryId) => `<${deliveryId}@booking-requests>`,
  customer: (deliveryId) => `<${deliveryId}@booking-requests>`,
};

export const messageIdOf = (channel: DeliveryChannel, deliveryId: string): string => messageIds[channel](deliveryId);

/** The first retry comes this soon after a failure; each next one three times later, up to the ceiling. */
const firstRetryMs = 20_000;
const longestRetryMs = 8 * 3600_000;
/** Retried for at least this long after the first attempt was due (or after staff sent it again). */
export const retryForMs = 24 * 3600_000;

/** How long after the `attempts`-th failure the next attempt comes: 20 s, 1 min, 3 min, ... 8 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 3 ** Math.max(0, Math.min(attempts - 1, 20)), longestRetryMs);
}

export interface ClaimedDelivery {
  readonly id: string;
  /** The request it carries; absent for the notice of an erasure, whose request is gone, and for news of a slot watch. */
  readonly requestId: string | undefined;
  /** The slot watch it tells of, for the events `slot_watch.*`. */
  readonly watchId: string | undefined;
  readonly channel: DeliveryChannel;
  readonly event: DeliveryEvent;
  /** What the webhook's `data` carries for an event other than `received`: `{ id, reference, ... }`. */
  readonly payload: Readonly<Record<string, unknown>> | undefined;
  /** The line of history a change's event tells (its status, words to the customer, times offered), for a message that quotes it. */
  readonly historyId: string | undefined;
  readonly messageId: string;
  /** This attempt's number, from 1. */
  readonly attempt: number;
  readonly createdAt: number;
  /** When its day of retries began: when it was first due, or sent again by staff. */
  readonly retryingSince: number;
}

interface ClaimedRow {
  id: string;
  request_id: string | null;
  watch_id: string | null;
  channel: DeliveryChannel;
  event: DeliveryEvent;
  payload: Record<string, unknown> | null;
  history_id: string | null;
  message_id: string;
  attempts: number;
  created_at: unknown;
  retrying_since: unknown;
}

/** Claims at most `batch` due deliveries of `channel` for `leaseMs`. */
export async function claimDue(
  database: RequestDatabase,
  channel: DeliveryChannel,
  now: number,
  leaseMs: number,
  batch: number,
): Promise<ClaimedDelivery[]> {
  const rows = await database.query<ClaimedRow>(
    `update booking_deliveries d set locked_until = $2::timestamptz, attempts = d.attempts + 1
     from (select id from booking_deliveries
           where status = ${sqlWord('pending')} and channel = $4 and next_attempt_at <= $1::timestamptz
             and (locked_until is null or locked_until <= $1::timestamptz)
           order by next_attempt_at limit $3::int for update skip locked) due
     where d.id = due.id
     returning d.id, d.request_id, d.watch_id, d.channel, d.event, d.payload, d.history_id, d.message_id, d.attempts, d.created_at, d.retrying_since`,
    [new Date(now).toISOString(), new Date(now + leaseMs).toISOString(), batch, channel],
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id ?? undefined,
    watchId: row.watch_id ?? undefined,
    channel: row.channel,
    event: row.event,
    payload: row.payload ?? undefined,
    historyId: row.history_id === null ? undefined : String(row.history_id),
    messageId: row.message_id,
    attempt: row.attempts,
    createdAt: Date.parse(isoOf(row.created_at)),
    retryingSince: Date.parse(isoOf(row.retrying_since)),
  }));
}

/** What one attempt came to. `error` is words safe to show staff: never a secret, a URL or personal data. */
export interface AttemptResult {
  readonly ok: boolean;
  readonly httpStatus?: number;
  readonly error?: string;
}

/** Records an attempt and what follows it: sent, retried later, or failed for good after a day. */
export async function recordAttempt(
  database: RequestDatabase,
  delivery: ClaimedDelivery,
  result: AttemptResult,
  now: number,
): Promise<DeliveryState> {
  const next = now + retryDelayMs(delivery.attempt);
  const status: DeliveryState = result.ok ? 'sent' : now - delivery.retryingSince >= retryForMs ? 'failed' : 'pending';
  // One statement, so one transaction: the attempt is never recorded without what follows it. A
  // delivery deleted with its request during the attempt is gone: nothing is recorded.
  await database.query(
    `with delivery as (
       update booking_deliveries set status = $2, next_attempt_at = $3::timestamptz, locked_until = null, last_error = $4
       where id = $1::uuid returning id)
     insert into booking_delivery_attempts (delivery_id, at, ok, http_status, error)
     select id, $5::timestamptz, $6::boolean, $7::int, $8 from delivery`,
    [
      delivery.id,
      status,
      new Date(next).toISOString(),
      result.ok ? null : (result.error?.slice(0, 300) ?? null),
      new Date(now).toISOString(),
      result.ok,
      result.httpStatus ?? null,
      result.error?.slice(0, 300) ?? null,
    ],
  );
  return status;
}
