/**
 * What a request's time was offered for, as GetBookingAvailability's filter takes it: the services
 * chosen (together, their length is the slot's) and, with them, the pet's type. Without services
 * the pet's type narrows nothing: the flow asked for the times without it. The gateway checks a
 * customer's time with this, and the inbox whether a request's time still stands and which times
 * a decline may offer, so that all three ask the branch the same question.
 */
import { isOneOf, petTypes } from '../enums.js';

export function offeredFor(
  services: readonly { readonly id: string }[] | undefined,
  petType: string,
): { serviceIds?: string[]; pets?: { type: (typeof petTypes)[number] }[] } {
  const serviceIds = (services ?? []).map((service) => service.id);
  if (serviceIds.length === 0) return {};
  return isOneOf(petTypes, petType) && petType !== 'TYPE_UNSPECIFIED' ? { serviceIds, pets: [{ type: petType }] } : { serviceIds };
}
