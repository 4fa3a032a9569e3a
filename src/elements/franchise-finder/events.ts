/** The events of `<franchise-finder>` and their details. */

/** The branch that serves a ZIP code, as `franchise-found` reports it. */
export interface FranchiseFoundDetail {
  /** The ZIP or postal code that was looked up, trimmed. */
  readonly zipcode: string;
  readonly businessId: string;
  readonly companyId: string;
  readonly businessName: string;
  /** The branch's online-booking name. */
  readonly bookOnlineName: string;
  /** Whether the branch takes bookings online. */
  readonly isEnable: boolean;
}

/** A ZIP code no branch serves yet. */
export interface FranchiseNotFoundDetail {
  readonly zipcode: string;
}

declare global {
  interface HTMLElementEventMap {
    'franchise-found': CustomEvent<FranchiseFoundDetail>;
    'franchise-not-found': CustomEvent<FranchiseNotFoundDetail>;
  }
}
