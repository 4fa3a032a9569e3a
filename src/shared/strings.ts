/**
 * The English defaults of the messages every element shares. Each element merges them into its
 * own defaults; a host replaces any of them through the element's `strings` property.
 */
import type { ErrorCode } from '../api/errors.js';

export const errorStrings = {
  tryAgain: 'Try again',
  loading: 'Loading…',
  errorNetwork: 'We could not reach the booking service. Check your connection and try again.',
  errorTimeout: 'The booking service is taking too long to answer. Please try again.',
  errorBusy: 'The booking service is busy right now. Please try again in a moment.',
  errorUnavailable: 'The booking service is not available right now. Please try again.',
  errorNotFound: 'We could not find what this page asked for.',
  errorDenied: 'This page is not allowed to use the booking service. Its owner needs to check its booking gateway.',
  errorInvalid: 'This booking widget is set up incorrectly.',
  errorPrecondition: 'This can no longer be done. Please reload the page and try again.',
  errorResponse: 'The booking service sent an answer we could not read.',
  errorUnknown: 'Something went wrong.',
  /** A configuration problem: a required attribute is missing or blank. */
  missingAttribute: (name: string) => `The ${name} attribute is required.`,
};
export type ErrorStrings = typeof errorStrings;

/** The message a customer reads for a failure; the technical message goes only into `booking-error`. */
export function errorSummary(code: ErrorCode, strings: ErrorStrings): string {
  switch (code) {
    case 'NETWORK':
      return strings.errorNetwork;
    case 'DEADLINE_EXCEEDED':
      return strings.errorTimeout;
    case 'RESOURCE_EXHAUSTED':
      return strings.errorBusy;
    case 'UNAVAILABLE':
    case 'INTERNAL':
      return strings.errorUnavailable;
    case 'NOT_FOUND':
      return strings.errorNotFound;
    case 'PERMISSION_DENIED':
    case 'UNAUTHENTICATED':
      return strings.errorDenied;
    case 'INVALID_ARGUMENT':
      return strings.errorInvalid;
    case 'FAILED_PRECONDITION':
      return strings.errorPrecondition;
    case 'INVALID_RESPONSE':
      return strings.errorResponse;
    default:
      return strings.errorUnknown;
  }
}
