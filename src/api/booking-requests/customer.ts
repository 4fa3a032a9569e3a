/**
 * The customer of a booking request, as the business needs them: a name, the pet's name, and a
 * phone number or an e-mail address it can use (src/common/contact.ts), in text its database can
 * keep, each field within its length. One rule for the flow's "Your details" step, which says what
 * is wrong before anything is sent, and for the gateway, which refuses the same with `400` naming
 * the field (send.ts). A module of its own, without a schema, so that the step carries only this.
 */
import { type EmailProblem, emailLengths, emailProblem, type PhoneProblem, phoneProblem } from '../../common/contact.js';
import { isStorableText } from '../../common/storable-text.js';

/** The longest text each field of the customer may hold: a request is at most 16 KiB whole. */
export const customerLimits = {
  name: 200,
  phone: 40,
  email: emailLengths.whole,
  petName: 100,
  notes: 2000,
} as const;

/** The customer's fields of text, by their names in a request. */
export type CustomerField = keyof typeof customerLimits;

/** Why a field is refused: empty, too long, text the database cannot keep, or not a phone number or an e-mail address. */
export type CustomerProblem = 'missing' | 'tooLong' | 'notStorable' | PhoneProblem | EmailProblem;

/** What is wrong with the customer, by field (`contact`: neither a phone number nor an e-mail address); empty when nothing is. */
export type CustomerProblems = Partial<Record<CustomerField | 'contact', CustomerProblem>>;

const fields = Object.keys(customerLimits) as CustomerField[];

/**
 * What is wrong with the customer's words, each given trimmed. A customer the page signed in
 * (`known`: a customer id vouched for by a token) is known to the business already: what they
 * typed, if anything, must only be usable.
 */
export function customerProblems(customer: Readonly<Record<CustomerField, string>>, known: boolean): CustomerProblems {
  const problems: CustomerProblems = {};
  const { name, phone, email, petName } = customer;
  if (!known) {
    if (!name) problems.name = 'missing';
    if (!petName) problems.petName = 'missing';
    if (!phone && !email) problems.contact = 'missing';
  }
  const [phoneWrong, emailWrong] = [phone && phoneProblem(phone), email && emailProblem(email)];
  if (phoneWrong) problems.phone = phoneWrong;
  if (emailWrong) problems.email = emailWrong;
  // What cannot be kept or is too long is said rather than the shape: retyping or shortening it is the fix.
  for (const field of fields) {
    const text = customer[field];
    if (text.length > customerLimits[field]) problems[field] = 'tooLong';
    if (!isStorableText(text)) problems[field] = 'notStorable';
  }
  return problems;
}
