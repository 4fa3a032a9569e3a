/** `booking-elements/gateway`: the server side a public site runs; no DOM, no Lit. */
export { clientKeyFromHeader } from './client-key.js';
export type { ClientKey } from './client-key.js';
export { createGateway, defaultLimits, defaultUpstream } from './gateway.js';
export type { AuthorizeContext, Gateway, GatewayHandler, GatewayOptions, OperationName } from './gateway.js';
export { longestCustomerTokenSeconds, signCustomerToken } from './customer-token.js';
export type { CustomerTokenOptions } from './customer-token.js';
export type { StaffOptions } from './staff-token.js';
export type { CacheOutcome, GatewayEvent, GatewayEventLogEntry, GatewayLogEntry, GatewayRequestLogEntry, LogLevel } from './log.js';
export { prometheusContentType } from './metrics.js';
export type { CachedOperationName } from './routes.js';
export { cloudflareRateLimiter } from './store.js';
export type { GatewayStore, RateLimitBinding, RateLimiter, StoreLimiterOptions } from './store.js';
