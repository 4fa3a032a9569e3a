/**
 * What a business operating the gateway relies on, over real HTTP: liveness and readiness that no
 * rate limit touches, a drain that readiness reports, request ids from the caller to the upstream
 * and into every log line, the counters, and a read cache that spares the upstream identical
 * reads without ever keeping a sign link, a staff read or an answer that holds the key.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ReferenceFixtures } from '../../reference/index.js';
import { createGateway } from '../../src/gateway/index.js';
import {
  gatewayKey,
  postJson,
  raw,
  recordingUpstream,
  referenceUpstream,
  startGateway,
  type RawAnswer,
  type RecordingUpstream,
} from './harness.js';

let upstream: RecordingUpstream;
let fixtures: ReferenceFixtures;
let companyId: string;
let businessId: string;

before(async () => {
  upstream = await referenceUpstream();
  fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  companyId = fixtures.companies[0]!.id;
  businessId = fixtures.branches.find((branch) => branch.companyId === companyId && branch.isEnable)!.businessId;
});
after(() => upstream.close());

describe('health and readiness', () => {
  it('answers /healthz and /readyz without counting them, and /readyz 503 once draining', async () => {
    const gateway = await startGateway(upstream, { rateLimit: 1 });
    try {
      for (let index = 0; index < 4; index += 1) {
        assert.equal((await raw(gateway.url, { path: '/healthz' })).status, 200);
        assert.equal((await raw(gateway.url, { path: '/readyz' })).status, 200);
      }
      assert.equal((await raw(gateway.url, { path: '/readyz', method: 'HEAD' })).status, 200);
      assert.equal((await raw(gateway.url, { path: `/v1/companies/${companyId}` })).status, 200, 'the probes used none of the limit');
      assert.equal(gateway.log.length, 1, 'probes are not logged');
      gateway.gateway.drain();
      const draining = await raw(gateway.url, { path: '/readyz' });
      assert.equal(draining.status, 503);
      assert.deepEqual(draining.json, { ready: false, draining: true, upstream: 'ok', store: 'none' });
      assert.equal((await raw(gateway.url, { path: '/healthz' })).status, 200, 'still alive');
    } finally {
      await gateway.close();
    }
  });

  it('is not ready when the upstream refuses the key, fails, or is not the API root', async () => {
    const cases: [string, RegExp][] = [
      [`${upstream.url}/secured`, /refused the key \(HTTP 40[13]\)/],
      [`${upstream.url}/nothing-here`, /answers 404 at the franchise lookup/],
      ['http://127.0.0.1:9', /did not answer/],
    ];
    for (const [root, problem] of cases) {
      const gateway = await startGateway(upstream, { upstream: root, apiKey: 'not-the-gateway-key', timeoutMs: 1000 });
      try {
        const ready = await raw(gateway.url, { path: '/readyz' });
        assert.equal(ready.status, 503, root);
        assert.match((ready.json as { upstream: string }).upstream, problem);
        assert.doesNotMatch(ready.text, /not-the-gateway-key/);
      } finally {
        await gateway.close();
      }
    }
  });
});

describe('request ids', () => {
  it("takes the caller's well-formed id, makes one otherwise, and hands it to the upstream and the log", async () => {
    const scripted = await recordingUpstream((request) => Response.json({ id: 'cmp_1', seen: request.headers.get('x-request-id') }));
    const gateway = await startGateway(scripted, { upstream: scripted.url });
    try {
      const given = await raw(gateway.url, { path: '/v1/companies/cmp_1', headers: { 'x-request-id': 'edge-7f3a.42' } });
      assert.equal(given.headers['x-request-id'], 'edge-7f3a.42');
      assert.equal((given.json as { seen: string }).seen, 'edge-7f3a.42');
      assert.equal(gateway.log.at(-1)?.requestId, 'edge-7f3a.42');
      for (const bad of ['has space', 'x'.repeat(200), 'semi;colon', '']) {
        const made = await raw(gateway.url, { path: '/v1/companies/cmp_2', headers: { 'x-request-id': bad } });
        assert.match(String(made.headers['x-request-id']), /^[0-9a-f-]{36}$/);
        assert.equal(gateway.log.at(-1)?.requestId, made.headers['x-request-id']);
      }
      const refused = await raw(gateway.url, { path: '/nothing' });
      assert.equal(refused.status, 404);
      assert.match(String(refused.headers['x-request-id']), /^[0-9a-f-]{36}$/, 'a refusal has one too');
      const preflight = await raw(gateway.url, {
        method: 'OPTIONS',
        path: '/v1/companies/cmp_1',
        headers: { origin: new URL(gateway.url).origin, 'access-control-request-method': 'GET' },
      });
      assert.match(String(preflight.headers['access-control-expose-headers']), /X-Request-Id/);
    } finally {
      await gateway.close();
      await scripted.close();
    }
  });
});

describe('metrics', () => {
  it('counts requests by operation and outcome, upstream time and the read cache', async () => {
    const gateway = await startGateway(upstream, { cacheSeconds: {} });
    try {
      await raw(gateway.url, { path: `/v1/companies/${companyId}` });
      await raw(gateway.url, { path: `/v1/companies/${companyId}` });
      await raw(gateway.url, { path: '/v1/unknown' });
      const text = gateway.gateway.metrics();
      assert.match(text, /^booking_gateway_requests_total\{operation="getCompany",outcome="ok"\} 2$/m);
      assert.match(text, /^booking_gateway_requests_total\{operation="none",outcome="not_found"\} 1$/m);
      assert.match(text, /^booking_gateway_cache_total\{operation="getCompany",result="miss"\} 1$/m);
      assert.match(text, /^booking_gateway_cache_total\{operation="getCompany",result="hit"\} 1$/m);
      assert.match(text, /^booking_gateway_upstream_seconds_bucket\{operation="getCompany",le="\+Inf"\} 1$/m);
      assert.match(text, /^# TYPE booking_gateway_upstream_seconds histogram$/m);
      assert.match(text, /^booking_gateway_in_flight 0$/m);
      assert.doesNotMatch(text, /store_up/, 'no store, no store gauge');
    } finally {
      await gateway.close();
    }
  });
});

describe('the read cache', () => {
  it('sends five identical company, availability, lookup and review reads upstream once each', async () => {
    const gateway = await startGateway(upstream, { cacheSeconds: {} });
    try {
      const reads = [
        () => raw(gateway.url, { path: `/v1/companies/${companyId}` }),
        () => postJson(gateway.url, '/v1/online_booking/availability', { companyId, businessId }),
        () => postJson(gateway.url, '/v1/online_booking/business/info', { zipcode: fixtures.branches[0]!.zipcodes[0] }),
        () => postJson(gateway.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 5 } }),
      ];
      for (const read of reads) {
        const before = upstream.seen.length;
        const answers: RawAnswer[] = [];
        for (let index = 0; index < 5; index += 1) answers.push(await read());
        assert.ok(
          answers.every((answer) => answer.status === 200 && answer.text === answers[0]!.text),
          answers[0]!.text.slice(0, 200),
        );
        assert.equal(upstream.seen.length - before, 1, upstream.seen.at(-1)?.path);
      }
      assert.deepEqual(
        gateway.log.map((entry) => entry.cache),
        [
          ...['miss', 'hit', 'hit', 'hit', 'hit'],
          ...['miss', 'hit', 'hit', 'hit', 'hit'],
          ...['miss', 'hit', 'hit', 'hit', 'hit'],
          ...['miss', 'hit', 'hit', 'hit', 'hit'],
        ],
      );
      // Another question is another entry.
      const before = upstream.seen.length;
      await postJson(gateway.url, '/v1/reviews:list', { businessId, pagination: { pageSize: 6 } });
      assert.equal(upstream.seen.length - before, 1);
    } finally {
      await gateway.close();
    }
  });

  it('keeps an answer only for its seconds, and none with cacheSeconds false or 0', async () => {
    const scripted = await recordingUpstream(() => Response.json({ id: 'cmp_1' }));
    const short = await startGateway(scripted, { upstream: scripted.url, cacheSeconds: { getCompany: 1 } });
    const off = await startGateway(scripted, { upstream: scripted.url, cacheSeconds: { getCompany: 0 } });
    try {
      await raw(short.url, { path: '/v1/companies/cmp_1' });
      await raw(short.url, { path: '/v1/companies/cmp_1' });
      assert.equal(scripted.seen.length, 1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await raw(short.url, { path: '/v1/companies/cmp_1' });
      assert.equal(scripted.seen.length, 2, 'expired after a second');
      await raw(off.url, { path: '/v1/companies/cmp_1' });
      await raw(off.url, { path: '/v1/companies/cmp_1' });
      assert.equal(scripted.seen.length, 4);
    } finally {
      await short.close();
      await off.close();
      await scripted.close();
    }
  });

  it('never keeps a failure, an answer holding the key, a sign link or a staff read', async () => {
    let next: () => Response = () => Response.json({ code: 13, message: 'down' }, { status: 500 });
    const scripted = await recordingUpstream(() => next());
    const gateway = await startGateway(scripted, {
      upstream: scripted.url,
      cacheSeconds: {},
      operations: ['getCompany', 'getAgreementSignLink', 'getAbandonedBooking'],
      authorize: () => true,
    });
    try {
      const company = () => raw(gateway.url, { path: '/v1/companies/cmp_1' });
      assert.equal((await company()).status, 500);
      next = () => Response.json({ id: 'cmp_1', note: `echo ${btoa(gatewayKey)}` });
      assert.equal((await company()).status, 502);
      next = () => Response.json({ id: 'cmp_1', name: 'Fine' });
      assert.equal((await company()).status, 200);
      assert.equal(scripted.seen.length, 3, 'neither the failure nor the answer with the key was kept');

      next = () => Response.json({ signUrl: 'https://sign.example/1', agreementRecordId: 'rec_1' });
      const signLink = () => raw(gateway.url, { path: '/v1/agreements/agr_1/sign_link?customer_id=cus_1&business_id=biz_1' });
      await signLink();
      await signLink();
      next = () => Response.json({ id: 'ab_1', businessId: 'biz_1' });
      await raw(gateway.url, { path: '/v1/abandoned_bookings/ab_1' });
      await raw(gateway.url, { path: '/v1/abandoned_bookings/ab_1' });
      assert.equal(scripted.seen.length, 7, 'every sign link and staff read went upstream');
      assert.deepEqual(
        gateway.log.slice(3).map((entry) => entry.cache),
        ['bypass', 'bypass', 'bypass', 'bypass'],
      );
    } finally {
      await gateway.close();
      await scripted.close();
    }
  });

  it('refuses cacheSeconds for an operation it never keeps, or out of range', () => {
    assert.throws(() => createGateway({ apiKey: gatewayKey, cacheSeconds: { getAgreementSignLink: 5 } as never }), /never keeps/);
    assert.throws(() => createGateway({ apiKey: gatewayKey, cacheSeconds: { getCompany: 99_999 } }), /from 0 to 3600/);
    assert.throws(() => createGateway({ apiKey: gatewayKey, rateLimit: 10, rateLimiter: { consume: async () => undefined } }), /not both/);
  });
});
