import { expect } from '@open-wc/testing';
import { countRatings, noRatings, ratingSummary } from '../../src/shared/rating-summary.js';

describe('countRatings', () => {
  it('counts each score from 1 to 5 and leaves unrated reviews out', () => {
    expect(countRatings([{ score: 5 }, { score: 4 }, { score: 0 }, { score: 3 }, { score: 5 }])).to.deep.equal([0, 0, 1, 1, 2]);
    expect(countRatings([])).to.deep.equal([0, 0, 0, 0, 0]);
  });

  it('adds a page to the counts so far without changing them', () => {
    const first = countRatings([{ score: 1 }, { score: 2 }]);
    const both = countRatings([{ score: 2 }, { score: 5 }], first);
    expect(both).to.deep.equal([1, 2, 0, 0, 1]);
    expect(first).to.deep.equal([1, 1, 0, 0, 0]);
    expect(noRatings).to.deep.equal([0, 0, 0, 0, 0]);
  });
});

describe('ratingSummary', () => {
  it('averages the rated reviews and counts only them', () => {
    expect(ratingSummary(countRatings([{ score: 5 }, { score: 4 }, { score: 0 }, { score: 3 }]))).to.include({ average: 4, count: 3 });
    expect(ratingSummary(countRatings([{ score: 5 }, { score: 4 }]))).to.include({ average: 4.5, count: 2 });
  });

  it('gives a row per score from 5 stars down to 1, with its count and its share of the rated reviews', () => {
    // 120 five-star, 40 four-star, none of three, 20 two-star, 20 one-star: 200 in all.
    expect(ratingSummary([20, 20, 0, 40, 120])).to.deep.equal({
      average: (120 * 5 + 40 * 4 + 20 * 2 + 20) / 200,
      count: 200,
      rows: [
        { stars: 5, count: 120, share: 0.6 },
        { stars: 4, count: 40, share: 0.2 },
        { stars: 3, count: 0, share: 0 },
        { stars: 2, count: 20, share: 0.1 },
        { stars: 1, count: 20, share: 0.1 },
      ],
    });
  });

  it('counts nothing without a rated review: an average of 0, never NaN, and empty rows', () => {
    for (const reviews of [[], [{ score: 0 }, { score: 0 }]]) {
      const summary = ratingSummary(countRatings(reviews));
      expect(summary).to.include({ average: 0, count: 0 });
      expect(summary.rows.map((row) => [row.stars, row.count, row.share])).to.deep.equal([
        [5, 0, 0],
        [4, 0, 0],
        [3, 0, 0],
        [2, 0, 0],
        [1, 0, 0],
      ]);
    }
  });
});
