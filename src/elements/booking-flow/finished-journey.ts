/**
 * What the journey holds when the customer finishes, and the two forms it leaves the flow in:
 * `booking-flow-complete`'s detail for the host page, and the request the gateway keeps
 * (`send-request`).
 */
import type { BookingRequest, BookingRequestReceipt } from '../../api/booking-requests/send.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowCompleteDetail, BookingFlowCustomer, OpenedAgreement } from './events.js';

/** What the journey holds when the customer finishes. */
export interface FinishedJourney {
  readonly franchise: FranchiseFoundDetail;
  readonly slot: SlotSelectDetail;
  readonly customer: BookingFlowCustomer | null;
  readonly customerId: string;
  readonly agreements: readonly OpenedAgreement[];
  readonly params: Readonly<Record<string, string>>;
  readonly language: string;
}

/** The request the gateway receives, made from the journey. */
export function bookingRequestOf(journey: FinishedJourney): BookingRequest {
  const { franchise, slot, customer } = journey;
  return {
    companyId: franchise.companyId,
    businessId: franchise.businessId,
    staffId: slot.staffId,
    startTime: slot.startTime,
    endTime: slot.endTime,
    customer: {
      name: customer?.name ?? '',
      phone: customer?.phone ?? '',
      email: customer?.email ?? '',
      petName: customer?.petName ?? '',
      petType: customer?.petType || 'TYPE_UNSPECIFIED',
      notes: customer?.note ?? '',
    },
    customerId: journey.customerId,
    agreementRecordIds: journey.agreements.map((agreement) => agreement.agreementRecordId),
    params: journey.params,
    language: journey.language,
  };
}

/** `booking-flow-complete`'s detail: the journey, and the gateway's receipt of the request it kept (`send-request`). */
export function completeDetail(journey: FinishedJourney, receipt: BookingRequestReceipt | undefined): BookingFlowCompleteDetail {
  const { franchise, slot, customer, agreements, params } = journey;
  return {
    franchise,
    slot,
    agreementRecordIds: agreements.map((agreement) => agreement.agreementRecordId),
    agreements: [...agreements],
    customer,
    params,
    request: receipt ? { id: receipt.id, reference: receipt.reference } : null,
  };
}
