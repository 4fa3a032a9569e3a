/**
 * GetBookingAvailability: free slots from groomers' weekly hours minus booked appointments,
 * laid out on the wall clock of the company's time zone and answered in UTC. Slots are as long
 * as the chosen services together (60 minutes without services), start every 15 or 30 minutes
 * (per branch) and only after now. The range defaults to a week from today in that zone and
 * may reach at most three months past its first day. A time a test booked through `POST
 * /_ref/_bookings` is not offered until the test frees it again.
 */
import type { TimeSlot } from '../../src/api/common.js';
import { petTypes } from '../../src/api/online-booking.js';
import { requireCompanyAccess } from '../access.js';
import { addDays, addMonths, calendarDateIn, datesBetween, formatTimestamp, wallClockOn } from '../calendar.js';
import { invalidArgument } from '../errors.js';
import {
  enumValue,
  isJsonObject,
  optionalDate,
  optionalList,
  optionalObject,
  optionalStringList,
  requiredString,
} from '../request-fields.js';
import { bookedAppointments, shiftsOn } from '../world/appointments.js';
import type { PetType, Shift } from '../world/types.js';
import { findBranchOfCompany, findCompany, type Operation } from './context.js';

const defaultDurationMinutes = 60;
const defaultRangeDays = 7;
const maxRangeMonths = 3;

/** The pet types asked for; TYPE_UNSPECIFIED says nothing about the pet, so it filters nothing. */
function readPetTypes(filter: Record<string, unknown>): PetType[] {
  const pets = optionalList(filter, 'pets', 'filter.pets') ?? [];
  return pets
    .map((pet, index) => {
      if (!isJsonObject(pet)) throw invalidArgument(`filter.pets[${index}] must be an object`);
      return enumValue(pet.type ?? petTypes[0], petTypes, `filter.pets[${index}].type`);
    })
    .filter((type) => type !== petTypes[0]);
}

function overlaps(startMinute: number, endMinute: number, booked: readonly Shift[]): boolean {
  return booked.some((appointment) => startMinute < appointment.endMinute && appointment.startMinute < endMinute);
}

export const getBookingAvailability: Operation = ({ world, body, access, now, seed, heldTimes }) => {
  const companyId = requiredString(body, 'companyId');
  const businessId = requiredString(body, 'businessId');
  const filter = optionalObject(body, 'filter') ?? {};
  const requestedStart = optionalDate(filter, 'startDate', 'filter.startDate');
  const requestedEnd = optionalDate(filter, 'endDate', 'filter.endDate');
  const serviceIds = optionalStringList(filter, 'serviceIds', 'filter.serviceIds') ?? [];
  const staffIds = optionalStringList(filter, 'staffIds', 'filter.staffIds') ?? [];
  const wantedPetTypes = readPetTypes(filter);

  const company = findCompany(world, companyId);
  requireCompanyAccess(access, companyId);
  const branch = findBranchOfCompany(world, businessId, companyId);
  const timeZone = company.timezone.id;

  const today = calendarDateIn(timeZone, now);
  const startDate = requestedStart ?? today;
  const endDate = requestedEnd ?? addDays(startDate, defaultRangeDays - 1);
  if (endDate < startDate) throw invalidArgument('filter.endDate must not be before filter.startDate');
  if (endDate > addMonths(startDate, maxRangeMonths)) {
    throw invalidArgument(`the range from filter.startDate to filter.endDate may span at most ${maxRangeMonths} months`);
  }

  let durationMinutes = serviceIds.length === 0 ? defaultDurationMinutes : 0;
  for (const serviceId of serviceIds) {
    const service = world.services.find((candidate) => candidate.id === serviceId && candidate.companyId === companyId);
    if (!service) throw invalidArgument(`filter.serviceIds: service ${serviceId} is not offered by company ${companyId}`);
    durationMinutes += service.durationMinutes;
  }

  const groomers = world.groomers.filter(
    (groomer) =>
      groomer.workPatterns.some((pattern) => pattern.businessId === branch.id) &&
      (staffIds.length === 0 || staffIds.includes(groomer.id)) &&
      wantedPetTypes.every((type) => groomer.petTypes.includes(type)),
  );

  const held = [...heldTimes.values()].filter((time) => time.businessId === branch.id);
  const heldWith = (staffId: string, start: number, end: number) =>
    held.some((time) => time.staffId === staffId && start < time.end && time.start < end);

  const availability = datesBetween(startDate, endDate)
    .map((date) => {
      const instantAt = wallClockOn(timeZone, date);
      const staff = groomers
        .map((groomer) => {
          const booked = bookedAppointments(seed, groomer, branch.id, date);
          const availableSlots: TimeSlot[] = [];
          for (const shift of shiftsOn(groomer, branch.id, date)) {
            for (let start = shift.startMinute; start + durationMinutes <= shift.endMinute; start += branch.slotStepMinutes) {
              const end = start + durationMinutes;
              if (instantAt(start) <= now || overlaps(start, end, booked) || heldWith(groomer.id, instantAt(start), instantAt(end)))
                continue;
              availableSlots.push({ startTime: formatTimestamp(instantAt(start)), endTime: formatTimestamp(instantAt(end)) });
            }
          }
          return { staffId: groomer.id, firstName: groomer.firstName, lastName: groomer.lastName, availableSlots };
        })
        .filter((entry) => entry.availableSlots.length > 0);
      return { date, staff };
    })
    .filter((day) => day.staff.length > 0);

  return { availableDates: availability.map((day) => day.date), availability };
};
