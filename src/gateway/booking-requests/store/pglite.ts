/**
 * The embedded database: PostgreSQL compiled to WebAssembly (PGlite), its files in a folder of the
 * gateway's own, no server to run. One process owns it (data-folder.ts).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { within } from '../../pipeline/deadline.js';
import { holdDataFolder, narrowToOwner } from './data-folder.js';
import { DatabaseTimeout, queryTimeoutOf, type Queryable, type RequestDatabase, type SqlParameter } from './database.js';
import { migrate } from './migrate.js';
import { loadOptional } from '../optional-package.js';
import { requestSettings } from '../../command/settings.js';

export interface EmbeddedDatabaseOptions {
  /** The folder of the database's files. Default `./booking-data` (`BOOKING_DATA_DIR`). */
  readonly dir?: string;
  /** The longest one statement, or one transaction, may take, in ms. Default 3,000. */
  readonly queryTimeoutMs?: number;
}

export const defaultDataDir = './booking-data';

/** `work`, or a DatabaseTimeout once `ms` have passed (PGlite runs in this process: nothing to cancel). */
const bounded = <Result>(work: Promise<Result>, ms: number) =>
  within(work, ms, () => {
    throw new DatabaseTimeout(ms);
  });

/** A statement with no parameters may be several (a migration); PGlite runs those with `exec`. */
function queryOf(target: PGlite | Transaction, ms: number): Queryable {
  return {
    async query<Row extends object>(sql: string, parameters?: readonly SqlParameter[]) {
      if (parameters === undefined) {
        const results = await bounded(target.exec(sql), ms);
        return (results.at(-1)?.rows ?? []) as Row[];
      }
      return (await bounded(target.query<Row>(sql, [...parameters]), ms)).rows;
    },
  };
}

/** Opens (creating if need be) the embedded database in `dir`, migrated to the current schema. */
export async function openEmbeddedDatabase(options: EmbeddedDatabaseOptions = {}): Promise<RequestDatabase> {
  const dir = options.dir ?? defaultDataDir;
  const timeoutMs = queryTimeoutOf(options.queryTimeoutMs);
  const release = holdDataFolder(dir);
  try {
    const { PGlite } = await loadOptional<typeof import('@electric-sql/pglite')>(
      '@electric-sql/pglite',
      `The embedded database (${requestSettings.dataDir.name})`,
    );
    const pglite = await PGlite.create(dir);
    const own = queryOf(pglite, timeoutMs);
    const database: RequestDatabase = {
      kind: 'embedded',
      query: own.query,
      transaction: (work, { timeoutMs: ms = timeoutMs } = {}) =>
        bounded(
          pglite.transaction((transaction) => work(queryOf(transaction, ms))),
          ms,
        ),
      async close() {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
    // PGlite copied its first files readable by anyone, and an older gateway left them so: narrowed
    // before anything is written (data-folder.ts).
    narrowToOwner(dir);
    await migrate(database);
    return database;
  } catch (error) {
    release();
    throw error;
  }
}
