// `npm run bench:gateway`: what the gateway costs. The reference API and the gateway run in
// processes of their own on loopback; autocannon sends a fixed number of requests with 50
// connections to the API directly (with the key) and through the gateway, in turns, in the same
// run, and prints for each: requests per second, p50 and p99 latency, their ratio to direct, and
// the gateway's own CPU time per request (read from its process, so the load tool's and the API's
// share of the two cores does not blur it).
//
//   npm run bench:gateway                          this tree's gateway beside the API
//   npm run bench:gateway -- --before <revision>   also the gateway of a git revision, in the same
//                                                  run, on the same machine (`git archive`, no checkout)
//
// Requests per second are counted from autocannon's own responses over the time they took, and
// latencies are each response's own time (autocannon's summary rounds both to its 1-second tick
// and whole milliseconds). Bounded: fixed counts, loopback only, then it stops.
//   BENCH_REQUESTS (6000), BENCH_CONNECTIONS (50), BENCH_ROUNDS (3: the median of the rounds is
//   printed), BENCH_ONLY (distinct, same, slow, week or week-gzip: one scenario), BENCH_PROFILE (now, before or
//   upstream: a CPU profile of that process, summarized at the end by where the time went).
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundleForNode, cacheDir as projectCache } from '../tools/node-bundle.mjs';
import { beforeRevisionArgument, sourcesOf } from './revision.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const cacheDir = `${projectCache}/bench`;
mkdirSync(cacheDir, { recursive: true });

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const amount = Number(process.env.BENCH_REQUESTS ?? 6000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const only = process.env.BENCH_ONLY;
const profiled = process.env.BENCH_PROFILE;
const warmup = 1000;
const apiKey = 'demo-gateway-key';
const beforeRevision = beforeRevisionArgument();

/** The reference API, served as the tests serve it. */
const upstreamServer = `
  import { serve } from '@hono/node-server';
  import { createReferenceApi } from './reference/index.ts';
  serve({ fetch: createReferenceApi(), port: 0, hostname: '127.0.0.1' }, (info) => process.send({ port: info.port }));
  process.on('message', (message) => {
    if (message === 'stop') process.exit(0);
  });
`;

/**
 * A tree's gateway as the command serves it (`serveGateway` in `nodeServer`, the path of its
 * node-server.ts), with a rate limit the load from one address never meets and no log lines (the
 * load would make the console the cost).
 */
const gatewayServer = (nodeServer) => `
  import { serveGateway } from './${nodeServer}';
  const served = await serveGateway({
    gateway: { apiKey: ${JSON.stringify(apiKey)}, upstream: process.argv[2], log: false, rateLimit: 1_000_000 },
    host: '127.0.0.1',
    port: 0,
    log: () => undefined,
  });
  process.send({ port: new URL(served.url).port });
  process.on('message', async (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
    if (message === 'stop') process.exit((await served.drain(5, 'stop')) ? 0 : 1);
  });
`;

/**
 * A gateway of a revision without serveGateway, as its command served it: createGateway through
 * @hono/node-server, with the same limit and no log.
 */
const olderGatewayServer = `
  import { serve } from '@hono/node-server';
  import { createGateway } from './src/gateway/index.ts';
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  const handler = createGateway({
    apiKey: ${JSON.stringify(apiKey)},
    upstream: process.argv[2],
    log: false,
    rateLimiter: new RateLimiterMemory({ points: 1e9, duration: 60 }),
  });
  const server = serve({ fetch: handler, port: 0, hostname: '127.0.0.1' }, (info) => process.send({ port: info.port }));
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
    if (message === 'stop') server.close(() => process.exit(0));
  });
`;

function bundleServer(contents, root, outfile) {
  return bundleForNode({ stdin: { contents, resolveDir: root, loader: 'ts' }, outfile });
}

for (const file of readdirSync(cacheDir)) if (file.endsWith('.cpuprofile')) rmSync(`${cacheDir}/${file}`);
await bundleServer(upstreamServer, '.', `${cacheDir}/upstream.mjs`);
/** Where a tree keeps the command's server: its folder since issue 38, the gateway's root before. */
const nodeServerPaths = ['src/gateway/command/node-server.ts', 'src/gateway/node-server.ts'];
/** A tree's gateway as its command serves it. */
function serverOf(root) {
  const nodeServer = nodeServerPaths.find((path) => existsSync(`${root}/${path}`));
  return nodeServer ? gatewayServer(nodeServer) : olderGatewayServer;
}
await bundleServer(serverOf('.'), '.', `${cacheDir}/gateway.mjs`);
const before = beforeRevision ? sourcesOf(beforeRevision, cacheDir) : undefined;
if (before) await bundleServer(serverOf(before.root), before.root, `${before.root}/gateway.mjs`);

function start(label, script, ...args) {
  const child = fork(script, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: profiled === label ? ['--cpu-prof', `--cpu-prof-dir=${cacheDir}`] : [],
  });
  const next = (key) => new Promise((resolve) => child.once('message', (message) => resolve(message[key])));
  const cpu = () => {
    child.send('cpu');
    return next('cpu');
  };
  return { label, child, ready: next('port'), cpu };
}

