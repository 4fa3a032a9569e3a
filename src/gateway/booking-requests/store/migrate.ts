/**
 * Brings a database's schema up to date at start: each migration not yet recorded in
 * `booking_migrations` is run and recorded, then the lifecycle's checks are made again where its
 * words changed (checks.ts), all in one transaction. On PostgreSQL several
 * instances may start at once: a transaction-scoped advisory lock lets one migrate while the
 * others wait, then find nothing left to do. PGlite takes the same lock (one process owns it).
 */
import { applyChecks } from './checks.js';
import type { RequestDatabase } from './database.js';
import { migrations } from './migrations/index.js';

/** A migration may rewrite a table: it is given far longer than the statements of requests. */
const migrationTimeoutMs = 10 * 60_000;

/** The advisory lock's key: any fixed number, the same in every instance ("book" in ASCII). */
const migrationLock = 0x626f6f6b;

export async function migrate(database: RequestDatabase): Promise<readonly string[]> {
  return database.transaction(
    async (transaction) => {
      // The server's own limit of a statement (postgres.ts sets it for requests) is lifted here.
      await transaction.query(`set local statement_timeout = ${migrationTimeoutMs}`);
      await transaction.query(`select pg_advisory_xact_lock(${migrationLock})`);
      await transaction.query('create table if not exists booking_migrations (name text primary key, applied_at timestamptz not null)');
      const applied = new Set((await transaction.query<{ name: string }>('select name from booking_migrations')).map((row) => row.name));
      const ran: string[] = [];
      for (const migration of migrations) {
        if (applied.has(migration.name)) continue;
        await transaction.query(migration.sql);
        await transaction.query('insert into booking_migrations (name, applied_at) values ($1, now())', [migration.name]);
        ran.push(migration.name);
      }
      await applyChecks(transaction);
      return ran;
    },
    { timeoutMs: migrationTimeoutMs },
  );
}
