/**
 * Finds what a review's text mentions, as a pure function: the words of each topic
 * (`topic-words.ts` says how they match) looked up through an index by their first three letters,
 * so that a review costs about one Map lookup a word whatever the number of topics.
 */
import * as z from '../../api/schema.js';
import type { BranchReview } from './insights.js';
import type { FoundTopics } from './topic-insights.js';
import { defaultTopics, negations, type Topic, topicsSchema } from './topic-words.js';

/** The most topics a host can give: each is one bit of a review's mask. */
export const maxTopics = 30;
/** How many words before a match a negation reaches, within its sentence. */
export const negationReach = 3;
/** The most words of a review read: a pasted essay costs no more than this. */
export const maxWordsRead = 2000;

/** One word of an entry: a whole word, or a stem (written with `*`). */
interface Part {
  readonly text: string;
  readonly stem: boolean;
}

/** An entry of a topic's words, made ready: its words in order and the topic's bit. */
interface Entry {
  readonly parts: readonly Part[];
  readonly bit: number;
  /** Whether the entry starts with a negation itself ("not what I asked"), which the words before do not cancel. */
  readonly negated: boolean;
}

/** Finds the topics of a text: a mask with bit `i` set when `topics[i]` is mentioned. */
export interface TopicFinder {
  readonly topics: readonly Topic[];
  find(text: string): number;
}

/** A character outside ASCII: only such a text has accents to take off. */
const nonAscii = /[\u0080-\uffff]/;

/** Lower case, accents off, "n't" read as " not", apostrophes as spaces ("l’oreille" is "l oreille"). */
export function normalized(text: string): string {
  const lower = text.toLowerCase();
  // Most English reviews are plain ASCII: they have no accent to take off, and skip the costliest step.
  const bare = nonAscii.test(lower) ? lower.normalize('NFD').replace(/\p{M}/gu, '') : lower;
  return bare.replace(/n['’]t\b/g, ' not').replace(/['’]/g, ' ');
}

/** The words of a text, with a `.` for each end of sentence. */
const wordPattern = /[\p{L}\p{N}]+|[.!?;]/gu;

const keyOf = (word: string) => word.slice(0, 3);

const matches = (part: Part, word: string | undefined) =>
  word !== undefined && (part.stem ? word.startsWith(part.text) : word === part.text);

export function topicFinder(topics: readonly Topic[]): TopicFinder {
  const used = topics.slice(0, maxTopics);
  const negationSet = new Set(negations);
  // The entries by the first three letters of their first word.
  const index = new Map<string, Entry[]>();
  used.forEach((topic, place) => {
    for (const written of topic.words) {
      const parts = normalized(written)
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => {
          const stem = word.endsWith('*') && word.length > 3;
          return { text: word.replace(/\*+$/, ''), stem };
        })
        .filter((part) => part.text);
      const first = parts[0];
      if (!first) continue;
      const key = keyOf(first.text);
      const entries = index.get(key) ?? [];
      entries.push({ parts, bit: 1 << place, negated: negationSet.has(first.text) });
      index.set(key, entries);
    }
  });

  const find = (text: string): number => {
    if (!text) return 0;
    const words = normalized(text).match(wordPattern)?.slice(0, maxWordsRead) ?? [];
    let found = 0;
    // Where the current sentence starts: a negation reaches no further back.
    let sentenceStart = 0;
    for (let at = 0; at < words.length; at += 1) {
      const word = words[at]!;
      if (word === '.' || word === '!' || word === '?' || word === ';') {
        sentenceStart = at + 1;
        continue;
      }
      const entries = index.get(keyOf(word));
      if (!entries) continue;
      for (const entry of entries) {
        if (found & entry.bit) continue;
        if (!entry.parts.every((part, offset) => matches(part, words[at + offset]))) continue;
        if (!entry.negated && deniedAt(words, at, sentenceStart, negationSet)) continue;
        found |= entry.bit;
      }
    }
    return found;
  };
  return { topics: used, find };
}

/** Whether a negation stands within `negationReach` words before `at`, in the same sentence. */
function deniedAt(words: readonly string[], at: number, sentenceStart: number, negationSet: ReadonlySet<string>): boolean {
  for (let before = Math.max(sentenceStart, at - negationReach); before < at; before += 1) {
    if (negationSet.has(words[before]!)) return true;
  }
  return false;
}

/** The places of the topics set in a mask, in the topics' order. */
export function topicsIn(mask: number, topics: readonly Topic[]): number[] {
  const places: number[] = [];
  for (let place = 0; place < topics.length; place += 1) if (mask & (1 << place)) places.push(place);
  return places;
}

/** The topics in use, and what is wrong with the host's when they cannot be read (the first problem, with where it is). */
export interface TopicsInUse {
  readonly topics: readonly Topic[];
  readonly problem?: string;
}

/** A host's `topics` (undefined for none) as used: its own when they can be read, else the built-in ones. */
export function readTopics(value: unknown): TopicsInUse {
  if (value === undefined) return { topics: defaultTopics };
  const read = z.safeParse(topicsSchema, value);
  if (read.success) return { topics: read.data };
  const [issue] = read.error.issues;
  return { topics: defaultTopics, problem: issue ? `${issue.path.join('.') || 'the list'}: ${issue.message}` : 'not a list of topics' };
}

/** `readTopics`, read again only for another value: the same `topics` gives the same list. */
export function topicsReader(): (value: unknown) => TopicsInUse {
  let last: { value: unknown; read: TopicsInUse } | undefined;
  return (value) => {
    if (!last || last.value !== value) last = { value, read: readTopics(value) };
    return last.read;
  };
}

/** How long topics are looked for before the page is given back to the browser, in ms. */
export const findSliceMs = 15;

/**
 * The topics of every review (a mask each, in the reviews' order), in slices of about
 * `findSliceMs`, after each of which `pause` gives the page back: ten thousand reviews never hold
 * it long.
 */
export async function findInSlices(
  reviews: readonly BranchReview[],
  topics: readonly Topic[],
  pause: () => Promise<void>,
): Promise<FoundTopics> {
  const finder = topicFinder(topics);
  const masks = new Uint32Array(reviews.length);
  let sliceStart = performance.now();
  for (let index = 0; index < reviews.length; index += 1) {
    masks[index] = finder.find(reviews[index]!.review.content);
    // The clock read every 64 reviews: reading it costs more than a review.
    if ((index & 63) === 63 && performance.now() - sliceStart > findSliceMs) {
      await pause();
      sliceStart = performance.now();
    }
  }
  return { topics: finder.topics, masks };
}
