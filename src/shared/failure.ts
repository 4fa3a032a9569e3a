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
 * - `session`: the customer token is missing, expired or another customer's; a new page may
 *   bring a new one.
 * - `offline`: no answer, and the browser knows it is offline.
 * - `unreachable`: no answer while online: a wrong host, a gateway that is down, or a
 *   cross-origin refusal, which browsers report as no answer.
 * - `passing`: the service failed, was slow or busy: another try may work.
 */
export type FailureKind = 'configuration' | 'setup' | 'session' | 'offline' | 'unreachable' | 'passing';

/** Codes that say the request itself, or who sent it, is wrong: the same request fails again. */
const setupCodes = new Set(['NOT_FOUND', 'PERMISSION_DENIED', 'UNAUTHENTICATED', 'INVALID_ARGUMENT', 'UNIMPLEMENTED']);

/** Whether an answer came from something other than the API: a page in HTML, or no type at all, where it is not the server failing. */
function notTheApi({ status, contentType }: ApiError): boolean {
  return status > 0 && status < 500 && status !== 429 && !/json/i.test(contentType);
}

export function failureKind(error: unknown, online: boolean): FailureKind {
  if (!(error instanceof ApiError)) return 'passing';
  if (error instanceof ConfigurationError) return 'configuration';
  if (error.code === 'NETWORK') return online ? 'unreachable' : 'offline';
  if (error.code === 'UNAUTHENTICATED' && error.operation === 'getAgreementSignLink' && !notTheApi(error)) return 'session';
  return notTheApi(error) || setupCodes.has(error.code) ? 'setup' : 'passing';
}

/** Whether "Try again" can help. */
export const canRetry = (kind: FailureKind): boolean => kind === 'offline' || kind === 'unreachable' || kind === 'passing';

/** The customer's message for a failure. */
export function failureSummary(error: unknown, kind: FailureKind, strings: ErrorStrings): string {
  switch (kind) {
    case 'configuration':
      return strings.errorInvalid;
    case 'setup':
      return strings.errorSetup;
    case 'session':
      return strings.errorSession;
    case 'offline':
      return strings.errorNetwork;
    case 'unreachable':
      return strings.errorUnreachable;
  }
  switch (error instanceof ApiError ? error.code : 'UNKNOWN') {
    case 'DEADLINE_EXCEEDED':
      return strings.errorTimeout;
    case 'RESOURCE_EXHAUSTED':
      return strings.errorBusy;
    case 'UNAVAILABLE':
    case 'INTERNAL':
      return strings.errorUnavailable;
    case 'FAILED_PRECONDITION':
      return strings.errorPrecondition;
    case 'INVALID_RESPONSE':
      return strings.errorResponse;
    default:
      return strings.errorUnknown;
  }
}

/** What the owner's message names: the element, where it sends its requests, the attributes it asked with. */
export interface OwnerContext {
  readonly tag: string;
  /** The `base-url` attribute; undefined when a `client` property sends the requests. */
  readonly baseUrl: string | undefined;
  /** The attributes that say what was asked for, with their values, such as `company-id`. */
  readonly attributes: readonly (readonly [name: string, value: string])[];
  /** The page's origin, which a gateway must allow. */
  readonly pageOrigin: string;
}

const quoted = (text: string) => JSON.stringify(text.length > 200 ? `${text.slice(0, 200)}…` : text);

/**
 * What the page's owner should fix, in English, for the console; undefined for a failure that
 * is nobody's mistake (the service slow or down, the customer offline).
 */
export function ownerHint(error: unknown, kind: FailureKind, context: OwnerContext): string | undefined {
  if (!(error instanceof ApiError) || kind === 'passing' || kind === 'offline') return undefined;
  const { code, operation, status, contentType, message } = error;
  const element = `<${context.tag}>`;
  if (kind === 'configuration') return `${element}: ${message}`;
  const base =
    context.baseUrl === undefined
      ? 'the client set on the element'
      : context.baseUrl === ''
        ? `this page's own origin (no base-url)`
        : `base-url=${quoted(context.baseUrl)}`;
  const asked = context.attributes
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${quoted(value)}`)
    .join(' ');
  const answer = `${code} on ${operation}: ${quoted(message)}`;
  if (kind === 'unreachable') {
    return (
      `${element}: no answer from ${base} (${operation}). Check that the gateway runs at that address and lists this ` +
      `page's origin (${context.pageOrigin}) in BOOKING_ALLOWED_ORIGINS: a browser reports a refused cross-origin request as no answer.`
    );
  }
  if (kind === 'session') {
    return (
      `${element}: the gateway refused the sign link for ${asked || 'this customer'} (${answer}). Set customer-token to a token ` +
      'your server mints for this customer with signCustomerToken() from booking-elements/gateway; a token lives an hour at most.'
    );
  }
  if (notTheApi(error)) {
    return (
      `${element}: ${base} answered HTTP ${status}${contentType ? ` (${contentType.split(';')[0]})` : ''} to ${operation}, which ` +
      'is not the booking API. Point base-url at your gateway (npx booking-elements-gateway) or at the API root.'
    );
  }
  switch (code) {
    case 'NOT_FOUND':
      return `${element}: the booking service does not know ${asked || 'what was asked for'} (${answer}). Check these ids.`;
    case 'PERMISSION_DENIED':
      return (
        `${element}: ${base} refused ${asked || 'the request'} (${answer}). A gateway serves only the companies and branches ` +
        `of BOOKING_COMPANIES and BOOKING_BUSINESSES, to pages of its own origin or of BOOKING_ALLOWED_ORIGINS (this page: ${context.pageOrigin}).`
      );
    case 'UNAUTHENTICATED':
      return `${element}: the booking service refused the key (${answer}). Check BOOKING_API_KEY on the gateway, or the api-key attribute.`;
    default:
      return `${element}: the booking service refused the request (${answer}). Check the attributes${asked ? `: ${asked}` : ''}.`;
  }
}
