/**
 * Whether the branch still offers the time a customer asks for: the groomer's slot that starts and
 * ends exactly then, in GetBookingAvailability's answer for the days around it, asked through the
 * gateway's upstream, for the services the customer chose and their pet's type. A time in the past
 * is not offered, whatever the answer says. When it is offered, the same answer names the groomer,
 * whom the customer's messages call by name.
 */
import { getBookingAvailability } from '../../../api/availability.js';
import { offeredFor } from '../../../api/booking-requests/offered-for.js';
import type { CheckedBookingRequest } from '../../../api/booking-requests/send.js';
import type { GatewayParts } from '../parts.js';

/**
 * The time asked for: a groomer of a branch, from its start to its end, for the services chosen
 * (their length is the slot's) and the pet.
 */
export type AskedTime = Pick<CheckedBookingRequest, 'companyId' | 'businessId' | 'staffId' | 'startTime' | 'endTime' | 'services'> & {
  readonly customer: Pick<CheckedBookingRequest['customer'], 'petType'>;
};

/** A time the branch offers: its groomer's name as the availability gives it ("" when it gives none). */
export interface Offered {
  readonly groomer: string;
}

/** The longest groomer's name kept: names come from outside. */
const longestName = 200;

const dayMs = 24 * 3600_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The time as the branch offers it now, or undefined when it does not. */
export async function timeOffered(parts: GatewayParts, body: AskedTime, now: number, requestId: string): Promise<Offered | undefined> {
  const start = Date.parse(body.startTime);
  const end = Date.parse(body.endTime);
  if (!(start > now) || !(end > start)) return undefined;
  // The availability is asked as the flow asked it (offered-for.ts).
  // The branch's days are in its own zone, which may be a day either side of UTC's.
  const answer = await parts.ask(
    getBookingAvailability,
    {
      companyId: body.companyId,
      businessId: body.businessId,
      filter: {
        startDate: dateOf(start - dayMs),
        endDate: dateOf(start + dayMs),
        staffIds: [body.staffId],
        ...offeredFor(body.services, body.customer.petType),
      },
    },
    requestId,
  );
  for (const day of answer.availability)
    for (const groomer of day.staff)
      if (
        groomer.staffId === body.staffId &&
        groomer.availableSlots.some((slot) => Date.parse(slot.startTime) === start && Date.parse(slot.endTime) === end)
      )
        return { groomer: `${groomer.firstName} ${groomer.lastName}`.trim().slice(0, longestName) };
  return undefined;
}
