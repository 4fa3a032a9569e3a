/**
 * The gateway on Cloudflare's runtime: the worker of test/gateway/workerd/worker.ts bundled for the
 * edge as wrangler bundles it (esbuild, the workerd and worker conditions, nothing of Node's), run
 * by `workerd` from npm with the rate-limiting binding, in front of the reference API on loopback.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from 'esbuild';
import type { ReferenceFixtures } from '../../reference/index.js';
import { gatewayKey, postJson, raw, referenceUpstream, type RecordingUpstream } from './harness.js';
import { eventually, freePort, runProcess, stopAll } from './processes.js';

const dir = resolve('node_modules/.cache/booking-elements/workerd');
const limit = 3;

describe('on workerd, with the rate-limiting binding', () => {
  let upstream: RecordingUpstream;
  let fixtures: ReferenceFixtures;
  let url: string;

  before(async () => {
    upstream = await referenceUpstream();
    fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    await build({
      entryPoints: ['test/gateway/workerd/worker.ts'],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      conditions: ['workerd', 'worker', 'browser'],
      mainFields: ['module', 'main'],
      minify: true,
      outfile: `${dir}/worker.js`,
      logLevel: 'warning',
    });
    writeFileSync(`${dir}/rate-limit-binding.js`, readFileSync('test/gateway/workerd/rate-limit-binding.js'));
    const port = await freePort();
    writeFileSync(
      `${dir}/config.capnp`,
      `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .gateway),
    # The worker's fetch goes here: loopback allowed, to reach the reference API.
    (name = "internet", network = (allow = ["local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
  extensions = [(modules = [(name = "booking-test:rate-limit", esModule = embed "rate-limit-binding.js", internal = true)])],
);

const gateway :Workerd.Worker = (
  modules = [(name = "worker", esModule = embed "worker.js")],
  compatibilityDate = "2025-09-01",
  bindings = [
    (name = "BOOKING_API_KEY", text = "${gatewayKey}"),
    (name = "BOOKING_UPSTREAM", text = "${upstream.url}/secured"),
    (name = "LIMITER", wrapped = (moduleName = "booking-test:rate-limit",
      innerBindings = [(name = "limit", json = "${limit}"), (name = "period", json = "60")])),
  ],
);
`,
    );
    const workerd = runProcess(resolve('node_modules/.bin/workerd'), ['serve', `${dir}/config.capnp`, '--verbose']);
    url = `http://127.0.0.1:${port}`;
    await eventually(async () => {
      if (workerd.child.exitCode !== null) throw new Error(`workerd stopped: ${workerd.output()}`);
      return (await raw(url, { path: '/healthz' }).catch(() => undefined))?.status === 200;
    }, 'workerd serves the gateway');
  });
  after(async () => {
    await stopAll();
    await upstream.close();
  });

  it('finds a branch by ZIP code through the gateway, the key added upstream', async () => {
    const branch = fixtures.branches.find((candidate) => candidate.isEnable)!;
    const before = upstream.seen.length;
    const answer = await postJson(
      url,
      '/v1/online_booking/business/info',
      { zipcode: branch.zipcodes[0] },
      { 'cf-connecting-ip': '198.51.100.1' },
    );
    assert.equal(answer.status, 200, answer.text);
    assert.equal((answer.json as { businessId: string }).businessId, branch.businessId);
    assert.match(String(answer.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    assert.equal(upstream.seen.at(before)?.authorization, `Basic ${btoa(gatewayKey)}`);
  });

  it('limits each client through the binding, telling the refused when to come back', async () => {
    const ask = (client: string) => postJson(url, '/v1/online_booking/business/info', { zipcode: '99999' }, { 'cf-connecting-ip': client });
    const statuses: number[] = [];
    for (let index = 0; index < limit + 1; index += 1) statuses.push((await ask('198.51.100.2')).status);
    assert.deepEqual(statuses, [...Array(limit).fill(200), 429]);
    const refused = await ask('198.51.100.2');
    assert.equal(refused.headers['retry-after'], '60');
    assert.equal((refused.json as { code: number }).code, 8);
    assert.equal((await ask('198.51.100.3')).status, 200, 'another client has its own count');
  });
});
