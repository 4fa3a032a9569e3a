/**
 * booking-elements: the element classes, the typed API client and every type, without defining
 * any custom element. Import `booking-elements/define` (or one element's define entry) to
 * register the tags.
 */
export * from './api/index.js';
export type { BookingErrorDetail, BookingWarningDetail } from './shared/events.js';
export type { ErrorStrings } from './shared/strings.js';
export { BookingElement } from './shared/booking-element.js';
export * from './elements/franchise-finder/franchise-finder.js';
export * from './elements/availability-picker/availability-picker.js';
export * from './elements/agreement-sign-button/agreement-sign-button.js';
export * from './elements/review-feed/review-feed.js';
export * from './elements/booking-flow/booking-flow.js';
export * from './elements/review-insights/review-insights.js';
export * from './elements/abandoned-bookings/abandoned-bookings.js';
export * from './elements/booking-requests/booking-requests.js';
export * from './elements/booking-request-status/booking-request-status.js';
