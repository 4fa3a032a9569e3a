/**
 * Every figure `<review-insights>` shows, computed from the reviews in one pass, as a pure
 * function: the period and the one of the same length before it (calendar days in the business's
 * time zone), the average, count and distribution of each, the trend by week (by month past 120
 * days), and the same per groomer, per channel, per groomer and channel, and per branch, with the
 * lowest recent reviews. The element only draws them.
 *
 * A review with several groomers counts for each of them, and once in every other figure. A
 * review without a score (0) counts in `count` but not in the average, the distribution or the
 * share of low ratings. A channel the API added later is its own row, under its own name. Groomer,
 * channel and branch ids come from outside: they are Map keys, never keys of a plain object.
 */
import { addDays, addMonths, datesOf, dayOfWeek } from '../../api/calendar.js';
import type { Review } from '../../api/review.js';
import { zonedDates } from '../../common/time.js';
import { type Interval, meanInterval, minimumRated } from './interval.js';
import { type FoundTopics, injuryMask, type TopicInsight, TopicTally } from './topic-insights.js';
import type { Topic } from './topic-words.js';

/** A review with the branch it was listed for (ListReviews is asked per branch). */
export interface BranchReview {
  readonly businessId: string;
  readonly review: Review;
}

/** Calendar dates in the business's zone, `YYYY-MM-DD`, both included. */
export interface Period {
  readonly start: string;
  readonly end: string;
}

export interface Summary {
  readonly count: number;
  /** Reviews with a score: the average, the distribution and the low share are of these. */
  readonly rated: number;
  /** Undefined without a rated review. */
  readonly average: number | undefined;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  readonly distribution: readonly number[];
  /** The share of rated reviews with 1 or 2 stars; undefined without a rated review. */
  readonly lowShare: number | undefined;
  /** The 95 % interval of the average (`interval.ts`); undefined under two rated reviews. */
  readonly interval: Interval | undefined;
  /** Whether enough reviews are rated (`minimumRated`) for the average to be compared with others. */
  readonly sure: boolean;
}

/** A figure in the period and in the one before it. */
export interface Comparison {
  readonly current: Summary;
  readonly previous: Summary;
  /** The current average less the previous one; undefined when either has no rated review. */
  readonly change: number | undefined;
}

export interface TrendBucket extends Period, Summary {}

/** One of the lowest reviews, and whether it mentions an injury. */
export interface LowReview extends BranchReview {
  readonly injury: boolean;
}

export interface Insights {
  readonly period: Period;
  readonly previousPeriod: Period;
  readonly overall: Comparison;
  readonly trend: { readonly unit: 'week' | 'month'; readonly buckets: readonly TrendBucket[] };
  readonly byGroomer: ReadonlyMap<string, Comparison>;
  readonly byChannel: ReadonlyMap<string, Comparison>;
  /** Per groomer, per channel, in the period. */
  readonly groomerByChannel: ReadonlyMap<string, ReadonlyMap<string, Summary>>;
  readonly byBranch: ReadonlyMap<string, Comparison>;
  /**
   * The period's rated reviews that mention an injury, then those with the lowest scores: the
   * lowest first and the newest first among equals.
   */
  readonly lowest: readonly LowReview[];
  /** What customers mention, topic by topic, in the topics' order; empty without topics. */
  readonly topics: readonly TopicInsight[];
}

export interface InsightsOptions {
  /** Today in the business's zone: the period's last day. */
  readonly today: string;
  /** How many days the period holds, today included. */
  readonly days: number;
  /** The business's IANA zone: which day a review belongs to. */
  readonly timeZone: string;
  /** The day weekly buckets start on, 0 for Sunday. */
  readonly weekStartsOn: number;
  /** How many of the lowest reviews. Default 10. */
  readonly lowestCount?: number;
  /** The topics each review mentions (`topics.ts`), its masks in the reviews' order. */
  readonly topics?: FoundTopics;
}

