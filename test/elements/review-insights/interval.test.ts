import { expect } from '@open-wc/testing';
import { meanInterval, minimumRated, tCritical } from '../../../src/elements/review-insights/interval.js';

/** The interval of a list of ratings, through the running sums the figures keep. */
const of = (ratings: readonly number[]) =>
  meanInterval(
    ratings.length,
    ratings.reduce((sum, rating) => sum + rating, 0),
    ratings.reduce((sum, rating) => sum + rating * rating, 0),
  );

describe('the interval of an average rating', () => {
  it("takes Student's t from its table, and past 30 degrees of freedom within 0.0005 of it", () => {
    expect(tCritical(1)).to.equal(12.706);
    expect(tCritical(30)).to.equal(2.042);
    // Published values of t at 97.5 %.
    for (const [df, t] of [
      [40, 2.0211],
      [60, 2.0003],
      [99, 1.9842],
      [1000, 1.9623],
    ] as const)
      expect(tCritical(df), `${df} degrees of freedom`).to.be.closeTo(t, 0.0005);
  });

  it('gives the 95 % interval of 1 to 5 stars as a t-test does (1.04 to 4.96)', () => {
    const interval = of([1, 2, 3, 4, 5])!;
    expect(interval.low).to.be.closeTo(1.0368, 0.001);
    expect(interval.high).to.be.closeTo(4.9632, 0.001);
  });

  it('narrows as reviews add up, and stays within 1 and 5 stars', () => {
    const few = of([5, 4, 5, 3])!;
    const many = of(Array.from({ length: 400 }, (_, index) => [5, 4, 5, 3][index % 4]!))!;
    expect(many.high - many.low).to.be.below((few.high - few.low) / 5);
    expect(few.high).to.equal(5);
    expect(of([1, 1, 2])!.low).to.equal(1);
  });

  it('has none under two ratings, and needs ten to compare', () => {
    expect(of([5])).to.equal(undefined);
    expect(of([])).to.equal(undefined);
    expect(minimumRated).to.equal(10);
  });
});
