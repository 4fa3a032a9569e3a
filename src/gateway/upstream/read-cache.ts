/**
 * The read cache: the upstream's answers to public reads (a franchise lookup, a company, an
 * availability, a page of reviews), kept seconds to a minute under the checked request, in this
 * instance's memory or, with a shared store, in the store for every instance. Only an answer the
 * gateway would pass on is kept (a 200 with a JSON object that holds no form of the key); an
 * answer read back from a shared store is checked again before it is passed on, as a new one is.
 */
import type { GatewayStore } from './store.js';

export interface CachedAnswer {
  readonly text: string;
  /** Whether the text was checked for the key by this instance when it was kept. */
  readonly checked: boolean;
}

export interface ReadCache {
  get(key: string): Promise<CachedAnswer | undefined>;
  set(key: string, text: string, ttlSeconds: number): void;
}

/** The bounds of a cache in memory: entries, characters in all, and the longest answer kept. */
export const memoryCacheLimits = { entries: 1000, characters: 16 * 2 ** 20, longestAnswer: 2 ** 20 } as const;

interface Entry {
  readonly text: string;
  readonly expires: number;
}

/** A cache in this instance's memory, least recently used first out. */
export function memoryCache(limits = memoryCacheLimits): ReadCache {
  const entries = new Map<string, Entry>();
  let characters = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    characters -= entry.text.length;
  };

  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= Date.now()) {
        remove(key, entry);
        return undefined;
      }
      // Used again: it moves to the end of the Map's order, last to be dropped.
      entries.delete(key);
      entries.set(key, entry);
      return { text: entry.text, checked: true };
    },
    set(key, text, ttlSeconds) {
      if (text.length > limits.longestAnswer) return;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      entries.set(key, { text, expires: Date.now() + ttlSeconds * 1000 });
      characters += text.length;
      for (const [oldKey, oldEntry] of entries) {
        if (entries.size <= limits.entries && characters <= limits.characters) break;
        remove(oldKey, oldEntry);
      }
    },
  };
}

/** The answer a shared store keeps longest; a larger one goes upstream each time. */
const longestSharedAnswer = 512 * 1024;

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A cache in a shared store, under `namespace`. Keys are hashed: a request may name a customer,
 * and the store's key names are read by whoever runs it. While the store is down it is skipped.
 */
export function storeCache(store: GatewayStore, namespace: Promise<string>): ReadCache {
  const storeKey = async (key: string) => `${await namespace}:answer:${await sha256Hex(key)}`;
  return {
    async get(key) {
      if (!store.available) return undefined;
      try {
        const text = await store.get(await storeKey(key));
        return text === undefined ? undefined : { text, checked: false };
      } catch {
        return undefined;
      }
    },
    set(key, text, ttlSeconds) {
      if (!store.available || text.length > longestSharedAnswer) return;
      storeKey(key)
        .then((name) => store.set(name, text, ttlSeconds))
        .catch(() => undefined);
    },
  };
}

/**
 * The prefix of everything a gateway keeps in a shared store: gateways of other keys or other
 * upstreams sharing the same Redis never read each other's answers or counts. A digest, so that
 * the key is not in the store.
 */
export async function storeNamespace(upstream: string, apiKey: string): Promise<string> {
  return `booking-gateway:${(await sha256Hex(`${upstream}\n${apiKey}`)).slice(0, 16)}`;
}
