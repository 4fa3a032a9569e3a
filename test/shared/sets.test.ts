import { expect } from '@open-wc/testing';
import { toggled } from '../../src/shared/sets.js';

describe('toggled', () => {
  it('adds a missing item and removes a present one, leaving the given set alone', () => {
    const empty: ReadonlySet<string> = new Set();
    const one = toggled(empty, 'a');
    expect([...one]).to.deep.equal(['a']);
    expect(empty.size).to.equal(0);
    expect([...toggled(one, 'a')]).to.deep.equal([]);
    expect([...toggled(one, 'b')]).to.deep.equal(['a', 'b']);
  });
});
