/**
 * What the watch tests of `<booking-request-status>` share: a slot watch made for real through the
 * test runner's gateway (`POST /slot-watches`), its capability read from the confirmation e-mail at
 * the demo's mail server, as the customer gets it, and the page opened with `#watch=<token>` (and a
 * time that opened, `&staff=&start=&end=`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { BookingRequestStatusElement } from '../../../src/elements/booking-request-status/booking-request-status.js';
import '../../../src/elements/booking-request-status/define.js';
import { suiteToday } from '../../helpers/clock.js';
import { gatewayBaseUrl, referenceFixtures } from '../../helpers/reference.js';
import { until } from '../../helpers/until.js';
import { linksTo } from '../../helpers/demo-mail.js';
import { branch, type Slot } from './fixtures.js';

export interface MadeWatch {
  readonly id: string;
  readonly reference: string;
  readonly token: string;
  readonly email: string;
}

/** An address no other test uses: each test owns its watches and its mails. */
export const someAddress = () => `watch-view-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A date `days` after the suite's today, `YYYY-MM-DD` (the branch's today is at most a day apart). */
export const dateAhead = (days: number) =>
  new Date(Date.parse(`${suiteToday('UTC')}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A watch of the branch the request tests use, made as the flow makes one; its capability from its confirmation e-mail. */
export async function makeWatch(
  options: { days?: string[]; parts?: string[]; staffIds?: string[]; language?: string; name?: string } = {},
): Promise<MadeWatch> {
  const at = await branch();
  const email = someAddress();
  const express = (await referenceFixtures()).services.find(
    (service) => service.companyId === at.companyId && service.name === 'Express Groom',
  )!;
  const answer = await fetch(`${gatewayBaseUrl}/slot-watches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `watch-view-${Math.random().toString(36).slice(2, 14)}` },
    body: JSON.stringify({
      companyId: at.companyId,
      businessId: at.businessId,
      staffIds: options.staffIds ?? [],
      days: options.days ?? ['SATURDAY', 'SUNDAY'],
      parts: options.parts ?? ['morning'],
      until: dateAhead(30),
      // As long as the times offered without one (an hour): the gateway checks a request's time for it.
      services: [{ id: express.id, name: express.name }],
      petType: 'DOG',
      customer: { name: options.name ?? 'Ada Watcher', email },
      language: options.language ?? 'en',
    }),
  });
  expect(answer.status, await answer.clone().text()).to.equal(201);
  const { id, reference } = (await answer.json()) as { id: string; reference: string };
  const link = (await linksTo(email)).find((each) => each.includes('#watch='));
  const token = /#watch=([A-Za-z0-9_-]+)/.exec(link ?? '')?.[1];
  expect(token, 'the confirmation links to the watch').to.be.a('string');
  return { id, reference, token: token!, email };
}

/** Puts the watch's capability (and a time that opened) in the page's address, as the e-mail's link does. */
export function openWatchLink(token: string, time?: Slot): void {
  const chosen = time
    ? `&staff=${encodeURIComponent(time.staffId)}&start=${encodeURIComponent(time.startTime)}&end=${encodeURIComponent(time.endTime)}`
    : '';
  history.replaceState(null, '', `${location.pathname}${location.search}#watch=${token}${chosen}`);
}

/** The watch as the gateway reads it for its customer. */
export async function readWatch(token: string): Promise<{ status: string; offers: unknown[] }> {
  const answer = await fetch(`${gatewayBaseUrl}/slot-watches/mine`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).to.equal(200);
  return (await answer.json()) as { status: string; offers: unknown[] };
}

/** The element on the page once it shows the watch, its one sentence, or a failure. */
export async function openWatchPage(options: { lang?: string; dir?: string } = {}): Promise<BookingRequestStatusElement> {
  const el = await fixture<BookingRequestStatusElement>(
    html`<booking-request-status base-url=${gatewayBaseUrl} lang=${options.lang ?? 'en'} dir=${options.dir ?? 'ltr'}></booking-request-status>`,
  );
  await watchShown(el);
  return el;
}

/** Waits until the element shows a watch, its one sentence or a failure. */
export async function watchShown(el: BookingRequestStatusElement): Promise<void> {
  await until(
    'the watch, a failure or the one sentence',
    () => el.shadowRoot!.querySelector('[part~="watch"], [part~="no-request"], [role="alert"]'),
    20_000,
  );
  await el.updateComplete;
}
