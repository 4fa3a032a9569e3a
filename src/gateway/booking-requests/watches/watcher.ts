/**
 * The watcher each instance runs while slot watches are on: it looks at each branch with active
 * watches once every `intervalMs` (by the gateway's clock), at a bounded cost.
 *
 * - One look per branch at a time across instances: a look claims the branch's row with a lease
 *   (`FOR UPDATE SKIP LOCKED`, as the outbox claims deliveries) and writes what it found only while
 *   it still holds it, in one transaction with the messages it queues: an instance that dies
 *   mid-look leaves the branch to be looked at again when its lease runs out, having sent nothing.
 * - One GetBookingAvailability per branch and period for all its watches (per choice of services and
 *   pet type, which change the slots the API offers): the period from today to the latest `until`,
 *   in ranges the API accepts; each call counted against `callsPerHour` in the database, shared by
 *   every instance. A look the budget cannot pay waits for the next hour, the branches looked at
 *   longest ago first.
 * - A time is news when it is free now, was not at the last look, and lies in the days that look
 *   covered. It is offered to the matching watchers a few at a time (`firstWatchers`, oldest watch
 *   first), to the next ones after `pauseRounds` intervals if it is still free, each watcher at most
 *   once a day, through the outbox (`slot_watch.notified` to the customer and the webhook).
 */
import { getBookingAvailability } from '../../../api/availability.js';
import { isOneOf, petTypes } from '../../../api/enums.js';
import { addDays } from '../../../api/calendar.js';
import { lastDateOfRange } from '../../../api/availability-range.js';
import type { DeliveryChannel } from '../../../api/booking-requests/lifecycle.js';
import { type DayPart, partOfDay, type WatchDay } from '../../../api/booking-requests/watches.js';
import { dateInZone } from '../../../common/time.js';
import type { CompanyFacts } from '../delivery/customer-email.js';
import { queueEvent } from '../delivery/outbox.js';
import { type Loop, startLoop } from '../delivery/worker.js';
import type { GatewayParts } from '../parts.js';
import { isoOf, type Queryable, type RequestDatabase } from '../store/database.js';
import { sqlWord } from '../store/sql-words.js';
import type { OpenedPayload } from './watch-email.js';
import { choiceOf } from './watch-store.js';

/** How many watchers hear of a time first, and how many intervals pass before the next ones do. */
export const firstWatchers = 3;
export const pauseRounds = 3;
const dayMs = 24 * 3600_000;
const hourMs = 3600_000;
/** Branches claimed at once, and looked at in one round at most (the next round takes the rest). */
const claimBatch = 5;
const branchesPerRound = 200;
/** The most watches of a branch one look reads, and choices of services and pet type it asks for. */
const watchesPerLook = 20_000;
const asksPerLook = 5;
/** The most times that opened one look offers, and the most watches ended past their day in one round. */
const openingsPerLook = 200;
const endedPerRound = 1000;
const longestName = 200;

export interface WatcherParts {
  readonly database: RequestDatabase;
  readonly now: () => number;
  readonly intervalMs: number;
  readonly callsPerHour: number;
  /** How often the loop wakes to look for branches due, in ms. */
  readonly wakeMs: number;
  readonly gateway: Pick<GatewayParts, 'ask' | 'report' | 'timeoutMs'>;
  readonly companyOf: (companyId: string) => Promise<CompanyFacts>;
  /** The channels a watch's news goes by, to its customer at `email`. */
  readonly channels: (businessId: string, email: string) => readonly DeliveryChannel[];
  /** Called when a look queued messages: the delivery worker sends them at once. */
  readonly queued: () => void;
}

interface WatchRow {
  id: string;
  reference: string;
  staff_ids: string[];
  days: WatchDay[];
  parts: DayPart[];
  until: string;
  services: { id: string }[];
  pet_type: string;
  email: string;
  last_told_at: unknown;
}

/** A free time: its groomer, start and end (ms), written as one key. */
interface FreeTime {
  readonly staffId: string;
  readonly staffName: string;
  readonly start: number;
  readonly end: number;
}
const keyOf = (time: { readonly staffId: string; readonly start: number; readonly end: number }) =>
  `${time.staffId} ${time.start} ${time.end}`;

