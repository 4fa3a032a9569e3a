import { expect } from '@open-wc/testing';
import { activeAgreements, hasUnsignedRequired, signedAgreements } from '../../../src/elements/booking-flow/agreements-to-sign.js';

const agreement = (id: string, signedPolicy: string, status = 'NORMAL') => ({ id, signedPolicy, status });

describe('activeAgreements', () => {
  it('keeps the agreements in force, in order, and leaves deleted ones out', () => {
    const list = [agreement('a', 'FOR_EACH'), agreement('b', 'ONCE', 'DELETED'), agreement('c', 'OPTIONAL')];
    expect(activeAgreements(list).map(({ id }) => id)).to.deep.equal(['a', 'c']);
  });
});

describe('hasUnsignedRequired', () => {
  const list = [agreement('waiver', 'FOR_EACH'), agreement('policy', 'ONCE'), agreement('photos', 'OPTIONAL')];

  it('waits for a record of every agreement that is not optional', () => {
    expect(hasUnsignedRequired(list, new Map())).to.equal(true);
    expect(hasUnsignedRequired(list, new Map([['waiver', 'rec_1']]))).to.equal(true);
    expect(
      hasUnsignedRequired(
        list,
        new Map([
          ['waiver', 'rec_1'],
          ['policy', 'rec_2'],
        ]),
      ),
    ).to.equal(false);
  });

  it('has nothing to wait for without agreements, or with optional ones only', () => {
    expect(hasUnsignedRequired([], new Map())).to.equal(false);
    expect(hasUnsignedRequired([agreement('photos', 'OPTIONAL')], new Map())).to.equal(false);
  });

  it('finds no record under an id such as "constructor" before it is signed', () => {
    const tricky = [agreement('constructor', 'FOR_EACH'), agreement('__proto__', 'FOR_EACH')];
    expect(hasUnsignedRequired(tricky, new Map())).to.equal(true);
    expect(
      hasUnsignedRequired(
        tricky,
        new Map([
          ['constructor', 'rec_1'],
          ['__proto__', 'rec_2'],
        ]),
      ),
    ).to.equal(false);
  });
});

describe('signedAgreements', () => {
  const list = [agreement('waiver', 'FOR_EACH'), agreement('constructor', 'ONCE'), agreement('photos', 'OPTIONAL')];

  it('keeps the agreements with a record, in the order they were offered', () => {
    const records = new Map([
      ['photos', 'rec_2'],
      ['waiver', 'rec_1'],
    ]);
    expect(signedAgreements(list, records).map(({ id }) => id)).to.deep.equal(['waiver', 'photos']);
  });

  it('keeps none without records, even under an id such as "constructor"', () => {
    expect(signedAgreements(list, new Map())).to.deep.equal([]);
  });
});
