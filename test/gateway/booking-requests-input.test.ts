/**
 * What a customer's words can do to the gateway, on the embedded database (PGlite in a temporary
 * folder) in front of the reference API: text PostgreSQL cannot store is refused at the door with
 * 400 naming the field (never a 503 and a database failure in the log), line breaks in the
 * customer's words cannot forge lines in the business's e-mail, and the database's files are
 * readable by their owner only.
 */
import assert from 'node:assert/strict';
import { chmodSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import { GatewayFailure } from '../../src/gateway/pipeline/failure.js';
import { withDatabase } from '../../src/gateway/booking-requests/answers.js';
import { narrowToOwner } from '../../src/gateway/booking-requests/store/data-folder.js';
import { openEmbeddedDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { postJson, raw, statusCode, type RecordingUpstream, type RunningGateway } from './harness.js';
import { signToken, validClaims, type TestKey } from './jwks-server.js';
import { eventually } from './processes.js';
import {
  customer,
  isBusinessMail,
  newKey,
  requestBody,
  type SmtpReceiver,
  type Slot,
  startRequestsWorld,
  type RequestsWorld,
} from './requests-harness.js';

let world: RequestsWorld;
let upstream: RecordingUpstream;
let slot: Slot;
let folder: string;
let database: RequestDatabase;
let smtp: SmtpReceiver;
let key: TestKey;
let gateway: RunningGateway;

const stored = async () => (await database.query<{ n: number }>('select count(*)::int as n from booking_requests'))[0]!.n;
const send = (body: unknown) => postJson(gateway.url, '/booking-requests', body, { 'idempotency-key': newKey() });
const staffHeaders = async () => ({ authorization: `Bearer ${await signToken(key, validClaims({ sub: 'groomer-anna' }))}` });
/** The gateway's lines at error level, requests' and events' alike. */
const errorLines = () => [...gateway.log, ...gateway.events].filter((line) => line.level === 'error');
const message = (answer: { json: unknown }) => String((answer.json as { message?: unknown }).message);

/** Text PostgreSQL cannot store: a NUL, and halves of a UTF-16 pair without the other. */
const nul = '\u0000';
const loneHigh = '\uD800';
const loneLow = '\uDC00';

before(async () => {
  world = await startRequestsWorld();
  ({ upstream, slot, folder, database, smtp, key, gateway } = world);
});

after(() => world.close());

describe('text PostgreSQL cannot store', () => {
  it('is refused with 400 naming the field, wherever the body holds free text or an identifier, nothing stored, nothing logged as an error', async () => {
    const count = await stored();
    const seen = upstream.seen.length;
    const good = requestBody(slot);
    const refused: [string, unknown][] = [
      ['customer.name', { ...good, customer: { ...customer, name: `Ada${nul}Lovelace` } }],
      ['customer.notes', { ...good, customer: { ...customer, notes: `Nervous ${loneHigh} with clippers` } }],
      ['businessId', { ...good, businessId: `${slot.businessId}${nul}` }],
      ['companyId', { ...good, companyId: `${loneLow}${slot.companyId}` }],
      ['staffId', { ...good, staffId: `${slot.staffId}${loneHigh}` }],
      ['customer.phone', { ...good, customer: { ...customer, phone: `+1 617 555 0134${nul}` } }],
      ['customer.email', { ...good, customer: { ...customer, email: `ada${loneHigh}@customer.example` } }],
      ['customer.petName', { ...good, customer: { ...customer, petName: `Bis${loneLow}cuit` } }],
      ['customerId', { ...good, customerId: `cus${nul}7` }],
      ['agreementRecordIds', { ...good, agreementRecordIds: ['ar_1', `ar${loneHigh}2`] }],
      ['params', { ...good, params: { utm_source: `news${nul}letter` } }],
      ['language', { ...good, language: `en${nul}` }],
      // The low half before the high one is no pair either.
      ['customer.name', { ...good, customer: { ...customer, name: `Ada ${loneLow}${loneHigh}` } }],
    ];
    for (const [field, body] of refused) {
      const answer = await send(body);
      assert.equal(answer.status, 400, `${field}: ${answer.text}`);
      assert.equal(statusCode(answer), 3);
      const said = message(answer);
      assert.ok(said.includes(`${field}: expected text without a NUL character or a broken character`), said);
    }
    assert.equal(await stored(), count, 'nothing stored');
    assert.equal(upstream.seen.length, seen, 'nothing asked upstream');
    assert.deepEqual(errorLines(), []);
  });

  it('takes characters outside the BMP, whose two halves come together', async () => {
    const answer = await send(requestBody(slot, { customer: { ...customer, name: 'Ada 🐕 Lovelace', notes: '𝄞 likes music' } }));
    assert.equal(answer.status, 201, answer.text);
  });

  it("refuses a staff note with a lone surrogate with 400 naming the note, the request's history unchanged", async () => {
    const created = (await send(requestBody(slot))).json as { id: string };
    const path = `/booking-requests/${created.id}`;
    const headers = await staffHeaders();
    const patch = (note: string) =>
      raw(gateway.url, {
        method: 'PATCH',
        path,
        headers: { ...headers, 'content-type': 'application/json', 'if-match': '"1"' },
        body: JSON.stringify({ status: 'contacted', note }),
      });
    for (const note of [`Called ${loneHigh}`, `Called${nul}`]) {
      const answer = await patch(note);
      assert.equal(answer.status, 400, answer.text);
      assert.equal(statusCode(answer), 3);
      assert.match(message(answer), /note: expected text without a NUL character or a broken character/);
    }
    const detail = await raw(gateway.url, { path, headers });
    assert.equal(detail.headers['etag'], '"1"');
    assert.deepEqual(
      (detail.json as { history: { status: string }[] }).history.map((entry) => entry.status),
      ['received'],
    );
    assert.equal((await patch('Called, left a message')).status, 200);
    assert.deepEqual(errorLines(), []);
  });

  it('is a 400, not a 503, should the database itself refuse it (a field the schema let through)', async () => {
    for (const code of ['22021', '22P05', '22P02']) {
      const refusal = withDatabase(() => Promise.reject(Object.assign(new Error('invalid byte sequence'), { code })));
      await assert.rejects(
        refusal,
        (failure: unknown) => failure instanceof GatewayFailure && failure.status === 400 && failure.code === 'INVALID_ARGUMENT',
      );
    }
    const down = withDatabase(() => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })));
    await assert.rejects(down, (failure: unknown) => failure instanceof GatewayFailure && failure.status === 503);
  });
});

