/**
 * Companies, their branches with ZIP territories, services, groomers with weekly hours, and
 * customers with pets. Nothing here depends on the date, so identifiers stay the same every day.
 */
import type { Company } from '../../src/api/company.js';
import { createRandom, opaqueId, type Random } from '../random.js';
import { catBreeds, catNames, dogBreeds, dogNames, firstNames, lastNames, smallPetNames, streets } from './texts.js';
import type { Branch, Customer, Groomer, PetType, Service, Shift, WorkPattern } from './types.js';

interface BranchPlan {
  name: string;
  bookOnlineName: string;
  isEnable: boolean;
  zipcodes: string[];
  slotStepMinutes: 15 | 30;
  city: string;
  state: string;
  /** One entry per groomer: a weekly pattern and the pets the groomer takes. */
  groomers: { hours: WeeklyHours; petTypes: PetType[] }[];
}

interface CompanyPlan {
  name: string;
  country: string;
  timeZone: string;
  currencyCode: string;
  branches: BranchPlan[];
}

type WeeklyHours = keyof typeof weeklyHours;

const minutes = (hours: number, minutesPast = 0) => hours * 60 + minutesPast;
const shift = (start: number, end: number): Shift => ({ startMinute: start, endMinute: end });
const none: Shift[] = [];

/** Weekly hours by name, Sunday first. */
const weeklyHours = {
  /** Every day 9:00 to 17:00: the shift the daylight-saving tests look at. */
  everyDayNineToFive: Array.from({ length: 7 }, () => [shift(minutes(9), minutes(17))]),
  weekdaysEarly: [none, ...Array.from({ length: 5 }, () => [shift(minutes(8), minutes(16))]), none],
  /** A split shift with a long lunch, Tuesday to Saturday. */
  splitTuesdayToSaturday: [
    none,
    none,
    ...Array.from({ length: 5 }, () => [shift(minutes(8), minutes(12)), shift(minutes(13, 30), minutes(18))]),
  ],
  lateWednesdayToSunday: [
    [shift(minutes(10), minutes(16))],
    none,
    none,
    ...Array.from({ length: 4 }, () => [shift(minutes(11), minutes(19))]),
  ],
  weekendsOnly: [[shift(minutes(9), minutes(15))], none, none, none, none, none, [shift(minutes(8, 30), minutes(17))]],
} satisfies Record<string, Shift[][]>;

const dogsOnly: PetType[] = ['DOG'];
const dogsAndCats: PetType[] = ['DOG', 'CAT'];
const catsOnly: PetType[] = ['CAT'];
const smallAnimals: PetType[] = ['DOG', 'RABBIT', 'GUINEA_PIG', 'OTHER'];

