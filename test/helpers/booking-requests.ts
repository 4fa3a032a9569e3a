/**
 * Booking requests for the tests, made as customers make them: through the test runner's gateway
 * (`POST /gateway/booking-requests`) for a time the branch really offers, and changed as a second
 * staff tab would change them, with the demo identity provider's staff tokens.
 */
import { expect } from '@open-wc/testing';
import { suiteNow, suiteToday } from './clock.js';
import { gatewayBaseUrl, referenceAvailability, type ReferenceFixtures } from './reference.js';

export type Branch = ReferenceFixtures['enabledBranch'];

export async function staffToken(staffId: 'staff_owner' | 'staff_front_desk' | 'staff_franchise'): Promise<string> {
  const answer = await fetch('/_demo/idp/_demo/staff-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId }),
  });
  return ((await answer.json()) as { token: string }).token;
}

/** A slot the branch really offers, later than an hour from the suite's now. */
async function offeredSlot(branch: Branch): Promise<{ staffId: string; startTime: string; endTime: string }> {
  const start = suiteToday('UTC');
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
  const answer = await referenceAvailability(branch, start, end);
  for (const day of answer.availability)
    for (const staff of day.staff)
      for (const slot of staff.availableSlots)
        if (Date.parse(slot.startTime) > suiteNow() + 3_600_000) return { staffId: staff.staffId, ...slot };
  throw new Error('the branch offers no time in the next two weeks');
}

/** A customer's name no other test uses. */
export const someone = () => `Ana ${Math.random().toString(36).slice(2, 8)}`;

/** A request as a customer's flow sends it, kept by the gateway: its id. */
export async function sendRequest(branch: Branch, name: string): Promise<string> {
  const slot = await offeredSlot(branch);
  const answer = await fetch(`${gatewayBaseUrl}/booking-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Idempotency-Key': `test-${Math.random().toString(36).slice(2, 14)}` },
    body: JSON.stringify({
      companyId: branch.companyId,
      businessId: branch.businessId,
      ...slot,
      customer: { name, phone: '+1 555 123 4567', email: 'ana@example.com', petName: 'Bella', petType: 'DOG', notes: '' },
      language: 'en',
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
