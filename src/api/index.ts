/** The typed client on its own: no DOM, no Lit; runs in browsers and in Node. */
export * from './agreement.js';
export * from './client.js';
export * from './common.js';
export * from './company.js';
export * from './errors.js';
export * from './online-booking.js';
export type { HttpRequest, Operation, RequestOf, ResponseOf } from './operation.js';
export { operations, type OperationName } from './operations.js';
export * from './paginate.js';
export * from './review.js';
export * from './transport.js';
export type { OpenEnum } from './wire.js';
