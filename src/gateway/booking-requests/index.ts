/**
 * `booking-elements/gateway/requests`: booking requests, for Node. Open a database and give the
 * gateway the requests:
 *
 * ```ts
 * import { createGateway } from 'booking-elements/gateway';
 * import { bookingRequests, openEmbeddedDatabase } from 'booking-elements/gateway/requests';
 * const database = await openEmbeddedDatabase({ dir: './booking-data' }); // or openPostgresDatabase({ url })
 * const gateway = createGateway({ apiKey, requests: bookingRequests({ database, webhook: { url, secret } }) });
 * ```
 *
 * Each needs its package installed beside booking-elements: `@electric-sql/pglite` for the
 * embedded one, `postgres` for PostgreSQL (and `standardwebhooks`, `nodemailer` for the webhook and
 * the e-mail).
 */
export type { Queryable, RequestDatabase, SqlParameter } from './store/database.js';
export type { EmailOptions, RequestsOptions, WebhookOptions } from './options.js';
export type { CheckedBookingRequest as BookingRequestBody, BookingRequestCustomer } from '../../api/booking-requests/send.js';
export type { RequestStatus } from '../../api/booking-requests/lifecycle.js';
export type { BookingRequestRecord } from './records.js';
export { bookingRequests } from './feature.js';
export type { BookingRequests } from './hook.js';
export { webhookEventType } from './delivery/webhook.js';
export { defaultDataDir, openEmbeddedDatabase, type EmbeddedDatabaseOptions } from './store/pglite.js';
export { openPostgresDatabase, type PostgresDatabaseOptions } from './store/postgres.js';
