/**
 * Slot watches in the database: one stored with its branch's row (which the watcher claims) and
 * its first deliveries in one statement, read back whole with the times it was told of, listed a
 * page at a time, stopped by its customer, ended by a request sent through it, and erased.
 */
import type { DeliveryChannel } from '../../../api/booking-requests/lifecycle.js';
import type { SlotWatchBody, SlotWatchRecord, WatchStatus } from '../../../api/booking-requests/watches.js';
import type { Allowance } from '../../access/policy.js';
import { messageIdOf } from '../delivery/outbox.js';
import { newReference } from '../intake/reference.js';
import { isoOf, type Queryable } from '../store/database.js';
import { sqlWord } from '../store/sql-words.js';

interface WatchRow {
  id: string;
  reference: string;
  company_id: string;
  business_id: string;
  staff_ids: string[];
  days: string[];
  parts: string[];
  until: unknown;
  services: { id: string; name: string }[];
  pet_type: string;
  customer: { name: string; email: string };
  language: string | null;
  status: WatchStatus;
  version: number;
  created_time: unknown;
  ended_time: unknown;
  offers: { staff_id: string; staff_name: string; start_time: string; end_time: string; offered_at: string }[] | null;
}

const watchColumns = `w.id, w.reference, w.company_id, w.business_id, w.staff_ids, w.days, w.parts, w.until::text as until, w.services,
  w.pet_type, w.customer, w.language, w.status, w.version, w.created_time, w.ended_time,
  (select jsonb_agg(jsonb_build_object('staff_id', o.staff_id, 'staff_name', o.staff_name, 'start_time', o.start_time,
     'end_time', o.end_time, 'offered_at', o.offered_at) order by o.offered_at desc)
   from (select * from booking_watch_offers where watch_id = w.id order by offered_at desc limit 20) o) as offers`;

function recordOf(row: WatchRow): SlotWatchRecord {
  return {
    id: row.id,
    reference: row.reference,
    companyId: row.company_id,
    businessId: row.business_id,
    staffIds: row.staff_ids,
    days: row.days,
    parts: row.parts,
    until: String(row.until),
    services: row.services,
    petType: row.pet_type,
    customer: row.customer,
    language: row.language ?? '',
    status: row.status,
    createdTime: isoOf(row.created_time),
    ...(row.ended_time === null ? {} : { endedTime: isoOf(row.ended_time) }),
    offers: (row.offers ?? []).map((offer) => ({
      staffId: offer.staff_id,
      staffName: offer.staff_name,
      startTime: isoOf(offer.start_time),
      endTime: isoOf(offer.end_time),
      offeredTime: isoOf(offer.offered_at),
    })),
    version: row.version,
  };
}

/** What an earlier watch with the same key holds: its answer, and the hash of its body. */
export interface EarlierWatch {
  readonly answer: { readonly id: string; readonly reference: string };
  readonly bodyHash: string;
}

export async function findWatchByKey(database: Queryable, key: string): Promise<EarlierWatch | undefined> {
  const [row] = await database.query<{ id: string; reference: string; body_hash: string }>(
    'select id, reference, body_hash from booking_slot_watches where idempotency_key = $1',
    [key],
  );
  return row ? { answer: { id: row.id, reference: row.reference }, bodyHash: row.body_hash } : undefined;
}

export async function findWatch(database: Queryable, id: string): Promise<SlotWatchRecord | undefined> {
  const [row] = await database.query<WatchRow>(`select ${watchColumns} from booking_slot_watches w where w.id = $1::uuid`, [id]);
  return row ? recordOf(row) : undefined;
}

export interface NewWatch {
  readonly body: SlotWatchBody;
  readonly idempotencyKey: string;
  readonly bodyHash: string;
  /** When the watch and its links end: the start of the day after `until` in the branch's zone. */
  readonly endsAt: number;
  readonly channels: readonly DeliveryChannel[];
  readonly now: number;
}

/** The watch as the business's webhook is told of it at its creation. */
export const createdPayload = (id: string, reference: string, body: SlotWatchBody, now: number) => ({
  id,
  reference,
  companyId: body.companyId,
  businessId: body.businessId,
  staffIds: body.staffIds,
  days: body.days,
  parts: body.parts,
  until: body.until,
  services: body.services ?? [],
  petType: body.petType,
  customer: body.customer,
  language: body.language,
  status: 'active',
  createdTime: new Date(now).toISOString(),
});

/**
 * A choice of services and pet type, as one key: the watcher asks the API once per choice of a
 * branch, and keeps what each choice found free at its last look under this key.
 */
export const choiceOf = (services: readonly { readonly id: string }[], petType: string): string =>
  `${services
    .map((service) => service.id)
    .sort()
    .join(',')}|${petType}`;

/**
 * Stores the watch, its branch's row (when the branch has none yet, or makes it due when the watch
 * brings a choice its last look did not ask for) and a delivery of `slot_watch.created` per
 * channel, in one statement. Gives the answer and whether the branch is now due for a look, or
 * undefined when a watch with the same key was stored first (the caller reads it).
 */
