/**
 * What staff do with the requests: list them newest first a page at a time, read one whole (its
 * history and its deliveries with every attempt), change its status when nobody changed it since
 * they read it, erase it, and what is older than the retention goes.
 */
import type { RequestStatus, StatusChange } from './body.js';
import { isoOf, type Queryable, type RequestDatabase } from './database.js';
import { recordOf, requestColumns, type BookingRequestRecord, type RequestRow } from './records.js';

/** The branches and companies a caller may read; undefined: every one. */
export interface Scope {
  readonly companies: ReadonlySet<string> | undefined;
  readonly businesses: ReadonlySet<string> | undefined;
}

export interface ListQuery {
  readonly scope: Scope;
  readonly businessId: string | undefined;
  readonly status: RequestStatus | undefined;
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
  readonly status: string;
  readonly note?: string;
  readonly actor: string;
  readonly at: string;
}

export interface DeliveryView {
  readonly id: string;
  readonly channel: 'webhook' | 'email';
  readonly messageId: string;
  readonly status: 'pending' | 'sent' | 'failed';
  readonly attempts: readonly { readonly at: string; readonly ok: boolean; readonly httpStatus?: number; readonly error?: string }[];
  readonly nextAttemptTime?: string;
}

export interface RequestDetail extends BookingRequestRecord {
  readonly history: readonly HistoryEntry[];
  readonly deliveries: readonly DeliveryView[];
}

export async function findRequest(database: Queryable, id: string): Promise<BookingRequestRecord | undefined> {
  const [row] = await database.query<RequestRow>(`select ${requestColumns} from booking_requests where id = $1::uuid`, [id]);
  return row ? recordOf(row) : undefined;
}

interface HistoryRow {
  status: string;
  note: string | null;
  actor: string;
  at: unknown;
}
interface DeliveryRow {
  id: string;
  channel: 'webhook' | 'email';
  message_id: string;
  status: 'pending' | 'sent' | 'failed';
  next_attempt_at: unknown;
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

export async function readRequest(database: Queryable, id: string): Promise<RequestDetail | undefined> {
  const request = await findRequest(database, id);
  if (!request) return undefined;
  const history = await database.query<HistoryRow>(
    'select status, note, actor, at from booking_request_history where request_id = $1::uuid order by id limit 1000',
    [id],
  );
  const deliveries = await database.query<DeliveryRow>(
    'select id, channel, message_id, status, next_attempt_at from booking_deliveries where request_id = $1::uuid order by channel',
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
      status: row.status,
      ...(row.note === null ? {} : { note: row.note }),
      actor: row.actor,
      at: isoOf(row.at),
    })),
    deliveries: deliveries.map((row) => ({
      id: row.id,
      channel: row.channel,
      messageId: row.message_id,
      status: row.status,
      ...(row.status === 'pending' ? { nextAttemptTime: isoOf(row.next_attempt_at) } : {}),
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

export type ChangeOutcome =
  | { readonly outcome: 'changed'; readonly request: BookingRequestRecord }
  | { readonly outcome: 'stale'; readonly request: BookingRequestRecord }
  | { readonly outcome: 'missing' };

/** Changes the status if the request is still at `version`; records who, when and why. */
export async function changeStatus(
  database: RequestDatabase,
  id: string,
  version: number,
  change: StatusChange,
  actor: string,
  now: number,
): Promise<ChangeOutcome> {
  return database.transaction(async (transaction) => {
    const at = new Date(now).toISOString();
    const [row] = await transaction.query<RequestRow>(
      `update booking_requests set status = $3, version = version + 1, updated_time = $4::timestamptz
       where id = $1::uuid and version = $2::int returning ${requestColumns}`,
      [id, version, change.status, at],
    );
    if (!row) {
      const current = await findRequest(transaction, id);
      return current ? { outcome: 'stale', request: current } : { outcome: 'missing' };
    }
    await transaction.query(
      'insert into booking_request_history (request_id, status, note, actor, at) values ($1::uuid, $2, $3, $4, $5::timestamptz)',
      [id, change.status, change.note ?? null, actor, at],
    );
    return { outcome: 'changed', request: recordOf(row) };
  });
}

/** Erases a request with its history and deliveries (they go with it: `on delete cascade`). */
export async function eraseRequest(database: Queryable, id: string): Promise<boolean> {
  const rows = await database.query<{ id: string }>('delete from booking_requests where id = $1::uuid returning id', [id]);
  return rows.length > 0;
}

/** Deletes what was received before `cutoff`, a bounded batch at a time; gives how many went. */
export async function purgeBefore(database: Queryable, cutoff: number, batch = 1000): Promise<number> {
  const rows = await database.query<{ id: string }>(
    `delete from booking_requests where id in
       (select id from booking_requests where received_time < $1::timestamptz order by received_time limit $2::int)
     returning id`,
    [new Date(cutoff).toISOString(), batch],
  );
  return rows.length;
}
