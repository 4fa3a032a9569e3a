/**
 * The customer hears back (issue 39, the gateway's core): staff answer with words and other times
 * (re-checked), the customer's capability opens their own request (`GET /booking-requests/mine`,
 * which changes nothing), withdraws it (`If-Match`), and takes an offered time (`replaces`); every
 * status change reaches the webhook as `booking_request.updated`; and the deadlines, on a clock
 * the test moves: overdue reminded once, expired by the gateway, also with two instances on one
 * PostgreSQL. All real: the reference API (a slot "taken meanwhile" is one its availability no
 * longer lists), a webhook receiver verifying signatures, an SMTP server, PGlite and PostgreSQL.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createReferenceApi, type ReferenceFixtures } from '../../reference/index.js';
import {
  bookingRequests,
  openEmbeddedDatabase,
  openPostgresDatabase,
  type RequestDatabase,
} from '../../src/gateway/booking-requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { postJson, raw, type RecordingUpstream, recordingUpstream, type RunningGateway, startGateway, statusCode } from './harness.js';
import {
  makeKey,
  signToken,
  staffAudience,
  staffIssuer,
  startJwksServer,
  type JwksServer,
  type TestKey,
  validClaims,
} from './jwks-server.js';
import { startPostgres, type PostgresServer } from './postgres-server.js';
import { eventually } from './processes.js';
import {
  newKey,
  offeredSlots,
  requestBody,
  type Slot,
  type SmtpReceiver,
  startSmtpServer,
  startWebhookReceiver,
  type WebhookReceiver,
  webhookSecret,
  groomerNamesOf,
} from './requests-harness.js';

const hourMs = 3600_000;

/** The slots another customer booked meanwhile: the reference's availability no longer lists them. */
const taken = new Set<string>();
const slotKey = (staffId: string, startTime: string) => `${staffId}|${Date.parse(startTime)}`;

interface AvailabilityBody {
  availability: { staff: { staffId: string; availableSlots: { startTime: string }[] }[] }[];
}

/** The reference API, with the slots in `taken` left out of its availability. */
async function referenceWithBookings(): Promise<RecordingUpstream> {
  const reference = createReferenceApi({ now: () => new Date(suiteClock().now()) });
  return recordingUpstream(async (request) => {
    const answer = await reference(request);
    if (!new URL(request.url).pathname.endsWith('/online_booking/availability') || answer.status !== 200) return answer;
    const body = (await answer.json()) as AvailabilityBody;
    for (const day of body.availability) {
      for (const groomer of day.staff) {
        groomer.availableSlots = groomer.availableSlots.filter((slot) => !taken.has(slotKey(groomer.staffId, slot.startTime)));
      }
    }
    return Response.json(body);
  });
}

let upstream: RecordingUpstream;
let slots: Slot[];
/** The groomers' names, as the reference world has them. */
let groomerNames: ReadonlyMap<string, string> = new Map();
const groomerName = (staffId: string) => groomerNames.get(staffId) ?? '';
let folder: string;
let database: RequestDatabase;
let receiver: WebhookReceiver;
let smtp: SmtpReceiver;
let idp: JwksServer;
let key: TestKey;
let gateway: RunningGateway;
/** How far the gateway's clock is ahead of the suite's: the deadlines' test moves it. */
let shift = 0;

before(async () => {
  upstream = await referenceWithBookings();
  const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  groomerNames = groomerNamesOf(fixtures);
  slots = await offeredSlots(upstream.url, fixtures, 12);
  folder = mkdtempSync(join(tmpdir(), 'booking-customer-'));
  database = await openEmbeddedDatabase({ dir: join(folder, 'data') });
  receiver = await startWebhookReceiver();
  smtp = await startSmtpServer();
  key = await makeKey('ES256', 'key-1');
  idp = await startJwksServer([key.publicJwk]);
  gateway = await startGateway(upstream, {
    staff: { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience },
    requests: bookingRequests({
      database,
      webhook: { url: receiver.url, secret: webhookSecret },
      email: { smtpUrl: smtp.url, from: 'Bookings <bookings@salon.example>', to: 'front-desk@salon.example' },
      ratePerHour: 1000,
      now: () => suiteClock().now() + shift,
      pollMs: 100,
      answerHours: 2,
      expireHours: 6,
      deadlinePollMs: 100,
      statusUrl: 'https://salon.example/request',
    }),
  });
});

