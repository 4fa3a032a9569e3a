/**
 * The spec's pet types in words, as they read after a pet's name ("Rex (dog)", "Rex (perro)"), one
 * table per language so that a page loads only its own: the inbox's Spanish and French words and
 * the gateway's e-mails read these same tables. English is the API's name in lower case.
 */
import type { petTypes } from './enums.js';

/** A pet type that has words: every one but "unspecified". */
export type NamedPetType = Exclude<(typeof petTypes)[number], 'TYPE_UNSPECIFIED'>;
export type PetTypeWords = Readonly<Record<NamedPetType, string>>;

export const petTypeWordsEs: PetTypeWords = {
  OTHER: 'otro',
  DOG: 'perro',
  CAT: 'gato',
  BIRD: 'ave',
  RABBIT: 'conejo',
  GUINEA_PIG: 'cobaya',
  HORSE: 'caballo',
  HAMSTER: 'hámster',
  RAT: 'rata',
  MOUSE: 'ratón',
  CHINCHILLA: 'chinchilla',
};

export const petTypeWordsFr: PetTypeWords = {
  OTHER: 'autre',
  DOG: 'chien',
  CAT: 'chat',
  BIRD: 'oiseau',
  RABBIT: 'lapin',
  GUINEA_PIG: 'cochon d’Inde',
  HORSE: 'cheval',
  HAMSTER: 'hamster',
  RAT: 'rat',
  MOUSE: 'souris',
  CHINCHILLA: 'chinchilla',
};
