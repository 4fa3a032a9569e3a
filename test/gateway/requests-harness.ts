/**
 * What the booking requests' tests share, all on loopback: a slot the reference API really offers
 * (found through its availability on the suite's clock), a webhook receiver that verifies each
 * message with `standardwebhooks`, an SMTP server (`smtp-server`) that keeps what it receives, and
 * the bodies of requests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';
import type { ReferenceFixtures } from '../../reference/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GatewayOptions } from '../../src/gateway/index.js';
import { bookingRequests, openEmbeddedDatabase, type RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { gatewayKey, referenceUpstream, startGateway, type RecordingUpstream, type Running, type RunningGateway } from './harness.js';
import { makeKey, staffAudience, staffIssuer, startJwksServer, type JwksServer, type TestKey } from './jwks-server.js';

export const webhookSecret = `whsec_${Buffer.from('a test secret of the webhook, 32 b').toString('base64')}`;

export interface Slot {
  readonly companyId: string;
  readonly businessId: string;
  readonly staffId: string;
  readonly startTime: string;
  readonly endTime: string;
}

interface AvailabilityAnswer {
  availability: { staff: { staffId: string; availableSlots: { startTime: string; endTime: string }[] }[] }[];
}

/** The reference API as the upstream, and a slot it really offers: where every booking request test starts. */
export async function referenceWithSlot(): Promise<{ readonly upstream: RecordingUpstream; readonly slot: Slot }> {
  const upstream = await referenceUpstream();
  const fixtures = (await (await fetch(`${upstream.url}/_ref/_fixtures`)).json()) as ReferenceFixtures;
  const [slot] = (await offeredSlots(upstream.url, fixtures)) as [Slot];
  return { upstream, slot };
}

/** Offered slots of the first branch that has some, a day or more after the suite's now. */
export async function offeredSlots(upstreamUrl: string, fixtures: ReferenceFixtures, count = 1): Promise<Slot[]> {
  const day = (offset: number) => new Date(suiteClock().now() + offset * 86_400_000).toISOString().slice(0, 10);
  for (const branch of fixtures.branches.filter((candidate) => candidate.isEnable).slice(0, 10)) {
    const answer = await fetch(`${upstreamUrl}/secured/v1/online_booking/availability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(gatewayKey)}` },
      body: JSON.stringify({ companyId: branch.companyId, businessId: branch.businessId, filter: { startDate: day(1), endDate: day(4) } }),
    });
    const body = (await answer.json()) as AvailabilityAnswer;
    const slots = body.availability.flatMap((date) =>
      date.staff.flatMap((groomer) =>
        groomer.availableSlots
          .filter((slot) => Date.parse(slot.startTime) > suiteClock().now() + 86_400_000)
          .map((slot) => ({ companyId: branch.companyId, businessId: branch.businessId, staffId: groomer.staffId, ...slot })),
      ),
    );
    if (slots.length >= count) return slots.slice(0, count);
  }
  throw new Error('the reference world offers no slot in the next days');
}

/** Each groomer's full name by id, as the reference world has it (the gateway names them so in its e-mails). */
export const groomerNamesOf = (fixtures: ReferenceFixtures): ReadonlyMap<string, string> =>
  new Map(fixtures.staff.map((groomer) => [groomer.id, `${groomer.firstName} ${groomer.lastName}`]));

export const customer = {
  name: 'Ada Testperson',
  phone: '+1 617 555 0134',
  email: 'ada@customer.example',
  petName: 'Biscuit',
  petType: 'DOG',
  notes: 'Nervous with clippers',
};

export const requestBody = (slot: Slot, extra: Record<string, unknown> = {}) => ({ ...slot, customer, language: 'en', ...extra });

export interface ReceivedWebhook {
  readonly id: string;
  readonly body: { type: string; timestamp: string; data: Record<string, unknown> };
}

export interface WebhookReceiver extends Running {
  readonly received: ReceivedWebhook[];
  /** Messages whose signature did not verify. */
  readonly refused: number;
  /** What it answers: 204 normally; a test sets 500 to play a receiver that is down. */
  answerWith: number;
  /** The most requests handled at once for the same webhook-id. */
  readonly concurrentSameId: () => number;
  /** The webhook-id of every message that arrived, answered well or not. */
  readonly arrived: string[];
}

