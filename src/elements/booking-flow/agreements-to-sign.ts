import type { Agreement } from '../../api/agreement.js';
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
