/**
 * Delivery that survives everything: the command killed right after a 201 and started again, a
 * receiver down and then back, and two instances on one PostgreSQL sharing 200 requests, each
 * delivered once, never by both at once. PostgreSQL 15 is a cluster of the test's own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ReferenceFixtures } from '../../reference/index.js';
import { bookingRequests, openPostgresDatabase, type RequestDatabase } from '../../src/gateway/requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { gatewayKey, postJson, raw, referenceUpstream, startGateway, type RecordingUpstream } from './harness.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';
import { eventually, freePort, listening, runCommand, stopAll } from './processes.js';
import { customer, newKey, offeredSlots, requestBody, startWebhookReceiver, webhookSecret, type Slot } from './requests-harness.js';

let upstream: RecordingUpstream;
let fixtures: ReferenceFixtures;
let slot: Slot;
let postgres: PostgresServer;

before(async () => {
  upstream = await referenceUpstream();
  fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  [slot] = (await offeredSlots(upstream.url, fixtures)) as [Slot];
  postgres = await startPostgres();
});

after(async () => {
  await stopAll();
  await postgres.stop();
  await upstream.close();
});

/** The command's environment in front of the reference API, its limits out of the tests' way. */
const commandEnv = (extra: Record<string, string>) => ({
  BOOKING_API_KEY: gatewayKey,
  BOOKING_UPSTREAM: `${upstream.url}/secured`,
  BOOKING_RATE_LIMIT: '100000',
  BOOKING_REQUEST_RATE_LIMIT: '100000',
  PORT: '0',
  ...extra,
});

describe('booking requests delivered whatever happens', () => {
  it('keeps a request acknowledged by a command killed at once, and delivers it once it runs again', { timeout: 120_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'booking-kill-'));
    const receiverPort = await freePort();
    const env = commandEnv({
      BOOKING_DATA_DIR: join(folder, 'data'),
      BOOKING_REQUEST_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hook`,
      BOOKING_REQUEST_WEBHOOK_SECRET: webhookSecret,
    });
    try {
      const first = runCommand(env);
      const { url } = await listening(first);
      // Nobody listens at the receiver's address yet: the request can only be stored, not delivered.
      const answer = await postJson(url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
      first.child.kill('SIGKILL');
      assert.equal(answer.status, 201, answer.text);
      const { id } = answer.json as { id: string };
      await eventually(() => first.child.signalCode !== null, 'the command died');
      const receiver = await startWebhookReceiver(receiverPort);
      try {
        // The folder's lock still names the killed process: the new one sees it is gone and takes over.
        const second = runCommand(env);
        await listening(second);
        // Killed mid-attempt, the delivery stays claimed until its lease (45 s) runs out; else it is due at once or within 20 s.
        await eventually(() => receiver.received.some((hook) => hook.body.data['id'] === id), 'delivered after the restart', 80_000);
        assert.equal(new Set(receiver.arrived).size, 1, 'one webhook-id, whatever the attempts');
        assert.ok(!second.output().includes('Biscuit'));
      } finally {
        await stopAll();
        await receiver.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('retries a receiver that is down, with the same webhook-id, and records each attempt', { timeout: 60_000 }, async () => {
    const database: RequestDatabase = await openPostgresDatabase({ url: postgres.url });
    const receiver = await startWebhookReceiver();
    let later = 0;
    const gateway = await startGateway(upstream, {
      requests: bookingRequests({
        database,
        webhook: { url: receiver.url, secret: webhookSecret },
        now: () => suiteClock().now() + later,
        pollMs: 50,
      }),
    });
    try {
      receiver.answerWith = 503;
      const answer = await postJson(gateway.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
      assert.equal(answer.status, 201, answer.text);
      const { id } = answer.json as { id: string };
      await eventually(() => receiver.arrived.length >= 1, 'the first attempt');
      receiver.answerWith = 204;
      // The first retry comes within 30 seconds of the failure: the gateway's clock moves on 30 s.
      later = 30_000;
      await eventually(() => receiver.received.some((hook) => hook.body.data['id'] === id), 'delivered once the receiver is back');
      assert.equal(new Set(receiver.arrived).size, 1);
      assert.ok(receiver.arrived.length >= 2);
      // Kept as the object it was, on PostgreSQL as on the embedded database.
      assert.deepEqual(receiver.received.find((hook) => hook.body.data['id'] === id)?.body.data['customer'], customer);
      const attempts = () =>
        database.query<{ ok: boolean; http_status: number | null }>(
          'select a.ok, a.http_status from booking_delivery_attempts a join booking_deliveries d on d.id = a.delivery_id where d.request_id = $1::uuid order by a.id',
          [id],
        );
      // The receiver has the message a moment before the gateway records its answer.
      await eventually(async () => (await attempts()).at(-1)?.ok === true, 'the successful attempt recorded');
      assert.deepEqual(
        (await attempts()).map((attempt) => [attempt.ok, attempt.http_status]),
        [
          [false, 503],
          [true, 204],
        ],
      );
      const ready = await raw(gateway.url, { path: '/readyz' });
      assert.equal((ready.json as { database?: string }).database, 'ok');
    } finally {
      await gateway.gateway.close();
      await gateway.close();
      await database.close();
      await receiver.close();
    }
  });

  it('shares 200 requests between two instances on one PostgreSQL: each delivered exactly once, never by both at once', {
    timeout: 120_000,
  }, async () => {
    const receiver = await startWebhookReceiver();
    const env = commandEnv({
      BOOKING_DATABASE_URL: postgres.url,
      BOOKING_REQUEST_WEBHOOK_URL: receiver.url,
      BOOKING_REQUEST_WEBHOOK_SECRET: webhookSecret,
    });
    try {
      const instances = [runCommand(env), runCommand(env)];
      const urls = await Promise.all(instances.map(async (instance) => (await listening(instance)).url));
      const before = receiver.received.length;
      const ids = new Set<string>();
      for (let batch = 0; batch < 20; batch += 1) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            postJson(urls[index % 2]!, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() }),
          ),
        );
        for (const answer of answers) {
          assert.equal(answer.status, 201, answer.text);
          ids.add((answer.json as { id: string }).id);
        }
      }
      assert.equal(ids.size, 200);
      await eventually(() => receiver.received.length - before >= 200, 'all 200 delivered', 60_000);
      // A moment more, for any second delivery to show.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const delivered = receiver.received.slice(before).filter((hook) => ids.has(String(hook.body.data['id'])));
      assert.equal(delivered.length, 200, 'each delivered exactly once');
      assert.equal(new Set(delivered.map((hook) => hook.id)).size, 200, '200 distinct webhook-ids');
      assert.equal(receiver.concurrentSameId(), 1, 'never sent by both at once');
      const senders = instances.map((instance) => instance.lines().filter((line) => /delivered/.test(String(line['message']))).length);
      assert.ok(
        senders.every((count) => count > 0),
        `both instances delivered (${senders.join(', ')})`,
      );
    } finally {
      await stopAll();
      await receiver.close();
    }
  });
});