const upstream = start('upstream', `${cacheDir}/upstream.mjs`);
const upstreamUrl = `http://127.0.0.1:${await upstream.ready}`;
// A scope of the reference API, so that a run can give the service a time of its own to answer.
const apiRoot = `${upstreamUrl}/_ref/bench/secured`;
const gateways = [start('now', `${cacheDir}/gateway.mjs`, apiRoot)];
if (before) gateways.unshift(start('before', `${before.root}/gateway.mjs`, apiRoot));
const targets = [{ label: 'direct', url: apiRoot, withKey: true }];
for (const gateway of gateways) targets.push({ label: gateway.label, url: `http://127.0.0.1:${await gateway.ready}`, gateway });

const fixtures = await (await fetch(`${upstreamUrl}/_ref/_fixtures`)).json();
const companyId = fixtures.companies[0].id;
const authorization = `Basic ${Buffer.from(apiKey).toString('base64')}`;

// A week of an enabled branch's availability from its first free day: about 16 kB of JSON, which
// the gateway gzips for a client that accepts it (the `week` scenarios show what that costs).
const weekBranch = fixtures.branches.find((branch) => branch.companyId === companyId && branch.isEnable);
const { availableDates } = await (
  await fetch(`${apiRoot}/v1/online_booking/availability`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ companyId, businessId: weekBranch.businessId }),
  })
).json();
const weekEnd = new Date(Date.parse(`${availableDates[0]}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
const weekBody = JSON.stringify({
  companyId,
  businessId: weekBranch.businessId,
  filter: { startDate: availableDates[0], endDate: weekEnd },
});

/** Each target's next ZIP code: no lookup is ever sent twice to one target, so none is shared or cached. */
const zipCounters = new Map();

/**
 * The requests of a run: `same` sends one identical read (the gateway may share it or serve it
 * from its cache); `distinct` gives every request its own ZIP code, so that the overhead shows.
 */
function scenario(kind, target) {
  const headers = { 'content-type': 'application/json', ...(target.withKey ? { authorization } : {}) };
  if (kind === 'same') return { url: `${target.url}/v1/companies/${companyId}`, headers };
  if (kind === 'week' || kind === 'week-gzip') {
    const encoding = kind === 'week-gzip' ? { 'accept-encoding': 'gzip' } : {};
    return { url: `${target.url}/v1/online_booking/availability`, method: 'POST', headers: { ...headers, ...encoding }, body: weekBody };
  }
  const { origin, pathname } = new URL(target.url);
  return {
    url: origin,
    headers,
    requests: [
      {
        method: 'POST',
        path: `${pathname.replace(/\/$/, '')}/v1/online_booking/business/info`,
        setupRequest: (request) => {
          const next = zipCounters.get(target.label) ?? 10000;
          zipCounters.set(target.label, next + 1);
          return { ...request, body: JSON.stringify({ zipcode: String(next) }) };
        },
      },
    ],
  };
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

async function load(options, count, gateway) {
  const latencies = [];
  let last = 0;
  const cpuBefore = await gateway?.cpu();
  const started = performance.now();
  const instance = autocannon({ ...options, connections, amount: count, timeout: 10, sampleInt: 50 });
  instance.on('response', (_client, _status, _bytes, responseTime) => {
    latencies.push(responseTime);
    last = performance.now();
  });
  const result = await instance;
  const cpuAfter = await gateway?.cpu();
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} of ${count} requests failed (${result.non2xx} not 2xx) at ${options.url}`);
  latencies.sort((a, b) => a - b);
  const cpuMs = cpuAfter ? (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000 : undefined;
  return {
    rps: latencies.length / ((last - started) / 1000),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuUsPerRequest: cpuMs === undefined ? undefined : (cpuMs * 1000) / latencies.length,
  };
}

async function serviceTime(latencyMs) {
  await fetch(`${upstreamUrl}/_ref/bench/_plan`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ latencyMs }),
  });
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length === 0 ? undefined : sorted[Math.floor((sorted.length - 1) / 2)];
};

