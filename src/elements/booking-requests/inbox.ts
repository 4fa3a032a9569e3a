/**
 * The inbox as data, apart from how it is drawn: the requests kept by id (a Map: ids come from
 * outside), newest first, what the filters keep, how many are not handled yet, and what a new
 * page or an event changes. A request is replaced only by a later version of itself, so that an
 * event that arrives after the answer of the same change does not take the list back.
 */
import type { BookingRequestRecord } from '../../api/booking-requests/inbox.js';
import { allowedChanges, firstStatus, type RequestStatus } from '../../api/booking-requests/lifecycle.js';
import type { ListFilter } from '../../shared/filter-choice.js';

/**
 * What staff can choose among: one status, one branch, words to search for (`q`), and the first
 * and last day of the requested time (`from`, `to`, as `YYYY-MM-DD` in the business's zone).
 */
export type InboxFilterKey = 'status' | 'businessId' | 'q' | 'from' | 'to';
/** What staff chose to see; a key left out, or "", is every value. */
export type InboxFilter = ListFilter<InboxFilterKey>;

export const noFilter: InboxFilter = {};

/** A request nobody has acted on yet. */
export const isUnhandled = (request: BookingRequestRecord): boolean => request.status === firstStatus;

/**
 * Unanswered past its deadline: as the gateway said when it was read, or since then while the
 * page stayed open. The status filter offers it as one more value (`overdueFilter`).
 */
export const isOverdue = (request: BookingRequestRecord): boolean =>
  isUnhandled(request) && (request.overdue || (request.answerBy !== undefined && Date.parse(request.answerBy) <= Date.now()));
export const overdueFilter = 'overdue';

/** Newest first: by when received, then by id, so that the order is the same on every reading. */
export function newestFirst(a: BookingRequestRecord, b: BookingRequestRecord): number {
  const byTime = (b.receivedTime ?? '').localeCompare(a.receivedTime ?? '');
  return byTime !== 0 ? byTime : b.id.localeCompare(a.id);
}

export class Inbox {
  readonly #byId = new Map<string, BookingRequestRecord>();
  #sorted: BookingRequestRecord[] | undefined;

  /** The branches and the oldest time (ms) the inbox keeps; what an event brings outside them is left out. */
  constructor(
    readonly businessIds: ReadonlySet<string>,
    readonly since: number,
  ) {}

  /** Whether the request belongs here: one of the branches, received within the period. */
  belongs(request: BookingRequestRecord): boolean {
    return this.businessIds.has(request.businessId) && Date.parse(request.receivedTime ?? '') >= this.since;
  }

  /** Keeps the requests that belong, each unless a later version of it is kept already; the ids of those new to the inbox. */
  add(requests: readonly BookingRequestRecord[]): string[] {
    const added: string[] = [];
    for (const request of requests) {
      if (!this.belongs(request)) continue;
      const kept = this.#byId.get(request.id);
      if (kept && kept.version > request.version) continue;
      if (!kept) added.push(request.id);
      this.#byId.set(request.id, request);
      this.#sorted = undefined;
    }
    return added;
  }

  /** Puts a request as it is known now, whatever its version: a change shown before the gateway answers, or undone. */
  put(request: BookingRequestRecord): void {
    if (!this.#byId.has(request.id)) return;
    this.#byId.set(request.id, request);
    this.#sorted = undefined;
  }

  remove(id: string): void {
    if (this.#byId.delete(id)) this.#sorted = undefined;
  }

  get(id: string): BookingRequestRecord | undefined {
    return this.#byId.get(id);
  }

  get size(): number {
    return this.#byId.size;
  }

  /** Every request, newest first (sorted once per change). */
  get all(): readonly BookingRequestRecord[] {
    this.#sorted ??= [...this.#byId.values()].sort(newestFirst);
    return this.#sorted;
  }

  get unhandled(): number {
    let count = 0;
    for (const request of this.#byId.values()) if (isUnhandled(request)) count += 1;
    return count;
  }
}

/** Text as a search compares it: lower case, without accents ("José" is found by "jose"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The fewest digits a search must hold to be looked for in phone numbers ("555 01" finds +1 (555) 010-0110). */
const fewestPhoneDigits = 3;

/**
 * Whether the request matches the search `q`: its customer's name, e-mail or the request's
 * reference holds the words (whatever their case and accents), or its phone holds the search's
 * digits (whatever the spaces, dashes and brackets around them).
 */
export function matches(request: BookingRequestRecord, q: string): boolean {
  const words = folded(q.trim());
  if (words === '') return true;
  const { name, email, phone } = request.customer;
  if ([name, email, request.reference].some((field) => folded(field).includes(words))) return true;
  const digits = digitsOf(words);
  return digits.length >= fewestPhoneDigits && digits.length === words.replace(/[\s()+.-]/g, '').length && digitsOf(phone).includes(digits);
}

/**
 * The requests the filter keeps, and the attribute's `statuses` (none: every status), newest
 * first; `dayOf` gives the day of a requested time in the business's zone, for `from` and `to`.
 */
export function filtered(
  requests: readonly BookingRequestRecord[],
  filter: InboxFilter,
  statuses: readonly string[],
  dayOf: (instant: string) => string,
): BookingRequestRecord[] {
  const allowed = new Set(statuses);
  return requests.filter((request) => {
    const day = filter.from || filter.to ? dayOf(request.startTime ?? '') : '';
    return (
      (allowed.size === 0 || allowed.has(request.status)) &&
      (!filter.status || request.status === filter.status || (filter.status === overdueFilter && isOverdue(request))) &&
      (!filter.businessId || request.businessId === filter.businessId) &&
      (!filter.q || matches(request, filter.q)) &&
      (!filter.from || day >= filter.from) &&
      (!filter.to || (day !== '' && day <= filter.to))
    );
  });
}

/** The statuses staff may move a request to from where it is, as the lifecycle says: the inbox offers a button for each. */
export const nextStatuses = (status: string): RequestStatus[] => allowedChanges(status, 'staff');
