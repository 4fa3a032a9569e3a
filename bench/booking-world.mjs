// What the benchmarks of booking requests share: the reference API and a gateway with booking
// requests, each in a process of its own on loopback, a PostgreSQL 15 cluster of their own, and a
// time the reference world really offers. Bounded and loopback only, as each benchmark is.
import { execFileSync, fork } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleForNode } from '../tools/node-bundle.mjs';

export const apiKey = 'demo-gateway-key';
export const webhookSecret = `whsec_${Buffer.from('a bench secret of the webhook, 32b').toString('base64')}`;

/** The reference API, as the tests serve it. */
const upstreamServer = `
  import { serve } from '@hono/node-server';
  import { createReferenceApi } from './reference/index.ts';
  serve({ fetch: createReferenceApi(), port: 0, hostname: '127.0.0.1' }, (info) => process.send({ port: info.port }));
`;

/**
 * Where a tree keeps the command's server and booking requests' entry: their folders since issue
 * 38 (b9e0595), the gateway's root and `requests/` before it (as in 675ce33). A tree of `--before`
 * is read in its own layout.
 */
const layouts = [
  { nodeServer: 'src/gateway/command/node-server.ts', requests: 'src/gateway/booking-requests/index.ts' },
  { nodeServer: 'src/gateway/node-server.ts', requests: 'src/gateway/requests/index.ts' },
];

/**
 * A tree's gateway as the command serves it, its limits out of the way, its clock movable by a
 * message. What it is given comes as one JSON argument: the upstream, the database (`kind` and
 * `where`), the webhook, and when asked the staff's identity provider, e-mail and the status page.
 */
function gatewayServer({ nodeServer, requests }) {
  return `
  import { serveGateway } from './${nodeServer}';
  import { bookingRequests, openEmbeddedDatabase, openPostgresDatabase } from './${requests}';
  const given = JSON.parse(process.argv[2]);
  const database = given.kind === 'postgres' ? await openPostgresDatabase({ url: given.where }) : await openEmbeddedDatabase({ dir: given.where });
  let skew = 0;
  const served = await serveGateway({
    gateway: {
      apiKey: ${JSON.stringify(apiKey)}, upstream: given.upstream, log: false, rateLimit: 1_000_000, cacheSeconds: false,
      ...(given.staff ? { staff: given.staff } : {}),
      requests: bookingRequests({
        database,
        webhook: given.webhook,
        ...(given.email ? { email: given.email } : {}),
        ...(given.statusUrl ? { statusUrl: given.statusUrl } : {}),
        ratePerHour: 1_000_000,
        pollMs: 100,
        now: () => Date.now() + skew,
      }),
    },
    host: '127.0.0.1', port: 0, log: () => undefined,
  });
  process.send({ port: new URL(served.url).port });
  process.on('message', async (message) => {
    if (message === 'later') { skew += 3_600_000; process.send({ later: true }); }
    if (message === 'stop') { await served.drain(5, 'stop'); await served.gateway.close(); await database.close(); process.exit(0); }
  });
`;
}

const bundle = (contents, root, outfile) => bundleForNode({ stdin: { contents, resolveDir: root, loader: 'ts' }, outfile });

/** Bundles the reference API's server into `outfile`. */
export const bundleUpstream = (outfile) => bundle(upstreamServer, '.', outfile);

/** Bundles the gateway of the tree at `root` (this one: '.') into `outfile`, in that tree's layout. */
export function bundleGateway(root, outfile) {
  const layout = layouts.find((candidate) => existsSync(join(root, candidate.nodeServer)) && existsSync(join(root, candidate.requests)));
  if (!layout) throw new Error(`${root} has no gateway with booking requests that this benchmark knows how to start`);
  return bundle(gatewayServer(layout), root, outfile);
}

/** A bundled server in a process of its own: `next(key)` waits for its next message holding `key`; `ready` for its port. */
export function start(script, ...args) {
  const child = fork(script, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = (key) => new Promise((resolve) => child.once('message', (message) => resolve(message[key])));
  return { child, next, ready: next('port') };
}

/** Stops a gateway started with `start` and waits until its process has ended. */
export async function stop(gateway) {
  gateway.child.send('stop');
  await new Promise((resolve) => gateway.child.once('exit', resolve));
}

const postgresBin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * A loopback port free a moment ago, as the system chose it: a port picked at random may be one
 * that a client's connection holds (the first run of bench:booking-request-changes met one).
 */
async function freePort() {
  const server = createNetServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A PostgreSQL 15 cluster of its own on a free loopback port; `database(name)` makes another database there and gives its URL. */
export async function startPostgres() {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  chownSync(folder, uid, gid);
  const as = (command, args) => execFileSync('runuser', ['-u', 'postgres', '--', join(postgresBin, command), ...args], { stdio: 'ignore' });
  try {
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
  } catch (error) {
    // Its log says why (a port taken, no binaries): shown before the folder goes.
    console.error(existsSync(join(folder, 'log')) ? readFileSync(join(folder, 'log'), 'utf8').slice(-2000) : 'initdb failed');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    database(name) {
      as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'test', name]);
      return `postgres://test@127.0.0.1:${port}/${name}`;
    },
    stop: () => {
      as('pg_ctl', ['-D', join(folder, 'data'), '-m', 'fast', '-w', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];

/** A time the reference world offers a day or more from now: its branch, groomer, start and end. */
export async function offeredSlot(upstreamUrl) {
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

/** Waits until `check()` holds, looking every 20 ms; throws after `ms`, naming `what`. */
export async function waitFor(check, what, ms = 600_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