const companyPlans: CompanyPlan[] = [
  {
    name: 'Pawsome Grooming Co.',
    country: 'US',
    timeZone: 'America/New_York',
    currencyCode: 'USD',
    branches: [
      {
        name: 'Pawsome Grooming Brookline',
        bookOnlineName: 'pawsome-brookline',
        isEnable: true,
        zipcodes: ['02134', '02135', '02445', '02446'],
        slotStepMinutes: 15,
        city: 'Brookline',
        state: 'MA',
        groomers: [
          { hours: 'everyDayNineToFive', petTypes: dogsAndCats },
          { hours: 'splitTuesdayToSaturday', petTypes: dogsOnly },
          { hours: 'weekdaysEarly', petTypes: smallAnimals },
        ],
      },
      {
        name: 'Pawsome Grooming Park Slope',
        bookOnlineName: 'pawsome-park-slope',
        isEnable: true,
        zipcodes: ['11215', '11217', '11238'],
        slotStepMinutes: 30,
        city: 'Brooklyn',
        state: 'NY',
        // The franchise's busiest branch: five groomers, whose reviews the insights compare.
        groomers: [
          { hours: 'lateWednesdayToSunday', petTypes: dogsOnly },
          { hours: 'weekdaysEarly', petTypes: catsOnly },
          { hours: 'everyDayNineToFive', petTypes: dogsAndCats },
          { hours: 'splitTuesdayToSaturday', petTypes: dogsOnly },
          { hours: 'weekdaysEarly', petTypes: dogsAndCats },
        ],
      },
      {
        name: 'Pawsome Grooming Hoboken',
        bookOnlineName: 'pawsome-hoboken',
        isEnable: false,
        zipcodes: ['07030', '07302'],
        slotStepMinutes: 30,
        city: 'Hoboken',
        state: 'NJ',
        groomers: [{ hours: 'weekdaysEarly', petTypes: dogsOnly }],
      },
    ],
  },
  {
    name: 'Sunset Suds Mobile Grooming',
    country: 'US',
    timeZone: 'America/Los_Angeles',
    currencyCode: 'USD',
    branches: [
      {
        name: 'Sunset Suds Santa Monica',
        bookOnlineName: 'sunset-suds-santa-monica',
        isEnable: true,
        zipcodes: ['90401', '90402', '90403', '90404', '90405'],
        slotStepMinutes: 30,
        city: 'Santa Monica',
        state: 'CA',
        groomers: [
          { hours: 'everyDayNineToFive', petTypes: dogsOnly },
          { hours: 'splitTuesdayToSaturday', petTypes: dogsAndCats },
        ],
      },
      {
        name: 'Sunset Suds Pasadena',
        bookOnlineName: 'sunset-suds-pasadena',
        isEnable: true,
        zipcodes: ['91101', '91103', '91104', '91106'],
        slotStepMinutes: 15,
        city: 'Pasadena',
        state: 'CA',
        groomers: [
          { hours: 'weekendsOnly', petTypes: dogsAndCats },
          { hours: 'weekdaysEarly', petTypes: dogsOnly },
        ],
      },
    ],
  },
  {
    name: 'Bondi Bark & Bath Pty Ltd',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    currencyCode: 'AUD',
    branches: [
      {
        name: 'Bondi Bark & Bath Bondi Junction',
        bookOnlineName: 'bondi-bark-junction',
        isEnable: true,
        zipcodes: ['2022', '2026', '2031'],
        slotStepMinutes: 30,
        city: 'Bondi Junction',
        state: 'NSW',
        groomers: [
          { hours: 'everyDayNineToFive', petTypes: dogsAndCats },
          { hours: 'lateWednesdayToSunday', petTypes: smallAnimals },
        ],
      },
      {
        name: 'Bondi Bark & Bath Newtown',
        bookOnlineName: 'bondi-bark-newtown',
        isEnable: true,
        zipcodes: ['2042', '2043', '2050'],
        slotStepMinutes: 15,
        city: 'Newtown',
        state: 'NSW',
        groomers: [{ hours: 'splitTuesdayToSaturday', petTypes: dogsOnly }],
      },
    ],
  },
  {
    name: 'Whiskers & Wags Ltd',
    country: 'GB',
    timeZone: 'Europe/London',
    currencyCode: 'GBP',
    branches: [
      {
        name: 'Whiskers & Wags Battersea',
        bookOnlineName: 'whiskers-wags-battersea',
        isEnable: true,
        zipcodes: ['SW11', 'SW8'],
        slotStepMinutes: 30,
        city: 'London',
        state: '',
        groomers: [
          { hours: 'weekdaysEarly', petTypes: dogsAndCats },
          { hours: 'weekendsOnly', petTypes: dogsOnly },
        ],
      },
    ],
  },
];

const serviceCatalog = [
  { name: 'Nail Trim & File', durationMinutes: 30, price: 25 },
  { name: 'Bath & Brush', durationMinutes: 45, price: 55 },
  { name: 'Express Groom', durationMinutes: 60, price: 70 },
  { name: 'De-shedding Treatment', durationMinutes: 60, price: 80 },
  { name: 'Full Groom', durationMinutes: 90, price: 110 },
] as const;

/** The IANA time zone database version the companies' `timezone.version` names. */
const timeZoneDatabaseVersion = '2025b';

/** Fictional numbers: the ranges each country keeps for drama and examples. */
const phonePrefixes: Record<string, string> = { US: '+1 555 01', AU: '+61 2 5550 01', GB: '+44 20 7946 00' };

export interface Organizations {
  companies: Company[];
  branches: Branch[];
  services: Service[];
  groomers: Groomer[];
  customers: Customer[];
}

