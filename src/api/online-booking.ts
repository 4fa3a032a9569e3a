/**
 * business.online_booking.v1: booking requests started online, abandoned booking flows,
 * bookable time slots (in availability.ts, which only the elements that show slots download),
 * and the routing of a ZIP code to a franchise branch.
 */
import * as z from './schema.js';
import { defineOperation } from './operation.js';
import { accepted, flag, pipe, text } from './wire.js';

export * from './abandoned-bookings.js';
export * from './availability.js';

export const lookupFranchiseByZipcodeRequestSchema = /* @__PURE__ */ z.object({
  zipcode: pipe(
    accepted((value): value is string => typeof value === 'string' && value.trim() !== '', 'a ZIP code'),
    z.transform((zipcode) => zipcode.trim()),
  ),
});
export type LookupFranchiseByZipcodeRequest = z.input<typeof lookupFranchiseByZipcodeRequestSchema>;

/** The branch holding a ZIP code's territory; every string is "" when no branch holds it. */
export const franchiseSchema = /* @__PURE__ */ z.object({
  businessId: text,
  companyId: text,
  businessName: text,
  bookOnlineName: text,
  isEnable: flag,
});
export type Franchise = z.output<typeof franchiseSchema>;

export const lookupFranchiseByZipcode = defineOperation({
  name: 'lookupFranchiseByZipcode',
  method: 'POST',
  request: lookupFranchiseByZipcodeRequestSchema,
  response: franchiseSchema,
  path: '/v1/online_booking/business/info',
  // The newest Swagger's only path for it; the transport remembers the one that answered.
  alternatePaths: ['/v1/online_booking/franchise_lookup'],
  retryable: true,
});
