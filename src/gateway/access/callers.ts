/**
 * Who may call the operations that are not public: a customer for a sign link (a customer token,
 * customer-token.ts), a member of the business's staff for the business-only reads (a staff
 * token, staff-token.ts), or, for either, whoever the business's own `authorize` hook vouches for.
 * A request that carries a bearer token of a kind the gateway checks is judged by that token
 * alone: a bad one is never passed to the hook.
 */
import { bearerToken } from './bearer.js';
import { bareOrigin, customerKey, customerSecretProblem, customerTokenProblem } from './customer-token.js';
import { within } from '../pipeline/deadline.js';
import { GatewayFailure } from '../pipeline/failure.js';
import { configurationError, type GatewayOptions } from '../options.js';
import { narrowAllowance, type Allowance } from './policy.js';
import type { Route } from '../upstream/routes.js';
import { createStaffKeys } from './staff-keys.js';
import { checkStaffToken, staffOptionsProblem, streamCheckSeconds } from './staff-token.js';

export interface Callers {
  /** Whether sign links are vouched for by customer tokens (`customerSecret`). */
  readonly customerTokens: boolean;
  /** Whether the business-only reads are vouched for by staff tokens (`staff`). */
  readonly staffTokens: boolean;
  /** Throws a 401 or 403 unless the request may have a sign link made for its customer. */
  vouchForCustomer(route: Route, request: Request, input: Readonly<Record<string, unknown>>): Promise<void>;
  /**
   * Throws a 401, 403 or 503 unless the request may read the business's own data; else gives the
   * allowance narrowed to what the caller may read (a staff token's `booking_businesses`).
   */
  vouchForStaff(route: Route, request: Request, input: Readonly<Record<string, unknown>>): Promise<Allowance>;
  /** Throws a 401 unless the request carries a valid customer token for `customerId` (no hook: a booking request names its customer only so). */
  vouchForCustomerId(request: Request, customerId: string): Promise<void>;
  /** Throws a 401 or 503 unless the request carries a valid staff token; else what it may read, who holds it, and until when. */
  staffMember(request: Request): Promise<{ readonly allowance: Allowance; readonly subject: string; readonly expiresAt: number }>;
  /**
   * Whether the staff token of a request that opened an event stream still holds: `refused` once it
   * expired or its key is no longer published (the JWKS fetched again when older than the stream
   * check's period), `unavailable` when the keys can be had neither fresh nor within their age.
   */
  staffTokenState(request: Request): Promise<'valid' | 'refused' | 'unavailable'>;
  /** How often an open event stream checks its token again, in ms. */
  readonly streamCheckMs: number;
}

const tokenRequired = (message: string) => new GatewayFailure('UNAUTHENTICATED', message, 401, undefined, 'Bearer');

const denied = () => new GatewayFailure('PERMISSION_DENIED', 'You may not do this here.');

/** Reads the options that say who may call; throws a TypeError naming a wrong one. */
// Longer than a screen: one closure over the keys of the two kinds of token, shared by the checks
// of a customer's and of staff's requests, each a short inner function.
export function createCallers(options: GatewayOptions, allowance: Allowance, timeoutMs: number): Callers {
  const { customerSecret, authorize, staff } = options;
  if (customerSecret !== undefined) {
    const problem = customerSecretProblem(customerSecret);
    if (problem) throw configurationError(problem.replace('the customer secret', 'customerSecret'));
  }
  // Imported once: the key is the same for every request.
  const customerTokenKey = customerSecret === undefined ? undefined : customerKey(customerSecret);
  const publicOrigin = options.publicOrigin === undefined ? undefined : bareOrigin(options.publicOrigin.replace(/\/$/, ''));
  if (options.publicOrigin !== undefined && publicOrigin === undefined)
    throw configurationError('publicOrigin must be an http(s) origin, such as https://booking.example');
  const staffProblem = staff === undefined ? undefined : staffOptionsProblem(staff);
  if (staffProblem) throw configurationError(staffProblem);
  const staffKeys = staff === undefined ? undefined : createStaffKeys({ jwksUrl: staff.jwksUrl, timeoutMs });
  const streamCheckMs = (staff?.streamCheckSeconds ?? streamCheckSeconds) * 1000;

  /** The hook's word, within the gateway's time limit; a throw or silence denies. */
  async function isAuthorized(route: Route, request: Request, input: Readonly<Record<string, unknown>>): Promise<boolean> {
    const asking = Promise.resolve().then(() => authorize?.({ operation: route.operation.name, request, input }));
    try {
      return (await within(asking, timeoutMs, () => false)) === true;
    } catch {
      return false;
    }
  }

  return {
    customerTokens: customerTokenKey !== undefined,
    staffTokens: staffKeys !== undefined,
    streamCheckMs,

    async vouchForCustomer(route, request, input) {
      const token = customerTokenKey === undefined ? undefined : bearerToken(request);
      if (token !== undefined && customerTokenKey !== undefined) {
        const problem = await customerTokenProblem(token, await customerTokenKey, String(input['customerId'] ?? ''), publicOrigin);
        if (problem) throw new GatewayFailure('UNAUTHENTICATED', `${problem}.`, 401, undefined, 'Bearer error="invalid_token"');
        return;
      }
      if (authorize) {
        if (await isAuthorized(route, request, input)) return;
        throw denied();
      }
      throw new GatewayFailure(
        'UNAUTHENTICATED',
        'A customer token is required: set customer-token on the element, minted by your server with signCustomerToken().',
        401,
        undefined,
        'Bearer',
      );
    },

    async vouchForCustomerId(request, customerId) {
      const token = customerTokenKey === undefined ? undefined : bearerToken(request);
      if (token === undefined || customerTokenKey === undefined) {
        throw tokenRequired('A customer token for customerId is required: leave customerId out, or send the token your server minted.');
      }
      const problem = await customerTokenProblem(token, await customerTokenKey, customerId, publicOrigin);
      if (problem) throw new GatewayFailure('UNAUTHENTICATED', `${problem}.`, 401, undefined, 'Bearer error="invalid_token"');
    },

    async staffMember(request) {
      const token = staffKeys === undefined ? undefined : bearerToken(request);
      if (token === undefined || staff === undefined || staffKeys === undefined) {
        throw tokenRequired("A staff token is required: set the element's token to one from the business's identity provider.");
      }
      const identity = await checkStaffToken(token, staffKeys, staff);
      return { allowance: narrowAllowance(allowance, identity.businesses), subject: identity.subject, expiresAt: identity.expiresAt };
    },

    async staffTokenState(request) {
      const token = staffKeys === undefined ? undefined : bearerToken(request);
      if (token === undefined || staff === undefined || staffKeys === undefined) return 'refused';
      try {
        await checkStaffToken(token, staffKeys, staff, { keysWithinMs: streamCheckMs });
        return 'valid';
      } catch (error) {
        return error instanceof GatewayFailure && error.status === 503 ? 'unavailable' : 'refused';
      }
    },

    async vouchForStaff(route, request, input) {
      const token = staffKeys === undefined ? undefined : bearerToken(request);
      if (token !== undefined && staff !== undefined && staffKeys !== undefined) {
        const identity = await checkStaffToken(token, staffKeys, staff);
        return narrowAllowance(allowance, identity.businesses);
      }
      if (authorize) {
        if (await isAuthorized(route, request, input)) return allowance;
        throw denied();
      }
      throw new GatewayFailure(
        'UNAUTHENTICATED',
        "A staff token is required: set the element's token to one from the business's identity provider.",
        401,
        undefined,
        'Bearer',
      );
    },
  };
}
