/**
 * PostgreSQL through the `postgres` client: one database that every instance of the gateway
 * shares. The same SQL as the embedded database; LISTEN/NOTIFY tells each instance of the others'
 * changes.
 */
import type { Sql, TransactionSql } from 'postgres';
import type { Queryable, RequestDatabase, SqlParameter } from './database.js';
import { migrate } from './migrate.js';
import { loadOptional } from './optional-package.js';

export interface PostgresDatabaseOptions {
  /** `postgres://user:password@host:5432/database` (`BOOKING_DATABASE_URL`). */
  readonly url: string;
  /** Connections in the pool. Default 10. */
  readonly maxConnections?: number;
  /** Seconds to wait for a connection. Default 10. */
  readonly connectTimeoutSeconds?: number;
}

function queryOf(sql: Sql | TransactionSql): Queryable {
  return {
    async query<Row extends object>(text: string, parameters?: readonly SqlParameter[]) {
      // Without parameters a statement goes as a simple query, which may hold several (a migration).
      const rows = parameters === undefined ? await sql.unsafe(text) : await sql.unsafe(text, [...parameters]);
      return [...rows] as unknown as Row[];
    },
  };
}

/** Connects to PostgreSQL at `url` and migrates it to the current schema. */
export async function openPostgresDatabase(options: PostgresDatabaseOptions): Promise<RequestDatabase> {
  const { default: postgres } = await loadOptional<{ default: typeof import('postgres') }>('postgres', 'PostgreSQL (BOOKING_DATABASE_URL)');
  const sql = postgres(options.url, {
    max: options.maxConnections ?? 10,
    connect_timeout: options.connectTimeoutSeconds ?? 10,
    // Notices (such as "relation already exists, skipping") are not the gateway's log.
    onnotice: () => undefined,
  });
  const own = queryOf(sql);
  const database: RequestDatabase = {
    kind: 'postgresql',
    query: own.query,
    transaction: async (work) => (await sql.begin((transaction) => work(queryOf(transaction)))) as Awaited<ReturnType<typeof work>>,
    async listen(channel, listener) {
      const { unlisten } = await sql.listen(channel, listener);
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