export async function insertWatch(
  database: Queryable,
  watch: NewWatch,
): Promise<{ readonly answer: { id: string; reference: string }; readonly due: boolean } | undefined> {
  const id = crypto.randomUUID();
  const reference = newReference();
  const deliveries = watch.channels.map((channel) => {
    const deliveryId = crypto.randomUUID();
    return { id: deliveryId, channel, message_id: messageIdOf(channel, deliveryId) };
  });
  const { body } = watch;
  const [row] = await database.query<{ id: string; reference: string; due: boolean }>(
    `with watch as (
       insert into booking_slot_watches (id, reference, idempotency_key, body_hash, company_id, business_id, staff_ids, days, parts, until,
         ends_at, services, pet_type, customer, language, status, version, created_time)
       values ($1::uuid, $2, $3, $4, $5, $6, $7::text::jsonb, $8::text::jsonb, $9::text::jsonb, $10::date, $11::timestamptz, $12::text::jsonb,
         $13, $14::text::jsonb, $15, ${sqlWord('active')}, 1, $16::timestamptz)
       on conflict (idempotency_key) do nothing
       returning id, reference, company_id, business_id, created_time),
     branch as (
       -- A branch already watched is due again when this watch brings a choice of services and pet
       -- type its last look did not ask for: what is free then is what the watch waits past. One
       -- never looked at (or waiting for the next hour's budget) is left as it is.
       insert into booking_watch_branches (business_id, company_id) select business_id, company_id from watch
       on conflict (business_id) do update set looked_at = null
       where booking_watch_branches.seen is not null and not (booking_watch_branches.seen ? $19)
       returning business_id),
     deliveries as (
       insert into booking_deliveries (id, watch_id, channel, event, payload, message_id, status, attempts, created_at, retrying_since, next_attempt_at)
       select d.id, watch.id, d.channel, ${sqlWord('slot_watch.created')}, $18::text::jsonb, d.message_id, ${sqlWord('pending')}, 0,
         watch.created_time, watch.created_time, watch.created_time
       from watch, jsonb_to_recordset($17::text::jsonb) as d (id uuid, channel text, message_id text))
     select id, reference, exists (select 1 from branch) as due from watch`,
    [
      id,
      reference,
      watch.idempotencyKey,
      watch.bodyHash,
      body.companyId,
      body.businessId,
      JSON.stringify(body.staffIds),
      JSON.stringify(body.days),
      JSON.stringify(body.parts),
      body.until,
      new Date(watch.endsAt).toISOString(),
      JSON.stringify(body.services ?? []),
      body.petType,
      JSON.stringify(body.customer),
      body.language || null,
      new Date(watch.now).toISOString(),
      JSON.stringify(deliveries),
      JSON.stringify(createdPayload(id, reference, body, watch.now)),
      choiceOf(body.services ?? [], body.petType),
    ],
  );
  return row && { answer: { id: row.id, reference: row.reference }, due: row.due };
}

export interface WatchListQuery {
  readonly businessId: string | undefined;
  readonly scope: Allowance;
  readonly after: { readonly receivedTime: string; readonly id: string } | undefined;
  readonly pageSize: number;
}

const listOf = (set: ReadonlySet<string> | undefined) => (set === undefined ? null : JSON.stringify([...set]));

/** A page of watches, newest first, of the branches `scope` reaches. */
export async function listWatches(database: Queryable, query: WatchListQuery): Promise<SlotWatchRecord[]> {
  const rows = await database.query<WatchRow>(
    `select ${watchColumns} from booking_slot_watches w
     where ($1::text is null or w.business_id = $1)
       and ($2::text::jsonb is null or w.business_id in (select jsonb_array_elements_text($2::text::jsonb)))
       and ($3::text::jsonb is null or w.company_id in (select jsonb_array_elements_text($3::text::jsonb)))
       and ($4::timestamptz is null or (w.created_time, w.id) < ($4::timestamptz, $5::uuid))
     order by w.created_time desc, w.id desc
     limit $6::int`,
    [
      query.businessId ?? null,
      listOf(query.scope.businesses),
      listOf(query.scope.companies),
      query.after?.receivedTime ?? null,
      query.after?.id ?? null,
      query.pageSize,
    ],
  );
  return rows.map(recordOf);
}

/** Ends an active watch with `status` (the customer stopped it, or a request was sent through it); an ended one stays as it is. */
export async function endWatch(database: Queryable, id: string, status: 'stopped' | 'booked', now: number): Promise<void> {
  await database.query(
    `update booking_slot_watches set status = $2, version = version + 1, ended_time = $3::timestamptz
     where id = $1::uuid and status = ${sqlWord('active')}`,
    [id, status, new Date(now).toISOString()],
  );
}

/**
 * Ends the watch `id` once a request was sent through it, when the request's customer wrote the
 * watch's address (compared without case): a request cannot end a stranger's watch by its id alone.
 */
export async function endWatchByRequest(database: Queryable, id: string, email: string, now: number): Promise<void> {
  await database.query(
    `update booking_slot_watches set status = ${sqlWord('booked')}, version = version + 1, ended_time = $3::timestamptz
     where id = $1::uuid and status = ${sqlWord('active')} and lower(customer->>'email') = lower($2)`,
    [id, email, new Date(now).toISOString()],
  );
}

/** Deletes a watch with everything it holds (a customer's erasure); gives whether there was one. */
export async function deleteWatch(database: Queryable, id: string): Promise<boolean> {
  return (await database.query('delete from booking_slot_watches where id = $1::uuid returning 1', [id])).length > 0;
}
