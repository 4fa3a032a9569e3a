/**
 * What the tests of `<booking-request-status>` share: requests sent through the test runner's
 * gateway as a customer's flow sends them (keeping the capability of the first answer), changed by
 * the front desk with the demo identity provider's staff token, and the element opened on a page
 * whose address carries the capability (`#request=<token>`).
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { BookingRequestStatusElement } from '../../../src/elements/booking-request-status/booking-request-status.js';
import '../../../src/elements/booking-request-status/define.js';
import { readRequest, someone, staffToken, type Branch } from '../../helpers/booking-requests.js';
import { suiteNow, suiteToday } from '../../helpers/clock.js';
import { gatewayBaseUrl, referenceAvailability, referenceFixtures } from '../../helpers/reference.js';
import { StatusPage } from '../../pages/index.js';

export interface Slot {
  readonly staffId: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** The branch every test sends to: the one the fixtures call enabled. */
export async function branch(): Promise<Branch> {
  return (await referenceFixtures()).enabledBranch;
}

/** Times the branch really offers, later than an hour from the suite's now, in order. */
export async function offeredSlots(at: Branch): Promise<Slot[]> {
  const start = suiteToday('UTC');
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  const answer = await referenceAvailability(at, start, end);
  const slots = answer.availability.flatMap((day) =>
    day.staff.flatMap((staff) => staff.availableSlots.map((slot) => ({ staffId: staff.staffId, ...slot }))),
  );
  const later = slots.filter((slot) => Date.parse(slot.startTime) > suiteNow() + 3_600_000);
  if (later.length < 4) throw new Error('looked for four free times in the next two weeks; the branch offers fewer');
  return later;
}

export interface SentRequest {
  readonly id: string;
  readonly reference: string;
  readonly token: string;
  readonly name: string;
}

/** A request sent as the flow sends it, for the `index`-th time offered; its capability from the first answer. */
export async function sendWithToken(index = 0, language = 'en'): Promise<SentRequest> {
  const at = await branch();
  const slot = (await offeredSlots(at))[index]!;
  const name = someone();
  const express = (await referenceFixtures()).services.find(
    (service) => service.companyId === at.companyId && service.name === 'Express Groom',
  )!;
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `status-${Math.random().toString(36).slice(2, 14)}` },
    body: JSON.stringify({
      companyId: at.companyId,
      businessId: at.businessId,
      ...slot,
      customer: { name, phone: '+1 555 123 4567', email: 'ana@example.com', petName: 'Bella', petType: 'DOG', notes: '' },
      // A service of the branch's company as long as the times offered without one (an hour): the gateway checks the time for it.
      services: [{ id: express.id, name: express.name }],
      language,
    }),
  });
  expect(answer.status, await answer.clone().text()).to.equal(201);
  const { id, reference, statusToken } = (await answer.json()) as { id: string; reference: string; statusToken: string };
  expect(statusToken, 'the first answer carries the capability').to.be.a('string').and.not.equal('');
  return { id, reference, token: statusToken, name };
}

/** The front desk changes the request (with words for the customer, and offered times with a decline). */
export async function staffChange(id: string, change: { status: string; message?: string; offers?: readonly Slot[] }): Promise<void> {
  const token = await staffToken('staff_owner');
  const read = await fetch(`${gatewayBaseUrl}/booking-requests/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'If-Match': read.headers.get('etag')! },
    body: JSON.stringify({ note: 'internal: do not show', ...change }),
  });
  expect(answer.status, await answer.clone().text()).to.equal(200);
}

/** Where the request stands as the inbox reads it. */
export async function inboxStatus(id: string): Promise<string> {
  return (await readRequest(id)).status;
}

/** Puts the capability in the page's address, as the e-mail's link does. */
export function openLink(token: string): void {
  history.replaceState(null, '', `${location.pathname}${location.search}#request=${encodeURIComponent(token)}`);
}

/** Clears the page's fragment. */
export function closeLink(): void {
  history.replaceState(null, '', `${location.pathname}${location.search}`);
}

/** The element on the page, read through the gateway, once it shows its first answer (or its one sentence). */
export async function openStatusPage(options: { lang?: string; dir?: string } = {}): Promise<BookingRequestStatusElement> {
  const el = await fixture<BookingRequestStatusElement>(
    html`<booking-request-status base-url=${gatewayBaseUrl} lang=${options.lang ?? 'en'} dir=${options.dir ?? 'ltr'}></booking-request-status>`,
  );
  await shown(el);
  return el;
}

/** Waits until the element shows a request, a failure or its one sentence. */
export const shown = (el: BookingRequestStatusElement) => new StatusPage(el).shown();

/** The heading that says where the request stands. */
export const heading = (el: BookingRequestStatusElement) => new StatusPage(el).heading;
