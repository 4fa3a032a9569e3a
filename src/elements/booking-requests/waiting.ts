/**
 * "Waiting for a time" as data, apart from how it is drawn: the active slot watches of the inbox's
 * branches, read branch by branch and page by page through the staff elements' one reader of pages
 * (src/shared/read-every-page.ts, bounded as the requests are), and grouped by branch, day of the
 * week and part of the day, so that a desk sees how many customers want Saturday mornings at a
 * branch. A watch that names no day is counted once under "Any day", one that names no part once
 * under "Any time of day": a watch is never multiplied into every day it would take.
 */
import { isOneOf } from '../../api/enums.js';
import { dayParts, watchDays } from '../../api/booking-requests/watch-days.js';
import type { listSlotWatches, SlotWatchRecord } from '../../api/booking-requests/watch-record.js';
import type { ResponseOf } from '../../api/operation.js';
import { readEveryPage } from '../../shared/read-every-page.js';

/** A page of one branch's watches, as the gateway answers: newest first, and the token of the next, "" after the last. */
export type WatchPage = ResponseOf<typeof listSlotWatches>;

/** The most pages read of one branch: 10,000 watches, far more than a branch has at once. */
export const mostWatchPages = 20;

/** The watches that are looked after (`active`), of the branches asked, newest first within each. */
export interface WatchesRead {
  readonly watches: readonly SlotWatchRecord[];
  /** Whether a branch had more pages than may be read. */
  readonly partial: boolean;
}

export async function readWatches(settings: {
  readonly businessIds: readonly string[];
  readonly page: (businessId: string, pageToken: string) => Promise<WatchPage>;
  /** Why a branch's reading stopped short (a token that came back, too many pages). */
  readonly onProblem?: (message: string) => void;
}): Promise<WatchesRead> {
  const watches: SlotWatchRecord[] = [];
  const { partial } = await readEveryPage({
    lists: settings.businessIds,
    page: settings.page,
    mostPages: mostWatchPages,
    take: (page) => {
      // Booked, stopped and ended watches wait for nothing: only active ones are counted.
      watches.push(...page.watches.filter((watch) => watch.status === 'active'));
      return { items: page.watches.length };
    },
    onProblem: settings.onProblem,
  });
  return { watches, partial };
}

/** A group's day: a weekday as the API names it, or `any` for the watches that name none. */
export type GroupDay = (typeof watchDays)[number] | 'any';
/** A group's part of the day, or `any` for the watches that name none. */
export type GroupPart = (typeof dayParts)[number] | 'any';

/** The watches of one branch that want one day and part of the day. */
export interface WatchGroup {
  /** The branch, day and part: what keeps a group open across readings. */
  readonly key: string;
  readonly day: GroupDay;
  readonly part: GroupPart;
  readonly watches: readonly SlotWatchRecord[];
}

/** One branch's active watches, by day and part of the day. */
export interface BranchWaiting {
  readonly businessId: string;
  /** How many watches wait at the branch (a watch of two days is in two groups, and counted once here). */
  readonly count: number;
  /** Monday to Sunday, then "Any day"; within a day, morning, afternoon, evening, then "Any time of day". */
  readonly groups: readonly WatchGroup[];
}

const dayOrder: readonly GroupDay[] = [...watchDays, 'any'];
const partOrder: readonly GroupPart[] = [...dayParts, 'any'];

/**
 * The watches of each branch of `businessIds` (in that order; a branch with none is left out),
 * grouped by each day and part they name. A day or part the API adds later, unknown here, is left
 * out of the groups; a watch that names only such days is counted under "Any day".
 */
export function waitingByBranch(watches: readonly SlotWatchRecord[], businessIds: readonly string[]): BranchWaiting[] {
  return businessIds.flatMap((businessId) => {
    const own = watches.filter((watch) => watch.businessId === businessId);
    if (own.length === 0) return [];
    const byKey = new Map<string, { day: GroupDay; part: GroupPart; watches: SlotWatchRecord[] }>();
    for (const watch of own) {
      // Each once, whatever the record repeats.
      const days = new Set(watch.days.filter((day) => isOneOf(watchDays, day)));
      const parts = new Set(watch.parts.filter((part) => isOneOf(dayParts, part)));
      for (const day of days.size > 0 ? days : (['any'] as const))
        for (const part of parts.size > 0 ? parts : (['any'] as const)) {
          const key = `${businessId} ${day} ${part}`;
          const group = byKey.get(key) ?? { day, part, watches: [] };
          group.watches.push(watch);
          byKey.set(key, group);
        }
    }
    const groups = [...byKey].map(([key, group]) => ({ key, ...group }));
    groups.sort((a, b) => dayOrder.indexOf(a.day) - dayOrder.indexOf(b.day) || partOrder.indexOf(a.part) - partOrder.indexOf(b.part));
    return [{ businessId, count: own.length, groups }];
  });
}
