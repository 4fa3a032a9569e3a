/**
 * The command's settings, declared once in src/gateway/command/settings.ts: the names it knows, each
 * value read with the message of a wrong one, and the tables of docs/gateway.md written from them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { commandConfig } from '../../src/gateway/command/env.js';
import { commandSettings, knownNames, requestSettings, settingsTable } from '../../src/gateway/command/settings.js';

const base = { BOOKING_API_KEY: 'settings-test-key' };

describe('the gateway command settings', () => {
  it('knows every BOOKING_ name of both tables, and refuses any other', () => {
    const names = [...Object.values(commandSettings), ...Object.values(requestSettings)].map((setting) => setting.name);
    assert.deepEqual(
      [...knownNames],
      names.filter((name) => name.startsWith('BOOKING_')),
    );
    assert.throws(() => commandConfig({ ...base, BOOKING_UPSTREAMS: 'https://api.example' }), /BOOKING_UPSTREAMS is not a variable/);
  });

  it('reads each value with its own reader, and names the setting in the message of a wrong one', () => {
    const read = (name: keyof typeof commandSettings, text: string) => {
      const setting = commandSettings[name];
      assert.ok('read' in setting, name);
      return setting.read(text);
    };
    assert.deepEqual(read('rateLimit', '60'), { value: 60 });
    assert.deepEqual(read('rateLimit', '0'), { problem: 'must be a number of requests per client per minute, from 1 to 1000000, not "0"' });
    assert.deepEqual(read('allowedOrigins', 'https://a.example/, *'), { value: ['https://a.example/', '*'] });
    assert.deepEqual(read('metrics', '[::1]:9464'), { value: { host: '::1', port: 9464 } });
    assert.deepEqual(read('metrics', '9464'), { value: { host: undefined, port: 9464 } });
    assert.deepEqual(read('drainSeconds', '0'), { value: 0 });
    assert.ok('problem' in read('upstream', 'ftp://api.example'));
    // The Redis URL may hold a password: its message never quotes it.
    const redis = commandSettings.redisUrl.read('http://user:secret@redis.example');
    assert.ok(redis.problem && !JSON.stringify(redis).includes('secret'));
    assert.throws(() => commandConfig({ ...base, PORT: 'eighty' }), /PORT must be a port number, not "eighty"\./);
    assert.throws(
      () => commandConfig({ ...base, BOOKING_ALLOWED_ORIGINS: 'not an origin' }),
      /BOOKING_ALLOWED_ORIGINS holds "not an origin"/,
    );
  });

  it('gives the defaults of the docs when nothing is set', () => {
    const config = commandConfig(base);
    assert.equal(config.port, 8787);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.drainSeconds, 8);
    assert.equal(config.options.rateLimit, 120);
    assert.equal(config.metrics, undefined);
  });

  it('are the tables of docs/gateway.md', () => {
    const docs = readFileSync('docs/gateway.md', 'utf8');
    for (const [name, settings] of [
      ['the command', commandSettings],
      ['the booking requests', requestSettings],
    ] as const) {
      const table = settingsTable(settings);
      assert.ok(docs.includes(table), `docs/gateway.md's table of ${name} is not settings.ts's; paste this in its place:\n${table}`);
    }
  });
});
