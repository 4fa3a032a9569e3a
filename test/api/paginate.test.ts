import { expect } from '@open-wc/testing';
import { maxPages, pageWalk } from '../../src/api/paginate.js';

describe('pageWalk', () => {
  it('follows each new token and ends on an empty one', () => {
    const next = pageWalk();
    expect(next('a')).to.deep.equal({ token: 'a' });
    expect(next('b')).to.deep.equal({ token: 'b' });
    expect(next('')).to.deep.equal({ token: '' });
  });

  it('stops at a token that came back, the first one included', () => {
    const next = pageWalk('start');
    expect(next('a')).to.deep.equal({ token: 'a' });
    expect(next('a'))
      .to.have.property('problem')
      .that.matches(/already returned/);
    expect(pageWalk('start')('start')).to.have.property('problem');
  });

  it(`stops after ${maxPages} pages of new tokens`, () => {
    const next = pageWalk();
    const steps = Array.from({ length: maxPages }, (_, page) => next(`token-${page}`));
    expect(steps.slice(0, maxPages - 1).every((step) => 'token' in step)).to.equal(true);
    expect(steps[maxPages - 1])
      .to.have.property('problem')
      .that.matches(new RegExp(`after ${maxPages} pages`));
  });
});
