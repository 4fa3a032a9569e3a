/**
 * GetBookingAvailability of business.online_booking.v1: the bookable time slots of a branch.
 * Its own module, re-exported by online-booking.ts: a module goes whole into the chunk of every
 * element that uses some of it, and only the elements that show slots need this one.
 */
import { lastDateOfRange, maxAvailabilityMonths } from './availability-range.js';
import * as z from './schema.js';
import { petGenders, petTypes, weightUnits } from './common.js';
import { defineOperation } from './operation.js';
import { availabilityPath } from './paths.js';
import {
  accepted,
  checkRange,
  itemFields,
  itemText,
  listItems,
  listReader,
  list,
  optionalText,
  requestEnum,
  requestList,
  requestNumber,
  requiredText,
  optional,
  pipe,
} from './wire.js';
import { datesAsObjects, requestDateInput, requiredDate } from './wire-dates.js';
import { readSlots } from './wire-times.js';

/** Pet types of the availability filter (docs/api-notes.md, "Pet types"); weight units of its pets. */
export { petTypes, weightUnits };

export { lastDateOfRange, maxAvailabilityMonths } from './availability-range.js';

const petFilterSchema = /* @__PURE__ */ z.object({
  type: requestEnum(petTypes),
  id: optionalText,
  name: optionalText,
  breed: optionalText,
  birthday: optional(requestDateInput),
  gender: optional(requestEnum(petGenders)),
  weight: optional(
    z.object({
      // An int64 in the Swagger: a service refuses 12.5.
      value: accepted((value): value is number => Number.isSafeInteger(value), 'a whole number'),
      // Earlier versions of this client named the unspecified unit `WEIGHT_UNIT_UNSPECIFIED`.
      unit: pipe(
        requestEnum([...weightUnits, 'WEIGHT_UNIT_UNSPECIFIED']),
        z.transform((unit) => unit.replace('WEIGHT_', '') as (typeof weightUnits)[number]),
      ),
    }),
  ),
  serviceIds: requestList(requiredText),
  staffId: optionalText,
});

export const getBookingAvailabilityRequestSchema = /* @__PURE__ */ pipe(
  z.object({
    companyId: requiredText,
    businessId: requiredText,
    filter: optional(
      z.object({
        startDate: optional(requestDateInput),
        endDate: optional(requestDateInput),
        serviceIds: requestList(requiredText),
        staffIds: requestList(requiredText),
        customerId: optionalText,
        coordinate: optional(z.object({ latitude: requestNumber, longitude: requestNumber })),
        zipcode: optionalText,
        pets: requestList(petFilterSchema),
      }),
    ),
  }),
  // A transform rather than a .check(): a method call cannot be dropped by tree-shaking.
  z.transform((request, context) => {
    const { startDate, endDate } = request.filter ?? {};
    if (startDate && endDate) {
      const range: [string, string, string] = [startDate, endDate, lastDateOfRange(startDate)];
      checkRange(context, ['filter', 'endDate'], range, 'filter.startDate', `${maxAvailabilityMonths} months`);
    }
    return request;
  }),
);
export type GetBookingAvailabilityRequest = z.input<typeof getBookingAvailabilityRequestSchema>;

/**
 * The groomers of a day with their free slots, read in one step like the slots themselves (a long
 * range holds thousands of groomers and tens of thousands of slots). A single `name`, as one
 * documented version sends it, is split into first and last names.
 */
export const staffAvailabilityListSchema = /* @__PURE__ */ listReader((value, issue) =>
  listItems(value, issue).map((item, index) => {
    const fields = itemFields(item, index, issue);
    const string = (key: string) => itemText(fields, key, index, issue);
    const staffId = string('staffId');
    const name = string('name').trim();
    let firstName = string('firstName');
    let lastName = string('lastName');
    if (!firstName && !lastName && name) {
      const [first = '', ...rest] = name.split(/\s+/);
      firstName = first;
      lastName = rest.join(' ');
    }
    const availableSlots = readSlots(fields['availableSlots'], (path, expected, input) =>
      issue([index, 'availableSlots', ...path], expected, input),
    );
    return { staffId, firstName, lastName, availableSlots };
  }),
);
export type StaffAvailability = z.output<typeof staffAvailabilityListSchema>[number];

export const availabilityByDateSchema = /* @__PURE__ */ z.object({ date: requiredDate, staff: staffAvailabilityListSchema });
export type AvailabilityByDate = z.output<typeof availabilityByDateSchema>;

export const bookingAvailabilitySchema = /* @__PURE__ */ z.object({
  availableDates: list(requiredDate),
  availability: list(availabilityByDateSchema),
});
export type BookingAvailability = z.output<typeof bookingAvailabilitySchema>;

export const getBookingAvailability = defineOperation({
  name: 'getBookingAvailability',
  method: 'POST',
  request: getBookingAvailabilityRequestSchema,
  response: bookingAvailabilitySchema,
  path: availabilityPath,
  // The Swagger's `{ year, month, day }` for a strict protobuf JSON gateway; the dates are
  // YYYY-MM-DD here, read so by the request schema.
  writeDates: datesAsObjects(['startDate', 'endDate', 'birthday']),
  // An older version of the Swagger spells it with a hyphen.
  alternatePaths: ['/v1/online-booking/availability'],
  retryable: true,
});
