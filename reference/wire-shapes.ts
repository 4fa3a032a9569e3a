/**
 * The wire shape of every response, field by field. The canonical encoding needs it to leave
 * out fields without a value, and the dialects to rewrite dates, int64, enums and zero values.
 * Enum values come from the client, in protobuf order, so enum numbers agree on both sides.
 *
 * Where the spec (with its samples) and the production Swagger describe a field differently, the
 * field has an `edition` per description: the canonical encoding and its dialects follow the spec,
 * the `production` dialect the Swagger (docs/api-notes.md, "What the production Swagger says").
 */
import { agreementSourceTypes, agreementStatuses, signedPolicies, signedStatuses, signedTypes } from '../src/api/agreement.js';
import {
  addressTypes,
  petEvaluationStatuses,
  petGenders,
  petStatuses,
  petTypes,
  serviceItemTypes,
  serviceTypes,
  weightUnits,
} from '../src/api/common.js';
import {
  abandonStatuses,
  abandonSteps,
  leadTypes,
  preferredDays,
  preferredFrequencyTypes,
  preferredTimes,
  recoverTypes,
} from '../src/api/online-booking.js';
import { reviewSources } from '../src/api/review.js';

/** How a field is encoded. */
export type ValueShape =
  | 'string'
  | 'int32'
  | 'int64'
  | 'double'
  | 'bool'
  | 'timestamp'
  | 'date'
  /** A list response's `nextPageToken`: always sent, "" on the last page. */
  | 'pageToken'
  | { enum: readonly string[] }
  | { message: MessageShape }
  | { list: ValueShape };

/** A field as each description of the service has it; one without a side is not in that one. */
export interface Editions {
  spec?: ValueShape;
  swagger?: ValueShape;
}

export type FieldShape = ValueShape | { edition: Editions };

export interface MessageShape {
  fields: Record<string, FieldShape>;
  /** Fields sent even when they hold their zero value. */
  always?: readonly string[];
  /** Messages that some versions of the service send in another layout. */
  variant?: 'address' | 'staffAvailability';
}

const message = (fields: Record<string, FieldShape>, options: Omit<MessageShape, 'fields'> = {}): { message: MessageShape } => ({
  message: { fields, ...options },
});
const list = (item: ValueShape): { list: ValueShape } => ({ list: item });
const enumOf = (values: readonly string[]): { enum: readonly string[] } => ({ enum: values });
/** A field only the production Swagger has. */
const swaggerOnly = (swagger: ValueShape): { edition: Editions } => ({ edition: { swagger } });
/** A field only the spec has. */
const specOnly = (spec: ValueShape): { edition: Editions } => ({ edition: { spec } });
/** A field the spec and the production Swagger encode differently. */
const editions = (spec: ValueShape, swagger: ValueShape): { edition: Editions } => ({ edition: { spec, swagger } });

const coordinate = message({ latitude: 'double', longitude: 'double' });

export const address = message(
  {
    id: swaggerOnly('string'),
    address1: 'string',
    address2: 'string',
    city: 'string',
    state: 'string',
    postalCode: 'string',
    country: 'string',
    coordinate,
    type: swaggerOnly(enumOf(addressTypes)),
  },
  { variant: 'address' },
);

/** What older versions send for an address. */
export const legacyAddress = message({ street: 'string', city: 'string', state: 'string', zip: 'string' });

const interval = message({ startTime: 'timestamp', endTime: 'timestamp' });
const questionAnswer = message({ key: 'string', question: 'string', answer: 'string' });
const money = message({ currencyCode: 'string', units: 'int64', nanos: 'int32' });

/** The Swagger's Pet; the spec's samples show only `id` and `name`. */
const pet = message({
  id: 'string',
  name: 'string',
  birthday: 'date',
  status: enumOf(petStatuses),
  type: enumOf(petTypes),
  breed: 'string',
  gender: enumOf(petGenders),
  weight: message({ value: 'int64', unit: enumOf(weightUnits) }),
  fixed: 'string',
  coat: 'string',
  behavior: 'string',
  petCodes: list(message({ id: 'string', abbreviation: 'string', description: 'string', color: 'string' })),
  notes: list(message({ id: 'string', content: 'string', lastUpdatedBy: 'string', lastUpdatedTime: 'timestamp' })),
  vaccinations: list(message({ name: 'string', expiredAt: 'timestamp' })),
  customerId: 'string',
  vet: message({ name: 'string', phoneNumber: 'string', address: 'string' }),
  evaluationStatus: enumOf(petEvaluationStatuses),
  createdTime: 'timestamp',
  lastUpdatedTime: 'timestamp',
  photo: 'string',
  deleted: 'bool',
});

const petServiceDetail = message({
  pet: editions(message({ id: 'string', name: 'string' }), pet),
  serviceDetails: list(
    message({
      id: 'string',
      name: 'string',
      serviceItemType: enumOf(serviceItemTypes),
      category: swaggerOnly('string'),
      serviceType: enumOf(serviceTypes),
      price: money,
      duration: interval,
      serviceTime: 'int32',
      staffIds: list('string'),
      petServiceDetailId: swaggerOnly('string'),
      lodgingId: swaggerOnly('string'),
      lodgingUnitName: swaggerOnly('string'),
      lodgingTypeName: swaggerOnly('string'),
    }),
  ),
});

