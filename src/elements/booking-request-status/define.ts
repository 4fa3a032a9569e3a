/** Registers `<booking-request-status>`; importing it twice, or next to another copy, does no harm. */
import { BookingRequestStatusElement } from './booking-request-status.js';

export * from './booking-request-status.js';

if (!customElements.get('booking-request-status')) customElements.define('booking-request-status', BookingRequestStatusElement);

declare global {
  interface HTMLElementTagNameMap {
    'booking-request-status': BookingRequestStatusElement;
  }
}
