/**
 * Booking requests on the embedded database (PGlite in a temporary folder), the gateway in this
 * process in front of the reference API: what a customer's POST is answered and what it stores,
 * the webhook and the e-mail the business receives, and the staff's inbox.
 */
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { signCustomerToken } from '../../src/gateway/index.js';
import { bookingRequests, openEmbeddedDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import type { ReferenceFixtures } from '../../reference/fixtures.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { postJson, raw, startGateway, statusCode, type RecordingUpstream, type RunningGateway } from './harness.js';
import { signToken, validClaims, type TestKey } from './jwks-server.js';
import { eventually } from './processes.js';
import {
  customer,
  newKey,
  requestBody,
  webhookSecret,
  type SmtpReceiver,
  type Slot,
  type WebhookReceiver,
  startRequestsWorld,
  type RequestsWorld,
  isBusinessMail,
} from './requests-harness.js';

let world: RequestsWorld;
let upstream: RecordingUpstream;
let slot: Slot;
let folder: string;
let database: RequestDatabase;
let receiver: WebhookReceiver;
let smtp: SmtpReceiver;
let key: TestKey;
let gateway: RunningGateway;
const customerSecret = 'a customer secret of the tests, long enough: 0123456789abcdef';

const stored = async () => (await database.query<{ n: number }>('select count(*)::int as n from booking_requests'))[0]!.n;
const send = (body: unknown, headers: Record<string, string> = { 'idempotency-key': newKey() }) =>
  postJson(gateway.url, '/booking-requests', body, headers);
const staffHeaders = async (claims: Record<string, unknown> = {}) => ({
  authorization: `Bearer ${await signToken(key, validClaims(claims))}`,
});

before(async () => {
  world = await startRequestsWorld({ customerSecret });
  ({ upstream, slot, folder, database, receiver, smtp, key, gateway } = world);
});

after(() => world.close());

describe('POST /booking-requests on the embedded database', () => {
  it('keeps its folder to its owner and refuses a second process on it, naming BOOKING_DATABASE_URL', async () => {
    assert.equal(statSync(join(folder, 'data')).mode & 0o777, 0o700);
    const lock = join(folder, 'data', 'gateway.lock');
    const { writeFileSync, readFileSync } = await import('node:fs');
    const own = readFileSync(lock, 'utf8');
    // A live process other than this one (the test runner's parent) holds it.
    writeFileSync(lock, `${process.ppid}\n`);
    await assert.rejects(openEmbeddedDatabase({ dir: join(folder, 'data') }), /in use by process .*BOOKING_DATABASE_URL/s);
    writeFileSync(lock, own);
  });

  it('stores a request for an offered time, answers 201, and delivers it by webhook and e-mail with its calendar file', async () => {
    const before = upstream.seen.length;
    const answer = await send(requestBody(slot));
    assert.equal(answer.status, 201, answer.text);
    const body = answer.json as { id: string; reference: string; status: string; receivedTime: string };
    assert.equal(body.status, 'received');
    assert.match(body.reference, /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    assert.equal(body.receivedTime.slice(0, 10), new Date(suiteClock().now()).toISOString().slice(0, 10));
    assert.ok(
      upstream.seen.slice(before).some((seen) => seen.path.endsWith('/v1/online_booking/availability')),
      'the time was checked upstream',
    );
    await eventually(() => receiver.received.some((hook) => hook.body.data['id'] === body.id), 'the webhook arrived');
    const hook = receiver.received.find((entry) => entry.body.data['id'] === body.id)!;
    assert.equal(hook.body.type, 'booking_request.received');
    assert.deepEqual(hook.body.data['customer'], customer);
    assert.equal(hook.body.data['startTime'], new Date(slot.startTime).toISOString());
    assert.equal(receiver.refused, 0);
    // The business's e-mail; the customer's own goes to their address.
    const toBusiness = (message: { to: string[]; raw: string }) => isBusinessMail(message, body.reference);
    await eventually(() => smtp.messages.some(toBusiness), 'the e-mail arrived');
    const mail = smtp.messages.find(toBusiness)!;
    assert.match(mail.raw, /text\/calendar/);
    assert.match(mail.raw.replace(/=\r?\n/g, ''), /BEGIN:VCALENDAR/);
    assert.match(mail.raw, /Biscuit/);
  });

  it('checks the time for the services and pet type it carries, and delivers them with the request', async () => {
    const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
    const groom = fixtures.services.find((service) => service.companyId === slot.companyId && service.name === 'Full Groom')!;
    // A slot as long as the groom, as the flow would have been offered it for a dog.
    const day = (offset: number) => new Date(Date.parse(slot.startTime) + offset * 86_400_000).toISOString().slice(0, 10);
    const answer = await fetch(`${upstream.url}/v1/online_booking/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyId: slot.companyId,
        businessId: slot.businessId,
        filter: { startDate: day(0), endDate: day(3), serviceIds: [groom.id], staffIds: [slot.staffId], pets: [{ type: 'DOG' }] },
      }),
    });
    const offered = (
      (await answer.json()) as { availability: { staff: { availableSlots: { startTime: string; endTime: string }[] }[] }[] }
    ).availability
      .flatMap((date) => date.staff.flatMap((groomer) => groomer.availableSlots))
      .find((candidate) => Date.parse(candidate.startTime) > suiteClock().now() + 86_400_000)!;
    assert.equal((Date.parse(offered.endTime) - Date.parse(offered.startTime)) / 60_000, groom.durationMinutes);
    const services = [{ id: groom.id, name: groom.name }];
    const groomSlot = { ...slot, ...offered };

    // Without the services, a slot of 90 minutes is not one the branch offers.
    const without = await send(requestBody(groomSlot));
    assert.equal(without.status, 409, without.text);
    const before = upstream.seen.length;
    const sent = await send(requestBody(groomSlot, { services }));
    assert.equal(sent.status, 201, sent.text);
    const asked = upstream.seen.slice(before).find((seen) => seen.path.endsWith('/v1/online_booking/availability'))!;
    assert.deepEqual(JSON.parse(asked.body).filter.serviceIds, [groom.id]);
    assert.deepEqual(JSON.parse(asked.body).filter.pets, [{ type: 'DOG' }]);

    const { id, reference } = sent.json as { id: string; reference: string };
    await eventually(() => receiver.received.some((hook) => hook.body.data['id'] === id), 'the webhook arrived');
    const hook = receiver.received.find((entry) => entry.body.data['id'] === id)!;
    assert.deepEqual(hook.body.data['services'], services);
    assert.equal((hook.body.data['customer'] as { petType: string }).petType, 'DOG');
    await eventually(() => smtp.messages.some((message) => isBusinessMail(message, reference)), 'the e-mail arrived');
    assert.match(smtp.messages.find((message) => isBusinessMail(message, reference))!.raw, /Services: Full Groom \(dog\)/);
  });

  it('keeps the pet type chosen with the services as the customer’s, "Your details" having the last word', async () => {
    const stay = async (body: Record<string, unknown>) => {
      const sent = await send(body);
      assert.equal(sent.status, 201, sent.text);
      const { id } = sent.json as { id: string };
      await eventually(() => receiver.received.some((hook) => hook.body.data['id'] === id), 'the webhook arrived');
      const data = receiver.received.find((hook) => hook.body.data['id'] === id)!.body.data;
      return (data['customer'] as { petType: string }).petType;
    };
    const withoutType = { ...customer, petType: '' };
    assert.equal(await stay(requestBody(slot, { customer: withoutType, petType: 'CAT' })), 'CAT');
    assert.equal(await stay(requestBody(slot, { petType: 'CAT' })), 'DOG');
    const wrong = await send(requestBody(slot, { petType: 'DRAGON' }));
    assert.equal(wrong.status, 400, wrong.text);
    assert.match(wrong.text, /petType/);
  });

  it('answers the same key with the same body as the first time, and another body with 409 ALREADY_EXISTS', async () => {
    const key = newKey();
    const first = await send(requestBody(slot), { 'idempotency-key': key });
    const count = await stored();
    const again = await send(requestBody(slot), { 'idempotency-key': key });
    assert.equal(again.status, first.status);
    // The same answer, but the customer's capability: its hash alone is kept (booking-requests-customer.test.ts).
    const { statusToken, ...answer } = first.json as { statusToken: string };
    assert.match(statusToken, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(again.json, answer);
    const other = await send(requestBody(slot, { language: 'fr' }), { 'idempotency-key': key });
    assert.equal(other.status, 409);
    assert.equal(statusCode(other), 6);
    assert.equal(await stored(), count, 'nothing stored twice');
  });

  it('refuses a time not offered, or past, with 409 ABORTED and stores nothing', async () => {
    const count = await stored();
    const shifted = new Date(Date.parse(slot.endTime) + 60_000).toISOString();
    for (const body of [
      requestBody({ ...slot, endTime: shifted }),
      requestBody({ ...slot, staffId: `${slot.staffId}-nobody` }),
      requestBody({ ...slot, startTime: '2020-01-01T10:00:00Z', endTime: '2020-01-01T11:00:00Z' }),
    ]) {
      const answer = await send(body);
      assert.equal(answer.status, 409, answer.text);
      assert.equal(statusCode(answer), 10);
    }
    assert.equal(await stored(), count);
  });

  it('refuses every malformed request with nothing stored and nothing asked upstream', async () => {
    const count = await stored();
    const seen = upstream.seen.length;
    const good = requestBody(slot);
    const malformed: [unknown, Record<string, string>, number][] = [
      [good, {}, 400],
      [good, { 'idempotency-key': 'short' }, 400],
      [good, { 'idempotency-key': 'has spaces in it!' }, 400],
      [{ ...good, companyId: undefined }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, extra: 1 }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, customer: { ...customer, phone: undefined, email: undefined } }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, customer: { ...customer, name: '' } }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, customer: { ...customer, petType: 'DRAGON' } }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, customer: { ...customer, notes: 'x'.repeat(2001) } }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, customer: { ...customer, password: 'x' } }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, params: { gclid: 'x' } }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, startTime: 'tomorrow' }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, agreementRecordIds: Array.from({ length: 21 }, (_, index) => `ar_${index}`) }, { 'idempotency-key': newKey() }, 400],
      [{ ...good, customer: { ...customer, notes: 'x'.repeat(17_000) } }, { 'idempotency-key': newKey() }, 413],
      ['[1]', { 'idempotency-key': newKey() }, 400],
      ['{not json', { 'idempotency-key': newKey() }, 400],
      [{ ...good, customerId: 'cus_1' }, { 'idempotency-key': newKey() }, 401],
      // A branch the upstream does not know: its availability answers 404, passed on.
      [{ ...good, businessId: 'biz_not_served' }, { 'idempotency-key': newKey() }, 404],
    ];
    for (const [body, headers, status] of malformed) {
      const answer = await send(body, headers);
      assert.equal(answer.status, status, `${answer.text} for ${JSON.stringify(body).slice(0, 80)}`);
      assert.equal(typeof (answer.json as { message?: unknown }).message, 'string');
    }
    assert.equal(await stored(), count);
    // Only the branch that is not served reached the availability (the reference API serves every branch of the key).
    assert.ok(upstream.seen.length - seen <= 1);
  });

  it('takes a customerId with a valid customer token for it only', async () => {
    const token = await signCustomerToken({ secret: customerSecret, customerId: 'cus_7' });
    const wrong = await signCustomerToken({ secret: customerSecret, customerId: 'cus_8' });
    const refused = await send(requestBody(slot, { customerId: 'cus_7' }), {
      'idempotency-key': newKey(),
      authorization: `Bearer ${wrong}`,
    });
    assert.equal(refused.status, 401);
    const taken = await send(requestBody(slot, { customerId: 'cus_7' }), { 'idempotency-key': newKey(), authorization: `Bearer ${token}` });
    assert.equal(taken.status, 201, taken.text);
  });

  it('limits each client per hour, and is 404 on a gateway whose business cannot be reached', async () => {
    const limited = await startGateway(upstream, {
      requests: bookingRequests({
        database,
        webhook: { url: receiver.url, secret: webhookSecret },
        ratePerHour: 1,
        now: () => suiteClock().now(),
      }),
    });
    const nowhere = await startGateway(upstream, { requests: bookingRequests({ database }) });
    const elsewhere = await startGateway(upstream, {
      businesses: ['biz_elsewhere'],
      requests: bookingRequests({ database, webhook: { url: receiver.url, secret: webhookSecret } }),
    });
    try {
      assert.equal((await postJson(limited.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() })).status, 201);
      const second = await postJson(limited.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
      assert.equal(second.status, 429);
      assert.ok(Number(second.headers['retry-after']) > 60);
      assert.equal((await postJson(nowhere.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() })).status, 404);
      const outside = await postJson(elsewhere.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
      assert.equal(outside.status, 403);
      assert.equal(statusCode(outside), 7);
    } finally {
      await Promise.all([limited.gateway.close(), nowhere.gateway.close(), elsewhere.gateway.close()]);
      await Promise.all([limited.close(), nowhere.close(), elsewhere.close()]);
    }
  });

  it('answers 503 while the database is unreachable, and /readyz says so', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const unreachable: RequestDatabase = {
      kind: 'postgresql',
      query: () => Promise.reject(refused),
      transaction: () => Promise.reject(refused),
      close: async () => undefined,
    };
    const down = await startGateway(upstream, {
      requests: bookingRequests({ database: unreachable, webhook: { url: receiver.url, secret: webhookSecret } }),
    });
    try {
      const answer = await postJson(down.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
      assert.equal(answer.status, 503);
      assert.equal(statusCode(answer), 14);
      const ready = await raw(down.url, { path: '/readyz' });
      assert.equal(ready.status, 503);
      assert.equal((ready.json as { database?: string }).database, 'down');
      assert.ok(down.log.some((line) => line.failure === 'database: ECONNREFUSED'));
    } finally {
      await down.gateway.close();
      await down.close();
    }
  });

  it("writes the e-mail in the request's language, Spanish or French", async () => {
    const answer = await send(requestBody(slot, { language: 'es-MX' }));
    const { reference } = answer.json as { reference: string };
    // The business's e-mail (the customer's own is another, to their address).
    const toBusiness = (message: { to: string[]; raw: string }) => isBusinessMail(message, reference);
    await eventually(() => smtp.messages.some(toBusiness), 'the e-mail arrived');
    const mail = smtp.messages.find(toBusiness)!;
    assert.match(mail.raw, /Referencia: /);
    // The pet's type in Spanish words, not the API's code.
    assert.match(mail.raw, /Mascota: Biscuit \(perro\)/);
    assert.match(mail.raw, /Content-Language: es/);
  });

  it('answers a browser preflight for the requests and the staff changes', async () => {
    const preflight = await raw(gateway.url, {
      method: 'OPTIONS',
      path: '/booking-requests',
      headers: {
        origin: gateway.url,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'if-match, idempotency-key',
      },
    });
    assert.ok(preflight.status < 300);
    assert.match(String(preflight.headers['access-control-allow-methods']), /PATCH/);
    assert.match(String(preflight.headers['access-control-allow-headers']), /Idempotency-Key/i);
  });
});

describe("the staff's inbox", () => {
  it('lists newest first a page at a time, reads one with its ETag, history and deliveries', async () => {
    const headers = await staffHeaders();
    const first = await raw(gateway.url, { path: `/booking-requests?business_id=${slot.businessId}&page_size=2`, headers });
    assert.equal(first.status, 200, first.text);
    assert.equal(first.headers['cache-control'], 'private, no-store');
    const page = first.json as { requests: { id: string; receivedTime: string }[]; nextPageToken: string };
    assert.equal(page.requests.length, 2);
    assert.ok(page.nextPageToken);
    const next = (await raw(gateway.url, { path: `/booking-requests?page_size=2&page_token=${page.nextPageToken}`, headers }))
      .json as typeof page;
    assert.ok(next.requests.every((request) => !page.requests.some((seen) => seen.id === request.id)));
    const one = await raw(gateway.url, { path: `/booking-requests/${page.requests[0]!.id}`, headers });
    assert.equal(one.status, 200);
    assert.equal(one.headers['etag'], '"1"');
    const detail = one.json as { history: { status: string }[]; deliveries: { channel: string; attempts: unknown[] }[] };
    assert.equal(detail.history[0]!.status, 'received');
    assert.ok(detail.deliveries.some((delivery) => delivery.channel === 'webhook'));
  });

  it('changes a status only with If-Match of the current version, records who, and tells of a crossed change with 412', async () => {
    const headers = await staffHeaders({ sub: 'groomer-anna' });
    const created = (await send(requestBody(slot))).json as { id: string };
    const path = `/booking-requests/${created.id}`;
    const patch = (extra: Record<string, string>, body: unknown) =>
      raw(gateway.url, {
        method: 'PATCH',
        path,
        headers: { ...headers, 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body),
      });
    assert.equal((await patch({}, { status: 'contacted' })).status, 428);
    const changed = await patch({ 'if-match': '"1"' }, { status: 'contacted', note: 'Called, left a message' });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.headers['etag'], '"2"');
    const crossed = await patch({ 'if-match': '"1"' }, { status: 'declined' });
    assert.equal(crossed.status, 412);
    assert.equal((crossed.json as { request: { status: string } }).request.status, 'contacted');
    assert.equal((await patch({ 'if-match': '"2"' }, { status: 'booked' })).status, 400);
    const detail = (await raw(gateway.url, { path, headers })).json as { history: { status: string; actor: string; note?: string }[] };
    assert.deepEqual(detail.history.at(-1), {
      ...detail.history.at(-1),
      status: 'contacted',
      actor: 'groomer-anna',
      note: 'Called, left a message',
    });
    const erased = await raw(gateway.url, { method: 'DELETE', path, headers });
    assert.equal(erased.status, 200);
    assert.equal((await raw(gateway.url, { path, headers })).status, 404);
    const left = await database.query<{ n: number }>('select count(*)::int as n from booking_deliveries where request_id = $1::uuid', [
      created.id,
    ]);
    assert.equal(left[0]!.n, 0, 'its deliveries went with it');
  });

  it('shows a token for one branch that branch only, and reads nothing for a customer token or none', async () => {
    const other = await staffHeaders({ booking_businesses: ['biz_elsewhere'] });
    const list = (await raw(gateway.url, { path: '/booking-requests', headers: other })).json as { requests: unknown[] };
    assert.deepEqual(list.requests, []);
    const mine = (
      await raw(gateway.url, { path: '/booking-requests', headers: await staffHeaders({ booking_businesses: [slot.businessId] }) })
    ).json as {
      requests: { businessId: string; id: string }[];
    };
    assert.ok(mine.requests.length > 0 && mine.requests.every((request) => request.businessId === slot.businessId));
    assert.equal((await raw(gateway.url, { path: `/booking-requests/${mine.requests[0]!.id}`, headers: other })).status, 404);
    assert.equal((await raw(gateway.url, { path: `/booking-requests?business_id=${slot.businessId}`, headers: other })).status, 403);
    const customerToken = await signCustomerToken({ secret: customerSecret, customerId: 'cus_7' });
    assert.equal(
      (await raw(gateway.url, { path: '/booking-requests', headers: { authorization: `Bearer ${customerToken}` } })).status,
      401,
    );
    assert.equal((await raw(gateway.url, { path: '/booking-requests' })).status, 401);
  });

  it('streams created, updated and deleted requests of its branches as server-sent events', { timeout: 10_000 }, async () => {
    const controller = new AbortController();
    const stream = await fetch(`${gateway.url}/booking-requests/events`, { headers: await staffHeaders(), signal: controller.signal });
    assert.equal(stream.status, 200);
    assert.match(String(stream.headers.get('content-type')), /text\/event-stream/);
    const reader = stream.body!.getReader();
    let text = '';
    const read = async (pattern: RegExp) => {
      for (let chunks = 0; chunks < 100 && !pattern.test(text); chunks += 1) {
        text += new TextDecoder().decode((await reader.read()).value);
      }
      assert.match(text, pattern);
    };
    await read(/event: ready/);
    const created = (await send(requestBody(slot))).json as { id: string };
    await read(new RegExp(`event: created\\ndata: \\{"id":"${created.id}".*"customer"`));
    const headers = { ...(await staffHeaders()), 'content-type': 'application/json', 'if-match': '"1"' };
    await raw(gateway.url, { method: 'PATCH', path: `/booking-requests/${created.id}`, headers, body: '{"status":"confirmed"}' });
    await read(/event: updated\ndata: .*"status":"confirmed"/);
    await raw(gateway.url, { method: 'DELETE', path: `/booking-requests/${created.id}`, headers: await staffHeaders() });
    await read(/event: deleted/);
    controller.abort();
  });

  it('ends its event streams when the gateway drains, so that the drain is not held open', { timeout: 10_000 }, async () => {
    const stream = await fetch(`${gateway.url}/booking-requests/events`, { headers: await staffHeaders() });
    const reader = stream.body!.getReader();
    assert.match(new TextDecoder().decode((await reader.read()).value), /event: ready/);
    gateway.gateway.drain();
    for (let chunks = 0; chunks < 10; chunks += 1) if ((await reader.read()).done) return;
    assert.fail('the stream did not end');
  });

  it('wrote no customer detail nor secret in any log line, and no failure of its own', () => {
    // The upkeep (the instance's channels, the retention, the embedded database's vacuum) ran without a failure.
    assert.deepEqual(
      gateway.events.filter((entry) => entry.level === 'error'),
      [],
    );
    const lines = [...gateway.log, ...gateway.events].map((entry) => JSON.stringify(entry));
    assert.ok(lines.length > 20);
    for (const secret of [customer.name, customer.phone, customer.email, customer.notes, 'Biscuit', webhookSecret, customerSecret]) {
      assert.ok(!lines.some((line) => line.includes(secret)), `a log line holds ${secret.slice(0, 6)}…`);
    }
  });
});