function createPets(random: Random): Customer['pets'] {
  const count = random.integer(1, 3) === 3 ? 2 : 1;
  return Array.from({ length: count }, () => {
    const kind = random.next();
    if (kind < 0.72) return { id: opaqueId(random, 'pet'), name: random.pick(dogNames), type: 'DOG', breed: random.pick(dogBreeds) };
    if (kind < 0.92) return { id: opaqueId(random, 'pet'), name: random.pick(catNames), type: 'CAT', breed: random.pick(catBreeds) };
    return { id: opaqueId(random, 'pet'), name: random.pick(smallPetNames), type: 'RABBIT', breed: 'Holland Lop' };
  });
}

function createCustomer(seed: string, random: Random, companyId: string, branch: BranchPlan, country: string): Customer {
  const firstName = random.pick(firstNames);
  const lastName = random.pick(lastNames);
  const mailbox = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  const id = opaqueId(random, 'cus');
  return {
    id,
    companyId,
    firstName,
    lastName,
    email: `${mailbox}@example.com`,
    phoneNumber: `${phonePrefixes[country] ?? '+1 555 01'}${random.integer(10, 99)}`,
    address: {
      // From a generator of its own, so that adding it moved nothing else in the world.
      id: opaqueId(createRandom(`${seed}:address:${id}`), 'addr'),
      type: 'PRIMARY',
      address1: `${random.integer(2, 480)} ${random.pick(streets)}`,
      address2: random.chance(0.2) ? `Apt ${random.integer(1, 30)}` : '',
      city: branch.city,
      state: branch.state,
      postalCode: random.pick(branch.zipcodes),
      country,
      coordinate: undefined,
    },
    pets: createPets(random),
  };
}

/** Lays out the organizations for a seed; the same seed always gives the same identifiers. */
export function createOrganizations(seed: string): Organizations {
  const random = createRandom(`${seed}:organizations`);
  const organizations: Organizations = { companies: [], branches: [], services: [], groomers: [], customers: [] };
  // Groomers get distinct first names, so that people can tell them apart in the demo at a glance.
  const usedNames = new Set<string>();
  const uniqueName = (): { firstName: string; lastName: string } => {
    for (;;) {
      const firstName = random.pick(firstNames);
      const lastName = random.pick(lastNames);
      if (!usedNames.has(firstName)) {
        usedNames.add(firstName);
        return { firstName, lastName };
      }
    }
  };

  // The Swagger's numeric ids, from a generator of their own (see createCustomer).
  const rawIds = createRandom(`${seed}:company-raw-ids`);
  for (const plan of companyPlans) {
    const companyId = opaqueId(random, 'cmp', 12);
    organizations.companies.push({
      id: companyId,
      rawId: String(rawIds.integer(100_000, 999_999)),
      name: plan.name,
      country: plan.country,
      timezone: { id: plan.timeZone, version: timeZoneDatabaseVersion },
    });
    for (const item of serviceCatalog) {
      organizations.services.push({ id: opaqueId(random, 'svc'), companyId, currencyCode: plan.currencyCode, ...item });
    }
    for (const branchPlan of plan.branches) {
      const branchId = opaqueId(random, 'biz');
      organizations.branches.push({
        id: branchId,
        companyId,
        businessName: branchPlan.name,
        bookOnlineName: branchPlan.bookOnlineName,
        isEnable: branchPlan.isEnable,
        zipcodes: branchPlan.zipcodes,
        slotStepMinutes: branchPlan.slotStepMinutes,
      });
      for (const groomerPlan of branchPlan.groomers) {
        const workPattern: WorkPattern = { businessId: branchId, shiftsByDayOfWeek: weeklyHours[groomerPlan.hours] };
        organizations.groomers.push({
          id: opaqueId(random, 'stf'),
          companyId,
          ...uniqueName(),
          petTypes: groomerPlan.petTypes,
          workPatterns: [workPattern],
        });
      }
      for (let index = 0; index < 6; index += 1) {
        organizations.customers.push(createCustomer(seed, random, companyId, branchPlan, plan.country));
      }
    }
  }
  return organizations;
}
