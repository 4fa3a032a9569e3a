/**
 * The customer's e-mails (issue 39): on receipt, and on each answer or end of the request, sent to
 * the address they gave through the outbox, read back as a mail reader would: the message parsed
 * by mailparser, its calendar file by ical.js (one UID from the tentative entry to the
 * confirmation and the cancellation, SEQUENCE rising), the link opening the request's page. A
 * customer who gave only a phone gets nothing; `contacted` tells nothing. All real: the reference
 * API, an SMTP server, PGlite, a staff identity provider.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { ReferenceFixtures } from '../../reference/index.js';
import { requestedTimeUid } from '../../src/common/ics.js';
import { bookingRequests, openEmbeddedDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { postJson, raw, referenceUpstream, type RecordingUpstream, type RunningGateway, startGateway } from './harness.js';
import {
  makeKey,
  signToken,
  staffAudience,
  staffIssuer,
  startJwksServer,
  type JwksServer,
  type TestKey,
  validClaims,
} from './jwks-server.js';
import { eventually } from './processes.js';
import {
  customer,
  groomerNamesOf,
  newKey,
  offeredSlots,
  requestBody,
  type Slot,
  type SmtpReceiver,
  startSmtpServer,
} from './requests-harness.js';

const statusUrl = 'https://salon.example/request';

let upstream: RecordingUpstream;
let slots: Slot[];
let folder: string;
let database: RequestDatabase;
let smtp: SmtpReceiver;
let idp: JwksServer;
let key: TestKey;
let gateway: RunningGateway;
/** The groomers' names, as the reference world has them. */
let groomerNames: ReadonlyMap<string, string> = new Map();

before(async () => {
  upstream = await referenceUpstream();
  const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  groomerNames = groomerNamesOf(fixtures);
  slots = await offeredSlots(upstream.url, fixtures, 10);
  folder = mkdtempSync(join(tmpdir(), 'booking-customer-mail-'));
  database = await openEmbeddedDatabase({ dir: join(folder, 'data') });
  smtp = await startSmtpServer();
  key = await makeKey('ES256', 'key-1');
  idp = await startJwksServer([key.publicJwk]);
  gateway = await startGateway(upstream, {
    staff: { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience },
    requests: bookingRequests({
      database,
      email: { smtpUrl: smtp.url, from: 'Pawsome Bookings <bookings@salon.example>', to: 'front-desk@salon.example' },
      ratePerHour: 1000,
      now: () => suiteClock().now(),
      pollMs: 100,
      statusUrl,
    }),
  });
});

