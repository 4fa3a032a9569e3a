/** Events of `<abandoned-bookings>`. */

export interface AbandonedBookingsLoadDetail {
  /** The period's first and last days (`YYYY-MM-DD`, in the business's time zone). */
  readonly from: string;
  readonly to: string;
  /** The abandoned bookings read, of every branch. */
  readonly count: number;
}

export interface AbandonedBookingContactDetail {
  readonly bookingId: string;
  /** How the staff reach out: `call` (a `tel:` link), `text` (`sms:`) or `email` (`mailto:`). */
  readonly channel: 'call' | 'text' | 'email';
}

declare global {
  interface HTMLElementEventMap {
    'abandoned-bookings-load': CustomEvent<AbandonedBookingsLoadDetail>;
    'abandoned-booking-contact': CustomEvent<AbandonedBookingContactDetail>;
  }
}
