/**
 * The staff's event stream as it lasts: it ends when its token expires, and once the key that
 * signed it is no longer published; a page that reconnects with `Last-Event-ID` is sent what it
 * missed (`resumed`), and one the log cannot serve is told to read again (`ready`). Read with the
 * client's own reader (src/api/booking-requests/events.ts), as the inbox reads it. The embedded
 * database, the gateway in this process in front of the reference API, a test identity provider.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type BookingRequestEvent, readBookingRequestEvents } from '../../src/api/booking-requests/events.js';
import { bookingRequests, openEmbeddedDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { postJson, raw, startGateway, type RecordingUpstream, type RunningGateway } from './harness.js';
import {
  makeKey,
  nowSeconds,
  signToken,
  staffAudience,
  staffIssuer,
  startJwksServer,
  validClaims,
  type JwksServer,
  type TestKey,
} from './jwks-server.js';
import { eventually } from './processes.js';
import { newKey, requestBody, type Slot, referenceWithSlot } from './requests-harness.js';

let upstream: RecordingUpstream;
let slot: Slot;
let folder: string;
let database: RequestDatabase;
let idp: JwksServer;
let key: TestKey;
/** A second published key, which a test withdraws. */
let withdrawnKey: TestKey;
let gateway: RunningGateway;

before(async () => {
  ({ upstream, slot } = await referenceWithSlot());
  folder = mkdtempSync(join(tmpdir(), 'booking-streams-'));
  database = await openEmbeddedDatabase({ dir: join(folder, 'data') });
  key = await makeKey('ES256', 'key-1');
  withdrawnKey = await makeKey('ES256', 'key-2');
  idp = await startJwksServer([key.publicJwk, withdrawnKey.publicJwk]);
  gateway = await startGateway(upstream, {
    // Checked again every second (30 by default), so that a withdrawn key ends a stream within the test's patience.
    staff: { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience, streamCheckSeconds: 1 },
    requests: bookingRequests({ database, ratePerHour: 1000, now: () => suiteClock().now() }),
  });
});

after(async () => {
  await gateway.gateway.close();
  await gateway.close();
  await database.close();
  await Promise.all([idp.close(), upstream.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const send = async () => {
  const answer = await postJson(gateway.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
  assert.equal(answer.status, 201, answer.text);
  return (answer.json as { id: string }).id;
};

/** A stream read by the client's reader: every event heard, the last id, and how it ended. */
function openStream(token: string, lastEventId?: string) {
  const heard: BookingRequestEvent[] = [];
  const stream = { heard, position: undefined as string | undefined, ended: false, failure: undefined as unknown };
  const controller = new AbortController();
  const done = readBookingRequestEvents(
    {
      baseUrl: gateway.url,
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
      ...(lastEventId === undefined ? {} : { lastEventId }),
      onPosition: (id) => {
        stream.position = id;
      },
    },
    (event) => heard.push(event),
  ).then(
    () => {
      stream.ended = true;
    },
    (error: unknown) => {
      stream.failure = error;
    },
  );
  return Object.assign(stream, { close: () => controller.abort(), done });
}

const types = (heard: readonly BookingRequestEvent[]) => heard.map((event) => event.type);
const idOf = (event: BookingRequestEvent | undefined) =>
  event && (event.type === 'created' || event.type === 'updated') ? event.request.id : event?.type === 'deleted' ? event.id : undefined;

describe('a staff stream lasts as long as its token', () => {
  it('ends when its token expires, saying why, and opens no other stream for that token', { timeout: 15_000 }, async () => {
    const token = await signToken(key, validClaims({ exp: nowSeconds() + 3 }));
    const stream = openStream(token);
    await eventually(() => stream.heard.length > 0, 'the stream opened');
    assert.equal(stream.heard[0]?.type, 'ready');
    const before = await send();
    await eventually(() => stream.heard.some((event) => idOf(event) === before), 'a request heard while the token holds');
    await eventually(() => stream.ended, 'the stream ended', 8000);
    assert.deepEqual(stream.heard.at(-1), { type: 'end', reason: 'token-expired' });
    // The same token, still taken a while by other routes for the clocks' skew, opens no stream.
    const again = openStream(token);
    await eventually(() => again.failure !== undefined, 'the stream refused');
    assert.equal((again.failure as { code?: unknown }).code, 'UNAUTHENTICATED');
    assert.deepEqual(again.heard, []);
  });

  it('ends within its check once the key that signed it is no longer published', { timeout: 15_000 }, async () => {
    const streams = [openStream(await signToken(withdrawnKey, validClaims())), openStream(await signToken(withdrawnKey, validClaims()))];
    await eventually(() => streams.every((stream) => stream.heard.length > 0), 'the streams opened');
    const fetchesBefore = idp.fetches;
    idp.keys = [key.publicJwk];
    const withdrawn = Date.now();
    await eventually(() => streams.every((stream) => stream.ended), 'the streams ended', 8000);
    for (const stream of streams) assert.deepEqual(stream.heard.at(-1), { type: 'end', reason: 'token-refused' });
    assert.ok(Date.now() - withdrawn < 4000, `ended ${Date.now() - withdrawn} ms after the key went`);
    // One fetch a check for every stream: a few, not one per stream.
    assert.ok(idp.fetches - fetchesBefore <= 3, `${idp.fetches - fetchesBefore} fetches of the JWKS`);
  });
});

describe('a staff stream that reconnects', () => {
  it('is sent what it missed since its Last-Event-ID, in order, then goes on', { timeout: 15_000 }, async () => {
    const token = await signToken(key, validClaims());
    const first = openStream(token);
    await eventually(() => first.position !== undefined, 'the first stream said where it is');
    first.close();
    await first.done;
    const missed = [await send(), await send(), await send()];
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'if-match': '"1"' };
    const changed = await raw(gateway.url, {
      method: 'PATCH',
      path: `/booking-requests/${missed[0]}`,
      headers,
      body: '{"status":"contacted"}',
    });
    assert.equal(changed.status, 200, changed.text);
    const second = openStream(token, first.position);
    await eventually(() => second.heard.length >= 5, 'what was missed, replayed');
    assert.deepEqual(types(second.heard).slice(0, 5), ['resumed', 'created', 'created', 'created', 'updated']);
    assert.deepEqual(second.heard.slice(1, 5).map(idOf), [...missed, missed[0]]);
    // And then the news as it comes.
    const later = await send();
    await eventually(() => second.heard.some((event) => idOf(event) === later), 'a later request heard');
    second.close();
  });

  it('is told to read again when its Last-Event-ID is not one the log can serve', { timeout: 10_000 }, async () => {
    const token = await signToken(key, validClaims());
    for (const unknown of ['999999999999', 'not-a-number']) {
      const stream = openStream(token, unknown);
      await eventually(() => stream.heard.length > 0, 'the stream opened');
      assert.equal(stream.heard[0]?.type, 'ready');
      stream.close();
    }
  });

  it('replays only the branches its token may read', { timeout: 10_000 }, async () => {
    const all = await signToken(key, validClaims());
    const elsewhere = await signToken(key, validClaims({ booking_businesses: ['biz_elsewhere'] }));
    const first = openStream(all);
    await eventually(() => first.position !== undefined, 'the stream said where it is');
    first.close();
    await send();
    const narrow = openStream(elsewhere, first.position);
    await eventually(() => narrow.heard.length > 0, 'the stream opened');
    // A moment for anything the replay would wrongly send.
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.deepEqual(types(narrow.heard), ['resumed']);
    narrow.close();
  });
});
