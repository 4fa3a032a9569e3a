import type { Agreement } from '../../api/agreement.js';

type Signable = Pick<Agreement, 'id' | 'status' | 'signedPolicy'>;

/** The agreements a customer is offered: a deleted one no longer binds anyone. */
export function activeAgreements<Item extends Signable>(agreements: readonly Item[]): Item[] {
  return agreements.filter((agreement) => agreement.status === 'NORMAL');
}

/**
 * Whether an agreement still stands between the customer and "Finish": an optional one may be
 * left unsigned; every other one needs the record its sign link created (`recordIds`, by agreement id).
 */
export function hasUnsignedRequired(agreements: readonly Signable[], recordIds: ReadonlyMap<string, string>): boolean {
  return agreements.some(({ id, signedPolicy }) => signedPolicy !== 'OPTIONAL' && !recordIds.has(id));
}

/** The agreements the customer opened a sign link for, in the order they were offered. */
export function signedAgreements<Item extends Pick<Agreement, 'id'>>(
  agreements: readonly Item[],
  recordIds: ReadonlyMap<string, string>,
): Item[] {
  return agreements.filter(({ id }) => recordIds.has(id));
}
