/**
 * GetAbandonedBooking and ListAbandonedBookings (newest first). The list looks at the last
 * week when no abandonTime range is given and refuses a range longer than one month. Its items
 * leave out the heavy parts a board does not show in a list (the answers captured in the flow,
 * the staff's note, the pets' health and emergency contact), which GetAbandonedBooking gives.
 */
import { type AbandonedBooking, abandonStatuses, abandonSteps, leadTypes } from '../../src/api/online-booking.js';
import { requireCompanyAccess } from '../access.js';
import { dayMs } from '../calendar.js';
import { invalidArgument, notFound } from '../errors.js';
import { pageOf, readPageRequest } from '../pagination.js';
import {
  optionalEnumList,
  optionalObject,
  optionalStringList,
  requiredString,
  requiredTimestamp,
  type JsonObject,
} from '../request-fields.js';
import { findBranch, findBranchOfCompany, findCompany, type Operation } from './context.js';

const defaultWindowMs = 7 * dayMs;

export const getAbandonedBooking: Operation = ({ world, pathId, access }) => {
  const booking = world.abandonedBookings.find((candidate) => candidate.id === pathId);
  if (!booking) throw notFound(`abandoned booking ${pathId} not found`);
  requireCompanyAccess(access, findBranch(world, booking.businessId).companyId);
  return booking;
};

/** A booking as the list gives it: the fuller record is GetAbandonedBooking's. */
function listed(booking: AbandonedBooking): AbandonedBooking {
  return {
    ...booking,
    customer: booking.customer && { ...booking.customer, questionAnswerList: [] },
    pets: booking.pets.map((pet) => ({
      ...pet,
      emergencyContactName: '',
      emergencyContactPhone: '',
      healthIssues: '',
      questionAnswerList: [],
    })),
    additionalNote: '',
  };
}

/** One calendar month after the instant, in UTC (Jan 31 reaches Feb 28 or 29). */
function oneMonthAfter(epochMs: number): number {
  const start = new Date(epochMs);
  const target = new Date(epochMs);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return target.getTime();
}

function readAbandonTimeRange(filter: JsonObject, now: number): { start: number; end: number } {
  const range = optionalObject(filter, 'abandonTime', 'filter.abandonTime');
  if (!range) return { start: now - defaultWindowMs, end: now };
  const start = requiredTimestamp(range, 'startTime', 'filter.abandonTime.startTime');
  const end = requiredTimestamp(range, 'endTime', 'filter.abandonTime.endTime');
  if (end < start) throw invalidArgument('filter.abandonTime.endTime must not be before its startTime');
  if (end > oneMonthAfter(start)) throw invalidArgument('filter.abandonTime may span at most one month');
  return { start, end };
}

export const listAbandonedBookings: Operation = ({ world, body, access, now }) => {
  const pageRequest = readPageRequest('ListAbandonedBookings', body);
  const companyId = requiredString(body, 'companyId');
  const businessIds = optionalStringList(body, 'businessIds');
  if (!businessIds?.length) throw invalidArgument('businessIds is required');
  const filter = optionalObject(body, 'filter') ?? {};
  const { start, end } = readAbandonTimeRange(filter, now);
  const wantedLeadTypes = optionalEnumList(filter, 'leadTypes', leadTypes, 'filter.leadTypes');
  const wantedSteps = optionalEnumList(filter, 'steps', abandonSteps, 'filter.steps');
  const wantedStatuses = optionalEnumList(filter, 'statuses', abandonStatuses, 'filter.statuses');
  findCompany(world, companyId);
  requireCompanyAccess(access, companyId);
  for (const businessId of businessIds) findBranchOfCompany(world, businessId, companyId);

  const matches = <Value extends string>(wanted: readonly Value[] | undefined, value: string) =>
    !wanted?.length || wanted.some((candidate) => candidate === value);
  const bookings = world.abandonedBookings
    .filter((booking) => businessIds.includes(booking.businessId))
    .filter((booking) => {
      const abandonedAt = Date.parse(booking.abandonTime ?? '');
      return abandonedAt >= start && abandonedAt <= end;
    })
    .filter(
      (booking) =>
        matches(wantedLeadTypes, booking.leadType) &&
        matches(wantedSteps, booking.abandonStep) &&
        matches(wantedStatuses, booking.abandonStatus),
    )
    .sort((left, right) => (right.abandonTime ?? '').localeCompare(left.abandonTime ?? '') || left.id.localeCompare(right.id));
  const page = pageOf(bookings, pageRequest);
  return { nextPageToken: page.nextPageToken, bookings: page.items.map(listed) };
};
