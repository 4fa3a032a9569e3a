/**
 * The CORS answers of the gateway, for the pages of the sites it allows: the reads and sign links
 * (GET, POST), and with booking requests the customer's `Idempotency-Key`, and the staff's
 * changes (PATCH, DELETE, `If-Match`, the `ETag` they read) and event streams (`Last-Event-ID`).
 */
import type { Env, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

export function corsMiddleware<E extends Env>(allowedOrigins: ReadonlySet<string>, bookingRequests: boolean): MiddlewareHandler<E> {
  const corsHeaders = cors({
    origin: (origin) => origin || null,
    allowMethods: bookingRequests ? ['GET', 'POST', 'PATCH', 'DELETE'] : ['GET', 'POST'],
    allowHeaders: [
      'Content-Type',
      'Accept',
      'Authorization',
      'X-Request-Id',
      ...(bookingRequests ? ['Idempotency-Key', 'If-Match', 'Last-Event-ID'] : []),
    ],
    exposeHeaders: ['X-Request-Id', 'Retry-After', ...(bookingRequests ? ['ETag'] : [])],
    credentials: !allowedOrigins.has('*'),
    maxAge: 600,
  });
  // A request without an Origin is not a browser's cross-origin one: no CORS headers to add. Hono's
  // cors middleware would build a placeholder answer first, and each answer would then be copied.
  return (c, next) => (c.req.header('origin') === undefined ? next() : corsHeaders(c, next));
}
