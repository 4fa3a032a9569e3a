import { expect } from '@open-wc/testing';
import { activeAgreements, hasUnopenedRequired, openedAgreements } from '../../../src/elements/booking-flow/agreements-to-sign.js';

const agreement = (id: string, signedPolicy: string, status = 'NORMAL') => ({ id, signedPolicy, status });

describe('activeAgreements', () => {
  it('keeps the agreements in force, in order, and leaves deleted ones out', () => {
    const list = [agreement('a', 'FOR_EACH'), agreement('b', 'ONCE', 'DELETED'), agreement('c', 'OPTIONAL')];
    expect(activeAgreements(list).map(({ id }) => id)).to.deep.equal(['a', 'c']);
  });
});

describe('hasUnopenedRequired', () => {
  const list = [agreement('waiver', 'FOR_EACH'), agreement('policy', 'ONCE'), agreement('photos', 'OPTIONAL')];

  it('waits for a record of every agreement that is not optional', () => {
    expect(hasUnopenedRequired(list, new Map())).to.equal(true);
    expect(hasUnopenedRequired(list, new Map([['waiver', 'rec_1']]))).to.equal(true);
    expect(
      hasUnopenedRequired(
        list,
        new Map([
          ['waiver', 'rec_1'],
          ['policy', 'rec_2'],
        ]),
      ),
    ).to.equal(false);
  });

  it('has nothing to wait for without agreements, or with optional ones only', () => {
    expect(hasUnopenedRequired([], new Map())).to.equal(false);
    expect(hasUnopenedRequired([agreement('photos', 'OPTIONAL')], new Map())).to.equal(false);
  });

  it('finds no record under an id such as "constructor" before its link is opened', () => {
    const tricky = [agreement('constructor', 'FOR_EACH'), agreement('__proto__', 'FOR_EACH')];
    expect(hasUnopenedRequired(tricky, new Map())).to.equal(true);
    expect(
      hasUnopenedRequired(
        tricky,
        new Map([
          ['constructor', 'rec_1'],
          ['__proto__', 'rec_2'],
        ]),
      ),
    ).to.equal(false);
  });
});

describe('openedAgreements', () => {
  const titled = (id: string) => ({ id, title: `Title of ${id}` });
  const list = [titled('waiver'), titled('constructor'), titled('photos')];

  it('keeps the agreements with a record, in the order they were offered, with their records and titles', () => {
    const records = new Map([
      ['photos', 'rec_2'],
      ['waiver', 'rec_1'],
    ]);
    expect(openedAgreements(list, records)).to.deep.equal([
      { agreementId: 'waiver', agreementRecordId: 'rec_1', title: 'Title of waiver' },
      { agreementId: 'photos', agreementRecordId: 'rec_2', title: 'Title of photos' },
    ]);
  });

  it('keeps none without records, even under an id such as "constructor"', () => {
    expect(openedAgreements(list, new Map())).to.deep.equal([]);
  });
});
