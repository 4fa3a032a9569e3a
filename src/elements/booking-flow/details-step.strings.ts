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
  phoneInvalid: 'Enter a phone number with 7 to 15 digits, such as 555 123 4567.',
  emailInvalid: 'Enter an e-mail address such as name@example.com.',
  petNameMissing: 'Enter your pet’s name.',
  /** Under any field, the note too, that holds what cannot be sent: a hidden character (NUL) or half of an emoji, pasted. */
  textInvalid: 'Something in this text cannot be sent, such as a broken emoji or a hidden character. Type it again.',
};
export type DetailsStrings = typeof detailsStrings;
