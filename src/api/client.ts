/** `createClient()`: one typed function per operation of the four modules. */
import { getAgreement, getAgreementSignLink, listAgreements } from './agreement.js';
import { getCompany, listCompanies } from './company.js';
import { getAbandonedBooking, getBookingAvailability, listAbandonedBookings, lookupFranchiseByZipcode } from './online-booking.js';
import type { Operation, RequestOf, ResponseOf } from './operation.js';
import { listReviews } from './review.js';
import { createTransport, type CallOptions, type ClientConfig } from './transport.js';

export function createClient(config: ClientConfig = {}) {
  const transport = createTransport(config);
  const call =
    <Op extends Operation>(operation: Op) =>
    (request: RequestOf<Op>, options?: CallOptions): Promise<ResponseOf<Op>> =>
      transport.send(operation, request, options);
  return {
    send: transport.send,
    baseUrl: transport.baseUrl,
    listReviews: call(listReviews),
    getCompany: call(getCompany),
    listCompanies: call(listCompanies),
    getAbandonedBooking: call(getAbandonedBooking),
    listAbandonedBookings: call(listAbandonedBookings),
    getBookingAvailability: call(getBookingAvailability),
    lookupFranchiseByZipcode: call(lookupFranchiseByZipcode),
    getAgreement: call(getAgreement),
    listAgreements: call(listAgreements),
    getAgreementSignLink: call(getAgreementSignLink),
  };
}

export type Client = ReturnType<typeof createClient>;
