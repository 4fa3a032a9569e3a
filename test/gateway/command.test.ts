/**
 * The `booking-elements-gateway` command as a business runs it: configured by env, saying where
 * it listens, still up after clients and the upstream misbehave, and stopping cleanly on SIGTERM.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { gatewayKey, hangUpMidBody, raw, referenceUpstream, type RecordingUpstream } from './harness.js';

const cli = process.env['GATEWAY_CLI'];
if (!cli) throw new Error('GATEWAY_CLI names the bundled command (scripts/test-node.mjs sets it)');

interface Command {
  readonly child: ChildProcess;
  readonly output: () => string;
}

function run(env: Record<string, string>): Command {
  const child = spawn(process.execPath, [cli!], { env: { PATH: process.env['PATH'] ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function listening(command: Command): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(command.output());
    if (match) return match[1]!;
    if (command.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the command did not start: ${command.output()}`);
}

describe('booking-elements-gateway', () => {
  let upstream: RecordingUpstream;
  let resetting: Server;
  let resettingUrl: string;

  before(async () => {
    upstream = await referenceUpstream();
    resetting = createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
    resettingUrl = `http://127.0.0.1:${(resetting.address() as AddressInfo).port}`;
  });
  after(async () => {
    await upstream.close();
    resetting.close();
  });

  it('refuses to start without a key, saying which variable is missing', async () => {
    const command = run({ PORT: '0' });
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 1);
    assert.match(command.output(), /BOOKING_API_KEY is required/);
    assert.doesNotMatch(command.output(), /\n\s+at /, 'no stack trace');
  });

  it('serves, survives aborted clients, and stops cleanly on SIGTERM', async () => {
    const command = run({ BOOKING_API_KEY: gatewayKey, BOOKING_UPSTREAM: `${upstream.url}/secured`, PORT: '0' });
    const url = await listening(command);
    assert.match(command.output(), /every company the key reaches/);
    const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as { companies: { id: string }[] };
    const companyPath = `/v1/companies/${fixtures.companies[0]!.id}`;
    assert.equal((await raw(url, { path: companyPath })).status, 200);

    for (let index = 0; index < 25; index += 1) await hangUpMidBody(url, { reset: true });
    const { hostname, port } = new URL(url);
    const garbage = connect(Number(port), hostname, () => garbage.end('NOT HTTP AT ALL\r\n\r\n'));
    garbage.on('error', () => undefined);
    garbage.resume();
    await once(garbage, 'close');

    assert.equal((await raw(url, { path: companyPath })).status, 200, 'still serving');
    assert.equal(command.child.exitCode, null);
    assert.doesNotMatch(command.output(), new RegExp(`${gatewayKey}|${btoa(gatewayKey)}`));
    const lines = command
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    assert.ok(lines.length >= 2);
    for (const line of lines) assert.deepEqual(Object.keys(JSON.parse(line) as object).includes('operation'), true);

    command.child.kill('SIGTERM');
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 0);
  });

  it('stays up when the upstream resets every connection', async () => {
    const command = run({ BOOKING_API_KEY: gatewayKey, BOOKING_UPSTREAM: resettingUrl, PORT: '0' });
    const url = await listening(command);
    for (let index = 0; index < 10; index += 1) {
      const answer = await raw(url, { path: '/v1/companies/cmp_1' });
      assert.equal(answer.status, 502);
      assert.equal((answer.json as { code: number }).code, 14);
    }
    assert.equal(command.child.exitCode, null);
    command.child.kill('SIGTERM');
    const [code] = await once(command.child, 'exit');
    assert.equal(code, 0);
  });
});
