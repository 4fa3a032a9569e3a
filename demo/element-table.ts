/**
 * What the demo knows of each element it offers that the manifest does not say, in one entry per
 * tag; the table's order is the order the element select offers them in. The attributes, their
 * descriptions and the events come from `custom-elements.json` alone (manifest.ts); the attributes
 * that name reference records are described once for every element (records.ts).
 */
import {
  getAgreementSignLink,
  getBookingAvailability,
  listAbandonedBookings,
  listReviews,
  lookupFranchiseByZipcode,
  type Operation,
} from '../src/api/index.js';
import type { ReferenceFixtures } from './reference-data.js';
import { firstCustomerOf } from './records.js';
import type { AttributeValues } from './state.js';

export interface DemoElement {
  /**
   * The call that "The first load fails" breaks: the one a visitor waits for first. Its other
   * calls go through (the sign button's GetAgreement, which only titles it, for one).
   */
  readonly mainOperation: Operation;
  /** Values that show something at once, from the reference data; those the manifest does not list are left out. */
  startValues(fixtures: ReferenceFixtures): Iterable<readonly [string, string]>;
  /**
   * `company-id` may stay empty on purpose beside a chosen branch, and then does not follow it:
   * the sign button only takes its agreement's title from it. Elsewhere a branch sets its company.
   */
  readonly companyIsOptional?: boolean;
  /** Elements written inside it, from the reference data (a flow's `<booking-service>` children). */
  children?(fixtures: ReferenceFixtures): readonly StagedChild[];
  /** The label of a button that opens the element, when its values put it in a dialog; undefined when it is in the page. */
  readonly opener?: (values: AttributeValues) => string | undefined;
}

/** An element written inside another in the page: its tag, attributes and text. */
export interface StagedChild {
  readonly tag: string;
  readonly attributes: readonly (readonly [string, string])[];
  readonly text: string;
}

/** The price of a reference service as a page writes it. */
const priceOf = (price: number, currencyCode: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode, maximumFractionDigits: 0 }).format(price);

/** How long a reference service takes, as a page writes it ("1 h 30 min"). */
const durationOf = (minutes: number) =>
  [Math.floor(minutes / 60) && `${Math.floor(minutes / 60)} h`, minutes % 60 && `${minutes % 60} min`].filter(Boolean).join(' ');

/**
 * A few of the services of the bookable branch's company, as a flow names them: services of
 * different lengths give times of different lengths. The bath is for dogs only, to show the
 * services offered following the pet's type.
 */
function demoServices({ services, enabledBranch }: ReferenceFixtures): StagedChild[] {
  const offered = [
    { name: 'Full Groom', petTypes: 'DOG CAT' },
    { name: 'Bath & Brush', petTypes: 'DOG' },
    { name: 'Nail Trim & File', petTypes: '' },
  ];
  return offered.flatMap(({ name, petTypes }) => {
    const service = services.find((candidate) => candidate.companyId === enabledBranch.companyId && candidate.name === name);
    if (!service) return [];
    const attributes: [string, string][] = [
      ['service-id', service.id],
      ...(petTypes ? [['pet-types', petTypes] as [string, string]] : []),
      ['duration', durationOf(service.durationMinutes)],
      ['price', priceOf(service.price, service.currencyCode)],
    ];
    return [{ tag: 'booking-service', attributes, text: name }];
  });
}

export const demoElements: ReadonlyMap<string, DemoElement> = new Map<string, DemoElement>([
  [
    'franchise-finder',
    {
      mainOperation: lookupFranchiseByZipcode,
      startValues: ({ enabledBranch }) => [['zipcode', enabledBranch.zipcode]],
    },
  ],
  [
    'availability-picker',
    {
      mainOperation: getBookingAvailability,
      startValues: ({ enabledBranch }) => [
        ['company-id', enabledBranch.companyId],
        ['business-id', enabledBranch.businessId],
      ],
    },
  ],
  [
    'agreement-sign-button',
    {
      mainOperation: getAgreementSignLink,
      startValues: (fixtures) => {
        const agreement = fixtures.agreements.normal;
        return [
          ['agreement-id', agreement.id],
          ['company-id', agreement.companyId],
          ['business-id', agreement.businessId],
          ['customer-id', firstCustomerOf(fixtures, agreement.companyId)],
        ];
      },
      companyIsOptional: true,
    },
  ],
  [
    'review-feed',
    {
      mainOperation: listReviews,
      startValues: ({ enabledBranch }) => [
        ['business-id', enabledBranch.businessId],
        ['page-size', '5'],
      ],
    },
  ],
  [
    'booking-flow',
    {
      mainOperation: lookupFranchiseByZipcode,
      // The journey as a business lives on it: the customer's details, then the request sent to the
      // gateway, which delivers it to the business (the demo's receiver page shows what arrives).
      startValues: (fixtures) => [
        ['customer-id', firstCustomerOf(fixtures, fixtures.enabledBranch.companyId)],
        ['details', 'true'],
        ['send-request', 'true'],
        // The completion links to the demo's status page, as the gateway's e-mails do (BOOKING_REQUEST_STATUS_URL).
        ['status-url', new URL('/request.html', location.href).href],
      ],
      // Its services, so that "What would you like?" shows (the reference branch's company offers them).
      children: demoServices,
      opener: (values) => (values.get('mode') === 'dialog' ? 'Book an appointment' : undefined),
    },
  ],
  [
    'review-insights',
    {
      mainOperation: listReviews,
      // The franchise's busiest branch: a year of reviews, groomers of different standing.
      startValues: ({ branches, enabledBranch }) => {
        const busiest = busiestBranch(branches) ?? enabledBranch;
        return [
          ['company-id', busiest.companyId],
          ['business-ids', busiest.businessId],
        ];
      },
    },
  ],
  [
    'abandoned-bookings',
    {
      mainOperation: listAbandonedBookings,
      // A staff read: through the gateway it needs a staff token, which the staff pages sign in for.
      startValues: ({ branches, enabledBranch }) => {
        const busiest = busiestBranch(branches) ?? enabledBranch;
        return [
          ['company-id', busiest.companyId],
          ['business-ids', busiest.businessId],
        ];
      },
    },
  ],
]);

/** The reference world's busy branch (Park Slope), by its name. */
function busiestBranch(branches: ReferenceFixtures['branches']): ReferenceFixtures['branches'][number] | undefined {
  return branches.find((branch) => branch.businessName.endsWith('Park Slope'));
}
