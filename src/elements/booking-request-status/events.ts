/** The events of `<booking-request-status>` and their details. The capability is never in one. */

/** A reading of the request is on screen. */
export interface BookingRequestStatusLoadDetail {
  /** Where the request stands: `received`, `contacted`, `confirmed`, `declined`, `withdrawn`, `cancelled`, `expired`, or a newer status. */
  readonly status: string;
}

/** The customer withdrew their request, and the gateway kept the change. */
export interface BookingRequestWithdrawDetail {
  /** The request's id. */
  readonly id: string;
}

declare global {
  interface HTMLElementEventMap {
    'booking-request-status-load': CustomEvent<BookingRequestStatusLoadDetail>;
    'booking-request-withdraw': CustomEvent<BookingRequestWithdrawDetail>;
  }
}