/** A receiver on `port` (a free one unless told), verifying with `secret`. */
export async function startWebhookReceiver(port = 0, secret = webhookSecret): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  const arrived: string[] = [];
  const inFlight = new Map<string, number>();
  let mostSameId = 0;
  let refused = 0;
  const receiver = {
    received,
    arrived,
    answerWith: 204,
    get refused() {
      return refused;
    },
    concurrentSameId: () => mostSameId,
  };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      arrived.push(id);
      inFlight.set(id, (inFlight.get(id) ?? 0) + 1);
      mostSameId = Math.max(mostSameId, inFlight.get(id) ?? 0);
      const text = Buffer.concat(chunks).toString('utf8');
      // The answer is the one set when the message arrived: a test that changes it on seeing the
      // arrival changes the next attempt's answer, never this one's.
      const answerWith = receiver.answerWith;
      setTimeout(() => {
        inFlight.set(id, (inFlight.get(id) ?? 1) - 1);
        try {
          const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
          const body = verifier.verify(text, headers) as ReceivedWebhook['body'];
          if (answerWith < 300) received.push({ id, body });
          response.writeHead(answerWith).end();
        } catch {
          refused += 1;
          response.writeHead(400).end();
        }
      }, 5);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${address.port}/hooks/booking`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

export interface SmtpReceiver extends Running {
  /** Each message as it arrived, whole (headers and MIME parts), and when (`performance.now()`). */
  readonly messages: { readonly to: string[]; readonly raw: string; readonly at: number }[];
  readonly port: number;
}

export async function startSmtpServer(): Promise<SmtpReceiver> {
  const messages: { to: string[]; raw: string; at: number }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: performance.now(),
        });
        callback();
      });
    },
  });
  // A client that drops its connection (a gateway killed mid-message) is told as an error event,
  // which would otherwise be thrown: a mail server goes on serving the others.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { messages, port, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Where the tests' business is e-mailed; each customer's own e-mails go to the address they gave. */
export const businessAddress = 'front-desk@salon.example';

/** Whether `mail` is the business's e-mail of the request `reference`. */
export const isBusinessMail = (mail: { readonly to: readonly string[]; readonly raw: string }, reference: string): boolean =>
  mail.to.includes(businessAddress) && mail.raw.includes(reference);

/** A new Idempotency-Key. */
export const newKey = () => `key-${crypto.randomUUID()}`;

/** What a test of booking requests on the embedded database runs against, all its own. */
export interface RequestsWorld {
  readonly upstream: RecordingUpstream;
  readonly slot: Slot;
  /** The temporary folder the database is in (`data` below it). */
  readonly folder: string;
  readonly database: RequestDatabase;
  readonly receiver: WebhookReceiver;
  readonly smtp: SmtpReceiver;
  readonly idp: JwksServer;
  /** The identity provider's signing key, for staff tokens. */
  readonly key: TestKey;
  readonly gateway: RunningGateway;
  close(): Promise<void>;
}

/**
 * The reference API, an embedded database in a temporary folder, a webhook receiver, a mail server
 * (the slot's branch e-mailed), a staff identity provider, and the gateway in front of them with
 * `options` added; `close()` stops them all and removes the folder.
 */
export async function startRequestsWorld(options: Partial<GatewayOptions> = {}): Promise<RequestsWorld> {
  const { upstream, slot } = await referenceWithSlot();
  const folder = mkdtempSync(join(tmpdir(), 'booking-requests-'));
  const database = await openEmbeddedDatabase({ dir: join(folder, 'data') });
  const receiver = await startWebhookReceiver();
  const smtp = await startSmtpServer();
  const key = await makeKey('ES256', 'key-1');
  const idp = await startJwksServer([key.publicJwk]);
  const gateway = await startGateway(upstream, {
    staff: { jwksUrl: idp.jwksUrl, issuer: staffIssuer, audience: staffAudience },
    requests: bookingRequests({
      database,
      webhook: { url: receiver.url, secret: webhookSecret },
      email: { smtpUrl: smtp.url, from: 'Bookings <bookings@salon.example>', to: { [slot.businessId]: 'front-desk@salon.example' } },
      ratePerHour: 1000,
      now: () => suiteClock().now(),
      pollMs: 100,
    }),
    ...options,
  });
  return {
    upstream,
    slot,
    folder,
    database,
    receiver,
    smtp,
    idp,
    key,
    gateway,
    async close() {
      await gateway.gateway.close();
      await gateway.close();
      await database.close();
      await Promise.all([receiver.close(), smtp.close(), idp.close(), upstream.close()]);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
