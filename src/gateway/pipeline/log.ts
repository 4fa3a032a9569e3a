/**
 * The gateway's log: one JSON object per line, for each request and for each event of its life
 * (a store going down or coming back, the command listening, draining, stopping). No line holds
 * the key, a path, a query, a body or a client's address: those carry secrets or personal data.
 */
import type { GrpcCode } from '../../api/status.js';

export type LogLevel = 'info' | 'warn' | 'error';

/**
 * How a read was answered: `hit` from the read cache; `miss` went upstream; `shared` waited for
 * an identical read already in flight; `bypass` is never shared nor kept (sign links, staff
 * reads); `none` was answered by the gateway itself.
 */
export type CacheOutcome = 'hit' | 'miss' | 'shared' | 'bypass' | 'none';

/** One line per request. */
export interface GatewayRequestLogEntry {
  readonly time: string;
  readonly level: LogLevel;
  readonly event: 'request';
  /** The request's `X-Request-Id`: the caller's when well formed, else a new one; also sent upstream. */
  readonly requestId: string;
  /** The client's name of the operation; null when the request matched none. */
  readonly operation: string | null;
  readonly method: string;
  readonly status: number;
  /** The gRPC code of a failed answer. */
  readonly code?: GrpcCode;
  /** Milliseconds from the request to the answer. */
  readonly ms: number;
  /** Milliseconds the upstream took, when the request went there. */
  readonly upstreamMs?: number;
  readonly cache: CacheOutcome;
  /** What failed inside the gateway (its rate limiter, or its own code), for an answer that says only that it failed. */
  readonly failure?: string;
}

/** What happened in the gateway's life, as opposed to one request. */
export type GatewayEvent =
  /** The shared store stopped answering: the rate limit counts per instance until it is back. */
  | 'store-down'
  | 'store-up'
  /** A request's client had no address the gateway could read (said once). */
  | 'unknown-client'
  /** The command: where it listens and what it calls. */
  | 'listening'
  /** The command was asked to stop: not ready any more, finishing the requests in flight. */
  | 'draining'
  | 'stopped'
  /** The command could not start: its configuration, or its port. */
  | 'not-started'
  /** Booking requests: a delivery attempted, the retention applied, the worker or the database failing. */
  | 'booking-requests';

export interface GatewayEventLogEntry {
  readonly time: string;
  readonly level: LogLevel;
  readonly event: GatewayEvent;
  readonly message: string;
  /** Where the command listens (`listening`). */
  readonly url?: string;
  /** The API root it calls (`listening`). */
  readonly upstream?: string;
  /** Its process id, to tell its lines apart from another instance's (`listening`). */
  readonly pid?: number;
  /** Requests still in flight (`draining`, `stopped`). */
  readonly inFlight?: number;
}

export type GatewayLogEntry = GatewayRequestLogEntry | GatewayEventLogEntry;

/** The default sink: the entry as one line of JSON on standard output. */
export function printLogLine(entry: GatewayLogEntry): void {
  console.log(JSON.stringify(entry));
}

export function eventEntry(
  level: LogLevel,
  event: GatewayEvent,
  message: string,
  details: Omit<GatewayEventLogEntry, 'time' | 'level' | 'event' | 'message'> = {},
): GatewayEventLogEntry {
  return { time: new Date().toISOString(), level, event, message, ...details };
}

/** The line told when the shared store goes down or comes back. */
export function storeEntry(available: boolean): GatewayEventLogEntry {
  return available
    ? eventEntry('info', 'store-up', 'The shared store answers: the rate limit and the read cache are shared again.')
    : eventEntry(
        'warn',
        'store-down',
        'The shared store does not answer: each instance counts the rate limit on its own until it is back.',
      );
}
