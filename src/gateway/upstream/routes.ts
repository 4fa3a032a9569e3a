/**
 * The operations a gateway can forward: each operation's method, paths and query names are its
 * definition's (src/api/operations.ts); the gateway adds only its own policy: which companies and
 * branches a request or an answer names, who may call it and how long an answer may be cached.
 */
import type * as z from '../../api/schema.js';
import { operations, type OperationName } from '../../api/operations.js';

/** The companies and branches a request is about, checked against the gateway's allowance. */
export interface Scope {
  readonly companyIds: readonly string[];
  readonly businessIds: readonly string[];
}

/**
 * - `public`: what the customer-facing elements call; allowed by default.
 * - `customer`: acts for a customer (creates a record); needs a customer token or an `authorize` hook.
 * - `business`: the business's own data (customers' contact details); needs a staff token or an `authorize` hook.
 */
export type Audience = 'public' | 'customer' | 'business';

/** Every operation of the API. */
export type Operations = (typeof operations)[number];
type Named<Name extends OperationName> = Extract<Operations, { readonly name: Name }>;

/**
 * What the gateway adds to an operation. `scope` and `answerScope` are methods so that a route of
 * one operation stands in the list of all of them (their request types differ).
 */
export interface RoutePolicy<Op extends Operations = Operations> {
  scope(request: z.output<Op['request']>): Scope;
  /**
   * The companies and branches an answer is about, where the request alone does not say (a ZIP
   * code lands on some branch; an abandoned booking or an agreement is some branch's). Checked
   * against the allowance after the upstream answers; an answer that cannot be read is outside.
   */
  answerScope?(answer: z.output<Op['response']>, request: z.output<Op['request']>): Scope;
  /** What the caller gets instead of an answer outside the allowance. Default: PERMISSION_DENIED. */
  readonly answerOutside?: string;
  readonly audience: Audience;
  /** Cache-Control of a successful answer. */
  readonly cacheControl: string;
  /**
   * How long the gateway's own read cache keeps an answer, in seconds, by default; 0: never. It
   * covers the reads a CDN cannot (POSTs), and shares them between instances through a store.
   */
  readonly readCacheSeconds: number;
}

/** An operation as the gateway serves it: at its definition's method and paths, under its policy. */
export interface Route<Op extends Operations = Operations> extends RoutePolicy<Op> {
  readonly operation: Op;
}

const noScope: Scope = { companyIds: [], businessIds: [] };
/** The franchise lookup's own answer for a ZIP code that no branch of this site serves. */
const notServed = JSON.stringify({ businessId: '', companyId: '', businessName: '', bookOnlineName: '', isEnable: false });
const list = (ids: readonly string[] | undefined): readonly string[] => ids ?? [];
/** The branches an answer names: an agreement without one names none. */
const named = (ids: readonly string[]): readonly string[] => ids.filter((id) => id !== '');

// Availability changes as customers book: seconds. Companies and branches change rarely: an hour,
// served stale for a day while revalidating. Reviews and agreements: minutes. A sign link creates
// a record and the business-only reads carry customers' contact details: never stored.
// The gateway's own cache keeps the four reads every page sends, a minute at most: availability
// 10 s (a slot booked elsewhere shows as free that long at most), the others a minute.
const availabilityCache = 'public, max-age=30, stale-while-revalidate=30';
const companyCache = 'public, max-age=3600, stale-while-revalidate=86400';
const contentCache = 'public, max-age=300, stale-while-revalidate=600';
const neverStored = 'private, no-store';

/** One policy per operation of the list, by its name: one missing, or one for no operation, does not compile. */
const policies = {
  lookupFranchiseByZipcode: {
    scope: () => noScope,
    answerScope: (branch) => ({ companyIds: [branch.companyId], businessIds: [branch.businessId] }),
    answerOutside: notServed,
    audience: 'public',
    cacheControl: companyCache,
    readCacheSeconds: 60,
  },
  getBookingAvailability: {
    scope: (request) => ({ companyIds: [request.companyId], businessIds: [request.businessId] }),
    audience: 'public',
    cacheControl: availabilityCache,
    readCacheSeconds: 10,
  },
  getCompany: {
    scope: (request) => ({ companyIds: [request.id], businessIds: [] }),
    audience: 'public',
    cacheControl: companyCache,
    readCacheSeconds: 60,
  },
  listReviews: {
    scope: (request) => ({ companyIds: [], businessIds: [request.businessId] }),
    audience: 'public',
    cacheControl: contentCache,
    readCacheSeconds: 60,
  },
  getAgreement: {
    scope: (request) => ({ companyIds: [request.companyId], businessIds: [] }),
    // An agreement is a branch's: the id alone may be another branch's of the same company.
    answerScope: (agreement, request) => ({ companyIds: [request.companyId], businessIds: named([agreement.businessId]) }),
    audience: 'public',
    cacheControl: contentCache,
    readCacheSeconds: 0,
  },
  listAgreements: {
    scope: (request) => ({ companyIds: [request.companyId], businessIds: list(request.businessIds) }),
    // A request that names no branch lists every branch's agreements: each must be served here.
    answerScope: (page, request) => ({
      companyIds: [request.companyId],
      businessIds: named(page.agreement.map((agreement) => agreement.businessId)),
    }),
    audience: 'public',
    cacheControl: contentCache,
    readCacheSeconds: 0,
  },
  getAgreementSignLink: {
    scope: (request) => ({ companyIds: [], businessIds: [request.businessId] }),
    audience: 'customer',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  },
  getAbandonedBooking: {
    scope: () => noScope,
    answerScope: (booking) => ({ companyIds: [], businessIds: [booking.businessId] }),
    audience: 'business',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  },
  listAbandonedBookings: {
    scope: (request) => ({ companyIds: [request.companyId], businessIds: list(request.businessIds) }),
    // The request names its branches, but customers' contact details are never passed on on the
    // service's word alone: each booking must be of a branch the caller may read (one that names
    // none cannot be shown to be).
    answerScope: (page, request) => ({
      companyIds: [request.companyId],
      businessIds: page.bookings.map((booking) => booking.businessId),
    }),
    audience: 'business',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  },
  listCompanies: {
    scope: () => noScope,
    audience: 'business',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  },
} as const satisfies { readonly [Name in OperationName]: RoutePolicy<Named<Name>> };

/** Every operation of the list, in its order, with its policy. */
export const routes: readonly Route[] = operations.map((operation) => ({ operation, ...policies[operation.name] }));

/** The paths a route is served at: its definition's path, then its other documented ones. */
export const routePaths = (route: Route): readonly string[] => [route.operation.path, ...(route.operation.alternatePaths ?? [])];

export type { OperationName };

/** The reads the gateway's read cache may keep (`cacheSeconds`): those whose policy keeps them by default. */
export type CachedOperationName = {
  [Name in OperationName]: (typeof policies)[Name]['readCacheSeconds'] extends 0 ? never : Name;
}[OperationName];

/** What the customer-facing elements call: the allowance when none is given. */
export const publicOperations: readonly OperationName[] = routes
  .filter((candidate) => candidate.audience === 'public')
  .map((candidate) => candidate.operation.name);
