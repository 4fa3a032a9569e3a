/**
 * What staff do with the requests, in the database: list them newest first a page at a time, get
 * one whole (its history and its deliveries with every attempt), change its status when nobody
 * changed it since they read it and the lifecycle allows it, add a note alone, send a failed delivery again, delete
 * one (a customer's erasure), and delete what is older than the retention. Each change is logged
 * (event-log.ts) in the transaction that makes it.
 */
import {
  type DeliveryChannel,
  type DeliveryEvent,
  type DeliveryState,
  type RequestActor,
  type RequestStatus,
  statusesBefore,
} from '../../../api/booking-requests/lifecycle.js';
import { DatabaseTimeout, isoOf, type Queryable, type RequestDatabase } from '../store/database.js';
import { sqlWord } from '../store/sql-words.js';
import { eventsKeptMs, inOrderOfChanges, recordEvent } from './event-log.js';
import { type EventChannels, messageIdOf, newsOf, queueEvent } from '../delivery/outbox.js';
import { hasSender } from '../delivery/senders.js';
import { recordOf, requestColumns, type BookingRequestRecord, type RequestOffer, type RequestRow } from '../records.js';

/** The branches and companies a caller may read; undefined: every one. */
export interface Scope {
  readonly companies: ReadonlySet<string> | undefined;
  readonly businesses: ReadonlySet<string> | undefined;
}

export interface ListQuery {
  readonly scope: Scope;
  readonly businessId?: string | undefined;
  readonly status?: RequestStatus | undefined;
  readonly pageSize: number;
  /** Where the previous page ended: its last request's received time and id. */
  readonly after: { readonly receivedTime: string; readonly id: string } | undefined;
}

const listOf = (set: ReadonlySet<string> | undefined) => (set === undefined ? null : JSON.stringify([...set]));

export async function listRequests(database: Queryable, query: ListQuery): Promise<BookingRequestRecord[]> {
  const rows = await database.query<RequestRow>(
    `select ${requestColumns} from booking_requests
     where ($1::text is null or business_id = $1)
       and ($2::text is null or status = $2)
       and ($3::text::jsonb is null or business_id in (select jsonb_array_elements_text($3::text::jsonb)))
       and ($4::text::jsonb is null or company_id in (select jsonb_array_elements_text($4::text::jsonb)))
       and ($5::timestamptz is null or (received_time, id) < ($5::timestamptz, $6::uuid))
     order by received_time desc, id desc
     limit $7::int`,
    [
      query.businessId ?? null,
      query.status ?? null,
      listOf(query.scope.businesses),
      listOf(query.scope.companies),
      query.after?.receivedTime ?? null,
      query.after?.id ?? null,
      query.pageSize,
    ],
  );
  return rows.map(recordOf);
}

export interface HistoryEntry {
  /** The line's id, which the deliveries that tell it name (`historyId`). */
  readonly id: string;
  /** `status`: a change of status (or the request's arrival); `resent`: staff sent a failed delivery again; `note`: a note alone. */
  readonly action: HistoryAction;
  /** The request's status after the change. */
  readonly status: string;
  readonly note?: string;
  /** The words sent to the customer with the change. */
  readonly message?: string;
  /** The times offered with a decline. */
  readonly offers?: readonly RequestOffer[];
  /** The delivery's channel, for `resent`. */
  readonly channel?: DeliveryChannel;
  readonly actor: string;
  readonly at: string;
}

export interface DeliveryView {
  readonly id: string;
  readonly channel: DeliveryChannel;
  /** What it tells: the request received, a change, a reminder that it waits for an answer. */
  readonly event: DeliveryEvent;
  /** The line of history it tells; absent for what tells no line (a reminder). */
  readonly historyId?: string;
  readonly messageId: string;
  readonly status: DeliveryState;
  readonly attempts: readonly { readonly at: string; readonly ok: boolean; readonly httpStatus?: number; readonly error?: string }[];
  readonly nextAttemptTime?: string;
  /** Pending, and no instance of the gateway sends by its channel any more: it waits until one does. */
  readonly noSender?: true;
}

