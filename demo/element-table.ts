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
import type { BookingFlowCustomer } from '../src/elements/booking-flow/events.js';
import type { ReferenceData, ReferenceFixtures } from './reference-data.js';
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
  /** What to try in the preview, said right above it: the ZIP codes of the flow's branches. */
  tryThese?(fixtures: ReferenceFixtures, fullyBooked: ReferenceData['fullyBooked']): ValuesToTry;
  /**
   * The element's `customer` property: the details of the customer `customer-id` names, as a
   * site's sign-in knows them; undefined when the values name no known customer.
   */
  customer?(fixtures: ReferenceFixtures, values: AttributeValues): Partial<BookingFlowCustomer> | undefined;
}

/** Values to try in the preview, each with what it shows. */
export interface ValuesToTry {
  /** What they are ("ZIP codes to try"). */
  readonly label: string;
  readonly values: readonly { readonly value: string; readonly shows: string }[];
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

/** The branch names without the words every one of them starts with ("Pawsome Grooming"); whole when there is one. */
function shortNames(names: readonly string[]): string[] {
  const words = names.map((name) => name.split(' '));
  const first = words[0] ?? [];
  let shared = 0;
  while (names.length > 1 && words.every((each) => each.length > shared + 1 && each[shared] === first[shared])) shared += 1;
  return words.map((each) => each.slice(shared).join(' '));
}

/**
 * A ZIP code of each branch of the company whose services the flow names, those that book online
 * first, then one that no branch serves: what a visitor types into the flow's first step.
 */
function zipCodesToTry(
  { branches, enabledBranch, unassignedZipcode }: ReferenceFixtures,
  fullyBooked: ReferenceData['fullyBooked'],
): ValuesToTry {
  const company = branches
    .filter((branch) => branch.companyId === enabledBranch.companyId && branch.zipcodes.length > 0)
    .sort((a, b) => Number(b.isEnable) - Number(a.isEnable));
  const names = shortNames(company.map((branch) => branch.businessName));
  return {
    label: 'ZIP codes to try',
    values: [
      ...company.map((branch, index) => ({
        value: branch.zipcodes[0] ?? '',
        shows: `${names[index]}, ${
          !branch.isEnable
            ? 'online booking off'
            : branch.businessId === fullyBooked?.businessId
              ? 'fully booked this week: try "Tell me when a time opens"'
              : 'books online'
        }`,
      })),
      { value: unassignedZipcode, shows: 'no branch serves it' },
    ],
  };
}

/** "Your details" as the site's sign-in would fill it for the customer `customer-id` names: the first of their pets. */
function knownCustomer({ customers }: ReferenceFixtures, values: AttributeValues): Partial<BookingFlowCustomer> | undefined {
  const customer = customers.find((candidate) => candidate.id === (values.get('customer-id') ?? '').trim());
  if (!customer) return undefined;
  const pet = customer.pets[0];
  return {
    name: `${customer.firstName} ${customer.lastName}`,
    phone: customer.phoneNumber,
    email: customer.email,
    ...(pet ? { petName: pet.name, petType: pet.type } : {}),
  };
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
        // Where no time suits, the customer can leave a slot watch (the demo's first branch is fully booked for a week).
        ['watch', 'true'],
        // The completion links to the demo's status page, as the gateway's e-mails do (BOOKING_REQUEST_STATUS_URL).
        ['status-url', new URL('/request.html', location.href).href],
      ],
      // Its services, so that "What would you like?" shows (the reference branch's company offers them).
      children: demoServices,
      opener: (values) => (values.get('mode') === 'dialog' ? 'Book an appointment' : undefined),
      tryThese: zipCodesToTry,
      // The customer the page knows is the one "Your details" starts with, not a stranger beside their id.
      customer: knownCustomer,
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
