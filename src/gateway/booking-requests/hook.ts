/**
 * What `createGateway()` is given as `requests`: made by `bookingRequests()` from
 * `booking-elements/gateway/requests` (Node), which holds everything booking requests run (the
 * database, the deliveries, the routes' work). The gateway holds only this shape, so that a bundle
 * of it for an edge platform carries none of their code.
 */
import type { Context } from 'hono';
import type { Call, GatewayParts } from './parts.js';

/** The routes' work, once started. */
export interface RequestsFeature {
  receive(call: Call): Promise<Response>;
  list(call: Call): Promise<Response>;
  read(call: Call, id: string): Promise<Response>;
  change(call: Call, id: string): Promise<Response>;
  erase(call: Call, id: string): Promise<Response>;
  resend(call: Call, id: string): Promise<Response>;
  events(call: Call, context: Context): Promise<Response>;
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
  /** Starts the deliveries and the event hub with what the gateway lends. */
  start(gateway: GatewayParts): Promise<RequestsFeature>;
}
