/**
 * The English defaults of the messages every element shares. Each element merges them into its
 * own defaults; a host replaces any of them through the element's `strings` property.
 */

export const errorStrings = {
  tryAgain: 'Try again',
  loading: 'Loading…',
  /** No answer, and the browser is offline. */
  errorNetwork: 'We could not reach the booking service. Check your connection and try again.',
  /** No answer while the browser is online. */
  errorUnreachable: 'The booking service cannot be reached right now. Please try again in a moment.',
  errorTimeout: 'The booking service is taking too long to answer. Please try again.',
  errorBusy: 'The booking service is busy right now. Please try again in a moment.',
  errorUnavailable: 'The booking service is not available right now. Please try again.',
  /** A mistake in the page's setup, which only its owner can fix (told in the console): nothing for the customer to retry. */
  errorSetup: 'This is not available on this page right now.',
  /** A sign link refused for want of a valid customer token: a new page may bring one. */
  errorSession: 'We could not confirm who you are. Please reload the page and try again.',
  /** The element's own attributes are wrong; the problem follows it on screen. */
  errorInvalid: 'This booking widget is set up incorrectly.',
  errorPrecondition: 'This can no longer be done. Please reload the page and try again.',
  errorResponse: 'The booking service sent an answer we could not read.',
  errorUnknown: 'Something went wrong.',
  /** A configuration problem: a required attribute is missing or blank. */
  missingAttribute: (name: string) => `The ${name} attribute is required.`,
};
export type ErrorStrings = typeof errorStrings;
