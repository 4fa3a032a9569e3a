/**
 * A staff identity provider for the gateway's tests: signing keys made with WebCrypto when a test
 * starts, their public halves served as a JWKS on loopback (each fetch counted; its answer made
 * to fail, stall or grow on demand), and tokens signed with `hono/jwt`, or written by hand where
 * a test needs a header no honest signer writes.
 */
import { sign } from 'hono/jwt';
import { listen, type Running } from './harness.js';

export const staffIssuer = 'https://id.salon.example/';
export const staffAudience = 'booking-gateway';

export type SigningAlgorithm = 'ES256' | 'RS256' | 'PS256' | 'ES384' | 'EdDSA';

export interface TestKey {
  readonly kid: string;
  readonly alg: SigningAlgorithm;
  readonly privateKey: CryptoKey;
  /** The private key as a JWK with `kid` and `alg`, as `hono/jwt`'s `sign` takes it. */
  readonly privateJwk: JsonWebKey & { kid: string; alg: string };
  /** What the JWKS publishes. */
  readonly publicJwk: JsonWebKey & { kid: string };
}

const generation: Record<SigningAlgorithm, RsaHashedKeyGenParams | EcKeyGenParams | AlgorithmIdentifier> = {
  EdDSA: { name: 'Ed25519' },
  ES256: { name: 'ECDSA', namedCurve: 'P-256' },
  ES384: { name: 'ECDSA', namedCurve: 'P-384' },
  RS256: { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
  PS256: { name: 'RSA-PSS', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
};

const signing: Record<SigningAlgorithm, AlgorithmIdentifier | EcdsaParams | RsaPssParams> = {
  EdDSA: { name: 'Ed25519' },
  ES256: { name: 'ECDSA', hash: 'SHA-256' },
  ES384: { name: 'ECDSA', hash: 'SHA-384' },
  RS256: { name: 'RSASSA-PKCS1-v1_5' },
  PS256: { name: 'RSA-PSS', saltLength: 32 },
};

export async function makeKey(alg: SigningAlgorithm, kid: string): Promise<TestKey> {
  const pair = (await crypto.subtle.generateKey(generation[alg], true, ['sign', 'verify'])) as CryptoKeyPair;
  const privateJwk = { ...(await crypto.subtle.exportKey('jwk', pair.privateKey)), kid, alg };
  const publicJwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid, alg, use: 'sig' };
  return { kid, alg, privateKey: pair.privateKey, privateJwk, publicJwk };
}

/**
 * Now in seconds by the machine's clock, for a token's `iat`, `nbf` and `exp`: the gateway checks
 * JWTs against that clock (Hono's `verify` reads it), not the suite's instant, which is the day
 * the reference world plays (test/helpers/suite-clock.mjs). Token tests only ever ask how long
 * before or after now, never which day it is.
 */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The claims of a valid token: from the issuer, for the audience, five minutes left. */
export function validClaims(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const now = nowSeconds();
  return { sub: 'staff_1', iss: staffIssuer, aud: staffAudience, iat: now, nbf: now, exp: now + 300, ...extra };
}

/** A token `hono/jwt` signs with `key` (header `{ alg, typ: "JWT", kid }`). */
export function signToken(key: TestKey, claims: Record<string, unknown> = validClaims()): Promise<string> {
  return sign(claims, key.privateJwk);
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token with any header, signed by `key` as its own algorithm says (or with `signature` as given). */
export async function handWrittenToken(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  key?: TestKey,
  signature?: string,
): Promise<string> {
  const input = `${part(header)}.${part(claims)}`;
  if (signature !== undefined || !key) return `${input}.${signature ?? ''}`;
  const bytes = await crypto.subtle.sign(signing[key.alg], key.privateKey, new TextEncoder().encode(input));
  return `${input}.${Buffer.from(bytes).toString('base64url')}`;
}

/** An HS256 token whose secret is `secret` (a public key's bytes, in an algorithm-confusion attack). */
export async function hmacToken(
  header: Record<string, unknown>,
  claims: Record<string, unknown>,
  secret: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const input = `${part(header)}.${part(claims)}`;
  const bytes = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(input));
  return `${input}.${Buffer.from(bytes).toString('base64url')}`;
}

/** How the JWKS endpoint answers: by default the published keys, kept five minutes. */
export interface JwksBehaviour {
  status?: number;
  delayMs?: number;
  /** Replaces the JWKS document. */
  body?: string;
  cacheControl?: string;
  /** Sends the body one byte each this many ms, after prompt headers. */
  trickleMs?: number;
}

export interface JwksServer extends Running {
  /** The JWKS URL to give the gateway. */
  readonly jwksUrl: string;
  /** How many times the JWKS was asked for. */
  fetches: number;
  /** The JWKS's keys, in order; tests add and remove. */
  keys: (JsonWebKey & { kid?: string })[];
  behaviour: JwksBehaviour;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `text` as a stream of one byte every `ms`. */
function trickled(text: string, ms: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      await delay(ms);
      if (sent >= bytes.length) controller.close();
      else controller.enqueue(bytes.subarray(sent, ++sent));
    },
  });
}

/** Serves `keys` as a JWKS at `/.well-known/jwks.json` on loopback. */
export async function startJwksServer(keys: (JsonWebKey & { kid?: string })[]): Promise<JwksServer> {
  const state = { fetches: 0, keys, behaviour: {} as JwksBehaviour };
  const running = await listen(async (request) => {
    if (new URL(request.url).pathname !== '/.well-known/jwks.json') return new Response('not here', { status: 404 });
    state.fetches += 1;
    const { status = 200, delayMs = 0, body, cacheControl = 'public, max-age=300', trickleMs } = state.behaviour;
    if (delayMs > 0) await delay(delayMs);
    const text = body ?? JSON.stringify({ keys: state.keys });
    return new Response(trickleMs ? trickled(text, trickleMs) : text, {
      status,
      headers: { 'content-type': 'application/json', 'cache-control': cacheControl },
    });
  });
  return Object.assign(state, { url: running.url, close: running.close, jwksUrl: `${running.url}/.well-known/jwks.json` });
}
