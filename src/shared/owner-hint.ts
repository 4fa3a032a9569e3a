/**
 * What the page's owner should fix, in English, for the browser's console: loaded only when a
 * failure is a mistake in the page's setup, so that no page pays for these words otherwise. It
 * imports nothing but types: a module it shared with the elements would be split out of every
 * element's file into one more file to fetch.
 */
import type { ApiError } from '../api/errors.js';
import type { FailureKind } from './failure.js';

/** What the hint needs of the failure, and whether the answer came from something other than the API. */
export type FailureFacts = Pick<ApiError, 'code' | 'operation' | 'status' | 'contentType' | 'message'> & {
  readonly foreign: boolean;
};

/** The mistakes each element told the console of. */
const told = new WeakMap<Element, Set<string>>();

/**
 * Writes the hint for `error` on the console, once per element and mistake, however many requests
 * the mistake fails (a picker's company and its availability).
 */
export function warnOwner(element: Element, error: ApiError, kind: FailureKind, foreign: boolean, context: OwnerContext): void {
  const { code, operation, status, contentType, message } = error;
  const mistake = JSON.stringify([kind, code, context.baseUrl, context.attributes, kind === 'configuration' && message]);
  const mistakes = told.get(element) ?? new Set<string>();
  told.set(element, mistakes);
  const hint = ownerHint({ code, operation, status, contentType, message, foreign }, kind, context);
  if (hint === undefined || mistakes.has(mistake)) return;
  mistakes.add(mistake);
  console.warn(hint);
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
export function ownerHint(error: FailureFacts, kind: FailureKind, context: OwnerContext): string | undefined {
  if (kind === 'passing' || kind === 'offline') return undefined;
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
  const forCustomer = operation === 'getAgreementSignLink' || operation === 'sendBookingRequest';
  if (kind === 'session' && !forCustomer) {
    return (
      `${element}: the gateway refused the staff read (${answer}). Set the element's token property to a token of your identity ` +
      "provider (or a function that returns the current one), from an issuer and for an audience the gateway's BOOKING_STAFF_* settings name."
    );
  }
  if (kind === 'session') {
    return (
      `${element}: the gateway refused the ${operation === 'sendBookingRequest' ? 'booking request' : 'sign link'} for ${asked || 'this customer'} (${answer}). Set customer-token to a token ` +
      'your server mints for this customer with signCustomerToken() from booking-elements/gateway; a token lives an hour at most.'
    );
  }
  if (error.foreign) {
    return (
      `${element}: ${base} answered HTTP ${status}${contentType ? ` (${contentType.split(';')[0]})` : ''} to ${operation}, which ` +
      'is not the booking API. Point base-url at your gateway (npx booking-elements-gateway) or at the API root.'
    );
  }
  if (operation === 'sendBookingRequest' && code === 'NOT_FOUND') {
    return (
      `${element}: ${base} does not take booking requests (send-request): a gateway offers them only where the business can read ` +
      'them. Set BOOKING_REQUEST_WEBHOOK_URL, BOOKING_SMTP_URL with BOOKING_REQUEST_EMAILS, or staff tokens (BOOKING_STAFF_*) on the gateway (docs/gateway.md, "Booking requests").'
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