export interface RequestDetail extends BookingRequestRecord {
  readonly history: readonly HistoryEntry[];
  readonly deliveries: readonly DeliveryView[];
}

export async function findRequest(database: Queryable, id: string): Promise<BookingRequestRecord | undefined> {
  const [row] = await database.query<RequestRow>(`select ${requestColumns} from booking_requests where id = $1::uuid`, [id]);
  return row ? recordOf(row) : undefined;
}

type HistoryAction = 'status' | 'resent' | 'note';

interface HistoryRow {
  id: string | number;
  action: HistoryAction;
  status: string;
  note: string | null;
  message: string | null;
  offers: RequestOffer[] | null;
  channel: DeliveryChannel | null;
  actor: string;
  at: unknown;
}
interface DeliveryRow {
  id: string;
  channel: DeliveryChannel;
  event: DeliveryEvent;
  history_id: string | number | null;
  message_id: string;
  status: DeliveryState;
  next_attempt_at: unknown;
  no_sender: boolean;
}
interface AttemptRow {
  delivery_id: string;
  at: unknown;
  ok: boolean;
  http_status: number | null;
  error: string | null;
}

/** The most attempts shown per delivery: about a day of retries. */
const mostAttemptsShown = 100;

export async function requestDetail(database: Queryable, id: string): Promise<RequestDetail | undefined> {
  const request = await findRequest(database, id);
  if (!request) return undefined;
  const history = await database.query<HistoryRow>(
    'select id, action, status, note, message, offers, channel, actor, at from booking_request_history where request_id = $1::uuid order by id limit 1000',
    [id],
  );
  const deliveries = await database.query<DeliveryRow>(
    // The news of a request received tells its first line, which the intake writes with it (without naming it).
    `select d.id, d.channel, d.event, d.message_id, d.status, d.next_attempt_at,
       (d.status = ${sqlWord('pending')} and not ${hasSender('d.channel')}) as no_sender,
       coalesce(d.history_id, case when d.event = 'booking_request.received'
         then (select min(h.id) from booking_request_history h where h.request_id = d.request_id) end) as history_id
     from booking_deliveries d where d.request_id = $1::uuid order by d.created_at, d.channel`,
    [id],
  );
  const attempts = await database.query<AttemptRow>(
    `select a.delivery_id, a.at, a.ok, a.http_status, a.error from booking_delivery_attempts a
     join booking_deliveries d on d.id = a.delivery_id where d.request_id = $1::uuid order by a.id limit ${mostAttemptsShown * 2}`,
    [id],
  );
  return {
    ...request,
    history: history.map((row) => ({
      id: String(row.id),
      action: row.action,
      status: row.status,
      ...(row.note === null ? {} : { note: row.note }),
      ...(row.message === null ? {} : { message: row.message }),
      ...(row.offers === null ? {} : { offers: row.offers }),
      ...(row.channel === null ? {} : { channel: row.channel }),
      actor: row.actor,
      at: isoOf(row.at),
    })),
    deliveries: deliveries.map((row) => ({
      id: row.id,
      channel: row.channel,
      event: row.event,
      ...(row.history_id === null ? {} : { historyId: String(row.history_id) }),
      messageId: row.message_id,
      status: row.status,
      ...(row.status === 'pending' ? { nextAttemptTime: isoOf(row.next_attempt_at) } : {}),
      ...(row.no_sender ? { noSender: true as const } : {}),
      attempts: attempts
        .filter((attempt) => attempt.delivery_id === row.id)
        .map((attempt) => ({
          at: isoOf(attempt.at),
          ok: attempt.ok,
          ...(attempt.http_status === null ? {} : { httpStatus: attempt.http_status }),
          ...(attempt.error === null ? {} : { error: attempt.error }),
        })),
    })),
  };
}

