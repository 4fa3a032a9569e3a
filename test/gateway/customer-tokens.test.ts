/**
 * Customer tokens over real HTTP: a sign link is forwarded only for a token that the gateway's
 * secret signed for the request's own customer, within its hour, at this gateway. Every forged,
 * stale or borrowed token is a `401` that never reaches the upstream.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { after, before, describe, it } from 'node:test';
import { sign } from 'hono/jwt';
import type { ReferenceFixtures } from '../../reference/index.js';
import { createGateway, signCustomerToken } from '../../src/gateway/index.js';
import { gatewayKey, raw, referenceUpstream, startGateway, statusCode, type RecordingUpstream, type RunningGateway } from './harness.js';
import { nowSeconds as now } from './jwks-server.js';

const secret = 'a-customer-secret-of-at-least-32-bytes!';
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let upstream: RecordingUpstream;
let gateway: RunningGateway;
let fixtures: ReferenceFixtures;
let signLink: (customerId: string) => string;
let customerA: string;
let customerB: string;

before(async () => {
  upstream = await referenceUpstream();
  fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  const agreement = fixtures.agreements.normal;
  [customerA, customerB] = fixtures.customers.filter((customer) => customer.companyId === agreement.companyId).map(({ id }) => id) as [
    string,
    string,
  ];
  signLink = (customerId) => `/v1/agreements/${agreement.id}/sign_link?customer_id=${customerId}&business_id=${agreement.businessId}`;
  gateway = await startGateway(upstream, { customerSecret: secret });
});

after(async () => {
  await gateway.close();
  await upstream.close();
});

/** Asks for customer A's sign link with `authorization`, and proves the upstream saw nothing when refused. */
async function askWith(authorization: string | undefined, customerId = customerA, at: RunningGateway = gateway) {
  const before = upstream.seen.length;
  const answer = await raw(at.url, { path: signLink(customerId), headers: authorization === undefined ? {} : { authorization } });
  if (answer.status !== 200) assert.equal(upstream.seen.length, before, 'a refused sign link never reaches the upstream');
  return answer;
}

async function assertRefused(authorization: string | undefined, customerId = customerA): Promise<void> {
  const answer = await askWith(authorization, customerId);
  assert.equal(answer.status, 401, answer.text);
  assert.equal(statusCode(answer), 16, 'UNAUTHENTICATED');
  assert.match(String(answer.headers['www-authenticate']), /^Bearer/);
  assert.equal(answer.headers['cache-control'], 'no-store');
}

describe('signCustomerToken', () => {
  it('mints an HS256 token for one customer that lives an hour at most', async () => {
    const token = await signCustomerToken({ secret, customerId: 'cus_1' });
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    assert.deepEqual(header, { alg: 'HS256', typ: 'JWT' });
    assert.equal(payload.sub, 'cus_1');
    assert.equal(payload.exp - payload.iat, 3600);
    const short = await signCustomerToken({ secret, customerId: 'cus_1', expiresInSeconds: 60, audience: 'https://booking.example/' });
    const claims = JSON.parse(Buffer.from(short.split('.')[1]!, 'base64url').toString());
    assert.equal(claims.exp - claims.iat, 60);
    assert.equal(claims.aud, 'https://booking.example');
  });

  it('refuses a short secret, no customer and a lifetime past an hour', async () => {
    await assert.rejects(signCustomerToken({ secret: 'short', customerId: 'cus_1' }), /at least 32/);
    await assert.rejects(signCustomerToken({ secret, customerId: 'cus_1', audience: 'https://booking.example/path' }), /audience/);
    await assert.rejects(signCustomerToken({ secret, customerId: ' ' }), /customerId is required/);
    for (const expiresInSeconds of [0, 3601, 1.5, -1]) {
      await assert.rejects(signCustomerToken({ secret, customerId: 'cus_1', expiresInSeconds }), /expiresInSeconds/);
    }
  });
});

