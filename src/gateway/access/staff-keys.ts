/**
 * The staff identity provider's signing keys: its JWKS, fetched over HTTP and kept for as long as
 * its `Cache-Control: max-age` says, within bounds. Every bound is there so that neither a broken
 * provider nor a caller can make the gateway fetch, wait or keep without end:
 *
 * - the JWKS is fetched at most once every 30 s, whatever callers send: a token naming a key the
 *   gateway does not hold (`kid`) fetches it again only when the last fetch is 30 s old, and
 *   callers asking together share one fetch;
 * - it is kept at least 30 s and at most an hour, 5 minutes when the provider says nothing;
 * - one fetch may take the gateway's timeout, read 128 KiB, and keep 50 keys, and follows no
 *   redirect (the URL is the provider's `jwks_uri`, written down by the business);
 * - when the keys are older than their age and cannot be fetched again, nothing is verified
 *   (the gateway answers 503) rather than trust keys the provider may have withdrawn; a failed
 *   fetch is tried again after 5 s at the soonest.
 *
 * Only public signing keys of asymmetric kinds are kept (RSA, EC, OKP), with no private part:
 * a symmetric `oct` key in a JWKS would let anyone who reads it sign tokens.
 */
import { timeLimit } from '../../api/time-limit.js';
import { isObject } from './policy.js';
import { readText } from '../pipeline/bounded-body.js';

/** The algorithms a staff token may be signed with: public-key ones only (never HS*, never `none`). */
export const staffAlgorithms = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const;
export type StaffAlgorithm = (typeof staffAlgorithms)[number];

export const staffKeyLimits = {
  /** The shortest time between two fetches, and the shortest a JWKS is kept. */
  refetchSeconds: 30,
  /** After a failed fetch, the time before the next may start. */
  retryAfterFailureSeconds: 5,
  /** How long a JWKS is kept when its answer says nothing, and the longest it is kept whatever it says. */
  defaultAgeSeconds: 300,
  longestAgeSeconds: 3600,
  maxBytes: 128 * 1024,
  maxKeys: 50,
  longestKid: 256,
} as const;

/** A public key as `hono/jwt` verifies with it: only the members of a public key, the others dropped. */
export interface StaffKey {
  readonly kid: string;
  readonly kty: 'RSA' | 'EC' | 'OKP';
  readonly alg?: StaffAlgorithm;
  readonly crv?: string;
  readonly n?: string;
  readonly e?: string;
  readonly x?: string;
  readonly y?: string;
}

