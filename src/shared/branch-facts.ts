/**
 * What an element asks the API about a branch besides its own data: the company's time zone, and
 * the groomers' names, as the other elements name them: from GetBookingAvailability, which lists
 * each groomer with a free time by first and last name (the API has no other way to name staff).
 * Asked for the weeks ahead: a groomer with no free time then is not named. The staff inbox and the
 * customer's status page both read them.
 */
import type { BookingAvailability } from '../api/availability.js';
import type { Company } from '../api/company.js';
import { resolvedZone } from './business-time-zone.js';
import { browserTimeZone, fullName } from '../common/time.js';

/** A request's branch: its company and business. */
interface BranchOf {
  readonly companyId: string;
  readonly businessId: string;
}

/** The zone of the company's times (GetCompany), as the other elements read it; the browser's without a company or when it cannot be read. */
export async function zoneOfCompany(companyId: string, ask: (companyId: string) => Promise<Company>): Promise<string> {
  if (!companyId) return browserTimeZone();
  const company = await ask(companyId).catch(() => undefined);
  return company ? resolvedZone(companyId, company.timezone.id).timeZone : browserTimeZone();
}

/** How far ahead the names are read: a month, well within the API's range. */
const daysAhead = 30;

/** The first and last days (`YYYY-MM-DD`) of the range asked, from `today`. */
export function namingRange(today: string): { startDate: string; endDate: string } {
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
  return { startDate: today, endDate: end };
}

/** Each groomer's full name by staff id, for the branches of the requests (asked in turn; a branch that fails is left unnamed). */
export async function groomerNames(
  requests: readonly BranchOf[],
  ask: (companyId: string, businessId: string) => Promise<BookingAvailability>,
): Promise<Map<string, string>> {
  const branches = new Map<string, string>();
  for (const request of requests) if (request.companyId) branches.set(request.businessId, request.companyId);
  const names = new Map<string, string>();
  for (const [businessId, companyId] of branches) {
    const availability = await ask(companyId, businessId).catch(() => undefined);
    for (const day of availability?.availability ?? [])
      for (const groomer of day.staff)
        if (groomer.staffId && !names.has(groomer.staffId)) names.set(groomer.staffId, fullName(groomer, ''));
  }
  return names;
}
