/**
 * Groomers' names learned from a branch's availability, for a host that gives none: every groomer
 * with a free slot in the next two weeks is named there. A groomer who has none keeps the id.
 */
import { addDays } from '../../api/calendar.js';
import type { BookingAvailability, GetBookingAvailabilityRequest } from '../../api/availability.js';
import { fullName } from '../../common/time.js';

/** How far ahead availability is asked for names. */
export const namesAheadDays = 13;

/** The request of one branch's availability for names, from `today`. */
export function namesRequest(companyId: string, businessId: string, today: string): GetBookingAvailabilityRequest {
  return { companyId, businessId, filter: { startDate: today, endDate: addDays(today, namesAheadDays) } };
}

/** Each groomer's full name in answers of availability, added to `names`; a Map, since ids come from outside. */
export function learnNames(availability: BookingAvailability, names: Map<string, string> = new Map()): Map<string, string> {
  for (const day of availability.availability) {
    for (const staff of day.staff) {
      const name = fullName(staff, '');
      if (staff.staffId && name && !names.has(staff.staffId)) names.set(staff.staffId, name);
    }
  }
  return names;
}

/**
 * The names of every branch's groomers, asked branch by branch through `ask`; a branch whose
 * availability fails keeps its groomers' ids (its failure already told by `ask`).
 */
export async function learnBranchNames(
  companyId: string,
  businessIds: readonly string[],
  today: string,
  ask: (request: GetBookingAvailabilityRequest) => Promise<BookingAvailability>,
  signal: AbortSignal,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const businessId of businessIds) {
    try {
      learnNames(await ask(namesRequest(companyId, businessId, today)), names);
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  return names;
}
