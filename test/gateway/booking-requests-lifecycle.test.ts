/**
 * The lifecycle (src/api/booking-requests/lifecycle.ts) where the gateway keeps it: `PATCH` makes
 * only the changes it allows (409 naming the allowed ones otherwise), the database's checks accept
 * only the words it lists, and docs/gateway.md shows it as it is. Also the routes, made from the
 * operations' one description (src/api/booking-requests/operations.ts), and their input read with
 * the operations' schemas.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { lifecycleTable, requestStatuses } from '../../src/api/booking-requests/lifecycle.js';
import { bookingRequestOperations } from '../../src/api/booking-requests/operations.js';
import type { RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { applyChecks, lifecycleChecks, type WordCheck } from '../../src/gateway/booking-requests/store/checks.js';
import type { LifecycleWord } from '../../src/gateway/booking-requests/store/sql-words.js';
import { postJson, raw, statusCode, type RunningGateway } from './harness.js';
import { signToken, validClaims, type TestKey } from './jwks-server.js';
import { newKey, requestBody, type RequestsWorld, type Slot, startRequestsWorld } from './requests-harness.js';

let world: RequestsWorld;
let gateway: RunningGateway;
let database: RequestDatabase;
let slot: Slot;
let key: TestKey;

before(async () => {
  world = await startRequestsWorld();
  ({ gateway, database, slot, key } = world);
});

after(() => world.close());

const staffHeaders = async () => ({ authorization: `Bearer ${await signToken(key, validClaims({ sub: 'front-desk' }))}` });

/** A new request, as a customer's flow sends it: its id. */
async function sent(): Promise<string> {
  const answer = await postJson(gateway.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
  assert.equal(answer.status, 201, answer.text);
  return (answer.json as { id: string }).id;
}

/** Staff change request `id`, read at `version`, to `status`. */
async function change(id: string, version: number, status: string) {
  return raw(gateway.url, {
    method: 'PATCH',
    path: `/booking-requests/${id}`,
    headers: { ...(await staffHeaders()), 'content-type': 'application/json', 'if-match': `"${version}"` },
    body: JSON.stringify({ status }),
  });
}

const message = (answer: { json: unknown }) => (answer.json as { message: string }).message;

describe('PATCH /booking-requests/{id} and the lifecycle', () => {
  it('makes the changes it allows: received, then contacted, then confirmed', async () => {
    const id = await sent();
    assert.equal((await change(id, 1, 'contacted')).status, 200);
    const confirmed = await change(id, 2, 'confirmed');
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.equal((confirmed.json as { status: string }).status, 'confirmed');
  });

  it('refuses going back to received with 409, naming the changes allowed, and changes nothing', async () => {
    const id = await sent();
    const back = await change(id, 1, 'received');
    assert.equal(back.status, 409, back.text);
    assert.equal(statusCode(back), 9, 'FAILED_PRECONDITION');
    assert.equal(
      message(back),
      'This request is received, so it cannot become received: staff may only make it contacted, confirmed or declined.',
    );
    assert.equal((await change(id, 1, 'contacted')).status, 200, 'still at version 1, as it was');
    const again = await change(id, 2, 'received');
    assert.equal(again.status, 409);
    assert.match(message(again), /staff may only make it confirmed or declined\.$/);
  });

  it('refuses every change of an answered request, saying that none is left', async () => {
    const id = await sent();
    assert.equal((await change(id, 1, 'declined')).status, 200);
    for (const status of ['contacted', 'confirmed', 'declined', 'received']) {
      const answer = await change(id, 2, status);
      assert.equal(answer.status, 409, `${status}: ${answer.text}`);
      assert.equal(message(answer), `This request is declined, so it cannot become ${status}: staff may not change its status any more.`);
    }
    const history = (await raw(gateway.url, { path: `/booking-requests/${id}`, headers: await staffHeaders() })).json as {
      history: { status: string }[];
    };
    assert.deepEqual(
      history.history.map((entry) => entry.status),
      ['received', 'declined'],
    );
  });

  it('answers a stale version with 412 before it looks at the lifecycle: the caller decides again from what it is now', async () => {
    const id = await sent();
    assert.equal((await change(id, 1, 'confirmed')).status, 200);
    const crossed = await change(id, 1, 'contacted');
    assert.equal(crossed.status, 412);
    assert.equal((crossed.json as { request: { status: string } }).request.status, 'confirmed');
  });

  it('refuses a status the lifecycle does not list with 400, naming those it lists', async () => {
    const id = await sent();
    const answer = await change(id, 1, 'booked');
    assert.equal(answer.status, 400);
    assert.match(message(answer), /status: expected one of received, contacted, confirmed, declined, withdrawn, cancelled, expired/);
  });
});

describe("the database's checks, made from the lifecycle", () => {
  const insertRequest = (status: string) =>
    database.query(
      `insert into booking_requests (id, reference, idempotency_key, body_hash, company_id, business_id, staff_id, start_time, end_time,
         customer, agreement_record_ids, params, status, version, received_time, updated_time)
       values ($1::uuid, $2, $3, 'hash', 'cmp', 'biz', 'stf', now(), now(), '{}'::jsonb, '[]'::jsonb, '{}'::jsonb, $4, 1, now(), now())`,
      [crypto.randomUUID(), `T-${crypto.randomUUID().slice(0, 8)}`, newKey(), status],
    );
  const refusedByCheck = (error: unknown) => error instanceof Error && 'code' in error && error.code === '23514';

  it('refuses a status, a delivery state or a channel the lifecycle does not list', async () => {
    await assert.rejects(insertRequest('booked'), refusedByCheck);
    const id = await sent();
    await assert.rejects(database.query(`update booking_deliveries set status = 'lost' where request_id = $1::uuid`, [id]), refusedByCheck);
    await assert.rejects(database.query(`update booking_deliveries set channel = 'fax' where request_id = $1::uuid`, [id]), refusedByCheck);
    await assert.rejects(
      database.query(`update booking_request_history set status = 'booked' where request_id = $1::uuid`, [id]),
      refusedByCheck,
    );
  });

  it('takes a status the lifecycle adds from the next start, with no migration; and makes nothing again when nothing changed', async () => {
    assert.deepEqual(await database.transaction((transaction) => applyChecks(transaction)), [], 'made at start already');
    const withArchived: WordCheck[] = lifecycleChecks.map((check) =>
      check.table === 'booking_requests' ? { ...check, words: [...check.words, 'archived' as LifecycleWord] } : check,
    );
    try {
      assert.deepEqual(await database.transaction((transaction) => applyChecks(transaction, withArchived)), [
        'booking_requests_status_known',
      ]);
      await insertRequest('archived');
      // The lifecycle without it again: the row it would refuse stops the check from being made, and nothing changes.
      await assert.rejects(
        database.transaction((transaction) => applyChecks(transaction)),
        refusedByCheck,
      );
    } finally {
      await database.query(`delete from booking_requests where status = 'archived'`);
      await database.transaction((transaction) => applyChecks(transaction));
    }
    await assert.rejects(insertRequest('archived'), refusedByCheck);
  });
});

describe('the routes, made from the operations described once', () => {
  it('serves every operation at its method and path, each a staff one only with a staff token', async () => {
    for (const operation of bookingRequestOperations) {
      // The customer's own routes are opened by a capability, not a staff token (booking-requests-customer.test.ts);
      // a request and a slot watch are sent by anyone.
      if (operation.name === 'sendBookingRequest' || operation.name === 'createSlotWatch' || operation.path.includes('/mine')) continue;
      const path = operation.path.replace(':id', crypto.randomUUID());
      const answer = await raw(gateway.url, { method: operation.method, path });
      assert.equal(answer.status, 401, `${operation.name}: ${answer.text}`);
    }
  });

  it('reads the list’s query with the operation’s schema, naming a wrong field by its query name', async () => {
    const headers = await staffHeaders();
    const list = (query: string) => raw(gateway.url, { path: `/booking-requests?${query}`, headers });
    assert.equal((await list(`business_id=${slot.businessId}&status=received&page_size=500`)).status, 200);
    const tooMany = await list('page_size=501');
    assert.equal(tooMany.status, 400);
    assert.match(message(tooMany), /^Invalid listBookingRequests request: page_size: expected a page size of 1 to 500\.$/);
    assert.match(
      message(await list('status=booked')),
      /status: expected one of received, contacted, confirmed, declined, withdrawn, cancelled, expired/,
    );
    assert.match(message(await list('sort=oldest')), /Unknown query parameter: sort/);
  });
});

describe('docs/gateway.md', () => {
  it('shows the lifecycle as the module describes it', () => {
    const docs = readFileSync('docs/gateway.md', 'utf8');
    const table = lifecycleTable();
    assert.ok(docs.includes(table), `docs/gateway.md's lifecycle is not the module's; paste this in its place:\n${table}`);
    for (const status of requestStatuses) assert.ok(docs.includes(`\`${status}\``));
  });

  it('names each route by its operation, as the client and the log lines do', () => {
    const docs = readFileSync('docs/gateway.md', 'utf8');
    for (const { name } of bookingRequestOperations) assert.ok(docs.includes(`\`${name}\``), name);
  });
});
