/** Every operation of the API, once: the client's methods and the gateway's routes are made from this list. */
import { getAgreement, getAgreementSignLink, listAgreements } from './agreement.js';
import { getCompany, listCompanies } from './company.js';
import { getAbandonedBooking, getBookingAvailability, listAbandonedBookings, lookupFranchiseByZipcode } from './online-booking.js';
import { listReviews } from './review.js';

export const operations = [
  listReviews,
  getCompany,
  listCompanies,
  getAbandonedBooking,
  listAbandonedBookings,
  getBookingAvailability,
  lookupFranchiseByZipcode,
  getAgreement,
  listAgreements,
  getAgreementSignLink,
] as const;

/** The client's name of an operation, such as `listReviews`. */
export type OperationName = (typeof operations)[number]['name'];
