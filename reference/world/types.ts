/**
 * The reference data set. Resources the API returns use the client's types, so the data cannot
 * drift from what the client reads; the rest (branches, groomers, services) is what the
 * operations compute from.
 */
import type { Address } from '../../src/api/common.js';
import type { Agreement, AgreementRecord } from '../../src/api/agreement.js';
import type { Company } from '../../src/api/company.js';
import type { AbandonedBooking, petTypes } from '../../src/api/online-booking.js';
import type { Review } from '../../src/api/review.js';

export type PetType = (typeof petTypes)[number];

/** A business location (branch) of a company, with the ZIP codes of its territory. */
export interface Branch {
  id: string;
  companyId: string;
  businessName: string;
  bookOnlineName: string;
  isEnable: boolean;
  /** US 5-digit ZIP codes, leading zeros kept. */
  zipcodes: string[];
  /** Minutes between the start times of bookable slots. */
  slotStepMinutes: 15 | 30;
}

export interface Service {
  id: string;
  companyId: string;
  name: string;
  durationMinutes: number;
  /** Whole units of the company's currency. */
  price: number;
  currencyCode: string;
}

/** A stretch of working time within one day, in minutes after local midnight. */
export interface Shift {
  startMinute: number;
  endMinute: number;
}

/** Where and when a groomer works: shifts by day of the week, 0 for Sunday. */
export interface WorkPattern {
  businessId: string;
  shiftsByDayOfWeek: Shift[][];
}

export interface Groomer {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  /** The kinds of pet this groomer takes. */
  petTypes: PetType[];
  workPatterns: WorkPattern[];
}

export interface Pet {
  id: string;
  name: string;
  type: PetType;
  breed: string;
}

export interface Customer {
  id: string;
  companyId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  address: Address;
  pets: Pet[];
}

/** A review and the branch it is about, which the Review resource does not name. */
export interface BranchReview {
  businessId: string;
  review: Review;
}

export interface World {
  /** The instant the time-relative data was laid out from. */
  anchor: number;
  companies: Company[];
  branches: Branch[];
  services: Service[];
  groomers: Groomer[];
  customers: Customer[];
  reviews: BranchReview[];
  agreements: Agreement[];
  agreementRecords: AgreementRecord[];
  abandonedBookings: AbandonedBooking[];
}