// With no service time the run is bound by the CPU of two cores shared by the load, the API and the
// gateway: it shows what the gateway costs per request. With 100 ms, about what the production API
// takes over the internet, it shows what a customer waits for the gateway.
const scenarios = [
  { name: 'distinct', kind: 'distinct', latencyMs: 0, count: amount, label: 'each its own lookup' },
  { name: 'same', kind: 'same', latencyMs: 0, count: amount, label: 'one identical read' },
  { name: 'slow', kind: 'distinct', latencyMs: 100, count: Math.ceil(amount / 3), label: 'each its own lookup, service 100 ms' },
  { name: 'week', kind: 'week', latencyMs: 0, count: Math.ceil(amount / 3), label: 'a week of availability' },
  { name: 'week-gzip', kind: 'week-gzip', latencyMs: 0, count: Math.ceil(amount / 3), label: 'the same week, gzip accepted' },
].filter((candidate) => !only || candidate.name === only);

const rows = [];
for (const { kind, latencyMs, count, label } of scenarios) {
  await serviceTime(latencyMs);
  for (const target of targets) await load(scenario(kind, target), warmup, target.gateway);
  const measured = new Map(targets.map((target) => [target.label, []]));
  // Rounds take turns, so that a slower minute of the machine falls on every target alike.
  for (let round = 0; round < rounds; round += 1) {
    for (const target of targets) measured.get(target.label).push(await load(scenario(kind, target), count, target.gateway));
  }
  const summary = new Map(
    [...measured].map(([target, runs]) => [
      target,
      Object.fromEntries(['rps', 'p50', 'p99', 'cpuUsPerRequest'].map((key) => [key, median(runs.map((run) => run[key]))])),
    ]),
  );
  rows.push({ label, count, summary });
}
for (const target of targets) target.gateway?.child.send('stop');
upstream.child.send('stop');

const cell = (value, digits = 1, width = 10) => (value === undefined ? '-' : value.toFixed(digits)).padStart(width);
console.log(
  `\n${connections} connections, ${rounds} round(s) per measure taken in turns (medians shown), after ${warmup} requests to warm up.` +
    `\n"now": this tree; ${before ? `"before": ${beforeRevision} (${before.commit.slice(0, 12)})` : 'add --before <revision> to measure another'}.\n`,
);
console.log(
  `${'requests'.padEnd(44)}${'req/s'.padStart(10)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}` +
    `${'x direct'.padStart(10)}${'p50 +ms'.padStart(10)}${'CPU µs/req'.padStart(12)}`,
);
for (const { label, count, summary } of rows) {
  const direct = summary.get('direct');
  console.log(`${label}, ${count} requests`);
  for (const [target, result] of summary) {
    const versus = target === 'direct' ? {} : { ratio: result.rps / direct.rps, overhead: result.p50 - direct.p50 };
    console.log(
      `  ${target.padEnd(42)}${cell(result.rps, 0)}${cell(result.p50, 2)}${cell(result.p99, 2)}` +
        `${cell(versus.ratio, 2)}${cell(versus.overhead, 2)}${cell(result.cpuUsPerRequest, 0, 12)}`,
    );
  }
}
console.log(
  '\nx direct: req/s through the gateway over req/s direct; p50 +ms: the p50 added by the gateway;' +
    "\nCPU µs/req: the gateway process's CPU time (user + system) per request answered.",
);

if (profiled) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const file = readdirSync(cacheDir).find((name) => name.endsWith('.cpuprofile'));
  if (file) summarizeProfile(JSON.parse(readFileSync(`${cacheDir}/${file}`, 'utf8')), `${cacheDir}/${file}`);
}

/** Where the profiled process spent its busy time, by package (or part of Node) and by function. */
function summarizeProfile(profile, path) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map();
  profile.samples.forEach((id, index) => {
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const placeOf = ({ url, functionName }) => {
    if (['(idle)', '(program)', '(garbage collector)'].includes(functionName)) return functionName;
    if (!url) return '(native)';
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (pkg && !url.includes('.cache/')) return pkg[1];
    if (url.startsWith('node:internal/deps/undici')) return 'undici (fetch)';
    if (url.startsWith('node:')) return url.replace('node:internal/', 'node:').split('/').slice(0, 2).join('/');
    return '(the bundled server: src/ and demo/)';
  };
  const byPlace = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [id, micros] of selfTime) {
    const { callFrame } = nodes.get(id);
    const place = placeOf(callFrame);
    if (place === '(idle)') continue;
    busy += micros;
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
    const name = `${callFrame.functionName || '(anonymous)'}  ${place}:${callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  const share = (micros) => `${((micros / busy) * 100).toFixed(1).padStart(6)}%`;
  console.log(`\nCPU profile of "${profiled}" (${path}): ${(busy / 1000).toFixed(0)} ms busy`);
  for (const [place, micros] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${share(micros)}  ${place}`);
  console.log('busiest functions:');
  for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${share(micros)}  ${name}`);
}
