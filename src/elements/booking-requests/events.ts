/** Events of `<booking-requests>`. */

export interface BookingRequestsLoadDetail {
  /** The requests read for the period, of every branch, and those arrived since (held ones too). */
  readonly count: number;
  /** Those nobody has acted on yet (`received`), held ones too. */
  readonly unhandled: number;
}

export interface BookingRequestUpdateDetail {
  readonly id: string;
  /** The status the gateway kept: `contacted`, `confirmed`, `declined` or `cancelled`. */
  readonly status: string;
}

declare global {
  interface HTMLElementEventMap {
    'booking-requests-load': CustomEvent<BookingRequestsLoadDetail>;
    'booking-request-update': CustomEvent<BookingRequestUpdateDetail>;
  }
}
