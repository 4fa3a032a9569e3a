/**
 * Staff tokens over real HTTP: the business-only reads are forwarded for a token that the staff
 * identity provider's JWKS (served on loopback) verifies, from its issuer, for the gateway's
 * audience, unexpired; every forged, stale, misaddressed or unverifiable token is refused as the
 * contract says, and never reaches the upstream.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sign } from 'hono/jwt';
import {
  gatewayKey,
  postJson,
  raw,
  recordingUpstream,
  startGateway,
  statusCode,
  type RawAnswer,
  type RecordingUpstream,
  type RunningGateway,
} from './harness.js';
import {
  handWrittenToken,
  hmacToken,
  makeKey,
  nowSeconds,
  signToken,
  staffAudience,
  staffIssuer,
  startJwksServer,
  validClaims,
  type JwksServer,
  type TestKey,
} from './jwks-server.js';
import { assertRefused, bearer, listOf, messageOf, readList, staffSettings, staffUpstream, withGateway } from './staff-harness.js';

let upstream: RecordingUpstream;
let idp: JwksServer;
let gateway: RunningGateway;
let es256: TestKey;
let rs256: TestKey;
let eddsa: TestKey;
/** An RSA key published without `alg`, as some providers do: any RS* or PS* algorithm fits it. */
let ps256: TestKey;
/** A symmetric key some provider might publish beside its real ones: never used. */
const octSecret = new TextEncoder().encode('a-shared-secret-in-a-public-document');

before(async () => {
  [es256, rs256, eddsa, ps256] = await Promise.all([
    makeKey('ES256', 'key-es'),
    makeKey('RS256', 'key-rs'),
    makeKey('EdDSA', 'key-ed'),
    makeKey('PS256', 'key-ps'),
  ]);
  const { alg: _alg, ...withoutAlg } = ps256.publicJwk;
  const oct = { kty: 'oct', kid: 'key-oct', alg: 'HS256', k: Buffer.from(octSecret).toString('base64url') };
  idp = await startJwksServer([es256.publicJwk, rs256.publicJwk, eddsa.publicJwk, withoutAlg, oct]);
  upstream = await recordingUpstream(staffUpstream);
  gateway = await startGateway(upstream, {
    upstream: upstream.url,
    businesses: ['biz_1', 'biz_2'],
    staff: staffSettings(idp),
  });
});

after(async () => {
  await gateway.close();
  await upstream.close();
  await idp.close();
});

const refused = (send: () => Promise<RawAnswer>, status?: number): Promise<RawAnswer> => assertRefused(upstream, send, status);
const read = (headers: Record<string, string>, businessId?: string): Promise<RawAnswer> => readList(gateway, headers, businessId);

const refusedToken = async (token: string, pattern?: RegExp) => {
  const answer = await refused(() => read(bearer(token)));
  if (pattern) assert.match(messageOf(answer), pattern);
  assert.equal(answer.text.includes(token.split('.')[1] ?? token), false, 'the answer does not echo the token');
};

describe('a valid staff token', () => {
  it('reads, once upstream per read, never stored by the gateway, a browser or a CDN', async () => {
    const token = await signToken(es256);
    for (const round of [1, 2]) {
      const before = upstream.seen.length;
      const answer = await read(bearer(token));
      assert.equal(answer.status, 200, answer.text);
      assert.equal(upstream.seen.length, before + 1, `read ${round} reached the upstream`);
      assert.match(String(answer.headers['cache-control']), /(^|, )no-store($|,)/);
      assert.match(String(answer.headers['vary']), /Authorization/);
      assert.equal(upstream.seen.at(-1)!.authorization, `Basic ${btoa(gatewayKey)}`, 'the token is replaced by the key upstream');
    }
  });

  it('reads with each kind of key of the JWKS, and every staff operation', async () => {
    for (const key of [rs256, eddsa, ps256]) assert.equal((await read(bearer(await signToken(key)))).status, 200, key.alg);
    const token = await signToken(es256);
    assert.equal((await raw(gateway.url, { path: '/v1/abandoned_bookings/ab_1', headers: bearer(token) })).status, 200);
    assert.equal((await postJson(gateway.url, '/v1/companies:list', { pagination: { pageSize: 5 } }, bearer(token))).status, 200);
  });

  it('allows 30 s of skew between the clocks, and no more', async () => {
    const now = nowSeconds();
    assert.equal((await read(bearer(await signToken(es256, validClaims({ exp: now - 10 }))))).status, 200);
    assert.equal((await read(bearer(await signToken(es256, validClaims({ nbf: now + 10, iat: now + 10 }))))).status, 200);
    await refusedToken(await signToken(es256, validClaims({ exp: now - 45 })), /expired/);
    await refusedToken(await signToken(es256, validClaims({ nbf: now + 120 })), /not valid yet/);
    await refusedToken(await signToken(es256, validClaims({ iat: now + 120 })), /issued in the future/);
  });

  it('takes an audience among several (an aud array)', async () => {
    const token = await signToken(es256, validClaims({ aud: ['another-api', staffAudience] }));
    assert.equal((await read(bearer(token))).status, 200);
  });
});

