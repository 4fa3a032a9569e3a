/**
 * The API's enum values, in protobuf order, and the check of a value against them: plain data,
 * without the schemas that read them, for code that must stay small (the script-tag entry reads a
 * picker's attributes with them before the picker's code has loaded).
 */

/** Whether a value is one of an enum's names. */
export function isOneOf<const Values extends readonly string[]>(values: Values, value: unknown): value is Values[number] {
  return values.includes(value as string);
}

/** Address.Type of the Swagger, in protobuf order. */
export const addressTypes = ['TYPE_UNSPECIFIED', 'PRIMARY', 'SECONDARY'] as const;
export const serviceItemTypes = ['SERVICE_ITEM_TYPE_UNSPECIFIED', 'GROOMING', 'BOARDING', 'DAYCARE', 'EVALUATION', 'TRAINING'] as const;
export const serviceTypes = ['SERVICE_TYPE_UNSPECIFIED', 'SERVICE', 'ADDON'] as const;
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
