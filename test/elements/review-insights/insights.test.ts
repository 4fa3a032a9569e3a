import { expect } from '@open-wc/testing';
import type { Review } from '../../../src/api/review.js';
import { type BranchReview, computeInsights, periodsOf } from '../../../src/elements/review-insights/insights.js';

/** A review of `businessId` at `reviewTime`, with `score` and `staffIds`, from `source`. */
function review(businessId: string, reviewTime: string, score: number, staffIds: string[] = ['stf_a'], source = 'SMS'): BranchReview {
  const item: Review = {
    id: `rev_${reviewTime}_${score}`,
    customerId: 'cus_1',
    appointmentId: `apt_${reviewTime}`,
    staffIds,
    petIds: ['pet_1'],
    source: source as Review['source'],
    score,
    content: `Review of ${score}`,
    reviewTime,
    createdTime: reviewTime,
    lastUpdatedTime: reviewTime,
  };
  return { businessId, review: item };
}

const newYork = { today: '2026-03-14', days: 7, timeZone: 'America/New_York', weekStartsOn: 0 };

describe('review insights', () => {
  it('takes a period of days ending today and the one of the same length before it', () => {
    expect(periodsOf('2026-03-14', 7)).to.deep.equal({
      period: { start: '2026-03-08', end: '2026-03-14' },
      previousPeriod: { start: '2026-03-01', end: '2026-03-07' },
    });
  });

  it('counts and averages each period, unrated reviews counted but not averaged', () => {
    const insights = computeInsights(
      [
        review('biz_1', '2026-03-10T15:00:00Z', 5),
        review('biz_1', '2026-03-11T15:00:00Z', 2),
        review('biz_1', '2026-03-12T15:00:00Z', 0),
        review('biz_1', '2026-03-03T15:00:00Z', 4),
        review('biz_1', '2026-02-20T15:00:00Z', 1),
      ],
      newYork,
    );
    const { current, previous, change } = insights.overall;
    // Two ratings, 5 and 2: an interval as wide as the scale, and too few to compare.
    expect(current).to.deep.equal({
      count: 3,
      rated: 2,
      average: 3.5,
      distribution: [0, 1, 0, 0, 1],
      lowShare: 0.5,
      interval: { low: 1, high: 5 },
      sure: false,
    });
    expect(previous).to.deep.equal({
      count: 1,
      rated: 1,
      average: 4,
      distribution: [0, 0, 0, 1, 0],
      lowShare: 0,
      interval: undefined,
      sure: false,
    });
    expect(change).to.equal(-0.5);
  });

  it("places a review by its date in the business's zone, not in UTC", () => {
    // 03:30 UTC on the 15th is still the 14th in New York (UTC-4 since March 8): in the period.
    // 04:30 UTC on the 8th is 23:30 on the 7th in New York, past the daylight-saving change: the previous period.
    const insights = computeInsights(
      [review('biz_1', '2026-03-15T03:30:00Z', 5), review('biz_1', '2026-03-08T04:30:00Z', 3), review('biz_1', '2026-03-08T05:30:00Z', 1)],
      newYork,
    );
    expect(insights.overall.current.count).to.equal(2);
    expect(insights.overall.current.distribution).to.deep.equal([1, 0, 0, 0, 1]);
    expect(insights.overall.previous.distribution).to.deep.equal([0, 0, 1, 0, 0]);
    const tokyo = computeInsights([review('biz_1', '2026-03-14T15:30:00Z', 4)], { ...newYork, timeZone: 'Asia/Tokyo' });
    expect(tokyo.overall.current.count, 'the 15th in Tokyo, past the period').to.equal(0);
  });

  it('counts a review with several groomers once overall and once for each groomer', () => {
    const insights = computeInsights(
      [
        review('biz_1', '2026-03-10T15:00:00Z', 5, ['stf_a', 'stf_b']),
        review('biz_1', '2026-03-11T15:00:00Z', 1, ['stf_b', 'stf_b']),
        review('biz_1', '2026-03-02T15:00:00Z', 3, ['stf_a']),
      ],
      newYork,
    );
    expect(insights.overall.current.count).to.equal(2);
    expect(insights.byGroomer.get('stf_a')!.current.average).to.equal(5);
    expect(insights.byGroomer.get('stf_a')!.change).to.equal(2);
    expect(insights.byGroomer.get('stf_b')!.current).to.include({ count: 2, rated: 2, average: 3, lowShare: 0.5 });
    expect(insights.byGroomer.get('stf_b')!.change).to.equal(undefined);
  });

  it('keeps channels, including one the API added later, and branches, apart, and groomers by channel', () => {
    const insights = computeInsights(
      [
        review('biz_1', '2026-03-10T15:00:00Z', 5, ['stf_a'], 'SMS'),
        review('biz_2', '2026-03-10T16:00:00Z', 3, ['stf_a'], 'CARRIER_PIGEON'),
        review('biz_2', '2026-03-11T16:00:00Z', 4, ['stf_b'], 'SMS'),
        review('constructor', '2026-03-12T16:00:00Z', 2, ['__proto__'], 'toString'),
      ],
      newYork,
    );
    expect([...insights.byChannel.keys()]).to.deep.equal(['SMS', 'CARRIER_PIGEON', 'toString']);
    expect(insights.byChannel.get('SMS')!.current.average).to.equal(4.5);
    expect(insights.byBranch.get('biz_2')!.current.count).to.equal(2);
    expect(insights.byBranch.get('constructor')!.current.count).to.equal(1);
    expect(insights.byGroomer.get('__proto__')!.current.count).to.equal(1);
    expect(insights.groomerByChannel.get('stf_a')!.get('CARRIER_PIGEON')!.average).to.equal(3);
    expect(insights.groomerByChannel.get('stf_a')!.get('SMS')!.average).to.equal(5);
    expect(insights.groomerByChannel.get('stf_b')!.has('CARRIER_PIGEON')).to.equal(false);
  });

  it('draws the trend by calendar week, the first and last cut to the period, and by month past 120 days', () => {
    const weekly = computeInsights([review('biz_1', '2026-03-09T15:00:00Z', 4), review('biz_1', '2026-03-14T15:00:00Z', 2)], {
      ...newYork,
      today: '2026-03-18',
      days: 14,
    });
    expect(weekly.trend.unit).to.equal('week');
    expect(weekly.trend.buckets.map(({ start, end, count, average }) => [start, end, count, average])).to.deep.equal([
      ['2026-03-05', '2026-03-07', 0, undefined],
      ['2026-03-08', '2026-03-14', 2, 3],
      ['2026-03-15', '2026-03-18', 0, undefined],
    ]);
    const monthly = computeInsights([review('biz_1', '2026-01-15T15:00:00Z', 5)], { ...newYork, today: '2026-03-14', days: 180 });
    expect(monthly.trend.unit).to.equal('month');
    expect(monthly.trend.buckets[0]).to.include({ start: '2025-09-16', end: '2025-09-30' });
    expect(monthly.trend.buckets.at(-1)).to.include({ start: '2026-03-01', end: '2026-03-14' });
    expect(monthly.trend.buckets.find((bucket) => bucket.start === '2026-01-01')).to.include({ count: 1, average: 5 });
  });

  it('lists the lowest rated reviews of the period, the lowest first and the newest first among equals, at most as many as asked', () => {
    const insights = computeInsights(
      [
        review('biz_1', '2026-03-09T15:00:00Z', 1),
        review('biz_1', '2026-03-10T15:00:00Z', 1),
        review('biz_1', '2026-03-11T15:00:00Z', 0),
        review('biz_1', '2026-03-12T15:00:00Z', 3),
        review('biz_1', '2026-03-02T15:00:00Z', 1),
      ],
      { ...newYork, lowestCount: 2 },
    );
    expect(insights.lowest.map((entry) => entry.review.reviewTime)).to.deep.equal(['2026-03-10T15:00:00Z', '2026-03-09T15:00:00Z']);
  });

  it("marks a groomer's 5.0 over two reviews as too few to compare, and one over ten as sure", () => {
    const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T15:00:00Z`;
    const insights = computeInsights(
      [
        review('biz_1', at(9), 5, ['stf_new']),
        review('biz_1', at(10), 5, ['stf_new']),
        ...Array.from({ length: 10 }, (_, index) => review('biz_1', at(8 + (index % 7)), index % 2 ? 4 : 5, ['stf_old'])),
      ],
      newYork,
    );
    const newcomer = insights.byGroomer.get('stf_new')!.current;
    expect(newcomer).to.deep.include({ average: 5, rated: 2, sure: false });
    const steady = insights.byGroomer.get('stf_old')!.current;
    expect(steady.sure).to.equal(true);
    expect(steady.interval!.low).to.be.below(4.5).and.above(4);
  });

  it('counts the topics of each review for all and per groomer, low ratings apart, beside the period before', () => {
    const entries = [
      review('biz_1', '2026-03-10T15:00:00Z', 1, ['stf_a', 'stf_b']),
      review('biz_1', '2026-03-11T15:00:00Z', 4, ['stf_a']),
      review('biz_1', '2026-03-12T15:00:00Z', 5, ['stf_b']),
      review('biz_1', '2026-03-03T15:00:00Z', 2, ['stf_a']),
    ];
    const topics = [
      { id: 'waiting', words: [] },
      { id: 'injury', words: [], injury: true },
    ];
    // Bit 0 waiting, bit 1 injury, by the reviews' order.
    const insights = computeInsights(entries, { ...newYork, topics: { topics, masks: [1, 3, 0, 1] } });
    const [waiting, injury] = insights.topics;
    expect(waiting!.all).to.deep.equal({ mentions: 2, low: 1, previous: 1 });
    expect(waiting!.byGroomer.get('stf_a')).to.deep.equal({ mentions: 2, low: 1, previous: 1 });
    expect(waiting!.byGroomer.get('stf_b')).to.deep.equal({ mentions: 1, low: 1, previous: 0 });
    expect(waiting!.reviews.map((entry) => entry.review.reviewTime)).to.deep.equal(['2026-03-11T15:00:00Z', '2026-03-10T15:00:00Z']);
    expect(injury!.all).to.deep.equal({ mentions: 1, low: 0, previous: 0 });
    // The review that mentions an injury leads the lowest, though rated 4.
    expect(insights.lowest.map((entry) => [entry.review.score, entry.injury])).to.deep.equal([
      [4, true],
      [1, false],
      [5, false],
    ]);
  });

  it('leaves out reviews without a time and says nothing of a period without reviews', () => {
    const insights = computeInsights([review('biz_1', '', 5)], newYork);
    expect(insights.overall.current).to.deep.equal({
      count: 0,
      rated: 0,
      average: undefined,
      distribution: [0, 0, 0, 0, 0],
      lowShare: undefined,
      interval: undefined,
      sure: false,
    });
    expect(insights.overall.change).to.equal(undefined);
    expect(insights.lowest).to.deep.equal([]);
  });
});
