/** Value types shared by several modules of the API (spec section 2.8, API-NOTES.md). */
import * as z from 'zod/mini';
import {
  accepted,
  double,
  int32,
  int64,
  list,
  message,
  openEnum,
  optionalText,
  requiredTimestamp,
  text,
  timestamp,
} from './wire.js';

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

/** An Interval with both ends, such as a bookable time slot. */
export const slotSchema = /* @__PURE__ */ z.object({ startTime: requiredTimestamp, endTime: requiredTimestamp });
export type TimeSlot = z.output<typeof slotSchema>;

/**
 * Newer versions send `address1`, `address2`, `postalCode`, `country`, `coordinate`; older ones
 * `street` and `zip`. Both read as the newer shape.
 */
export const addressSchema = /* @__PURE__ */ z.pipe(
  z.object({
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

export const serviceItemTypes = [
  'SERVICE_ITEM_TYPE_UNSPECIFIED',
  'GROOMING',
  'BOARDING',
  'DAYCARE',
  'EVALUATION',
  'TRAINING',
] as const;
export const serviceTypes = ['SERVICE_TYPE_UNSPECIFIED', 'SERVICE', 'ADDON'] as const;

/** google.type.Money: `units` is an int64, handed out as a decimal string. */
export const moneySchema = /* @__PURE__ */ z.object({ currencyCode: text, units: int64, nanos: int32 });
export type Money = z.output<typeof moneySchema>;

export const serviceDetailSchema = /* @__PURE__ */ z.object({
  id: text,
  name: text,
  serviceItemType: openEnum(serviceItemTypes),
  serviceType: openEnum(serviceTypes),
  price: message(moneySchema),
  duration: int32,
  serviceTime: int32,
  staffIds: list(text),
});
export type ServiceDetail = z.output<typeof serviceDetailSchema>;

export const petServiceDetailSchema = /* @__PURE__ */ z.object({
  pet: message(z.object({ id: text, name: text })),
  serviceDetails: list(serviceDetailSchema),
});
export type PetServiceDetail = z.output<typeof petServiceDetailSchema>;

/** An answer captured during the online booking flow. */
export const questionAnswerSchema = /* @__PURE__ */ z.object({ key: text, question: text, answer: text });
export type QuestionAnswer = z.output<typeof questionAnswerSchema>;
