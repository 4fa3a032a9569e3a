/** Registers `<booking-requests>`; importing it twice, or next to another copy, does no harm. */
import { BookingRequests } from './booking-requests.js';

export * from './booking-requests.js';

if (!customElements.get('booking-requests')) customElements.define('booking-requests', BookingRequests);

declare global {
  interface HTMLElementTagNameMap {
    'booking-requests': BookingRequests;
  }
}
