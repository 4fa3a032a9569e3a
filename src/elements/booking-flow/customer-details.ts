/**
 * The rules of the "Your details" step (`details`), apart from how it is drawn: the gateway's own
 * rule of a customer (src/api/booking-requests/customer.ts: a name, the pet's name, and a phone
 * number or an e-mail address the inbox can use, in text the business's database can keep, each
 * within its length) said in the step's words, and the values as the flow hands them on, trimmed.
 */
import { type CustomerField, type CustomerProblem, customerLimits, customerProblems } from '../../api/booking-requests/customer.js';
import { petTypes } from '../../api/enums.js';
import type { BookingFlowCustomer } from './events.js';

export type DetailsField = keyof BookingFlowCustomer;

/** A field of text, which a problem can be shown under. */
export type TextField = 'name' | 'phone' | 'email' | 'petName' | 'note';

/** Where a problem is shown: under a field, or under the phone and e-mail pair (`contact`). */
export type ProblemPlace = TextField | 'contact';

/** A problem, named as its message in the flow's strings. */
export type DetailsProblem =
  | 'nameMissing'
  | 'contactMissing'
  | 'phoneInvalid'
  | 'phoneCharacters'
  | 'emailInvalid'
  | 'emailCharacters'
  | 'emailDots'
  | 'emailDomain'
  | 'emailLength'
  | 'petNameMissing'
  | 'textInvalid'
  | 'tooLong'
  | 'notAccepted';

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

/** The request's name of a field of the step (the note is the request's `notes`). */
const requestField = (field: TextField): CustomerField => (field === 'note' ? 'notes' : field);

/** The longest text a field takes: what the gateway keeps. */
export const longest = (field: TextField): number => customerLimits[requestField(field)];

/** The step's word for each problem of the rule, by where it is shown. */
function problemOf(place: ProblemPlace, problem: CustomerProblem): DetailsProblem {
  switch (problem) {
    case 'missing':
      return place === 'contact' ? 'contactMissing' : place === 'name' ? 'nameMissing' : 'petNameMissing';
    case 'notStorable':
      return 'textInvalid';
    case 'phoneDigits':
      return 'phoneInvalid';
    case 'emailShape':
      return 'emailInvalid';
    default:
      return problem;
  }
}

/** What is wrong with the values, by where it is shown; empty when they can be sent. */
export function detailsProblems(values: BookingFlowCustomer): DetailsProblems {
  const { name, phone, email, petName, note } = trimmedCustomer(values);
  const found = customerProblems({ name, phone, email, petName, notes: note }, false);
  const problems: DetailsProblems = {};
  for (const [where, problem] of Object.entries(found) as [CustomerField | 'contact', CustomerProblem][]) {
    const place = where === 'notes' ? 'note' : where;
    problems[place] = problemOf(place, problem);
  }
  return problems;
}
