/**
 * What the slot watches' tests share: the body of a watch, a time booked and freed in the
 * reference world (its `_ref/_bookings` control), the e-mails a customer got and which of them
 * offer a time that opened, the calls of GetBookingAvailability by branch, and a wait for every
 * branch with watches to be looked at.
 */
import assert from 'node:assert/strict';
import { simpleParser } from 'mailparser';
import type { RequestDatabase } from '../../src/gateway/booking-requests/index.js';
import { suiteClock } from '../helpers/suite-clock.mjs';
import type { SeenRequest } from './harness.js';
import { eventually } from './processes.js';
import type { Slot, SmtpReceiver } from './requests-harness.js';

export const dayMs = 24 * 3600_000;

/** The UTC date of an instant, `YYYY-MM-DD`. */
export const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A watch of any groomer, day and part of the day for ten days, in English, unless `extra` says otherwise. */
export const watchBody = (slot: Pick<Slot, 'companyId' | 'businessId'>, email: string, extra: Record<string, unknown> = {}) => ({
  companyId: slot.companyId,
  businessId: slot.businessId,
  staffIds: [],
  days: [],
  parts: [],
  until: dateOf(suiteClock().now() + 10 * dayMs),
  customer: { name: 'Ada Testperson', email },
  petType: 'DOG',
  language: 'en',
  ...extra,
});

/** Books a time in the reference world behind `upstreamUrl`; gives what frees it. */
export async function holdTime(upstreamUrl: string, slot: Slot, startMs: number, endMs: number): Promise<() => Promise<void>> {
  const answer = await fetch(`${upstreamUrl}/_ref/_bookings`, {
    method: 'POST',
    body: JSON.stringify({
      businessId: slot.businessId,
      staffId: slot.staffId,
      startTime: new Date(startMs).toISOString(),
      endTime: new Date(endMs).toISOString(),
    }),
  });
  assert.equal(answer.status, 201);
  const { id } = (await answer.json()) as { id: string };
  return async () => {
    assert.equal((await fetch(`${upstreamUrl}/_ref/_bookings/${id}`, { method: 'DELETE' })).status, 204);
  };
}

/**
 * Only `slot` can open: the two hours before and after it stay booked, and the slot itself is
 * booked until the test calls what this gives.
 */
export async function onlyThisOpens(upstreamUrl: string, slot: Slot): Promise<() => Promise<void>> {
  const start = Date.parse(slot.startTime);
  const end = Date.parse(slot.endTime);
  await holdTime(upstreamUrl, slot, start - 2 * 3600_000, start);
  await holdTime(upstreamUrl, slot, end, end + 2 * 3600_000);
  return holdTime(upstreamUrl, slot, start, end);
}

/** The parsed e-mails sent to `address`. */
export function mailsTo(smtp: SmtpReceiver, address: string) {
  return Promise.all(smtp.messages.filter((mail) => mail.to.includes(address)).map((mail) => simpleParser(mail.raw)));
}

/** The e-mails to `addresses` that offer a time that opened. */
export async function openedMails(smtp: SmtpReceiver, addresses: readonly string[]) {
  const all = await Promise.all(addresses.map((address) => mailsTo(smtp, address)));
  return all.flat().filter((mail) => /opened/.test(mail.subject ?? ''));
}

/** The calls of GetBookingAvailability that reached an upstream, from `from` on. */
export const availabilityCalls = (seen: readonly SeenRequest[], from = 0) =>
  seen.slice(from).filter((request) => request.path.endsWith('/online_booking/availability'));

/** How many of `calls` asked about each branch. */
export function callsByBranch(calls: readonly SeenRequest[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const call of calls) {
    const { businessId } = JSON.parse(call.body) as { businessId: string };
    counts.set(businessId, (counts.get(businessId) ?? 0) + 1);
  }
  return counts;
}

/** Waits until every branch with watches was looked at, at or after the gateway's `since`. */
export async function everyBranchLooked(database: RequestDatabase, since: number): Promise<void> {
  const branches = () =>
    database.query<{ looked_at: unknown; locked_until: unknown }>('select looked_at, locked_until from booking_watch_branches');
  try {
    await eventually(
      async () => {
        const rows = await branches();
        return rows.length > 0 && rows.every((row) => row.looked_at instanceof Date && row.looked_at.getTime() >= since);
      },
      'every branch looked at',
      30_000,
    );
  } catch (error) {
    // What the branches were left as says which step stopped: never claimed, claimed and failed, or gone.
    throw new Error(`${(error as Error).message}; branches: ${JSON.stringify(await branches())}`);
  }
}
