/**
 * Pet types, in protobuf order (docs/api-notes.md, "Pet types"; the Swagger's Pet.Type). A module
 * of its own, which enums.ts re-exports: the flow's "Your details", loaded on demand, takes the
 * types a customer can choose from here without taking every enum of the API with it.
 */
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
