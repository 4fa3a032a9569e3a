/** Registers `<abandoned-bookings>`; importing it twice, or next to another copy, does no harm. */
import { AbandonedBookings } from './abandoned-bookings.js';

export * from './abandoned-bookings.js';

if (!customElements.get('abandoned-bookings')) customElements.define('abandoned-bookings', AbandonedBookings);

declare global {
  interface HTMLElementTagNameMap {
    'abandoned-bookings': AbandonedBookings;
  }
}
