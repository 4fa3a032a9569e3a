/**
 * How booking requests are configured: `bookingRequests()` refuses a wrong option at once, naming
 * it; the command's environment is read with messages that never quote a secret; the retries last
 * at least a day, the first within 30 seconds; and the retention deletes what is older.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { commandConfig } from '../../src/gateway/command/env.js';
import { createGateway } from '../../src/gateway/index.js';
import { purgeBefore } from '../../src/gateway/booking-requests/staff/inbox.js';
import { bookingRequests, openEmbeddedDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { retryDelayMs, retryForMs } from '../../src/gateway/booking-requests/delivery/outbox.js';
import { newReference } from '../../src/gateway/booking-requests/intake/reference.js';
import { gatewayKey } from './harness.js';
import { webhookSecret } from './requests-harness.js';

/** A database that is never asked anything: the options are read before any query. */
const unused: RequestDatabase = {
  kind: 'embedded',
  query: async () => [],
  transaction: async (work) => work({ query: async () => [] }),
  close: async () => undefined,
};

describe('bookingRequests() and createGateway({ requests })', () => {
  it('refuses a wrong option at once, naming it', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /database/],
      [{ database: unused, webhook: { url: 'http://hooks.example/x', secret: webhookSecret } }, /webhook\.url.*https/],
      [{ database: unused, webhook: { url: 'https://hooks.example/x', secret: 'not-a-secret' } }, /webhook\.secret/],
      [{ database: unused, email: { smtpUrl: 'http://mail', from: 'a@b.example', to: 'c@d.example' } }, /email\.smtpUrl/],
      [{ database: unused, email: { smtpUrl: 'smtp://mail', from: 'a@b.example', to: 'not an address' } }, /email\.to/],
      [{ database: unused, ratePerHour: 0 }, /ratePerHour/],
      [{ database: unused, retentionDays: 1.5 }, /retentionDays/],
      [{ database: unused, now: 5 }, /now/],
      [{ database: unused, statusUrl: 'http://salon.example/request' }, /statusUrl.*https/],
      [{ database: unused, statusUrl: 'https://salon.example/request#request=' }, /statusUrl.*fragment/],
      [{ database: unused, answerHours: 0 }, /answerHours/],
      [{ database: unused, expireHours: 9000 }, /expireHours/],
    ];
    for (const [options, message] of cases) {
      assert.throws(
        () => bookingRequests(options as never),
        (error: unknown) => error instanceof TypeError && message.test(error.message),
      );
    }
    assert.throws(() => createGateway({ apiKey: gatewayKey, requests: { database: unused } as never }), /bookingRequests\(\)/);
  });

  it('never quotes the webhook secret in its messages', () => {
    const secret = 'whsec_short';
    assert.throws(
      () => bookingRequests({ database: unused, webhook: { url: 'https://hooks.example/x', secret } }),
      (error: unknown) => error instanceof Error && !error.message.includes(secret),
    );
  });
});

describe("the command's booking request variables", () => {
  const base = { BOOKING_API_KEY: gatewayKey };

  it('turns requests on with a webhook, e-mail or a named database, reading pairs of branch and address', () => {
    assert.equal(commandConfig(base).requests, undefined);
    const config = commandConfig({
      ...base,
      BOOKING_REQUEST_WEBHOOK_URL: 'https://hooks.salon.example/booking',
      BOOKING_REQUEST_WEBHOOK_SECRET: webhookSecret,
      BOOKING_SMTP_URL: 'smtps://user:pass@mail.salon.example:465',
      BOOKING_MAIL_FROM: 'bookings@salon.example',
      BOOKING_REQUEST_EMAILS: 'biz_1=front@salon.example, biz_2=back@salon.example',
      BOOKING_REQUEST_RATE_LIMIT: '5',
      BOOKING_REQUEST_RETENTION_DAYS: '30',
      BOOKING_REQUEST_STATUS_URL: 'https://salon.example/request',
      BOOKING_REQUEST_ANSWER_HOURS: '4',
      BOOKING_REQUEST_EXPIRE_HOURS: '72',
    });
    assert.equal(config.requests?.options.statusUrl, 'https://salon.example/request');
    assert.equal(config.requests?.options.answerHours, 4);
    assert.equal(config.requests?.options.expireHours, 72);
    assert.deepEqual(config.requests?.database, { dir: undefined });
    assert.deepEqual(config.requests?.options.email?.to, { biz_1: 'front@salon.example', biz_2: 'back@salon.example' });
    assert.equal(config.requests?.options.ratePerHour, 5);
    assert.deepEqual(commandConfig({ ...base, BOOKING_DATABASE_URL: 'postgres://u:p@db.example/bookings' }).requests?.database, {
      url: 'postgres://u:p@db.example/bookings',
    });
  });

  it('stops on a malformed value with a message that quotes no password nor secret', () => {
    const secrets = ['hunter2-db', 'hunter2-smtp', 'whsec_bad'];
    const cases: Record<string, string>[] = [
      { BOOKING_DATABASE_URL: 'mysql://u:hunter2-db@db.example/x' },
      { BOOKING_DATABASE_URL: 'postgres://u:hunter2-db@db.example/x', BOOKING_DATA_DIR: './data' },
      { BOOKING_SMTP_URL: 'smtp://u:hunter2-smtp@mail.example' },
      { BOOKING_SMTP_URL: 'ftp://u:hunter2-smtp@mail.example', BOOKING_MAIL_FROM: 'a@b.example', BOOKING_REQUEST_EMAILS: 'x' },
      { BOOKING_REQUEST_WEBHOOK_URL: 'https://hooks.example/x', BOOKING_REQUEST_WEBHOOK_SECRET: 'whsec_bad' },
      { BOOKING_REQUEST_WEBHOOK_URL: 'http://hooks.example/x', BOOKING_REQUEST_WEBHOOK_SECRET: webhookSecret },
      { BOOKING_REQUEST_WEBHOOK_SECRET: webhookSecret },
      { BOOKING_REQUEST_RATE_LIMIT: 'many', BOOKING_DATA_DIR: './data' },
      { BOOKING_REQUEST_RETENTIONDAYS: '3' },
      { BOOKING_REQUEST_STATUS_URL: 'http://salon.example/request', BOOKING_DATA_DIR: './data' },
      { BOOKING_REQUEST_ANSWER_HOURS: '0', BOOKING_DATA_DIR: './data' },
      { BOOKING_REQUEST_EXPIRE_HOURS: 'soon', BOOKING_DATA_DIR: './data' },
    ];
    for (const env of cases) {
      assert.throws(
        () => commandConfig({ ...base, ...env }),
        (error: unknown) =>
          error instanceof Error && /BOOKING_/.test(error.message) && !secrets.some((secret) => error.message.includes(secret)),
        JSON.stringify(env),
      );
    }
  });
});

