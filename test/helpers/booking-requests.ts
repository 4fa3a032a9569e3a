/**
 * Booking requests for the tests, made as customers make them: through the test runner's gateway
 * (`POST /gateway/booking-requests`) for a time the branch really offers (one no other request
 * holds, unless a test asks for the same time as another), and changed as a second
 * staff tab would change them, with the demo identity provider's staff tokens. A delivery fails as
 * it does for a business: its webhook refuses it, and a day of retries passes.
 */
import { expect } from '@open-wc/testing';
import type { BookingRequestDetail, RequestDelivery } from '../../src/api/booking-requests/inbox.js';
import { suiteNow, suiteToday } from './clock.js';
import { gatewayBaseUrl, referenceAvailability, type ReferenceFixtures } from './reference.js';

export type Branch = ReferenceFixtures['enabledBranch'];

/** A staff token of the demo's identity provider: 15 minutes, or `expiresInSeconds` (a token that ends while the page is open). */
export async function staffToken(
  staffId: 'staff_owner' | 'staff_front_desk' | 'staff_franchise',
  expiresInSeconds?: number,
): Promise<string> {
  const answer = await fetch('/_demo/idp/_demo/staff-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId, ...(expiresInSeconds === undefined ? {} : { expiresInSeconds }) }),
  });
  expect(answer.status, await answer.clone().text()).to.equal(200);
  return ((await answer.json()) as { token: string }).token;
}

export interface Slot {
  readonly staffId: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** The times of the requests the inbox still holds (new, contacted, confirmed) at the branch, by groomer. */
async function heldTimes(branch: Branch): Promise<Slot[]> {
  const token = await staffToken('staff_owner');
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests?business_id=${branch.businessId}&page_size=500`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, await answer.clone().text()).to.equal(200);
  const { requests } = (await answer.json()) as { requests: (Slot & { status: string })[] };
  return requests.filter((request) => ['received', 'contacted', 'confirmed'].includes(request.status));
}

const overlaps = (a: Slot, b: Slot) =>
  a.staffId === b.staffId && Date.parse(a.startTime) < Date.parse(b.endTime) && Date.parse(b.startTime) < Date.parse(a.endTime);

/**
 * A slot the branch really offers, later than an hour from the suite's now, that no request the
 * inbox holds overlaps for its groomer: the requests of one run share a database, and a test
 * that confirms must not meet another test's confirmed request at the same time.
 */
async function offeredSlot(branch: Branch): Promise<Slot> {
  const start = suiteToday('UTC');
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  const [answer, held] = await Promise.all([referenceAvailability(branch, start, end), heldTimes(branch)]);
  for (const day of answer.availability)
    for (const staff of day.staff)
      for (const slot of staff.availableSlots) {
        const offered = { staffId: staff.staffId, startTime: slot.startTime, endTime: slot.endTime };
        if (Date.parse(slot.startTime) > suiteNow() + 3_600_000 && !held.some((time) => overlaps(time, offered))) return offered;
      }
  throw new Error('the branch offers no free time in the next two weeks');
}

/** The time of a request already sent: to send another for the same groomer and time. */
export async function timeOf(id: string): Promise<Slot> {
  const { staffId, startTime, endTime } = await readRequest(id);
  return { staffId, startTime: startTime!, endTime: endTime! };
}

/** A customer's name no other test uses. */
export const someone = () => `Ana ${Math.random().toString(36).slice(2, 8)}`;

/** A request as a customer's flow sends it, kept by the gateway: its id. */
export async function sendRequest(
  branch: Branch,
  name: string,
  contact: { phone?: string; email?: string } = { phone: '+1 555 123 4567', email: 'ana@example.com' },
  /** The time wanted; by default one no request holds. */
  at?: Slot,
  /** The services chosen, for which `at` was offered. */
  services?: readonly { id: string; name: string }[],
): Promise<string> {
  const slot = at ?? (await offeredSlot(branch));
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `test-${Math.random().toString(36).slice(2, 14)}` },
    body: JSON.stringify({
      companyId: branch.companyId,
      businessId: branch.businessId,
      ...slot,
      customer: { name, phone: contact.phone ?? '', email: contact.email ?? '', petName: 'Bella', petType: 'DOG', notes: '' },
      language: 'en',
      ...(services && { services }),
    }),
  });
  expect(answer.status, await answer.clone().text()).to.equal(201);
  return ((await answer.json()) as { id: string }).id;
}

/** A change made by someone else (a second tab), with the owner's token. */
export async function changeElsewhere(id: string, status: string, note: string): Promise<void> {
  const token = await staffToken('staff_owner');
  const read = await fetch(`${gatewayBaseUrl}/booking-requests/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'If-Match': read.headers.get('etag')! },
    body: JSON.stringify({ status, note }),
  });
  expect(answer.status).to.equal(200);
}

/** A request as staff read it through the gateway, with the owner's token. */
export async function readRequest(id: string): Promise<BookingRequestDetail> {
  const token = await staffToken('staff_owner');
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).to.equal(200);
  return (await answer.json()) as BookingRequestDetail;
}

/** Moves the booking requests' clock `aheadMs` ahead of the world's (0: back), as `/_demo/requests-clock` does. */
export const requestsClockAhead = (aheadMs: number) => demoControl('/_demo/requests-clock', { aheadMs });

async function demoControl(path: string, body: unknown): Promise<void> {
  const answer = await fetch(path, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, await answer.clone().text()).to.equal(204);
}

/** The demo's webhook receiver answers 503 to the requests of these customers, as a server that is down; `[]`: to none. */
export const refuseWebhooks = (customerNames: readonly string[]) => demoControl('/_demo/webhook/refused', { customerNames });

/** Waits until the request's delivery by `channel` is as `wanted` says, reading it every 200 ms. */
async function deliveryOf(
  id: string,
  channel: RequestDelivery['channel'],
  wanted: (delivery: RequestDelivery) => boolean,
  what: string,
): Promise<RequestDelivery> {
  const deadline = performance.now() + 15_000;
  for (;;) {
    const delivery = (await readRequest(id)).deliveries.find((each) => each.channel === channel);
    if (delivery && wanted(delivery)) return delivery;
    if (performance.now() > deadline) throw new Error(`timed out waiting for the ${channel} delivery ${what}: ${JSON.stringify(delivery)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A request whose webhook delivery failed, as one fails for a business: its webhook refuses it
 * (the receiver answers 503 until `refuseWebhooks([])`), the gateway retries, and once the requests'
 * clock is a day ahead its next try is its last. The clock is put back before this returns: only
 * the retries saw the day pass. Gives the request's id.
 */
export async function requestWithFailedWebhook(branch: Branch, name: string): Promise<string> {
  await refuseWebhooks([name]);
  const id = await sendRequest(branch, name);
  await deliveryOf(id, 'webhook', (delivery) => delivery.attempts.length > 0, 'to be tried once');
  try {
    // A day of retries and a minute more: the gateway gives up at the first try past a day.
    await demoControl('/_demo/requests-clock', { aheadMs: 86_400_000 + 60_000 });
    await deliveryOf(id, 'webhook', (delivery) => delivery.status === 'failed', 'to fail');
  } finally {
    await demoControl('/_demo/requests-clock', { aheadMs: 0 });
  }
  return id;
}
