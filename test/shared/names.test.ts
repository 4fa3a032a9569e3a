import { expect } from '@open-wc/testing';
import { nameIn } from '../../src/shared/names.js';

describe('nameIn', () => {
  it('reads names from a Map or a plain object, never an inherited property', () => {
    expect(nameIn(new Map([['stf_1', 'Ana']]), 'stf_1')).to.equal('Ana');
    expect(nameIn({ stf_1: 'Ana' }, 'stf_1')).to.equal('Ana');
    expect(nameIn({ stf_1: 'Ana' }, 'constructor')).to.equal(undefined);
    expect(nameIn({ stf_1: 'Ana' }, '__proto__')).to.equal(undefined);
    expect(nameIn(undefined, 'stf_1')).to.equal(undefined);
  });
});
