import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { describe, it } from 'node:test';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { addressKey } from '../../src/gateway/access/client-key.js';
import { clientKeyFromHeader, createGateway, type GatewayLogEntry } from '../../src/gateway/index.js';
import { gatewayKey, hangUpMidBody, postJson, raw, startGateway, statusCode } from './harness.js';
import {
  seenAnswer,
  upstream,
  fixtures,
  companyId,
  businessId,
  otherCompanyId,
  otherBusinessId,
  refused,
  gatewayHooks,
} from './gateway-fixtures.js';

gatewayHooks();

describe('browsers of other sites', () => {
  it('answers a preflight from an allowed origin and refuses other origins', async () => {
    const site = 'https://salon.example';
    const cors = await startGateway(upstream, { allowedOrigins: [`${site}/`], log: false });
    try {
      const preflight = await raw(cors.url, {
        method: 'OPTIONS',
        path: '/v1/reviews:list',
        headers: { origin: site, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], site);
      assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
      assert.match(String(preflight.headers['access-control-allow-headers']), /Content-Type/i);

      const allowed = await postJson(cors.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 1 } }, { origin: site });
      assert.equal(allowed.status, 200);
      assert.equal(allowed.headers['access-control-allow-origin'], site);
      assert.match(String(allowed.headers['vary']), /Origin/);

      for (const origin of ['https://evil.example', 'null', 'https://salon.example.evil.example', 'http://salon.example']) {
        await refused(
          () =>
            raw(cors.url, { method: 'OPTIONS', path: '/v1/reviews:list', headers: { origin, 'access-control-request-method': 'POST' } }),
          403,
          7,
        );
        const answer = await refused(
          () => postJson(cors.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 1 } }, { origin }),
          403,
          7,
        );
        assert.equal(answer.headers['access-control-allow-origin'], undefined);
      }
      const sameOrigin = await postJson(cors.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 1 } }, { origin: cors.url });
      assert.equal(sameOrigin.status, 200);
    } finally {
      await cors.close();
    }
  });
});

describe('limits', () => {
  it('limits requests per client and says when to come back', async () => {
    const limited = await startGateway(upstream, { rateLimiter: new RateLimiterMemory({ points: 3, duration: 60 }), log: false });
    try {
      const before = upstream.seen.length;
      for (let index = 0; index < 3; index += 1) assert.equal((await raw(limited.url, { path: `/v1/companies/${companyId}` })).status, 200);
      const answer = await refused(() => raw(limited.url, { path: `/v1/companies/${companyId}` }), 429, 8);
      assert.ok(Number(answer.headers['retry-after']) >= 1, `Retry-After ${answer.headers['retry-after']}`);
      await refused(() => raw(limited.url, { path: '/v1/unknown' }), 429, 8);
      assert.equal(upstream.seen.length, before + 3);
    } finally {
      await limited.close();
    }
  });

  it('stops waiting for a body that trickles in, and survives clients that hang up mid-body', async () => {
    const quick = await startGateway(upstream, { timeoutMs: 300 });
    try {
      const before = upstream.seen.length;
      const { hostname, port } = new URL(quick.url);
      const trickle = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write('POST /v1/reviews:list HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"busi');
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
        setTimeout(() => socket.destroy(), 3000);
      });
      assert.match(trickle, /^HTTP\/1\.1 408/);
      for (let index = 0; index < 20; index += 1) await hangUpMidBody(quick.url, { afterMs: 5 });
      assert.equal(upstream.seen.length, before);
      const healthy = await raw(quick.url, { path: `/v1/companies/${companyId}` });
      assert.equal(healthy.status, 200, 'still serving');
      // A client that hung up has no address left: that is no reason to tell the operator to pass clientKey.
      assert.deepEqual(
        quick.events.map((entry) => entry.event),
        [],
      );
    } finally {
      await quick.close();
    }
  });
});

