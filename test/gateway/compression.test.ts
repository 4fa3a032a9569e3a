/**
 * The gateway compresses its JSON answers for clients that accept it (src/gateway/pipeline/compression.ts),
 * and leaves alone what must not be: a tiny answer, a client that asks for no encoding, and a
 * stream of events, which must reach the browser as it comes.
 */
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { gunzipSync, inflateSync } from 'node:zlib';
import { Hono } from 'hono/tiny';
import type { ReferenceFixtures } from '../../reference/index.js';
import { compressAnswers, smallestCompressedAnswer } from '../../src/gateway/pipeline/compression.js';
import { referenceUpstream, startGateway, type RecordingUpstream, type RunningGateway } from './harness.js';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly bytes: Buffer;
}

/** A JSON POST whose answer is read as the bytes on the wire. */
function post(url: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: hostname, port, method: 'POST', path, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

let upstream: RecordingUpstream;
let gateway: RunningGateway;
let week: { companyId: string; businessId: string; filter: { startDate: string; endDate: string } };

before(async () => {
  upstream = await referenceUpstream();
  const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  const branch = fixtures.branches.find((candidate) => candidate.isEnable)!;
  gateway = await startGateway(upstream, { companies: [branch.companyId], businesses: [branch.businessId] });
  // A week from the day the world's first available date falls on: a few kilobytes of JSON.
  const first = await post(gateway.url, '/v1/online_booking/availability', { companyId: branch.companyId, businessId: branch.businessId });
  const startDate = (JSON.parse(first.bytes.toString('utf8')) as { availableDates: string[] }).availableDates[0]!;
  const endDate = new Date(Date.parse(`${startDate}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  week = { companyId: branch.companyId, businessId: branch.businessId, filter: { startDate, endDate } };
});

after(async () => {
  await gateway?.close();
  await upstream?.close();
});

describe('compressed answers', () => {
  it('gzips a week of availability for a client that accepts it, and the client reads the same answer', async () => {
    const plain = await post(gateway.url, '/v1/online_booking/availability', week);
    const zipped = await post(gateway.url, '/v1/online_booking/availability', week, { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(plain.status, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'no encoding for a client that asks for none');
    assert.ok(plain.bytes.length > smallestCompressedAnswer, `a week is ${plain.bytes.length} bytes`);
    assert.equal(zipped.status, 200);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.match(String(zipped.headers.vary), /accept-encoding/i);
    assert.deepEqual(JSON.parse(gunzipSync(zipped.bytes).toString('utf8')), JSON.parse(plain.bytes.toString('utf8')));
    assert.ok(zipped.bytes.length * 4 < plain.bytes.length, `${zipped.bytes.length} bytes gzipped of ${plain.bytes.length}`);
  });

  it('deflates for a client that takes only deflate', async () => {
    const plain = await post(gateway.url, '/v1/online_booking/availability', week);
    const deflated = await post(gateway.url, '/v1/online_booking/availability', week, { 'accept-encoding': 'deflate' });
    assert.equal(deflated.headers['content-encoding'], 'deflate');
    assert.deepEqual(JSON.parse(inflateSync(deflated.bytes).toString('utf8')), JSON.parse(plain.bytes.toString('utf8')));
  });

  it('sends a tiny answer as it is', async () => {
    const refused = await post(gateway.url, '/v1/online_booking/availability', { companyId: '' }, { 'accept-encoding': 'gzip' });
    assert.equal(refused.status, 400);
    assert.ok(refused.bytes.length < smallestCompressedAnswer);
    assert.equal(refused.headers['content-encoding'], undefined);
    assert.equal(typeof (JSON.parse(refused.bytes.toString('utf8')) as { code: unknown }).code, 'number');
  });

  it('never holds back a stream of events, however long, nor any answer that is not JSON', async () => {
    const long = 'data: {"kind":"created"}\n\n'.repeat(200);
    const app = new Hono();
    app.use(compressAnswers());
    app.get('/events', () => new Response(long, { headers: { 'content-type': 'text/event-stream' } }));
    app.get('/page', () => new Response(long, { headers: { 'content-type': 'text/html' } }));
    for (const path of ['/events', '/page']) {
      const answer = await app.request(path, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(answer.headers.get('content-encoding'), null, path);
      assert.equal(await answer.text(), long, path);
    }
  });
});
