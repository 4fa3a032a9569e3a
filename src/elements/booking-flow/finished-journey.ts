/**
 * What the journey holds when the customer finishes, and the two forms it leaves the flow in:
 * `booking-flow-complete`'s detail for the host page, and the request the gateway keeps
 * (`send-request`).
 */
import type { BookingRequest, BookingRequestReceipt } from '../../api/booking-requests/send.js';
import type { SlotSelectDetail } from '../availability-picker/events.js';
import type { FranchiseFoundDetail } from '../franchise-finder/events.js';
import type { BookingFlowCompleteDetail, BookingFlowCustomer, ChosenService, OpenedAgreement } from './events.js';

/** What the journey holds when the customer finishes. */
export interface FinishedJourney {
  readonly franchise: FranchiseFoundDetail;
  readonly slot: SlotSelectDetail;
  readonly customer: BookingFlowCustomer | null;
  readonly customerId: string;
  readonly agreements: readonly OpenedAgreement[];
  readonly params: Readonly<Record<string, string>>;
  readonly language: string;
  /** The services chosen (`<booking-service>` children); none without them. */
  readonly services: readonly ChosenService[];
  /** The pet type they were chosen for; "" without services. */
  readonly petType: string;
}

/** The request the gateway receives, made from the journey. */
export function bookingRequestOf(journey: FinishedJourney): BookingRequest {
  const { franchise, slot, customer, services } = journey;
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
      // "Your details" starts from the type chosen with the services; the customer has the last word there.
      petType: customer?.petType || journey.petType || 'TYPE_UNSPECIFIED',
      notes: customer?.note ?? '',
    },
    customerId: journey.customerId,
    agreementRecordIds: journey.agreements.map((agreement) => agreement.agreementRecordId),
    params: journey.params,
    language: journey.language,
    ...(services.length > 0 && { services: [...services] }),
  };
}

/** `booking-flow-complete`'s detail: the journey, and the gateway's receipt of the request it kept (`send-request`). */
export function completeDetail(journey: FinishedJourney, receipt: BookingRequestReceipt | undefined): BookingFlowCompleteDetail {
  const { franchise, slot, customer, agreements, params, services, petType } = journey;
  return {
    franchise,
    slot,
    agreementRecordIds: agreements.map((agreement) => agreement.agreementRecordId),
    agreements: [...agreements],
    customer,
    params,
    services: [...services],
    petType,
    request: receipt ? { id: receipt.id, reference: receipt.reference } : null,
  };
}