/** The JWKS could not be had: the caller is told 503, and when to try again. */
export class StaffKeysUnavailable extends Error {
  override readonly name = 'StaffKeysUnavailable';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

export interface StaffKeys {
  /**
   * The key named `kid`, or undefined when the provider does not publish it. Throws
   * StaffKeysUnavailable. With `maxAgeMs` (an open event stream checking its token again), keys
   * fetched longer ago than that are fetched again first, one fetch for every caller: a key the
   * provider withdrew stops counting within that time, not within the JWKS's own age. Should
   * that fetch fail, the keys held stand while their own age lasts.
   */
  keyFor(kid: string, options?: { readonly maxAgeMs?: number }): Promise<StaffKey | undefined>;
}

export interface StaffKeysOptions {
  readonly jwksUrl: string;
  /** The longest one fetch may take, in ms. */
  readonly timeoutMs: number;
  readonly fetch?: typeof globalThis.fetch;
  /** The clock, in ms (tests move it). */
  readonly now?: () => number;
}

/** Members only a private or secret key has. */
const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'];
/** The members of a public key `hono/jwt` imports, kept when they are text. */
const publicMembers = ['crv', 'n', 'e', 'x', 'y'] as const;

export const isStaffAlgorithm = (value: unknown): value is StaffAlgorithm => staffAlgorithms.some((alg) => alg === value);

/** A JWKS entry as a key the gateway verifies with, or undefined when it is none (encryption, symmetric, private, malformed). */
export function usableKey(entry: unknown): StaffKey | undefined {
  if (!isObject(entry) || privateMembers.some((member) => Object.hasOwn(entry, member))) return undefined;
  const { kty, kid, use, key_ops: operations } = entry;
  // RFC 9864's name for EdDSA on Ed25519, which WebCrypto also writes: the same algorithm to `hono/jwt`.
  const alg = kty === 'OKP' && entry['alg'] === 'Ed25519' ? 'EdDSA' : entry['alg'];
  const usable =
    (kty === 'RSA' || kty === 'EC' || kty === 'OKP') &&
    typeof kid === 'string' &&
    kid !== '' &&
    kid.length <= staffKeyLimits.longestKid &&
    (alg === undefined || isStaffAlgorithm(alg)) &&
    (use === undefined || use === 'sig') &&
    (operations === undefined || (Array.isArray(operations) && operations.includes('verify')));
  if (!usable) return undefined;
  const key: StaffKey = { kty, kid, ...(alg === undefined ? {} : { alg }) };
  for (const member of publicMembers) {
    const value = entry[member];
    if (typeof value === 'string') Object.assign(key, { [member]: value });
  }
  return key;
}

/** The seconds a JWKS answer may be kept, from its `Cache-Control`, within the bounds. */
export function keptSeconds(cacheControl: string | null): number {
  const { refetchSeconds, defaultAgeSeconds, longestAgeSeconds } = staffKeyLimits;
  const directives = (cacheControl ?? '').toLowerCase();
  const maxAge = /(?:^|[,\s])max-age\s*=\s*"?(\d{1,10})"?/.exec(directives)?.[1];
  const stated = /(?:^|[,\s])(?:no-store|no-cache)(?:$|[,\s=])/.test(directives)
    ? 0
    : maxAge === undefined
      ? defaultAgeSeconds
      : Number(maxAge);
  return Math.min(longestAgeSeconds, Math.max(refetchSeconds, stated));
}

interface KeySet {
  readonly keys: ReadonlyMap<string, StaffKey>;
  readonly fetchedAt: number;
  readonly expiresAt: number;
}

const unavailable = (why: string, retryAfterSeconds: number = staffKeyLimits.retryAfterFailureSeconds) =>
  new StaffKeysUnavailable(`the staff identity provider's JWKS ${why}`, retryAfterSeconds);

/** The usable keys of a JWKS document, by id: the first key of an id wins, 50 at most. */
function keysOf(document: unknown): Map<string, StaffKey> {
  const entries = isObject(document) ? document['keys'] : undefined;
  if (!Array.isArray(entries)) throw unavailable('has no list of keys');
  const keys = new Map<string, StaffKey>();
  for (const entry of entries) {
    const key = usableKey(entry);
    if (key && !keys.has(key.kid) && keys.size < staffKeyLimits.maxKeys) keys.set(key.kid, key);
  }
  if (keys.size === 0) throw unavailable('holds no public signing key (RSA, EC or OKP)');
  return keys;
}

/** Fetches the JWKS once, within the time limit and the size bound; anything wrong is StaffKeysUnavailable. */
async function downloadKeySet(options: StaffKeysOptions, fetch: typeof globalThis.fetch, now: () => number): Promise<KeySet> {
  const { maxBytes } = staffKeyLimits;
  const limit = timeLimit(options.timeoutMs);
  try {
    const response = await fetch(options.jwksUrl, {
      headers: { accept: 'application/jwk-set+json, application/json' },
      redirect: 'manual',
      signal: limit.signal,
    });
    if (response.status !== 200) {
      await response.body?.cancel();
      throw unavailable(`answered HTTP ${response.status}`);
    }
    const text = await readText(response, maxBytes, () => unavailable(`is larger than ${maxBytes} bytes`));
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      throw unavailable('is not JSON');
    }
    return { keys: keysOf(document), fetchedAt: now(), expiresAt: now() + keptSeconds(response.headers.get('cache-control')) * 1000 };
  } catch (error) {
    if (error instanceof StaffKeysUnavailable) throw error;
    throw unavailable(limit.timedOut ? `did not arrive within ${options.timeoutMs} ms` : 'could not be fetched');
  } finally {
    limit.end();
  }
}

export function createStaffKeys(options: StaffKeysOptions): StaffKeys {
  const fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const { refetchSeconds, retryAfterFailureSeconds } = staffKeyLimits;
  let current: KeySet | undefined;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let lastFailed = false;
  let pending: Promise<KeySet> | undefined;

  /** One fetch at a time, shared by every caller waiting for it. */
  function refresh(): Promise<KeySet> {
    if (pending) return pending;
    lastAttempt = now();
    pending = downloadKeySet(options, fetch, now)
      .then((keySet) => {
        current = keySet;
        lastFailed = false;
        return keySet;
      })
      .catch((error: unknown) => {
        lastFailed = true;
        throw error;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  }

  return {
    async keyFor(kid, { maxAgeMs } = {}) {
      const fresh = current && now() < current.expiresAt ? current : undefined;
      if (fresh && maxAgeMs !== undefined && now() - fresh.fetchedAt > maxAgeMs) {
        try {
          return (await (pending ?? refresh())).keys.get(kid);
        } catch {
          return fresh.keys.get(kid);
        }
      }
      // A key held is used at once: a fetch for another kid, slow or failing, never holds it up.
      const held = fresh?.keys.get(kid);
      if (held) return held;
      if (pending) return (await pending).keys.get(kid);
      const since = now() - lastAttempt;
      if (fresh) return since < refetchSeconds * 1000 ? undefined : (await refresh()).keys.get(kid);
      if (lastFailed && since < retryAfterFailureSeconds * 1000) {
        throw unavailable('could not be fetched just now', Math.ceil((retryAfterFailureSeconds * 1000 - since) / 1000));
      }
      return (await refresh()).keys.get(kid);
    },
  };
}
