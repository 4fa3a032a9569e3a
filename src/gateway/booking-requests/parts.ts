/**
 * What the gateway lends the booking requests: its allowance, its upstream (asked with the
 * gateway's key, the answer read by the operation's schema), its checks of customer and staff
 * tokens, its hourly limit of requests per client, and its log.
 */
import type { Operation } from '../../api/operation.js';
import type * as z from '../../api/schema.js';
import type { AnswerStamp } from '../pipeline/failure.js';
import type { Allowance } from '../access/policy.js';

/** Who a staff token says its holder is, and what it may read. */
export interface StaffMember {
  readonly allowance: Allowance;
  /** The token's `sub`, recorded in a request's history with each change. */
  readonly subject: string;
  /** The token's `name` claim, when it has one: the history records it rather than `subject`. */
  readonly name: string | undefined;
  /** When the token expires, in ms since the epoch: an event stream it opened ends then. */
  readonly expiresAt: number;
}

export interface GatewayParts {
  readonly allowance: Allowance;
  readonly timeoutMs: number;
  /** Whether staff tokens are configured: the inbox's routes. */
  readonly staffTokens: boolean;
  /** Sends `operation` upstream; its answer read by its schema, or a GatewayFailure. */
  ask<Op extends Operation>(operation: Op, input: z.output<Op['request']>, requestId: string): Promise<z.output<Op['response']>>;
  /** Throws a 401 unless the request carries a valid customer token for `customerId`. */
  vouchForCustomerId(request: Request, customerId: string): Promise<void>;
  /** Throws a 401, 403 or 503 unless the request carries a valid staff token. */
  staffMember(request: Request): Promise<StaffMember>;
  /** Whether the staff token of an open event stream still holds (its key still published), checked every `streamCheckMs`. */
  staffTokenState(request: Request): Promise<'valid' | 'refused' | 'unavailable'>;
  readonly streamCheckMs: number;
  /** Counts a request against the client's hourly limit of booking requests; throws a 429 past it. */
  countRequest(request: Request, env: unknown): Promise<void>;
  /** A line for the log, in words without personal data. */
  report(level: 'info' | 'warn' | 'error', message: string): void;
}

/** What a route handler is given besides the Request: the answer's stamp and the platform's env. */
export interface Call {
  readonly request: Request;
  /** The `:id` of the route's path, "" for a route without one. */
  readonly id: string;
  readonly env: unknown;
  readonly stamp: AnswerStamp;
}
