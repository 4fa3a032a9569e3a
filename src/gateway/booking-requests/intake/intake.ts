/**
 * Storing a customer's request: the request, its first line of history, one delivery per way
 * the business is reached and the change for the staff's streams (staff/event-log.ts), in one statement
 * (one transaction), so that a request is never stored without its deliveries nor delivered
 * without being stored. The idempotency key is unique: the same key
 * again finds what the first one stored.
 */
import { type DeliveryChannel, firstStatus } from '../../../api/booking-requests/lifecycle.js';
import type { CheckedBookingRequest } from '../../../api/booking-requests/send.js';
import type { Queryable, RequestDatabase } from '../store/database.js';
import { sqlWord } from '../store/sql-words.js';
import { eventOrderLock } from '../staff/event-log.js';
import { messageIdOf } from '../delivery/outbox.js';
import { receivedAnswerOf, type ReceivedAnswer, type RequestRow } from '../records.js';
import { newReference } from './reference.js';
import { newStatusToken } from '../customer/status-token.js';

/** What an earlier request with the same key holds: its answer, and the hash of its body. */
export interface EarlierRequest {
  readonly answer: ReceivedAnswer;
  readonly bodyHash: string;
}

/** SHA-256 of a checked body (a request's, a watch's), as hex: two bodies that read the same have the same hash. */
export async function bodyHash(body: object): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function findByKey(database: Queryable, key: string): Promise<EarlierRequest | undefined> {
  const [row] = await database.query<Pick<RequestRow, 'id' | 'reference' | 'received_time' | 'body_hash'>>(
    'select id, reference, received_time, body_hash from booking_requests where idempotency_key = $1',
    [key],
  );
  return row ? { answer: receivedAnswerOf(row), bodyHash: row.body_hash } : undefined;
}

/** A unique index refused the row (PostgreSQL's 23505, the same on PGlite). */
const isUniqueViolation = (error: unknown) => error instanceof Error && 'code' in error && error.code === '23505';

/** A new reference clashing with a stored one is drawn again: at most this many times. */
const referenceDraws = 5;

export interface NewRequest {
  readonly body: CheckedBookingRequest;
  readonly idempotencyKey: string;
  readonly bodyHash: string;
  readonly channels: readonly DeliveryChannel[];
  /** The groomer's name, as the availability that offered the time gave it. */
  readonly groomer: string;
  /** The received time, from the gateway's clock. */
  readonly now: number;
  /** The declined request whose offered time this one takes, and the customer id it carried (the capability vouched for it). */
  readonly replacing?: { readonly id: string; readonly customerId: string | undefined };
}

/** A unique index refused a second request for the same declined one's offers. */
const isSecondReplacement = (error: unknown) =>
  isUniqueViolation(error) && error instanceof Error && error.message.includes('booking_requests_replaced_once');

/**
 * Stores the request with its deliveries. Gives `created` with the answer, or `earlier` when
 * another request with the same key was stored first (two sent at once): the caller compares.
 */
export async function storeRequest(
  database: RequestDatabase,
  request: NewRequest,
): Promise<{ created: ReceivedAnswer } | { earlier: EarlierRequest } | { replacedAlready: true }> {
  for (let draw = 1; ; draw += 1) {
    try {
      const created = await insertAll(database, request);
      if (created) return { created };
      const earlier = await findByKey(database, request.idempotencyKey);
      // Found on the insert, gone since: it was erased in between; the caller may send it again.
      if (!earlier) throw new Error('a request with this idempotency key was erased while this one was stored');
      return { earlier };
    } catch (error) {
      if (request.replacing && isSecondReplacement(error)) {
        const earlier = await findByKey(database, request.idempotencyKey);
        return earlier ? { earlier } : { replacedAlready: true };
      }
      if (!isUniqueViolation(error) || draw >= referenceDraws) throw error;
    }
  }
}

/**
 * The request, its first line of history, its deliveries and its logged change, in one statement:
 * a statement is a transaction of its own in PostgreSQL, and one round trip (on PGlite an explicit
 * transaction costs several milliseconds more). The request's row is made from the row of `ordered`,
 * which takes the lock of the changes' order first (staff/event-log.ts). When the key is already stored
 * nothing is inserted, and nothing comes back.
 */
async function insertAll(database: Queryable, { body, idempotencyKey, bodyHash: hash, channels, groomer, now, replacing }: NewRequest) {
  const id = crypto.randomUUID();
  const capability = newStatusToken();
  // One id per delivery, and the id every attempt sends: the webhook's `webhook-id`, the e-mail's Message-ID.
  const deliveries = channels.map((channel) => {
    const deliveryId = crypto.randomUUID();
    return { id: deliveryId, channel, message_id: messageIdOf(channel, deliveryId) };
  });
  const [row] = await database.query<Pick<RequestRow, 'id' | 'reference' | 'received_time'>>(
    `with ordered as (select pg_advisory_xact_lock(${eventOrderLock})),
     request as (
       insert into booking_requests (id, reference, idempotency_key, body_hash, company_id, business_id, staff_id, start_time, end_time,
         customer, customer_id, agreement_record_ids, params, language, status, version, received_time, updated_time, services, replaces, staff_name)
       select $1::uuid, $2, $3, $4, $5, $6, $7, $8::timestamptz, $9::timestamptz, $10::text::jsonb, $11, $12::text::jsonb, $13::text::jsonb, $14,
         ${sqlWord(firstStatus)}, 1, $15::timestamptz, $15::timestamptz, $17::text::jsonb, $18::uuid, $20
       from ordered
       on conflict (idempotency_key) do nothing
       returning id, reference, received_time, business_id, company_id),
     history as (
       insert into booking_request_history (request_id, status, note, actor, at)
       select id, ${sqlWord(firstStatus)}, null, ${sqlWord('customer')}, received_time from request),
     deliveries as (
       insert into booking_deliveries (id, request_id, channel, message_id, status, attempts, created_at, retrying_since, next_attempt_at)
       select d.id, request.id, d.channel, d.message_id, ${sqlWord('pending')}, 0, request.received_time, request.received_time, request.received_time
       from request, jsonb_to_recordset($16::text::jsonb) as d (id uuid, channel text, message_id text)),
     logged as (
       insert into booking_request_events (type, request_id, business_id, company_id, at)
       select 'created', id, business_id, company_id, received_time from request),
     capability as (
       insert into booking_request_tokens (token_hash, request_id, created_at) select $19, id, received_time from request)
     select id, reference, received_time from request`,
    [
      id,
      newReference(),
      idempotencyKey,
      hash,
      body.companyId,
      body.businessId,
      body.staffId,
      body.startTime,
      body.endTime,
      JSON.stringify(body.customer),
      (replacing ? replacing.customerId : body.customerId) || null,
      JSON.stringify(body.agreementRecordIds ?? []),
      JSON.stringify(body.params ?? {}),
      body.language || null,
      new Date(now).toISOString(),
      JSON.stringify(deliveries),
      JSON.stringify(body.services ?? []),
      replacing?.id ?? null,
      capability.hash,
      groomer || null,
    ],
  );
  // The token goes out in this answer only: the database keeps its hash.
  return row ? { ...receivedAnswerOf(row), statusToken: capability.token } : undefined;
}
