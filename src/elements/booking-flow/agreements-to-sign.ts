import type { Agreement, ListAgreementsRequest, ListAgreementsResponse } from '../../api/agreement.js';
import { paginate } from '../../api/paginate.js';
import type { OpenedAgreement } from './events.js';

type Signable = Pick<Agreement, 'id' | 'status' | 'signedPolicy'>;

/** The agreements a customer is offered: a deleted one no longer binds anyone. */
export function activeAgreements<Item extends Signable>(agreements: readonly Item[]): Item[] {
  return agreements.filter((agreement) => agreement.status === 'NORMAL');
}

/**
 * Whether an agreement still stands between the customer and "Finish": an optional one may be
 * left alone; every other one needs its sign link opened, which created its record (`recordIds`,
 * by agreement id). Whether the customer then signed, no operation of the API can tell.
 */
export function hasUnopenedRequired(agreements: readonly Signable[], recordIds: ReadonlyMap<string, string>): boolean {
  return agreements.some(({ id, signedPolicy }) => signedPolicy !== 'OPTIONAL' && !recordIds.has(id));
}

/** The agreements the customer opened a sign link for, in the order they were offered, with their records. */
export function openedAgreements(
  agreements: readonly Pick<Agreement, 'id' | 'title'>[],
  recordIds: ReadonlyMap<string, string>,
): OpenedAgreement[] {
  return agreements.flatMap(({ id, title }) => {
    const agreementRecordId = recordIds.get(id);
    return agreementRecordId === undefined ? [] : [{ agreementId: id, agreementRecordId, title }];
  });
}

/**
 * The active agreements of every page, in order. An agreement without an id cannot be signed: it
 * is left out (`onLeftOut` is told how many of a page), rather than block "Finish".
 */
export async function signableAgreements<Item extends Signable & Pick<Agreement, 'title'>>(
  pages: AsyncIterable<{ readonly agreement: readonly Item[] }>,
  onLeftOut: (count: number) => void,
): Promise<Item[]> {
  const agreements: Item[] = [];
  for await (const page of pages) {
    const signable = page.agreement.filter((agreement) => agreement.id !== '');
    if (signable.length < page.agreement.length) onLeftOut(page.agreement.length - signable.length);
    agreements.push(...activeAgreements(signable));
  }
  return agreements;
}

/** A branch's signable agreements (`signableAgreements`), from every page `list` answers. */
export function branchAgreements(
  list: (request: ListAgreementsRequest) => Promise<ListAgreementsResponse>,
  { companyId, businessId }: { readonly companyId: string; readonly businessId: string },
  onLeftOut: (count: number) => void,
): Promise<Agreement[]> {
  return signableAgreements(paginate(list, { companyId, businessIds: [businessId], pagination: { pageSize: 100 } }), onLeftOut);
}