/** Every way Unicode breaks a line (UAX 14's mandatory breaks), as a reader of the mail may see one. */
const anyLineBreak = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/;

describe("line breaks in the customer's words", () => {
  it("cannot forge lines in the e-mail's body: one-line fields stay on one line, the notes' lines are indented", async () => {
    const forged = {
      ...customer,
      name: 'Ada\nBcc: x@evil.example',
      petName: 'Rex\u2028Subject: forged\u0085Bcc: y@evil.example\v\fz',
      notes: 'First line\r\nSubject: second line\u2029Bcc: third line\rfourth',
    };
    // An address is written to (the customer's own e-mails): one that holds a line break, U+0085 (the
    // next line, which JavaScript's white space leaves out) included, is refused, naming the field.
    for (const email of ['ada\u0085subject@customer.example', 'ada@customer.example\u2028Bcc: x@evil.example', 'ada\u009b@x.example']) {
      const refused = await send(requestBody(slot, { customer: { ...forged, email } }));
      assert.equal(refused.status, 400, refused.text);
      assert.match(refused.text, /customer/);
    }
    // So is a phone number: the one rule of a contact (src/common/contact.ts) separates digits by spaces, not breaks.
    const broken = await send(requestBody(slot, { customer: { ...forged, phone: '+1 617\r\n555 0134' } }));
    assert.equal(broken.status, 400, broken.text);
    assert.match(broken.text, /customer\.phone: expected a phone number/);
    const answer = await send(requestBody(slot, { customer: forged }));
    assert.equal(answer.status, 201, answer.text);
    const { reference } = answer.json as { reference: string };
    const toBusiness = (message: { to: string[]; raw: string }) => isBusinessMail(message, reference);
    await eventually(() => smtp.messages.some(toBusiness), 'the e-mail arrived');
    const mail = await simpleParser(smtp.messages.find(toBusiness)!.raw);
    assert.equal(mail.headers.get('bcc'), undefined);
    assert.match(String(mail.subject), new RegExp(`^Booking request ${reference}: `));
    const lines = String(mail.text).split(anyLineBreak);
    assert.deepEqual(
      lines.filter((line) => /^\s*(Bcc|Subject):/i.test(line)),
      ['  Subject: second line', '  Bcc: third line'],
      'no line of its own starts like a header',
    );
    assert.ok(lines.includes('Customer: Ada Bcc: x@evil.example'), 'the name reads on one line');
    assert.ok(lines.includes('Phone: +1 617 555 0134'));
    assert.ok(lines.includes(`E-mail: ${customer.email}`));
    assert.ok(lines.some((line) => line.startsWith('Pet: Rex Subject: forged Bcc: y@evil.example')));
    const notes = lines.indexOf('Notes: First line');
    assert.ok(notes > 0, 'the notes start on their line');
    assert.deepEqual(lines.slice(notes + 1, notes + 4), ['  Subject: second line', '  Bcc: third line', '  fourth']);
  });
});

