/**
 * The business's records of business.online_booking.v1: booking requests started online and
 * abandoned booking flows. Their own module, re-exported by online-booking.ts: only the staff's
 * `<abandoned-bookings>` reads them, and a module an element imports goes whole, with what it
 * imports, into its chunk.
 */
import { addMonths } from 'date-fns/addMonths';
import * as z from './schema.js';
import { addressSchema, intervalSchema, petServiceDetailSchema, questionAnswerSchema, serviceItemTypes } from './common.js';
import { defineOperation } from './operation.js';
import { pageOf, paginationSchema } from './pagination.js';
import {
  accepted,
  checkRange,
  int32,
  list,
  message,
  openEnum,
  optional,
  pathId,
  pipe,
  requestEnum,
  requestList,
  requiredText,
  text,
} from './wire.js';
import { requestTimestamp, timestamp } from './wire-times.js';

export const onlineBookingStatuses = ['STATUS_UNSPECIFIED', 'NORMAL', 'IN_WAIT_LIST', 'ABANDONED'] as const;
export const abandonSteps = [
  'ABANDON_STEP_UNSPECIFIED',
  'WELCOME_PAGE',
  'BASIC_INFO',
  'SELECT_CARE_TYPE',
  'SELECT_ADDRESS',
  'SELECT_PET',
  'SELECT_DATE',
  'SELECT_SERVICE',
  'SELECT_GROOMER',
  'SELECT_TIME',
  'ADDITIONAL_PET_INFO',
  'PERSONAL_INFO',
  'CARD_ON_FILE',
  'PREPAY',
  'PRE_AUTH',
  'SUBMIT_APPT',
] as const;
export const abandonStatuses = ['ABANDON_STATUS_UNSPECIFIED', 'ABANDONED', 'CONTACTED', 'RECOVERED'] as const;
export const leadTypes = ['LEAD_TYPE_UNSPECIFIED', 'NEW_VISITOR', 'EXISTING_CLIENT'] as const;
export const recoverTypes = [
  'ABANDON_RECOVER_TYPE_UNSPECIFIED',
  'RECOVERED_BY_SCHEDULE_APPOINTMENT',
  'RECOVERED_BY_EMAIL',
  'RECOVERED_BY_MESSAGE',
] as const;
export const preferredFrequencyTypes = [
  'PREFERRED_FREQUENCY_TYPE_UNSPECIFIED',
  'PREFERRED_FREQUENCY_TYPE_DAY',
  'PREFERRED_FREQUENCY_TYPE_WEEK',
  'PREFERRED_FREQUENCY_TYPE_MONTH',
] as const;
export const preferredDays = ['PREFERRED_DAY_UNSPECIFIED', 'TODAY', 'TOMORROW', 'THIS_WEEK', 'FLEXIBLE'] as const;
export const preferredTimes = ['PREFERRED_TIME_UNSPECIFIED', 'MORNING', 'AFTERNOON', 'EITHER'] as const;

export const onlineBookingSchema = /* @__PURE__ */ z.object({
  id: text,
  businessId: text,
  customerId: text,
  address: message(addressSchema),
  duration: message(intervalSchema),
  petServiceDetails: list(petServiceDetailSchema),
  status: openEnum(onlineBookingStatuses),
  colorCode: text,
  createdTime: timestamp,
});
export type OnlineBooking = z.output<typeof onlineBookingSchema>;

export const abandonedBookingCustomerSchema = /* @__PURE__ */ z.object({
  customerId: text,
  email: text,
  firstName: text,
  lastName: text,
  phoneNumber: text,
  referer: text,
  referralSource: text,
  preferredGroomerId: text,
  preferredFrequencyDay: int32,
  preferredFrequencyType: openEnum(preferredFrequencyTypes),
  preferredDays: list(int32),
  preferredTime: list(int32),
  questionAnswerList: list(questionAnswerSchema),
});
export type AbandonedBookingCustomer = z.output<typeof abandonedBookingCustomerSchema>;

