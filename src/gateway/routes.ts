/**
 * The operations a gateway can forward: each with the spec's method and path template, how an
 * HTTP request reads as the client's request object, which companies and branches it names,
 * who may call it and how long an answer may be cached.
 */
import { getAgreement, getAgreementSignLink, listAgreements } from '../api/agreement.js';
import { getCompany, listCompanies } from '../api/company.js';
import { getAbandonedBooking, getBookingAvailability, listAbandonedBookings, lookupFranchiseByZipcode } from '../api/online-booking.js';
import type * as z from '../api/schema.js';
import type { Operation } from '../api/operation.js';
import { listReviews } from '../api/review.js';

/** The companies and branches a request is about, checked against the gateway's allowance. */
export interface Scope {
  readonly companyIds: readonly string[];
  readonly businessIds: readonly string[];
}

/**
 * - `public`: what the customer-facing elements call; allowed by default.
 * - `customer`: acts for a customer (creates a record); needs an `authorize` hook.
 * - `business`: the business's own data (customers' contact details); needs a hook too.
 */
export type Audience = 'public' | 'customer' | 'business';

export interface Route<Op extends Operation = Operation> {
  readonly operation: Op;
  readonly method: 'GET' | 'POST';
  /**
   * Hono path template on the canonical path (`:id` is the path parameter). The operation's
   * `alternatePaths` (docs/api-notes.md, "Alternate paths") are served too.
   */
  readonly path: string;
  /** Query parameters of a GET by the spec's snake_case name, with the request field each fills. */
  readonly query?: Readonly<Record<string, string>>;
  readonly scope: (request: z.output<Op['request']>) => Scope;
  /**
   * The companies and branches an answer is about, where the request alone does not say (a ZIP
   * code lands on some branch; an abandoned booking or an agreement is some branch's). Checked
   * against the allowance after the upstream answers; an answer that cannot be read is outside.
   */
  readonly answerScope?: (answer: z.output<Op['response']>, request: z.output<Op['request']>) => Scope;
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

const noScope: Scope = { companyIds: [], businessIds: [] };
/** The franchise lookup's own answer for a ZIP code that no branch of this site serves. */
const notServed = JSON.stringify({ businessId: '', companyId: '', businessName: '', bookOnlineName: '', isEnable: false });
const list = (ids: readonly string[] | undefined): readonly string[] => ids ?? [];
/** The branches an answer names: an agreement without one names none. */
const named = (ids: readonly string[]): readonly string[] => ids.filter((id) => id !== '');

/* @__NO_SIDE_EFFECTS__ */
function route<Op extends Operation>(definition: Route<Op>): Route {
  return definition as unknown as Route;
}

// Availability changes as customers book: seconds. Companies and branches change rarely: an hour,
// served stale for a day while revalidating. Reviews and agreements: minutes. A sign link creates
// a record and the business-only reads carry customers' contact details: never stored.
// The gateway's own cache keeps the four reads every page sends, a minute at most: availability
// 10 s (a slot booked elsewhere shows as free that long at most), the others a minute.
const availabilityCache = 'public, max-age=30, stale-while-revalidate=30';
const companyCache = 'public, max-age=3600, stale-while-revalidate=86400';
const contentCache = 'public, max-age=300, stale-while-revalidate=600';
const neverStored = 'private, no-store';

export const routes: readonly Route[] = [
  route({
    operation: lookupFranchiseByZipcode,
    method: 'POST',
    path: '/v1/online_booking/business/info',
    scope: () => noScope,
    answerScope: (branch) => ({ companyIds: [branch.companyId], businessIds: [branch.businessId] }),
    answerOutside: notServed,
    audience: 'public',
    cacheControl: companyCache,
    readCacheSeconds: 60,
  }),
  route({
    operation: getBookingAvailability,
    method: 'POST',
    path: '/v1/online_booking/availability',
    scope: (request) => ({ companyIds: [request.companyId], businessIds: [request.businessId] }),
    audience: 'public',
    cacheControl: availabilityCache,
    readCacheSeconds: 10,
  }),
  route({
    operation: getCompany,
    method: 'GET',
    path: '/v1/companies/:id',
    scope: (request) => ({ companyIds: [request.id], businessIds: [] }),
    audience: 'public',
    cacheControl: companyCache,
    readCacheSeconds: 60,
  }),
  route({
    operation: listReviews,
    method: 'POST',
    path: '/v1/reviews:list',
    scope: (request) => ({ companyIds: [], businessIds: [request.businessId] }),
    audience: 'public',
    cacheControl: contentCache,
    readCacheSeconds: 60,
  }),
  route({
    operation: getAgreement,
    method: 'GET',
    path: '/v1/agreements/:id',
    query: { company_id: 'companyId' },
    scope: (request) => ({ companyIds: [request.companyId], businessIds: [] }),
    // An agreement is a branch's: the id alone may be another branch's of the same company.
    answerScope: (agreement, request) => ({ companyIds: [request.companyId], businessIds: named([agreement.businessId]) }),
    audience: 'public',
    cacheControl: contentCache,
    readCacheSeconds: 0,
  }),
  route({
    operation: listAgreements,
    method: 'POST',
    path: '/v1/agreements:list',
    scope: (request) => ({ companyIds: [request.companyId], businessIds: list(request.businessIds) }),
    // A request that names no branch lists every branch's agreements: each must be served here.
    answerScope: (page, request) => ({
      companyIds: [request.companyId],
      businessIds: named(page.agreement.map((agreement) => agreement.businessId)),
    }),
    audience: 'public',
    cacheControl: contentCache,
    readCacheSeconds: 0,
  }),
  route({
    operation: getAgreementSignLink,
    method: 'GET',
    path: '/v1/agreements/:id/sign_link',
    query: { customer_id: 'customerId', business_id: 'businessId' },
    scope: (request) => ({ companyIds: [], businessIds: [request.businessId] }),
    audience: 'customer',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  }),
  route({
    operation: getAbandonedBooking,
    method: 'GET',
    path: '/v1/abandoned_bookings/:id',
    scope: () => noScope,
    answerScope: (booking) => ({ companyIds: [], businessIds: [booking.businessId] }),
    audience: 'business',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  }),
  route({
    operation: listAbandonedBookings,
    method: 'POST',
    path: '/v1/abandoned_bookings:list',
    scope: (request) => ({ companyIds: [request.companyId], businessIds: list(request.businessIds) }),
    audience: 'business',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  }),
  route({
    operation: listCompanies,
    method: 'POST',
    path: '/v1/companies:list',
    scope: () => noScope,
    audience: 'business',
    cacheControl: neverStored,
    readCacheSeconds: 0,
  }),
];

/** The client's names of the operations a gateway can forward. */
export type OperationName =
  | 'lookupFranchiseByZipcode'
  | 'getBookingAvailability'
  | 'getCompany'
  | 'listReviews'
  | 'getAgreement'
  | 'listAgreements'
  | 'getAgreementSignLink'
  | 'getAbandonedBooking'
  | 'listAbandonedBookings'
  | 'listCompanies';

/** The reads the gateway's read cache may keep (`cacheSeconds`). */
export type CachedOperationName = 'lookupFranchiseByZipcode' | 'getBookingAvailability' | 'getCompany' | 'listReviews';

/** What the customer-facing elements call: the allowance when none is given. */
export const publicOperations = routes
  .filter((candidate) => candidate.audience === 'public')
  .map((candidate) => candidate.operation.name as OperationName);