export const review = message({
  id: 'string',
  customerId: 'string',
  appointmentId: 'string',
  staffIds: list('string'),
  petIds: list('string'),
  source: enumOf(reviewSources),
  // A uint32 in the spec, an int64 (so a decimal string) in the Swagger.
  score: editions('int32', 'int64'),
  content: 'string',
  reviewTime: 'timestamp',
  createdTime: 'timestamp',
  lastUpdatedTime: 'timestamp',
});

export const company = message({
  id: 'string',
  rawId: swaggerOnly('int64'),
  name: 'string',
  country: 'string',
  timezone: message({ id: 'string', version: swaggerOnly('string') }),
});

export const abandonedBooking = message({
  id: 'string',
  businessId: 'string',
  customer: message({
    customerId: 'string',
    email: 'string',
    firstName: 'string',
    lastName: 'string',
    phoneNumber: 'string',
    referer: 'string',
    referralSource: 'string',
    preferredGroomerId: 'string',
    preferredFrequencyDay: 'int32',
    preferredFrequencyType: enumOf(preferredFrequencyTypes),
    preferredDays: list('int32'),
    preferredTime: list('int32'),
    questionAnswerList: list(questionAnswer),
  }),
  pets: list(
    message({
      petServiceDetail,
      emergencyContactName: 'string',
      emergencyContactPhone: 'string',
      healthIssues: 'string',
      questionAnswerList: list(questionAnswer),
    }),
  ),
  address,
  abandonStep: enumOf(abandonSteps),
  abandonTime: 'timestamp',
  abandonStatus: enumOf(abandonStatuses),
  lastTextedTime: 'timestamp',
  lastEmailedTime: 'timestamp',
  recoveryType: enumOf(recoverTypes),
  recoveryTime: 'timestamp',
  staffId: 'string',
  appointmentId: 'string',
  appointmentTime: 'timestamp',
  leadType: enumOf(leadTypes),
  createdTime: 'timestamp',
  lastUpdatedTime: 'timestamp',
  additionalNote: 'string',
  careType: enumOf(serviceItemTypes),
  // In the spec's table, not in the Swagger's AbandonedBooking.
  abandonPreference: specOnly(
    message({
      preferredDay: enumOf(preferredDays),
      preferredTime: enumOf(preferredTimes),
      preferenceSubmittedAt: 'timestamp',
    }),
  ),
});

export const agreement = message({
  id: 'string',
  businessId: 'string',
  creatorId: 'string',
  status: enumOf(agreementStatuses),
  signedPolicy: enumOf(signedPolicies),
  title: 'string',
  content: 'string',
  smsTemplate: 'string',
  emailTemplateTitle: 'string',
  emailTemplateBody: 'string',
  lastRequiredTime: 'timestamp',
  lastEditTime: 'timestamp',
  createdTime: 'timestamp',
  lastUpdatedTime: 'timestamp',
});

export const agreementRecord = message({
  id: 'string',
  uuid: 'string',
  agreementId: 'string',
  businessId: 'string',
  companyId: 'string',
  customerId: 'string',
  targetId: 'string',
  status: enumOf(agreementStatuses),
  signedStatus: enumOf(signedStatuses),
  signedType: enumOf(signedTypes),
  sourceType: enumOf(agreementSourceTypes),
  link: 'string',
  title: 'string',
  content: 'string',
  signature: 'string',
  signedTime: 'timestamp',
  createdTime: 'timestamp',
  updatedTime: 'timestamp',
});

/** A staff entry of the availability; one version sends a single `name` instead. */
export const staffAvailability = message(
  { staffId: 'string', firstName: 'string', lastName: 'string', availableSlots: list(interval) },
  { variant: 'staffAvailability' },
);
export const singleNameStaffAvailability = message({ staffId: 'string', name: 'string', availableSlots: list(interval) });

/** The responses: every top-level field is sent, even empty, as the service's samples show. */
export const responses = {
  ListReviews: message({ nextPageToken: 'pageToken', reviews: list(review) }, { always: ['reviews'] }),
  GetCompany: message({ company }),
  ListCompanies: message({ nextPageToken: 'pageToken', companies: list(company) }, { always: ['companies'] }),
  GetAbandonedBooking: abandonedBooking,
  ListAbandonedBookings: message({ nextPageToken: 'pageToken', bookings: list(abandonedBooking) }, { always: ['bookings'] }),
  GetBookingAvailability: message(
    { availableDates: list('date'), availability: list(message({ date: 'date', staff: list(staffAvailability) })) },
    { always: ['availableDates', 'availability'] },
  ),
  LookupFranchiseByZipcode: message(
    { businessId: 'string', companyId: 'string', businessName: 'string', bookOnlineName: 'string', isEnable: 'bool' },
    { always: ['businessId', 'companyId', 'businessName', 'bookOnlineName', 'isEnable'] },
  ),
  GetAgreement: agreement,
  ListAgreements: message({ nextPageToken: 'pageToken', agreement: list(agreement) }, { always: ['agreement'] }),
  GetAgreementSignLink: message({ agreementRecordId: 'string', signUrl: 'string' }),
} satisfies Record<string, { message: MessageShape }>;

export type OperationName = keyof typeof responses;

export const operationNames = Object.keys(responses) as OperationName[];