export const abandonedBookingPetSchema = /* @__PURE__ */ z.object({
  petServiceDetail: message(petServiceDetailSchema),
  emergencyContactName: text,
  emergencyContactPhone: text,
  healthIssues: text,
  questionAnswerList: list(questionAnswerSchema),
});
export type AbandonedBookingPet = z.output<typeof abandonedBookingPetSchema>;

export const abandonPreferenceSchema = /* @__PURE__ */ z.object({
  preferredDay: openEnum(preferredDays),
  preferredTime: openEnum(preferredTimes),
  preferenceSubmittedAt: timestamp,
});
export type AbandonPreference = z.output<typeof abandonPreferenceSchema>;

export const abandonedBookingSchema = /* @__PURE__ */ z.object({
  id: text,
  businessId: text,
  customer: message(abandonedBookingCustomerSchema),
  pets: list(abandonedBookingPetSchema),
  address: message(addressSchema),
  abandonStep: openEnum(abandonSteps),
  abandonTime: timestamp,
  abandonStatus: openEnum(abandonStatuses),
  lastTextedTime: timestamp,
  lastEmailedTime: timestamp,
  recoveryType: openEnum(recoverTypes),
  recoveryTime: timestamp,
  staffId: text,
  appointmentId: text,
  appointmentTime: timestamp,
  leadType: openEnum(leadTypes),
  createdTime: timestamp,
  lastUpdatedTime: timestamp,
  additionalNote: text,
  careType: openEnum(serviceItemTypes),
  abandonPreference: message(abandonPreferenceSchema),
});
export type AbandonedBooking = z.output<typeof abandonedBookingSchema>;

export const getAbandonedBookingRequestSchema = /* @__PURE__ */ z.object({ id: pathId });
export type GetAbandonedBookingRequest = z.input<typeof getAbandonedBookingRequestSchema>;

export const getAbandonedBooking = defineOperation({
  name: 'getAbandonedBooking',
  method: 'GET',
  request: getAbandonedBookingRequestSchema,
  response: abandonedBookingSchema,
  path: '/v1/abandoned_bookings/:id',
  retryable: true,
});

/** How far `filter.abandonTime` may reach (docs/api-notes.md, "Limits"). */
export const maxAbandonTimeMonths = 1;

const timeRangeSchema = /* @__PURE__ */ pipe(
  z.object({ startTime: requestTimestamp, endTime: requestTimestamp }),
  z.transform((range, context) => {
    const start = new Date(range.startTime);
    const points: [Date, Date, Date] = [start, new Date(range.endTime), addMonths(start, maxAbandonTimeMonths)];
    checkRange(context, ['endTime'], points, 'startTime', `${maxAbandonTimeMonths} month`);
    return range;
  }),
);

export const listAbandonedBookingsRequestSchema = /* @__PURE__ */ z.object({
  pagination: paginationSchema,
  companyId: requiredText,
  businessIds: accepted(
    (value): value is string[] => Array.isArray(value) && value.length > 0 && value.every((id) => typeof id === 'string' && id !== ''),
    'a non-empty list of business ids',
  ),
  filter: optional(
    z.object({
      abandonTime: optional(timeRangeSchema),
      leadTypes: requestList(requestEnum(leadTypes)),
      steps: requestList(requestEnum(abandonSteps)),
      statuses: requestList(requestEnum(abandonStatuses)),
    }),
  ),
});
export type ListAbandonedBookingsRequest = z.input<typeof listAbandonedBookingsRequestSchema>;

export const listAbandonedBookingsResponseSchema = /* @__PURE__ */ pageOf({ bookings: list(abandonedBookingSchema) });
export type ListAbandonedBookingsResponse = z.output<typeof listAbandonedBookingsResponseSchema>;

export const listAbandonedBookings = defineOperation({
  name: 'listAbandonedBookings',
  method: 'POST',
  request: listAbandonedBookingsRequestSchema,
  response: listAbandonedBookingsResponseSchema,
  path: '/v1/abandoned_bookings:list',
  retryable: true,
});
