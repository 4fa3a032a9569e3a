/**
 * The staff identity provider seen from the gateway: its JWKS kept as long as it says within
 * bounds, fetched again for an unknown key at most every 30 s (on a clock the test moves), and,
 * when it fails, is slow, or sends what the gateway does not take, a `503` that tells the caller
 * when to come back and the log why, the upstream never reached. And the options that set it up.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { commandConfig } from '../../src/gateway/command/env.js';
import { createGateway } from '../../src/gateway/index.js';
import { createStaffKeys, keptSeconds, StaffKeysUnavailable, usableKey } from '../../src/gateway/access/staff-keys.js';
import { gatewayKey, recordingUpstream, startGateway, type RecordingUpstream } from './harness.js';
import { makeKey, signToken, staffAudience, staffIssuer, startJwksServer, type JwksServer, type TestKey } from './jwks-server.js';
import { assertRefused, bearer, readList, staffSettings, staffUpstream, withGateway } from './staff-harness.js';

let upstream: RecordingUpstream;
let es256: TestKey;
let validToken: string;

before(async () => {
  es256 = await makeKey('ES256', 'key-es');
  validToken = await signToken(es256);
  upstream = await recordingUpstream(staffUpstream);
});
after(() => upstream.close());

describe('the JWKS cache', () => {
  let provider: JwksServer;
  let clock: number;
  const keysAt = () => createStaffKeys({ jwksUrl: provider.jwksUrl, timeoutMs: 2000, now: () => clock });

  before(async () => {
    provider = await startJwksServer([es256.publicJwk]);
  });
  after(() => provider.close());

  it('fetches an unknown kid again only once 30 s have passed since the last fetch, and finds a rotated key', async () => {
    clock = 1_000_000;
    provider.fetches = 0;
    provider.behaviour = { cacheControl: 'public, max-age=3600' };
    const keys = keysAt();
    const [first, second] = await Promise.all([keys.keyFor('key-es'), keys.keyFor('key-es')]);
    assert.equal(first?.kid, 'key-es');
    assert.equal(second?.kid, 'key-es');
    assert.equal(provider.fetches, 1, 'callers asking together share one fetch');
    const rotated = await makeKey('ES256', 'key-next');
    provider.keys = [es256.publicJwk, rotated.publicJwk];
    for (const seconds of [1, 10, 29]) {
      clock = 1_000_000 + seconds * 1000;
      assert.equal(await keys.keyFor('key-next'), undefined, `${seconds} s after the fetch`);
      assert.equal(await keys.keyFor('key-unknown'), undefined);
    }
    assert.equal(provider.fetches, 1, 'no fetch within 30 s, however many unknown kids');
    clock = 1_000_000 + 31_000;
    assert.equal((await keys.keyFor('key-next'))?.kid, 'key-next', 'the new key, 31 s later');
    assert.equal(provider.fetches, 2);
    clock += 5_000;
    assert.equal(await keys.keyFor('key-unknown'), undefined);
    assert.equal(provider.fetches, 2, 'and again no fetch for 30 s');
  });

  it('keeps the JWKS as its max-age says, at least 30 s and at most an hour, 5 minutes when it says nothing', async () => {
    assert.equal(keptSeconds('public, max-age=600'), 600);
    assert.equal(keptSeconds('max-age="120", must-revalidate'), 120);
    assert.equal(keptSeconds('max-age=5'), 30);
    assert.equal(keptSeconds('no-store'), 30);
    assert.equal(keptSeconds('no-cache, max-age=600'), 30);
    assert.equal(keptSeconds('max-age=31536000'), 3600);
    assert.equal(keptSeconds('s-maxage=900'), 300);
    assert.equal(keptSeconds(null), 300);

    clock = 2_000_000;
    provider.fetches = 0;
    provider.keys = [es256.publicJwk];
    provider.behaviour = { cacheControl: 'max-age=120' };
    const keys = keysAt();
    await keys.keyFor('key-es');
    clock += 119_000;
    await keys.keyFor('key-es');
    assert.equal(provider.fetches, 1, 'kept within its max-age');
    clock += 2_000;
    await keys.keyFor('key-es');
    assert.equal(provider.fetches, 2, 'fetched again past it');
  });

  it('does not use keys past their age when the provider fails, and tries again after 5 s at the soonest', async () => {
    clock = 3_000_000;
    provider.fetches = 0;
    provider.behaviour = { cacheControl: 'max-age=60' };
    const keys = keysAt();
    assert.equal((await keys.keyFor('key-es'))?.kid, 'key-es');
    provider.behaviour = { status: 503 };
    clock += 61_000;
    await assert.rejects(
      keys.keyFor('key-es'),
      (error: unknown) => error instanceof StaffKeysUnavailable && /HTTP 503/.test(error.message),
    );
    clock += 2_000;
    await assert.rejects(keys.keyFor('key-es'), (error: unknown) => error instanceof StaffKeysUnavailable && error.retryAfterSeconds === 3);
    assert.equal(provider.fetches, 2, 'not fetched again within 5 s of a failure');
    provider.behaviour = {};
    clock += 3_000;
    assert.equal((await keys.keyFor('key-es'))?.kid, 'key-es', 'back once the provider is');
    assert.equal(provider.fetches, 3);
  });

  it('answers a kid it holds at once while a fetch for an unknown one is slow or fails', async () => {
    clock = 4_000_000;
    provider.fetches = 0;
    provider.keys = [es256.publicJwk];
    provider.behaviour = {};
    const keys = keysAt();
    await keys.keyFor('key-es');
    clock += 31_000;
    provider.behaviour = { delayMs: 300, status: 500 };
    const unknown = keys.keyFor('key-unknown');
    const started = performance.now();
    assert.equal((await keys.keyFor('key-es'))?.kid, 'key-es');
    assert.ok(performance.now() - started < 100, 'not held up by the fetch in flight');
    await assert.rejects(unknown, StaffKeysUnavailable);
    assert.equal((await keys.keyFor('key-es'))?.kid, 'key-es', 'still held after the failed fetch');
    assert.equal(provider.fetches, 2);
  });

  it('keeps at most 50 keys of a JWKS', async () => {
    clock = 5_000_000;
    provider.keys = Array.from({ length: 60 }, (_, index) => ({ ...es256.publicJwk, kid: `key-${index}` }));
    provider.behaviour = {};
    const keys = keysAt();
    assert.equal((await keys.keyFor('key-49'))?.kid, 'key-49');
    assert.equal(await keys.keyFor('key-50'), undefined);
    provider.keys = [es256.publicJwk];
  });

  it('keeps only public signing keys of asymmetric kinds, with their public members alone', () => {
    const ec = { kty: 'EC', kid: 'k', crv: 'P-256', x: 'X', y: 'Y' };
    assert.deepEqual(usableKey({ ...ec, alg: 'ES256', use: 'sig', x5c: ['...'], ext: true, key_ops: ['verify'] }), { ...ec, alg: 'ES256' });
    assert.deepEqual(usableKey({ kty: 'OKP', kid: 'k', crv: 'Ed25519', x: 'X', alg: 'Ed25519' }), {
      kty: 'OKP',
      kid: 'k',
      crv: 'Ed25519',
      x: 'X',
      alg: 'EdDSA',
    });
    const unusable = [
      { kty: 'oct', kid: 'k', k: 'c2VjcmV0' },
      { ...ec, d: 'private' },
      { kty: 'RSA', kid: 'k', n: 'N', e: 'AQAB', p: 'P' },
      { ...ec, use: 'enc' },
      { ...ec, key_ops: ['encrypt'] },
      { ...ec, alg: 'HS256' },
      { ...ec, alg: 'none' },
      { ...ec, kid: '' },
      { ...ec, kid: 7 },
      { ...ec, kid: 'k'.repeat(257) },
      { ...ec, kid: undefined },
      'key',
      null,
    ];
    for (const entry of unusable) assert.equal(usableKey(entry), undefined, JSON.stringify(entry));
  });
});

describe('an identity provider that fails', () => {
  const startWith = async (behaviour: JwksServer['behaviour'], timeoutMs = 2000) => {
    const provider = await startJwksServer([es256.publicJwk]);
    provider.behaviour = behaviour;
    const at = await startGateway(upstream, {
      upstream: upstream.url,
      timeoutMs,
      staff: staffSettings(provider),
    });
    return { provider, at, close: async () => Promise.all([at.close(), provider.close()]) };
  };
  const symmetric = { kty: 'oct', kid: 'key-es', k: 'c2VjcmV0', alg: 'HS256' };
  const privateKey = { kty: 'EC', kid: 'key-es', d: 'private', crv: 'P-256', x: 'a', y: 'b' };

  const cases: [string, JwksServer['behaviour'], RegExp][] = [
    ['answers 500', { status: 500 }, /answered HTTP 500/],
    ['redirects', { status: 302 }, /answered HTTP 302/],
    ['answers HTML', { body: '<html>sign in</html>' }, /is not JSON/],
    ['answers no list of keys', { body: '{"keys":{}}' }, /has no list of keys/],
    ['answers no keys', { body: '{"keys":[]}' }, /holds no public signing key/],
    ['publishes only a symmetric key', { body: JSON.stringify({ keys: [symmetric] }) }, /holds no public signing key/],
    ['publishes only private keys', { body: JSON.stringify({ keys: [privateKey] }) }, /holds no public signing key/],
  ];
  for (const [what, behaviour, reason] of cases) {
    it(`answers 503 when the JWKS ${what}, and tells the log why`, async () => {
      const { at, close } = await startWith(behaviour);
      try {
        const answer = await assertRefused(upstream, () => readList(at, bearer(validToken)), 503);
        assert.match(String(answer.headers['retry-after']), /^\d+$/);
        assert.equal(at.log.at(-1)?.code, 'UNAVAILABLE');
        assert.match(String(at.log.at(-1)?.failure), reason);
      } finally {
        await close();
      }
    });
  }

  it('answers 503 when the JWKS is larger than 128 KiB, though its keys are good', async () => {
    const padding = Array.from({ length: 400 }, (_, index) => ({ ...privateKey, kid: `filler-${index}`, x: 'x'.repeat(300) }));
    const { at, close } = await startWith({ body: JSON.stringify({ keys: [es256.publicJwk, ...padding] }) });
    try {
      await assertRefused(upstream, () => readList(at, bearer(validToken)), 503);
      assert.match(String(at.log.at(-1)?.failure), /larger than 131072 bytes/);
    } finally {
      await close();
    }
  });

  it('answers 503 within its timeout when the JWKS is slow, and at once while it waits to retry', async () => {
    const { provider, at, close } = await startWith({ delayMs: 5000 }, 300);
    try {
      const started = performance.now();
      await assertRefused(upstream, () => readList(at, bearer(validToken)), 503);
      const took = performance.now() - started;
      assert.ok(took < 1500, `answered in ${took.toFixed(0)} ms`);
      assert.match(String(at.log.at(-1)?.failure), /did not arrive within 300 ms/);
      await assertRefused(upstream, () => readList(at, bearer(validToken)), 503);
      assert.equal(provider.fetches, 1, 'a failed fetch is not tried again at once');
    } finally {
      await close();
    }
  });

  it('answers 503 within its timeout when the JWKS trickles in', async () => {
    const { at, close } = await startWith({ trickleMs: 20 }, 300);
    try {
      const started = performance.now();
      await assertRefused(upstream, () => readList(at, bearer(validToken)), 503);
      assert.ok(performance.now() - started < 1500);
      assert.match(String(at.log.at(-1)?.failure), /did not arrive within 300 ms/);
    } finally {
      await close();
    }
  });

  it('answers 503 when nothing listens at the JWKS URL', async () => {
    const closed = await startJwksServer([]);
    await closed.close();
    await withGateway(upstream, { staff: staffSettings(closed) }, async (at) => {
      await assertRefused(upstream, () => readList(at, bearer(validToken)), 503);
      assert.match(String(at.log.at(-1)?.failure), /could not be fetched/);
    });
  });
});

describe('configuration', () => {
  const staff = { jwksUrl: 'https://id.example/.well-known/jwks.json', issuer: staffIssuer, audience: staffAudience };

  it('forwards the staff reads by default with staff tokens, and asks for staff or a hook without', () => {
    assert.doesNotThrow(() => createGateway({ apiKey: gatewayKey, staff }));
    assert.doesNotThrow(() => createGateway({ apiKey: gatewayKey, staff, companies: ['cmp_1'] }), 'listCompanies is left out');
    assert.throws(
      () => createGateway({ apiKey: gatewayKey, staff, companies: ['cmp_1'], operations: ['listCompanies'] }),
      /cannot be kept to companies/,
    );
    assert.throws(
      () => createGateway({ apiKey: gatewayKey, operations: ['listAbandonedBookings'] }),
      /needs staff \(staff tokens\) or an authorize hook/,
    );
    assert.throws(() => createGateway({ apiKey: gatewayKey, staff, cacheSeconds: { listAbandonedBookings: 60 } as never }), /never keeps/);
  });

  it('refuses a JWKS URL that is not https (but on loopback), and a missing issuer or audience', () => {
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ ...staff, jwksUrl: 'http://id.example/jwks.json' }, /https/],
      [{ ...staff, jwksUrl: 'http://127.0.0.1.nip.io/jwks.json' }, /https/],
      [{ ...staff, jwksUrl: 'not a url' }, /jwksUrl/],
      [{ ...staff, jwksUrl: 'https://user:pw@id.example/jwks.json' }, /credentials/],
      [{ ...staff, issuer: '' }, /issuer is required/],
      [{ ...staff, issuer: undefined }, /issuer is required/],
      [{ ...staff, audience: undefined }, /audience is required/],
      [{ ...staff, audience: ' booking ' }, /spaces/],
    ];
    for (const [given, message] of refusals) {
      // @ts-expect-error: a configuration written in JavaScript or read from JSON may hold anything.
      assert.throws(() => createGateway({ apiKey: gatewayKey, staff: given }), message);
    }
    for (const loopback of ['http://127.0.0.1:9/jwks', 'http://localhost:9/jwks', 'http://[::1]:9/jwks']) {
      assert.doesNotThrow(() => createGateway({ apiKey: gatewayKey, staff: { ...staff, jwksUrl: loopback } }));
    }
  });

  it('reads BOOKING_STAFF_* in the command: all three or none, each problem named', () => {
    const base = { BOOKING_API_KEY: gatewayKey };
    const env = {
      ...base,
      BOOKING_STAFF_JWKS_URL: 'https://id.salon.example/.well-known/jwks.json',
      BOOKING_STAFF_ISSUER: staffIssuer,
      BOOKING_STAFF_AUDIENCE: staffAudience,
    };
    assert.deepEqual(commandConfig(env).options.staff, {
      jwksUrl: 'https://id.salon.example/.well-known/jwks.json',
      issuer: staffIssuer,
      audience: staffAudience,
    });
    assert.equal(commandConfig(base).options.staff, undefined);
    const refusals: [Record<string, string>, RegExp][] = [
      [{ ...env, BOOKING_STAFF_AUDIENCE: '' }, /BOOKING_STAFF_AUDIENCE is required with BOOKING_STAFF_JWKS_URL/],
      [{ ...env, BOOKING_STAFF_ISSUER: ' ' }, /BOOKING_STAFF_ISSUER is required/],
      [{ ...env, BOOKING_STAFF_JWKS_URL: 'http://id.salon.example/jwks' }, /BOOKING_STAFF_JWKS_URL must be an https URL/],
      [{ ...base, BOOKING_STAFF_ISSUER: staffIssuer }, /need BOOKING_STAFF_JWKS_URL/],
      [{ ...env, BOOKING_STAFF_AUDIENCES: 'x' }, /BOOKING_STAFF_AUDIENCES is not a variable/],
    ];
    for (const [given, message] of refusals) assert.throws(() => commandConfig(given), message);
  });
});
