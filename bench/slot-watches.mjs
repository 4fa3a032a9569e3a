// `npm run bench:slot-watches`: what a cycle of the slot watches' watcher costs. A gateway in a
// process of its own on a PostgreSQL 15 cluster of its own watches BENCH_WATCHES watches (10,000)
// on BENCH_BRANCHES branches (50), stored straight in its database (through the routes each would
// e-mail a confirmation, which is not what is measured). Its clock is moved on one interval per
// cycle, so that every branch is due once; a cycle ends when every branch was looked at again.
//
// The reference world has only a few enabled branches, so the upstream here is a counting relay in
// this process: it counts each GetBookingAvailability by branch, and answers it with the reference
// API's availability of one of its real branches (branch i of the benchmark is the reference's
// enabled branch i modulo their number), in a process of its own. Everything else is forwarded as is.
//
// It prints, per cycle: the calls to GetBookingAvailability (the goal: one per branch and period),
// the fewest and most calls of one branch, how long the cycle took (from the clock's move until the
// last branch was looked at; the watcher wakes every 100 ms, which is part of it), and the
// gateway's memory: RSS and heap after the cycle less before it, both after a garbage collection.
// Bounded: fixed counts, loopback only, at most BENCH_CYCLES (5) cycles of at most two minutes each.
//   BENCH_WATCHES (10000), BENCH_BRANCHES (50), BENCH_CYCLES (5)
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { bundleForNode, cacheDir as projectCache } from '../tools/node-bundle.mjs';
import { apiKey, bundleUpstream, start, startPostgres } from './booking-world.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const cacheDir = `${projectCache}/bench-slot-watches`;
mkdirSync(cacheDir, { recursive: true });
const watchCount = Number(process.env.BENCH_WATCHES ?? 10_000);
const branchCount = Number(process.env.BENCH_BRANCHES ?? 50);
const cycles = Math.min(Number(process.env.BENCH_CYCLES ?? 5), 20);
const intervalMs = 600_000;

/**
 * The gateway, its watcher on, in a process of its own. Messages: `{ seed }` stores the watches and
 * their branches; `cycle` moves the clock one interval on and answers once every branch was looked
 * at again, with the time it took and the memory before and after; `stop`.
 */
const gatewayServer = `
  import { serveGateway } from './src/gateway/command/node-server.ts';
  import { bookingRequests, openPostgresDatabase } from './src/gateway/booking-requests/index.ts';
  const given = JSON.parse(process.argv[2]);
  const database = await openPostgresDatabase({ url: given.database });
  let skew = 0;
  const now = () => Date.now() + skew;
  const served = await serveGateway({
    gateway: {
      apiKey: ${JSON.stringify(apiKey)}, upstream: given.upstream, log: false, rateLimit: 1_000_000, cacheSeconds: false,
      requests: bookingRequests({
        database,
        // Nothing is sent in these cycles (no time opens); the e-mail only makes the watches offered.
        email: { smtpUrl: 'smtp://127.0.0.1:9', from: 'Bookings <bookings@bench.example>', to: 'desk@bench.example' },
        statusUrl: 'http://127.0.0.1:9/status',
        pollMs: 20,
        now,
        watchIntervalMs: ${intervalMs},
        // The budget out of the way: the cycle itself is measured.
        watchCallsPerHour: 1_000_000,
      }),
    },
    host: '127.0.0.1', port: 0, log: () => undefined,
  });
  const memory = () => { globalThis.gc(); const { rss, heapUsed } = process.memoryUsage(); return { rss, heapUsed }; };
  const unlooked = async (since) =>
    (await database.query('select count(*)::int as n from booking_watch_branches where looked_at is null or looked_at < $1::timestamptz', [new Date(since).toISOString()]))[0].n;
  process.send({ port: new URL(served.url).port });
  process.on('message', async (message) => {
    if (message.seed) {
      const { branches, watches } = message.seed;
      const at = new Date(now()).toISOString();
      const until = new Date(now() + 30 * 86_400_000).toISOString().slice(0, 10);
      await database.query(
        \`insert into booking_slot_watches (id, reference, idempotency_key, body_hash, company_id, business_id, staff_ids, days, parts, until,
           ends_at, services, pet_type, customer, language, status, version, created_time)
         select gen_random_uuid(), 'BNCH-' || lpad(i::text, 6, '0'), 'bench-watch-' || i, 'bench', b.company_id, b.business_id, '[]'::jsonb,
           (array['[]', '["SATURDAY","SUNDAY"]', '["MONDAY","WEDNESDAY"]'])[i % 3 + 1]::jsonb,
           (array['[]', '["morning"]', '["afternoon"]', '["evening"]'])[i % 4 + 1]::jsonb,
           $2::date, $2::date + 1, '[]'::jsonb, 'DOG', jsonb_build_object('name', 'Bench', 'email', 'w' || i || '@bench.example'), 'en',
           'active', 1, $3::timestamptz - make_interval(secs => i)
         from generate_series(0, $4::int - 1) as i
         join (select b.*, (row_number() over ()) - 1 as idx from jsonb_to_recordset($1::text::jsonb) as b (business_id text, company_id text)) b
           on b.idx = i % $5::int\`,
        [JSON.stringify(branches), until, at, watches, branches.length],
      );
      // The branches after their watches: a branch the watcher finds without watches is let go.
      await database.query(
        'insert into booking_watch_branches (business_id, company_id) select b.business_id, b.company_id from jsonb_to_recordset($1::text::jsonb) as b (business_id text, company_id text)',
        [JSON.stringify(branches)],
      );
      // The first looks come at once: the cycles start once each branch had its own. Bounded: two minutes.
      for (let waited = 0; (await unlooked(0)) > 0 && waited < 120_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
      process.send({ seeded: true });
    }
    if (message === 'cycle') {
      const before = memory();
      skew += ${intervalMs};
      const since = now();
      const started = performance.now();
      // Bounded: two minutes at most.
      for (let waited = 0; (await unlooked(since)) > 0; waited += 10) {
        if (waited > 120_000) return process.send({ cycle: { error: 'not every branch looked at within two minutes' } });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const ms = performance.now() - started;
      const after = memory();
      process.send({ cycle: { ms, rss: after.rss - before.rss, heap: after.heapUsed - before.heapUsed, rssAfter: after.rss } });
    }
    if (message === 'stop') { await served.drain(5, 'stop'); await served.gateway.close(); await database.close(); process.exit(0); }
  });
`;

