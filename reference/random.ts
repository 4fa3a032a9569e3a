/**
 * A small seeded pseudo-random generator (mulberry32) and helpers, so that the reference data
 * is the same on every machine and every run for a given seed.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  integer(min: number, max: number): number;
  /** true with the given probability. */
  chance(probability: number): boolean;
  pick<Item>(items: readonly Item[]): Item;
  /** A few distinct items, in their original order. */
  sample<Item>(items: readonly Item[], count: number): Item[];
}

/** FNV-1a over the UTF-16 code units: a stable 32-bit hash for seeding and for checksums. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('cannot pick from an empty list');
      return items[integer(0, items.length - 1)] as (typeof items)[number];
    },
    sample: (items, count) => {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(integer(0, items.length - 1));
      return items.filter((_, index) => chosen.has(index));
    },
  };
}

const idAlphabet = '0123456789abcdefghijkmnpqrstuvwxyz';

/** An opaque identifier such as `cmp_8f3k2m9q`: a prefix and random characters, never parsed. */
export function opaqueId(random: Random, prefix: string, length = 10): string {
  let suffix = '';
  for (let index = 0; index < length; index += 1) suffix += idAlphabet[random.integer(0, idAlphabet.length - 1)];
  return `${prefix}_${suffix}`;
}

/** A random version 4 UUID drawn from the seeded generator. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.integer(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.integer(0, 15) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
