import { expect } from '@open-wc/testing';
import { ratingSummary } from '../../../src/elements/review-feed/rating-summary.js';

describe('ratingSummary', () => {
  it('averages the rated reviews and counts only them', () => {
    expect(ratingSummary([{ score: 5 }, { score: 4 }, { score: 0 }, { score: 3 }])).to.deep.equal({ average: 4, count: 3 });
    expect(ratingSummary([{ score: 5 }, { score: 4 }])).to.deep.equal({ average: 4.5, count: 2 });
  });

  it('has nothing to say without a rated review', () => {
    expect(ratingSummary([])).to.equal(undefined);
    expect(ratingSummary([{ score: 0 }, { score: 0 }])).to.equal(undefined);
  });
});
