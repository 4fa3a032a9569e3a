/**
 * The deadlines of requests nobody answered, a loop each instance runs beside its deliveries:
 *
 * - past `BOOKING_REQUEST_EXPIRE_HOURS` (when set), a request still `received` or `contacted`
 *   becomes `expired`, by the gateway: a change like any (its history line, its logged event, its
 *   `booking_request.updated`), made in the transaction that takes the order of changes;
 * - past `BOOKING_REQUEST_ANSWER_HOURS`, a request still `received` is overdue: the business is
 *   reminded once (`booking_request.overdue` to the webhook, and an e-mail where the branch has an
 *   address), `overdue_told_at` marking it in the transaction that queues the reminders.
 *
 * Each round takes a bounded batch of rows with `FOR UPDATE SKIP LOCKED`, and the condition that
 * picks a row (its status, `overdue_told_at` empty) is gone once the round commits: two instances
 * on one database never expire nor remind the same request twice. Each transaction has the
 * database's time limit. The clock is the options' `now`, so a test moves it.
 */
import type { RequestDatabase } from '../store/database.js';
import { sqlWord } from '../store/sql-words.js';
import { inOrderOfChanges } from '../staff/event-log.js';
import { changeIn } from '../staff/inbox.js';
import { type EventChannels, queueEvent } from './outbox.js';
import { type Loop, startLoop } from './worker.js';

/** Requests expired, or reminded, in one transaction; a full batch is followed by another at once. */
export const deadlineBatch = 50;

const hourMs = 3600_000;

export interface DeadlineParts {
  readonly database: RequestDatabase;
  readonly now: () => number;
  readonly answerHours: number;
  readonly expireHours: number | undefined;
  readonly everyMs: number;
  readonly tell: EventChannels;
  readonly report: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** Expires a batch of requests unanswered past `expireHours`; gives how many. */
export async function expireUnanswered(parts: DeadlineParts, expireHours: number): Promise<number> {
  const now = parts.now();
  return inOrderOfChanges(parts.database, async (transaction) => {
    const due = await transaction.query<{ id: string; version: number }>(
      `select id, version from booking_requests
       where status in (${sqlWord('received')}, ${sqlWord('contacted')}) and received_time <= $1::timestamptz
       order by received_time limit $2::int for update skip locked`,
      [new Date(now - expireHours * hourMs).toISOString(), deadlineBatch],
    );
    for (const { id, version } of due) {
      await changeIn(transaction, id, version, { status: 'expired' }, { by: 'system', name: 'system' }, now, parts.tell);
    }
    return due.length;
  });
}

/** Reminds the business, once per request, of a batch of requests unanswered past `answerHours`; gives how many. */
export async function remindOverdue(parts: DeadlineParts): Promise<number> {
  const now = parts.now();
  const at = new Date(now).toISOString();
  return parts.database.transaction(async (transaction) => {
    const due = await transaction.query<{ id: string; reference: string; business_id: string; received_time: unknown }>(
      `update booking_requests r set overdue_told_at = $3::timestamptz
       from (select id from booking_requests
             where status = ${sqlWord('received')} and overdue_told_at is null and received_time <= $1::timestamptz
             order by received_time limit $2::int for update skip locked) due
       where r.id = due.id
       returning r.id, r.reference, r.business_id, r.received_time`,
      [new Date(now - parts.answerHours * hourMs).toISOString(), deadlineBatch, at],
    );
    for (const row of due) {
      const receivedTime = row.received_time instanceof Date ? row.received_time.toISOString() : String(row.received_time);
      const answerBy = new Date(Date.parse(receivedTime) + parts.answerHours * hourMs).toISOString();
      await queueEvent(transaction, {
        requestId: row.id,
        event: 'booking_request.overdue',
        payload: { id: row.id, reference: row.reference, status: 'received', receivedTime, answerBy },
        historyId: undefined,
        // The business's news alone: the customer is told only of changes of status.
        channels: parts.tell({ businessId: row.business_id, status: 'received', customerEmail: '' }, 'booking_request.overdue'),
        at,
      });
    }
    return due.length;
  });
}

/** Starts the loop; `onChange` is told when requests expired (the staff's streams) or reminders were queued (the deliveries). */
export function startDeadlines(parts: DeadlineParts, onChange: (what: { expired: number; reminded: number }) => void): Loop {
  let down = false;
  return startLoop(
    async () => {
      const expired = parts.expireHours === undefined ? 0 : await expireUnanswered(parts, parts.expireHours);
      const reminded = await remindOverdue(parts);
      down = false;
      if (expired > 0) parts.report('info', `${expired} request(s) unanswered for ${parts.expireHours} hours expired`);
      if (reminded > 0) parts.report('info', `${reminded} request(s) unanswered for ${parts.answerHours} hours: the business is reminded`);
      if (expired > 0 || reminded > 0) onChange({ expired, reminded });
      return expired === deadlineBatch || reminded === deadlineBatch;
    },
    parts.everyMs,
    (error) => {
      if (!down) {
        const code = error instanceof Error && 'code' in error ? ` (${String(error.code).slice(0, 40)})` : '';
        parts.report('error', `the deadlines could not reach the database${code}: they are tried again shortly`);
      }
      down = true;
    },
  );
}
