// `npm run bench:gateway`: what the gateway costs. The reference API and the gateway run in two
// processes of their own on loopback; autocannon sends the same fixed number of requests with
// 50 connections to the API directly (with the key) and through the gateway, in the same run,
// and prints requests per second, p50 and p99 latency, the ratio of the two, and the gateway's
// memory before and after (after a full collection). Bounded: a fixed count of requests, loopback
// only, then it stops. BENCH_REQUESTS and BENCH_CONNECTIONS change the counts.
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundleForNode, cacheDir as projectCache } from '../tools/node-bundle.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const cacheDir = `${projectCache}/bench`;
mkdirSync(cacheDir, { recursive: true });

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const amount = Number(process.env.BENCH_REQUESTS ?? 6000);
const warmup = 1000;
const apiKey = 'demo-gateway-key';

// The two servers, bundled from TypeScript and started as children.
await bundleForNode({
  stdin: {
    contents: `
      import { serve } from '@hono/node-server';
      import { createReferenceApi } from './reference/index.ts';
      import { createGateway } from './src/gateway/index.ts';
      import { RateLimiterMemory } from 'rate-limiter-flexible';
      const role = process.argv[2];
      const handler = role === 'upstream'
        ? createReferenceApi()
        : createGateway({
            apiKey: ${JSON.stringify(apiKey)},
            upstream: process.argv[3],
            log: false,
            // The load comes from one address: count it, but do not refuse it.
            rateLimiter: new RateLimiterMemory({ points: 1e9, duration: 60 }),
          });
      const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }, (info) => process.send({ port: info.port }));
      process.on('message', (message) => {
        if (message === 'memory') {
          globalThis.gc();
          process.send({ memory: process.memoryUsage() });
        }
        if (message === 'stop') server.close(() => process.exit(0));
      });
    `,
    resolveDir: '.',
    loader: 'ts',
  },
  outfile: `${cacheDir}/server.mjs`,
});

function start(...args) {
  const child = fork(`${cacheDir}/server.mjs`, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // Memory is read after a full collection, so that it shows what is kept, not what is garbage.
    execArgv: ['--expose-gc', ...(process.env.BENCH_PROFILE === args[0] ? ['--cpu-prof', `--cpu-prof-dir=${cacheDir}`] : [])],
  });
  const next = (key) => new Promise((resolve) => child.once('message', (message) => resolve(message[key])));
  const memory = () => {
    child.send('memory');
    return next('memory');
  };
  return { child, ready: next('port'), memory };
}

const upstream = start('upstream');
const upstreamUrl = `http://127.0.0.1:${await upstream.ready}`;
// A scope of the reference API, so that a run can give the service a time of its own to answer.
const apiRoot = `${upstreamUrl}/_ref/bench/secured`;
const gateway = start('gateway', apiRoot);
const gatewayUrl = `http://127.0.0.1:${await gateway.ready}`;

const fixtures = await (await fetch(`${upstreamUrl}/_ref/_fixtures`)).json();
const companyId = fixtures.companies[0].id;
const authorization = `Basic ${Buffer.from(apiKey).toString('base64')}`;

/**
 * The requests of a run: `same` sends one identical read (the gateway may share reads in flight);
 * `distinct` gives every request its own ZIP code, so that none is shared and the overhead shows.
 */
function scenario(kind, base, withKey) {
  let counter = 0;
  const headers = { 'content-type': 'application/json', ...(withKey ? { authorization } : {}) };
  if (kind === 'same') return { url: `${base}/v1/companies/${companyId}`, headers };
  const { origin, pathname } = new URL(base);
  return {
    url: origin,
    headers,
    requests: [
      {
        method: 'POST',
        path: `${pathname.replace(/\/$/, '')}/v1/online_booking/business/info`,
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ zipcode: String(10000 + (counter++ % 89999)) }) }),
      },
    ],
  };
}

async function load(options, count) {
  const started = performance.now();
  const result = await autocannon({ ...options, connections, amount: count, timeout: 10 });
  const seconds = (performance.now() - started) / 1000;
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} of ${count} requests failed (${result.non2xx} not 2xx) at ${options.url}`);
  // autocannon's own req/s is an average over whole seconds: too coarse for a run of seconds.
  return { rps: count / seconds, p50: result.latency.p50, p99: result.latency.p99 };
}

const format = (number, digits = 1) => number.toFixed(digits).padStart(9);
const memoryBefore = await gateway.memory();
async function serviceTime(latencyMs) {
  await fetch(`${upstreamUrl}/_ref/bench/_plan`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs }),
  });
}

const rows = [];
// With no service time the run is bound by the CPU of two cores shared by the load, the API and the
// gateway: it shows what the gateway costs per request. With 100 ms, about what the production API
// takes over the internet, it shows what a customer waits for the gateway.
for (const [kind, latencyMs] of [
  ['distinct', 0],
  ['same', 0],
  ['distinct', 100],
]) {
  await serviceTime(latencyMs);
  await load(scenario(kind, apiRoot, true), warmup);
  await load(scenario(kind, gatewayUrl, false), warmup);
  const direct = await load(scenario(kind, apiRoot, true), amount);
  const through = await load(scenario(kind, gatewayUrl, false), amount);
  rows.push({ kind, latencyMs, direct, through });
}
const memoryAfter = await gateway.memory();
for (const child of [gateway.child, upstream.child]) child.send('stop');

console.log(`\n${amount} requests per measure, ${connections} connections, after ${warmup} to warm up; one run each\n`);
console.log(`${'requests'.padEnd(40)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`);
for (const { kind, latencyMs, direct, through } of rows) {
  const label = `${kind === 'distinct' ? 'each its own lookup' : 'one identical read'}${latencyMs ? `, service ${latencyMs} ms` : ''}`;
  console.log(`${`${label}, direct`.padEnd(40)}${format(direct.rps, 0)}${format(direct.p50)}${format(direct.p99)}`);
  console.log(`${`${label}, gateway`.padEnd(40)}${format(through.rps, 0)}${format(through.p50)}${format(through.p99)}`);
  console.log(
    `${'  ratio gateway / direct'.padEnd(40)}${format(direct.rps / through.rps, 2)}${format(through.p50 / Math.max(direct.p50, 0.5), 2)}${format(through.p99 / Math.max(direct.p99, 0.5), 2)}`,
  );
}
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
console.log(
  `\ngateway memory: rss ${mb(memoryBefore.rss)} -> ${mb(memoryAfter.rss)}, heap used ${mb(memoryBefore.heapUsed)} -> ${mb(memoryAfter.heapUsed)}`,
);
console.log('(req/s ratio: direct over gateway; latency ratios: gateway over direct, p50 floored at 0.5 ms)');
