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
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cacheDir as projectCache } from '../tools/node-bundle.mjs';
import {
  bundleGateway,
  bundleUpstream,
  offeredSlot,
  percentile,
  start,
  startPostgres,
  stop,
  waitFor,
  webhookSecret,
} from './booking-world.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const cacheDir = `${projectCache}/bench-requests`;
mkdirSync(cacheDir, { recursive: true });
const amount = Number(process.env.BENCH_REQUESTS ?? 2000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const backlog = Number(process.env.BENCH_BACKLOG ?? 2000);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');

await bundleUpstream(`${cacheDir}/upstream.mjs`);
await bundleGateway('.', `${cacheDir}/gateway.mjs`);

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

/** Each keyed request's Idempotency-Key is new for the whole run: a repeated one would be answered from the first. */
let serial = 0;

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
  const postgres = kind === 'postgres' ? await startPostgres() : undefined;
  const given = {
    upstream: `${upstreamUrl}/secured`,
    kind,
    where: postgres?.url ?? join(folder, 'data'),
    webhook: { url: hookUrl, secret: webhookSecret },
  };
  const gateway = start(`${cacheDir}/gateway.mjs`, JSON.stringify(given));
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
    await stop(gateway);
    postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}
upstream.child.kill();
hookServer.close();
