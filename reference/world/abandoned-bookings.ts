/**
 * Booking flows customers left over the last four months, several hundred of them: the
 * franchise's busiest branch (Park Slope) leaves a couple a day, its others fewer, the other
 * companies one every other day. The shape is a real funnel's: more customers leave early (the
 * welcome page, their basic info) than late (the card, the prepayment), with a bump at the time
 * slot. What a booking carries depends on how far its customer got (no pets before SELECT_PET, no
 * name or contact before BASIC_INFO unless the customer is on file), and only a customer the
 * business can reach is contacted: texted or e-mailed some hours after leaving, and some of those
 * recovered. Each branch's newest flows cycle through every step, status, lead type and care type,
 * so that each shows up even in the default one-week window. Times of day are the company's.
 */
import type { ServiceDetail } from '../../src/api/common.js';
import { addressTypes, serviceItemTypes } from '../../src/api/common.js';
import type { AbandonedBooking, AbandonedBookingPet } from '../../src/api/online-booking.js';
import {
  abandonStatuses,
  abandonSteps,
  leadTypes,
  preferredDays,
  preferredFrequencyTypes,
  preferredTimes,
  recoverTypes,
} from '../../src/api/online-booking.js';
import { calendarDateIn, dayMs, formatTimestamp, minuteMs, wallClockOn } from '../calendar.js';
import { createRandom, opaqueId, type Random } from '../random.js';
import type { WorldOptions } from './index.js';
import type { Organizations } from './organizations.js';
import { petRecord } from './pets.js';
import {
  abandonNotes,
  dogBreeds,
  dogNames,
  firstNames,
  healthIssues,
  lastNames,
  markupNote,
  mistypedEmailDomains,
  questionsForCustomers,
  questionsForPets,
  referers,
  referralSources,
  streets,
} from './texts.js';
import type { Branch, Customer, Service } from './types.js';

const historyDays = 120;
const hourMs = 60 * minuteMs;

/** Flows left a day, on average, by branch name: the rest leave `usualPerDay`. */
const branchRates = new Map([
  ['Pawsome Grooming Park Slope', 2.4],
  ['Pawsome Grooming Brookline', 1.4],
  ['Pawsome Grooming Hoboken', 0.4],
]);
const usualPerDay = 0.5;

/** The values that describe a real booking: every one but the unspecified first entry. */
const steps = abandonSteps.slice(1);
const careTypes = serviceItemTypes.slice(1);

type Step = (typeof abandonSteps)[number];

/** How many of a hundred customers leave at each step, in the flow's order: a funnel's shape. */
const stepWeights: readonly number[] = [16, 11, 9, 6, 8, 7, 7, 5, 9, 4, 5, 6, 3, 2, 2];
/** Statuses of a customer the business can reach. */
const statusWeights = new Map([
  ['ABANDONED', 45],
  ['CONTACTED', 33],
  ['RECOVERED', 22],
] as const);
const leadTypeWeights = new Map([
  ['NEW_VISITOR', 55],
  ['EXISTING_CLIENT', 38],
  [leadTypes[0], 7],
] as const);
const careTypeWeights = new Map([
  ['GROOMING', 60],
  ['BOARDING', 12],
  ['DAYCARE', 12],
  ['EVALUATION', 8],
  ['TRAINING', 8],
] as const);
/** When customers book, by hour of the day: a little in the morning, most in the evening. */
const hourWeights: readonly number[] = [0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 4, 4, 5, 5, 4, 4, 4, 5, 7, 9, 9, 8, 5, 2];

