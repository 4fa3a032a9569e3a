/**
 * Whether the branch still offers the time a customer asks for: the groomer's slot that starts and
 * ends exactly then, in GetBookingAvailability's answer for the days around it, asked through the
 * gateway's upstream. A time in the past is not offered, whatever the answer says.
 */
import { getBookingAvailability } from '../../../api/availability.js';
import type { CheckedBookingRequest } from '../../../api/booking-requests/send.js';

/** The time asked for: a groomer of a branch, from its start to its end. */
export type AskedTime = Pick<CheckedBookingRequest, 'companyId' | 'businessId' | 'staffId' | 'startTime' | 'endTime'>;
import type { GatewayParts } from '../parts.js';

const dayMs = 24 * 3600_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function timeOffered(parts: GatewayParts, body: AskedTime, now: number, requestId: string): Promise<boolean> {
  const start = Date.parse(body.startTime);
  const end = Date.parse(body.endTime);
  if (!(start > now) || !(end > start)) return false;
  // The branch's days are in its own zone, which may be a day either side of UTC's.
  const answer = await parts.ask(
    getBookingAvailability,
    {
      companyId: body.companyId,
      businessId: body.businessId,
      filter: { startDate: dateOf(start - dayMs), endDate: dateOf(start + dayMs), staffIds: [body.staffId] },
    },
    requestId,
  );
  return answer.availability.some((day) =>
    day.staff.some(
      (groomer) =>
        groomer.staffId === body.staffId &&
        groomer.availableSlots.some((slot) => Date.parse(slot.startTime) === start && Date.parse(slot.endTime) === end),
    ),
  );
}
