/**
 * A business that outgrows one machine: two instances of the command behind a load balancer (the
 * test takes turns between them), sharing a Redis of the test's own on loopback. The rate limit
 * is shared exactly; with Redis stopped every request is still answered at once and counted per
 * instance; with Redis back the limit is shared again, and nothing counted meanwhile is replayed.
 * The load balancer is 127.0.0.1, a trusted proxy; 127.0.0.2 is a client calling directly.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { gatewayKey, postJson, raw, referenceUpstream, type RawAnswer, type RecordingUpstream } from './harness.js';
import { eventually, freePort, listening, runCommand, startRedis, stopAll, type Command, type RedisServer } from './processes.js';

const limit = 10;
/**
 * The store's command time limit here: above the default 80 ms, so that a machine busy with other
 * tests does not time out a command and count the store down in a test about something else, and
 * well under a second, which the hung store's test still measures.
 */
const storeTimeoutMs = 400;

describe('two instances sharing Redis', () => {
  let upstream: RecordingUpstream;
  let redis: RedisServer;
  let companyPath: string;
  const instances: { command: Command; url: string }[] = [];
  let metricsUrl: string;

  before(async () => {
    upstream = await referenceUpstream();
    const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as { companies: { id: string }[] };
    companyPath = `/v1/companies/${fixtures.companies[0]!.id}`;
    redis = await startRedis();
    const metricsPort = await freePort();
    for (const index of [0, 1]) {
      const command = runCommand({
        BOOKING_API_KEY: gatewayKey,
        BOOKING_UPSTREAM: `${upstream.url}/secured`,
        PORT: '0',
        BOOKING_REDIS_URL: redis.url,
        BOOKING_REDIS_TIMEOUT_MS: String(storeTimeoutMs),
        BOOKING_RATE_LIMIT: String(limit),
        // The load balancer on loopback, and the CDN edges in front of it.
        BOOKING_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8',
        ...(index === 0 ? { BOOKING_METRICS: String(metricsPort) } : {}),
      });
      instances.push({ command, url: (await listening(command)).url });
    }
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    await Promise.all(instances.map(({ command }) => eventually(() => command.output().includes('"store-up"'), 'connected to Redis')));
  });
  after(async () => {
    await stopAll();
    await upstream.close();
  });

  /** `count` requests from `client` (as the load balancer forwards them), taking turns between the instances. */
  async function inTurns(count: number, headers: (index: number) => Record<string, string>, from?: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const { url } = instances[index % 2]!;
      statuses.push((await raw(url, { path: companyPath, headers: headers(index), ...(from ? { from } : {}) })).status);
    }
    return statuses;
  }
  const allowed = (statuses: number[]) => statuses.filter((status) => status === 200).length;
  const forwardedFor = (chain: string) => () => ({ 'x-forwarded-for': chain });

  it("shares one client's limit exactly across both instances", async () => {
    const statuses = await inTurns(limit + 4, forwardedFor('198.51.100.10'));
    assert.deepEqual(statuses, [...Array(limit).fill(200), 429, 429, 429, 429]);
  });

  it('counts customers behind one CDN edge apart, and a client calling directly by its own address whatever it sends', async () => {
    // Behind the CDN edge 10.1.2.3 and the load balancer: "customer, edge".
    assert.equal(allowed(await inTurns(limit, forwardedFor('198.51.100.20, 10.1.2.3'))), limit);
    assert.equal(allowed(await inTurns(limit, forwardedFor('198.51.100.21, 10.1.2.3'))), limit);
    // A customer who writes an address of its own in front is still counted by the edge's entry.
    assert.equal(allowed(await inTurns(2, forwardedFor('203.0.113.99, 198.51.100.20, 10.1.2.3'))), 0);
    // 127.0.0.2 is no trusted proxy: a made-up X-Forwarded-For on every request changes nothing.
    const spoofed = await inTurns(limit + 20, (index) => ({ 'x-forwarded-for': `192.0.2.${index + 1}` }), '127.0.0.2');
    assert.equal(allowed(spoofed), limit);
  });

  it('keeps a read in Redis for both instances', async () => {
    const before = upstream.seen.length;
    for (let index = 0; index < 4; index += 1) {
      const answer = await postJson(
        instances[index % 2]!.url,
        '/v1/online_booking/business/info',
        { zipcode: '40404' },
        {
          'x-forwarded-for': '198.51.100.30',
        },
      );
      assert.equal(answer.status, 200);
    }
    assert.equal(upstream.seen.length - before, 1, 'the first instance asked the upstream; the rest read Redis');
  });

  it('with Redis stopped answers at once, counts per instance, says so once, and /readyz tells', async () => {
    // Only the lines told from now on count: on a busy machine an earlier command may have timed
    // out, and the store been told down and up again, before this outage.
    for (const { url } of instances) await eventually(async () => (await raw(url, { path: '/readyz' })).status === 200, 'the store up');
    const linesBefore = instances.map(({ command }) => command.lines().length);
    await redis.stop();
    const latencies: number[] = [];
    const timed = async (url: string, chain: string): Promise<RawAnswer> => {
      const started = performance.now();
      const answer = await raw(url, { path: companyPath, headers: { 'x-forwarded-for': chain } });
      latencies.push(performance.now() - started);
      return answer;
    };
    const [first, second] = instances;
    const onFirst: number[] = [];
    for (let index = 0; index < limit + 2; index += 1) onFirst.push((await timed(first!.url, '198.51.100.40')).status);
    assert.deepEqual(onFirst, [...Array(limit).fill(200), 429, 429], 'the first instance counts the client alone');
    const onSecond: number[] = [];
    for (let index = 0; index < limit + 2; index += 1) onSecond.push((await timed(second!.url, '198.51.100.40')).status);
    assert.deepEqual(onSecond, [...Array(limit).fill(200), 429, 429], 'and so does the second');
    const slowest = Math.max(...latencies);
    console.log(
      `with Redis down: ${latencies.length} requests, slowest ${slowest.toFixed(1)} ms, median ${latencies.sort((a, b) => a - b)[latencies.length >> 1]!.toFixed(1)} ms`,
    );
    // The measured number is printed; the bound is loose so that a busy machine does not fail it.
    assert.ok(slowest < 1000, `a request took ${slowest} ms`);

    for (const [index, { command, url }] of instances.entries()) {
      const told = () => command.lines().slice(linesBefore[index]);
      await eventually(() => told().some((line) => line['event'] === 'store-down'), 'the store-down line');
      assert.equal(told().filter((line) => line['event'] === 'store-down').length, 1);
      const ready = await raw(url, { path: '/readyz' });
      assert.equal(ready.status, 503);
      assert.deepEqual(ready.json, { ready: false, draining: false, upstream: 'ok', store: 'down' });
    }
    const metrics = await raw(metricsUrl, { path: '/metrics' });
    assert.match(metrics.text, /booking_gateway_store_up 0/);
    assert.match(metrics.text, /booking_gateway_rate_limit_per_instance_total [1-9]/);
  });

  it('with Redis back shares the limit again, and replays nothing counted while it was down', async () => {
    const linesBefore = instances.map(({ command }) => command.lines().length);
    await redis.restart();
    for (const [index, { command, url }] of instances.entries()) {
      await eventually(async () => (await raw(url, { path: '/readyz' })).status === 200, 'ready again', 8000);
      const told = command.lines().slice(linesBefore[index]);
      assert.equal(told.filter((line) => line['event'] === 'store-up').length, 1, 'one line now that it is back');
    }
    const statuses = await inTurns(limit + 2, forwardedFor('198.51.100.50'));
    assert.deepEqual(statuses, [...Array(limit).fill(200), 429, 429]);

    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await client.connect();
      const keys = await client.keys('*');
      assert.ok(
        keys.some((key) => key.endsWith(':198.51.100.50')),
        `the shared count is in Redis: ${keys.join(' ')}`,
      );
      assert.ok(!keys.some((key) => key.includes('198.51.100.40')), `no count of the outage was replayed: ${keys.join(' ')}`);
      assert.ok(!keys.some((key) => key.includes(gatewayKey)), 'the key names no key');
    } finally {
      client.disconnect();
    }
  });

  it('with Redis hung (no answer, connection open) answers within its command time limit, then at once', async () => {
    redis.pause();
    try {
      const latencies: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        const started = performance.now();
        const answer = await raw(instances[index % 2]!.url, { path: companyPath, headers: { 'x-forwarded-for': '198.51.100.60' } });
        latencies.push(performance.now() - started);
        assert.equal(answer.status, 200);
      }
      console.log(
        `with Redis hung: ${latencies.map((ms) => ms.toFixed(1)).join(', ')} ms (the first of each instance waits for the store's ${storeTimeoutMs} ms limit)`,
      );
      assert.ok(Math.max(...latencies) < storeTimeoutMs + 600, `a request took ${Math.max(...latencies)} ms`);
      // The first request of each instance waited for the limit it was given, not the default.
      assert.ok(
        latencies.slice(0, 2).every((ms) => ms >= storeTimeoutMs),
        `the limit was ${storeTimeoutMs} ms: ${latencies.join(', ')}`,
      );
    } finally {
      redis.resume();
    }
    for (const { url } of instances) {
      await eventually(async () => (await raw(url, { path: '/readyz' })).status === 200, 'ready again once Redis answers', 8000);
    }
  });
});
