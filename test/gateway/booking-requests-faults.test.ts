/**
 * Booking requests while PostgreSQL misbehaves, and instances of the gateway that differ: a server
 * that hangs (SIGSTOP) or is stopped answers customers within the time limit and `/readyz` within a
 * second; a restart in the middle of a burst loses no request from a staff page left open; two
 * instances with different channels each send only what they can, and a channel nobody sends is
 * said. PostgreSQL 15 is a cluster of the test's own; the gateways run in this process in front
 * of the reference API.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { readBookingRequestEvents } from '../../src/api/booking-requests/events.js';
import type { BookingRequestRecord } from '../../src/api/booking-requests/inbox.js';
import { LiveRequests, missedRequests } from '../../src/elements/booking-requests/live-requests.js';
import { bookingRequests, openPostgresDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { postJson, raw, startGateway, type RecordingUpstream, type RunningGateway } from './harness.js';
import {
  makeKey,
  signToken,
  staffAudience,
  staffIssuer,
  startJwksServer,
  validClaims,
  type JwksServer,
  type TestKey,
} from './jwks-server.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';
import { eventually } from './processes.js';
import {
  newKey,
  requestBody,
  startSmtpServer,
  startWebhookReceiver,
  webhookSecret,
  type SmtpReceiver,
  type Slot,
  type WebhookReceiver,
  referenceWithSlot,
} from './requests-harness.js';

let upstream: RecordingUpstream;
let slot: Slot;
let postgres: PostgresServer;
let idp: JwksServer;
let key: TestKey;
let receiver: WebhookReceiver;

before(async () => {
  ({ upstream, slot } = await referenceWithSlot());
  postgres = await startPostgres();
  key = await makeKey('ES256', 'key-1');
  idp = await startJwksServer([key.publicJwk]);
  receiver = await startWebhookReceiver();
});

after(async () => {
  await postgres.stop();
  await Promise.all([idp.close(), upstream.close(), receiver.close()]);
});

interface Instance {
  readonly gateway: RunningGateway;
  readonly database: RequestDatabase;
  close(): Promise<void>;
}

/** An instance of the gateway on the test's PostgreSQL, with its own pool, worker and event hub. */
async function instance(options: Omit<Parameters<typeof bookingRequests>[0], 'database'> = {}, queryTimeoutMs?: number): Promise<Instance> {
  const database = await openPostgresDatabase({ url: postgres.url, ...(queryTimeoutMs === undefined ? {} : { queryTimeoutMs }) });
  const gateway = await startGateway(upstream, {
    // The burst comes from one address: more than a client's pace.
    rateLimit: 100_000,
    staff: { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience },
    requests: bookingRequests({ database, ratePerHour: 100_000, now: () => suiteClock().now(), pollMs: 100, ...options }),
  });
  return {
    gateway,
    database,
    async close() {
      await gateway.gateway.close();
      await gateway.close();
      await database.close();
    },
  };
}

/** Sends one request; gives its answer's status, how long it took, and its id on a 201. */
async function timedSend(url: string, idempotencyKey = newKey()): Promise<{ status: number; ms: number; id?: string }> {
  const started = performance.now();
  const answer = await postJson(url, '/booking-requests', requestBody(slot), { 'idempotency-key': idempotencyKey });
  const ms = performance.now() - started;
  return { status: answer.status, ms, ...(answer.status === 201 ? { id: (answer.json as { id: string }).id } : {}) };
}

/** 503s answered to `sendUntilKept`, which tries again after them. */
let unavailable = 0;

/** Sends one request as the flow does: a 503 is tried again with the same key, a moment later. */
async function sendUntilKept(url: string): Promise<string> {
  const idempotencyKey = newKey();
  for (let tries = 0; tries < 60; tries += 1) {
    const answer = await timedSend(url, idempotencyKey);
    if (answer.id) return answer.id;
    assert.equal(answer.status, 503, `a request was answered ${answer.status}`);
    unavailable += 1;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('a request was never kept');
}

async function timedReadiness(url: string): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const answer = await raw(url, { path: '/readyz' });
  return { status: answer.status, ms: performance.now() - started, body: answer.json as Record<string, unknown> };
}

