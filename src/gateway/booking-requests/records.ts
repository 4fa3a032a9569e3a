/**
 * A booking request as the gateway keeps it and as staff read it, and how a database row becomes
 * one. One module for the shape, so that the routes, the deliveries and the e-mail read the same.
 */
import { isoOf } from './store/database.js';
import { firstStatus, type RequestStatus } from '../../api/booking-requests/lifecycle.js';
import type { BookingRequestCustomer } from '../../api/booking-requests/send.js';

/** A request as staff read it, and as the webhook's `data` carries it. */
export interface BookingRequestRecord {
  readonly id: string;
  readonly reference: string;
  readonly companyId: string;
  readonly businessId: string;
  readonly staffId: string;
  /** The groomer's name as the availability gave it when the time was checked; "" for a request stored before names were kept. */
  readonly staffName: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly customer: BookingRequestCustomer;
  readonly customerId?: string;
  readonly agreementRecordIds: readonly string[];
  readonly params: Readonly<Record<string, string>>;
  readonly language?: string;
  readonly status: RequestStatus;
  readonly receivedTime: string;
  readonly version: number;
  readonly services: readonly RequestService[];
  /** The branch's latest words to the customer, "" when none. */
  readonly message: string;
  /** The times offered with the last decline. */
  readonly offers: readonly RequestOffer[];
  /** The declined request whose offered time this one took. */
  readonly replaces?: string;
  /** Staff's internal notes of its history, one a line, oldest first; absent when none (a request just received). */
  readonly internalNotes?: string;
}

/** A time staff offered with a decline: a groomer's slot, and the groomer's name once the offer was checked. */
export interface RequestOffer {
  readonly staffId: string;
  readonly staffName?: string;
  readonly startTime: string;
  readonly endTime: string;
}

export interface RequestService {
  readonly id: string;
  readonly name: string;
}

/** A row of `booking_requests` as both databases give it back. */
export interface RequestRow {
  readonly id: string;
  readonly reference: string;
  readonly company_id: string;
  readonly business_id: string;
  readonly staff_id: string;
  readonly staff_name: string | null;
  readonly start_time: unknown;
  readonly end_time: unknown;
  readonly customer: BookingRequestCustomer;
  readonly customer_id: string | null;
  readonly agreement_record_ids: readonly string[];
  readonly params: Readonly<Record<string, string>>;
  readonly language: string | null;
  readonly status: RequestStatus;
  readonly received_time: unknown;
  readonly updated_time: unknown;
  readonly version: number;
  readonly body_hash: string;
  readonly services: readonly RequestService[];
  readonly message: string | null;
  readonly offers: readonly RequestOffer[];
  readonly replaces: string | null;
  readonly internal_notes: string | null;
}

export const requestColumns =
  'id, reference, company_id, business_id, staff_id, staff_name, start_time, end_time, customer, customer_id, agreement_record_ids, params, language, status, received_time, updated_time, version, body_hash, services, message, offers, replaces, internal_notes';

export function recordOf(row: RequestRow): BookingRequestRecord {
  return {
    id: row.id,
    reference: row.reference,
    companyId: row.company_id,
    businessId: row.business_id,
    staffId: row.staff_id,
    staffName: row.staff_name ?? '',
    startTime: isoOf(row.start_time),
    endTime: isoOf(row.end_time),
    customer: row.customer,
    ...(row.customer_id === null ? {} : { customerId: row.customer_id }),
    agreementRecordIds: row.agreement_record_ids,
    params: row.params,
    ...(row.language === null ? {} : { language: row.language }),
    status: row.status,
    receivedTime: isoOf(row.received_time),
    version: row.version,
    services: row.services,
    message: row.message ?? '',
    offers: row.offers,
    ...(row.replaces === null ? {} : { replaces: row.replaces }),
    ...(row.internal_notes ? { internalNotes: row.internal_notes } : {}),
  };
}

/** What a customer is told once the request is stored, and told again for the same key and body. */
export interface ReceivedAnswer {
  readonly id: string;
  readonly reference: string;
  /** Where every request starts (the lifecycle's first status). */
  readonly status: RequestStatus;
  readonly receivedTime: string;
  /** The customer's capability for the status page: in the first answer only (the gateway keeps only its hash). */
  readonly statusToken?: string;
}

export const receivedAnswerOf = (row: Pick<RequestRow, 'id' | 'reference' | 'received_time'>): ReceivedAnswer => ({
  id: row.id,
  reference: row.reference,
  status: firstStatus,
  receivedTime: isoOf(row.received_time),
});