describe('time and clients', () => {
  it('does not wait forever for a rate limiter store or an authorize hook', async () => {
    const hanging = await startGateway(upstream, {
      timeoutMs: 200,
      rateLimiter: { consume: () => new Promise(() => undefined) },
      log: false,
    });
    try {
      await refused(() => raw(hanging.url, { path: `/v1/companies/${companyId}` }), 503, 14);
    } finally {
      await hanging.close();
    }
    const agreement = fixtures.agreements.normal;
    const silent = await startGateway(upstream, {
      timeoutMs: 200,
      operations: ['getAgreementSignLink'],
      authorize: () => new Promise<boolean>(() => undefined),
      log: false,
    });
    try {
      await refused(
        () => raw(silent.url, { path: `/v1/agreements/${agreement.id}/sign_link?customer_id=c&business_id=${agreement.businessId}` }),
        403,
        7,
      );
    } finally {
      await silent.close();
    }
  });

  it('counts clients by the address a trusted proxy sets, an IPv6 client by its /64', async () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(addressKey('203.0.113.9'), '203.0.113.9');
    // A proxy that writes the client's port: the port changes with each connection.
    assert.equal(addressKey('203.0.113.9:54321'), '203.0.113.9');
    assert.equal(addressKey('[2001:db8:1:2::1]:443'), '2001:db8:1:2::/64');
    assert.equal(addressKey('[2001:db8:1:2::1]'), '2001:db8:1:2::/64');
    const behindProxy = await startGateway(upstream, {
      rateLimiter: new RateLimiterMemory({ points: 2, duration: 60 }),
      clientKey: clientKeyFromHeader('x-forwarded-for'),
      log: false,
    });
    try {
      const from = (chain: string) => raw(behindProxy.url, { path: `/v1/companies/${companyId}`, headers: { 'x-forwarded-for': chain } });
      assert.equal((await from('198.51.100.1, 203.0.113.1')).status, 200);
      // A client that writes its own first entry is still counted by the entry the proxy added.
      assert.equal((await from('192.0.2.77, 203.0.113.1')).status, 200);
      await refused(() => from('192.0.2.78, 203.0.113.1'), 429, 8);
      assert.equal((await from('203.0.113.2')).status, 200);
      assert.equal((await from('2001:db8:1:2::1')).status, 200);
      assert.equal((await from('2001:db8:1:2::2')).status, 200);
      await refused(() => from('2001:db8:1:2:ffff::3'), 429, 8);
      assert.equal((await from('198.51.100.9:50001')).status, 200);
      assert.equal((await from('198.51.100.9:50002')).status, 200);
      await refused(() => from('198.51.100.9:50003'), 429, 8);
    } finally {
      await behindProxy.close();
    }
  });

  it("counts a client by the address Bun's server gives, and says once when a client has none", async () => {
    const events: GatewayLogEntry[] = [];
    const handler = createGateway({
      apiKey: gatewayKey,
      upstream: `${upstream.url}/secured`,
      rateLimiter: new RateLimiterMemory({ points: 1, duration: 60 }),
      log: (entry) => (entry.event === 'request' ? undefined : events.push(entry)),
    });
    const request = () => new Request(`http://gateway.test/v1/companies/${companyId}`);
    const bun = (address: string) => ({ requestIP: () => ({ address, family: 'IPv4', port: 50_000 }) });
    assert.equal((await handler(request(), bun('203.0.113.7'))).status, 200);
    assert.equal((await handler(request(), bun('203.0.113.8'))).status, 200);
    assert.equal((await handler(request(), bun('203.0.113.7'))).status, 429);
    assert.equal(events.length, 0);
    assert.equal((await handler(request())).status, 200);
    assert.equal((await handler(request())).status, 429);
    assert.deepEqual(
      events.map((entry) => entry.event),
      ['unknown-client'],
    );
    assert.match(JSON.stringify(events[0]), /share one rate limit.*clientKey/);
  });

  it('keeps a business-only read to its branches, checked on the answer', async () => {
    const bookings = (await (
      await fetch(`${upstream.url}/v1/abandoned_bookings:list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ companyId: otherCompanyId, businessIds: [otherBusinessId], pagination: { pageSize: 1 }, filter: {} }),
      })
    ).json()) as { bookings?: { id: string }[] };
    const foreign = bookings.bookings?.[0];
    assert.ok(foreign, 'the other company has an abandoned booking');
    const staff = await startGateway(upstream, {
      companies: [companyId],
      businesses: [businessId],
      operations: ['getAbandonedBooking'],
      authorize: () => true,
      log: false,
    });
    try {
      const answer = seenAnswer(await raw(staff.url, { path: `/v1/abandoned_bookings/${foreign.id}` }));
      assert.equal(answer.status, 403);
      assert.equal(statusCode(answer), 7);
      assert.doesNotMatch(answer.text, /@|phone/i);
    } finally {
      await staff.close();
    }
    assert.throws(
      () => createGateway({ apiKey: gatewayKey, companies: [companyId], operations: ['listCompanies'], authorize: () => true }),
      /listCompanies/,
    );
  });
});
