/**
 * Staff reads beside the rest of the gateway: the `authorize` hook still vouches for a caller
 * without a token (but never past a bad one), browsers of allowed sites may send the token, no
 * cache of the gateway keeps or shares a staff read, and the log holds no token nor anything of
 * the person it names.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { connect } from 'node:net';
import { signCustomerToken } from '../../src/gateway/index.js';
import { raw, recordingUpstream, startGateway, type RecordingUpstream, type RunningGateway } from './harness.js';
import { makeKey, signToken, startJwksServer, validClaims, type JwksServer, type TestKey } from './jwks-server.js';
import { assertRefused, bearer, readList, staffSettings, staffUpstream, withGateway } from './staff-harness.js';

let upstream: RecordingUpstream;
let idp: JwksServer;
let es256: TestKey;

before(async () => {
  es256 = await makeKey('ES256', 'key-es');
  idp = await startJwksServer([es256.publicJwk]);
  upstream = await recordingUpstream(staffUpstream);
});
after(async () => {
  await upstream.close();
  await idp.close();
});

describe('the authorize hook beside staff tokens', () => {
  it('vouches for a caller without a token, is never asked past a bad one, and still serves alone', async () => {
    const asked: string[] = [];
    const authorize = ({ request }: { request: Request }) => {
      asked.push(request.headers.get('cookie') ?? '');
      return request.headers.get('cookie') === 'session=staff';
    };
    await withGateway(upstream, { staff: staffSettings(idp), authorize }, async (gateway) => {
      assert.equal((await readList(gateway, { cookie: 'session=staff' })).status, 200);
      await assertRefused(upstream, () => readList(gateway, { cookie: 'session=stranger' }), 403);
      const expired = await signToken(es256, validClaims({ exp: 1 }));
      await assertRefused(upstream, () => readList(gateway, { cookie: 'session=staff', ...bearer(expired) }), 401);
      assert.deepEqual(asked, ['session=staff', 'session=stranger'], 'a request with a bearer token is judged by the token alone');
      assert.equal((await readList(gateway, bearer(await signToken(es256)))).status, 200);
    });
    await withGateway(upstream, { operations: ['listAbandonedBookings'], authorize: () => true }, async (gateway) => {
      assert.equal((await readList(gateway, {})).status, 200, 'the hook alone, as before staff tokens');
    });
  });
});

describe('tokens of the other path', () => {
  const customerSecret = 'a-customer-secret-of-at-least-32-bytes!';

  /** The status line and body of a staff read sent with each of `authorizations` as a header of its own. */
  function withHeaders(gateway: RunningGateway, authorizations: readonly string[]): Promise<string> {
    const body = JSON.stringify({ companyId: 'cmp_1', businessIds: ['biz_1'], pagination: { pageSize: 5 } });
    const lines = authorizations.map((value) => `Authorization: ${value}\r\n`).join('');
    const { port } = new URL(gateway.url);
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(
          `POST /v1/abandoned_bookings:list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${lines}` +
            `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
        ),
      );
      socket.on('data', (chunk) => (answer += chunk));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('refuses a customer token for a staff read, a staff token for a sign link (whatever its sub), and two Authorization headers', async () => {
    await withGateway(upstream, { staff: staffSettings(idp), customerSecret }, async (gateway) => {
      const customerToken = await signCustomerToken({ secret: customerSecret, customerId: 'staff_1' });
      await assertRefused(upstream, () => readList(gateway, bearer(customerToken)), 401);
      const staffToken = await signToken(es256, validClaims({ sub: 'cus_1' }));
      await assertRefused(
        upstream,
        () => raw(gateway.url, { path: '/v1/agreements/agr_1/sign_link?customer_id=cus_1&business_id=biz_1', headers: bearer(staffToken) }),
        401,
      );
      const before = upstream.seen.length;
      for (const pair of [
        [`Bearer ${staffToken}`, 'Bearer forged'],
        ['Bearer forged', `Bearer ${staffToken}`],
      ]) {
        assert.match(await withHeaders(gateway, pair), /^HTTP\/1\.1 401 /);
      }
      assert.match(await withHeaders(gateway, [`Bearer ${staffToken}`]), /^HTTP\/1\.1 200 /);
      assert.equal(upstream.seen.length, before + 1, 'only the request with one token reached the upstream');
    });
  });
});

describe('browsers', () => {
  it('lets an allowed site send the token, and varies each answer on it', async () => {
    const site = 'https://board.salon.example';
    await withGateway(upstream, { staff: staffSettings(idp), allowedOrigins: [site] }, async (gateway) => {
      const preflight = await raw(gateway.url, {
        method: 'OPTIONS',
        path: '/v1/abandoned_bookings:list',
        headers: { origin: site, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], site);
      assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/);
      const answer = await readList(gateway, { origin: site, ...bearer(await signToken(es256)) });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.headers['access-control-allow-origin'], site);
      assert.match(String(answer.headers['vary']), /Origin/);
      assert.match(String(answer.headers['vary']), /Authorization/);
      assert.match(String(answer.headers['cache-control']), /no-store/);
      const elsewhere = await readList(gateway, { origin: 'https://evil.example', ...bearer(await signToken(es256)) });
      assert.equal(elsewhere.status, 403);
    });
  });
});

describe('caches', () => {
  it('never keeps a staff read, nor shares one in flight, with the read cache on', async () => {
    // An upstream slow enough that two reads sent together are in flight together.
    const slow = await recordingUpstream(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return staffUpstream(request);
    });
    const gateway = await startGateway(slow, { upstream: slow.url, staff: staffSettings(idp), cacheSeconds: {} });
    try {
      const token = await signToken(es256);
      const before = slow.seen.length;
      assert.equal((await readList(gateway, bearer(token))).status, 200);
      assert.equal((await readList(gateway, bearer(token))).status, 200);
      const together = await Promise.all([readList(gateway, bearer(token)), readList(gateway, bearer(token))]);
      assert.deepEqual(
        together.map((answer) => answer.status),
        [200, 200],
      );
      assert.equal(slow.seen.length, before + 4, 'each identical staff read reached the upstream');
      assert.ok(
        gateway.log.slice(-4).every((line) => line.cache === 'bypass'),
        'logged as never cached',
      );
    } finally {
      await gateway.close();
      await slow.close();
    }
  });
});

describe('the log', () => {
  it('holds no token, no claim and nothing of the person, on success and on refusal', async () => {
    const name = 'Dana Groomer';
    const email = 'dana@salon.example';
    await withGateway(upstream, { staff: staffSettings(idp) }, async (gateway) => {
      const good = await signToken(es256, validClaims({ sub: 'staff-subject-4821', name, email }));
      const expired = await signToken(es256, validClaims({ sub: 'staff-subject-4821', exp: 1 }));
      await readList(gateway, bearer(good));
      await readList(gateway, bearer(expired));
      await readList(gateway, { authorization: `Bearer ${good}x` });
      const written = JSON.stringify([...gateway.log, ...gateway.events]);
      for (const secret of [good, expired, ...good.split('.'), 'staff-subject-4821', name, email, 'biz_1', 'cmp_1']) {
        assert.equal(written.includes(secret), false, `the log holds ${secret.slice(0, 20)}`);
      }
      assert.deepEqual(
        gateway.log.map((line) => [line.operation, line.status, line.code ?? null]),
        [
          ['listAbandonedBookings', 200, null],
          ['listAbandonedBookings', 401, 'UNAUTHENTICATED'],
          ['listAbandonedBookings', 401, 'UNAUTHENTICATED'],
        ],
      );
    });
  });
});
