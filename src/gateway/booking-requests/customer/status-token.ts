/**
 * The customer's capability: the secret in the status page's link
 * (`BOOKING_REQUEST_STATUS_URL#request=<token>`), sent back as `Authorization: Bearer`. 32 random
 * bytes from node:crypto (256 bits), written base64url; the database keeps only its SHA-256
 * (`booking_request_tokens`), so a copy of the database opens no customer's page. A token lives
 * as long as its request: the retention and an erasure delete it with the request, and a request
 * past the retention not yet deleted no longer opens.
 *
 * A request may have several tokens: the one the first answer to `POST /booking-requests` carries,
 * and one minted for each message that carries a link (`mintStatusToken`), since the gateway
 * cannot read a token back from its hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../store/database.js';

/** 32 bytes of base64url: 43 characters. Anything else is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token and the hash the database keeps. */
export function newStatusToken(): { readonly token: string; readonly hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

/** Mints one more token for request `requestId` (for a message that carries the link); gives it, never kept. */
export async function mintStatusToken(database: Queryable, requestId: string, now: number): Promise<string> {
  const { token, hash } = newStatusToken();
  await database.query('insert into booking_request_tokens (token_hash, request_id, created_at) values ($1, $2::uuid, $3::timestamptz)', [
    hash,
    requestId,
    new Date(now).toISOString(),
  ]);
  return token;
}

/** The token of a request's `Authorization: Bearer`, when it is written as one. */
export function bearerCapability(request: Request): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(request.headers.get('authorization')?.trim() ?? '');
  return match && tokenPattern.test(match[1]!) ? match[1] : undefined;
}

/** The id of the request `token` opens, received at or after `oldest` (the retention), or undefined. */
export async function requestOfToken(database: Queryable, token: string, oldest: number): Promise<string | undefined> {
  const [row] = await database.query<{ id: string }>(
    `select r.id from booking_request_tokens t join booking_requests r on r.id = t.request_id
     where t.token_hash = $1 and r.received_time >= $2::timestamptz`,
    [hashOf(token), new Date(oldest).toISOString()],
  );
  return row?.id;
}