after(async () => {
  await gateway.gateway.close();
  await gateway.close();
  await database.close();
  await Promise.all([smtp.close(), idp.close(), upstream.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const staffHeaders = async () => ({ authorization: `Bearer ${await signToken(key, validClaims({ sub: 'front-desk' }))}` });

async function send(at: Slot, extra: Record<string, unknown> = {}): Promise<{ id: string; reference: string }> {
  const answer = await postJson(gateway.url, '/booking-requests', requestBody(at, extra), { 'idempotency-key': newKey() });
  assert.equal(answer.status, 201, JSON.stringify(answer.json));
  return answer.json as { id: string; reference: string };
}

async function change(id: string, body: Record<string, unknown>): Promise<{ version: number }> {
  const read = await raw(gateway.url, { path: `/booking-requests/${id}`, headers: await staffHeaders() });
  const version = (read.json as { version: number }).version;
  const answer = await raw(gateway.url, {
    path: `/booking-requests/${id}`,
    method: 'PATCH',
    headers: { ...(await staffHeaders()), 'if-match': `"${version}"`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return answer.json as { version: number };
}

/** The customer's e-mails about `reference`, parsed, once `count` have arrived. */
async function customerMails(reference: string, count: number, to = customer.email): Promise<ParsedMail[]> {
  const ours = () => smtp.messages.filter((mail) => mail.to.includes(to) && mail.raw.includes(reference));
  await eventually(() => ours().length >= count, `${count} e-mail(s) to the customer about ${reference}`, 8000);
  return Promise.all(ours().map((mail) => simpleParser(mail.raw)));
}

/** The message's calendar file, read by ical.js: its method and event. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType.startsWith('text/calendar'));
  assert.ok(file, `a calendar file in "${mail.subject}"`);
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent');
  assert.ok(event);
  const wrapped = new ICAL.Event(event);
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: event.getFirstPropertyValue('status'),
    uid: wrapped.uid,
    sequence: wrapped.sequence ?? 0,
    start: wrapped.startDate.toJSDate().toISOString(),
  };
}

/** The page's link in a message, and the capability in its fragment. */
function linkOf(mail: ParsedMail): string {
  const match = /https:\/\/salon\.example\/request#request=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
  assert.ok(match, `the page's link in "${mail.subject}"`);
  return match[1]!;
}

describe("the customer's e-mails", () => {
  it('tells of the receipt: not booked until the branch confirms, the groomer by name, a tentative calendar entry and a link that opens the request', async () => {
    const at = slots[0]!;
    const { reference } = await send(at);
    const [mail] = await customerMails(reference, 1);
    assert.ok(mail);
    assert.match(mail.subject ?? '', new RegExp(`${reference}: not booked yet`));
    assert.equal(mail.from?.value[0]?.address, 'bookings@salon.example');
    assert.match(mail.text ?? '', /It is not booked until the branch confirms it/);
    assert.match(mail.text ?? '', new RegExp(`Groomer: ${groomerNames.get(at.staffId)}`));
    assert.match(String(mail.html), /<a href="https:\/\/salon\.example\/request#request=/);
    assert.equal(mail.headers.get('content-language'), 'en');
    const calendar = calendarOf(mail);
    assert.deepEqual(
      { method: calendar.method, status: calendar.status, uid: calendar.uid, start: calendar.start },
      { method: 'PUBLISH', status: 'TENTATIVE', uid: requestedTimeUid(at), start: new Date(at.startTime).toISOString() },
    );
    // The link's capability opens the customer's page, and reading it changes nothing.
    const page = await raw(gateway.url, { path: '/booking-requests/mine', headers: { authorization: `Bearer ${linkOf(mail)}` } });
    assert.equal(page.status, 200);
    assert.equal((page.json as { reference: string; status: string }).reference, reference);
    // The business's own e-mail is apart, to its address.
    assert.ok(smtp.messages.some((message) => message.to.includes('front-desk@salon.example') && message.raw.includes(reference)));
  });

  it('confirms with the same calendar entry (METHOD:REQUEST, a higher SEQUENCE), then cancels it (METHOD:CANCEL, higher still)', async () => {
    const at = slots[1]!;
    const { id, reference } = await send(at);
    await customerMails(reference, 1);
    await change(id, { status: 'contacted', note: 'Left a voicemail' });
    await change(id, { status: 'confirmed' });
    const [, confirmed] = await customerMails(reference, 2);
    await change(id, { status: 'cancelled', message: 'Our groomer is ill that day, sorry.' });
    const mails = await customerMails(reference, 3);
    assert.equal(mails.length, 3, 'contacted told the customer nothing');
    const [received, , cancelled] = mails.map(calendarOf);
    assert.ok(confirmed && received && cancelled);
    const booked = calendarOf(confirmed);
    assert.match(confirmed.subject ?? '', /^Confirmed: Biscuit's grooming on /);
    assert.deepEqual([received.method, booked.method, cancelled.method], ['PUBLISH', 'REQUEST', 'CANCEL']);
    assert.deepEqual([received.status, booked.status, cancelled.status], ['TENTATIVE', 'CONFIRMED', 'CANCELLED']);
    assert.deepEqual([booked.uid, cancelled.uid], [received.uid, received.uid]);
    assert.ok(
      received.sequence < booked.sequence && booked.sequence < cancelled.sequence,
      `${received.sequence}, ${booked.sequence}, ${cancelled.sequence}`,
    );
    assert.match(mails[2]!.text ?? '', /The branch wrote:\n\n {2}Our groomer is ill that day, sorry\./);
    // One Message-ID per change.
    assert.equal(new Set(mails.map((mail) => mail.messageId)).size, 3);
  });

  it("declines in the customer's language with the branch's words and the times offered, each to be taken on the page", async () => {
    const [at, other] = [slots[2]!, slots[3]!];
    const { id, reference } = await send(at, { language: 'es-MX' });
    await customerMails(reference, 1);
    await change(id, {
      status: 'declined',
      message: 'Ese día no podemos.\nSubject: forged',
      note: 'internal: double-booked',
      offers: [{ staffId: other.staffId, startTime: other.startTime, endTime: other.endTime }],
    });
    const [receipt, declined] = await customerMails(reference, 2);
    assert.ok(receipt && declined);
    assert.match(receipt.subject ?? '', /aún no está reservada/);
    assert.match(declined.text ?? '', /no puede atender a la hora que pediste/);
    assert.match(declined.text ?? '', / {2}Ese día no podemos\.\n {2}Subject: forged/);
    assert.match(declined.text ?? '', new RegExp(`- .+, ${groomerNames.get(other.staffId)}`));
    assert.match(declined.text ?? '', /Elegir una de estas horas: https:\/\/salon\.example\/request#request=/);
    assert.doesNotMatch(declined.text ?? '', /internal/);
    assert.equal(declined.headers.get('subject'), declined.subject, 'no header forged');
    assert.equal(calendarOf(declined).method, 'CANCEL');
  });

  it('tells a withdrawal made on the page, and removes the calendar entry', async () => {
    const at = slots[4]!;
    const { reference } = await send(at);
    const [receipt] = await customerMails(reference, 1);
    assert.ok(receipt);
    const capability = { authorization: `Bearer ${linkOf(receipt)}` };
    const page = await raw(gateway.url, { path: '/booking-requests/mine', headers: capability });
    const withdrawn = await raw(gateway.url, {
      path: '/booking-requests/mine/withdraw',
      method: 'POST',
      headers: { ...capability, 'if-match': String(page.headers['etag']), 'content-type': 'application/json' },
      body: '{}',
    });
    assert.equal(withdrawn.status, 200, JSON.stringify(withdrawn.json));
    const [, told] = await customerMails(reference, 2);
    assert.ok(told);
    assert.match(told.subject ?? '', /is withdrawn/);
    assert.deepEqual((({ method, status, uid }) => ({ method, status, uid }))(calendarOf(told)), {
      method: 'CANCEL',
      status: 'CANCELLED',
      uid: requestedTimeUid(at),
    });
  });

  it('sends nothing to a customer who gave only a phone, while the business hears of the request', async () => {
    const { reference } = await send(slots[5]!, { customer: { ...customer, email: '' } });
    await eventually(() => smtp.messages.some((mail) => mail.raw.includes(reference)), 'the business e-mail', 8000);
    // The business's e-mail went; the deliveries list no customer message for this request.
    const requests = await raw(gateway.url, { path: `/booking-requests?page_size=50`, headers: await staffHeaders() });
    const listed = (requests.json as { requests: { id: string; reference: string }[] }).requests.find(
      (request) => request.reference === reference,
    );
    assert.ok(listed);
    const detail = await raw(gateway.url, { path: `/booking-requests/${listed.id}`, headers: await staffHeaders() });
    const channels = (detail.json as { deliveries: { channel: string }[] }).deliveries.map((delivery) => delivery.channel);
    assert.deepEqual(channels, ['email']);
    assert.ok(smtp.messages.filter((mail) => mail.raw.includes(reference)).every((mail) => mail.to.includes('front-desk@salon.example')));
  });

  it('ties each delivery to the line of history it tells, so that staff see what went out for each change', async () => {
    const { id, reference } = await send(slots[6]!);
    await customerMails(reference, 1);
    await change(id, { status: 'contacted', note: 'Left a voicemail' });
    await change(id, { status: 'confirmed', message: 'See you then.' });
    await customerMails(reference, 2);
    type Detail = {
      history: { id: string; status: string }[];
      deliveries: { channel: string; event: string; historyId?: string; status: string }[];
    };
    const detail = (await raw(gateway.url, { path: `/booking-requests/${id}`, headers: await staffHeaders() })).json as Detail;
    const [received, contacted, confirmed] = detail.history;
    assert.ok(received && contacted && confirmed);
    assert.equal(new Set(detail.history.map((line) => line.id)).size, 3, 'one id per line');
    const toldOf = (line: { id: string }) =>
      detail.deliveries
        .filter((delivery) => delivery.historyId === line.id)
        .map((delivery) => `${delivery.channel} ${delivery.event}`)
        .sort();
    // The receipt: the business's e-mail and the customer's; contacted tells nobody; confirmed tells the customer.
    assert.deepEqual(toldOf(received), ['customer booking_request.received', 'email booking_request.received']);
    assert.deepEqual(toldOf(contacted), []);
    assert.deepEqual(toldOf(confirmed), ['customer booking_request.updated']);
    assert.ok(detail.deliveries.every((delivery) => delivery.historyId !== undefined));
  });
});
