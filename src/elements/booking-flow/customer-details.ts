/**
 * The rules of the "Your details" step (`details`), apart from how it is drawn: what a customer
 * must give (a name, the pet's name, and a phone number or an e-mail address), what a phone number
 * and an e-mail address look like, text the business's database can keep, and the values as the
 * flow hands them on, trimmed.
 */
import { petTypes } from '../../api/enums.js';
import { isStorableText } from '../../api/wire.js';
import type { BookingFlowCustomer } from './events.js';

export type DetailsField = keyof BookingFlowCustomer;

/** Where a problem is shown: under a field, or under the phone and e-mail pair (`contact`). */
export type ProblemPlace = 'name' | 'contact' | 'phone' | 'email' | 'petName' | 'note';

/** A problem, named as its message in the flow's strings. */
export type DetailsProblem = 'nameMissing' | 'contactMissing' | 'phoneInvalid' | 'emailInvalid' | 'petNameMissing' | 'textInvalid';

export type DetailsProblems = Partial<Record<ProblemPlace, DetailsProblem>>;

/** A pet type of the spec a customer can choose: the unspecified one is not a choice. */
export type ChoosablePetType = Exclude<(typeof petTypes)[number], 'TYPE_UNSPECIFIED'>;

/** The pet types a customer can choose from: the spec's, in its order, but the unspecified one, "other" last. */
export const choosablePetTypes: readonly ChoosablePetType[] = [
  ...petTypes.filter((type): type is Exclude<ChoosablePetType, 'OTHER'> => type !== 'TYPE_UNSPECIFIED' && type !== 'OTHER'),
  'OTHER',
];

export const isChoosablePetType = (type: unknown): type is ChoosablePetType => choosablePetTypes.some((choosable) => choosable === type);

const fields: readonly DetailsField[] = ['name', 'phone', 'email', 'petName', 'petType', 'note'];

/**
 * The values a host's `customer` property prefills: only its known fields, only strings, and a pet
 * type only when it is one a customer can choose.
 */
export function customerFrom(prefill: Partial<Record<DetailsField, unknown>> | null | undefined): BookingFlowCustomer {
  const values = Object.fromEntries(fields.map((field) => [field, typeof prefill?.[field] === 'string' ? prefill[field] : '']));
  if (!isChoosablePetType(values['petType'])) values['petType'] = '';
  return values as Record<DetailsField, string>;
}

/** The values as `booking-flow-complete` carries them: each trimmed. */
export function trimmedCustomer(values: BookingFlowCustomer): BookingFlowCustomer {
  return Object.fromEntries(fields.map((field) => [field, values[field].trim()])) as Record<DetailsField, string>;
}

/** Digits, spaces and the signs people write in phone numbers, with 7 to 15 digits (E.164's most). */
export function isPhoneNumber(text: string): boolean {
  const digits = text.replace(/\D/g, '').length;
  return /^\+?[\d\s().\-/]+$/.test(text) && digits >= 7 && digits <= 15;
}

/** Something, an @, and a domain with a dot: what a customer can mistype, not what a server accepts. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(text);
}

/** What is wrong with the values, by where it is shown; empty when they can be sent. */
export function detailsProblems(values: BookingFlowCustomer): DetailsProblems {
  const { name, phone, email, petName } = trimmedCustomer(values);
  const problems: DetailsProblems = {};
  if (!name) problems.name = 'nameMissing';
  if (!phone && !email) problems.contact = 'contactMissing';
  if (phone && !isPhoneNumber(phone)) problems.phone = 'phoneInvalid';
  if (email && !isEmailAddress(email)) problems.email = 'emailInvalid';
  if (!petName) problems.petName = 'petNameMissing';
  // A NUL or half of an emoji, pasted: the gateway would refuse the request (the schema's own
  // rule), so it is said here, under the field, before anything is sent.
  for (const field of ['name', 'phone', 'email', 'petName', 'note'] as const) {
    if (!isStorableText(values[field])) problems[field] = 'textInvalid';
  }
  return problems;
}
