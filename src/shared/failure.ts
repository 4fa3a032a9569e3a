/**
 * What a failure means, said to the right person. The customer reads a short, neutral message,
 * with "Try again" only where trying again can help; the page's owner reads, once, in the
 * browser's console, what to fix: the attribute, its value, and what the service or the gateway
 * answered. Pure: the element supplies what it asked with, the browser whether it is online.
 */
import { ApiError } from '../api/errors.js';
import type { ErrorStrings } from './strings.js';

/**
 * A problem with the element's own attributes, worded in its replaceable strings for whoever set
 * the page up: the one failure whose message is shown on screen as well as in `booking-error`.
 */
export class ConfigurationError extends ApiError {}

/**
 * - `configuration`: the element's own attributes are wrong (a `ConfigurationError`).
 * - `setup`: the site's setup, which only its owner can fix: ids the service does not know, a
 *   gateway that does not serve them or refuses its key, a `base-url` that is not the API.
 * - `session`: the customer token of a sign link, or the staff token of a staff read, is missing,
 *   expired or another's; a new page (a new sign-in) may bring a new one.
 * - `offline`: no answer, and the browser knows it is offline.
 * - `unreachable`: no answer while online: a wrong host, a gateway that is down, or a
 *   cross-origin refusal, which browsers report as no answer.
 * - `passing`: the service failed, was slow or busy: another try may work.
 */
export type FailureKind = 'configuration' | 'setup' | 'session' | 'offline' | 'unreachable' | 'passing';

/** The operations that act for one person, whose own token the gateway asks for: the sign link and a booking request (the customer's), the staff reads. */
export const personalOperations = new Set([
  'getAgreementSignLink',
  'sendBookingRequest',
  'getAbandonedBooking',
  'listAbandonedBookings',
  'listCompanies',
  'listBookingRequests',
  'getBookingRequest',
  'changeBookingRequest',
  'resendBookingRequestDelivery',
]);

/** Codes that say the request itself, or who sent it, is wrong: the same request fails again. */
const setupCodes = new Set(['NOT_FOUND', 'PERMISSION_DENIED', 'UNAUTHENTICATED', 'INVALID_ARGUMENT', 'UNIMPLEMENTED']);

/** Whether an answer came from something other than the API: a page in HTML, or no type at all, where it is not the server failing. */
export function notTheApi({ status, contentType }: ApiError): boolean {
  return status > 0 && status < 500 && status !== 429 && !/json/i.test(contentType);
}

export function failureKind(error: unknown, online: boolean): FailureKind {
  if (!(error instanceof ApiError)) return 'passing';
  if (error instanceof ConfigurationError) return 'configuration';
  if (error.code === 'NETWORK') return online ? 'unreachable' : 'offline';
  // Without an answer (status 0), UNAUTHENTICATED is a staff element's token function that threw: nothing was sent.
  if (error.code === 'UNAUTHENTICATED' && (!error.status || personalOperations.has(error.operation)) && !notTheApi(error)) return 'session';
  return notTheApi(error) || setupCodes.has(error.code) ? 'setup' : 'passing';
}

/** Whether "Try again" can help. */
export const canRetry = (kind: FailureKind): boolean => kind === 'offline' || kind === 'unreachable' || kind === 'passing';

/** The shared strings that are messages (all but the functions). */
type Message = Exclude<keyof ErrorStrings, 'missingAttribute'>;

/** The customer's message for a failure that passes, by its code. */
const passingSummaries = new Map<string, Message>([
  ['DEADLINE_EXCEEDED', 'errorTimeout'],
  ['RESOURCE_EXHAUSTED', 'errorBusy'],
  ['UNAVAILABLE', 'errorUnavailable'],
  ['INTERNAL', 'errorUnavailable'],
  ['FAILED_PRECONDITION', 'errorPrecondition'],
  ['INVALID_RESPONSE', 'errorResponse'],
]);

/** The customer's message for each kind of failure but those that pass. */
const kindSummaries = {
  configuration: 'errorInvalid',
  setup: 'errorSetup',
  session: 'errorSession',
  offline: 'errorNetwork',
  unreachable: 'errorUnreachable',
} as const;

/** The customer's message for a failure. */
export function failureSummary(error: unknown, kind: FailureKind, strings: ErrorStrings): string {
  const key = kind === 'passing' ? passingSummaries.get(error instanceof ApiError ? error.code : '') : kindSummaries[kind];
  return strings[key ?? 'errorUnknown'];
}
