/**
 * PostgreSQL through the `postgres` client: one database that every instance of the gateway
 * shares. The same SQL as the embedded database; LISTEN/NOTIFY tells each instance of the others'
 * changes.
 *
 * Every statement has a time limit (`queryTimeoutMs`), kept twice: by this process, which stops
 * waiting and cancels the statement (taken off the client's queue when it was not sent yet), and
 * by the server, told the same `statement_timeout`, so that a statement the process gave up on is
 * not left to finish later. A server that hangs or is gone is thus a 503 at the limit, never a
 * wait as long as the outage.
 */
import type { PendingQuery, Sql, TransactionSql } from 'postgres';
import { within } from '../../pipeline/deadline.js';
import { DatabaseTimeout, queryTimeoutOf, type Queryable, type RequestDatabase, type SqlParameter } from './database.js';
import { migrate } from './migrate.js';
import { loadOptional } from '../optional-package.js';
import { requestSettings } from '../../command/settings.js';

export interface PostgresDatabaseOptions {
  /** `postgres://user:password@host:5432/database` (`BOOKING_DATABASE_URL`). */
  readonly url: string;
  /** Connections in the pool. Default 10. */
  readonly maxConnections?: number;
  /** Seconds to wait for a connection. Default 5. */
  readonly connectTimeoutSeconds?: number;
  /** The longest one statement, or one transaction, may take, in ms. Default 3,000. */
  readonly queryTimeoutMs?: number;
}

/** Waits for `pending` until `ms` have passed; then throws a DatabaseTimeout, and cancels it. */
function bounded<Row extends object>(pending: PendingQuery<Row[]>, ms: number): Promise<Row[]> {
  return within(Promise.resolve(pending), ms, () => {
    // Cancelled once the timeout is the answer: cancelling rejects the query at once, which would
    // otherwise answer first with the client's own "canceling statement" (57014).
    setTimeout(() => pending.cancel(), 0);
    throw new DatabaseTimeout(ms);
  });
}

/** Statements through `sql`, each given the time `left()` says is left to it. */
function queryOf(sql: Sql | TransactionSql, left: () => number): Queryable {
  return {
    async query<Row extends object>(text: string, parameters?: readonly SqlParameter[]) {
      // Without parameters a statement goes as a simple query, which may hold several (a migration).
      const pending = parameters === undefined ? sql.unsafe<Row[]>(text) : sql.unsafe<Row[]>(text, [...parameters]);
      return [...(await bounded(pending, left()))];
    },
  };
}

/** Connects to PostgreSQL at `url` and migrates it to the current schema. */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<RequestDatabase> {
  const { default: postgres } = await loadOptional<{ default: typeof import('postgres') }>(
    'postgres',
    `PostgreSQL (${requestSettings.databaseUrl.name})`,
  );
  const timeoutMs = queryTimeoutOf(options.queryTimeoutMs);
  const sql = postgres(options.url, {
    max: options.maxConnections ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 5,
    // The server ends a statement, or a transaction left idle, that runs past the limit itself (a
    // second later than this process: its limit is for what this process gave up on).
    connection: { statement_timeout: timeoutMs + 1000, idle_in_transaction_session_timeout: 2 * timeoutMs + 1000 },
    // After failed connections the client waits before the next one, longer each time: by its own
    // rule up to 20 s, so that a database back after a restart of two seconds stayed out of reach
    // ten seconds more. At most a second here (0.05, 0.1, 0.2 ... 1 s, with jitter), which for a
    // pool of ten is ten tries a second at most against a server that is down.
    backoff: (retries: number) => (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 1),
    // Notices (such as "relation already exists, skipping") are not the gateway's log.
    onnotice: () => undefined,
  });
  const own = queryOf(sql, () => timeoutMs);
  const database: RequestDatabase = {
    kind: 'postgresql',
    query: own.query,
    async transaction(work, { timeoutMs: ms = timeoutMs } = {}) {
      const ends = Date.now() + ms;
      // Each statement has what is left of the transaction's time; past it, the statement is
      // cancelled, which rolls the transaction back.
      const left = () => Math.max(1, ends - Date.now());
      const running = sql.begin((transaction) => work(queryOf(transaction, left)));
      return (await within(running, ms, () => {
        throw new DatabaseTimeout(ms);
      })) as Awaited<ReturnType<typeof work>>;
    },
    async listen(channel, listener, onListen) {
      const { unlisten } = await sql.listen(channel, listener, onListen);
      return unlisten;
    },
    close: () => sql.end({ timeout: 5 }),
  };
  try {
    await migrate(database);
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw error;
  }
  return database;
}