/** A change of status, as staff, the customer or the gateway make it. */
export interface StatusChange {
  readonly status: RequestStatus;
  /** For the business alone. */
  readonly note?: string | undefined;
  /** Words to the customer: kept on the line of history and as the request's latest words. */
  readonly message?: string | undefined;
  /** The times offered with a decline (checked by the caller). */
  readonly offers?: readonly RequestOffer[] | undefined;
}

/** Who makes a change: their part in the lifecycle, and the name the history keeps (a staff token's `name`, else its `sub`). */
export interface Changer {
  readonly by: RequestActor;
  readonly name: string;
}

export type ChangeOutcome =
  | { readonly outcome: 'changed'; readonly request: BookingRequestRecord; readonly previousStatus: RequestStatus }
  /** Someone changed it since `version`: the request as it is now. */
  | { readonly outcome: 'stale'; readonly request: BookingRequestRecord }
  /** Still at `version`, but the lifecycle does not let `by` take it from where it is to that status. */
  | { readonly outcome: 'refused'; readonly request: BookingRequestRecord }
  | { readonly outcome: 'missing' };

/**
 * Changes the status if the request is still at `version` and at a status the lifecycle lets
 * `changer` move it on from (checked by the update itself, so that two changes at once cannot
 * both pass); records who, when, why and the words to the customer, logs the change, and queues
 * `booking_request.updated` by each channel `tell` names, all in one transaction.
 */
export async function changeStatus(
  database: RequestDatabase,
  id: string,
  version: number,
  change: StatusChange,
  changer: Changer,
  now: number,
  tell: EventChannels,
): Promise<ChangeOutcome> {
  return inOrderOfChanges(database, (transaction) => changeIn(transaction, id, version, change, changer, now, tell));
}

/** `changeStatus` in a transaction that holds the order of changes already (the deadlines' batches). */
export async function changeIn(
  transaction: Queryable,
  id: string,
  version: number,
  change: StatusChange,
  changer: Changer,
  now: number,
  tell: EventChannels,
): Promise<ChangeOutcome> {
  const at = new Date(now).toISOString();
  const from = statusesBefore(change.status, changer.by);
  const [row] = await transaction.query<RequestRow & { previous_status: RequestStatus }>(
    `update booking_requests r set status = $3, version = r.version + 1, updated_time = $4::timestamptz,
       message = coalesce($6, r.message),
       internal_notes = case when $8::text is null then r.internal_notes else concat_ws(E'\n', r.internal_notes, $8::text) end,
       offers = case when $3 = ${sqlWord('declined')} then $7::text::jsonb else r.offers end
     from (select id, status as previous_status from booking_requests where id = $1::uuid for update) prior
     where r.id = prior.id and r.version = $2::int and r.status in (select jsonb_array_elements_text($5::text::jsonb))
     returning ${requestColumns
       .split(', ')
       .map((column) => `r.${column}`)
       .join(', ')}, prior.previous_status`,
    [
      id,
      version,
      change.status,
      at,
      JSON.stringify(from),
      change.message || null,
      JSON.stringify(change.offers ?? []),
      change.note || null,
    ],
  );
  if (!row) {
    const current = await findRequest(transaction, id);
    if (!current) return { outcome: 'missing' };
    return { outcome: current.version === version ? 'refused' : 'stale', request: current };
  }
  const [line] = await transaction.query<{ id: string }>(
    `insert into booking_request_history (request_id, status, note, message, offers, actor, at)
     values ($1::uuid, $2, $3, $4, $5::text::jsonb, $6, $7::timestamptz) returning id`,
    [
      id,
      change.status,
      change.note || null,
      change.message || null,
      change.offers && change.offers.length > 0 ? JSON.stringify(change.offers) : null,
      changer.name,
      at,
    ],
  );
  const request = recordOf(row);
  await recordEvent(transaction, { type: 'updated', id, businessId: request.businessId, companyId: request.companyId, at });
  const previousStatus = row.previous_status;
  await queueEvent(transaction, {
    requestId: id,
    event: 'booking_request.updated',
    // As DESIGN.md says the event: ids and the lifecycle's words, no more than `received` carried.
    payload: { id, reference: request.reference, status: request.status, previousStatus, version: request.version },
    historyId: line?.id,
    channels: tell(newsOf(request), 'booking_request.updated'),
    at,
  });
  return { outcome: 'changed', request, previousStatus };
}