after(async () => {
  await gateway.gateway.close();
  await gateway.close();
  await database.close();
  await Promise.all([receiver.close(), smtp.close(), idp.close(), upstream.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const slot = (index: number) => slots[index]!;
const staffHeaders = async (claims: Record<string, unknown> = {}) => ({
  authorization: `Bearer ${await signToken(key, validClaims({ sub: 'front-desk', ...claims }))}`,
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface Receipt {
  id: string;
  reference: string;
  statusToken?: string;
}

/** A new request for `at`: its receipt (with its capability). */
async function send(at: Slot, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}): Promise<Receipt> {
  const answer = await postJson(gateway.url, '/booking-requests', requestBody(at, extra), { 'idempotency-key': newKey(), ...headers });
  assert.equal(answer.status, 201, answer.text);
  return answer.json as Receipt;
}

async function change(id: string, version: number, body: Record<string, unknown>, claims: Record<string, unknown> = {}) {
  return raw(gateway.url, {
    method: 'PATCH',
    path: `/booking-requests/${id}`,
    headers: { ...(await staffHeaders(claims)), 'content-type': 'application/json', 'if-match': `"${version}"` },
    body: JSON.stringify(body),
  });
}

const mine = (token: string) => raw(gateway.url, { path: '/booking-requests/mine', headers: bearer(token) });
const withdraw = (token: string, version: number) =>
  raw(gateway.url, {
    method: 'POST',
    path: '/booking-requests/mine/withdraw',
    headers: { ...bearer(token), 'content-type': 'application/json', 'if-match': `"${version}"` },
    body: '{}',
  });
const staffRead = async (id: string) => raw(gateway.url, { path: `/booking-requests/${id}`, headers: await staffHeaders() });
const message = (answer: { json: unknown }) => (answer.json as { message: string }).message;
const offerOf = (at: Slot) => ({ staffId: at.staffId, startTime: at.startTime, endTime: at.endTime });
const hooksOf = (id: string, type: string) => receiver.received.filter((hook) => hook.body.type === type && hook.body.data['id'] === id);

describe("the customer's capability", () => {
  it('comes in the first 201 only, random and never stored: a replay of the same key answers without it', async () => {
    const idempotencyKey = newKey();
    const body = requestBody(slot(0));
    const first = await postJson(gateway.url, '/booking-requests', body, { 'idempotency-key': idempotencyKey });
    assert.equal(first.status, 201, first.text);
    const receipt = first.json as Receipt;
    assert.match(receipt.statusToken ?? '', /^[A-Za-z0-9_-]{43}$/);
    const again = await postJson(gateway.url, '/booking-requests', body, { 'idempotency-key': idempotencyKey });
    assert.equal(again.status, 201);
    const replay = again.json as Receipt;
    assert.equal(replay.id, receipt.id);
    assert.equal(replay.statusToken, undefined, 'the gateway cannot read the token back from its hash');
    // The answer's token, and one minted for each e-mail to the customer that carries the link: only their hashes.
    const stored = await database.query<{ token_hash: string }>(
      'select token_hash from booking_request_tokens where request_id = $1::uuid',
      [receipt.id],
    );
    assert.ok(stored.every(({ token_hash }) => /^[0-9a-f]{64}$/.test(token_hash) && token_hash !== receipt.statusToken));
    const hash = createHash('sha256')
      .update(receipt.statusToken ?? '', 'utf8')
      .digest('hex');
    assert.ok(
      stored.some(({ token_hash }) => token_hash === hash),
      "the answer's token is kept as its hash",
    );
  });

  it('opens GET /booking-requests/mine: the request in customers’ terms, with an ETag, no note nor staff name', async () => {
    const { id, statusToken } = await send(slot(1));
    const changed = await change(id, 1, { status: 'contacted', note: 'called, no answer', message: 'We tried to call you.' });
    assert.equal(changed.status, 200, changed.text);
    const answer = await mine(statusToken!);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers['etag'], '"2"');
    assert.match(String(answer.headers['cache-control']), /private, no-store/);
    const view = answer.json as Record<string, unknown> & { history: Record<string, unknown>[] };
    assert.equal(view['id'], id);
    assert.equal(view['status'], 'contacted');
    assert.equal(view['message'], 'We tried to call you.');
    assert.equal(view['petType'], 'DOG');
    assert.deepEqual(view['offers'], []);
    assert.deepEqual(
      view.history.map((line) => Object.keys(line).sort()),
      [
        ['at', 'message', 'status'],
        ['at', 'message', 'status'],
      ],
    );
    assert.deepEqual(
      view.history.map((line) => [line['status'], line['message']]),
      [
        ['received', ''],
        ['contacted', 'We tried to call you.'],
      ],
    );
    assert.ok(!answer.text.includes('called, no answer'), 'no internal note');
    assert.ok(!answer.text.includes('front-desk'), 'no staff name');
    assert.ok(!('deliveries' in view));
  });

  it('a GET changes nothing: read again and again, as a mail scanner would, the request stays as it was', async () => {
    const { id, statusToken } = await send(slot(2));
    // Its deliveries go on in the background: the request itself, its version and its history are what a GET could change.
    const request = async () => {
      const { deliveries, ...rest } = (await staffRead(id)).json as { deliveries: unknown };
      return rest;
    };
    const before = await request();
    const events = await database.query<{ n: number }>('select count(*)::int as n from booking_request_events');
    for (let time = 0; time < 5; time++) assert.equal((await mine(statusToken!)).status, 200);
    assert.deepEqual(await request(), before);
    assert.deepEqual(await database.query<{ n: number }>('select count(*)::int as n from booking_request_events'), events);
  });

  it('answers an unknown, malformed, staff or customer token, or none, with one 404 that never says which', async () => {
    const { id } = await send(slot(3));
    const staff = await staffHeaders();
    const jwt = staff.authorization.slice('Bearer '.length);
    const answers = [
      await raw(gateway.url, { path: '/booking-requests/mine' }),
      await mine('A'.repeat(43)),
      await mine('not a token'),
      await mine(jwt),
      await raw(gateway.url, { path: '/booking-requests/mine', headers: { authorization: `Bearer ${jwt.split('.')[0]}` } }),
    ];
    for (const answer of answers) {
      assert.equal(answer.status, 404, answer.text);
      assert.equal(message(answer), message(answers[0]!));
    }
    // An erased request's link opens nothing either, with the same words.
    const erased = await send(slot(4));
    const deleted = await raw(gateway.url, { method: 'DELETE', path: `/booking-requests/${erased.id}`, headers: staff });
    assert.equal(deleted.status, 200, deleted.text);
    const gone = await mine(erased.statusToken!);
    assert.equal(gone.status, 404);
    assert.equal(message(gone), message(answers[0]!));
    assert.equal((await staffRead(id)).status, 200, 'the other request is untouched');
  });
});

describe('withdrawing', () => {
  it('takes back an unanswered request with If-Match; 412 for a stale version, 409 once it cannot be withdrawn', async () => {
    const { id, statusToken } = await send(slot(5));
    const token = statusToken!;
    assert.equal((await change(id, 1, { status: 'contacted' })).status, 200);
    const stale = await withdraw(token, 1);
    assert.equal(stale.status, 412, stale.text);
    assert.equal((stale.json as { request: { status: string; version: number } }).request.version, 2);
    assert.equal(((await staffRead(id)).json as { status: string }).status, 'contacted', 'nothing changed');
    const withdrawn = await withdraw(token, 2);
    assert.equal(withdrawn.status, 200, withdrawn.text);
    assert.equal((withdrawn.json as { status: string }).status, 'withdrawn');
    assert.equal(withdrawn.headers['etag'], '"3"');
    const again = await withdraw(token, 3);
    assert.equal(again.status, 409, again.text);
    assert.equal(statusCode(again), 9, 'FAILED_PRECONDITION');
    const detail = (await staffRead(id)).json as { history: { status: string; actor: string }[] };
    assert.deepEqual(
      detail.history.map((line) => [line.status, line.actor]),
      [
        ['received', 'customer'],
        ['contacted', 'front-desk'],
        ['withdrawn', 'customer'],
      ],
    );
    // Staff may not withdraw it, nor move a withdrawn one on.
    const staffTry = await change(id, 3, { status: 'confirmed' });
    assert.equal(staffTry.status, 409);
    assert.match(message(staffTry), /staff may not change its status any more/);
  });

  it('refuses to withdraw a confirmed request (the branch cancels it)', async () => {
    const { id, statusToken } = await send(slot(6));
    assert.equal((await change(id, 1, { status: 'confirmed' })).status, 200);
    const refused = await withdraw(statusToken!, 2);
    assert.equal(refused.status, 409, refused.text);
    assert.match(message(refused), /confirmed, so it can no longer be withdrawn/);
    const cancelled = await change(id, 2, { status: 'cancelled', message: 'The groomer is ill, sorry.' }, { name: 'Maria (front desk)' });
    assert.equal(cancelled.status, 200, cancelled.text);
    const detail = (await staffRead(id)).json as { history: { status: string; actor: string; message: string }[] };
    assert.deepEqual(detail.history.at(-1), { ...detail.history.at(-1), status: 'cancelled', actor: 'Maria (front desk)' });
    assert.equal(((await mine(statusToken!)).json as { message: string }).message, 'The groomer is ill, sorry.');
  });
});

describe('PATCH with words and other times', () => {
  it('keeps the message and offers on a decline, each offer re-checked; an offer gone is 409 ABORTED naming it, nothing changed', async () => {
    const { id } = await send(slot(7));
    const gone = slot(9);
    taken.add(slotKey(gone.staffId, gone.startTime));
    try {
      const refused = await change(id, 1, { status: 'declined', message: 'Full that day.', offers: [offerOf(slot(8)), offerOf(gone)] });
      assert.equal(refused.status, 409, refused.text);
      assert.equal(statusCode(refused), 10, 'ABORTED');
      assert.ok(message(refused).includes(`${gone.staffId} at ${gone.startTime}`), message(refused));
      assert.ok(!message(refused).includes(slot(8).startTime), 'only the one gone is named');
    } finally {
      taken.delete(slotKey(gone.staffId, gone.startTime));
    }
    assert.equal(((await staffRead(id)).json as { version: number }).version, 1, 'nothing changed');
    const declined = await change(id, 1, { status: 'declined', message: 'Full that day.', note: 'busy', offers: [offerOf(slot(8))] });
    assert.equal(declined.status, 200, declined.text);
    const record = declined.json as { message: string; offers: unknown[] };
    assert.equal(record.message, 'Full that day.');
    // Each offer is kept with its groomer's name, as the availability that re-checked it gave it.
    const named = [{ ...offerOf(slot(8)), staffName: groomerName(slot(8).staffId) }];
    assert.deepEqual(record.offers, named);
    const detail = (await staffRead(id)).json as { history: Record<string, unknown>[] };
    assert.deepEqual(detail.history.at(-1)?.['offers'], named);
    assert.equal(detail.history.at(-1)?.['note'], 'busy');
  });

  it('refuses offers without a decline, more than three, or a change the lifecycle does not allow', async () => {
    const { id } = await send(slot(10));
    const withConfirm = await change(id, 1, { status: 'confirmed', offers: [offerOf(slot(8))] });
    assert.equal(withConfirm.status, 400, withConfirm.text);
    assert.match(message(withConfirm), /offers: expected offers only with status declined/);
    const four = await change(id, 1, { status: 'declined', offers: [1, 2, 3, 4].map(() => offerOf(slot(8))) });
    assert.equal(four.status, 400);
    assert.match(message(four), /offers: expected a list of at most 3 times/);
    const cancelUnconfirmed = await change(id, 1, { status: 'cancelled' });
    assert.equal(cancelUnconfirmed.status, 409);
    assert.match(
      message(cancelUnconfirmed),
      /received, so it cannot become cancelled: staff may only make it contacted, confirmed or declined/,
    );
    for (const status of ['withdrawn', 'expired']) {
      const answer = await change(id, 1, { status });
      assert.equal(answer.status, 409, `${status}: ${answer.text}`);
    }
  });

  it('tells the webhook of every status change: booking_request.updated, ids and words only, one message id each', async () => {
    const { id, reference } = await send(slot(11));
    assert.equal((await change(id, 1, { status: 'contacted', message: 'We will call.' })).status, 200);
    assert.equal((await change(id, 2, { status: 'confirmed' })).status, 200);
    await eventually(() => hooksOf(id, 'booking_request.updated').length === 2, 'two updates delivered');
    const updates = hooksOf(id, 'booking_request.updated');
    assert.deepEqual(
      updates.map((hook) => hook.body.data),
      [
        { id, reference, status: 'contacted', previousStatus: 'received', version: 2 },
        { id, reference, status: 'confirmed', previousStatus: 'contacted', version: 3 },
      ],
    );
    assert.equal(new Set(updates.map((hook) => hook.id)).size, 2);
    assert.equal(receiver.refused, 0);
  });
});

describe('taking an offered time', () => {
  let declined: Receipt;
  const offered = () => slot(8);

  before(async () => {
    declined = await send(slot(3));
    const answer = await change(declined.id, 1, {
      status: 'declined',
      message: 'Another time?',
      offers: [offerOf(offered()), offerOf(slot(4))],
    });
    assert.equal(answer.status, 200, answer.text);
  });

  it('refuses a time not offered, another request’s capability, or a request not declined', async () => {
    const notOffered = await postJson(gateway.url, '/booking-requests', requestBody(slot(6), { replaces: declined.id }), {
      'idempotency-key': newKey(),
      ...bearer(declined.statusToken!),
    });
    assert.equal(notOffered.status, 409, notOffered.text);
    assert.match(message(notOffered), /not one the branch offered/);
    const other = await send(slot(2));
    const wrongToken = await postJson(gateway.url, '/booking-requests', requestBody(offered(), { replaces: declined.id }), {
      'idempotency-key': newKey(),
      ...bearer(other.statusToken!),
    });
    assert.equal(wrongToken.status, 404, wrongToken.text);
    const notDeclined = await postJson(gateway.url, '/booking-requests', requestBody(offered(), { replaces: other.id }), {
      'idempotency-key': newKey(),
      ...bearer(other.statusToken!),
    });
    assert.equal(notDeclined.status, 409, notDeclined.text);
  });

  it('a time taken meanwhile is 409 ABORTED; one still free makes a new request linked to the declined one, once', async () => {
    const gone = slot(4);
    taken.add(slotKey(gone.staffId, gone.startTime));
    try {
      const meanwhile = await postJson(gateway.url, '/booking-requests', requestBody(gone, { replaces: declined.id }), {
        'idempotency-key': newKey(),
        ...bearer(declined.statusToken!),
      });
      assert.equal(meanwhile.status, 409, meanwhile.text);
      assert.equal(statusCode(meanwhile), 10, 'ABORTED');
    } finally {
      taken.delete(slotKey(gone.staffId, gone.startTime));
    }
    const idempotencyKey = newKey();
    const took = await postJson(gateway.url, '/booking-requests', requestBody(offered(), { replaces: declined.id }), {
      'idempotency-key': idempotencyKey,
      ...bearer(declined.statusToken!),
    });
    assert.equal(took.status, 201, took.text);
    const taking = took.json as Receipt;
    assert.match(taking.statusToken ?? '', /^[A-Za-z0-9_-]{43}$/);
    const replay = await postJson(gateway.url, '/booking-requests', requestBody(offered(), { replaces: declined.id }), {
      'idempotency-key': idempotencyKey,
      ...bearer(declined.statusToken!),
    });
    assert.equal(replay.status, 201, 'the same key again: the same answer');
    assert.equal((replay.json as Receipt).id, taking.id);
    const newView = (await mine(taking.statusToken!)).json as { replaces: string; status: string };
    assert.equal(newView.replaces, declined.id);
    assert.equal(newView.status, 'received');
    assert.equal(((await staffRead(taking.id)).json as { replaces: string }).replaces, declined.id);
    assert.equal(((await mine(declined.statusToken!)).json as { replacedBy: string }).replacedBy, taking.id);
    const second = await postJson(gateway.url, '/booking-requests', requestBody(slot(4), { replaces: declined.id }), {
      'idempotency-key': newKey(),
      ...bearer(declined.statusToken!),
    });
    assert.equal(second.status, 409, second.text);
    assert.match(message(second), /taken already/);
  });
});

describe('the deadlines, on a clock the test moves', () => {
  it('marks a request overdue past the answer hours and reminds once (webhook and e-mail); expires it past the expiry hours', async () => {
    const { id, reference } = await send(slot(0));
    const list = async () =>
      (
        (await raw(gateway.url, { path: '/booking-requests?page_size=500', headers: await staffHeaders() })).json as {
          requests: { id: string; overdue: boolean; answerBy: string; status: string }[];
        }
      ).requests.find((request) => request.id === id)!;
    assert.equal((await list()).overdue, undefined, 'not overdue: left out');
    assert.ok((await list()).answerBy);
    const mails = smtp.messages.length;
    shift = 2 * hourMs + 60_000;
    await eventually(() => hooksOf(id, 'booking_request.overdue').length === 1, 'the overdue event');
    assert.equal((await list()).overdue, true);
    const [overdue] = hooksOf(id, 'booking_request.overdue');
    assert.deepEqual(Object.keys(overdue!.body.data).sort(), ['answerBy', 'id', 'receivedTime', 'reference', 'status']);
    assert.equal(overdue!.body.data['reference'], reference);
    await eventually(
      () => smtp.messages.slice(mails).some((mail) => mail.raw.includes('Nobody has answered') && mail.raw.includes(reference)),
      'the reminder e-mail',
    );
    // Rounds go on: the reminder is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(hooksOf(id, 'booking_request.overdue').length, 1);
    shift = 6 * hourMs + 60_000;
    await eventually(async () => (await list()).status === 'expired', 'expired by the gateway');
    const detail = (await staffRead(id)).json as { history: { status: string; actor: string }[] };
    assert.deepEqual(detail.history.at(-1), { ...detail.history.at(-1), status: 'expired', actor: 'system' });
    await eventually(() => hooksOf(id, 'booking_request.updated').some((hook) => hook.body.data['status'] === 'expired'), 'told');
    shift = 0;
  });
});

describe('two instances on one PostgreSQL', () => {
  let postgres: PostgresServer;
  before(async () => {
    postgres = await startPostgres();
  });
  after(() => postgres.stop());

  it('expire and remind each request once', { timeout: 90_000 }, async () => {
    let later = 0;
    const hooks = await startWebhookReceiver();
    const databases = [await openPostgresDatabase({ url: postgres.url }), await openPostgresDatabase({ url: postgres.url })];
    const instances: RunningGateway[] = [];
    try {
      for (const each of databases) {
        instances.push(
          await startGateway(upstream, {
            requests: bookingRequests({
              database: each,
              webhook: { url: hooks.url, secret: webhookSecret },
              ratePerHour: 1000,
              now: () => suiteClock().now() + later,
              pollMs: 50,
              answerHours: 1,
              expireHours: 3,
              deadlinePollMs: 20,
            }),
          }),
        );
      }
      const ids: string[] = [];
      for (const [index, at] of [slot(5), slot(6), slot(7), slot(10)].entries()) {
        const answer = await postJson(instances[index % 2]!.url, '/booking-requests', requestBody(at), { 'idempotency-key': newKey() });
        assert.equal(answer.status, 201, answer.text);
        ids.push((answer.json as Receipt).id);
      }
      const of = (id: string, type: string, status?: string) =>
        hooks.received.filter(
          (hook) => hook.body.type === type && hook.body.data['id'] === id && (status === undefined || hook.body.data['status'] === status),
        );
      later = hourMs + 60_000;
      await eventually(() => ids.every((id) => of(id, 'booking_request.overdue').length >= 1), 'each reminded');
      later = 3 * hourMs + 60_000;
      await eventually(() => ids.every((id) => of(id, 'booking_request.updated', 'expired').length >= 1), 'each expired');
      // Both instances go on looking for a while: nothing is done twice.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      for (const id of ids) {
        assert.equal(of(id, 'booking_request.overdue').length, 1, `${id} reminded once`);
        assert.equal(of(id, 'booking_request.updated', 'expired').length, 1, `${id} expired once`);
      }
      const lines = await databases[0]!.query<{ n: number }>(
        `select count(*)::int as n from booking_request_history where status = 'expired' and request_id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)`,
        [JSON.stringify(ids)],
      );
      assert.equal(lines[0]!.n, ids.length, 'one line of history each');
      assert.equal(hooks.refused, 0);
    } finally {
      for (const instance of instances) {
        await instance.gateway.close();
        await instance.close();
      }
      for (const each of databases) await each.close();
      await hooks.close();
    }
  });
});
