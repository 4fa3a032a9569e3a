/** `booking-elements/gateway`: the server side a public site runs; no DOM, no Lit. */
export { clientKeyFromHeader } from './client-key.js';
export { createGateway, defaultLimits, defaultUpstream } from './gateway.js';
export { longestCustomerTokenSeconds, signCustomerToken } from './customer-token.js';
export type { CustomerTokenOptions } from './customer-token.js';
export type { AuthorizeContext, GatewayHandler, GatewayLogEntry, GatewayOptions, OperationName } from './gateway.js';
