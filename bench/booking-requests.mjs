// `npm run bench:booking-requests`: what booking requests cost. The reference API and the gateway
// run in processes of their own on loopback; this process plays the business's webhook receiver.
// For the embedded database (PGlite in a temporary folder) and for PostgreSQL 15 (a cluster of its
// own on a free loopback port), it prints:
//   - requests accepted per second (autocannon, a fixed count, each with its own Idempotency-Key);
//   - one at a time, the p50 of POST /booking-requests beside the p50 of the availability call it
//     makes (the same request through the gateway's /v1, its read cache off): what storing adds;
//   - a backlog: N requests taken while the receiver is down, then the time to deliver them all once
//     it is back (the gateway's clock is moved past the retry's wait, so the drain itself is timed).
// Bounded: fixed counts, loopback only, then it stops.
//   BENCH_REQUESTS (2000), BENCH_CONNECTIONS (20), BENCH_BACKLOG (2000), BENCH_DATABASES (embedded,postgres)
import { execFileSync, fork } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { bundleForNode, cacheDir as projectCache } from '../tools/node-bundle.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const cacheDir = `${projectCache}/bench-requests`;
mkdirSync(cacheDir, { recursive: true });
const amount = Number(process.env.BENCH_REQUESTS ?? 2000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const backlog = Number(process.env.BENCH_BACKLOG ?? 2000);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
const apiKey = 'demo-gateway-key';
const secret = `whsec_${Buffer.from('a bench secret of the webhook, 32b').toString('base64')}`;

const upstreamServer = `
  import { serve } from '@hono/node-server';
  import { createReferenceApi } from './reference/index.ts';
  serve({ fetch: createReferenceApi(), port: 0, hostname: '127.0.0.1' }, (info) => process.send({ port: info.port }));
`;

/** The gateway as the command serves it, its limits out of the way, its clock movable by a message. */
const gatewayServer = `
  import { serveGateway } from './src/gateway/command/node-server.ts';
  import { bookingRequests, openEmbeddedDatabase, openPostgresDatabase } from './src/gateway/booking-requests/index.ts';
  const [upstream, kind, where, webhook, secret] = process.argv.slice(2);
  const database = kind === 'postgres' ? await openPostgresDatabase({ url: where }) : await openEmbeddedDatabase({ dir: where });
  let skew = 0;
  const served = await serveGateway({
    gateway: {
      apiKey: ${JSON.stringify(apiKey)}, upstream, log: false, rateLimit: 1_000_000, cacheSeconds: false,
      requests: bookingRequests({ database, webhook: { url: webhook, secret }, ratePerHour: 1_000_000, pollMs: 100, now: () => Date.now() + skew }),
    },
    host: '127.0.0.1', port: 0, log: () => undefined,
  });
  process.send({ port: new URL(served.url).port });
  process.on('message', async (message) => {
    if (message === 'later') { skew += 3_600_000; process.send({ later: true }); }
    if (message === 'stop') { await served.drain(5, 'stop'); await served.gateway.close(); await database.close(); process.exit(0); }
  });
`;

const bundle = (contents, name) => bundleForNode({ stdin: { contents, resolveDir: '.', loader: 'ts' }, outfile: `${cacheDir}/${name}` });
await bundle(upstreamServer, 'upstream.mjs');
await bundle(gatewayServer, 'gateway.mjs');

function start(script, ...args) {
  const child = fork(script, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (key) => new Promise((resolve) => child.once('message', (message) => resolve(message[key])));
  return { child, next, ready: next('port') };
}

/** A receiver that answers 204, or 503 while `down`; it counts distinct webhook-ids delivered. */
const receiver = { down: false, delivered: new Set(), arrivals: 0 };
const hookServer = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    receiver.arrivals += 1;
    if (!receiver.down) receiver.delivered.add(String(request.headers['webhook-id']));
    response.writeHead(receiver.down ? 503 : 204).end();
  });
});
await new Promise((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${hookServer.address().port}/hook`;

const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
function startPostgres(port) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(folder, uid, gid);
  const as = (command, args) => execFileSync('runuser', ['-u', 'postgres', '--', join(postgresBin, command), ...args], { stdio: 'ignore' });
  as('initdb', ['-D', join(folder, 'data'), '-A', 'trust', '-U', 'test', '--no-sync']);
  as('pg_ctl', [
    '-D',
    join(folder, 'data'),
    '-l',
    join(folder, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    stop: () => {
      as('pg_ctl', ['-D', join(folder, 'data'), '-m', 'fast', '-w', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Each keyed request's Idempotency-Key is new for the whole run: a repeated one would be answered from the first. */
let serial = 0;

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/** autocannon with `count` POSTs of `body` to `path`; each may have its own Idempotency-Key. */
async function load(url, path, body, count, keyed, clients = connections) {
  const latencies = [];
  let last = 0;
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: clients,
    amount: count,
    timeout: 20,
    sampleInt: 50,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        setupRequest: (request) => {
          if (!keyed) return request;
          serial += 1;
          return { ...request, headers: { ...request.headers, 'idempotency-key': `bench-${process.pid}-${serial}` } };
        },
      },
    ],
  });
  const statuses = new Map();
  instance.on('response', (_client, status, _bytes, responseTime) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    latencies.push(responseTime);
    last = performance.now();
  });
  const result = await instance;
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${failed} of ${count} requests failed (statuses ${JSON.stringify([...statuses])}) at ${path}`);
  latencies.sort((a, b) => a - b);
  return { rps: latencies.length / ((last - started) / 1000), p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

async function offeredSlot(upstreamUrl) {
  const fixtures = await (await fetch(`${upstreamUrl}/_ref/_fixtures`)).json();
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const branch of fixtures.branches.filter((candidate) => candidate.isEnable).slice(0, 10)) {
    const request = { companyId: branch.companyId, businessId: branch.businessId, filter: { startDate: day(1), endDate: day(4) } };
    const answer = await fetch(`${upstreamUrl}/secured/v1/online_booking/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${Buffer.from(apiKey).toString('base64')}` },
      body: JSON.stringify(request),
    });
    for (const date of (await answer.json()).availability) {
      for (const groomer of date.staff) {
        const slot = groomer.availableSlots.find((candidate) => Date.parse(candidate.startTime) > Date.now() + 86_400_000);
        if (slot) return { branch, staffId: groomer.staffId, ...slot };
      }
    }
  }
  throw new Error('the reference world offers no slot in the next days');
}

