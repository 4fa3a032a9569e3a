/** business.agreement.v1: terms, policies and waivers that need a customer's consent. */
import * as z from './schema.js';
import { pageOf, paginationSchema } from './pagination.js';
import { defineOperation } from './operation.js';
import { list, openEnum, pathId, reader, requestList, requiredText, text } from './wire.js';
import { timestamp } from './wire-times.js';

export const agreementStatuses = ['STATUS_UNSPECIFIED', 'NORMAL', 'DELETED'] as const;
export const signedPolicies = ['SIGNED_POLICY_UNSPECIFIED', 'FOR_FIRST', 'FOR_EACH', 'OPTIONAL'] as const;
export const agreementRecordStatuses = agreementStatuses;
export const signedStatuses = ['SIGNED_STATUS_UNSPECIFIED', 'UNSIGNED', 'SIGNED'] as const;
export const signedTypes = ['SIGNED_TYPE_UNSPECIFIED', 'CUSTOMER_SIGNED', 'BY_BUSINESS_UPLOAD'] as const;
export const agreementSourceTypes = ['SOURCE_TYPE_UNSPECIFIED', 'URL', 'MOBILE', 'ONLINE_BOOKING', 'INTAKE_FORM'] as const;

export const agreementSchema = /* @__PURE__ */ z.object({
  id: text,
  businessId: text,
  creatorId: text,
  status: openEnum(agreementStatuses),
  signedPolicy: openEnum(signedPolicies),
  title: text,
  content: text,
  smsTemplate: text,
  emailTemplateTitle: text,
  emailTemplateBody: text,
  lastRequiredTime: timestamp,
  lastEditTime: timestamp,
  createdTime: timestamp,
  lastUpdatedTime: timestamp,
});
export type Agreement = z.output<typeof agreementSchema>;

/** One customer's interaction with an agreement, keeping the version they saw. */
export const agreementRecordSchema = /* @__PURE__ */ z.object({
  id: text,
  uuid: text,
  agreementId: text,
  businessId: text,
  companyId: text,
  customerId: text,
  targetId: text,
  status: openEnum(agreementRecordStatuses),
  signedStatus: openEnum(signedStatuses),
  signedType: openEnum(signedTypes),
  sourceType: openEnum(agreementSourceTypes),
  link: text,
  title: text,
  content: text,
  signature: text,
  signedTime: timestamp,
  createdTime: timestamp,
  updatedTime: timestamp,
});
export type AgreementRecord = z.output<typeof agreementRecordSchema>;

export const getAgreementRequestSchema = /* @__PURE__ */ z.object({ id: pathId, companyId: requiredText });
export type GetAgreementRequest = z.input<typeof getAgreementRequestSchema>;

export const getAgreement = defineOperation({
  name: 'getAgreement',
  method: 'GET',
  request: getAgreementRequestSchema,
  response: agreementSchema,
  path: '/v1/agreements/:id',
  query: { company_id: 'companyId' },
  retryable: true,
});

export const listAgreementsRequestSchema = /* @__PURE__ */ z.object({
  pagination: paginationSchema,
  companyId: requiredText,
  businessIds: requestList(requiredText),
});
export type ListAgreementsRequest = z.input<typeof listAgreementsRequestSchema>;

/** The service names the array `agreement`, in the singular. */
export const listAgreementsResponseSchema = /* @__PURE__ */ pageOf({ agreement: list(agreementSchema) });
export type ListAgreementsResponse = z.output<typeof listAgreementsResponseSchema>;

export const listAgreements = defineOperation({
  name: 'listAgreements',
  method: 'POST',
  request: listAgreementsRequestSchema,
  response: listAgreementsResponseSchema,
  path: '/v1/agreements:list',
  retryable: true,
});

export const getAgreementSignLinkRequestSchema = /* @__PURE__ */ z.object({
  id: pathId,
  customerId: requiredText,
  businessId: requiredText,
});
export type GetAgreementSignLinkRequest = z.input<typeof getAgreementSignLinkRequestSchema>;

const presentText = reader((value, invalid) => (typeof value === 'string' && value !== '' ? value : invalid('a non-empty string')));

export const agreementSignLinkSchema = /* @__PURE__ */ z.object({ agreementRecordId: presentText, signUrl: presentText });
export type AgreementSignLink = z.output<typeof agreementSignLinkSchema>;

export const getAgreementSignLink = defineOperation({
  name: 'getAgreementSignLink',
  method: 'GET',
  request: getAgreementSignLinkRequestSchema,
  response: agreementSignLinkSchema,
  path: '/v1/agreements/:id/sign_link',
  query: { customer_id: 'customerId', business_id: 'businessId' },
  // Each call creates an agreement record: sending it twice would create two.
  retryable: false,
});
