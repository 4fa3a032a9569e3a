// `npm run bench:booking-request-changes`: what a change of a booking request's status costs now
// that issue 39 tells the customer of it. The reference API and the gateway run in processes of
// their own on loopback; this process plays the staff's identity provider (a JWKS and tokens, the
// gateway tests' own helper, signed by hono/jwt), the business's webhook receiver and a mail server
// (smtp-server, the gateway tests' own helper). For the embedded database (PGlite in a temporary
// folder) and for PostgreSQL 15 (a cluster of its own on a free loopback port), it prints:
//   (a) one at a time, the p50 of `PATCH /booking-requests/{id}` from received to confirmed (with
//       If-Match and a staff token; the customer gave an e-mail, so the change queues their e-mail
//       and the webhook's booking_request.updated in the same transaction). Also received to
//       contacted, a change the customer is not told of (only the webhook's event is queued).
//       With `--before <revision>` the same PATCH of that revision's gateway is measured in the
//       same run, in turns, each gateway on a database of its own, and the difference printed.
//       Issue 39 asks for at most 10 ms more than before it (675ce33, whose PATCH took
//       `{ status, note }` and queued nothing for anyone): `-- --before 675ce33`.
//   (b) BENCH_CHANGES requests confirmed by staff (BENCH_CONNECTIONS at once), and how long until
//       every message of those changes was delivered: one e-mail to each customer (counted by
//       distinct Message-ID at the mail server) and one booking_request.updated to the webhook
//       (counted by distinct webhook-id), timed from the first change.
// Each gateway has the webhook, e-mail (the business's and the customers'), staff tokens and a
// status page's address, as a business that uses all of issue 39 would set it up. Between rounds
// the bench waits until every message queued so far was delivered, so that one round's deliveries
// do not fall on the next round's PATCHes.
// Bounded: fixed counts, loopback only, then it stops.
//   BENCH_CHANGES (1000), BENCH_CONNECTIONS (20), BENCH_PATCHES (100 per round and gateway),
//   BENCH_ROUNDS (3: the median of the rounds' p50 is printed), BENCH_DATABASES (embedded,postgres)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { bundleForNode, cacheDir as projectCache } from '../tools/node-bundle.mjs';
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
import { beforeRevisionArgument, sourcesOf } from './revision.mjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const cacheDir = `${projectCache}/bench-request-changes`;
mkdirSync(cacheDir, { recursive: true });
const changes = Number(process.env.BENCH_CHANGES ?? 1000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const perRound = Number(process.env.BENCH_PATCHES ?? 100);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const databases = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
/** PATCHes sent to each gateway before the rounds, not counted: its first statements and the JWKS fetched. */
const warmup = 50;
const beforeRevision = beforeRevisionArgument();

// The identity provider and the mail server exactly as the gateway's tests have them.
const helpers = `
  export { makeKey, nowSeconds, signToken, staffAudience, staffIssuer, startJwksServer, validClaims } from './test/gateway/jwks-server.ts';
  export { startSmtpServer } from './test/gateway/requests-harness.ts';
`;
await bundleForNode({ stdin: { contents: helpers, resolveDir: '.', loader: 'ts' }, outfile: `${cacheDir}/helpers.mjs` });
const { makeKey, nowSeconds, signToken, staffAudience, staffIssuer, startJwksServer, validClaims, startSmtpServer } = await import(
  pathToFileURL(resolve(`${cacheDir}/helpers.mjs`)).href
);
await bundleUpstream(`${cacheDir}/upstream.mjs`);
await bundleGateway('.', `${cacheDir}/gateway.mjs`);
const before = beforeRevision ? sourcesOf(beforeRevision, cacheDir) : undefined;
if (before) await bundleGateway(before.root, `${before.root}/gateway.mjs`);

/**
 * What each gateway delivered, by its label: every gateway has a webhook path and addresses of its
 * own (`/hook/<label>`, `front-desk+<label>@...`, `bench+<label>@...`), so that the counts of one
 * never mix with another's. Distinct ids only: a message sent again counts once.
 */
const deliveredTo = new Map();
const countsOf = (label) => {
  if (!deliveredTo.has(label)) deliveredTo.set(label, { hooks: new Map(), business: new Set(), customer: new Set() });
  return deliveredTo.get(label);
};
const hookCount = (label, type) => countsOf(label).hooks.get(type)?.size ?? 0;

const hookServer = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const label = String(request.url).split('/').pop();
    const { type } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const hooks = countsOf(label).hooks;
    if (!hooks.has(type)) hooks.set(type, new Set());
    hooks.get(type).add(String(request.headers['webhook-id']));
    response.writeHead(204).end();
  });
});
await new Promise((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${hookServer.address().port}/hook`;

const smtp = await startSmtpServer();
/** Reads the messages the mail server took since last asked into the counts, and lets it forget them. */
function readMail() {
  for (const { to, raw } of smtp.messages.splice(0)) {
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
    const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `(none ${Math.random()})`;
    for (const address of to) {
      const [, who, label] = /^(front-desk|bench)\+([\w-]+)@/.exec(address) ?? [];
      if (label) countsOf(label)[who === 'bench' ? 'customer' : 'business'].add(messageId);
    }
  }
}

const idpKey = await makeKey('ES256', 'bench-key');
const idp = await startJwksServer([idpKey.publicJwk]);
const staff = { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience };
// One token for the whole run (an hour): the gateway verifies it on every PATCH, as it would a real tab's.
const staffToken = await signToken(idpKey, validClaims({ sub: 'bench-front-desk', exp: nowSeconds() + 3600 }));

const upstream = start(`${cacheDir}/upstream.mjs`);
const upstreamUrl = `http://127.0.0.1:${await upstream.ready}`;
const slot = await offeredSlot(upstreamUrl);

/** A request as a customer's flow sends it, with an e-mail address of `label`'s, so that they are told of its changes. */
const requestBody = (label) => ({
  companyId: slot.branch.companyId,
  businessId: slot.branch.businessId,
  staffId: slot.staffId,
  startTime: slot.startTime,
  endTime: slot.endTime,
  customer: { name: 'Bench Customer', phone: '+1 617 555 0100', email: `bench+${label}@customer.example`, petName: 'Rex', petType: 'DOG' },
  language: 'en',
});

let serial = 0;
/** `count` new requests sent to `gateway`, eight at a time: their ids. */
async function sendRequests(gateway, count) {
  const ids = [];
  const body = JSON.stringify(requestBody(gateway.tagged));
  let inFlight = 0;
  const sender = async () => {
    while (ids.length + inFlight < count) {
      inFlight += 1;
      serial += 1;
      const answer = await fetch(`${gateway.url}/booking-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${process.pid}-${serial}` },
        body,
      });
      inFlight -= 1;
      if (answer.status !== 201) throw new Error(`POST /booking-requests answered ${answer.status}: ${await answer.text()}`);
      ids.push((await answer.json()).id);
    }
  };
  await Promise.all(Array.from({ length: 8 }, sender));
  return ids;
}