/** What a look saw for one choice of services and pet type: its days and the free times' keys. */
interface Seen {
  readonly from: string;
  readonly to: string;
  readonly times: readonly string[];
}

/** A watch's choice of services and pet type: the API is asked once per choice. */
const askOf = (watch: WatchRow) => choiceOf(watch.services, watch.pet_type);

/** The weekday, hour and date of an instant in a zone, read with one formatter per zone. */
function zoneReader(zone: string) {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', hour: 'numeric', hourCycle: 'h23' });
  return (instant: number) => {
    const parts = format.formatToParts(instant);
    const weekday = (parts.find((part) => part.type === 'weekday')?.value ?? '').toUpperCase();
    return {
      day: weekday as WatchDay,
      hour: Number(parts.find((part) => part.type === 'hour')?.value ?? 0),
      date: dateInZone(new Date(instant), zone),
    };
  };
}

/** Takes one call from the hour's budget shared by every instance; false when it is spent. */
async function takeCall(database: Queryable, now: number, callsPerHour: number): Promise<boolean> {
  const hour = new Date(Math.floor(now / hourMs) * hourMs).toISOString();
  const rows = await database.query(
    `insert into booking_watch_calls (hour, calls) values ($1::timestamptz, 1)
     on conflict (hour) do update set calls = booking_watch_calls.calls + 1 where booking_watch_calls.calls < $2::int
     returning calls`,
    [hour, callsPerHour],
  );
  return rows.length > 0;
}

/** The calls the budget counted in the hour of `now`, every instance's. */
export async function callsThisHour(database: Queryable, now: number): Promise<number> {
  const [row] = await database.query<{ calls: number }>('select calls from booking_watch_calls where hour = $1::timestamptz', [
    new Date(Math.floor(now / hourMs) * hourMs).toISOString(),
  ]);
  return row?.calls ?? 0;
}

interface Claimed {
  business_id: string;
  company_id: string;
}

/** The ranges of dates from `from` to `to` the API takes in one call each. */
function rangesOf(from: string, to: string): { startDate: string; endDate: string }[] {
  const ranges: { startDate: string; endDate: string }[] = [];
  // At most three ranges: a watch reaches 60 days ahead, a range three months.
  for (let start = from; start <= to && ranges.length < 3; ) {
    const last = lastDateOfRange(start);
    const endDate = last < to ? last : to;
    ranges.push({ startDate: start, endDate });
    start = addDays(endDate, 1);
  }
  return ranges;
}

