/**
 * The customer's capabilities: the secret in the status page's link
 * (`BOOKING_REQUEST_STATUS_URL#request=<token>` for a request, `#watch=<token>` for a slot watch),
 * sent back as `Authorization: Bearer`. 32 random bytes from node:crypto (256 bits), written
 * base64url; the database keeps only its SHA-256 (`booking_request_tokens`,
 * `booking_slot_watch_tokens`), so a copy of the database opens no customer's page. A token lives
 * as long as what it opens: the retention and an erasure delete it with its request or watch; a
 * request's opens nothing past the retention, a watch's nothing past the watch's last day.
 *
 * A request or watch may have several tokens: one stored with it, and one minted for each message
 * that carries a link (`mintCapability`), since the gateway cannot read a token back from its hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../store/database.js';

/** 32 bytes of base64url: 43 characters. Anything else is not looked up. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** What a capability opens: a booking request, or a slot watch. */
export type CapabilityKind = 'request' | 'watch';

/**
 * Where each kind's hashes are kept, and which of its rows a token still opens at `$2` (an instant):
 * a request received since the retention's start, a watch until its end.
 */
const holders: {
  readonly [Kind in CapabilityKind]: { readonly table: string; readonly owner: string; readonly opens: string };
} = {
  request: {
    table: 'booking_request_tokens',
    owner: 'request_id',
    opens:
      'select r.id from booking_request_tokens t join booking_requests r on r.id = t.request_id where t.token_hash = $1 and r.received_time >= $2::timestamptz',
  },
  watch: {
    table: 'booking_slot_watch_tokens',
    owner: 'watch_id',
    opens:
      'select w.id from booking_slot_watch_tokens t join booking_slot_watches w on w.id = t.watch_id where t.token_hash = $1 and w.ends_at > $2::timestamptz',
  },
};

/** A new token and the hash the database keeps. */
export function newStatusToken(): { readonly token: string; readonly hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

/** Mints one more token for the request or watch `ownerId` (for a message that carries the link); gives it, never kept. */
export async function mintCapability(database: Queryable, kind: CapabilityKind, ownerId: string, now: number): Promise<string> {
  const { token, hash } = newStatusToken();
  const { table, owner } = holders[kind];
  await database.query(`insert into ${table} (token_hash, ${owner}, created_at) values ($1, $2::uuid, $3::timestamptz)`, [
    hash,
    ownerId,
    new Date(now).toISOString(),
  ]);
  return token;
}

/** The token of a request's `Authorization: Bearer`, when it is written as one. */
export function bearerCapability(request: Request): string | undefined {
  const match = /^Bearer ([A-Za-z0-9_-]{1,100})$/.exec(request.headers.get('authorization')?.trim() ?? '');
  return match && tokenPattern.test(match[1]!) ? match[1] : undefined;
}

/**
 * The id of the request or watch `token` opens at `since`, or undefined: for a request, `since` is
 * the retention's start; for a watch, now.
 */
export async function ownerOfCapability(
  database: Queryable,
  kind: CapabilityKind,
  token: string,
  since: number,
): Promise<string | undefined> {
  const [row] = await database.query<{ id: string }>(holders[kind].opens, [hashOf(token), new Date(since).toISOString()]);
  return row?.id;
}
