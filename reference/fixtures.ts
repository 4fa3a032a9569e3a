/**
 * `GET /_ref/_fixtures`: well-known data of the world, so tests and the demo never hard-code
 * identifiers that change with the seed.
 */
import { referenceApiKeys } from './access.js';
import type { PetType, World, WorkPattern } from './world/types.js';

/** A ZIP code no branch serves. */
export const unassignedZipcode = '99950';

export interface BranchFixture {
  businessId: string;
  companyId: string;
  businessName: string;
  bookOnlineName: string;
  isEnable: boolean;
  zipcodes: string[];
  slotStepMinutes: number;
  timeZone: string;
}

export interface AgreementFixture {
  id: string;
  businessId: string;
  companyId: string;
  title: string;
}

export interface ReferenceFixtures {
  /** The keys of the secured mount and the companies each reaches (`referenceApiKeys`, as JSON). */
  apiKeys: Readonly<Record<string, readonly string[]>>;
  companies: { id: string; name: string; country: string; timeZone: string }[];
  /** A company id per IANA zone name, such as `America/New_York`. */
  companyByTimeZone: Record<string, string>;
  branches: BranchFixture[];
  /** A branch that books online, with the first ZIP code of its territory. */
  enabledBranch: BranchFixture & { zipcode: string };
  /** The branch whose online booking is turned off, with a ZIP code of its territory. */
  disabledBranch: BranchFixture & { zipcode: string };
  unassignedZipcode: string;
  services: { id: string; companyId: string; name: string; durationMinutes: number; price: number; currencyCode: string }[];
  /** Groomers; shifts are minutes after local midnight, by day of the week from Sunday. */
  staff: { id: string; companyId: string; firstName: string; lastName: string; petTypes: PetType[]; workPatterns: WorkPattern[] }[];
  /** Customers, with how to reach them and their pets (as a business's sign-in knows them, for a page to prefill "Your details"). */
  customers: {
    id: string;
    companyId: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string;
    pets: { name: string; type: PetType }[];
  }[];
  agreements: { normal: AgreementFixture; deleted: AgreementFixture };
  /** The review whose text holds literal HTML: only in a world with hostile texts (the tests'). */
  reviewWithMarkup: { businessId: string; reviewId: string } | null;
}

function required<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`the reference world has no ${what}`);
  return value;
}

export function describeFixtures(world: World): ReferenceFixtures {
  const companyOf = (businessId: string) => world.branches.find((branch) => branch.id === businessId)?.companyId ?? '';
  const timeZoneOf = (companyId: string) => world.companies.find((company) => company.id === companyId)?.timezone.id ?? '';
  const branches = world.branches.map((branch) => ({
    businessId: branch.id,
    companyId: branch.companyId,
    businessName: branch.businessName,
    bookOnlineName: branch.bookOnlineName,
    isEnable: branch.isEnable,
    zipcodes: branch.zipcodes,
    slotStepMinutes: branch.slotStepMinutes,
    timeZone: timeZoneOf(branch.companyId),
  }));
  const enabledBranch = required(
    branches.find((branch) => branch.isEnable),
    'branch that books online',
  );
  const disabledBranch = required(
    branches.find((branch) => !branch.isEnable),
    'branch without online booking',
  );
  const markupReview = world.reviews.find((entry) => entry.review.content.includes('<img'));
  const agreementWithStatus = (status: string): AgreementFixture => {
    const agreement = required(
      world.agreements.find((candidate) => candidate.status === status),
      `${status} agreement`,
    );
    return { id: agreement.id, businessId: agreement.businessId, companyId: companyOf(agreement.businessId), title: agreement.title };
  };
  return {
    apiKeys: Object.fromEntries(referenceApiKeys),
    companies: world.companies.map((company) => ({
      id: company.id,
      name: company.name,
      country: company.country,
      timeZone: company.timezone.id,
    })),
    companyByTimeZone: Object.fromEntries(world.companies.map((company) => [company.timezone.id, company.id])),
    branches,
    enabledBranch: { ...enabledBranch, zipcode: enabledBranch.zipcodes[0] ?? '' },
    disabledBranch: { ...disabledBranch, zipcode: disabledBranch.zipcodes[0] ?? '' },
    unassignedZipcode,
    services: world.services.map(({ id, companyId, name, durationMinutes, price, currencyCode }) => ({
      id,
      companyId,
      name,
      durationMinutes,
      price,
      currencyCode,
    })),
    staff: world.groomers.map((groomer) => ({
      id: groomer.id,
      companyId: groomer.companyId,
      firstName: groomer.firstName,
      lastName: groomer.lastName,
      petTypes: groomer.petTypes,
      workPatterns: groomer.workPatterns,
    })),
    customers: world.customers.map(({ id, companyId, firstName, lastName, email, phoneNumber, pets }) => ({
      id,
      companyId,
      firstName,
      lastName,
      email,
      phoneNumber,
      pets: pets.map(({ name, type }) => ({ name, type })),
    })),
    agreements: { normal: agreementWithStatus('NORMAL'), deleted: agreementWithStatus('DELETED') },
    reviewWithMarkup: markupReview ? { businessId: markupReview.businessId, reviewId: markupReview.review.id } : null,
  };
}
