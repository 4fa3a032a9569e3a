/**
 * The `booking-elements-gateway` command as a business runs it: configured by env (and refusing
 * what it cannot read), saying where it listens and what it calls, writing JSON lines only, still
 * up after clients and the upstream misbehave, serving health, readiness and metrics, and
 * draining on SIGTERM, whether `node` or npm started it.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { gatewayKey, hangUpMidBody, postJson, raw, referenceUpstream, type RecordingUpstream } from './harness.js';
import { adopt, alive, eventually, freePort, listening, runCommand, stopAll, type Command } from './processes.js';

const companyPath = (id: string) => `/v1/companies/${id}`;
/** A franchise lookup of its own: never shared with another request, never answered from the cache. */
const lookup = (url: string, zipcode: string) => postJson(url, '/v1/online_booking/business/info', { zipcode });

/** Every line the command wrote is one JSON object. */
function assertJsonLines(command: Command): void {
  const lines = command
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
  assert.ok(lines.length > 0);
  for (const line of lines) assert.doesNotThrow(() => JSON.parse(line), `not JSON: ${line.slice(0, 200)}`);
}

describe('booking-elements-gateway', () => {
  let upstream: RecordingUpstream;
  let resetting: Server;
  let resettingUrl: string;
  let companyId: string;

  before(async () => {
    upstream = await referenceUpstream();
    resetting = createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
    resettingUrl = `http://127.0.0.1:${(resetting.address() as AddressInfo).port}`;
    const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as { companies: { id: string }[] };
    companyId = fixtures.companies[0]!.id;
  });
  after(async () => {
    await stopAll();
    await upstream.close();
    resetting.close();
  });

  /** Serves in front of the reference API, whose scope `scope` can be told to answer slowly. */
  const serving = (env: Record<string, string> = {}, scope = 'command', options: { viaNpm?: boolean } = {}) =>
    runCommand({ BOOKING_API_KEY: gatewayKey, BOOKING_UPSTREAM: `${upstream.url}/_ref/${scope}/secured`, PORT: '0', ...env }, options);

  const slowUpstream = (scope: string, latencyMs: number) =>
    fetch(`${upstream.url}/_ref/${scope}/_plan`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs }),
    });

  it('refuses to start without a key, saying which variable is missing', async () => {
    const command = runCommand({ PORT: '0' });
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 1);
    assert.match(command.output(), /BOOKING_API_KEY is required/);
    assert.doesNotMatch(command.output(), /\n\s+at /, 'no stack trace');
    assert.equal(command.lines()[0]!['event'], 'not-started');
  });

  it('refuses an unknown BOOKING_ name and every malformed value, naming each, and never a secret', async () => {
    const command = runCommand({
      BOOKING_API_KEY: gatewayKey,
      PORT: '0',
      BOOKING_RATE_LIMTI: '5',
      BOOKING_RATE_LIMIT: 'ten',
      BOOKING_CLIENT_IP_HEADER: 'x forwarded for',
      BOOKING_TRUSTED_PROXIES: '10.0.0.0/33',
      BOOKING_REDIS_URL: 'http://user:hunter2-not-shown@redis.internal',
      BOOKING_DRAIN_SECONDS: 'soon',
    });
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 1);
    const output = command.output();
    assert.match(output, /BOOKING_RATE_LIMTI is not a variable the gateway reads/);
    assert.match(output, /BOOKING_RATE_LIMIT must be a number of requests per client per minute/);
    assert.match(output, /BOOKING_CLIENT_IP_HEADER must be a header name/);
    assert.match(output, /BOOKING_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    assert.match(output, /BOOKING_DRAIN_SECONDS must be a whole number of seconds/);
    assert.doesNotMatch(output, /hunter2|demo-gateway-key/);
    assertJsonLines(command);

    const header = runCommand({ BOOKING_API_KEY: gatewayKey, PORT: '0', BOOKING_CLIENT_IP_HEADER: 'x-forwarded-for' });
    assert.equal((await once(header.child, 'exit'))[0], 1);
    assert.match(header.output(), /BOOKING_CLIENT_IP_HEADER is believed only from trusted proxies.*BOOKING_TRUSTED_PROXIES/);
    const ranges = runCommand({ BOOKING_API_KEY: gatewayKey, PORT: '0', BOOKING_TRUSTED_PROXIES: '10.0.0.0/8, 0.0.0.0/0' });
    assert.equal((await once(ranges.child, 'exit'))[0], 1);
    assert.match(ranges.output(), /BOOKING_TRUSTED_PROXIES: 0\.0\.0\.0\/0 trusts every address/);
  });

  it('says where it listens and what it calls, survives aborted clients, and writes JSON lines only', async () => {
    const command = serving();
    const { url, upstream: called } = await listening(command);
    assert.equal(called, `${upstream.url}/_ref/command/secured`);
    assert.match(
      String(command.lines()[0]!['message']),
      /listening on http:\/\/127\.0\.0\.1:\d+, forwarding to http:.*every company the key reaches/,
    );
    assert.equal((await raw(url, { path: companyPath(companyId) })).status, 200);

    for (let index = 0; index < 25; index += 1) await hangUpMidBody(url, { reset: true });
    const { hostname, port } = new URL(url);
    const garbage = connect(Number(port), hostname, () => garbage.end('NOT HTTP AT ALL\r\n\r\n'));
    garbage.on('error', () => undefined);
    garbage.resume();
    await once(garbage, 'close');

    const answer = await raw(url, { path: companyPath(companyId), headers: { 'x-request-id': 'probe-42' } });
    assert.equal(answer.status, 200, 'still serving');
    assert.equal(answer.headers['x-request-id'], 'probe-42');
    assert.equal(command.child.exitCode, null);
    assert.doesNotMatch(command.output(), new RegExp(`${gatewayKey}|${btoa(gatewayKey)}`));
    const requests = command.lines().filter((line) => line['event'] === 'request');
    assert.ok(requests.length >= 2);
    assert.ok(requests.some((line) => line['requestId'] === 'probe-42'));
    assert.ok(!command.lines().some((line) => line['event'] === 'unknown-client'), 'clients that hung up are no configuration problem');
    assertJsonLines(command);

    command.child.kill('SIGTERM');
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 0);
  });

  it('stays up when the upstream resets every connection', async () => {
    const command = runCommand({ BOOKING_API_KEY: gatewayKey, BOOKING_UPSTREAM: resettingUrl, PORT: '0' });
    const { url } = await listening(command);
    for (let index = 0; index < 10; index += 1) {
      const answer = await raw(url, { path: '/v1/companies/cmp_1' });
      assert.equal(answer.status, 502);
      assert.equal((answer.json as { code: number }).code, 14);
    }
    assert.equal(command.child.exitCode, null);
    command.child.kill('SIGTERM');
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 0);
  });

  it('answers /healthz and /readyz, never rate limited, and serves /metrics on its own port only', async () => {
    const metricsPort = await freePort();
    const command = serving({ BOOKING_RATE_LIMIT: '2', BOOKING_METRICS: String(metricsPort) });
    const { url } = await listening(command);
    for (let index = 0; index < 5; index += 1) {
      assert.equal((await raw(url, { path: '/healthz' })).status, 200);
      const ready = await raw(url, { path: '/readyz' });
      assert.equal(ready.status, 200, ready.text);
      assert.deepEqual(ready.json, { ready: true, draining: false, upstream: 'ok', store: 'none' });
    }
    assert.equal((await raw(url, { path: companyPath(companyId) })).status, 200, 'the probes used none of the limit');
    assert.equal((await raw(url, { path: '/metrics' })).status, 404, 'not on the public port');
    const metrics = await raw(`http://127.0.0.1:${metricsPort}`, { path: '/metrics' });
    assert.equal(metrics.status, 200);
    assert.match(String(metrics.headers['content-type']), /^text\/plain; version=0\.0\.4/);
    assert.match(metrics.text, /booking_gateway_requests_total\{operation="getCompany",outcome="ok"\} 1/);
    assert.match(metrics.text, /booking_gateway_upstream_seconds_count\{operation="getCompany"\} 1/);
    assert.match(metrics.text, /booking_gateway_cache_total\{operation="getCompany",result="miss"\} 1/);
    assert.match(metrics.text, /booking_gateway_draining 0/);
    command.child.kill('SIGTERM');
    await once(command.child, 'exit');
  });

  it('drains on SIGTERM: every request in flight is answered, then it exits', async () => {
    await slowUpstream('drain', 800);
    const command = serving({}, 'drain');
    const { url } = await listening(command);
    const inFlight = Array.from({ length: 5 }, (_, index) => lookup(url, `2010${index}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    command.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200, 200],
    );
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 0);
    const draining = command.lines().find((line) => line['event'] === 'draining');
    assert.equal(draining?.['inFlight'], 5);
    assert.equal(command.lines().at(-1)?.['event'], 'stopped');
    await slowUpstream('drain', 0);
  });

  it('started by npm (as npx starts it), drains and leaves no orphan when npm is stopped', async () => {
    await slowUpstream('npx', 800);
    const command = serving({}, 'npx', { viaNpm: true });
    const { url, pid } = await listening(command);
    adopt(pid);
    assert.notEqual(pid, command.child.pid, 'npm runs the gateway as a process of its own');
    const inFlight = Array.from({ length: 3 }, (_, index) => lookup(url, `3010${index}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    command.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200],
    );
    await eventually(() => !alive(pid), 'the gateway is gone', 5000);
    assert.match(command.output(), /"event":"draining"/);
    await slowUpstream('npx', 0);
  });
});