describe('refused tokens', () => {
  it('refuses no token, another scheme, and a token in the query string or body', async () => {
    const token = await signToken(es256);
    const noToken = await refused(() => read({}));
    assert.equal(noToken.headers['www-authenticate'], 'Bearer', 'no error code when no token was sent (RFC 6750)');
    await refused(() => read({ authorization: `Basic ${btoa(`staff:${token}`)}` }));
    await refused(() => read({ authorization: 'Bearer' }));
    await refused(() => read({ authorization: `Bearer ${token} extra` }));
    await refused(() => postJson(gateway.url, `/v1/abandoned_bookings:list?access_token=${token}`, listOf('biz_1')));
    await refused(() => raw(gateway.url, { path: `/v1/abandoned_bookings/ab_1?access_token=${token}` }), 400);
    await refused(() => postJson(gateway.url, '/v1/abandoned_bookings:list', { ...listOf('biz_1'), access_token: token }), 400);
    await refused(() => read({ cookie: `access_token=${token}` }));
  });

  it('refuses expired, wrong issuer, wrong audience and no expiry', async () => {
    await refusedToken(await signToken(es256, validClaims({ exp: nowSeconds() - 3600 })), /expired/);
    await refusedToken(await signToken(es256, validClaims({ iss: 'https://someone-else.example/' })), /another issuer/);
    await refusedToken(await signToken(es256, validClaims({ iss: staffIssuer.replace(/\/$/, '') })), /another issuer/);
    await refusedToken(await signToken(es256, validClaims({ iss: undefined })), /another issuer/);
    await refusedToken(await signToken(es256, validClaims({ aud: 'another-api' })), /another audience/);
    await refusedToken(await signToken(es256, validClaims({ aud: ['another-api', 'a-third'] })), /another audience/);
    await refusedToken(await signToken(es256, validClaims({ aud: undefined })), /no audience/);
    await refusedToken(await signToken(es256, validClaims({ exp: undefined })), /no expiry/);
    await refusedToken(await signToken(es256, validClaims({ exp: String(nowSeconds() + 300) })), /no expiry/);
  });

  it('refuses alg none, symmetric algorithms (HS256 signed with the public key), and no kid', async () => {
    const claims = validClaims();
    await refusedToken(await handWrittenToken({ alg: 'none', typ: 'JWT', kid: es256.kid }, claims, undefined, ''), /public-key algorithm/);
    await refusedToken(await handWrittenToken({ alg: 'None', kid: es256.kid }, claims, undefined, ''));
    const publicKeyBytes = [
      new TextEncoder().encode(JSON.stringify(rs256.publicJwk)),
      new Uint8Array(
        await crypto.subtle.exportKey(
          'spki',
          await crypto.subtle.importKey('jwk', rs256.publicJwk, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, true, ['verify']),
        ),
      ),
    ];
    for (const secret of publicKeyBytes) {
      await refusedToken(await hmacToken({ alg: 'HS256', typ: 'JWT', kid: rs256.kid }, claims, secret), /public-key algorithm/);
    }
    await refusedToken(await hmacToken({ alg: 'HS256', typ: 'JWT', kid: 'key-oct' }, claims, octSecret), /public-key algorithm/);
    const withoutKid = await sign(claims, { ...es256.privateJwk, kid: undefined });
    await refusedToken(withoutKid, /names no key/);
    await refusedToken(await handWrittenToken({ alg: 'ES256', kid: '' }, claims, es256), /names no key/);
  });

  it('refuses a key of another algorithm than the key says, and a signature that does not match', async () => {
    const claims = validClaims();
    await refusedToken(await handWrittenToken({ alg: 'ES384', kid: es256.kid }, claims, es256), /another algorithm/);
    await refusedToken(await handWrittenToken({ alg: 'PS256', kid: rs256.kid }, claims, rs256), /another algorithm/);
    const token = await signToken(es256);
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify(validClaims({ sub: 'admin' }))).toString('base64url')}.${signature}`;
    await refusedToken(forged, /signature/);
    await refusedToken(`${header}.${token.split('.')[1]}.`, /signature|not valid/);
    // "Psychic signatures" (CVE-2022-21449): r = s = 0 must not verify.
    await refusedToken(`${header}.${token.split('.')[1]}.${Buffer.alloc(64).toString('base64url')}`, /signature/);
    await refusedToken('not-a-jwt', /not a JWT/);
    await refusedToken('a.b.c', /not a JWT/);
  });

  it("takes RFC 9068's access token type (at+jwt) as well as JWT", async () => {
    for (const typ of ['JWT', 'at+jwt', 'application/at+jwt']) {
      const token = await handWrittenToken({ alg: 'ES256', kid: es256.kid, typ }, validClaims(), es256);
      assert.equal((await read(bearer(token))).status, 200, typ);
    }
  });

  it('refuses a crit header and a typ other than JWT', async () => {
    await refusedToken(await handWrittenToken({ alg: 'ES256', kid: es256.kid, crit: ['exp'] }, validClaims(), es256), /header/);
    await refusedToken(await handWrittenToken({ alg: 'ES256', kid: es256.kid, typ: 'at+jwt+other' }, validClaims(), es256), /header/);
  });

  it('refuses a token over 8 KiB before reading it', async () => {
    const fetches = idp.fetches;
    const huge = await signToken(es256, validClaims({ padding: 'x'.repeat(9000) }));
    await refusedToken(huge, /at most 8192/);
    assert.equal(idp.fetches, fetches, 'not even the JWKS was asked');
  });
});

describe('keys', () => {
  it('refuses an unknown kid, and asks the JWKS again at most every 30 s whatever the kids', async () => {
    assert.equal((await read(bearer(await signToken(es256)))).status, 200, 'the JWKS is held');
    const fetches = idp.fetches;
    const stranger = await makeKey('ES256', 'key-nobody-published');
    for (const kid of ['key-nobody-published', 'key-2', 'key-3', '__proto__', 'constructor', '../../etc/passwd', 'x'.repeat(300)]) {
      await refusedToken(await handWrittenToken({ alg: 'ES256', kid }, validClaims(), stranger), /does not publish|names no key/);
    }
    assert.ok(idp.fetches - fetches <= 1, `the JWKS was fetched ${idp.fetches - fetches} times for 7 unknown kids`);
  });

  it('ignores jku, x5u and an embedded jwk: only the configured JWKS speaks for keys', async () => {
    const attacker = await makeKey('ES256', 'key-of-attacker');
    const theirs = await startJwksServer([attacker.publicJwk]);
    try {
      const header = { alg: 'ES256', kid: attacker.kid, jku: theirs.jwksUrl, x5u: theirs.jwksUrl, jwk: attacker.publicJwk, x5c: ['MIIB'] };
      await refusedToken(await handWrittenToken(header, validClaims(), attacker), /does not publish/);
      const borrowed = { alg: 'ES256', kid: es256.kid, jku: theirs.jwksUrl, jwk: attacker.publicJwk };
      await refusedToken(await handWrittenToken(borrowed, validClaims(), attacker), /signature/);
      assert.equal(theirs.fetches, 0);
    } finally {
      await theirs.close();
    }
  });
});

describe('booking_businesses', () => {
  it('narrows the branches a token reads, in the request and in the answer', async () => {
    const onlyTwo = await signToken(es256, validClaims({ booking_businesses: ['biz_2'] }));
    assert.equal((await read(bearer(onlyTwo), 'biz_2')).status, 200);
    const request = await refused(() => read(bearer(onlyTwo), 'biz_1'), 403);
    assert.match(messageOf(request), /branch is not served/);
    await refused(
      () => postJson(gateway.url, '/v1/abandoned_bookings:list', { ...listOf('biz_2'), businessIds: ['biz_2', 'biz_1'] }, bearer(onlyTwo)),
      403,
    );
    // The booking's branch is known from the answer alone: it is read, and withheld.
    assert.equal((await raw(gateway.url, { path: '/v1/abandoned_bookings/ab_of_2', headers: bearer(onlyTwo) })).status, 200);
    const answer = await raw(gateway.url, { path: '/v1/abandoned_bookings/ab_1', headers: bearer(onlyTwo) });
    assert.equal(answer.status, 403, answer.text);
    assert.equal(statusCode(answer), 7);
    assert.doesNotMatch(answer.text, /ab_1/);
    const none = await signToken(es256, validClaims({ booking_businesses: [] }));
    await refused(() => read(bearer(none)), 403);
  });

  it('reads a branch id only as written, and forwards the request it checked, not the bytes it was sent', async () => {
    const onlyTwo = await signToken(es256, validClaims({ booking_businesses: ['biz_2'] }));
    const list = (body: unknown) => postJson(gateway.url, '/v1/abandoned_bookings:list', body, bearer(onlyTwo));
    for (const spelling of ['biz_1', 'biz_2 ', ' biz_2', 'BIZ_2', 'biz\u200b_2', 'ｂｉｚ_2', 'biz_2,biz_1']) {
      await refused(() => list(listOf(spelling)), 403);
    }
    await refused(() => list({ ...listOf('biz_2'), business_ids: ['biz_1'] }), 400);
    await refused(() => list({ ...listOf('biz_2'), filter: { businessIds: ['biz_1'] } }), 400);
    // Two members of one name: the last is the one checked, and the only one the upstream sees.
    const twice = '{"companyId":"cmp_1","businessIds":["biz_1"],"businessIds":["biz_2"],"pagination":{"pageSize":5}}';
    assert.equal((await list(twice)).status, 200);
    assert.deepEqual(JSON.parse(upstream.seen.at(-1)!.body).businessIds, ['biz_2']);
    assert.doesNotMatch(upstream.seen.at(-1)!.body, /biz_1/);
  });

  it('withholds a list whose answer holds a booking of another branch, or of none, whatever the request named', async () => {
    const leaky = (businessId: string) => ({ ...listOf(businessId), companyId: 'cmp_leaky' });
    const onlyTwo = await signToken(es256, validClaims({ booking_businesses: ['biz_2'] }));
    const before = upstream.seen.length;
    const answer = await postJson(gateway.url, '/v1/abandoned_bookings:list', leaky('biz_2'), bearer(onlyTwo));
    assert.equal(upstream.seen.length, before + 1, 'the request itself was inside: it was asked');
    assert.equal(answer.status, 403, answer.text);
    assert.equal(statusCode(answer), 7);
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.doesNotMatch(answer.text, /Leaked|ab_leak/);
    // The gateway serves biz_1 and biz_2: a booking that names no branch cannot be shown to be one of them.
    const everyBranch = await signToken(es256);
    const unnamed = await postJson(gateway.url, '/v1/abandoned_bookings:list', leaky('biz_1'), bearer(everyBranch));
    assert.equal(unnamed.status, 403, unnamed.text);
    assert.doesNotMatch(unnamed.text, /Leaked|ab_leak/);
  });

  it('refuses a booking by id at a gateway that lists companies but no branches, unless the token names its branches', async () => {
    await withGateway(upstream, { companies: ['cmp_1'], staff: staffSettings(idp) }, async (byCompany) => {
      const path = '/v1/abandoned_bookings/ab_1';
      const answer = await raw(byCompany.url, { path, headers: bearer(await signToken(es256)) });
      assert.equal(answer.status, 403, 'the booking says its branch, not its company: it cannot be shown to be served');
      assert.doesNotMatch(answer.text, /ab_1/);
      const named = await signToken(es256, validClaims({ booking_businesses: ['biz_1'] }));
      assert.equal((await raw(byCompany.url, { path, headers: bearer(named) })).status, 200);
    });
  });

  it('never widens what the gateway serves, and refuses a claim that is not a list of ids', async () => {
    const elsewhere = await signToken(es256, validClaims({ booking_businesses: ['biz_1', 'biz_9'] }));
    await refused(() => read(bearer(elsewhere), 'biz_9'), 403);
    for (const claim of ['biz_1', [1], [''], { biz_1: true }, null]) {
      await refusedToken(await signToken(es256, validClaims({ booking_businesses: claim })), /booking_businesses/);
    }
  });
});