describe('retries, references and retention', () => {
  it('retries first within 30 seconds, then backs off to at most 8 hours, for at least a day', () => {
    assert.ok(retryDelayMs(1) <= 30_000);
    let waited = 0;
    let attempts = 0;
    while (waited < retryForMs && attempts < 100) {
      attempts += 1;
      assert.ok(retryDelayMs(attempts) >= retryDelayMs(Math.max(1, attempts - 1)));
      waited += retryDelayMs(attempts);
    }
    assert.ok(attempts > 5 && attempts < 20, `${attempts} attempts in the first day`);
    assert.equal(retryDelayMs(50), 8 * 3600_000);
  });

  it('makes short references without look-alike characters', () => {
    const references = new Set(Array.from({ length: 2000 }, newReference));
    assert.equal(references.size, 2000);
    for (const reference of references) assert.match(reference, /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  });

  it('deletes all of 2,500 requests past the retention, batch after batch, with what goes with them, and keeps the rest', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'booking-retention-'));
    const database = await openEmbeddedDatabase({ dir: folder });
    try {
      const insert = (count: number, at: string) =>
        database.query(
          `with made as (
             insert into booking_requests (id, reference, idempotency_key, body_hash, company_id, business_id, staff_id, start_time, end_time,
               customer, agreement_record_ids, params, status, version, received_time, updated_time)
             select gen_random_uuid(), 'R' || n || $2, 'K' || n || $2, 'h', 'c', 'b', 's', $1::timestamptz, $1::timestamptz, '{}'::jsonb,
               '[]'::jsonb, '{}'::jsonb, 'received', 1, $1::timestamptz, $1::timestamptz
             from generate_series(1, $3::int) n returning id, received_time),
           logged as (
             insert into booking_request_events (type, request_id, business_id, company_id, at)
             select 'created', id, 'b', 'c', received_time from made)
           insert into booking_deliveries (id, request_id, channel, message_id, status, created_at, retrying_since, next_attempt_at)
           select gen_random_uuid(), id, 'webhook', 'msg_' || id, 'sent', received_time, received_time, received_time from made`,
          [at, at.slice(0, 10), count],
        );
      await insert(2500, '2026-01-01T00:00:00Z');
      await insert(1, '2026-06-01T00:00:00Z');
      // A notice of an erasure, sent long ago: it goes with the retention too.
      await database.query(
        `insert into booking_deliveries (id, request_id, channel, event, payload, message_id, status, created_at, retrying_since, next_attempt_at)
         values (gen_random_uuid(), null, 'webhook', 'booking_request.deleted', '{}'::jsonb, 'msg_notice', 'sent', $1::timestamptz, $1::timestamptz, $1::timestamptz)`,
        ['2026-01-02T00:00:00Z'],
      );
      const now = Date.parse('2026-06-01T12:00:00Z');
      assert.equal(await purgeBefore(database, Date.parse('2026-03-01T00:00:00Z'), now), 2500);
      const count = async (table: string) => (await database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
      assert.equal(await count('booking_requests'), 1);
      assert.equal(await count('booking_deliveries'), 1, 'the deliveries went with their requests, and the old notice');
      // The log of changes is kept a day: the one of June 1st stays.
      assert.equal(await count('booking_request_events'), 1);
    } finally {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
