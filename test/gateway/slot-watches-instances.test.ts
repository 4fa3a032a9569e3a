/**
 * Slot watches with several instances on one PostgreSQL (a cluster of the test's own), each its own
 * gateway with its own pool of connections, as separate machines would be, in front of one
 * reference world: every branch is looked at once per interval whichever instance looks, a time
 * that opened is told once, and an instance that dies in the middle of a look, or after its look
 * queued the messages, leaves nothing to be sent twice. The instances share the test's clock, moved
 * on by the test: a lease runs out when the clock passes it, never by waiting for it.
 */
import assert from 'node:assert/strict';
import { type AddressInfo, createConnection, createServer, type Server, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { createReferenceApi, type ReferenceFixtures } from '../../reference/index.js';
import { bookingRequests, openPostgresDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { postJson, type RecordingUpstream, recordingUpstream, type RunningGateway, startGateway } from './harness.js';
import { type PostgresServer, startPostgres } from './postgres-server.js';
import { eventually } from './processes.js';
import {
  offeredSlots,
  type Slot,
  type SmtpReceiver,
  startSmtpServer,
  startWebhookReceiver,
  type WebhookReceiver,
  webhookSecret,
} from './requests-harness.js';
import {
  availabilityCalls,
  callsByBranch,
  dateOf,
  dayMs,
  everyBranchLooked,
  onlyThisOpens,
  openedMails,
  watchBody,
} from './watch-harness.js';

const intervalMs = 60_000;
const statusUrl = 'http://127.0.0.1:9/status';
/** How long a test waits to see that nothing more comes. */
const settleMs = 600;

/** Holds the calls of GetBookingAvailability while shut, each released when it opens. */
class Gate {
  shut = false;
  /** Calls held now. */
  held = 0;
  #opened: Array<() => void> = [];

  async pass(request: Request): Promise<void> {
    if (!this.shut || !new URL(request.url).pathname.endsWith('/online_booking/availability')) return;
    this.held += 1;
    await new Promise<void>((resolve) => this.#opened.push(resolve));
  }

  open(): void {
    this.shut = false;
    for (const release of this.#opened.splice(0)) release();
  }
}

/**
 * A TCP relay to `port` that can be cut off: while it holds, every connection it had is dropped
 * and each new one is taken and never answered, as a mail server or receiver out of reach would
 * be; `drop()` then ends those.
 */
async function startRelay(port: number) {
  const sockets = new Set<Socket>();
  let holding = false;
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (holding) return;
    const onward = createConnection({ port, host: '127.0.0.1' });
    onward.on('error', () => socket.destroy());
    socket.on('close', () => onward.destroy());
    socket.pipe(onward).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** How many connections it holds unanswered. */
    held: () => (holding ? sockets.size : 0),
    hold() {
      holding = true;
      for (const socket of sockets) socket.destroy();
    },
    drop() {
      for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

interface Instance {
  readonly database: RequestDatabase;
  readonly upstream: RecordingUpstream;
  readonly gateway: RunningGateway;
  readonly gate: Gate;
  /**
   * Stops it as a crash would: its connections to the database first, so that it can write nothing
   * more; then `meanwhile` (what else the crash cuts), then its loops and server.
   */
  kill(meanwhile?: () => void): Promise<void>;
}

interface World {
  readonly postgres: PostgresServer;
  /** The test's own connection, to read what the instances wrote. */
  readonly database: RequestDatabase;
  readonly referenceUrl: string;
  readonly fixtures: ReferenceFixtures;
  readonly smtp: SmtpReceiver;
  readonly receiver: WebhookReceiver;
  now(): number;
  advance(ms: number): void;
  /** An instance on the world's database; its e-mail and webhook through other ports when told. */
  start(through?: { readonly smtpPort: number; readonly webhookPort: number }): Promise<Instance>;
  close(): Promise<void>;
}

async function startWorld(): Promise<World> {
  const postgres = await startPostgres();
  // One reference world behind every instance: what one books, all see.
  const reference = createReferenceApi({ now: () => new Date(suiteClock().now()) });
  const referenceServer = await recordingUpstream(reference);
  const fixtures = (await (await fetch(`${referenceServer.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  const smtp = await startSmtpServer();
  const receiver = await startWebhookReceiver();
  const database = await openPostgresDatabase({ url: postgres.url });
  const instances: Instance[] = [];
  let skew = 0;
  const now = () => suiteClock().now() + skew;
  return {
    postgres,
    database,
    referenceUrl: referenceServer.url,
    fixtures,
    smtp,
    receiver,
    now,
    advance: (ms) => {
      skew += ms;
    },
    async start(through) {
      const gate = new Gate();
      const upstream = await recordingUpstream(async (request) => {
        await gate.pass(request);
        return reference(request);
      });
      const own = await openPostgresDatabase({ url: postgres.url });
      const webhookUrl = through ? `http://127.0.0.1:${through.webhookPort}/hooks/booking` : receiver.url;
      const gateway = await startGateway(upstream, {
        rateLimit: 1_000_000,
        requests: bookingRequests({
          database: own,
          webhook: { url: webhookUrl, secret: webhookSecret, timeoutMs: 2000 },
          email: {
            smtpUrl: `smtp://127.0.0.1:${through?.smtpPort ?? smtp.port}`,
            from: 'Bookings <bookings@salon.example>',
            to: 'front-desk@salon.example',
          },
          statusUrl,
          ratePerHour: 100_000,
          now,
          pollMs: 50,
          watchIntervalMs: intervalMs,
        }),
      });
      let dead = false;
      const instance: Instance = {
        database: own,
        upstream,
        gateway,
        gate,
        async kill(meanwhile) {
          if (dead) return;
          dead = true;
          await own.close();
          meanwhile?.();
          gate.open();
          await gateway.gateway.close();
          await gateway.close();
          await upstream.close();
        },
      };
      instances.push(instance);
      return instance;
    },
    async close() {
      for (const instance of instances) await instance.kill();
      await database.close();
      await Promise.all([receiver.close(), smtp.close(), referenceServer.close()]);
      await postgres.stop();
    },
  };
}

async function createWatch(instance: Instance, body: unknown) {
  const made = await postJson(instance.gateway.url, '/slot-watches', body, { 'idempotency-key': `watch-${crypto.randomUUID()}` });
  assert.equal(made.status, 201, made.text);
}

const messageIdOf = (mail: { messageId?: string | undefined }) => mail.messageId ?? '';
const recipientOf = (mail: { to?: unknown }) => (mail.to && typeof mail.to === 'object' && 'text' in mail.to ? String(mail.to.text) : '');

/** The deliveries of `slot_watch.notified` in the database, with their message ids and whether they went. */
const notifiedDeliveries = (world: World) =>
  world.database.query<{ channel: string; message_id: string; status: string; locked_until: unknown }>(
    "select channel, message_id, status, locked_until from booking_deliveries where event = 'slot_watch.notified'",
  );

/** The webhooks of `slot_watch.notified` that arrived, answered or not. */
const notifiedHooks = (world: World) => world.receiver.received.filter((hook) => hook.body.type === 'slot_watch.notified');

/**
 * Three watchers of `slot`'s groomer and two days around it, through `instance`, with their
 * confirmations delivered; gives their addresses.
 */
async function threeWatchers(world: World, instance: Instance, slot: Slot, name: string): Promise<string[]> {
  const emails = [0, 1, 2].map((index) => `${name}${index}@customer.example`);
  const until = dateOf(Date.parse(slot.startTime) + 2 * dayMs);
  for (const email of emails) await createWatch(instance, watchBody(slot, email, { staffIds: [slot.staffId], until }));
  await eventually(
    () => emails.every((email) => world.smtp.messages.some((mail) => mail.to.includes(email))),
    'the confirmations e-mailed',
  );
  await eventually(
    () => world.receiver.received.filter((hook) => hook.body.type === 'slot_watch.created').length >= emails.length,
    'the webhooks of the watches made',
  );
  return emails;
}

/** After the time opened: each watcher told once, under Message-IDs all different, and the webhook once per watcher. */
async function toldOnceEach(world: World, emails: readonly string[]): Promise<void> {
  const mails = await openedMails(world.smtp, emails);
  assert.deepEqual(mails.map(recipientOf).sort(), [...emails].sort(), 'one e-mail per watcher');
  assert.equal(new Set(mails.map(messageIdOf)).size, emails.length, 'as many Message-IDs as watchers');
  const rows = await notifiedDeliveries(world);
  assert.deepEqual(
    rows
      .filter((row) => row.channel === 'customer')
      .map((row) => row.message_id)
      .sort(),
    mails.map(messageIdOf).sort(),
    "the e-mails are the outbox's, one per delivery",
  );
  const hooks = notifiedHooks(world);
  assert.equal(hooks.length, emails.length, 'one webhook per watcher');
  assert.equal(new Set(hooks.map((hook) => hook.id)).size, emails.length, 'as many webhook-ids as watchers');
}

describe('slot watches on several instances', () => {
  describe('two instances watching the same branches', () => {
    let world: World;
    before(async () => {
      world = await startWorld();
    });
    after(() => world.close());

    it('look at each branch once per interval between them, and tell a freed time once', { timeout: 120_000 }, async () => {
      const instances = [await world.start(), await world.start()];
      const [first, second] = instances as [Instance, Instance];
      const [slot] = (await offeredSlots(world.referenceUrl, world.fixtures)) as [Slot];
      const free = await onlyThisOpens(world.referenceUrl, slot);
      // A branch may be looked at first as soon as its first watch is stored.
      const madeAt = world.now();
      const emails = await threeWatchers(world, first, slot, 'freed');
      // Every enabled branch of the reference world watched, through either instance.
      const branches = world.fixtures.branches.filter((branch) => branch.isEnable);
      for (const [index, branch] of branches.entries()) {
        // The slot's branch has its three watchers: any other watch there would hear of the time too.
        if (branch.businessId === slot.businessId) continue;
        for (const other of [0, 1]) {
          const made = instances[(index + other) % 2] as Instance;
          await createWatch(made, watchBody(branch, `branch${index}-${other}@customer.example`));
        }
      }
      await everyBranchLooked(world.database, madeAt);
      const perInstance = instances.map(() => 0);
      for (let cycle = 0; cycle < 4; cycle += 1) {
        if (cycle === 1) await free();
        const seenBefore = instances.map((instance) => instance.upstream.seen.length);
        world.advance(intervalMs);
        await everyBranchLooked(world.database, world.now());
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        const calls = instances.map((instance, index) => availabilityCalls(instance.upstream.seen, seenBefore[index]));
        calls.forEach((made, index) => {
          perInstance[index] = (perInstance[index] ?? 0) + made.length;
        });
        const byBranch = callsByBranch(calls.flat());
        assert.deepEqual(
          [...byBranch.keys()].sort(),
          branches.map((branch) => branch.businessId).sort(),
          `cycle ${cycle}: every branch looked at`,
        );
        assert.deepEqual(
          [...new Set(byBranch.values())],
          [1],
          `cycle ${cycle}: one call per branch, whichever instance made it (${calls.map((made) => made.length).join(' + ')})`,
        );
      }
      assert.equal(
        perInstance.reduce((sum, count) => sum + count, 0),
        4 * branches.length,
      );
      await eventually(async () => (await openedMails(world.smtp, emails)).length >= emails.length, 'the watchers told');
      await eventually(() => notifiedHooks(world).length >= emails.length, 'the webhooks told');
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      await toldOnceEach(world, emails);
      assert.equal(world.receiver.concurrentSameId(), 1, 'never sent by both at once');
      assert.ok(
        first.upstream.seen.length > 0 && second.upstream.seen.length > 0,
        `both instances reached the API (${perInstance.join(', ')} calls)`,
      );
    });
  });

  describe('an instance that dies in the middle of a look', () => {
    let world: World;
    before(async () => {
      world = await startWorld();
    });
    after(() => world.close());

    it('sends nothing: the next instance looks once the lease runs out, and tells each watcher once', { timeout: 120_000 }, async () => {
      const dying = await world.start();
      const [slot] = (await offeredSlots(world.referenceUrl, world.fixtures)) as [Slot];
      const free = await onlyThisOpens(world.referenceUrl, slot);
      const madeAt = world.now();
      const emails = await threeWatchers(world, dying, slot, 'mid-look');
      await everyBranchLooked(world.database, madeAt);

      await free();
      dying.gate.shut = true;
      world.advance(intervalMs);
      // It claimed the branch and asked the API, which holds the answer: it dies before it hears it.
      await eventually(() => dying.gate.held === 1, 'the look under way');
      const [claimed] = await world.database.query<{ lease_id: string | null; locked_until: Date | null }>(
        'select lease_id, locked_until from booking_watch_branches',
      );
      assert.ok(claimed?.lease_id && claimed.locked_until, 'the branch claimed');
      const leaseEnds = claimed.locked_until.getTime();
      await dying.kill();
      assert.deepEqual(await notifiedDeliveries(world), [], 'nothing queued by the dead look');

      const next = await world.start();
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      assert.equal(availabilityCalls(next.upstream.seen).length, 0, 'the branch is left alone while its lease holds');
      world.advance(leaseEnds - world.now() + 1000);
      await everyBranchLooked(world.database, world.now());
      await eventually(async () => (await openedMails(world.smtp, emails)).length >= emails.length, 'the watchers told');
      await eventually(() => notifiedHooks(world).length >= emails.length, 'the webhooks told');
      // Its next looks tell nobody again.
      for (let cycle = 0; cycle < 2; cycle += 1) {
        world.advance(intervalMs);
        await everyBranchLooked(world.database, world.now());
      }
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      await toldOnceEach(world, emails);
      assert.equal(availabilityCalls(next.upstream.seen).length, 3, 'one call per look');
    });
  });

  describe('an instance that dies after its look queued the messages', () => {
    let world: World;
    before(async () => {
      world = await startWorld();
    });
    after(() => world.close());

    it('leaves them to the next instance, which sends each once under its Message-ID and tells nobody again', {
      timeout: 120_000,
    }, async () => {
      const smtpRelay = await startRelay(world.smtp.port);
      const hookRelay = await startRelay(Number(new URL(world.receiver.url).port));
      try {
        const dying = await world.start({ smtpPort: smtpRelay.port, webhookPort: hookRelay.port });
        const [slot] = (await offeredSlots(world.referenceUrl, world.fixtures)) as [Slot];
        const free = await onlyThisOpens(world.referenceUrl, slot);
        const madeAt = world.now();
        const emails = await threeWatchers(world, dying, slot, 'queued');
        await everyBranchLooked(world.database, madeAt);

        await free();
        // From now on its messages reach nobody: it sends them into connections that never answer.
        smtpRelay.hold();
        hookRelay.hold();
        world.advance(intervalMs);
        await everyBranchLooked(world.database, world.now());
        await eventually(async () => (await notifiedDeliveries(world)).length === 2 * emails.length, 'the messages queued');
        await eventually(() => smtpRelay.held() > 0 && hookRelay.held() > 0, 'sending under way');
        // Its connections end with it: the messages it was sending fail, and it cannot record that.
        await dying.kill(() => {
          smtpRelay.drop();
          hookRelay.drop();
        });
        const queued = await notifiedDeliveries(world);
        assert.ok(
          queued.every((row) => row.status === 'pending'),
          'none went',
        );

        const next = await world.start();
        // Past every lease the dead instance held on its deliveries.
        const leases = queued.map((row) => (row.locked_until instanceof Date ? row.locked_until.getTime() : 0));
        world.advance(Math.max(world.now(), ...leases) - world.now() + 1000);
        await eventually(async () => (await openedMails(world.smtp, emails)).length >= emails.length, 'the watchers told');
        await eventually(() => notifiedHooks(world).length >= emails.length, 'the webhooks told');
        for (let cycle = 0; cycle < 2; cycle += 1) {
          world.advance(intervalMs);
          await everyBranchLooked(world.database, world.now());
        }
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        await toldOnceEach(world, emails);
        assert.ok(availabilityCalls(next.upstream.seen).length >= 2, 'the next instance looked');
        assert.deepEqual(
          (await notifiedDeliveries(world)).map((row) => row.status),
          queued.map(() => 'sent'),
        );
      } finally {
        await smtpRelay.close();
        await hookRelay.close();
      }
    });
  });
});
