/**
 * The deliveries waiting to go out, as a queue in the database that every instance shares. An
 * instance claims due ones with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`): two
 * instances never claim the same one, and one that dies mid-attempt leaves it to be claimed again
 * when its lease runs out (at least once, never dropped). Each attempt is recorded; after a day of
 * retries a delivery is `failed`, kept for staff to see.
 */
import { isoOf, type RequestDatabase } from './database.js';
import type { DeliveryChannel } from './intake.js';

/** The first retry comes this soon after a failure; each next one three times later, up to the ceiling. */
const firstRetryMs = 20_000;
const longestRetryMs = 8 * 3600_000;
/** Retried for at least this long after the first attempt was due. */
export const retryForMs = 24 * 3600_000;

/** How long after the `attempts`-th failure the next attempt comes: 20 s, 1 min, 3 min, ... 8 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(firstRetryMs * 3 ** Math.max(0, Math.min(attempts - 1, 20)), longestRetryMs);
}

export interface ClaimedDelivery {
  readonly id: string;
  readonly requestId: string;
  readonly channel: DeliveryChannel;
  readonly messageId: string;
  /** This attempt's number, from 1. */
  readonly attempt: number;
  readonly createdAt: number;
}

interface ClaimedRow {
  id: string;
  request_id: string;
  channel: DeliveryChannel;
  message_id: string;
  attempts: number;
  created_at: unknown;
}

/** Claims at most `batch` due deliveries for `leaseMs`. */
export async function claimDue(database: RequestDatabase, now: number, leaseMs: number, batch: number): Promise<ClaimedDelivery[]> {
  const rows = await database.query<ClaimedRow>(
    `update booking_deliveries d set locked_until = $2::timestamptz, attempts = d.attempts + 1
     from (select id from booking_deliveries
           where status = 'pending' and next_attempt_at <= $1::timestamptz and (locked_until is null or locked_until <= $1::timestamptz)
           order by next_attempt_at limit $3::int for update skip locked) due
     where d.id = due.id
     returning d.id, d.request_id, d.channel, d.message_id, d.attempts, d.created_at`,
    [new Date(now).toISOString(), new Date(now + leaseMs).toISOString(), batch],
  );
  return rows.map((row) => ({
    id: row.id,
    requestId: row.request_id,
    channel: row.channel,
    messageId: row.message_id,
    attempt: row.attempts,
    createdAt: Date.parse(isoOf(row.created_at)),
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
): Promise<'sent' | 'pending' | 'failed'> {
  const next = now + retryDelayMs(delivery.attempt);
  const status = result.ok ? 'sent' : now - delivery.createdAt >= retryForMs ? 'failed' : 'pending';
  // One statement, so one transaction: the attempt is never recorded without what follows it.
  await database.query(
    `with attempt as (
       insert into booking_delivery_attempts (delivery_id, at, ok, http_status, error)
       values ($1::uuid, $5::timestamptz, $6::boolean, $7::int, $8))
     update booking_deliveries set status = $2, next_attempt_at = $3::timestamptz, locked_until = null, last_error = $4 where id = $1::uuid`,
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
