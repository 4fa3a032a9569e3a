import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gatewayKey, raw, recordingUpstream, startGateway, statusCode, type RecordingUpstream, type RunningGateway } from './harness.js';
import { secrets, seenAnswer, gatewayHooks } from './gateway-fixtures.js';

gatewayHooks();

describe('what the upstream sends', () => {
  let scripted: RecordingUpstream;
  let answerWith: (request: Request, env: unknown) => Response | Promise<Response>;
  let front: RunningGateway;

  before(async () => {
    scripted = await recordingUpstream((request) => answerWith(request, undefined));
    front = await startGateway(scripted, { upstream: scripted.url, timeoutMs: 300, maxResponseBytes: 4096 });
  });
  after(async () => {
    await front.close();
    await scripted.close();
  });

  const company = () => raw(front.url, { path: '/v1/companies/cmp_1' }).then(seenAnswer);

  it('turns an HTML or empty error into a google.rpc.Status with the right code', async () => {
    const cases: [Response, number, number][] = [
      [new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }), 503, 14],
      [new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }), 502, 14],
      [new Response('[1]', { status: 200, headers: { 'content-type': 'application/json' } }), 502, 14],
      [new Response('{"id":"cmp_1"}', { status: 206, headers: { 'content-type': 'application/json' } }), 502, 14],
      [new Response('{"message":"teapot"}', { status: 418 }), 500, 2],
      [new Response('', { status: 500 }), 500, 13],
      [new Response('<h1>Not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } }), 404, 5],
      [new Response('<html>maintenance</html>', { status: 200, headers: { 'content-type': 'text/html' } }), 502, 14],
      [new Response('{"code":7,"message":"no access"}', { status: 403 }), 403, 7],
      [new Response('{"error":"busy","code":8,"message":"slow down"}', { status: 429, headers: { 'retry-after': '7' } }), 429, 8],
      [new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/' } }), 502, 14],
    ];
    for (const [response, status, code] of cases) {
      answerWith = () => response.clone();
      const answer = await company();
      assert.equal(answer.status, status, answer.text);
      assert.equal(statusCode(answer), code, answer.text);
      assert.match(String(answer.headers['content-type']), /^application\/json/);
      assert.doesNotMatch(answer.text, /<html|<h1/);
      assert.equal(answer.headers['cache-control'], 'no-store');
    }
    answerWith = () => new Response('{"error":"busy","code":8,"message":"slow down"}', { status: 429, headers: { 'retry-after': '7' } });
    assert.equal((await company()).headers['retry-after'], '7');
  });

  it('drops cookies and hop-by-hop headers of the upstream', async () => {
    answerWith = () =>
      new Response('{"id":"cmp_1","name":"A"}', {
        headers: {
          'content-type': 'application/json',
          'set-cookie': 'upstream-session=1; Path=/',
          'proxy-authenticate': 'Basic',
          'x-powered-by': 'upstream',
          'keep-alive': 'timeout=99',
          server: 'upstream/1.0',
          'access-control-allow-origin': '*',
        },
      });
    const answer = await company();
    assert.equal(answer.status, 200);
    for (const name of ['set-cookie', 'proxy-authenticate', 'x-powered-by', 'server', 'access-control-allow-origin']) {
      assert.equal(answer.headers[name], undefined, name);
    }
    assert.notEqual(answer.headers['keep-alive'], 'timeout=99');
    assert.deepEqual(answer.json, { id: 'cmp_1', name: 'A' });
  });

  it('answers DEADLINE_EXCEEDED when the upstream is too slow, and UNAVAILABLE when it resets', async () => {
    answerWith = () => new Promise((resolve) => setTimeout(() => resolve(new Response('{}')), 1500));
    const slow = await company();
    assert.equal(slow.status, 504);
    assert.equal(statusCode(slow), 4);

    const reset = await startGateway(
      { url: 'http://127.0.0.1:1', close: async () => undefined },
      { upstream: 'http://127.0.0.1:1', log: false },
    );
    try {
      const answer = seenAnswer(await raw(reset.url, { path: '/v1/companies/cmp_1' }));
      assert.equal(answer.status, 502);
      assert.equal(statusCode(answer), 14);
    } finally {
      await reset.close();
    }
  });

  it('resets mid-answer and oversized answers become UNAVAILABLE', async () => {
    answerWith = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"id":"cmp_1","na'));
            controller.error(new Error('connection reset'));
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const cut = await company();
    assert.equal(cut.status, 502, cut.text);
    assert.equal(statusCode(cut), 14);

    answerWith = () =>
      new Response(JSON.stringify({ id: 'x', name: 'y'.repeat(10_000) }), { headers: { 'content-type': 'application/json' } });
    const large = await company();
    assert.equal(large.status, 502);
    assert.equal(statusCode(large), 14);
  });

  it('passes on no answer that holds the key, in any spelling', async () => {
    answerWith = (request) => Response.json({ id: 'cmp_1', echo: request.headers.get('authorization') });
    const echoed = await company();
    assert.equal(echoed.status, 502);
    assert.equal(statusCode(echoed), 13);
    const base64 = btoa(gatewayKey);
    const spellings = [
      `{"id":"cmp_1","debug":"${base64.replace(/\//g, '\\/')}"}`,
      `{"id":"cmp_1","debug":"${base64.replace(/=+$/, '')}"}`,
      `{"id":"cmp_1","debug":"${base64.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}"}`,
      `{"id":"cmp_1","debug":"${gatewayKey.replace(/-/g, '\\u002d')}"}`,
      `{"id":"cmp_1","${gatewayKey}":true}`,
      `{"id":"cmp_1","deep":[[{"x":["${gatewayKey}"]}]]}`,
    ];
    for (const spelling of spellings) {
      answerWith = () => new Response(spelling, { headers: { 'content-type': 'application/json' } });
      const answer = await company();
      assert.equal(answer.status, 502, spelling);
      assert.equal(statusCode(answer), 13);
    }
    answerWith = () => Response.json({ code: 16, message: `bad auth Basic ${base64.replace(/=+$/, '')}` }, { status: 401 });
    assert.ok(!(await company()).text.includes(base64.replace(/=+$/, '')));
    answerWith = () => Response.json({ code: 3, message: 'x'.repeat(60_000) }, { status: 400 });
    const long = await company();
    assert.ok((long.json as { message: string }).message.length <= 301);
    answerWith = () => Response.json({ code: 16, message: `key ${gatewayKey} is not valid` }, { status: 401 });
    const refusedKey = await company();
    assert.equal(refusedKey.status, 401);
    assert.ok(!refusedKey.text.includes(gatewayKey));
    // Lower-cased base64 is quickly guessed back: no case of a form passes.
    answerWith = () => Response.json({ id: 'cmp_1', echo: `basic ${base64.toLowerCase()}` });
    assert.equal((await company()).status, 502);
    answerWith = () => Response.json({ code: 3, message: `bad auth: ${base64.toUpperCase()}` }, { status: 400 });
    assert.ok(!(await company()).text.toLowerCase().includes(base64.toLowerCase()));
  });

  it("tells the public its own words for the upstream's failures, not the upstream's", async () => {
    const insides = 'SQL error at db-internal-7.corp:5432 for customer jane@example.com';
    for (const [code, status, words] of [
      [13, 500, /failed/],
      [2, 500, /failed/],
      [14, 503, /unavailable/],
      [16, 401, /refused the gateway/],
      [7, 403, /refused the gateway/],
    ] as const) {
      answerWith = () => Response.json({ code, message: insides }, { status });
      const answer = await company();
      assert.equal(statusCode(answer), code);
      assert.doesNotMatch(answer.text, /SQL|db-internal|jane/);
      assert.match((answer.json as { message: string }).message, words);
    }
    // A failure of the request itself passes its message on: it helps whoever set the page up.
    answerWith = () => Response.json({ code: 5, message: 'Company cmp_1 not found' }, { status: 404 });
    assert.match(((await company()).json as { message: string }).message, /cmp_1 not found/);
  });

  it('sends identical reads in flight to the upstream once, and different ones apart', async () => {
    answerWith = () => new Promise((resolve) => setTimeout(() => resolve(Response.json({ id: 'cmp_1', name: 'A' })), 150));
    const before = scripted.seen.length;
    const logBefore = front.log.length;
    const same = await Promise.all(Array.from({ length: 10 }, () => company()));
    assert.ok(same.every((answer) => answer.status === 200 && (answer.json as { name: string }).name === 'A'));
    assert.equal(scripted.seen.length, before + 1);
    const caches = front.log
      .slice(logBefore)
      .map((entry) => entry.cache)
      .sort();
    assert.deepEqual(caches, ['miss', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared', 'shared']);

    const distinct = await Promise.all(['a', 'b', 'c'].map((id) => raw(front.url, { path: `/v1/companies/${id}` })));
    assert.ok(distinct.every((answer) => answer.status === 200));
    assert.equal(scripted.seen.length, before + 4);
  });

  it('writes one log line per request with no path, query, body or key', async () => {
    answerWith = () => Response.json({ id: 'cmp_1' });
    const logBefore = front.log.length;
    await raw(front.url, { path: '/v1/companies/cmp_secret?x=1' });
    await raw(front.url, { path: '/nothing/here' });
    const lines = front.log.slice(logBefore);
    assert.equal(lines.length, 2);
    const fields = ['time', 'level', 'event', 'requestId', 'operation', 'method', 'status', 'code', 'ms', 'upstreamMs', 'cache'];
    for (const line of lines)
      assert.deepEqual(
        Object.keys(line),
        fields.filter((key) => key in line),
      );
    assert.equal(lines[0]!.event, 'request');
    assert.match(lines[0]!.requestId, /^[0-9a-f-]{36}$/);
    assert.equal(lines[0]!.operation, 'getCompany');
    assert.equal(lines[1]!.operation, null);
    assert.equal(lines[1]!.code, 'NOT_FOUND');
    const text = JSON.stringify(front.log);
    for (const secret of [...secrets, 'cmp_secret', 'x=1']) assert.ok(!text.includes(secret), secret);
  });
});
