/** Value types shared by several modules of the API (docs/api-notes.md, "Shared value types"). */
import * as z from 'zod/mini';
import { accepted, date, double, flag, int32, int64, list, message, openEnum, optionalText, text, timestamp } from './wire.js';

/** Pagination of every list request: `pageSize` 1 to 500; no token (or "1") is the first page. */
export const paginationSchema = /* @__PURE__ */ z.object({
  pageSize: accepted(
    (value): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 500,
    'a whole number from 1 to 500',
  ),
  pageToken: optionalText,
});
export type Pagination = z.input<typeof paginationSchema>;

/** What every list response carries; "" (or missing on the wire) on the last page. */
export const pageShape = { nextPageToken: text };

export const coordinateSchema = /* @__PURE__ */ z.object({ latitude: double, longitude: double });
export type Coordinate = z.output<typeof coordinateSchema>;

/** An Interval whose ends may be missing, as in a booking's requested window. */
export const intervalSchema = /* @__PURE__ */ z.object({ startTime: timestamp, endTime: timestamp });
export type Interval = z.output<typeof intervalSchema>;

export type { TimeSlot } from './wire.js';

/** A google.type.Date in a request as the Swagger writes it. */
export interface DateObject {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/**
 * A google.type.Date in a request: the spec's `"YYYY-MM-DD"` or the Swagger's `{ year, month, day }`;
 * checked as a calendar date and handed on as `YYYY-MM-DD`, whichever kind of client sent it. As
 * in a response, `""` and the zero date `{ year: 0, month: 0, day: 0 }` are no date.
 */
export const requestDateInput = date as unknown as z.ZodMiniType<string | undefined, string | DateObject>;

/** The Swagger's `{ year, month, day }` of a date read by `requestDateInput`. */
export function toDateObject(value: string): DateObject {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  return { year, month, day };
}

/** Address.Type of the Swagger, in protobuf order. */
export const addressTypes = ['TYPE_UNSPECIFIED', 'PRIMARY', 'SECONDARY'] as const;

/**
 * Newer versions send `address1`, `address2`, `postalCode`, `country`, `coordinate` (and, in the
 * Swagger, `id` and `type`); older ones `street` and `zip`. Both read as the newer shape.
 */
export const addressSchema = /* @__PURE__ */ z.pipe(
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

export const serviceItemTypes = ['SERVICE_ITEM_TYPE_UNSPECIFIED', 'GROOMING', 'BOARDING', 'DAYCARE', 'EVALUATION', 'TRAINING'] as const;
export const serviceTypes = ['SERVICE_TYPE_UNSPECIFIED', 'SERVICE', 'ADDON'] as const;

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

/** Pet types, in protobuf order (docs/api-notes.md, "Pet types"; the Swagger's Pet.Type). */
export const petTypes = [
  'TYPE_UNSPECIFIED',
  'OTHER',
  'DOG',
  'CAT',
  'BIRD',
  'RABBIT',
  'GUINEA_PIG',
  'HORSE',
  'HAMSTER',
  'RAT',
  'MOUSE',
  'CHINCHILLA',
] as const;
export const petGenders = ['GENDER_UNSPECIFIED', 'MALE', 'FEMALE', 'UNKNOWN'] as const;
export const petStatuses = ['STATUS_UNSPECIFIED', 'ALIVE', 'PASSED_AWAY'] as const;
export const petEvaluationStatuses = ['EVALUATION_STATUS_UNSPECIFIED', 'PASS', 'FAIL'] as const;
/** Weight.Unit of the Swagger, in protobuf order. */
export const weightUnits = ['UNIT_UNSPECIFIED', 'KILOGRAM', 'POUND'] as const;

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