const upstream = start(`${cacheDir}/upstream.mjs`);
const upstreamUrl = `http://127.0.0.1:${await upstream.ready}`;
const slot = await offeredSlot(upstreamUrl);
const requestBody = {
  companyId: slot.branch.companyId,
  businessId: slot.branch.businessId,
  staffId: slot.staffId,
  startTime: slot.startTime,
  endTime: slot.endTime,
  customer: { name: 'Bench Customer', phone: '+1 617 555 0100', petName: 'Rex', petType: 'DOG' },
  language: 'en',
};
const day = (offset) => new Date(Date.parse(slot.startTime) + offset * 86_400_000).toISOString().slice(0, 10);
// The availability call the gateway makes for that request, sent through its /v1 instead.
const availabilityBody = {
  companyId: requestBody.companyId,
  businessId: requestBody.businessId,
  filter: { startDate: day(-1), endDate: day(1), staffIds: [slot.staffId] },
};

console.log(
  `booking requests: ${amount} requests, ${connections} connections, backlog ${backlog}, on ${process.platform} Node ${process.versions.node}`,
);
for (const kind of databases) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-requests-'));
  const postgres = kind === 'postgres' ? startPostgres(20000 + Math.floor(Math.random() * 20000)) : undefined;
  const gateway = start(`${cacheDir}/gateway.mjs`, `${upstreamUrl}/secured`, kind, postgres?.url ?? join(folder, 'data'), hookUrl, secret);
  const url = `http://127.0.0.1:${await gateway.ready}`;
  try {
    await load(url, '/booking-requests', requestBody, 200, true);
    const accepted = await load(url, '/booking-requests', requestBody, amount, true);
    console.log(
      `  ${kind.padEnd(9)} accepted ${accepted.rps.toFixed(0)} requests/s with ${connections} connections (p50 ${accepted.p50.toFixed(1)} ms, p99 ${accepted.p99.toFixed(1)} ms)`,
    );
    // One at a time, so that the machine's two cores are not what is measured: a POST beside the availability call it makes.
    const alone = await load(url, '/v1/online_booking/availability', availabilityBody, 300, false, 1);
    const posted = await load(url, '/booking-requests', requestBody, 300, true, 1);
    console.log(
      `  ${kind.padEnd(9)} one at a time: POST p50 ${posted.p50.toFixed(2)} ms, its availability call alone p50 ${alone.p50.toFixed(2)} ms: ` +
        `storing adds ${(posted.p50 - alone.p50).toFixed(2)} ms at p50`,
    );
    // The backlog: taken while the receiver is down (each first attempt fails), then delivered once it is back.
    const waitFor = async (check, what, ms = 600_000) => {
      const until = Date.now() + ms;
      while (!check()) {
        if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await waitFor(() => receiver.delivered.size >= amount + 500, 'the load delivered');
    receiver.down = true;
    const arrivalsBefore = receiver.arrivals;
    await load(url, '/booking-requests', requestBody, backlog, true);
    await waitFor(() => receiver.arrivals - arrivalsBefore >= backlog, 'every first attempt failed');
    const deliveredBefore = receiver.delivered.size;
    receiver.down = false;
    gateway.child.send('later');
    await gateway.next('later');
    const started = performance.now();
    await waitFor(() => receiver.delivered.size - deliveredBefore >= backlog, 'the backlog drained');
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${kind.padEnd(9)} backlog of ${backlog} undelivered requests drained in ${seconds.toFixed(1)} s (${(backlog / seconds).toFixed(0)}/s) once the receiver was back`,
    );
    receiver.delivered.clear();
  } finally {
    gateway.child.send('stop');
    await new Promise((resolve) => gateway.child.once('exit', resolve));
    postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
upstream.child.kill();
hookServer.close();