describe('PostgreSQL that hangs, stops and restarts', () => {
  it('answers customers within the time limit while it hangs and while it is stopped, and /readyz within a second', {
    timeout: 60_000,
  }, async () => {
    const limitMs = 1000;
    const one = await instance({ webhook: { url: receiver.url, secret: webhookSecret } }, limitMs);
    try {
      assert.equal((await timedSend(one.gateway.url)).status, 201);
      for (const fault of ['hangs', 'is stopped'] as const) {
        if (fault === 'hangs') postgres.pause();
        else await postgres.halt();
        try {
          const answers = await Promise.all(Array.from({ length: 20 }, () => timedSend(one.gateway.url)));
          for (const answer of answers) {
            assert.equal(answer.status, 503, `while PostgreSQL ${fault}`);
            assert.ok(answer.ms < limitMs + 1500, `answered in ${Math.round(answer.ms)} ms while PostgreSQL ${fault}`);
          }
          const ready = await timedReadiness(one.gateway.url);
          assert.equal(ready.status, 503);
          assert.equal(ready.body['database'], 'down');
          assert.ok(ready.ms < 1000, `/readyz took ${Math.round(ready.ms)} ms while PostgreSQL ${fault}`);
        } finally {
          if (fault === 'hangs') postgres.resume();
          else await postgres.start();
        }
        // Back: the same instance keeps requests again within a second or two, no restart needed.
        const back = performance.now();
        await eventually(
          async () => (await timedSend(one.gateway.url)).status === 201,
          `a request kept once PostgreSQL no longer ${fault}`,
        );
        assert.ok(
          performance.now() - back < 3000,
          `kept again ${Math.round(performance.now() - back)} ms after PostgreSQL no longer ${fault}`,
        );
      }
      const lines = [...one.gateway.log, ...one.gateway.events].map((line) => JSON.stringify(line));
      assert.ok(
        lines.some((line) => line.includes('database: TIMEOUT')),
        'a time limit reached is logged by its code',
      );
    } finally {
      await one.close();
    }
  });

  it('loses no request from a staff page left open while PostgreSQL restarts in a burst of 300 to two instances', {
    timeout: 90_000,
  }, async () => {
    const [first, second] = [await instance(), await instance()];
    const token = await signToken(key, validClaims());
    const inbox = new Map<string, BookingRequestRecord>();
    let reads = 0;
    // A host that takes the controller and nothing more: the test stops the stream itself.
    const live = new LiveRequests({
      addController: () => undefined,
      removeController: () => undefined,
      requestUpdate: () => undefined,
      updateComplete: Promise.resolve(true),
    });
    // The inbox's own logic (live-requests.ts): the stream, reconnected with Last-Event-ID, and read again when told to.
    live.start({
      connect: ({ signal, lastEventId, onPosition, onEvent }) =>
        readBookingRequestEvents(
          {
            baseUrl: first.gateway.url,
            headers: { Authorization: `Bearer ${token}` },
            signal,
            onPosition,
            ...(lastEventId ? { lastEventId } : {}),
          },
          onEvent,
        ),
      onEvent: (event) => {
        if (event.type === 'created' || event.type === 'updated') inbox.set(event.request.id, event.request);
      },
      onReady: () => {
        reads += 1;
        void missedRequests(undefined, {
          businessIds: [slot.businessId],
          since: suiteClock().now() - 86_400_000,
          page: async (businessId, pageToken) => {
            const answer = await raw(first.gateway.url, {
              path: `/booking-requests?business_id=${businessId}&page_size=500${pageToken ? `&page_token=${pageToken}` : ''}`,
              headers: { authorization: `Bearer ${token}` },
            });
            if (answer.status !== 200) throw new Error(`the list answered ${answer.status}`);
            return answer.json as { requests: BookingRequestRecord[]; nextPageToken: string };
          },
        }).then((requests) => {
          for (const request of requests) inbox.set(request.id, request);
        });
      },
      onSignedOut: () => assert.fail('signed out'),
      onRefused: (error) => assert.fail(error.message),
    });
    try {
      await eventually(() => reads > 0, 'the staff page opened its stream');
      const kept: string[] = [];
      const unavailableBefore = unavailable;
      let restart: Promise<void> | undefined;
      for (let batch = 0; batch < 15; batch += 1) {
        if (batch === 5) restart = postgres.restart();
        const urls = [first.gateway.url, second.gateway.url];
        kept.push(...(await Promise.all(Array.from({ length: 20 }, (_, index) => sendUntilKept(urls[index % 2]!)))));
      }
      await restart;
      assert.equal(new Set(kept).size, 300);
      assert.ok(
        unavailable > unavailableBefore,
        'the restart came in the middle of the burst: some requests were answered 503 and sent again',
      );
      await eventually(() => kept.every((id) => inbox.has(id)), 'every request kept is on the open page', 20_000);
    } finally {
      live.stop();
      await first.close();
      await second.close();
    }
  });
});