/** Past this many days the trend is by month: weekly points would be too many to read. */
export const weeklyTrendDays = 120;

/** The period of `days` days ending `today`, and the one of the same length before it. */
export function periodsOf(today: string, days: number): { readonly period: Period; readonly previousPeriod: Period } {
  const start = addDays(today, 1 - days);
  return { period: { start, end: today }, previousPeriod: { start: addDays(start, -days), end: addDays(start, -1) } };
}

/** A running tally, turned into a Summary at the end. */
class Tally {
  count = 0;
  rated = 0;
  sum = 0;
  sumSquares = 0;
  readonly distribution = [0, 0, 0, 0, 0];

  add(score: number): void {
    this.count += 1;
    if (score < 1 || score > 5) return;
    this.rated += 1;
    this.sum += score;
    this.sumSquares += score * score;
    this.distribution[score - 1]! += 1;
  }

  summary(): Summary {
    const { count, rated, sum, sumSquares, distribution } = this;
    const low = distribution[0]! + distribution[1]!;
    return {
      count,
      rated,
      average: rated ? sum / rated : undefined,
      distribution: [...distribution],
      lowShare: rated ? low / rated : undefined,
      interval: meanInterval(rated, sum, sumSquares),
      sure: rated >= minimumRated,
    };
  }
}

/** A tally per period: index 0 the current one, 1 the previous. */
type Pair = readonly [Tally, Tally];
const newPair = (): Pair => [new Tally(), new Tally()];

function compare([current, previous]: Pair): Comparison {
  const now = current.summary();
  const before = previous.summary();
  const change = now.average !== undefined && before.average !== undefined ? now.average - before.average : undefined;
  return { current: now, previous: before, change };
}

