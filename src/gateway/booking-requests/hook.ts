/**
 * What `createGateway()` is given as `requests`: made by `bookingRequests()` from
 * `booking-elements/gateway/requests` (Node), which holds everything booking requests run (the
 * database, the deliveries, the routes' work). The gateway holds only this shape, so that a bundle
 * of it for an edge platform carries none of their code, nor their operations' schemas.
 */
import type { Context } from 'hono';
import type { BookingRequestOperation, BookingRequestOperationName } from '../../api/booking-requests/operations.js';
import type { Call, GatewayParts } from './parts.js';

/** Who may call a route: anyone, or a staff token (the route is served only where staff tokens are configured). */
export type RouteAudience = 'public' | 'staff';

/** An operation of src/api/booking-requests/operations.ts, at its method and path, with who may call it. */
export interface RequestRoute {
  readonly operation: Pick<BookingRequestOperation, 'name' | 'method' | 'path'>;
  readonly audience: RouteAudience;
}

export type RouteHandler = (call: Call, context: Context) => Promise<Response>;

/** The routes' work, once started. */
export interface RequestsFeature {
  /** What answers each operation, by its name. */
  readonly handlers: { readonly [Name in BookingRequestOperationName]: RouteHandler };
  /** Whether the database answers, for `/readyz`. */
  databaseState(): Promise<'ok' | 'down'>;
  /** The channels with deliveries waiting and no instance of the gateway to send them, for `/readyz`. */
  unservedChannels(): readonly string[];
  /** The instance drains: the worker stops taking deliveries, and the open event streams end. */
  drain(): void;
  /** Stops the worker and the event hub (the database is the caller's to close). */
  close(): Promise<void>;
}

export interface BookingRequests {
  /** Whether the business is told of each request by itself (a webhook or e-mail), without the staff's inbox. */
  readonly notifies: boolean;
  /** Requests a client may send per hour. */
  readonly ratePerHour: number;
  /** The routes, in the order the gateway adds them. */
  readonly routes: readonly RequestRoute[];
  /** Starts the deliveries and the event hub with what the gateway lends. */
  start(gateway: GatewayParts): Promise<RequestsFeature>;
}
