/**
 * Requests that want the same groomer at overlapping times, found among those still standing
 * (new, contacted, confirmed): the front desk must not book one groomer twice. Each request is
 * given the others it overlaps, a confirmed one first, since that one is booked already. A request
 * without a groomer named, or without both its times, clashes with nothing.
 */
import type { BookingRequestRecord } from '../../api/booking-requests/inbox.js';

/** The statuses whose time is still wanted or booked; an answered or ended request holds no time. */
const standing = new Set<string>(['received', 'contacted', 'confirmed']);

interface Span {
  readonly request: BookingRequestRecord;
  readonly start: number;
  readonly end: number;
}

const confirmedFirst = (a: BookingRequestRecord, b: BookingRequestRecord) =>
  Number(b.status === 'confirmed') - Number(a.status === 'confirmed') || Date.parse(a.startTime ?? '') - Date.parse(b.startTime ?? '');

/** The requests each standing request overlaps for its groomer, by id; a request that overlaps none is left out. */
export function clashesOf(requests: readonly BookingRequestRecord[]): ReadonlyMap<string, readonly BookingRequestRecord[]> {
  const byGroomer = new Map<string, Span[]>();
  for (const request of requests) {
    const start = Date.parse(request.startTime ?? '');
    const end = Date.parse(request.endTime ?? '');
    if (!standing.has(request.status) || !request.staffId || !(start < end)) continue;
    const spans = byGroomer.get(request.staffId) ?? [];
    spans.push({ request, start, end });
    byGroomer.set(request.staffId, spans);
  }
  const clashes = new Map<string, BookingRequestRecord[]>();
  const add = (one: BookingRequestRecord, other: BookingRequestRecord) => {
    const list = clashes.get(one.id) ?? [];
    list.push(other);
    clashes.set(one.id, list);
  };
  for (const spans of byGroomer.values()) {
    spans.sort((a, b) => a.start - b.start);
    // Sorted by start: the spans after one that start before it ends are the ones it overlaps.
    for (const [index, span] of spans.entries()) {
      for (const later of spans.slice(index + 1)) {
        if (later.start >= span.end) break;
        add(span.request, later.request);
        add(later.request, span.request);
      }
    }
  }
  for (const list of clashes.values()) list.sort(confirmedFirst);
  return clashes;
}
