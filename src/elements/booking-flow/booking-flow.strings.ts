/** The English defaults of `<booking-flow>`'s words; a host replaces any of them through `strings`. */
import { errorStrings } from '../../shared/strings.js';

export const bookingFlowStrings = {
  ...errorStrings,
  /** The steps, in the step indicator and as their headings. */
  steps: ['Find your branch', 'Choose a time', 'Sign the agreements'],
  /** The step indicator's buttons back to the first and the second step. */
  changeStep: ['Change ZIP code', 'Change time'],
  confirmTime: 'Confirm time',
  /** The sign button of an agreement. */
  sign: (title: string) => `Sign ${title}`,
  /** Beside an agreement that may be left unsigned. */
  optional: '(optional)',
  nothingToSign: 'There is nothing to sign.',
  finish: 'Finish',
  completed: 'Thank you! Your choices are complete.',
};
export type BookingFlowStrings = typeof bookingFlowStrings;
