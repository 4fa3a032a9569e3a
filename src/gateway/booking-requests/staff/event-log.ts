/**
 * The log of what happened to requests (`booking_request_events`): each change (created, updated,
 * deleted) numbered in the order it was made. The staff's event streams are read from it: every
 * instance reads what came after the last change it passed on, so that a change made by another
 * instance, or while this one could not hear the database, reaches the open pages all the same,
 * and a page that reconnects is sent what it missed since the last number it saw.
 *
 * The numbers must come in the order the changes are committed, or a reader could pass number 11
 * and never see number 10 committed after it. So every change takes one lock (`eventOrderLock`, an
 * advisory lock held until its transaction ends) before it draws its number: changes are written
 * one at a time, which booking requests, a few a second at most, never feel.
 */
import type { Queryable, RequestDatabase } from '../store/database.js';
import { recordOf, requestColumns, type BookingRequestRecord, type RequestRow } from '../records.js';

export type RequestEventType = 'created' | 'updated' | 'deleted';

/** The lock every change takes before it is numbered ("bevt" in ASCII; migrations take another). */
export const eventOrderLock = 0x62657674;

/**
 * Runs `work` in one transaction that takes the order of changes first: a change it logs with
 * `recordEvent` is numbered in the order changes are committed.
 */
export function inOrderOfChanges<Result>(database: RequestDatabase, work: (transaction: Queryable) => Promise<Result>): Promise<Result> {
  return database.transaction(async (transaction) => {
    await transaction.query(`select pg_advisory_xact_lock(${eventOrderLock})`);
    return work(transaction);
  });
}

/** How long changes are kept for streams to resume from; older ones are deleted with the retention. */
export const eventsKeptMs = 24 * 3600_000;

export interface LoggedEvent {
  /** Its number: the stream's event id, as decimal text (a bigint). */
  readonly seq: string;
  readonly type: RequestEventType;
  readonly id: string;
  readonly businessId: string;
  readonly companyId: string;
  /** The request as it is now; absent once it is deleted. */
  readonly request?: BookingRequestRecord;
}

/** Records a change, in a transaction of `inOrderOfChanges`. */
export async function recordEvent(
  transaction: Queryable,
  event: {
    readonly type: RequestEventType;
    readonly id: string;
    readonly businessId: string;
    readonly companyId: string;
    readonly at: string;
  },
): Promise<void> {
  await transaction.query(
    'insert into booking_request_events (type, request_id, business_id, company_id, at) values ($1, $2::uuid, $3, $4, $5::timestamptz)',
    [event.type, event.id, event.businessId, event.companyId, event.at],
  );
}

/** A change with its request's columns, all null once the request is deleted. */
type EventRow = Omit<RequestRow, 'id'> & {
  readonly id: string | null;
  readonly seq: string;
  readonly event_type: RequestEventType;
  readonly event_request_id: string;
  readonly event_business_id: string;
  readonly event_company_id: string;
};

const prefixed = requestColumns
  .split(', ')
  .map((column) => `r.${column}`)
  .join(', ');

/** The changes after `seq` (and at most up to `through`), oldest first, `limit` at most, each with its request as it is now. */
export async function eventsAfter(database: Queryable, seq: string, limit: number, through?: string): Promise<LoggedEvent[]> {
  const rows = await database.query<EventRow>(
    `select e.seq::text as seq, e.type as event_type, e.request_id as event_request_id, e.business_id as event_business_id,
       e.company_id as event_company_id, ${prefixed}
     from booking_request_events e left join booking_requests r on r.id = e.request_id
     where e.seq > $1::bigint and ($2::bigint is null or e.seq <= $2::bigint)
     order by e.seq limit $3::int`,
    [seq, through ?? null, limit],
  );
  return rows.map((row) => ({
    seq: row.seq,
    type: row.event_type,
    id: row.event_request_id,
    businessId: row.event_business_id,
    companyId: row.event_company_id,
    // A request created or changed, then deleted since, has no row: its `deleted` comes later.
    ...(row.id === null ? {} : { request: recordOf({ ...row, id: row.id }) }),
  }));
}

/**
 * The number of the newest change ever drawn (the sequence's, which deleting old changes leaves as
 * it is) and of the oldest change kept (the newest plus one when none is).
 */
export async function eventBounds(database: Queryable): Promise<{ readonly newest: string; readonly oldest: string }> {
  const [row] = await database.query<{ newest: string; oldest: string }>(
    `with drawn as (
       select coalesce((select last_value from pg_sequences
         where format('%I.%I', schemaname, sequencename) = pg_get_serial_sequence('booking_request_events', 'seq')), 0) as newest)
     select drawn.newest::text as newest, coalesce((select min(seq) from booking_request_events), drawn.newest + 1)::text as oldest
     from drawn`,
  );
  return { newest: row?.newest ?? '0', oldest: row?.oldest ?? '1' };
}
