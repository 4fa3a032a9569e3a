/**
 * Customer tokens: how a business's own server vouches, for a short time, for the customer it
 * knows, so that the gateway hands a sign link to that customer and no other. An HS256 JWT signed
 * with a secret the server and the gateway share, through Hono's `hono/jwt` (no crypto of ours).
 */
import { sign, verify } from 'hono/jwt';

/** The longest a customer token may live, and how long it lives by default: an hour. */
export const longestCustomerTokenSeconds = 3600;

/** The shortest secret the gateway takes: 32 bytes, what HS256 needs to be as strong as its hash. */
export const shortestCustomerSecretBytes = 32;

/** Fewer different characters than this is no secret, however long: `aaaa…`, `abab…`. */
const fewestDistinctCharacters = 10;

/** A longer `Authorization` value is not read at all. */
const longestTokenCharacters = 4096;

/** How far ahead of the gateway's clock the minting server's may be. */
const clockLeewaySeconds = 60;

export interface CustomerTokenOptions {
  /**
   * The secret the gateway holds as `customerSecret` (`BOOKING_CUSTOMER_SECRET`): at least 32
   * bytes of text, and used for nothing else (a session token signed with it would pass as a
   * customer token, and a customer token, which a page holds, as one of yours).
   */
  readonly secret: string;
  /** The customer the token vouches for: its `sub`, which must be the sign link's `customer_id`. */
  readonly customerId: string;
  /** Seconds until the token expires. Default and maximum 3600. */
  readonly expiresInSeconds?: number;
  /**
   * The gateway's origin, such as `https://booking.example`, as `aud`: the token is then good only
   * at the gateway whose `publicOrigin` it is.
   */
  readonly audience?: string;
}

/** Why `secret` cannot sign customer tokens, or undefined. */
export function customerSecretProblem(secret: unknown): string | undefined {
  if (typeof secret !== 'string') return 'the customer secret must be a string';
  // Bytes that are not text (a binary secret read from the environment) all read as U+FFFD: many
  // different secrets would be one key.
  if (/\p{Cs}|\uFFFD/u.test(secret)) return 'the customer secret must be text (a binary secret read as text loses its bytes): use base64';
  if (secret.trim() !== secret) return 'the customer secret has spaces or line breaks at an end, which one side may trim and the other not';
  const bytes = new TextEncoder().encode(secret).byteLength;
  if (bytes < shortestCustomerSecretBytes) {
    return `the customer secret is ${bytes} bytes long; it needs at least ${shortestCustomerSecretBytes} (openssl rand -base64 48 makes one)`;
  }
  if (new Set(secret).size < fewestDistinctCharacters) {
    return 'the customer secret repeats a few characters: make a random one (openssl rand -base64 48)';
  }
  return undefined;
}

/**
 * The secret as an HMAC key. Given as a CryptoKey, `hono/jwt` uses it as it is: given as text, it
 * would read a secret that holds "PUBLIC" or "PRIVATE" as a PEM key.
 */
export function customerKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** An http(s) origin and nothing more (no path, user or query), as `aud` and `publicOrigin` hold it; else undefined. */
export function bareOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    const bare = (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && `${url.origin}/` === url.href;
    return bare ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Mints a customer token on the business's server, once it knows who the customer is (its own
 * sign-in): put it in the page as `customer-token` on `<agreement-sign-button>` or `<booking-flow>`,
 * and serve that page with `Cache-Control: private, no-store`. Never mint one for whoever asks:
 * the token is what lets the gateway create a sign record for that customer, as often as it is
 * sent within its hour.
 */
export async function signCustomerToken(options: CustomerTokenOptions): Promise<string> {
  const problem = customerSecretProblem(options.secret);
  if (problem) throw new TypeError(`signCustomerToken: ${problem}`);
  if (typeof options.customerId !== 'string' || options.customerId.trim() === '') {
    throw new TypeError('signCustomerToken: customerId is required');
  }
  const lifetime = options.expiresInSeconds ?? longestCustomerTokenSeconds;
  if (!Number.isInteger(lifetime) || lifetime <= 0 || lifetime > longestCustomerTokenSeconds) {
    throw new TypeError(`signCustomerToken: expiresInSeconds must be a whole number from 1 to ${longestCustomerTokenSeconds}`);
  }
  const aud = options.audience === undefined ? undefined : bareOrigin(options.audience.replace(/\/$/, ''));
  if (options.audience !== undefined && aud === undefined) throw new TypeError('signCustomerToken: audience must be an http(s) origin');
  const iat = Math.floor(Date.now() / 1000);
  return sign({ sub: options.customerId, iat, exp: iat + lifetime, ...(aud ? { aud } : {}) }, await customerKey(options.secret), 'HS256');
}

/**
 * Why `token` does not vouch for `customerId` at a gateway whose origin is `publicOrigin`, in
 * words for the caller (never the secret), or undefined when it does: HS256 signed with `key`, an
 * `exp` not past and at most an hour after its `iat`, `sub` the customer, and `aud`, when present,
 * exactly the gateway's configured origin (never one read from the request, whose Host the caller
 * chooses).
 */
export async function customerTokenProblem(
  token: string,
  key: CryptoKey,
  customerId: string,
  publicOrigin: string | undefined,
): Promise<string | undefined> {
  if (token === '' || token.length > longestTokenCharacters) return 'send the customer token as Authorization: Bearer <token>';
  let claims: Record<string, unknown>;
  try {
    // Hono checks the header (alg HS256 exactly, so never `none` nor a public-key algorithm), the signature, `exp` and `nbf`.
    claims = await verify(token, key, { alg: 'HS256', iat: false });
  } catch {
    return 'the customer token is not valid or has expired';
  }
  const { sub, iat, exp, aud } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number') return 'the customer token needs iat and exp';
  const now = Math.floor(Date.now() / 1000);
  if (iat > now + clockLeewaySeconds) return 'the customer token was issued in the future';
  if (exp - iat > longestCustomerTokenSeconds) return `the customer token lives longer than ${longestCustomerTokenSeconds} seconds`;
  if (sub !== customerId) return 'the customer token is for another customer';
  if (aud !== undefined) {
    if (publicOrigin === undefined)
      return 'the customer token names a gateway (aud), and this gateway has no publicOrigin to check it against';
    if (!(Array.isArray(aud) ? aud : [aud]).includes(publicOrigin)) return 'the customer token is for another gateway';
  }
  return undefined;
}
