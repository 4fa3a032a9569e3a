/**
 * What `<abandoned-bookings>` shows of the bookings read, as pure functions: the bookings a
 * choice of step, status, lead type and branch keeps, and of those, in one pass, the figures (how
 * many left, were contacted, were recovered, the recovery rate, and the median time from leaving
 * to the first contact) and the funnel (how many left at each step of the flow, per branch).
 *
 * - Contacted: a text or an e-mail is on record after the customer left, or the status says
 *   CONTACTED. A booking recovered without either (the customer came back by themselves) is
 *   recovered, not contacted.
 * - The time to the first contact: from `abandonTime` to the earlier of `lastTextedTime` and
 *   `lastEmailedTime` that come after it. The API keeps only the last text and the last e-mail,
 *   so a customer texted twice counts from the second text: the figure can only be longer than the
 *   truth, never shorter.
 * - The funnel has every step of the flow in its order, those where nobody left included, then any
 *   other step the bookings hold (ABANDON_STEP_UNSPECIFIED, a step added after this version) in
 *   the order of their names. Step, status, lead type and branch come from outside: Map keys,
 *   never keys of a plain object.
 */
import { type AbandonedBooking, abandonStatuses, abandonSteps, leadTypes } from '../../api/abandoned-bookings.js';
import type { ListFilter } from '../../shared/filter-choice.js';

/** What the staff can choose among. */
export type BoardFilterKey = 'step' | 'status' | 'leadType' | 'businessId';
/** What the staff chose to see; a key left out, or "", is every value. */
export type BoardFilter = ListFilter<BoardFilterKey>;

export const noFilter: BoardFilter = {};

export interface Figures {
  readonly abandoned: number;
  readonly contacted: number;
  readonly recovered: number;
  /** Recovered of abandoned, 0 to 1; undefined without a booking. */
  readonly recoveryRate: number | undefined;
  /** The median time from leaving to the first contact on record, in ms; undefined without one. */
  readonly medianFirstContactMs: number | undefined;
  /** How many bookings that median is of. */
  readonly timedContacts: number;
}

export interface FunnelRow {
  readonly step: string;
  readonly total: number;
  /** How many left at this step, by branch. */
  readonly byBranch: ReadonlyMap<string, number>;
}

export interface Board {
  /** The bookings the filter keeps, in the order given (newest first). */
  readonly shown: readonly AbandonedBooking[];
  readonly figures: Figures;
  readonly funnel: readonly FunnelRow[];
}

/** The values a filter can choose: the known ones in the API's order, then any other the bookings hold. */
export interface Choices {
  readonly steps: readonly string[];
  readonly statuses: readonly string[];
  readonly leadTypes: readonly string[];
}

/** The steps of the flow in their order, without ABANDON_STEP_UNSPECIFIED. */
export const flowSteps = abandonSteps.slice(1);

const instant = (time: string | undefined): number => (time ? Date.parse(time) : Number.NaN);

/** From leaving to the first text or e-mail on record after it, in ms; undefined without one. */
export function firstContactDelay(booking: AbandonedBooking): number | undefined {
  const left = instant(booking.abandonTime);
  if (Number.isNaN(left)) return undefined;
  const after = [instant(booking.lastTextedTime), instant(booking.lastEmailedTime)].filter((time) => time >= left);
  return after.length > 0 ? Math.min(...after) - left : undefined;
}

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const keeps = (filter: BoardFilter, booking: AbandonedBooking): boolean =>
  (!filter.step || booking.abandonStep === filter.step) &&
  (!filter.status || booking.abandonStatus === filter.status) &&
  (!filter.leadType || booking.leadType === filter.leadType) &&
  (!filter.businessId || booking.businessId === filter.businessId);

/** Known values in their order, then the others seen, by name. */
function ordered(known: readonly string[], seen: ReadonlySet<string>): string[] {
  const others = [...seen].filter((value) => !known.includes(value)).sort();
  return [...known, ...others];
}

export function choicesOf(bookings: readonly AbandonedBooking[]): Choices {
  const steps = new Set<string>();
  const statuses = new Set<string>();
  const leads = new Set<string>();
  for (const booking of bookings) {
    steps.add(booking.abandonStep);
    statuses.add(booking.abandonStatus);
    leads.add(booking.leadType);
  }
  return {
    steps: ordered(flowSteps, steps),
    statuses: ordered(abandonStatuses.slice(1), statuses),
    leadTypes: ordered(leadTypes.slice(1), leads),
  };
}

/** The bookings the filter keeps, their figures and their funnel, in one pass. */
export function boardOf(bookings: readonly AbandonedBooking[], filter: BoardFilter): Board {
  const shown: AbandonedBooking[] = [];
  const delays: number[] = [];
  const funnel = new Map(flowSteps.map((step): [string, Map<string, number>] => [step, new Map()]));
  let contacted = 0;
  let recovered = 0;
  for (const booking of bookings) {
    if (!keeps(filter, booking)) continue;
    shown.push(booking);
    const delay = firstContactDelay(booking);
    if (delay !== undefined) delays.push(delay);
    if (delay !== undefined || booking.abandonStatus === 'CONTACTED') contacted += 1;
    if (booking.abandonStatus === 'RECOVERED') recovered += 1;
    const byBranch = funnel.get(booking.abandonStep) ?? new Map<string, number>();
    funnel.set(booking.abandonStep, byBranch);
    byBranch.set(booking.businessId, (byBranch.get(booking.businessId) ?? 0) + 1);
  }
  const steps = ordered(flowSteps, new Set(funnel.keys()));
  return {
    shown,
    figures: {
      abandoned: shown.length,
      contacted,
      recovered,
      recoveryRate: shown.length > 0 ? recovered / shown.length : undefined,
      medianFirstContactMs: median(delays),
      timedContacts: delays.length,
    },
    funnel: steps.map((step) => {
      const byBranch = funnel.get(step) ?? new Map<string, number>();
      return { step, byBranch, total: [...byBranch.values()].reduce((sum, count) => sum + count, 0) };
    }),
  };
}
