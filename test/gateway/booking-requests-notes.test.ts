/**
 * Staff's notes through the gateway, on the embedded database: a note alone
 * (`POST /booking-requests/{id}/notes` with `If-Match`) is a line of history with who wrote it (the
 * staff token's `name`, else its `sub`) and the status as it stood, leaves the version as it was,
 * and is refused when the request changed since it was read; every note, alone or with a change,
 * is joined in the request's `internalNotes`, which a page of the inbox carries.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { postJson, raw, statusCode, type RunningGateway } from './harness.js';
import { signToken, validClaims, type TestKey } from './jwks-server.js';
import { newKey, requestBody, type RequestsWorld, type Slot, startRequestsWorld } from './requests-harness.js';

let world: RequestsWorld;
let gateway: RunningGateway;
let slot: Slot;
let key: TestKey;

before(async () => {
  world = await startRequestsWorld();
  ({ gateway, slot, key } = world);
});

after(() => world.close());

const staff = async (claims: Record<string, unknown>) => ({ authorization: `Bearer ${await signToken(key, validClaims(claims))}` });

async function sent(): Promise<string> {
  const answer = await postJson(gateway.url, '/booking-requests', requestBody(slot), { 'idempotency-key': newKey() });
  assert.equal(answer.status, 201, answer.text);
  return (answer.json as { id: string }).id;
}

interface Detail {
  status: string;
  version: number;
  internalNotes?: string;
  history: { action: string; status: string; note?: string; actor: string }[];
}

async function note(id: string, version: number | undefined, body: unknown, headers: Record<string, string>) {
  return raw(gateway.url, {
    method: 'POST',
    path: `/booking-requests/${id}/notes`,
    headers: { ...headers, 'content-type': 'application/json', ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
    body: JSON.stringify(body),
  });
}

describe('POST /booking-requests/{id}/notes', () => {
  it('keeps a note alone in the history, by name, the status and version as they were', async () => {
    const id = await sent();
    const desk = await staff({ sub: 'staff_7', name: 'Sam Ortiz' });
    const answer = await note(id, 1, { note: '  Called, no answer  ' }, desk);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.etag, '"1"');
    const detail = answer.json as Detail;
    assert.equal(detail.status, 'received');
    assert.equal(detail.version, 1);
    assert.equal(detail.internalNotes, 'Called, no answer');
    assert.deepEqual(detail.history.at(-1), {
      ...detail.history.at(-1),
      action: 'note',
      status: 'received',
      note: 'Called, no answer',
      actor: 'Sam Ortiz',
    });
    // A change after it, at the same version, with a note of its own; a token without a name is named by its subject.
    const changed = await raw(gateway.url, {
      method: 'PATCH',
      path: `/booking-requests/${id}`,
      headers: { ...(await staff({ sub: 'staff_9' })), 'content-type': 'application/json', 'if-match': '"1"' },
      body: JSON.stringify({ status: 'contacted', note: 'Reached them; they call back' }),
    });
    assert.equal(changed.status, 200, changed.text);
    const page = await raw(gateway.url, { path: `/booking-requests?business_id=${slot.businessId}`, headers: desk });
    const listed = (page.json as { requests: { id: string; internalNotes?: string }[] }).requests.find((each) => each.id === id);
    assert.equal(listed?.internalNotes, 'Called, no answer\nReached them; they call back');
    const read = (await raw(gateway.url, { path: `/booking-requests/${id}`, headers: desk })).json as Detail;
    assert.deepEqual(
      read.history.map(({ action, status, actor }) => [action, status, actor]),
      [
        ['status', 'received', read.history[0]!.actor],
        ['note', 'received', 'Sam Ortiz'],
        ['status', 'contacted', 'staff_9'],
      ],
    );
  });

  it('refuses a note on a request changed since it was read (412, the request as it is), and one without If-Match', async () => {
    const id = await sent();
    const desk = await staff({ sub: 'staff_7', name: 'Sam Ortiz' });
    const first = await raw(gateway.url, {
      method: 'PATCH',
      path: `/booking-requests/${id}`,
      headers: { ...desk, 'content-type': 'application/json', 'if-match': '"1"' },
      body: JSON.stringify({ status: 'contacted' }),
    });
    assert.equal(first.status, 200, first.text);
    const stale = await note(id, 1, { note: 'Late' }, desk);
    assert.equal(stale.status, 412, stale.text);
    assert.equal((stale.json as { request: Detail }).request.status, 'contacted');
    assert.equal(stale.headers.etag, '"2"');
    assert.equal((await note(id, undefined, { note: 'No tag' }, desk)).status, 428);
    const read = (await raw(gateway.url, { path: `/booking-requests/${id}`, headers: desk })).json as Detail;
    assert.equal(read.history.filter((line) => line.action === 'note').length, 0, 'nothing kept');
  });

  it('refuses an empty note, one too long, text the database cannot hold, a caller without a staff token, and a request of no one', async () => {
    const id = await sent();
    const desk = await staff({ sub: 'staff_7' });
    for (const body of [{ note: '   ' }, { note: 'x'.repeat(1001) }, { note: 'a\u0000b' }, {}]) {
      const answer = await note(id, 1, body, desk);
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.text}`);
      assert.equal(statusCode(answer), 3);
    }
    assert.equal((await note(id, 1, { note: 'Hi' }, {})).status, 401);
    assert.equal((await note(crypto.randomUUID(), 1, { note: 'Hi' }, desk)).status, 404);
  });
});
