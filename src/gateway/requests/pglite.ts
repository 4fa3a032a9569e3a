/**
 * The embedded database: PostgreSQL compiled to WebAssembly (PGlite), its files in a folder of the
 * gateway's own, no server to run. One process owns it (data-folder.ts).
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { holdDataFolder, narrowToOwner } from './data-folder.js';
import type { Queryable, RequestDatabase, SqlParameter } from './database.js';
import { migrate } from './migrate.js';
import { loadOptional } from './optional-package.js';

export interface EmbeddedDatabaseOptions {
  /** The folder of the database's files. Default `./booking-data` (`BOOKING_DATA_DIR`). */
  readonly dir?: string;
}

export const defaultDataDir = './booking-data';

/** A statement with no parameters may be several (a migration); PGlite runs those with `exec`. */
function queryOf(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, parameters?: readonly SqlParameter[]) {
      if (parameters === undefined) {
        const results = await target.exec(sql);
        return (results.at(-1)?.rows ?? []) as Row[];
      }
      return (await target.query<Row>(sql, [...parameters])).rows;
    },
  };
}

/** Opens (creating if need be) the embedded database in `dir`, migrated to the current schema. */
export async function openEmbeddedDatabase(options: EmbeddedDatabaseOptions = {}): Promise<RequestDatabase> {
  const dir = options.dir ?? defaultDataDir;
  const release = holdDataFolder(dir);
  try {
    const { PGlite } = await loadOptional<typeof import('@electric-sql/pglite')>(
      '@electric-sql/pglite',
      'The embedded database (BOOKING_DATA_DIR)',
    );
    const pglite = await PGlite.create(dir);
    const own = queryOf(pglite);
    const database: RequestDatabase = {
      kind: 'embedded',
      query: own.query,
      transaction: (work) => pglite.transaction((transaction) => work(queryOf(transaction))),
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
