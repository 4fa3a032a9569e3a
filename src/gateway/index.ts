/** `booking-elements/gateway`: the server side a public site runs; no DOM, no Lit. */
export { clientKeyFromHeader } from './access/client-key.js';
export type { ClientKey } from './access/client-key.js';
export { createGateway, defaultLimits, defaultUpstream } from './gateway.js';
export type { AuthorizeContext, Gateway, GatewayHandler, GatewayOptions, OperationName } from './gateway.js';
export { longestCustomerTokenSeconds, signCustomerToken } from './access/customer-token.js';
export type { CustomerTokenOptions } from './access/customer-token.js';
export type { StaffOptions } from './access/staff-token.js';
export type {
  CacheOutcome,
  GatewayEvent,
  GatewayEventLogEntry,
  GatewayLogEntry,
  GatewayRequestLogEntry,
  LogLevel,
} from './pipeline/log.js';
export { prometheusContentType } from './pipeline/metrics.js';
export type { CachedOperationName } from './upstream/routes.js';
export { cloudflareRateLimiter } from './upstream/store.js';
export type { GatewayStore, RateLimitBinding, RateLimiter, StoreLimiterOptions } from './upstream/store.js';
