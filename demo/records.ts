/**
 * The attributes that name a record of the reference world (`company-id`, `business-id`,
 * `customer-id`, `agreement-id`): the records each one offers, and how a change of one keeps the
 * others naming records that belong together: a branch of the company, a customer of that
 * company, an agreement of the branch.
 */
import type { Agreement } from '../src/api/index.js';
import type { ReferenceData, ReferenceFixtures } from './reference-data.js';
import { valuesOf, type AttributeValues, type DemoState } from './state.js';

export type AgreementList = { status: 'loading' } | { status: 'ready'; agreements: Agreement[] } | { status: 'failed'; message: string };

export interface RecordChoice {
  readonly value: string;
  readonly label: string;
}

export function companyOfBranch(fixtures: ReferenceFixtures, businessId: string): string {
  return fixtures.branches.find((branch) => branch.businessId === businessId)?.companyId ?? '';
}

export function firstCustomerOf(fixtures: ReferenceFixtures, companyId: string): string {
  return fixtures.customers.find((customer) => customer.companyId === companyId)?.id ?? '';
}

/** The company the values belong to: `company-id`, else the branch's. */
export function companyOf(fixtures: ReferenceFixtures, values: AttributeValues): string {
  return values.get('company-id') || companyOfBranch(fixtures, values.get('business-id') ?? '');
}

/** The agreements of the branch the element names, as far as they are known. */
export function branchAgreements(state: Pick<DemoState, 'tag' | 'values' | 'agreementLists'>): AgreementList | undefined {
  return state.agreementLists.get(valuesOf(state, state.tag).get('business-id') ?? '');
}

interface ChoiceContext {
  readonly world: ReferenceData;
  readonly values: AttributeValues;
  /** Whether the element has the attribute. */
  readonly has: (name: string) => boolean;
  /** The agreements of the chosen branch, as far as they are known. */
  readonly agreements: AgreementList | undefined;
}

type RecordChoices = (context: ChoiceContext) => RecordChoice[];

/** The record attributes, each with the records it offers given the element's other values. */
export const recordAttributes: ReadonlyMap<string, RecordChoices> = new Map<string, RecordChoices>([
  ['company-id', ({ world }) => world.companies.map((company) => ({ value: company.id, label: `${company.name} (${company.id})` }))],
  [
    'business-id',
    ({ world, values, has }) => {
      const company = has('company-id') ? values.get('company-id') : '';
      return world.fixtures.branches
        .filter((branch) => !company || branch.companyId === company)
        .map((branch) => ({
          value: branch.businessId,
          label: `${branch.businessName}${branch.isEnable ? '' : ', online booking off'} (${branch.businessId})`,
        }));
    },
  ],
  [
    'customer-id',
    ({ world, values }) => {
      const company = companyOf(world.fixtures, values);
      return world.fixtures.customers
        .filter((customer) => !company || customer.companyId === company)
        .map((customer) => ({ value: customer.id, label: `${customer.firstName} ${customer.lastName} (${customer.id})` }));
    },
  ],
  [
    'agreement-id',
    ({ agreements }) =>
      agreements?.status === 'ready'
        ? agreements.agreements.map((agreement) => ({
            value: agreement.id,
            label: `${agreement.title}${agreement.status === 'DELETED' ? ', withdrawn' : ''} (${agreement.id})`,
          }))
        : [],
  ],
]);

export interface Consistency {
  readonly fixtures: ReferenceFixtures;
  /** Whether the element has the attribute. */
  readonly has: (name: string) => boolean;
  /** The element's `company-id` may stay empty on purpose beside a branch (see `DemoElement.companyIsOptional`). */
  readonly companyIsOptional: boolean;
}

/** The values after `name` is set to `value`, the other records following it. */
export function withValue(
  values: AttributeValues,
  name: string,
  value: string,
  { fixtures, has, companyIsOptional }: Consistency,
): AttributeValues {
  const next = new Map(values).set(name, value);
  const branch = next.get('business-id');
  if (name === 'company-id' && value && has('business-id') && branch && companyOfBranch(fixtures, branch) !== value) {
    next.set('business-id', fixtures.branches.find((candidate) => candidate.companyId === value && candidate.isEnable)?.businessId ?? '');
  }
  if (name !== 'business-id' && name !== 'company-id') return next;
  const company = name === 'business-id' ? companyOfBranch(fixtures, value) : value;
  const named = next.get('company-id') ?? '';
  if (name === 'business-id' && company && has('company-id') && named !== company && (named || !companyIsOptional)) {
    next.set('company-id', company);
  }
  const customer = next.get('customer-id');
  const customerCompany = fixtures.customers.find((candidate) => candidate.id === customer)?.companyId;
  if (company && customer && customerCompany && customerCompany !== company) next.set('customer-id', firstCustomerOf(fixtures, company));
  return next;
}

/** The agreement to name once the branch's agreements are known: the one named if the branch has it, else its first signable one. */
export function agreementAmong(named: string, agreements: readonly Agreement[]): string {
  if (agreements.some((agreement) => agreement.id === named)) return named;
  return (agreements.find((agreement) => agreement.status === 'NORMAL') ?? agreements[0])?.id ?? '';
}
