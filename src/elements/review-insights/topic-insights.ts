/**
 * What customers mention, counted as the insights are: per topic, for all the reviews and for each
 * groomer of a review, the period's reviews that mention it, how many of them gave 1 or 2 stars,
 * and how many mentioned it in the period before; with the period's reviews of each topic, newest
 * first, to be read. Groomer ids come from outside: Map keys.
 */
import type { Topic } from './topic-words.js';
import type { BranchReview } from './insights.js';

/** A topic's mentions in a column of the table. */
export interface TopicCount {
  /** The period's reviews that mention it. */
  readonly mentions: number;
  /** Of them, those rated 1 or 2 stars. */
  readonly low: number;
  /** The reviews of the period before that mention it. */
  readonly previous: number;
}

export interface TopicInsight {
  readonly topic: Topic;
  readonly all: TopicCount;
  readonly byGroomer: ReadonlyMap<string, TopicCount>;
  /** The period's reviews that mention it, newest first. */
  readonly reviews: readonly BranchReview[];
}

/** The topics found in the reviews: the topics, and a mask per review (bit `i` for `topics[i]`), in the reviews' order. */
export interface FoundTopics {
  readonly topics: readonly Topic[];
  readonly masks: ArrayLike<number>;
}

class Count {
  mentions = 0;
  low = 0;
  previous = 0;

  add(which: 0 | 1, score: number): void {
    if (which === 1) this.previous += 1;
    else {
      this.mentions += 1;
      if (score >= 1 && score <= 2) this.low += 1;
    }
  }
}

/** The running counts of every topic, added to review by review. */
export class TopicTally {
  readonly #topics: readonly Topic[];
  readonly #all: Count[];
  readonly #byGroomer: Map<string, Count>[];
  readonly #reviews: { entry: BranchReview; time: number }[][];

  constructor(topics: readonly Topic[]) {
    this.#topics = topics;
    this.#all = topics.map(() => new Count());
    this.#byGroomer = topics.map(() => new Map());
    this.#reviews = topics.map(() => []);
  }

  /** A review of the period (0) or the one before (1), its mask of topics and its groomers (each once). */
  add(which: 0 | 1, mask: number, entry: BranchReview, time: number, staffIds: ReadonlySet<string> | readonly string[]): void {
    const { score } = entry.review;
    // Over the bits set only, lowest first: most reviews mention one topic or none.
    for (let rest = mask; rest !== 0; rest &= rest - 1) {
      const place = 31 - Math.clz32(rest & -rest);
      this.#all[place]!.add(which, score);
      const byGroomer = this.#byGroomer[place]!;
      for (const staffId of staffIds) {
        let count = byGroomer.get(staffId);
        if (!count) {
          count = new Count();
          byGroomer.set(staffId, count);
        }
        count.add(which, score);
      }
      if (which === 0) this.#reviews[place]!.push({ entry, time });
    }
  }

  result(): TopicInsight[] {
    const plain = ({ mentions, low, previous }: Count): TopicCount => ({ mentions, low, previous });
    return this.#topics.map((topic, place) => ({
      topic,
      all: plain(this.#all[place]!),
      byGroomer: new Map([...this.#byGroomer[place]!].map(([staffId, count]) => [staffId, plain(count)])),
      reviews: this.#reviews[place]!.sort((a, b) => b.time - a.time).map(({ entry }) => entry),
    }));
  }
}

/** The mask of the topics that are injuries. */
export function injuryMask(topics: readonly Topic[]): number {
  return topics.reduce((mask, topic, place) => (topic.injury ? mask | (1 << place) : mask), 0);
}