/** `ids.length` PATCHes to `status`, each request read at version 1, with `clients` connections: latencies and the time it took. */
async function patch(gateway, ids, status, clients) {
  const queue = [...ids];
  const latencies = [];
  const statuses = new Map();
  const started = performance.now();
  const instance = autocannon({
    url: gateway.url,
    connections: clients,
    amount: ids.length,
    timeout: 20,
    sampleInt: 50,
    requests: [
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${staffToken}`, 'if-match': '"1"' },
        body: JSON.stringify({ status }),
        setupRequest: (request) => ({ ...request, path: `/booking-requests/${queue.shift()}` }),
      },
    ],
  });
  instance.on('response', (_client, code, _bytes, responseTime) => {
    statuses.set(code, (statuses.get(code) ?? 0) + 1);
    latencies.push(responseTime);
  });
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    throw new Error(`${failed} of ${ids.length} PATCHes failed (statuses ${JSON.stringify([...statuses])}) at ${gateway.label}`);
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), seconds, count: latencies.length };
}

/**
 * What `label`'s gateway has delivered so far, beside what it should have: `expected` counts of
 * webhook events by type, business and customer e-mails.
 */
function deliveredAll(label, expected) {
  readMail();
  const counts = countsOf(label);
  return (
    Object.entries(expected.hooks).every(([type, count]) => hookCount(label, type) >= count) &&
    counts.business.size >= expected.business &&
    counts.customer.size >= expected.customer
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value) => value.toFixed(2).padStart(8);

console.log(
  `booking request changes: PATCH one at a time ${rounds} round(s) of ${perRound} per gateway in turns (after ${warmup} to warm up); ` +
    `${changes} changes with ${connections} connections for the drain; on ${process.platform} Node ${process.versions.node}` +
    (before ? `\n"before": ${beforeRevision} (${before.commit.slice(0, 12)}), its own database; "now": this tree` : ''),
);
const table = [];
for (const kind of databases) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-request-changes-'));
  const postgres = kind === 'postgres' ? await startPostgres() : undefined;
  const gatewayGiven = (label) => ({
    upstream: `${upstreamUrl}/secured`,
    kind,
    where: postgres ? postgres.database(`bench_${label}`) : join(folder, label),
    webhook: { url: `${hookUrl}/${label}`, secret: webhookSecret },
    staff,
    email: { smtpUrl: smtp.url, from: 'Bookings <bookings@salon.example>', to: `front-desk+${label}@salon.example` },
    statusUrl: 'https://salon.example/request.html',
  });
  const gateways = [];
  const launch = async (label, script) => {
    // Each database's gateways deliver to labels of their own: a count never carries over.
    const tagged = `${label}-${kind}`;
    const running = start(script, JSON.stringify(gatewayGiven(tagged)));
    const gateway = { label, tagged, running, url: `http://127.0.0.1:${await running.ready}` };
    gateways.push(gateway);
    return gateway;
  };
  try {
    const now = await launch('now', `${cacheDir}/gateway.mjs`);
    const previous = before ? await launch('before', `${before.root}/gateway.mjs`) : undefined;

    // (a) Every request the rounds change, sent first; then their receipts delivered, so that the
    // rounds time the PATCH alone. A gateway before issue 39 e-mails only the business.
    const needed = warmup + rounds * perRound;
    const pools = new Map();
    const expected = new Map();
    for (const gateway of gateways) {
      const confirmIds = await sendRequests(gateway, needed);
      const contactIds = gateway === now ? await sendRequests(gateway, needed) : [];
      const sent = confirmIds.length + contactIds.length;
      pools.set(gateway, { confirmed: confirmIds, contacted: contactIds });
      expected.set(gateway, {
        hooks: { 'booking_request.received': sent, 'booking_request.updated': 0 },
        business: sent,
        customer: gateway === now ? sent : 0,
      });
    }
    /** Waits until every gateway delivered all it queued so far. */
    const settle = (what) => waitFor(() => gateways.every((gateway) => deliveredAll(gateway.tagged, expected.get(gateway))), what);
    await settle('the receipts delivered');
    /** What a PATCH to `status` adds to what `gateway` must deliver: an updated event, and for now's confirmed the customer's e-mail. */
    const expect = (gateway, status, count) => {
      const more = expected.get(gateway);
      if (gateway === now) more.hooks['booking_request.updated'] += count;
      if (gateway === now && status === 'confirmed') more.customer += count;
    };

    const targets = [
      ...(previous ? [{ label: `before (${beforeRevision}): received → confirmed`, gateway: previous, status: 'confirmed' }] : []),
      { label: 'now: received → confirmed (e-mail + webhook)', gateway: now, status: 'confirmed' },
      { label: 'now: received → contacted (webhook only)', gateway: now, status: 'contacted' },
    ];
    const take = (target, count) => pools.get(target.gateway)[target.status].splice(0, count);
    for (const target of targets) {
      const done = await patch(target.gateway, take(target, warmup), target.status, 1);
      expect(target.gateway, target.status, done.count);
    }
    await settle('the warm-up delivered');
    const measured = new Map(targets.map((target) => [target, []]));
    // Rounds take turns, so that a slower minute of the machine falls on every gateway alike.
    for (let round = 0; round < rounds; round += 1) {
      for (const target of targets) {
        const done = await patch(target.gateway, take(target, perRound), target.status, 1);
        measured.get(target).push(done);
        expect(target.gateway, target.status, done.count);
        await settle('a round delivered');
      }
    }
    const p50Of = (target) => median(measured.get(target).map((run) => run.p50));
    console.log(`\n${kind}: (a) PATCH /booking-requests/{id}, one at a time`);
    for (const target of targets) {
      const runs = measured.get(target);
      console.log(
        `  ${target.label.padEnd(52)} p50 ${ms(p50Of(target))} ms  p99 ${ms(median(runs.map((run) => run.p99)))} ms` +
          `  (rounds' p50: ${runs.map((run) => run.p50.toFixed(2)).join(', ')})`,
      );
    }
    const row = { kind, now: p50Of(targets.at(-2)), contacted: p50Of(targets.at(-1)) };
    if (previous) {
      row.before = p50Of(targets[0]);
      console.log(
        `  now − before at p50: ${(row.now - row.before >= 0 ? '+' : '') + (row.now - row.before).toFixed(2)} ms (issue 39: at most +10 ms)`,
      );
      await stop(previous.running);
      gateways.splice(gateways.indexOf(previous), 1);
    }

    // (b) BENCH_CHANGES requests received and their receipts delivered; then all confirmed at
    // once, timed from the first PATCH until the last of their messages has arrived.
    const drainIds = await sendRequests(now, changes);
    expected.get(now).hooks['booking_request.received'] += changes;
    expected.get(now).business += changes;
    expected.get(now).customer += changes;
    await settle('the receipts delivered');
    const hooksBefore = hookCount(now.tagged, 'booking_request.updated');
    const mailsBefore = countsOf(now.tagged).customer.size;
    let hooksDone;
    let mailsDone;
    const started = performance.now();
    const watching = waitFor(() => {
      readMail();
      const at = (performance.now() - started) / 1000;
      if (hooksDone === undefined && hookCount(now.tagged, 'booking_request.updated') - hooksBefore >= changes) hooksDone = at;
      if (mailsDone === undefined && countsOf(now.tagged).customer.size - mailsBefore >= changes) mailsDone = at;
      return hooksDone !== undefined && mailsDone !== undefined;
    }, `the messages of ${changes} changes delivered`);
    const patched = await patch(now, drainIds, 'confirmed', connections);
    expect(now, 'confirmed', patched.count);
    await watching;
    const seconds = Math.max(hooksDone, mailsDone);
    const messages = 2 * changes;
    Object.assign(row, { patchSeconds: patched.seconds, seconds, hooksDone, mailsDone, perSecond: messages / seconds });
    console.log(
      `${kind}: (b) ${changes} requests confirmed with ${connections} connections in ${patched.seconds.toFixed(1)} s ` +
        `(${(changes / patched.seconds).toFixed(0)} changes/s, PATCH p50 ${patched.p50.toFixed(1)} ms);\n` +
        `  their ${messages} messages (${changes} customer e-mails, ${changes} booking_request.updated) all delivered ` +
        `${seconds.toFixed(1)} s after the first change: ${(messages / seconds).toFixed(0)} messages/s ` +
        `(webhook done at ${hooksDone.toFixed(1)} s, e-mail at ${mailsDone.toFixed(1)} s)`,
    );
    table.push(row);
  } finally {
    for (const gateway of gateways) await stop(gateway.running);
    postgres?.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

console.log('\nsummary (ms at p50, one PATCH at a time; the drain timed from the first change to the last message delivered)');
console.log(
  `${'database'.padEnd(10)}${(before ? 'before' : '').padStart(9)}${'now'.padStart(9)}${(before ? 'now−bef.' : '').padStart(10)}` +
    `${'contacted'.padStart(11)}${'changes s'.padStart(11)}${'drain s'.padStart(9)}${'msgs/s'.padStart(8)}`,
);
for (const row of table) {
  console.log(
    `${row.kind.padEnd(10)}${(row.before === undefined ? '' : row.before.toFixed(2)).padStart(9)}${row.now.toFixed(2).padStart(9)}` +
      `${(row.before === undefined ? '' : (row.now - row.before).toFixed(2)).padStart(10)}${row.contacted.toFixed(2).padStart(11)}` +
      `${row.patchSeconds.toFixed(1).padStart(11)}${row.seconds.toFixed(1).padStart(9)}${row.perSecond.toFixed(0).padStart(8)}`,
  );
}
upstream.child.kill();
hookServer.close();
await smtp.close();
await idp.close();