describe('instances with different channels', () => {
  let smtp: SmtpReceiver;
  before(async () => {
    smtp = await startSmtpServer();
  });
  after(async () => {
    await smtp.close();
  });

  it('sends each delivery by the instance that has its channel, and says when no instance has it any more', {
    timeout: 90_000,
  }, async () => {
    const webhook = { url: receiver.url, secret: webhookSecret };
    const email = { smtpUrl: smtp.url, from: 'Bookings <bookings@salon.example>', to: 'front-desk@salon.example' };
    // A rolling change of configuration: the first instance has e-mail, the second not (yet, or any more).
    const withEmail = await instance({ webhook, email });
    const withoutEmail = await instance({ webhook });
    let stillToClose: Instance[] = [withEmail, withoutEmail];
    try {
      const ids = await Promise.all(
        Array.from({ length: 40 }, (_, index) => sendUntilKept([withEmail.gateway.url, withoutEmail.gateway.url][index % 2]!)),
      );
      const withMail = ids.filter((_, index) => index % 2 === 0);
      await eventually(() => ids.every((id) => receiver.received.some((hook) => hook.body.data['id'] === id)), 'every webhook sent');
      await eventually(
        async () =>
          (
            await withEmail.database.query<{ n: number }>(
              "select count(*)::int as n from booking_deliveries where channel = 'email' and status = 'sent' and request_id = any($1::text::uuid[])",
              [`{${withMail.join(',')}}`],
            )
          )[0]!.n === withMail.length,
        'every e-mail sent',
      );
      const mailLines = (running: Instance) => running.gateway.events.filter((line) => /^email delivery/.test(String(line.message)));
      assert.equal(mailLines(withoutEmail).length, 0, 'the instance without e-mail never took an e-mail');
      assert.equal(mailLines(withEmail).length, withMail.length, 'each e-mail sent once, by the instance that has e-mail');
      // Every other delivery (the customers' e-mails too, which only the instance with e-mail queues and sends) goes out.
      await eventually(
        async () =>
          (
            await withEmail.database.query<{ n: number }>(
              "select count(*)::int as n from booking_deliveries where status <> 'sent' and request_id = any($1::text::uuid[])",
              [`{${ids.join(',')}}`],
            )
          )[0]!.n === 0,
        'nothing left unsent',
      );

      // The mail server goes away, a request waits for e-mail, and the only instance with e-mail stops.
      await smtp.close();
      const waiting = await sendUntilKept(withEmail.gateway.url);
      await eventually(
        () => mailLines(withEmail).some((line) => /retried later/.test(String(line.message))),
        'the e-mail tried and failed',
      );
      await withEmail.close();
      stillToClose = [withoutEmail];
      await eventually(
        async () => (await timedReadiness(withoutEmail.gateway.url)).body['deliveries'] !== 'ok',
        '/readyz says e-mail has nobody to send it',
        15_000,
      );
      const ready = await timedReadiness(withoutEmail.gateway.url);
      assert.equal(ready.status, 200, 'an instance whose channel is missing elsewhere still takes traffic');
      assert.match(String(ready.body['deliveries']), /email/);
      const staff = { authorization: `Bearer ${await signToken(key, validClaims())}` };
      const detail = (await raw(withoutEmail.gateway.url, { path: `/booking-requests/${waiting}`, headers: staff })).json as {
        deliveries: { channel: string; status: string; noSender?: boolean }[];
      };
      assert.deepEqual(
        detail.deliveries.find((delivery) => delivery.channel === 'email'),
        { ...detail.deliveries.find((delivery) => delivery.channel === 'email'), status: 'pending', noSender: true },
      );
      assert.ok(withoutEmail.gateway.events.some((line) => /no instance of the gateway sends/.test(String(line.message))));
    } finally {
      for (const running of stillToClose) await running.close();
    }
  });
});
