/**
 * Booking flows customers left over the last six weeks. The newest ones cycle through every
 * step, status and lead type, so each value shows up even in the default one-week window.
 * What a booking carries depends on how far its customer got (no pets before SELECT_PET).
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
import { dayMs, formatTimestamp } from '../calendar.js';
import { createRandom, opaqueId, type Random } from '../random.js';
import type { Organizations } from './organizations.js';
import { petRecord } from './pets.js';
import {
  abandonNotes,
  dogBreeds,
  dogNames,
  firstNames,
  healthIssues,
  lastNames,
  questionsForCustomers,
  questionsForPets,
  referers,
  referralSources,
  streets,
} from './texts.js';
import type { Branch, Customer, Service } from './types.js';

const bookingCount = 150;
const windowMs = 42 * dayMs;
const hourMs = 3_600_000;

/** The values that describe a real booking: every one but the unspecified first entry. */
const steps = abandonSteps.slice(1);
const statuses = abandonStatuses.slice(1);
const careTypes = serviceItemTypes.slice(1);

type Step = (typeof abandonSteps)[number];

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
}

function createBooking(context: BookingContext, index: number, abandonTime: number, anchor: number): AbandonedBooking {
  const { seed, random, branch, services, groomerIds, customers } = context;
  // What the production Swagger adds comes from a generator of its own (see serviceDetail).
  const extra = createRandom(`${seed}:abandoned-booking-details:${index}`);
  // The window of the first service: a quarter hour of a day within two weeks of the flow.
  let serviceStart = Math.floor(abandonTime / dayMs) * dayMs + extra.integer(1, 14) * dayMs + extra.integer(13 * 4, 22 * 4) * 15 * 60_000;
  const nextStart = (minutes: number) => {
    const start = serviceStart;
    serviceStart += minutes * 60_000;
    return start;
  };
  const step = steps[index % steps.length] ?? 'WELCOME_PAGE';
  const abandonStatus = statuses[index % statuses.length] ?? 'ABANDONED';
  const leadType = index % 7 === 6 ? leadTypes[0] : index % 2 === 0 ? 'NEW_VISITOR' : 'EXISTING_CLIENT';
  const existing = leadType === 'EXISTING_CLIENT' ? random.pick(customers) : undefined;
  const careType = reached(step, 'SELECT_CARE_TYPE') ? (random.chance(0.75) ? 'GROOMING' : random.pick(careTypes)) : serviceItemTypes[0];
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
          emergencyContactPhone: reached(step, 'ADDITIONAL_PET_INFO') ? `+1 555 01${random.integer(10, 99)}` : '',
          healthIssues: reached(step, 'ADDITIONAL_PET_INFO') ? random.pick(healthIssues) : '',
          questionAnswerList: reached(step, 'ADDITIONAL_PET_INFO') ? questionAnswers(random, questionsForPets) : [],
        }),
      )
    : [];
  const contactedTime = Math.min(abandonTime + random.integer(2, 30) * hourMs, anchor);
  const recovered = abandonStatus === 'RECOVERED';
  const recoveryType = recovered ? random.pick(recoverTypes.slice(1)) : recoverTypes[0];
  const recoveryTime = Math.min(contactedTime + random.integer(1, 24) * hourMs, anchor);
  const updatedTime = abandonStatus === 'ABANDONED' ? abandonTime : recovered ? recoveryTime : contactedTime;
  return {
    id: opaqueId(random, 'abk'),
    businessId: branch.id,
    customer: {
      customerId: existing?.id ?? '',
      email: knowsPerson ? (existing?.email ?? `${firstName}.${lastName}@example.net`.toLowerCase().replace(/[^a-z.@]/g, '')) : '',
      firstName: knowsPerson ? firstName : '',
      lastName: knowsPerson ? lastName : '',
      phoneNumber: knowsPerson ? (existing?.phoneNumber ?? `+1 555 01${random.integer(10, 99)}`) : '',
      referer: random.pick(referers),
      referralSource: random.pick(referralSources),
      preferredGroomerId,
      preferredFrequencyDay: random.pick([0, 28, 42, 56]),
      preferredFrequencyType: random.pick(preferredFrequencyTypes),
      preferredDays: random.sample([0, 1, 2, 3, 4, 5, 6], random.integer(0, 3)),
      preferredTime: random.sample([0, 1, 2], random.integer(0, 2)),
      questionAnswerList: knowsPerson ? questionAnswers(random, questionsForCustomers) : [],
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
    lastTextedTime: abandonStatus !== 'ABANDONED' && random.chance(0.8) ? formatTimestamp(contactedTime) : undefined,
    lastEmailedTime: abandonStatus !== 'ABANDONED' && random.chance(0.5) ? formatTimestamp(contactedTime + 60_000) : undefined,
    recoveryType,
    recoveryTime: recovered ? formatTimestamp(recoveryTime) : undefined,
    staffId: recovered ? random.pick(groomerIds) : '',
    appointmentId: recoveryType === 'RECOVERED_BY_SCHEDULE_APPOINTMENT' ? opaqueId(random, 'apt') : '',
    appointmentTime:
      recoveryType === 'RECOVERED_BY_SCHEDULE_APPOINTMENT' ? formatTimestamp(recoveryTime + random.integer(2, 14) * dayMs) : undefined,
    leadType,
    createdTime: formatTimestamp(abandonTime - random.integer(2, 40) * 60_000),
    lastUpdatedTime: formatTimestamp(updatedTime),
    additionalNote: random.pick(abandonNotes),
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

export function createAbandonedBookings(seed: string, anchor: number, organizations: Organizations): AbandonedBooking[] {
  const random = createRandom(`${seed}:abandoned-bookings`);
  const spacing = windowMs / bookingCount;
  return Array.from({ length: bookingCount }, (_, index) => {
    const branch = random.pick(organizations.branches);
    const context: BookingContext = {
      seed,
      random,
      branch,
      services: organizations.services.filter((service) => service.companyId === branch.companyId),
      groomerIds: organizations.groomers.filter((groomer) => groomer.companyId === branch.companyId).map((groomer) => groomer.id),
      customers: organizations.customers.filter((customer) => customer.companyId === branch.companyId),
    };
    const abandonTime = anchor - Math.round((index + 0.1 + random.next() * 0.8) * spacing);
    return createBooking(context, index, abandonTime, anchor);
  });
}