/** The value of `key`, made by `make` and kept the first time. */
function entryOf<Value>(map: Map<string, Value>, key: string, make: () => Value): Value {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

/** The trend's buckets over the period: calendar weeks (or months), the first and last cut to the period. */
function bucketsOf(period: Period, unit: 'week' | 'month', weekStartsOn: number): Period[] {
  const buckets: Period[] = [];
  let start = period.start;
  // Bounded by the period: one bucket per week or month of it.
  while (start <= period.end) {
    const next = unit === 'week' ? addDays(start, 7 - ((dayOfWeek(start) - weekStartsOn + 7) % 7)) : addMonths(`${start.slice(0, 8)}01`, 1);
    const end = addDays(next, -1);
    buckets.push({ start, end: end < period.end ? end : period.end });
    start = next;
  }
  return buckets;
}

/** A rated review of the period that may be among the lowest. */
interface LowCandidate {
  readonly entry: BranchReview;
  readonly time: number;
  readonly injury: boolean;
}

/**
 * Every figure's running tally, added to review by review in one pass over the reviews, so that a
 * year of reviews is read once: overall, by channel, branch and groomer (each for both periods),
 * groomer by channel, week or month of the trend, the topics, and the lowest reviews.
 */
class InsightsTally {
  readonly #overall = newPair();
  readonly #byGroomer = new Map<string, Pair>();
  readonly #byChannel = new Map<string, Pair>();
  readonly #byBranch = new Map<string, Pair>();
  readonly #groomerByChannel = new Map<string, Map<string, Tally>>();
  readonly #trend: Tally[];
  readonly #lowest: LowCandidate[] = [];
  readonly #topics: TopicTally;
  /** The topics that are injuries, as a mask of bits. */
  readonly #injuries: number;

  constructor(buckets: number, topics: readonly Topic[]) {
    this.#trend = Array.from({ length: buckets }, () => new Tally());
    this.#topics = new TopicTally(topics);
    this.#injuries = injuryMask(topics);
  }

  /**
   * A review of the period (`which` 0, in trend bucket `bucket`) or of the one before (1), with the
   * mask of the topics it mentions.
   */
  add(which: 0 | 1, entry: BranchReview, time: number, bucket: number, mask: number): void {
    const { score, source, staffIds } = entry.review;
    this.#overall[which].add(score);
    entryOf(this.#byChannel, source, newPair)[which].add(score);
    entryOf(this.#byBranch, entry.businessId, newPair)[which].add(score);
    // A groomer named twice on one review counts once for it.
    const groomers = staffIds.length > 1 ? new Set(staffIds) : staffIds;
    this.#topics.add(which, mask, entry, time, groomers);
    for (const staffId of groomers) {
      entryOf(this.#byGroomer, staffId, newPair)[which].add(score);
      if (which === 0)
        entryOf(
          entryOf(this.#groomerByChannel, staffId, () => new Map()),
          source,
          () => new Tally(),
        ).add(score);
    }
    if (which === 1) return;
    this.#trend[bucket]!.add(score);
    if (score >= 1 && score <= 5) this.#lowest.push({ entry, time, injury: (mask & this.#injuries) !== 0 });
  }

  /** The figures, the trend's buckets with theirs, and the `lowestCount` lowest reviews. */
  result(
    buckets: readonly Period[],
    lowestCount: number,
  ): Omit<Insights, 'period' | 'previousPeriod' | 'trend'> & { trend: TrendBucket[] } {
    const compared = (map: Map<string, Pair>) => new Map([...map].map(([key, pair]) => [key, compare(pair)]));
    const summaries = (tallies: Map<string, Tally>) => new Map([...tallies].map(([key, tally]) => [key, tally.summary()]));
    return {
      overall: compare(this.#overall),
      trend: buckets.map((bucket, index) => ({ ...bucket, ...this.#trend[index]!.summary() })),
      byGroomer: compared(this.#byGroomer),
      byChannel: compared(this.#byChannel),
      groomerByChannel: new Map([...this.#groomerByChannel].map(([staffId, channels]) => [staffId, summaries(channels)])),
      byBranch: compared(this.#byBranch),
      lowest: this.#lowest
        .sort((a, b) => Number(b.injury) - Number(a.injury) || a.entry.review.score - b.entry.review.score || b.time - a.time)
        .slice(0, lowestCount)
        .map(({ entry, injury }): LowReview => ({ ...entry, injury })),
      topics: this.#topics.result(),
    };
  }
}

/** Every figure of the reviews: of the period of `days` days ending `today` and of the one before it, by week or month, groomer, channel and branch. */
export function computeInsights(reviews: readonly BranchReview[], options: InsightsOptions): Insights {
  const { period, previousPeriod } = periodsOf(options.today, options.days);
  const unit = options.days > weeklyTrendDays ? 'month' : 'week';
  const buckets = bucketsOf(period, unit, options.weekStartsOn);
  // Which bucket each date of the period is in, so that no review needs date arithmetic.
  const bucketOfDate = new Map(buckets.flatMap((bucket, index) => datesOf(bucket.start, bucket.end).map((date) => [date, index] as const)));
  const dateOf = zonedDates(options.timeZone);
  const found = options.topics;
  const tally = new InsightsTally(buckets.length, found?.topics ?? []);
  for (const [index, entry] of reviews.entries()) {
    const time = entry.review.reviewTime ? Date.parse(entry.review.reviewTime) : Number.NaN;
    if (Number.isNaN(time)) continue;
    const date = dateOf(time);
    const mask = found?.masks[index] ?? 0;
    if (date >= period.start && date <= period.end) tally.add(0, entry, time, bucketOfDate.get(date)!, mask);
    else if (date >= previousPeriod.start && date <= previousPeriod.end) tally.add(1, entry, time, 0, mask);
  }
  const { trend, ...figures } = tally.result(buckets, options.lowestCount ?? 10);
  return { period, previousPeriod, trend: { unit, buckets: trend }, ...figures };
}
