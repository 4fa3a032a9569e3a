/**
 * What the booking requests need of a database: a query with parameters, a transaction, and a
 * close. Two implement it with the same SQL (booking-elements/gateway/requests): PostgreSQL
 * compiled to WebAssembly in a folder (PGlite), and a PostgreSQL server that several instances
 * share. This module holds only the shape, so that the gateway itself imports no database.
 */

/**
 * A value passed as a query parameter: the SQL casts it (`$2::timestamptz`). JSON goes as text
 * (`$1::text::jsonb`): for a parameter PostgreSQL types jsonb, postgres.js would encode the string
 * as JSON once more, and store a string rather than the object.
 */
export type SqlParameter = string | number | boolean | null;

/** Runs one statement. Rows come back with PostgreSQL's own types read (timestamps as Date, jsonb parsed). */
export interface Queryable {
  query<Row extends object>(sql: string, parameters?: readonly SqlParameter[]): Promise<Row[]>;
}

export interface RequestDatabase extends Queryable {
  /** `embedded` (PGlite, one process) or `postgresql` (a server, shared by instances). */
  readonly kind: 'embedded' | 'postgresql';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<Result>(work: (transaction: Queryable) => Promise<Result>): Promise<Result>;
  /**
   * Calls `listener` with each message sent on `channel` by any instance (PostgreSQL's LISTEN);
   * absent on the embedded database, which one process owns.
   */
  listen?(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A time read from the database (a Date, or text) as an ISO instant. */
export function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}
