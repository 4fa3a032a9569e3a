/**
 * What the staff-token tests share: an upstream that answers the staff reads (recorded, so that a
 * test proves what never reached it), a gateway that trusts a test identity provider, the requests
 * they send, and the check of a refusal.
 */
import assert from 'node:assert/strict';
import {
  postJson,
  type RawAnswer,
  type RecordingUpstream,
  type Running,
  type RunningGateway,
  startGateway,
  statusCode,
} from './harness.js';
import { staffAudience, staffIssuer } from './jwks-server.js';

/**
 * The staff reads as a service answers them: a booking `ab_of_2` is branch biz_2's, any other
 * biz_1's. For company `cmp_leaky` the list holds a booking of biz_1, one of biz_2 and one that
 * names no branch, whichever branches were asked for: a service that ignores the request's
 * branches.
 */
export async function staffUpstream(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/v1/abandoned_bookings:list') {
    const asked = request.method === 'POST' ? ((await request.json()) as { companyId?: unknown }) : {};
    const bookings =
      asked.companyId === 'cmp_leaky'
        ? [
            { id: 'ab_leak_1', businessId: 'biz_1', customer: { firstName: 'Leaked' } },
            { id: 'ab_leak_2', businessId: 'biz_2' },
            { id: 'ab_leak_none' },
          ]
        : [];
    return Response.json({ bookings, nextPageToken: '' });
  }
  const booking = /^\/v1\/abandoned_bookings\/([\w-]+)$/.exec(pathname);
  if (booking) return Response.json({ id: booking[1], businessId: booking[1] === 'ab_of_2' ? 'biz_2' : 'biz_1' });
  if (pathname === '/v1/companies:list') return Response.json({ companies: [], nextPageToken: '' });
  return Response.json({ code: 5, message: 'Not found.' }, { status: 404 });
}

/** The gateway's `staff` option for the tokens of `provider`: its JWKS, with the tests' issuer and audience. */
export const staffSettings = (provider: { jwksUrl: string }) => ({
  jwksUrl: provider.jwksUrl,
  issuer: staffIssuer,
  audience: staffAudience,
});

/** Starts a gateway in front of `upstream`, runs `test` with it, and closes it whatever happens. */
export async function withGateway(
  upstream: Running,
  options: Parameters<typeof startGateway>[1],
  test: (gateway: RunningGateway) => Promise<void>,
): Promise<void> {
  const gateway = await startGateway(upstream, { upstream: upstream.url, ...options });
  try {
    await test(gateway);
  } finally {
    await gateway.close();
  }
}

export const listOf = (businessId: string) => ({ companyId: 'cmp_1', businessIds: [businessId], pagination: { pageSize: 5 } });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff read of a branch's abandoned bookings (biz_1 unless told). */
export function readList(at: Running, headers: Record<string, string>, businessId = 'biz_1'): Promise<RawAnswer> {
  return postJson(at.url, '/v1/abandoned_bookings:list', listOf(businessId), headers);
}

const codes: Readonly<Record<number, number>> = { 400: 3, 401: 16, 403: 7, 503: 14 };

/** Sends a staff read and proves that it was refused with `status` as the contract says, and never reached `upstream`. */
export async function assertRefused(upstream: RecordingUpstream, send: () => Promise<RawAnswer>, status = 401): Promise<RawAnswer> {
  const before = upstream.seen.length;
  const answer = await send();
  assert.equal(answer.status, status, answer.text);
  assert.equal(statusCode(answer), codes[status]);
  if (status === 401) assert.match(String(answer.headers['www-authenticate']), /^Bearer/);
  assert.equal(answer.headers['cache-control'], 'no-store');
  assert.equal(upstream.seen.length, before, 'a refused staff read never reaches the upstream');
  return answer;
}

/** The message of a google.rpc.Status answer. */
export const messageOf = (answer: RawAnswer): string => String((answer.json as { message?: unknown } | undefined)?.message);
