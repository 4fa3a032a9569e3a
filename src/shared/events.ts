/** Events every element emits. Each element's own events are declared next to it. */
import type { ErrorCode } from '../api/errors.js';

export interface BookingErrorDetail {
  /** The client's name of the failed operation, such as `listReviews`. */
  readonly operation: string;
  readonly code: ErrorCode;
  readonly message: string;
}

declare global {
  interface HTMLElementEventMap {
    'booking-error': CustomEvent<BookingErrorDetail>;
  }
}
