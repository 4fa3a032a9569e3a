/**
 * GetAgreement, ListAgreements and GetAgreementSignLink. A sign link creates an UNSIGNED
 * record that the sign page (`/sign/{recordId}`) completes. A deleted agreement cannot be
 * signed: asking for its link is FAILED_PRECONDITION (HTTP 400).
 */
import type { Agreement, AgreementRecord } from '../../src/api/agreement.js';
import { requireCompanyAccess } from '../access.js';
import { formatTimestamp } from '../calendar.js';
import { ApiFailure, invalidArgument, notFound, permissionDenied } from '../errors.js';
import { pageOf, readPageRequest } from '../pagination.js';
import { optionalStringList, requiredString } from '../request-fields.js';
import type { World } from '../world/types.js';
import { findBranch, findBranchOfCompany, findCompany, type Operation } from './context.js';

function findAgreement(world: World, agreementId: string): Agreement {
  const agreement = world.agreements.find((candidate) => candidate.id === agreementId);
  if (!agreement) throw notFound(`agreement ${agreementId} not found`);
  return agreement;
}

function requiredQuery(query: URLSearchParams, name: string): string {
  const value = query.get(name)?.trim();
  if (!value) throw invalidArgument(`the query parameter ${name} is required`);
  return value;
}

export const getAgreement: Operation = ({ world, pathId, query, access }) => {
  const companyId = requiredQuery(query, 'company_id');
  findCompany(world, companyId);
  requireCompanyAccess(access, companyId);
  const agreement = findAgreement(world, pathId);
  if (findBranch(world, agreement.businessId).companyId !== companyId) {
    throw permissionDenied(`agreement ${pathId} does not belong to company ${companyId}`);
  }
  return agreement;
};

export const listAgreements: Operation = ({ world, body, access }) => {
  const pageRequest = readPageRequest('ListAgreements', body);
  const companyId = requiredString(body, 'companyId');
  const businessIds = optionalStringList(body, 'businessIds') ?? [];
  findCompany(world, companyId);
  requireCompanyAccess(access, companyId);
  for (const businessId of businessIds) findBranchOfCompany(world, businessId, companyId);
  const branchIds = world.branches
    .filter((branch) => branch.companyId === companyId && (businessIds.length === 0 || businessIds.includes(branch.id)))
    .map((branch) => branch.id);
  const agreements = world.agreements
    .filter((agreement) => branchIds.includes(agreement.businessId))
    .sort((left, right) => left.title.localeCompare(right.title, 'en') || left.id.localeCompare(right.id));
  const page = pageOf(agreements, pageRequest);
  return { nextPageToken: page.nextPageToken, agreement: page.items };
};

/** Record identifiers are random, not drawn from the seed: each link must be new and unguessable. */
function newRecordId(): string {
  return `agrrec_${crypto.randomUUID().replaceAll('-', '')}`;
}

export const getAgreementSignLink: Operation = ({ world, pathId, query, access, origin, now, createdRecords }) => {
  const customerId = requiredQuery(query, 'customer_id');
  const businessId = requiredQuery(query, 'business_id');
  const agreement = findAgreement(world, pathId);
  const companyId = findBranch(world, agreement.businessId).companyId;
  requireCompanyAccess(access, companyId);
  findBranchOfCompany(world, businessId, companyId);
  if (!world.customers.some((customer) => customer.id === customerId && customer.companyId === companyId)) {
    throw notFound(`customer ${customerId} not found`);
  }
  if (agreement.status === 'DELETED') {
    throw new ApiFailure('FAILED_PRECONDITION', `agreement ${pathId} is deleted and can no longer be signed`);
  }
  const id = newRecordId();
  const signUrl = `${origin}/sign/${id}`;
  const timestamp = formatTimestamp(now);
  const record: AgreementRecord = {
    id,
    uuid: crypto.randomUUID(),
    agreementId: agreement.id,
    businessId,
    companyId,
    customerId,
    targetId: '',
    status: 'NORMAL',
    signedStatus: 'UNSIGNED',
    signedType: 'SIGNED_TYPE_UNSPECIFIED',
    sourceType: 'URL',
    link: signUrl,
    title: agreement.title,
    content: agreement.content,
    signature: '',
    signedTime: undefined,
    createdTime: timestamp,
    updatedTime: timestamp,
  };
  createdRecords.set(id, record);
  return { agreementRecordId: id, signUrl };
};