describe('a gateway with a customer secret', () => {
  it('will not start with a secret under 32 bytes, and forwards the sign link by default with one', () => {
    assert.throws(() => createGateway({ apiKey: gatewayKey, customerSecret: 'x1y2z3'.repeat(5) }), /customerSecret is 30 bytes long/);
    assert.throws(
      () => createGateway({ apiKey: gatewayKey, operations: ['getAgreementSignLink'] }),
      /customerSecret .* or an authorize hook/,
    );
    assert.doesNotThrow(() => createGateway({ apiKey: gatewayKey, customerSecret: secret, operations: ['getAgreementSignLink'] }));
  });

  it("gives customer A's sign link for A's token, and never for B", async () => {
    const token = await signCustomerToken({ secret, customerId: customerA });
    const answer = await askWith(`Bearer ${token}`);
    assert.equal(answer.status, 200, answer.text);
    assert.match((answer.json as { signUrl: string }).signUrl, /^https?:\/\//);
    assert.equal(answer.headers['cache-control'], 'private, no-store');
    await assertRefused(`Bearer ${token}`, customerB);
    assert.ok(
      gateway.log.every((entry) => !JSON.stringify(entry).includes(token)),
      'no log line holds the token',
    );
  });

  it('asks for a token, with a challenge, when none is sent or the header is not one', async () => {
    await assertRefused(undefined);
    for (const header of ['Bearer', 'Bearer ', 'Bearer a b', 'Bearer not-a-jwt', `Bearer ${'x'.repeat(5000)}`]) await assertRefused(header);
  });

  it('refuses expired, unsigned, tampered and foreign-key tokens', async () => {
    const claims = { sub: customerA, iat: now() - 30, exp: now() + 600 };
    const expired = await sign({ sub: customerA, iat: now() - 4000, exp: now() - 400 }, secret, 'HS256');
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    const good = await sign(claims, secret, 'HS256');
    const [header, , signature] = good.split('.');
    const otherCustomer = `${header}.${base64url({ ...claims, sub: customerB })}.${signature}`;
    const flipped = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    const wrongSecret = await sign(claims, 'another-secret-that-is-32-bytes-long!!', 'HS256');
    // An RS256 token, and the "HS256 with the public key as the secret" attack on it.
    const pair = (await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    )) as CryptoKeyPair;
    const rsa = await sign(claims, pair.privateKey, 'RS256');
    const publicJwk = JSON.stringify(await crypto.subtle.exportKey('jwk', pair.publicKey));
    const hsWithPublicKey = await sign(claims, publicJwk, 'HS256');
    assert.equal((await askWith(`Bearer ${good}`)).status, 200, 'the same claims, signed with the secret, pass');
    for (const token of [expired, unsigned, otherCustomer, flipped, wrongSecret, rsa, hsWithPublicKey]) {
      await assertRefused(`Bearer ${token}`, otherCustomer === token ? customerB : customerA);
    }
  });

  it('refuses a token without iat or exp, one that lives over an hour, one from the future, and one for another gateway', async () => {
    const tokens = [
      await sign({ sub: customerA, exp: now() + 600 }, secret, 'HS256'),
      await sign({ sub: customerA, iat: now() }, secret, 'HS256'),
      await sign({ sub: customerA, iat: now(), exp: now() + 3601 }, secret, 'HS256'),
      await sign({ sub: customerA, iat: now() + 7200, exp: now() + 7200 + 3600 }, secret, 'HS256'),
      await sign({ sub: customerA, iat: now(), exp: now() + 600, nbf: now() + 300 }, secret, 'HS256'),
      await signCustomerToken({ secret, customerId: customerA, audience: 'https://other-gateway.example' }),
      await sign({ sub: [customerA], iat: now(), exp: now() + 600 }, secret, 'HS256'),
    ];
    for (const token of tokens) await assertRefused(`Bearer ${token}`);
  });

  it('will not take a secret that is no secret: repeated characters, bytes that are not text, spaces at its ends', async () => {
    const weak = ['a'.repeat(40), 'ab'.repeat(20), '\ufffd'.repeat(11), '\ud800'.repeat(11), ` ${secret}`, `${secret}\n`];
    for (const customerSecret of weak) {
      assert.throws(() => createGateway({ apiKey: gatewayKey, customerSecret }), TypeError, JSON.stringify(customerSecret));
      await assert.rejects(signCustomerToken({ secret: customerSecret, customerId: 'cus_1' }), TypeError);
    }
  });

  it('takes a secret that holds PUBLIC or PRIVATE as any other, not as a PEM key', async () => {
    for (const word of ['PUBLIC', 'PRIVATE']) {
      const customerSecret = `our-${word}-booking-site-customer-secret-2026`;
      const at = await startGateway(upstream, { customerSecret, log: false });
      try {
        const token = await signCustomerToken({ secret: customerSecret, customerId: customerA });
        assert.equal((await askWith(`Bearer ${token}`, customerA, at)).status, 200, word);
      } finally {
        await at.close();
      }
    }
  });

  it('checks aud against the origin it is given, never against the Host a caller sends', async () => {
    const origin = 'https://booking.salon.example';
    const named = await signCustomerToken({ secret, customerId: customerA, audience: origin });
    // Without publicOrigin, a token that names a gateway is refused, whatever Host says.
    for (const host of [undefined, 'booking.salon.example']) {
      const before = upstream.seen.length;
      const headers: Record<string, string> = { authorization: `Bearer ${named}`, ...(host ? { host } : {}) };
      const answer = await raw(gateway.url, { path: signLink(customerA), headers });
      assert.equal(answer.status, 401, answer.text);
      assert.equal(upstream.seen.length, before);
    }
    const at = await startGateway(upstream, { customerSecret: secret, publicOrigin: `${origin}/`, log: false });
    try {
      assert.equal((await askWith(`Bearer ${named}`, customerA, at)).status, 200);
      const elsewhere = await signCustomerToken({ secret, customerId: customerA, audience: 'https://booking.other.example' });
      assert.equal((await askWith(`Bearer ${elsewhere}`, customerA, at)).status, 401);
      const withPath = await sign({ sub: customerA, iat: now(), exp: now() + 600, aud: `${origin}/other` }, secret, 'HS256');
      assert.equal((await askWith(`Bearer ${withPath}`, customerA, at)).status, 401);
    } finally {
      await at.close();
    }
    assert.throws(
      () => createGateway({ apiKey: gatewayKey, customerSecret: secret, publicOrigin: 'https://booking.example/api' }),
      /publicOrigin/,
    );
  });

  it('lets the authorize hook vouch without a token, but never past a bad one', async () => {
    const both = await startGateway(upstream, { customerSecret: secret, authorize: () => true, log: false });
    try {
      assert.equal((await askWith(undefined, customerA, both)).status, 200);
      const stale = await sign({ sub: customerA, iat: now() - 4000, exp: now() - 400 }, secret, 'HS256');
      assert.equal((await askWith(`Bearer ${stale}`, customerA, both)).status, 401);
    } finally {
      await both.close();
    }
  });

  it('lets a browser of an allowed site send the token', async () => {
    const site = 'https://salon.example';
    const cors = await startGateway(upstream, { customerSecret: secret, allowedOrigins: [site], log: false });
    try {
      const preflight = await raw(cors.url, {
        method: 'OPTIONS',
        path: signLink(customerA),
        headers: { origin: site, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
      assert.equal(preflight.status, 204);
      assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/i);
    } finally {
      await cors.close();
    }
  });
});

describe('booking-elements-gateway customer-token', () => {
  const cli = process.env['GATEWAY_CLI'];
  const run = async (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, [cli!, ...args], { env: { PATH: process.env['PATH'] ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = await once(child, 'exit');
    return { code, stdout, stderr };
  };

  it('prints a token the gateway takes for that customer', async () => {
    const printed = await run(['customer-token', customerA, '--expires-in', '120'], { BOOKING_CUSTOMER_SECRET: secret });
    assert.equal(printed.code, 0, printed.stderr);
    const token = printed.stdout.trim();
    assert.match(token, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.equal((await askWith(`Bearer ${token}`)).status, 200);
    await assertRefused(`Bearer ${token}`, customerB);
  });

  it('says what is missing, without a stack trace', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['customer-token', customerA], {}, /BOOKING_CUSTOMER_SECRET is required/],
      [['customer-token'], { BOOKING_CUSTOMER_SECRET: secret }, /usage: booking-elements-gateway customer-token <customerId>/],
      [['customer-token', customerA, '--expires-in', 'soon'], { BOOKING_CUSTOMER_SECRET: secret }, /--expires-in takes a number/],
      [['customer-token', customerA, '--expires-in', '7200'], { BOOKING_CUSTOMER_SECRET: secret }, /expiresInSeconds/],
      [['customer-token', customerA], { BOOKING_CUSTOMER_SECRET: 'short' }, /at least 32/],
      [['customer-token', customerA], { BOOKING_CUSTOMER_SECRET: `${secret} ` }, /spaces or line breaks at an end/],
      [['serve-please'], {}, /unknown command "serve-please"/],
    ];
    for (const [args, env, message] of cases) {
      const { code, stdout, stderr } = await run(args, env);
      assert.equal(code, 1, `${args.join(' ')}: ${stdout}`);
      assert.match(stderr, message);
      assert.doesNotMatch(stderr, /\n\s+at /);
      assert.equal(stdout, '');
    }
  });

  it('will not serve with a customer secret under 32 bytes', async () => {
    const { code, stderr } = await run([], { BOOKING_API_KEY: gatewayKey, BOOKING_CUSTOMER_SECRET: 'too-short', PORT: '0' });
    assert.equal(code, 1);
    assert.match(stderr, /BOOKING_CUSTOMER_SECRET: the customer secret is 9 bytes long/);
  });
});
