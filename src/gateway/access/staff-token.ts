/**
 * Staff tokens: how the business's own identity provider (any OpenID Connect issuer) vouches for
 * a member of its staff, so that the gateway forwards the business-only reads (abandoned
 * bookings, companies) for them. A JWT signed with one of the provider's public keys (its JWKS,
 * staff-keys.ts), verified by Hono's `hono/jwt` (`verifyWithJwks`: no crypto or JWT parsing of
 * ours), from the configured issuer, for the configured audience, unexpired. Its claim
 * `booking_businesses`, when present, lists the only branches the token may read.
 */
import { decode, verifyWithJwks } from 'hono/jwt';
import { GatewayFailure } from '../pipeline/failure.js';
import { isObject } from './policy.js';
import {
  isStaffAlgorithm,
  StaffKeysUnavailable,
  staffAlgorithms,
  type StaffAlgorithm,
  type StaffKey,
  type StaffKeys,
} from './staff-keys.js';

/** Where the gateway finds the keys of staff tokens, and what a token must say. */
export interface StaffOptions {
  /** The provider's `jwks_uri` (its `/.well-known/openid-configuration` gives it): https, or http on loopback. */
  readonly jwksUrl: string;
  /** The provider's `issuer`, exactly as its tokens write `iss` (a trailing slash counts). */
  readonly issuer: string;
  /**
   * What the tokens must name in `aud`: the API or client registered for the gateway at the
   * provider. Required: a provider's issuer is shared by every application it signs in to (every
   * Google sign-in has the same one), and only the audience tells this gateway's tokens apart.
   */
  readonly audience: string;
  /**
   * How often an open event stream checks its token again, in seconds: whether the key that signed
   * it is still published (the JWKS fetched again when older than this). Default 30, so that a
   * key the provider withdrew ends the streams it opened within a minute; from 1 to 30.
   */
  readonly streamCheckSeconds?: number;
}

/** The default and largest `streamCheckSeconds`. */
export const streamCheckSeconds = 30;

/** What a valid staff token says about its holder that the gateway uses. */
export interface StaffIdentity {
  /** The only branches it may read (`booking_businesses`); undefined: every branch the gateway serves. */
  readonly businesses: ReadonlySet<string> | undefined;
  /** Who holds it (`sub`, at most 200 characters), for the history of what staff changed; `staff` when it names no one. */
  readonly subject: string;
  /** The holder's name (`name`, at most 200 characters, one line), when the token has one: who changed what, in the history. */
  readonly name: string | undefined;
  /** When it expires (`exp`), in ms since the epoch: what it opened (an event stream) ends then. */
  readonly expiresAt: number;
}

/** How far apart the provider's clock and the gateway's may be, for `exp`, `nbf` and `iat`. */
export const clockSkewSeconds = 30;
/** A longer token is not read at all (a provider's tokens with many claims stay far below). */
export const longestStaffToken = 8192;
/** The most branches a token may list. */
const mostBusinesses = 1000;

const loopbackHosts = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/;

/** The name of each option in messages: `staff.jwksUrl` for createGateway, an env name for the command. */
export type StaffOptionNames = Readonly<Record<'jwksUrl' | 'issuer' | 'audience', string>>;
const optionNames: StaffOptionNames = { jwksUrl: 'staff.jwksUrl', issuer: 'staff.issuer', audience: 'staff.audience' };

/** Why `staff` cannot be used, in words naming the option, or undefined. */
export function staffOptionsProblem(staff: unknown, names = optionNames): string | undefined {
  if (!isObject(staff)) return 'staff must be an object { jwksUrl, issuer, audience }';
  const { jwksUrl, issuer, audience } = staff;
  let url: URL | undefined;
  try {
    url = typeof jwksUrl === 'string' ? new URL(jwksUrl) : undefined;
  } catch {
    url = undefined;
  }
  if (!url) return `${names.jwksUrl} must be the identity provider's JWKS URL (its jwks_uri)`;
  const loopback = url.protocol === 'http:' && loopbackHosts.test(url.hostname);
  if (url.protocol !== 'https:' && !loopback) return `${names.jwksUrl} must be an https URL (http only on loopback, for tests)`;
  if (url.username || url.password || url.hash) return `${names.jwksUrl} must not hold credentials or a fragment`;
  for (const [field, value] of [
    ['issuer', issuer],
    ['audience', audience],
  ] as const) {
    if (typeof value !== 'string' || value === '') return `${names[field]} is required with ${names.jwksUrl}`;
    if (value.trim() !== value) return `${names[field]} has spaces at an end, which no token's ${field === 'issuer' ? 'iss' : 'aud'} holds`;
  }
  const { streamCheckSeconds: check } = staff;
  if (check !== undefined && !(Number.isInteger(check) && (check as number) >= 1 && (check as number) <= streamCheckSeconds)) {
    return `staff.streamCheckSeconds must be a whole number from 1 to ${streamCheckSeconds}`;
  }
  return undefined;
}