await bundleUpstream(`${cacheDir}/upstream.mjs`);
await bundleForNode({ stdin: { contents: gatewayServer, resolveDir: '.', loader: 'ts' }, outfile: `${cacheDir}/gateway.mjs` });

const reference = start(`${cacheDir}/upstream.mjs`);
const referenceUrl = `http://127.0.0.1:${await reference.ready}`;
const fixtures = await (await fetch(`${referenceUrl}/_ref/_fixtures`)).json();
const enabled = fixtures.branches.filter((branch) => branch.isEnable);
const branches = Array.from({ length: branchCount }, (_, index) => {
  const real = enabled[index % enabled.length];
  return { business_id: `bench-branch-${String(index).padStart(3, '0')}`, company_id: real.companyId, real: real.businessId };
});
const realOf = new Map(branches.map((branch) => [branch.business_id, branch.real]));

/** Calls of GetBookingAvailability by branch, since the counts were last taken. */
let counted = new Map();
const relay = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    let body = Buffer.concat(chunks).toString('utf8');
    if (request.url.endsWith('/online_booking/availability')) {
      const asked = JSON.parse(body);
      counted.set(asked.businessId, (counted.get(asked.businessId) ?? 0) + 1);
      body = JSON.stringify({ ...asked, businessId: realOf.get(asked.businessId) ?? asked.businessId });
    }
    const answer = await fetch(`${referenceUrl}${request.url}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', authorization: request.headers.authorization ?? '' },
      ...(request.method === 'GET' ? {} : { body }),
    });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
});
await new Promise((resolve) => relay.listen(0, '127.0.0.1', resolve));

const postgres = await startPostgres();
const gateway = fork(
  `${cacheDir}/gateway.mjs`,
  [JSON.stringify({ database: postgres.url, upstream: `http://127.0.0.1:${relay.address().port}/secured` })],
  { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: ['--expose-gc'] },
);
const next = (key) => new Promise((resolve) => gateway.once('message', (message) => resolve(message[key])));
try {
  await next('port');
  const seeded = next('seeded');
  gateway.send({ seed: { branches: branches.map(({ business_id, company_id }) => ({ business_id, company_id })), watches: watchCount } });
  await seeded;
  console.log(`slot watches: ${watchCount.toLocaleString('en')} watches on ${branchCount} branches, PostgreSQL 15, one gateway`);
  const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    counted = new Map();
    const measured = next('cycle');
    gateway.send('cycle');
    const figures = await measured;
    if (figures.error) throw new Error(figures.error);
    const perBranch = [...counted.values()];
    const calls = perBranch.reduce((sum, count) => sum + count, 0);
    console.log(
      `  cycle ${cycle}: ${calls} availability calls (${counted.size} branches, ${Math.min(...perBranch)}-${Math.max(...perBranch)} per branch), ` +
        `${Math.round(figures.ms)} ms, RSS ${figures.rss >= 0 ? '+' : ''}${mb(figures.rss)} (now ${mb(figures.rssAfter)}), ` +
        `heap ${figures.heap >= 0 ? '+' : ''}${mb(figures.heap)}`,
    );
  }
} finally {
  gateway.send('stop');
  await new Promise((resolve) => gateway.once('exit', resolve));
  reference.child.kill();
  relay.close();
  postgres.stop();
}
