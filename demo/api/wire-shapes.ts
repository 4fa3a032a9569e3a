/**
 * The wire shape of every response, field by field. The canonical encoding needs it to leave
 * out fields without a value, and the dialects to rewrite dates, int64, enums and zero values.
 * Enum values come from the client, in protobuf order, so enum numbers agree on both sides.
 */
import { agreementSourceTypes, agreementStatuses, signedPolicies, signedStatuses, signedTypes } from '../../src/api/agreement.js';
import { serviceItemTypes, serviceTypes } from '../../src/api/common.js';
import {
  abandonStatuses,
  abandonSteps,
  leadTypes,
  preferredDays,
  preferredFrequencyTypes,
  preferredTimes,
  recoverTypes,
} from '../../src/api/online-booking.js';
import { reviewSources } from '../../src/api/review.js';

export type FieldShape =
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
  | { list: FieldShape };

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
const list = (item: FieldShape): { list: FieldShape } => ({ list: item });
const enumOf = (values: readonly string[]): { enum: readonly string[] } => ({ enum: values });

const coordinate = message({ latitude: 'double', longitude: 'double' });

export const address = message(
  { address1: 'string', address2: 'string', city: 'string', state: 'string', postalCode: 'string', country: 'string', coordinate },
  { variant: 'address' },
);

/** What older versions send for an address. */
export const legacyAddress = message({ street: 'string', city: 'string', state: 'string', zip: 'string' });

const interval = message({ startTime: 'timestamp', endTime: 'timestamp' });
const questionAnswer = message({ key: 'string', question: 'string', answer: 'string' });
const money = message({ currencyCode: 'string', units: 'int64', nanos: 'int32' });

const petServiceDetail = message({
  pet: message({ id: 'string', name: 'string' }),
  serviceDetails: list(
    message({
      id: 'string',
      name: 'string',
      serviceItemType: enumOf(serviceItemTypes),
      serviceType: enumOf(serviceTypes),
      price: money,
      duration: 'int32',
      serviceTime: 'int32',
      staffIds: list('string'),
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
  score: 'int32',
  content: 'string',
  reviewTime: 'timestamp',
  createdTime: 'timestamp',
  lastUpdatedTime: 'timestamp',
});

export const company = message({ id: 'string', name: 'string', country: 'string', timezone: message({ id: 'string' }) });

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
  abandonPreference: message({
    preferredDay: enumOf(preferredDays),
    preferredTime: enumOf(preferredTimes),
    preferenceSubmittedAt: 'timestamp',
  }),
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
