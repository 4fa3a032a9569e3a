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
  staffMember(
    request: Request,
  ): Promise<{ readonly allowance: Allowance; readonly subject: string; readonly name: string | undefined; readonly expiresAt: number }>;
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

type Hook = (route: Route, request: Request, input: Readonly<Record<string, unknown>>) => Promise<boolean>;

/** The business's `authorize` hook, asked within the gateway's time limit; a throw or silence denies. */
function hookOf(authorize: GatewayOptions['authorize'], timeoutMs: number): Hook | undefined {
  if (!authorize) return undefined;
  return async (route, request, input) => {
    const asking = Promise.resolve().then(() => authorize({ operation: route.operation.name, request, input }));
    try {
      return (await within(asking, timeoutMs, () => false)) === true;
    } catch {
      return false;
    }
  };
}

const invalidToken = (problem: string) =>
  new GatewayFailure('UNAUTHENTICATED', `${problem}.`, 401, undefined, 'Bearer error="invalid_token"');

/** The checks of customers' requests: customer tokens (`customerSecret`) or the hook. */
function customerChecks(options: GatewayOptions, hook: Hook | undefined) {
  const { customerSecret } = options;
  if (customerSecret !== undefined) {
    const problem = customerSecretProblem(customerSecret);
    if (problem) throw configurationError(problem.replace('the customer secret', 'customerSecret'));
  }
  // Imported once: the key is the same for every request.
  const key = customerSecret === undefined ? undefined : customerKey(customerSecret);
  const publicOrigin = options.publicOrigin === undefined ? undefined : bareOrigin(options.publicOrigin.replace(/\/$/, ''));
  if (options.publicOrigin !== undefined && publicOrigin === undefined)
    throw configurationError('publicOrigin must be an http(s) origin, such as https://booking.example');
  /** Why the token is not one for `customerId`, or undefined when it is. */
  const problemOf = async (token: string, customerId: string) => customerTokenProblem(token, await key!, customerId, publicOrigin);

  return {
    customerTokens: key !== undefined,

    async vouchForCustomer(route: Route, request: Request, input: Readonly<Record<string, unknown>>): Promise<void> {
      const token = key === undefined ? undefined : bearerToken(request);
      if (token !== undefined) {
        const problem = await problemOf(token, String(input['customerId'] ?? ''));
        if (problem) throw invalidToken(problem);
        return;
      }
      if (hook) {
        if (await hook(route, request, input)) return;
        throw denied();
      }
      throw tokenRequired(
        'A customer token is required: set customer-token on the element, minted by your server with signCustomerToken().',
      );
    },

    async vouchForCustomerId(request: Request, customerId: string): Promise<void> {
      const token = key === undefined ? undefined : bearerToken(request);
      if (token === undefined) {
        throw tokenRequired('A customer token for customerId is required: leave customerId out, or send the token your server minted.');
      }
      const problem = await problemOf(token, customerId);
      if (problem) throw invalidToken(problem);
    },
  };
}

const staffTokenRequired = () =>
  tokenRequired("A staff token is required: set the element's token to one from the business's identity provider.");

/** The checks of staff's requests: staff tokens (`staff`) or the hook. */
function staffChecks(options: GatewayOptions, allowance: Allowance, hook: Hook | undefined, timeoutMs: number) {
  const { staff } = options;
  const staffProblem = staff === undefined ? undefined : staffOptionsProblem(staff);
  if (staffProblem) throw configurationError(staffProblem);
  const keys = staff === undefined ? undefined : createStaffKeys({ jwksUrl: staff.jwksUrl, timeoutMs });
  const streamCheckMs = (staff?.streamCheckSeconds ?? streamCheckSeconds) * 1000;
  /** The request's staff token, when staff tokens are configured and it carries one. */
  const tokenOf = (request: Request) => (keys === undefined ? undefined : bearerToken(request));
  const identityOf = (token: string, keysWithinMs?: number) =>
    checkStaffToken(token, keys!, staff!, keysWithinMs === undefined ? {} : { keysWithinMs });

  return {
    staffTokens: keys !== undefined,
    streamCheckMs,

    async staffMember(request: Request) {
      const token = tokenOf(request);
      if (token === undefined) throw staffTokenRequired();
      const identity = await identityOf(token);
      return {
        allowance: narrowAllowance(allowance, identity.businesses),
        subject: identity.subject,
        name: identity.name,
        expiresAt: identity.expiresAt,
      };
    },

    async staffTokenState(request: Request): Promise<'valid' | 'refused' | 'unavailable'> {
      const token = tokenOf(request);
      if (token === undefined) return 'refused';
      try {
        await identityOf(token, streamCheckMs);
        return 'valid';
      } catch (error) {
        return error instanceof GatewayFailure && error.status === 503 ? 'unavailable' : 'refused';
      }
    },

    async vouchForStaff(route: Route, request: Request, input: Readonly<Record<string, unknown>>): Promise<Allowance> {
      const token = tokenOf(request);
      if (token !== undefined) return narrowAllowance(allowance, (await identityOf(token)).businesses);
      if (hook) {
        if (await hook(route, request, input)) return allowance;
        throw denied();
      }
      throw staffTokenRequired();
    },
  };
}

/** Reads the options that say who may call; throws a TypeError naming a wrong one. */
export function createCallers(options: GatewayOptions, allowance: Allowance, timeoutMs: number): Callers {
  const hook = hookOf(options.authorize, timeoutMs);
  return { ...customerChecks(options, hook), ...staffChecks(options, allowance, hook, timeoutMs) };
}
