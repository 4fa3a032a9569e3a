/**
 * Delivery that survives everything: the command killed right after a 201 and started again, a
 * receiver down and then back, two instances on one PostgreSQL sharing 200 requests, each
 * delivered once, never by both at once, and a receiver that hangs, which holds up only its own
 * channel. What staff do about a delivery: send a failed one again, and erase a request, which
 * the business's webhook is told. PostgreSQL 15 is a cluster of the test's own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  bookingRequests,
  openEmbeddedDatabase,
  openPostgresDatabase,
  type RequestDatabase,
} from '../../src/gateway/booking-requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { gatewayKey, postJson, raw, startGateway, statusCode, type RecordingUpstream } from './harness.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';
import { eventually, freePort, listening, runCommand, stopAll } from './processes.js';
import { makeKey, signToken, staffAudience, staffIssuer, startJwksServer, validClaims } from './jwks-server.js';
import {
  customer,
  newKey,
  requestBody,
  startSmtpServer,
  startWebhookReceiver,
  webhookSecret,
  type Slot,
  referenceWithSlot,
  isBusinessMail,
} from './requests-harness.js';

let upstream: RecordingUpstream;
let slot: Slot;
let postgres: PostgresServer;

before(async () => {
  ({ upstream, slot } = await referenceWithSlot());
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

describe("the customer's e-mails, whatever happens", () => {
  it('sends each change once under one Message-ID: a command killed right after the changes, two others sharing what it left', {
    timeout: 150_000,
  }, async () => {
    const smtp = await startSmtpServer();
    const env = commandEnv({
      BOOKING_DATABASE_URL: postgres.url,
      BOOKING_SMTP_URL: smtp.url,
      BOOKING_MAIL_FROM: 'Bookings <bookings@salon.example>',
      BOOKING_REQUEST_EMAILS: 'front-desk@salon.example',
      BOOKING_REQUEST_STATUS_URL: 'https://salon.example/request',
    });
    try {
      const first = runCommand(env);
      const { url } = await listening(first);
      // Ten requests, each withdrawn by its customer through the page's capability: twenty changes to tell.
      const references: string[] = [];
      for (let index = 0; index < 10; index += 1) {
        const sent = await postJson(url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
        assert.equal(sent.status, 201, sent.text);
        const { reference, statusToken } = sent.json as { reference: string; statusToken: string };
        references.push(reference);
        const withdrawn = await raw(url, {
          path: '/booking-requests/mine/withdraw',
          method: 'POST',
          headers: { authorization: `Bearer ${statusToken}`, 'if-match': '"1"', 'content-type': 'application/json' },
          body: '{}',
        });
        assert.equal(withdrawn.status, 200, withdrawn.text);
      }
      // Killed at once: some messages went, some were mid-attempt (claimed), most still wait.
      first.child.kill('SIGKILL');
      await eventually(() => first.child.signalCode !== null, 'the command died');
      const others = [runCommand(env), runCommand(env)];
      await Promise.all(others.map((instance) => listening(instance)));
      const toCustomer = () =>
        smtp.messages.filter((mail) => mail.to.includes(customer.email) && references.some((reference) => mail.raw.includes(reference)));
      const messageIdOf = (mail: { raw: string }) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? '';
      // A delivery claimed by the killed command waits for its lease (45 s) before another takes it.
      await eventually(() => new Set(toCustomer().map(messageIdOf)).size >= 20, 'every change told', 110_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = toCustomer();
      const ids = new Set(mails.map(messageIdOf));
      assert.equal(ids.size, 20, 'one Message-ID per change, whoever sent it and however often it was tried');
      for (const reference of references) {
        const about = mails.filter((mail) => mail.raw.includes(reference));
        const kinds = new Set(about.map((mail) => (/is withdrawn/.test(mail.raw) ? 'withdrawn' : 'received')));
        assert.deepEqual([...kinds].sort(), ['received', 'withdrawn'], reference);
        assert.equal(new Set(about.map(messageIdOf)).size, 2, `${reference}: one Message-ID per change`);
      }
      // A second copy can only come from an attempt the killed command never recorded: never from two senders at once.
      assert.ok(mails.length <= 20 + 10, `${mails.length} messages for 20 changes`);
    } finally {
      await stopAll();
      await smtp.close();
    }
  });
});

/** A gateway in this process on an embedded database of its own, for as long as `test` runs. */
async function withEmbeddedGateway(
  options: Omit<Parameters<typeof bookingRequests>[0], 'database'>,
  gatewayOptions: Parameters<typeof startGateway>[1],
  test: (gateway: Awaited<ReturnType<typeof startGateway>>, database: RequestDatabase) => Promise<void>,
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'booking-delivery-'));
  const database = await openEmbeddedDatabase({ dir: folder });
  const gateway = await startGateway(upstream, {
    ...gatewayOptions,
    requests: bookingRequests({ database, ratePerHour: 1000, now: () => suiteClock().now(), pollMs: 50, ...options }),
  });
  try {
    await test(gateway, database);
  } finally {
    await gateway.gateway.close();
    await gateway.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('channels that do not wait for each other', () => {
  it('sends every e-mail on time while the webhook receiver hangs', { timeout: 60_000 }, async () => {
    // A receiver that takes each request and never answers.
    const hanging = createServer(() => undefined);
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const smtp = await startSmtpServer();
    const hookUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/hooks/booking`;
    try {
      await withEmbeddedGateway(
        {
          webhook: { url: hookUrl, secret: webhookSecret, timeoutMs: 4000 },
          email: { smtpUrl: smtp.url, from: 'Bookings <bookings@salon.example>', to: 'front-desk@salon.example' },
        },
        {},
        async (gateway) => {
          const sent = new Map<string, number>();
          for (let batch = 0; batch < 3; batch += 1) {
            const answers = await Promise.all(
              Array.from({ length: 10 }, () =>
                postJson(gateway.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() }),
              ),
            );
            for (const answer of answers) {
              assert.equal(answer.status, 201, answer.text);
              sent.set((answer.json as { reference: string }).reference, performance.now());
            }
          }
          await eventually(
            () => [...sent.keys()].every((reference) => smtp.messages.some((mail) => isBusinessMail(mail, reference))),
            'every e-mail',
          );
          const waits = [...sent]
            .map(([reference, at]) => smtp.messages.find((mail) => isBusinessMail(mail, reference))!.at - at)
            .sort((a, b) => a - b);
          // Sharing one round with the webhook, an e-mail would wait the webhook's 4 s limit, round after round.
          assert.ok(
            waits.at(-1)! < 2500,
            `e-mails waited ${Math.round(waits[Math.floor(waits.length / 2)]!)} ms (median), ${Math.round(waits.at(-1)!)} ms at most`,
          );
        },
      );
    } finally {
      hanging.closeAllConnections();
      hanging.close();
      await smtp.close();
    }
  });
});

describe('what staff do about deliveries', () => {
  it('sends a failed delivery again, with the same webhook-id, recorded in the history; only a failed one', {
    timeout: 60_000,
  }, async () => {
    const receiver = await startWebhookReceiver();
    const key = await makeKey('ES256', 'key-1');
    const idp = await startJwksServer([key.publicJwk]);
    let later = 0;
    try {
      await withEmbeddedGateway(
        { webhook: { url: receiver.url, secret: webhookSecret }, now: () => suiteClock().now() + later },
        { staff: { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience } },
        async (gateway) => {
          const staff = { authorization: `Bearer ${await signToken(key, validClaims({ sub: 'groomer-anna', name: 'Anna Lee' }))}` };
          const detail = async (id: string) =>
            (await raw(gateway.url, { path: `/booking-requests/${id}`, headers: staff })).json as {
              deliveries: { id: string; status: string }[];
              history: { action: string; status: string; channel?: string; actor: string }[];
            };
          receiver.answerWith = 500;
          const answer = await postJson(gateway.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
          const { id } = answer.json as { id: string };
          await eventually(() => receiver.arrived.length >= 1, 'the first attempt');
          // A day and more later, the next attempt fails too: the delivery is given up.
          later = 25 * 3600_000;
          await eventually(async () => (await detail(id)).deliveries[0]?.status === 'failed', 'the delivery failed for good');
          const deliveryId = (await detail(id)).deliveries[0]!.id;
          const resend = (body: unknown, headers: Record<string, string> = staff) =>
            postJson(gateway.url, `/booking-requests/${id}/resend`, body, headers);
          assert.equal((await resend({ deliveryId }, {})).status, 401, 'staff only');
          assert.equal((await resend({ deliveryId: crypto.randomUUID() })).status, 404);
          assert.equal((await resend({ deliveryId, extra: 1 })).status, 400);
          receiver.answerWith = 204;
          const resent = await resend({ deliveryId });
          assert.equal(resent.status, 200, resent.text);
          const after = resent.json as Awaited<ReturnType<typeof detail>>;
          assert.equal(after.deliveries[0]?.status, 'pending');
          assert.deepEqual(after.history.at(-1), {
            ...after.history.at(-1),
            action: 'resent',
            channel: 'webhook',
            // The history names the person, as the token's `name` says, not its subject.
            actor: 'Anna Lee',
            status: 'received',
          });
          await eventually(() => receiver.received.some((hook) => hook.body.data['id'] === id), 'delivered once sent again');
          assert.equal(new Set(receiver.arrived).size, 1, 'the same webhook-id as every attempt before');
          await eventually(async () => (await detail(id)).deliveries[0]?.status === 'sent', 'recorded as sent');
          const again = await resend({ deliveryId });
          assert.equal(again.status, 409, 'a delivery that went is not sent again');
          assert.equal(statusCode(again), 9);
        },
      );
    } finally {
      await Promise.all([receiver.close(), idp.close()]);
    }
  });

  it("tells the business's webhook of an erasure, with the request's id and reference only", { timeout: 30_000 }, async () => {
    const receiver = await startWebhookReceiver();
    const key = await makeKey('ES256', 'key-1');
    const idp = await startJwksServer([key.publicJwk]);
    try {
      await withEmbeddedGateway(
        { webhook: { url: receiver.url, secret: webhookSecret } },
        { staff: { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience } },
        async (gateway) => {
          const answer = await postJson(gateway.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
          const { id, reference } = answer.json as { id: string; reference: string };
          await eventually(() => receiver.received.some((hook) => hook.body.data['id'] === id), 'the request delivered');
          const staff = { authorization: `Bearer ${await signToken(key, validClaims())}` };
          assert.equal((await raw(gateway.url, { method: 'DELETE', path: `/booking-requests/${id}`, headers: staff })).status, 200);
          await eventually(() => receiver.received.some((hook) => hook.body.type === 'booking_request.deleted'), 'the erasure told');
          const notice = receiver.received.find((hook) => hook.body.type === 'booking_request.deleted')!;
          assert.deepEqual(notice.body.data, { id, reference });
          assert.notEqual(notice.id, receiver.received.find((hook) => hook.body.type === 'booking_request.received')!.id);
          assert.equal(receiver.refused, 0, 'signed as every message');
          // Gone from the gateway: nothing of the customer is left to send.
          const left = await raw(gateway.url, { path: `/booking-requests/${id}`, headers: staff });
          assert.equal(left.status, 404);
          assert.ok(!JSON.stringify(notice.body).includes(customer.name));
        },
      );
    } finally {
      await Promise.all([receiver.close(), idp.close()]);
    }
  });
});