export type NoteOutcome =
  | { readonly outcome: 'noted' }
  /** Someone changed it since `version`: the request as it is now. */
  | { readonly outcome: 'stale'; readonly request: BookingRequestRecord }
  | { readonly outcome: 'missing' };

/**
 * Adds staff's note to request `id`, with no change of status, when it is still at `version`: a
 * line of history (`note`, the status as it stands, who and when), the note joined to the
 * request's internal notes, and the change logged so that other open inboxes show it. The version
 * stays: nothing the customer sees changed.
 */
export async function addNote(
  database: RequestDatabase,
  id: string,
  version: number,
  note: string,
  actor: string,
  now: number,
): Promise<NoteOutcome> {
  const at = new Date(now).toISOString();
  return inOrderOfChanges(database, async (transaction) => {
    const [row] = await transaction.query<{ status: RequestStatus; business_id: string; company_id: string }>(
      `update booking_requests set internal_notes = concat_ws(E'\n', internal_notes, $3::text), updated_time = $4::timestamptz
       where id = $1::uuid and version = $2::int returning status, business_id, company_id`,
      [id, version, note, at],
    );
    if (!row) {
      const current = await findRequest(transaction, id);
      return current ? { outcome: 'stale', request: current } : { outcome: 'missing' };
    }
    await transaction.query(
      `insert into booking_request_history (request_id, action, status, note, actor, at)
       values ($1::uuid, 'note', $2, $3, $4, $5::timestamptz)`,
      [id, row.status, note, actor, at],
    );
    await recordEvent(transaction, { type: 'updated', id, businessId: row.business_id, companyId: row.company_id, at });
    return { outcome: 'noted' };
  });
}

export type ResendOutcome =
  | { readonly outcome: 'resent'; readonly request: BookingRequestRecord }
  | { readonly outcome: 'not-failed'; readonly status: DeliveryState }
  | { readonly outcome: 'missing' };

/**
 * Makes a failed delivery of request `id` due again, with a new day of retries and the same message
 * id (the receiver can still tell it from another request), recorded in the request's history.
 */
export async function resendDelivery(
  database: RequestDatabase,
  id: string,
  deliveryId: string,
  actor: string,
  now: number,
): Promise<ResendOutcome> {
  const at = new Date(now).toISOString();
  return inOrderOfChanges(database, async (transaction) => {
    const request = await findRequest(transaction, id);
    const [delivery] = await transaction.query<{ status: DeliveryState; channel: DeliveryChannel }>(
      'select status, channel from booking_deliveries where id = $1::uuid and request_id = $2::uuid for update',
      [deliveryId, id],
    );
    if (!request || !delivery) return { outcome: 'missing' };
    if (delivery.status !== 'failed') return { outcome: 'not-failed', status: delivery.status };
    await transaction.query(
      `update booking_deliveries set status = ${sqlWord('pending')}, next_attempt_at = $2::timestamptz, retrying_since = $2::timestamptz,
         locked_until = null where id = $1::uuid`,
      [deliveryId, at],
    );
    await transaction.query(
      `insert into booking_request_history (request_id, action, status, channel, actor, at)
       values ($1::uuid, 'resent', $2, $3, $4, $5::timestamptz)`,
      [id, request.status, delivery.channel, actor, at],
    );
    await recordEvent(transaction, { type: 'updated', id, businessId: request.businessId, companyId: request.companyId, at });
    return { outcome: 'resent', request };
  });
}