/** Words for the caller for each refusal of `hono/jwt`, by its error's name; never the token. */
const refusals = new Map([
  ['JwtTokenIssuer', 'is from another issuer'],
  ['JwtTokenAudience', 'is for another audience'],
  ['JwtPayloadRequiresAud', 'names no audience'],
  ['JwtTokenSignatureMismatched', 'has a signature that does not match'],
  ['JwtHeaderInvalid', 'has a header the gateway does not take'],
  ['JwtAlgorithmMismatch', 'is signed with another algorithm than its key'],
]);

const refused = (what: string) =>
  new GatewayFailure('UNAUTHENTICATED', `The staff token ${what}.`, 401, undefined, 'Bearer error="invalid_token"');

/** Whether a key with no `alg` of its own is of the kind `alg` needs. */
function keyFits(key: StaffKey, alg: StaffAlgorithm): boolean {
  if (key.alg) return key.alg === alg;
  if (key.kty === 'RSA') return alg.startsWith('RS') || alg.startsWith('PS');
  if (key.kty === 'OKP') return alg === 'EdDSA' && key.crv === 'Ed25519';
  const curves: Partial<Record<StaffAlgorithm, string>> = { ES256: 'P-256', ES384: 'P-384', ES512: 'P-521' };
  return curves[alg] === key.crv;
}

/** `booking_businesses`: absent, or a list of branch ids. */
function readBusinesses(claim: unknown): ReadonlySet<string> | undefined {
  if (claim === undefined) return undefined;
  const valid = Array.isArray(claim) && claim.length <= mostBusinesses && claim.every((id) => typeof id === 'string' && id !== '');
  if (!valid) throw refused(`has a booking_businesses claim that is not a list of at most ${mostBusinesses} branch ids`);
  return new Set(claim);
}

/**
 * Checks a staff token and says what it allows. A token the gateway refuses is a 401
 * (`WWW-Authenticate: Bearer error="invalid_token"`); keys that cannot be fetched, a 503.
 */
export async function checkStaffToken(
  token: string,
  keys: StaffKeys,
  staff: StaffOptions,
  { nowMs = Date.now(), keysWithinMs }: { readonly nowMs?: number; readonly keysWithinMs?: number } = {},
): Promise<StaffIdentity> {
  if (token === '' || token.length > longestStaffToken)
    throw refused(`must be sent as Authorization: Bearer <token>, at most ${longestStaffToken} characters`);
  // Read before verification only to find the key: `decode` validates nothing, so each member is checked here.
  let header: { readonly alg?: unknown; readonly kid?: unknown; readonly typ?: unknown };
  try {
    header = decode(token).header;
  } catch {
    throw refused('is not a JWT');
  }
  const { alg, kid, typ } = header;
  if (!isStaffAlgorithm(alg)) throw refused('is not signed with a public-key algorithm (RS*, PS*, ES*, EdDSA)');
  if (typeof kid !== 'string' || kid === '') throw refused('names no key (kid)');
  let key: StaffKey | undefined;
  try {
    key = await keys.keyFor(kid, keysWithinMs === undefined ? {} : { maxAgeMs: keysWithinMs });
  } catch (error) {
    if (!(error instanceof StaffKeysUnavailable)) throw error;
    const unavailable = 'Staff sign-in cannot be checked just now: try again shortly.';
    throw new GatewayFailure('UNAVAILABLE', unavailable, 503, error.retryAfterSeconds, undefined, error.message);
  }
  if (!key) throw refused('is signed with a key its identity provider does not publish');
  if (!keyFits(key, alg)) throw refused('is signed with another algorithm than its key');
  let claims: Record<string, unknown>;
  try {
    // Hono checks the header (no `crit`; `typ` JWT or none, or RFC 9068's access token type
    // when the token says so), the algorithm against the key, the signature, `iss` exactly and
    // `aud`. The times are checked below, with the clocks' skew.
    claims = await verifyWithJwks(token, {
      keys: [key],
      allowedAlgorithms: [...staffAlgorithms],
      verification: {
        iss: staff.issuer,
        aud: staff.audience,
        exp: false,
        nbf: false,
        iat: false,
        ...(typeof typ === 'string' && /^(application\/)?at\+jwt$/i.test(typ) ? { typ: 'at+jwt' } : {}),
      },
    });
  } catch (error) {
    throw refused((error instanceof Error && refusals.get(error.name)) || 'is not valid');
  }
  const now = nowMs / 1000;
  const { exp, nbf, iat } = claims;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) throw refused('has no expiry (exp)');
  if (exp + clockSkewSeconds <= now) throw refused('has expired');
  if (nbf !== undefined && !(typeof nbf === 'number' && nbf - clockSkewSeconds <= now)) throw refused('is not valid yet (nbf)');
  if (iat !== undefined && !(typeof iat === 'number' && iat - clockSkewSeconds <= now)) throw refused('was issued in the future (iat)');
  const { sub, name } = claims;
  const shownName =
    typeof name === 'string'
      ? name
          .replace(/[\p{Cc}\u2028\u2029\uD800-\uDFFF]/gu, ' ')
          .trim()
          .slice(0, 200)
      : '';
  return {
    businesses: readBusinesses(claims['booking_businesses']),
    name: shownName || undefined,
    subject: typeof sub === 'string' && sub !== '' ? sub.slice(0, 200) : 'staff',
    expiresAt: exp * 1000,
  };
}
