/** Value types shared by several modules of the API (docs/api-notes.md, "Shared value types"). */
import {
  addressTypes,
  serviceItemTypes,
  serviceTypes,
  petTypes,
  petGenders,
  petStatuses,
  petEvaluationStatuses,
  weightUnits,
} from './enums.js';
import * as z from './schema.js';
import { double, flag, int32, int64, list, message, openEnum, pipe, text } from './wire.js';
import { date } from './wire-dates.js';
import { timestamp } from './wire-times.js';

export * from './pagination.js';

export const coordinateSchema = /* @__PURE__ */ z.object({ latitude: double, longitude: double });
export type Coordinate = z.output<typeof coordinateSchema>;

/** An Interval whose ends may be missing, as in a booking's requested window. */
export const intervalSchema = /* @__PURE__ */ z.object({ startTime: timestamp, endTime: timestamp });
export type Interval = z.output<typeof intervalSchema>;

export type { TimeSlot } from './wire-times.js';

export {
  addressTypes,
  serviceItemTypes,
  serviceTypes,
  petTypes,
  petGenders,
  petStatuses,
  petEvaluationStatuses,
  weightUnits,
} from './enums.js';

export { type DateObject, requestDateInput, toDateObject } from './wire-dates.js';

/**
 * Newer versions send `address1`, `address2`, `postalCode`, `country`, `coordinate` (and, in the
 * Swagger, `id` and `type`); older ones `street` and `zip`. Both read as the newer shape.
 */
export const addressSchema = /* @__PURE__ */ pipe(
  z.object({
    id: text,
    type: openEnum(addressTypes),
    address1: text,
    address2: text,
    street: text,
    city: text,
    state: text,
    postalCode: text,
    zip: text,
    country: text,
    coordinate: message(coordinateSchema),
  }),
  z.transform(({ street, zip, address1, postalCode, ...rest }) => ({
    ...rest,
    address1: address1 || street,
    postalCode: postalCode || zip,
  })),
);
export type Address = z.output<typeof addressSchema>;

/** google.type.Money: `units` is an int64, handed out as a decimal string. */
export const moneySchema = /* @__PURE__ */ z.object({ currencyCode: text, units: int64, nanos: int32 });
export type Money = z.output<typeof moneySchema>;

/**
 * A service booked for a pet: `duration` is its time window (an Interval in the Swagger),
 * `serviceTime` its length in minutes.
 */
export const serviceDetailSchema = /* @__PURE__ */ z.object({
  id: text,
  name: text,
  serviceItemType: openEnum(serviceItemTypes),
  category: text,
  serviceType: openEnum(serviceTypes),
  price: message(moneySchema),
  duration: message(intervalSchema),
  serviceTime: int32,
  staffIds: list(text),
  petServiceDetailId: text,
  lodgingId: text,
  lodgingUnitName: text,
  lodgingTypeName: text,
});
export type ServiceDetail = z.output<typeof serviceDetailSchema>;

/** Weight: `value` is an int64 in the Swagger (a uint32 in its comment), read as a number. */
export const weightSchema = /* @__PURE__ */ z.object({ value: double, unit: openEnum(weightUnits) });
export type Weight = z.output<typeof weightSchema>;

/** A special handling code or medical alert shown to staff. */
export const petCodeSchema = /* @__PURE__ */ z.object({ id: text, abbreviation: text, description: text, color: text });
export type PetCode = z.output<typeof petCodeSchema>;

export const petNoteSchema = /* @__PURE__ */ z.object({ id: text, content: text, lastUpdatedBy: text, lastUpdatedTime: timestamp });
export type PetNote = z.output<typeof petNoteSchema>;

export const petVaccinationSchema = /* @__PURE__ */ z.object({ name: text, expiredAt: timestamp });
export type PetVaccination = z.output<typeof petVaccinationSchema>;

export const petVetSchema = /* @__PURE__ */ z.object({ name: text, phoneNumber: text, address: text });
export type PetVet = z.output<typeof petVetSchema>;

/** The Swagger's Pet; the spec's samples show only `id` and `name`, the rest then reads as empty. */
export const petSchema = /* @__PURE__ */ z.object({
  id: text,
  name: text,
  birthday: date,
  status: openEnum(petStatuses),
  type: openEnum(petTypes),
  breed: text,
  gender: openEnum(petGenders),
  weight: message(weightSchema),
  /** Spay/neuter status: "yes", "no" or "unknown". */
  fixed: text,
  coat: text,
  behavior: text,
  petCodes: list(petCodeSchema),
  notes: list(petNoteSchema),
  vaccinations: list(petVaccinationSchema),
  customerId: text,
  vet: message(petVetSchema),
  evaluationStatus: openEnum(petEvaluationStatuses),
  createdTime: timestamp,
  lastUpdatedTime: timestamp,
  photo: text,
  deleted: flag,
});
export type Pet = z.output<typeof petSchema>;

export const petServiceDetailSchema = /* @__PURE__ */ z.object({
  pet: message(petSchema),
  serviceDetails: list(serviceDetailSchema),
});
export type PetServiceDetail = z.output<typeof petServiceDetailSchema>;

/** An answer captured during the online booking flow. */
export const questionAnswerSchema = /* @__PURE__ */ z.object({ key: text, question: text, answer: text });
export type QuestionAnswer = z.output<typeof questionAnswerSchema>;
