/**
 * The English words of "Your details" (`details`), which come with its module: only a flow with
 * the step loads them. The flow's translations hold them too (`BookingFlowWords`), and a host
 * replaces any of them through the flow's `strings`.
 */
import type { ChoosablePetType } from './customer-details.js';

export const detailsStrings = {
  /** What ends the step when the agreements follow it ("Finish" when it ends the journey). */
  continue: 'Continue',
  /** The fields, in the order shown. */
  yourName: 'Your name',
  contactLegend: 'How can the branch reach you?',
  contactHint: 'A phone number, an e-mail address, or both.',
  phone: 'Phone',
  email: 'E-mail',
  petName: 'Your pet’s name',
  petType: 'Type of pet',
  /** The pet type's first choice, which leaves it unsaid. */
  petTypeUnset: 'Choose…',
  note: 'Anything the groomer should know?',
  /** Under the note: how long it is and may be, both written in the page's language ("123 of 2,000 characters"). */
  noteCount: (typed: string, most: string) => `${typed} of ${most} characters`,
  /** The spec's pet types in words. */
  petTypeNames: {
    DOG: 'Dog',
    CAT: 'Cat',
    BIRD: 'Bird',
    RABBIT: 'Rabbit',
    GUINEA_PIG: 'Guinea pig',
    HORSE: 'Horse',
    HAMSTER: 'Hamster',
    RAT: 'Rat',
    MOUSE: 'Mouse',
    CHINCHILLA: 'Chinchilla',
    OTHER: 'Other',
  } satisfies Record<ChoosablePetType, string>,
  /** What is wrong with a field, between its label and it, once the customer left it or tried to go on. */
  nameMissing: 'Enter your name.',
  contactMissing: 'Enter a phone number or an e-mail address.',
  /** A phone number of too few or too many digits (the range is the gateway's and the inbox's too: src/common/contact.ts). */
  phoneInvalid: 'Enter a phone number with 7 to 15 digits, such as 555 123 4567.',
  /** A phone number with a letter or a sign that no dialler takes (an extension, a second +). */
  phoneCharacters: 'Enter a phone number in digits: only spaces and + ( ) - . / may go with them.',
  /** An e-mail address that is not name@domain at all. */
  emailInvalid: 'Enter an e-mail address such as name@example.com.',
  /** The e-mail address rules the inbox can write to (src/common/contact.ts), each said apart. */
  emailCharacters: 'Enter an e-mail address without spaces, and before the @ only letters a to z, digits and signs such as . _ - +.',
  emailDots: 'Enter an e-mail address with no dot at its start or end, next to the @, or two in a row.',
  emailDomain: 'Enter an e-mail address whose part after the @ is a domain such as example.com.',
  emailLength: 'Enter an e-mail address of at most 254 characters, 64 of them before the @.',
  petNameMissing: 'Enter your pet’s name.',
  /** A field longer than the business's service keeps, the note included: said, never cut. */
  tooLong: (most: string) => `Enter at most ${most} characters.`,
  /**
   * After "Finish": the business's service refused this field (its rules newer than the page's),
   * named by its label. The customer mends it here, and finishes again.
   */
  notAccepted: (field: string) => `The booking service did not accept “${field}”. Check it and try again.`,
  /** Under any field, the note too, that holds what cannot be sent: a hidden character (NUL) or half of an emoji, pasted. */
  textInvalid: 'Something in this text cannot be sent, such as a broken emoji or a hidden character. Type it again.',
};
export type DetailsStrings = typeof detailsStrings;
