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
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. The
   * whole of it has the database's time limit, unless `timeoutMs` gives another (a migration).
   */
  transaction<Result>(work: (transaction: Queryable) => Promise<Result>, options?: { readonly timeoutMs?: number }): Promise<Result>;
  /**
   * Calls `listener` with each message sent on `channel` by any instance (PostgreSQL's LISTEN), and
   * `onListen` each time the listening connection is (re)established: messages sent while it was
   * down are lost, so a listener reads again what it may have missed. Absent on the embedded
   * database, which one process owns.
   */
  listen?(channel: string, listener: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * How long one statement, or one whole transaction, may take by default: a customer's request
 * makes two or three of them and is answered within a few seconds whatever the database does
 * (a server that hangs, restarts or is gone is a 503 at this limit, not a wait without end).
 */
export const defaultQueryTimeoutMs = 3000;

/** A statement or transaction that ran out of its time limit (the caller answers 503, as for a database that is down). */
export class DatabaseTimeout extends Error {
  override readonly name = 'DatabaseTimeout';
  readonly code = 'TIMEOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms} ms`);
  }
}

/** The time limit of an open database, checked where it is given (the options of both databases). */
export function queryTimeoutOf(value: number | undefined): number {
  if (value === undefined) return defaultQueryTimeoutMs;
  if (!Number.isInteger(value) || value < 100 || value > 600_000) {
    throw new TypeError('queryTimeoutMs must be a whole number of milliseconds from 100 to 600,000');
  }
  return value;
}

/** A time read from the database (a Date, or text) as an ISO instant. */
export function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}