/** One of the keys, drawn by weight. */
function weighted<Key>(random: Random, weights: ReadonlyMap<Key, number> | readonly number[]): Key {
  const entries = (Array.isArray(weights) ? weights.map((weight, index) => [index, weight]) : [...weights]) as [Key, number][];
  let draw = random.next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [key, weight] of entries) {
    draw -= weight;
    if (draw < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

function reached(step: Step, milestone: Step): boolean {
  return abandonSteps.indexOf(step) >= abandonSteps.indexOf(milestone);
}

function questionAnswers(random: Random, questions: typeof questionsForCustomers | typeof questionsForPets) {
  return questions.map(({ key, question, answers }) => ({ key, question, answer: random.pick(answers) }));
}

const lodgingTypes = ['Deluxe Suite', 'Standard Kennel', 'Cat Condo'] as const;

/**
 * A service the customer picked. `extra` draws what the production Swagger adds (the time window,
 * the lodging), so that the main generator, and with it the rest of the world, stays as it was.
 */
function serviceDetail(
  random: Random,
  extra: Random,
  service: Service,
  careType: ServiceDetail['serviceItemType'],
  staffIds: string[],
  startTime: number,
): ServiceDetail {
  const lodged = careType === 'BOARDING' || careType === 'DAYCARE';
  return {
    id: service.id,
    name: service.name,
    serviceItemType: careType,
    category: careType === serviceItemTypes[0] ? '' : careType.charAt(0) + careType.slice(1).toLowerCase(),
    serviceType: random.chance(0.85) ? 'SERVICE' : 'ADDON',
    price: { currencyCode: service.currencyCode, units: String(service.price), nanos: 0 },
    duration: { startTime: formatTimestamp(startTime), endTime: formatTimestamp(startTime + service.durationMinutes * 60_000) },
    serviceTime: service.durationMinutes,
    staffIds,
    petServiceDetailId: opaqueId(extra, 'psd'),
    lodgingId: lodged ? opaqueId(extra, 'lodgu') : '',
    lodgingUnitName: lodged ? `Unit ${extra.integer(1, 12)}` : '',
    lodgingTypeName: lodged ? extra.pick(lodgingTypes) : '',
  };
}

interface BookingContext {
  seed: string;
  random: Random;
  branch: Branch;
  services: Service[];
  groomerIds: string[];
  customers: Customer[];
  /** A flow whose texts try to break a page (tests only). */
  hostile: boolean;
}

/** What a flow's place among its branch's newest decides: the first ones cycle through every value. */
interface Drawn {
  step: Step;
  leadType: AbandonedBooking['leadType'];
  status: AbandonedBooking['abandonStatus'];
  careType: AbandonedBooking['careType'];
}

function draw(random: Random, index: number): Drawn {
  const cycling = index < steps.length;
  const step = cycling ? steps[index]! : steps[weighted<number>(random, stepWeights)]!;
  const leadType = cycling ? leadTypes[(index % 3) as 0 | 1 | 2] : weighted(random, leadTypeWeights);
  const status = cycling ? abandonStatuses[1 + (index % 3)]! : weighted(random, statusWeights);
  const careType = cycling ? careTypes[index % careTypes.length]! : weighted(random, careTypeWeights);
  return { step, leadType, status, careType: reached(step, 'SELECT_CARE_TYPE') ? careType : serviceItemTypes[0] };
}

/** A visitor's e-mail as typed; now and then mistyped (no domain ending, a space), which no mail client can take. */
function visitorEmail(random: Random, firstName: string, lastName: string): string {
  const mailbox = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  if (random.chance(0.04))
    return random.chance(0.5) ? `${mailbox}@${random.pick(mistypedEmailDomains)}` : `${firstName} ${lastName}@example.net`;
  return `${mailbox}@example.net`;
}

/** A visitor's phone number as typed: in one of the ways people write it. */
function visitorPhone(random: Random): string {
  const line = random.integer(10, 99);
  return random.pick([`+1 555 01${line}`, `(555) 555-01${line}`, `555.555.01${line}`, `+1-555-555-01${line}`]);
}

function createBooking(context: BookingContext, index: number, abandonTime: number, anchor: number): AbandonedBooking {
  const { seed, random, branch, services, groomerIds, customers } = context;
  // What the production Swagger adds comes from a generator of its own (see serviceDetail).
  const extra = createRandom(`${seed}:abandoned-booking-details:${branch.id}:${index}`);
  // The window of the first service: a quarter hour of a day within two weeks of the flow.
  let serviceStart = Math.floor(abandonTime / dayMs) * dayMs + extra.integer(1, 14) * dayMs + extra.integer(13 * 4, 22 * 4) * 15 * 60_000;
  const nextStart = (minutes: number) => {
    const start = serviceStart;
    serviceStart += minutes * 60_000;
    return start;
  };
  const drawn = draw(random, index);
  const { step, leadType, careType } = drawn;
  const existing = leadType === 'EXISTING_CLIENT' ? random.pick(customers) : undefined;
  const knowsPerson = existing !== undefined || reached(step, 'BASIC_INFO');
  const firstName = existing?.firstName ?? random.pick(firstNames);
  const lastName = existing?.lastName ?? random.pick(lastNames);
  const preferredGroomerId = reached(step, 'SELECT_GROOMER') ? random.pick(groomerIds) : '';
  const pets: AbandonedBookingPet[] = reached(step, 'SELECT_PET')
    ? (existing?.pets ?? [{ id: opaqueId(random, 'pet'), name: random.pick(dogNames), type: 'DOG', breed: random.pick(dogBreeds) }]).map(
        (pet) => ({
          petServiceDetail: {
            pet: petRecord(seed, pet, { customerId: existing?.id ?? '', staffIds: groomerIds }, anchor),
            serviceDetails: reached(step, 'SELECT_SERVICE')
              ? random
                  .sample(services, random.integer(1, 2))
                  .map((service) =>
                    serviceDetail(
                      random,
                      extra,
                      service,
                      careType,
                      preferredGroomerId ? [preferredGroomerId] : [],
                      nextStart(service.durationMinutes),
                    ),
                  )
              : [],
          },
          emergencyContactName: reached(step, 'ADDITIONAL_PET_INFO') ? `${random.pick(firstNames)} ${lastName}` : '',
          emergencyContactPhone: reached(step, 'ADDITIONAL_PET_INFO') ? visitorPhone(random) : '',
          healthIssues: reached(step, 'ADDITIONAL_PET_INFO') ? random.pick(healthIssues) : '',
          questionAnswerList: reached(step, 'ADDITIONAL_PET_INFO') ? questionAnswers(random, questionsForPets) : [],
        }),
      )
    : [];
  const email = knowsPerson ? (existing?.email ?? visitorEmail(random, firstName, lastName)) : '';
  const phoneNumber = knowsPerson ? (existing?.phoneNumber ?? visitorPhone(random)) : '';

  // The business reaches out some hours later, by text, by e-mail or both; a flow left in the last
  // hours, or a customer it cannot reach, is not contacted yet.
  const textedTime = abandonTime + random.integer(1, 30) * hourMs + random.integer(0, 59) * minuteMs;
  const emailedTime = abandonTime + random.integer(2, 52) * hourMs + random.integer(0, 59) * minuteMs;
  const texted = random.chance(0.7);
  const emailed = !texted || random.chance(0.5);
  const reachable = knowsPerson && (email !== '' || phoneNumber !== '');
  const lastContact = Math.max(texted ? textedTime : 0, emailed ? emailedTime : 0);
  const abandonStatus = reachable && lastContact < anchor ? drawn.status : 'ABANDONED';
  const contacted = abandonStatus !== 'ABANDONED';
  const recovered = abandonStatus === 'RECOVERED';
  // An existing client may have had an e-mail before leaving (a reminder of the last visit): it is no reply to the flow.
  const earlierEmail = !contacted && existing !== undefined && random.chance(0.25) ? abandonTime - random.integer(2, 20) * dayMs : 0;
  const recoveryTime = Math.min(lastContact + random.integer(1, 48) * hourMs, anchor - minuteMs);
  const recoveryType = recovered
    ? random.pick(['RECOVERED_BY_SCHEDULE_APPOINTMENT', texted ? 'RECOVERED_BY_MESSAGE' : 'RECOVERED_BY_EMAIL'] as const)
    : recoverTypes[0];
  const updatedTime = recovered ? recoveryTime : contacted ? lastContact : abandonTime;
  return {
    id: opaqueId(random, 'abk'),
    businessId: branch.id,
    customer: {
      customerId: existing?.id ?? '',
      email,
      firstName: knowsPerson ? firstName : '',
      lastName: knowsPerson ? lastName : '',
      phoneNumber,
      referer: random.pick(referers),
      referralSource: random.pick(referralSources),
      preferredGroomerId,
      preferredFrequencyDay: random.pick([0, 28, 42, 56]),
      preferredFrequencyType: random.pick(preferredFrequencyTypes),
      preferredDays: random.sample([0, 1, 2, 3, 4, 5, 6], random.integer(0, 3)),
      preferredTime: random.sample([0, 1, 2], random.integer(0, 2)),
      questionAnswerList: knowsPerson
        ? questionAnswers(random, questionsForCustomers).map((qa, at) => (context.hostile && at === 0 ? { ...qa, answer: markupNote } : qa))
        : [],
    },
    pets,
    address: reached(step, 'SELECT_ADDRESS')
      ? (existing?.address ?? {
          // Typed in the flow by a visitor: not on file, so no id and no type.
          id: '',
          type: addressTypes[0],
          address1: `${random.integer(2, 480)} ${random.pick(streets)}`,
          address2: '',
          city: '',
          state: '',
          postalCode: random.pick(branch.zipcodes),
          country: '',
          coordinate: undefined,
        })
      : undefined,
    abandonStep: step,
    abandonTime: formatTimestamp(abandonTime),
    abandonStatus,
    lastTextedTime: contacted && texted ? formatTimestamp(textedTime) : undefined,
    lastEmailedTime: contacted && emailed ? formatTimestamp(emailedTime) : earlierEmail ? formatTimestamp(earlierEmail) : undefined,
    recoveryType,
    recoveryTime: recovered ? formatTimestamp(recoveryTime) : undefined,
    staffId: recovered ? random.pick(groomerIds) : '',
    appointmentId: recoveryType === 'RECOVERED_BY_SCHEDULE_APPOINTMENT' ? opaqueId(random, 'apt') : '',
    appointmentTime:
      recoveryType === 'RECOVERED_BY_SCHEDULE_APPOINTMENT' ? formatTimestamp(recoveryTime + random.integer(2, 14) * dayMs) : undefined,
    leadType,
    createdTime: formatTimestamp(abandonTime - random.integer(2, 40) * 60_000),
    lastUpdatedTime: formatTimestamp(updatedTime),
    additionalNote: context.hostile ? markupNote : random.pick(abandonNotes),
    careType,
    abandonPreference: random.chance(0.5)
      ? {
          preferredDay: random.pick(preferredDays.slice(1)),
          preferredTime: random.pick(preferredTimes.slice(1)),
          preferenceSubmittedAt: formatTimestamp(abandonTime - 60_000),
        }
      : undefined,
  };
}

/**
 * When a branch's `count` flows were left, newest first: spread over the history, at the hours
 * customers book in the company's zone, before the anchor.
 */
function abandonTimes(random: Random, count: number, timeZone: string, anchor: number): number[] {
  return Array.from({ length: count }, (_, index) => {
    const daysAgo = Math.floor(((index + random.next()) * historyDays) / count);
    const date = calendarDateIn(timeZone, anchor - daysAgo * dayMs);
    const minute = weighted<number>(random, hourWeights) * 60 + random.integer(0, 59);
    const time = wallClockOn(timeZone, date)(minute);
    return time < anchor ? time : anchor - random.integer(10, 300) * minuteMs;
  });
}

export function createAbandonedBookings(
  seed: string,
  anchor: number,
  organizations: Organizations,
  options: WorldOptions,
): AbandonedBooking[] {
  const random = createRandom(`${seed}:abandoned-bookings`);
  const bookings = organizations.branches.flatMap((branch, branchIndex) => {
    const timeZone = organizations.companies.find((company) => company.id === branch.companyId)?.timezone.id ?? 'UTC';
    const count = Math.round((branchRates.get(branch.businessName) ?? usualPerDay) * historyDays);
    const context: BookingContext = {
      seed,
      random,
      branch,
      services: organizations.services.filter((service) => service.companyId === branch.companyId),
      groomerIds: organizations.groomers.filter((groomer) => groomer.companyId === branch.companyId).map((groomer) => groomer.id),
      customers: organizations.customers.filter((customer) => customer.companyId === branch.companyId),
      hostile: false,
    };
    return abandonTimes(random, count, timeZone, anchor).map((time, index) =>
      // The first branch's newest flow that got to BASIC_INFO carries texts that try to break a page (tests only).
      createBooking({ ...context, hostile: options.hostileTexts && branchIndex === 0 && index === 1 }, index, time, anchor),
    );
  });
  return bookings.sort((left, right) => (right.abandonTime ?? '').localeCompare(left.abandonTime ?? ''));
}
