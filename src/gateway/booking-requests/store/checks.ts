/**
 * The database's checks that the lifecycle (src/api/booking-requests/lifecycle.ts, and the watches'
 * statuses of src/api/booking-requests/watches.ts) makes: each
 * column that holds one of its words accepts only the words it lists. They are applied at every
 * start, after the migrations and in their transaction (migrate.ts), rather than written in a
 * migration, so that the code and the schema cannot disagree: a status added to the lifecycle is
 * accepted from the first start of the code that adds it, with no migration to write.
 *
 * Each check keeps the words it was made from in its constraint's comment, and is made again only
 * when they changed. Making one reads the whole table once: a row it refuses (a word the lifecycle
 * no longer lists) stops the start, and the error names the check.
 */
import { deliveryChannels, deliveryEvents, deliveryStates, requestStatuses } from '../../../api/booking-requests/lifecycle.js';
import { watchStatuses } from '../../../api/booking-requests/watch-record.js';
import type { Queryable } from './database.js';
import { type LifecycleWord, sqlWord } from './sql-words.js';

/** A column that may hold only `words` (or null, where the column allows it). */
export interface WordCheck {
  readonly table: string;
  readonly column: string;
  readonly words: readonly LifecycleWord[];
}

export const lifecycleChecks: readonly WordCheck[] = [
  { table: 'booking_requests', column: 'status', words: requestStatuses },
  { table: 'booking_request_history', column: 'status', words: requestStatuses },
  { table: 'booking_request_history', column: 'channel', words: deliveryChannels },
  { table: 'booking_deliveries', column: 'status', words: deliveryStates },
  { table: 'booking_deliveries', column: 'channel', words: deliveryChannels },
  { table: 'booking_deliveries', column: 'event', words: deliveryEvents },
  { table: 'booking_slot_watches', column: 'status', words: watchStatuses },
];

/** The constraint's name: the same for every version of its words, so that a new version replaces the old one. */
export const checkName = (check: WordCheck) => `${check.table}_${check.column}_known`;

const conditionOf = (check: WordCheck) => `${check.column} in (${check.words.map(sqlWord).join(', ')})`;

/** Makes each check whose words changed since it was made (or that is missing); gives the names of those it made. */
export async function applyChecks(transaction: Queryable, checks: readonly WordCheck[] = lifecycleChecks): Promise<string[]> {
  const made: string[] = [];
  for (const check of checks) {
    const name = checkName(check);
    const condition = conditionOf(check);
    const [current] = await transaction.query<{ words: string | null }>(
      `select obj_description(oid, 'pg_constraint') as words from pg_constraint where conname = $1 and conrelid = $2::regclass`,
      [name, check.table],
    );
    if (current?.words === condition) continue;
    await transaction.query(`alter table ${check.table} drop constraint if exists ${name}, add constraint ${name} check (${condition})`);
    await transaction.query(`comment on constraint ${name} on ${check.table} is '${condition.replaceAll("'", "''")}'`);
    made.push(name);
  }
  return made;
}