export function startWatcher(parts: WatcherParts): Loop {
  const { database } = parts;
  const leaseMs = Math.max(60_000, 6 * parts.gateway.timeoutMs);
  let budgetSpentHour = -1;

  /** Asks the API for the free times of one choice, over the period; undefined when the budget is spent. */
  async function freeTimes(branch: Claimed, ask: string, from: string, to: string): Promise<FreeTime[] | undefined> {
    const [serviceList = '', pet = ''] = ask.split('|');
    const pets = isOneOf(petTypes, pet) && pet !== 'TYPE_UNSPECIFIED' ? [{ type: pet }] : [];
    const serviceIds = serviceList === '' ? [] : serviceList.split(',');
    const found: FreeTime[] = [];
    for (const range of rangesOf(from, to)) {
      const now = parts.now();
      if (!(await takeCall(database, now, parts.callsPerHour))) {
        const hour = Math.floor(now / hourMs);
        if (budgetSpentHour !== hour)
          parts.gateway.report('warn', `slot watches: the ${parts.callsPerHour} calls of this hour are spent; the other branches wait`);
        budgetSpentHour = hour;
        return undefined;
      }
      const answer = await parts.gateway.ask(
        getBookingAvailability,
        {
          companyId: branch.company_id,
          businessId: branch.business_id,
          filter: {
            ...range,
            serviceIds,
            staffIds: [],
            pets,
          },
        },
        crypto.randomUUID(),
      );
      for (const day of answer.availability)
        for (const groomer of day.staff) {
          const staffName = `${groomer.firstName} ${groomer.lastName}`.trim().slice(0, longestName);
          for (const slot of groomer.availableSlots) {
            const start = Date.parse(slot.startTime);
            const end = Date.parse(slot.endTime);
            if (Number.isFinite(start) && Number.isFinite(end)) found.push({ staffId: groomer.staffId, staffName, start, end });
          }
        }
    }
    return found;
  }

  /** Looks at one claimed branch; writes what it saw, and queues its messages, only while its lease holds. */
  async function lookAt(branch: Claimed, leaseId: string): Promise<void> {
    const watches = await database.query<WatchRow>(
      `select id, reference, staff_ids, days, parts, until::text as until, services, pet_type, customer->>'email' as email, last_told_at
       from booking_slot_watches where business_id = $1 and status = ${sqlWord('active')}
       order by created_time, id limit $2::int`,
      [branch.business_id, watchesPerLook],
    );
    if (watches.length === 0) {
      await database.query(
        // Gone only while it still has no active watch: one made since the read above keeps it.
        `with gone as (delete from booking_watch_branches b where b.business_id = $1 and b.lease_id = $2::uuid
           and not exists (select 1 from booking_slot_watches w where w.business_id = b.business_id and w.status = ${sqlWord('active')})
           returning b.business_id)
         delete from booking_watch_openings where business_id in (select business_id from gone)`,
        [branch.business_id, leaseId],
      );
      return;
    }
    const { zone } = await parts.companyOf(branch.company_id);
    const read = zoneReader(zone);
    const now = parts.now();
    const today = dateInZone(new Date(now), zone);
    const asks = [...new Set(watches.map(askOf))].slice(0, asksPerLook);
    const looked = new Map<string, { readonly to: string; readonly times: FreeTime[] }>();
    for (const ask of asks) {
      const to = watches
        .filter((watch) => askOf(watch) === ask)
        .reduce((latest, watch) => (watch.until > latest ? watch.until : latest), today);
      const times = await freeTimes(branch, ask, today, to);
      // The budget is spent: what was asked already is kept; the branch is looked at again first.
      if (!times) break;
      looked.set(ask, { to, times: times.filter((time) => time.start > now) });
    }
    await database.transaction(async (transaction) => {
      const [held] = await transaction.query<{ seen: Record<string, Seen> | null }>(
        'select seen from booking_watch_branches where business_id = $1 and lease_id = $2::uuid for update',
        [branch.business_id, leaseId],
      );
      // The lease ran out and another instance took the branch: this look's findings are dropped.
      if (!held) return;
      const seen: Record<string, Seen> = { ...(held.seen ?? {}) };
      const opened: (FreeTime & { ask: string })[] = [];
      const free = new Set<string>();
      for (const [ask, { to, times }] of looked) {
        const before = seen[ask];
        const known = new Set(before?.times ?? []);
        for (const time of times) {
          const key = keyOf(time);
          free.add(`${ask} ${key}`);
          if (!before || known.has(key)) continue;
          const date = read(time.start).date;
          if (date >= before.from && date <= before.to) opened.push({ ...time, ask });
        }
        seen[ask] = { from: today, to, times: times.map(keyOf) };
      }
      const sent = await offerOpenings(transaction, branch, watches, looked, free, opened, read, now);
      const complete = looked.size === asks.length;
      await transaction.query(
        `update booking_watch_branches set seen = $3::text::jsonb, looked_at = case when $5::boolean then $4::timestamptz else looked_at end,
           locked_until = null, lease_id = null
         where business_id = $1 and lease_id = $2::uuid`,
        [branch.business_id, leaseId, JSON.stringify(seen), new Date(now).toISOString(), complete],
      );
      if (sent > 0) parts.queued();
    });
  }

  /**
   * Stores the times that opened, forgets those taken again or past, and offers each one due to
   * its next watchers. Gives how many messages it queued.
   */
  async function offerOpenings(
    transaction: Queryable,
    branch: Claimed,
    watches: readonly WatchRow[],
    looked: ReadonlyMap<string, unknown>,
    free: ReadonlySet<string>,
    opened: readonly (FreeTime & { ask: string })[],
    read: ReturnType<typeof zoneReader>,
    now: number,
  ): Promise<number> {
    const at = new Date(now).toISOString();
    if (opened.length > 0) {
      await transaction.query(
        `insert into booking_watch_openings (id, business_id, ask, staff_id, staff_name, start_time, end_time, opened_at, next_round_at)
         select gen_random_uuid(), $1, o.ask, o.staff_id, o.staff_name, to_timestamp(o.start_ms / 1000.0), to_timestamp(o.end_ms / 1000.0), $2::timestamptz, $2::timestamptz
         from jsonb_to_recordset($3::text::jsonb) as o (ask text, staff_id text, staff_name text, start_ms bigint, end_ms bigint)
         on conflict do nothing`,
        [
          branch.business_id,
          at,
          JSON.stringify(
            opened.slice(0, openingsPerLook).map((time) => ({
              ask: time.ask,
              staff_id: time.staffId,
              staff_name: time.staffName,
              start_ms: time.start,
              end_ms: time.end,
            })),
          ),
        ],
      );
    }
    const openings = await transaction.query<{
      id: string;
      ask: string;
      staff_id: string;
      staff_name: string;
      start_time: unknown;
      end_time: unknown;
      next_round_at: unknown;
    }>(
      `select id, ask, staff_id, staff_name, start_time, end_time, next_round_at from booking_watch_openings
       where business_id = $1 order by opened_at, start_time limit $2::int`,
      [branch.business_id, openingsPerLook],
    );
    const gone: string[] = [];
    const due: typeof openings = [];
    for (const opening of openings) {
      const time = { staffId: opening.staff_id, start: Date.parse(isoOf(opening.start_time)), end: Date.parse(isoOf(opening.end_time)) };
      // Taken again, or past: no longer offered. A choice not asked this look keeps its openings.
      if (time.start <= now || (looked.has(opening.ask) && !free.has(`${opening.ask} ${keyOf(time)}`))) gone.push(opening.id);
      else if (Date.parse(isoOf(opening.next_round_at)) <= now) due.push(opening);
    }
    const told = new Set<string>();
    const offers: { watch_id: string; opening_id: string; staff_id: string; staff_name: string; start_time: string; end_time: string }[] =
      [];
    if (due.length > 0) {
      const offered = await transaction.query<{ watch_id: string; opening_id: string }>(
        'select watch_id, opening_id from booking_watch_offers where opening_id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)',
        [JSON.stringify(due.map((opening) => opening.id))],
      );
      const already = new Set(offered.map((row) => `${row.opening_id} ${row.watch_id}`));
      for (const opening of due) {
        const start = Date.parse(isoOf(opening.start_time));
        const { day, hour, date } = read(start);
        const part = partOfDay(hour);
        const candidates = watches.filter(
          (watch) =>
            askOf(watch) === opening.ask &&
            !already.has(`${opening.id} ${watch.id}`) &&
            date <= watch.until &&
            (watch.staff_ids.length === 0 || watch.staff_ids.includes(opening.staff_id)) &&
            (watch.days.length === 0 || watch.days.includes(day)) &&
            (watch.parts.length === 0 || watch.parts.includes(part)),
        );
        const ready = candidates.filter(
          (watch) => !told.has(watch.id) && (watch.last_told_at === null || Date.parse(isoOf(watch.last_told_at)) <= now - dayMs),
        );
        const chosen = ready.slice(0, firstWatchers);
        for (const watch of chosen) {
          told.add(watch.id);
          offers.push({
            watch_id: watch.id,
            opening_id: opening.id,
            staff_id: opening.staff_id,
            staff_name: opening.staff_name,
            start_time: new Date(start).toISOString(),
            end_time: isoOf(opening.end_time),
          });
        }
        // Nobody left to tell: the opening is done with; else the next ones hear of it after the pause.
        if (candidates.length === chosen.length) gone.push(opening.id);
      }
    }
    if (gone.length > 0) {
      await transaction.query('delete from booking_watch_openings where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)', [
        JSON.stringify(gone),
      ]);
    }
    const waiting = due.filter((opening) => !gone.includes(opening.id)).map((opening) => opening.id);
    if (waiting.length > 0) {
      await transaction.query(
        'update booking_watch_openings set next_round_at = $2::timestamptz where id in (select jsonb_array_elements_text($1::text::jsonb)::uuid)',
        [JSON.stringify(waiting), new Date(now + pauseRounds * parts.intervalMs).toISOString()],
      );
    }
    if (offers.length === 0) return 0;
    await transaction.query(
      `with told as (
         update booking_slot_watches set last_told_at = $2::timestamptz
         where id in (select (o->>'watch_id')::uuid from jsonb_array_elements($1::text::jsonb) o))
       insert into booking_watch_offers (watch_id, opening_id, staff_id, staff_name, start_time, end_time, offered_at)
       select o.watch_id, o.opening_id, o.staff_id, o.staff_name, o.start_time, o.end_time, $2::timestamptz
       from jsonb_to_recordset($1::text::jsonb) as o (watch_id uuid, opening_id uuid, staff_id text, staff_name text, start_time timestamptz, end_time timestamptz)
       on conflict do nothing`,
      [JSON.stringify(offers), at],
    );
    const byId = new Map(watches.map((watch) => [watch.id, watch]));
    for (const offer of offers) {
      const watch = byId.get(offer.watch_id) as WatchRow;
      const payload: OpenedPayload = {
        watchId: watch.id,
        reference: watch.reference,
        businessId: branch.business_id,
        staffId: offer.staff_id,
        staffName: offer.staff_name,
        startTime: offer.start_time,
        endTime: offer.end_time,
      };
      await queueEvent(transaction, {
        requestId: undefined,
        watchId: watch.id,
        event: 'slot_watch.notified',
        payload: { ...payload },
        historyId: undefined,
        channels: parts.channels(branch.business_id, watch.email),
        at,
      });
    }
    return offers.length;
  }

  async function round(): Promise<void> {
    const now = parts.now();
    const at = new Date(now).toISOString();
    // Watches past their last day end; the calls counted in hours long gone are forgotten.
    await database.query(
      `update booking_slot_watches set status = ${sqlWord('ended')}, version = version + 1, ended_time = $1::timestamptz
       where id in (select id from booking_slot_watches where status = ${sqlWord('active')} and ends_at <= $1::timestamptz limit $2::int)`,
      [at, endedPerRound],
    );
    await database.query('delete from booking_watch_calls where hour < $1::timestamptz', [new Date(now - dayMs).toISOString()]);
    for (let looked = 0; looked < branchesPerRound; ) {
      const leaseId = crypto.randomUUID();
      const claimed = await database.query<Claimed>(
        `update booking_watch_branches b set locked_until = $2::timestamptz, lease_id = $3::uuid
         from (select business_id from booking_watch_branches
               where (locked_until is null or locked_until <= $1::timestamptz) and (looked_at is null or looked_at <= $4::timestamptz)
               order by looked_at nulls first, business_id limit $5::int for update skip locked) due
         where b.business_id = due.business_id
         returning b.business_id, b.company_id`,
        [
          new Date(parts.now()).toISOString(),
          new Date(parts.now() + leaseMs).toISOString(),
          leaseId,
          new Date(parts.now() - parts.intervalMs).toISOString(),
          claimBatch,
        ],
      );
      if (claimed.length === 0) return;
      looked += claimed.length;
      const results = await Promise.allSettled(claimed.map((branch) => lookAt(branch, leaseId)));
      for (const result of results) {
        if (result.status === 'rejected')
          parts.gateway.report('warn', `slot watches: a look failed (${codeOf(result.reason)}); the branch is looked at again later`);
      }
      // A look the budget could not pay: the rest of the round waits for the next hour.
      if (budgetSpentHour === Math.floor(parts.now() / hourMs)) return;
    }
  }

  return startLoop(
    async () => {
      await round();
      return false;
    },
    parts.wakeMs,
    (error) => parts.gateway.report('error', `slot watches could not reach the database${codeOf(error)}: they try again shortly`),
  );
}

/** Words for the log of a failure: its code or kind, never its message (which may quote a row). */
function codeOf(error: unknown): string {
  if (error instanceof Error && 'code' in error) return ` (${String(error.code).slice(0, 40)})`;
  return error instanceof Error ? ` (${error.name.slice(0, 40)})` : '';
}
