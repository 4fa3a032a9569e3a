/**
 * The CORS answers of the gateway, for the pages of the sites it allows: the reads and sign links
 * (GET, POST), and with booking requests the customer's `Idempotency-Key`, and the staff's
 * changes (PATCH, DELETE, `If-Match`, the `ETag` they read) and event streams (`Last-Event-ID`).
 */
import type { Env, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * Hono's cors, for requests with an Origin only: the gateway's step that checks the Origin
 * (refuseForeignOrigins in middleware.ts) lets a request without one go on before it. Hono's cors
 * would build a placeholder answer for it first, and each answer would then be copied.
 */
export function corsMiddleware<E extends Env>(allowedOrigins: ReadonlySet<string>, bookingRequests: boolean): MiddlewareHandler<E> {
  return cors({
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
}
