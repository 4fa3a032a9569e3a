/** What the picker asks GetBookingAvailability for, from its attributes: a pure function of them. */
import { petTypes as knownPetTypes } from '../../api/enums.js';
import type { GetBookingAvailabilityRequest } from '../../api/online-booking.js';
import { isOneOf } from '../../api/enums.js';
import type { DateRange } from './range.js';

/** The attributes that choose which slots are shown, whatever the range. */
export interface AvailabilityQuery {
  readonly companyId: string;
  readonly businessId: string;
  readonly serviceIds: readonly string[];
  readonly staffIds: readonly string[];
  /** As written in `pet-types`: any case. */
  readonly petTypes: readonly string[];
  readonly customerId: string;
  readonly zipcode: string;
  /** The last day that may be chosen (`max-date`), or empty: no day after it is asked for. */
  readonly maxDate: string;
}

/** The pet types of `pet-types` that are not pet types (case does not matter). */
export function unknownPetTypes(petTypes: readonly string[]): string[] {
  return petTypes.filter((type) => !isOneOf(knownPetTypes, type.toUpperCase()));
}

/**
 * The request for a range, up to `max-date`. Only the filters given are sent: an empty list would
 * mean "none" rather than "any".
 */
export function availabilityRequest({ start, end }: DateRange, query: AvailabilityQuery): GetBookingAvailabilityRequest {
  const { serviceIds, staffIds, customerId, zipcode, maxDate } = query;
  const pets = query.petTypes.map((type) => type.toUpperCase()).flatMap((type) => (isOneOf(knownPetTypes, type) ? [{ type }] : []));
  return {
    companyId: query.companyId,
    businessId: query.businessId,
    filter: {
      startDate: start,
      endDate: maxDate && start <= maxDate && maxDate < end ? maxDate : end,
      ...(serviceIds.length > 0 && { serviceIds: [...serviceIds] }),
      ...(staffIds.length > 0 && { staffIds: [...staffIds] }),
      ...(customerId && { customerId }),
      ...(zipcode && { zipcode }),
      ...(pets.length > 0 && { pets }),
    },
  };
}