/** Each file and folder under `dir` with its mode, symbolic links left as they are. */
function modesUnder(dir: string): { path: string; kind: 'file' | 'folder' | 'link'; mode: number }[] {
  const found: { path: string; kind: 'file' | 'folder' | 'link'; mode: number }[] = [];
  const visit = (folderPath: string) => {
    for (const name of readdirSync(folderPath)) {
      const path = join(folderPath, name);
      const status = lstatSync(path);
      const kind = status.isSymbolicLink() ? 'link' : status.isDirectory() ? 'folder' : 'file';
      found.push({ path, kind, mode: status.mode & 0o777 });
      if (kind === 'folder') visit(path);
    }
  };
  visit(dir);
  return found;
}

/** The files not 0600 and the folders not 0700 under `dir` (and `dir` itself). */
function widerThanOwner(dir: string): string[] {
  const own = { path: dir, kind: 'folder' as const, mode: lstatSync(dir).mode & 0o777 };
  return [own, ...modesUnder(dir)]
    .filter((entry) => (entry.kind === 'file' && entry.mode !== 0o600) || (entry.kind === 'folder' && entry.mode !== 0o700))
    .map((entry) => `${entry.path} ${entry.mode.toString(8)}`);
}

describe("the embedded database's files", () => {
  it('are readable by their owner only once the database is open', () => {
    const entries = modesUnder(join(folder, 'data'));
    assert.ok(entries.filter((entry) => entry.kind === 'file').length > 500, 'PostgreSQL wrote its files');
    assert.deepEqual(widerThanOwner(join(folder, 'data')), []);
  });

  it('are narrowed again when the database is opened again, after data was written and old modes left, links not followed', async () => {
    const dir = join(folder, 'reopened');
    const first = await openEmbeddedDatabase({ dir });
    await first.query('create table probe (words text)');
    await first.query("insert into probe select repeat('words ', 100) from generate_series(1, 5000)");
    await first.close();
    // An older gateway left the modes PGlite gives; a link leads out of the folder.
    const outside = join(folder, 'outside.txt');
    writeFileSync(outside, 'not the database', { mode: 0o644 });
    chmodSync(outside, 0o644);
    symlinkSync(outside, join(dir, 'outside-link'));
    const files = modesUnder(dir).filter((entry) => entry.kind === 'file');
    for (const entry of files.slice(0, 50)) chmodSync(entry.path, 0o666);
    chmodSync(join(dir, 'base'), 0o755);
    assert.notDeepEqual(widerThanOwner(dir), []);

    const again = await openEmbeddedDatabase({ dir });
    try {
      assert.equal((await again.query<{ n: number }>('select count(*)::int as n from probe'))[0]!.n, 5000);
      assert.deepEqual(widerThanOwner(dir), []);
      assert.equal(lstatSync(outside).mode & 0o777, 0o644, 'the link was not followed');
    } finally {
      await again.close();
    }
  });

  it("are not walked past a depth no database has: a folder that is not the database's alone is refused, its files and folders left as they were", () => {
    const dir = join(folder, 'not-a-database');
    const deep = join(dir, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i');
    mkdirSync(deep, { recursive: true, mode: 0o755 });
    writeFileSync(join(deep, 'script.sh'), '#!/bin/sh\n', { mode: 0o755 });
    assert.throws(
      () => narrowToOwner(dir),
      /holds more than 100000 entries or folders 8 deep: it should hold the embedded database only \(BOOKING_DATA_DIR\)/,
    );
    assert.equal(lstatSync(join(deep, 'script.sh')).mode & 0o777, 0o755);
    assert.equal(lstatSync(join(dir, 'a')).mode & 0o777, 0o755);
  });
});
