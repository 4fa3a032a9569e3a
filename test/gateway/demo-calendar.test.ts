/**
 * The demo's path of a slot watch (issue 41), over real HTTP on the servers `npm start` mounts
 * (reference/node.ts with reference/demo-calendar.ts): the first branch fully booked for a week, a
 * watch made on it, a time freed with the receiver page's control, the offer e-mailed to the demo's
 * mail server within the gateway's short interval, and a request sent for the time its link names,
 * which ends the watch.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import type { DemoCalendarState, DemoFreedTime } from '../../reference/demo-calendar.js';
import type { ReferenceFixtures } from '../../reference/index.js';
import { type ReferenceServers, startReferenceServers } from '../../reference/node.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import { eventually } from './processes.js';

/** The status page the e-mails link to; only its fragment is read here. */
const statusUrl = 'http://127.0.0.1:9/request.html';
const dayMs = 24 * 3600_000;

interface ReceivedMail {
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
}

let servers: ReferenceServers;
let server: Server;
let base: string;
let fixtures: ReferenceFixtures;

before(async () => {
  servers = await startReferenceServers({
    statusUrl,
    fullyBookedDays: 7,
    watchIntervalSeconds: 5,
    log: false,
    now: () => new Date(suiteClock().now()),
  });
  server = createServer((request, response) => {
    const handlers = [servers.fixtures, servers.gateway, servers.demoCalendar, servers.webhookReceived];
    void (async () => {
      for (const handler of handlers) if (await handler(request, response)) return;
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixtures = (await (await fetch(`${base}/_ref/_fixtures`)).json()) as ReferenceFixtures;
});

after(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await servers?.close();
});

async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const { mails } = (await (await fetch(`${base}/_demo/webhook/received`)).json()) as { mails: ReceivedMail[] };
  return mails.filter((mail) => mail.to.includes(address));
}

/** The branch's free times through the gateway, from `fromMs` for `days` days. */
async function freeStarts(fromMs: number, days: number): Promise<number[]> {
  const { companyId, businessId } = fixtures.enabledBranch;
  const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const answer = await fetch(`${base}/v1/online_booking/availability`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ companyId, businessId, filter: { startDate: dateOf(fromMs), endDate: dateOf(fromMs + days * dayMs) } }),
  });
  assert.equal(answer.status, 200);
  const { availability } = (await answer.json()) as { availability: { staff: { availableSlots: { startTime: string }[] }[] }[] };
  return availability.flatMap((day) => day.staff.flatMap((groomer) => groomer.availableSlots.map((slot) => Date.parse(slot.startTime))));
}

describe("the demo's fully booked branch", () => {
  it('offers no time until the end of its week, and times after it', async () => {
    const state = (await (await fetch(`${base}/_demo/calendar`)).json()) as DemoCalendarState;
    assert.equal(state.businessId, fixtures.enabledBranch.businessId);
    const until = Date.parse(state.until);
    const starts = await freeStarts(suiteClock().now(), 10);
    assert.deepEqual(
      starts.filter((start) => start < until),
      [],
    );
    assert.ok(
      starts.some((start) => start >= until),
      'the days after the booked week have free times',
    );
  });

  it('tells a watcher of a time freed there, and takes a request for it from the e-mail', async () => {
    const { companyId, businessId } = fixtures.enabledBranch;
    const email = `demo-watch-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const state = (await (await fetch(`${base}/_demo/calendar`)).json()) as DemoCalendarState;
    const until = new Date(Date.parse(state.until) - dayMs).toISOString().slice(0, 10);
    const made = await fetch(`${base}/slot-watches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID().replaceAll('-', '') },
      body: JSON.stringify({
        companyId,
        businessId,
        staffIds: [],
        days: [],
        parts: [],
        until,
        petType: 'DOG',
        customer: { name: 'Dana Demo', email },
        language: 'en',
      }),
    });
    assert.equal(made.status, 201, await made.clone().text());
    const { id } = (await made.json()) as { id: string };
    await eventually(async () => (await mailsTo(email)).length === 1, 'the confirmation e-mail', 20_000);

    // A time freed before the watcher's first look of the branch is part of what it found free
    // then: each press frees another, and one freed after that look is news.
    const freed: DemoFreedTime[] = [];
    let offer: ReceivedMail | undefined;
    for (let press = 0; press < 3 && !offer; press += 1) {
      const answer = await fetch(`${base}/_demo/calendar/free`, { method: 'POST' });
      assert.equal(answer.status, 201);
      freed.push((await answer.json()) as DemoFreedTime);
      await eventually(
        async () => {
          offer = (await mailsTo(email)).find((mail) => mail.links.some((link) => link.includes('&start=')));
          return offer !== undefined;
        },
        'an e-mail of the time that opened',
        15_000,
      ).catch(() => undefined);
    }
    assert.ok(offer, 'a freed time was offered');
    // The company's name ends in a dot ("Pawsome Grooming Co."): the sentence it ends has one.
    assert.match(offer.text, /just opened at [^\n]*Co\.\n/);
    const link = new URL(offer.links.find((each) => each.includes('&start=')) ?? '');
    assert.equal(`${link.origin}${link.pathname}`, statusUrl);
    const fields = new URLSearchParams(link.hash.slice(1));
    const [staffId, startTime, endTime] = ['staff', 'start', 'end'].map((name) => fields.get(name) ?? '');
    assert.ok(
      freed.some((time) => time.staffId === staffId && time.startTime <= startTime! && endTime! <= time.endTime),
      'the time offered lies in a time freed',
    );
    assert.match(fields.get('watch') ?? '', /^[\x21-\x7e]+$/);

    // The status page sends an ordinary request for it, through the watch.
    const sent = await fetch(`${base}/booking-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID().replaceAll('-', '') },
      body: JSON.stringify({
        companyId,
        businessId,
        staffId,
        startTime,
        endTime,
        customer: { name: 'Dana Demo', email, petName: 'Pepper' },
        petType: 'DOG',
        watch: id,
        language: 'en',
      }),
    });
    assert.equal(sent.status, 201, await sent.clone().text());
    const watch = await fetch(`${base}/slot-watches/mine`, { headers: { authorization: `Bearer ${fields.get('watch')}` } });
    assert.equal(watch.status, 200);
    assert.equal(((await watch.json()) as { status: string }).status, 'booked');
  });
});
