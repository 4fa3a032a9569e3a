/** The spec's paths and methods (docs/api-notes.md, "Endpoints"), and the franchise lookup's documented alias. */
import type { OperationName } from '../wire-shapes.js';
import { getAbandonedBooking, listAbandonedBookings } from './abandoned-bookings.js';
import { getAgreement, getAgreementSignLink, listAgreements } from './agreements.js';
import { getBookingAvailability } from './availability.js';
import { getCompany, listCompanies } from './companies.js';
import type { Operation } from './context.js';
import { lookupFranchiseByZipcode } from './franchise.js';
import { listReviews } from './reviews.js';

interface Route {
  name: OperationName;
  method: 'GET' | 'POST';
  /** Matched against the path after `/v1`; the first group, if any, is the `{id}`. */
  pattern: RegExp;
  run: Operation;
}

const routes: Route[] = [
  { name: 'ListReviews', method: 'POST', pattern: /^\/reviews:list$/, run: listReviews },
  { name: 'ListCompanies', method: 'POST', pattern: /^\/companies:list$/, run: listCompanies },
  { name: 'GetCompany', method: 'GET', pattern: /^\/companies\/([^/]+)$/, run: getCompany },
  { name: 'ListAbandonedBookings', method: 'POST', pattern: /^\/abandoned_bookings:list$/, run: listAbandonedBookings },
  { name: 'GetAbandonedBooking', method: 'GET', pattern: /^\/abandoned_bookings\/([^/]+)$/, run: getAbandonedBooking },
  { name: 'GetBookingAvailability', method: 'POST', pattern: /^\/online_booking\/availability$/, run: getBookingAvailability },
  { name: 'LookupFranchiseByZipcode', method: 'POST', pattern: /^\/online_booking\/business\/info$/, run: lookupFranchiseByZipcode },
  { name: 'LookupFranchiseByZipcode', method: 'POST', pattern: /^\/online_booking\/franchise_lookup$/, run: lookupFranchiseByZipcode },
  { name: 'ListAgreements', method: 'POST', pattern: /^\/agreements:list$/, run: listAgreements },
  { name: 'GetAgreementSignLink', method: 'GET', pattern: /^\/agreements\/([^/]+)\/sign_link$/, run: getAgreementSignLink },
  { name: 'GetAgreement', method: 'GET', pattern: /^\/agreements\/([^/]+)$/, run: getAgreement },
];

export interface MatchedRoute {
  name: OperationName;
  method: 'GET' | 'POST';
  pathId: string;
  run: Operation;
}

/** The operation at a path below `/v1` (raw, still percent-encoded), whatever the method. */
export function matchRoute(apiPath: string): MatchedRoute | undefined {
  for (const route of routes) {
    const match = route.pattern.exec(apiPath);
    if (!match) continue;
    let pathId = '';
    try {
      pathId = decodeURIComponent(match[1] ?? '');
    } catch {
      pathId = match[1] ?? '';
    }
    return { name: route.name, method: route.method, pathId, run: route.run };
  }
  return undefined;
}