/**
 * Deletes a request with its history and deliveries (they go with it: `on delete cascade`), a
 * customer's erasure; logs it, and, when the business has a webhook, queues
 * `booking_request.deleted` (the id and reference, nothing personal) so that it erases its own
 * copy. Gives where the request was, or undefined when there was none.
 */
export async function deleteRequest(
  database: RequestDatabase,
  id: string,
  { webhook, now }: { readonly webhook: boolean; readonly now: number },
): Promise<{ readonly businessId: string; readonly companyId: string } | undefined> {
  const at = new Date(now).toISOString();
  return inOrderOfChanges(database, async (transaction) => {
    const [row] = await transaction.query<{ reference: string; business_id: string; company_id: string }>(
      'delete from booking_requests where id = $1::uuid returning reference, business_id, company_id',
      [id],
    );
    if (!row) return undefined;
    await recordEvent(transaction, { type: 'deleted', id, businessId: row.business_id, companyId: row.company_id, at });
    if (webhook) {
      const deliveryId = crypto.randomUUID();
      await transaction.query(
        `insert into booking_deliveries (id, request_id, channel, event, payload, message_id, status, attempts, created_at, retrying_since, next_attempt_at)
         values ($1::uuid, null, ${sqlWord('webhook')}, 'booking_request.deleted', $2::text::jsonb, $3, ${sqlWord('pending')}, 0, $4::timestamptz, $4::timestamptz, $4::timestamptz)`,
        [deliveryId, JSON.stringify({ id, reference: row.reference }), messageIdOf('webhook', deliveryId), at],
      );
    }
    return { businessId: row.business_id, companyId: row.company_id };
  });
}

/** The most rows one statement of the retention deletes; fewer after a statement ran out of time. */
const purgeBatch = 500;
const smallestPurgeBatch = 10;

/**
 * Deletes whatever is older than its keeping: requests received before `cutoff` (with their
 * history and deliveries), slot watches made before it (with their links, offers and deliveries), notices of erasure sent or given up, and the log of changes past
 * `eventsKeptMs`. A bounded batch per statement, batch after batch until none is left; a batch that
 * runs out of time is halved. Gives how many requests went.
 */
export async function purgeBefore(database: Queryable, cutoff: number, now: number): Promise<number> {
  const tables = [
    {
      sql: `delete from booking_requests where id in
              (select id from booking_requests where received_time < $1::timestamptz order by received_time limit $2::int)`,
      before: cutoff,
    },
    {
      sql: `delete from booking_deliveries where id in
              (select id from booking_deliveries where request_id is null and status <> ${sqlWord('pending')} and created_at < $1::timestamptz limit $2::int)`,
      before: cutoff,
    },
    {
      sql: `delete from booking_slot_watches where id in
              (select id from booking_slot_watches where created_time < $1::timestamptz order by created_time limit $2::int)`,
      before: cutoff,
    },
    {
      sql: `delete from booking_request_events where seq in
              (select seq from booking_request_events where at < $1::timestamptz order by seq limit $2::int)`,
      before: now - eventsKeptMs,
    },
  ];
  let requests = 0;
  for (const [index, table] of tables.entries()) {
    let batch = purgeBatch;
    for (;;) {
      let deleted: number;
      try {
        deleted = (await database.query(`${table.sql} returning 1`, [new Date(table.before).toISOString(), batch])).length;
      } catch (error) {
        if (!(error instanceof DatabaseTimeout) || batch <= smallestPurgeBatch) throw error;
        batch = Math.max(smallestPurgeBatch, Math.floor(batch / 2));
        continue;
      }
      if (index === 0) requests += deleted;
      if (deleted < batch) break;
    }
  }
  return requests;
}
