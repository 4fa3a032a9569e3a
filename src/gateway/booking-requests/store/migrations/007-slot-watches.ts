/**
 * Slot watches ("tell me when a time opens", watches/ in the gateway):
 *
 * - `booking_slot_watches`: each watch, with its customer; deleted with the retention or an
 *   erasure, and with it its capabilities, the times it was told of and its deliveries;
 * - `booking_slot_watch_tokens`: the watch's capabilities (the status page's `#watch=` link), as
 *   SHA-256 hashes only, as `booking_request_tokens` keeps the requests';
 * - `booking_watch_branches`: one row per branch with watches, claimed by one instance at a time
 *   (`locked_until`, `lease_id`), with the free times seen at its last look (`seen`, per choice of
 *   services and pet type, with the dates that look covered);
 * - `booking_watch_openings`: each time that opened and is still being offered, round by round, to
 *   the watchers it matches; `booking_watch_offers`: which watcher was told of which time;
 * - `booking_watch_calls`: the calls to the API made by every instance in each hour, so that the
 *   hourly budget holds across instances;
 * - deliveries name the watch they tell of (`watch_id`), deleted with it.
 */
export const name = '007-slot-watches';

export const sql = `
create table booking_slot_watches (
  id uuid primary key,
  reference text not null unique,
  idempotency_key text not null unique,
  body_hash text not null,
  company_id text not null,
  business_id text not null,
  staff_ids jsonb not null,
  days jsonb not null,
  parts jsonb not null,
  until date not null,
  ends_at timestamptz not null,
  services jsonb not null,
  pet_type text not null,
  customer jsonb not null,
  language text,
  status text not null,
  version integer not null,
  created_time timestamptz not null,
  ended_time timestamptz,
  last_told_at timestamptz
);
create index booking_slot_watches_active on booking_slot_watches (business_id, created_time, id) where status = 'active';
create index booking_slot_watches_by_business on booking_slot_watches (business_id, created_time desc, id desc);
create index booking_slot_watches_by_age on booking_slot_watches (created_time);

create table booking_slot_watch_tokens (
  token_hash text primary key,
  watch_id uuid not null references booking_slot_watches (id) on delete cascade,
  created_at timestamptz not null
);
create index booking_slot_watch_tokens_of on booking_slot_watch_tokens (watch_id);

create table booking_watch_branches (
  business_id text primary key,
  company_id text not null,
  seen jsonb,
  looked_at timestamptz,
  locked_until timestamptz,
  lease_id uuid
);
create index booking_watch_branches_due on booking_watch_branches (looked_at nulls first);

create table booking_watch_openings (
  id uuid primary key,
  business_id text not null,
  ask text not null,
  staff_id text not null,
  staff_name text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  opened_at timestamptz not null,
  next_round_at timestamptz not null,
  unique (business_id, ask, staff_id, start_time, end_time)
);

create table booking_watch_offers (
  watch_id uuid not null references booking_slot_watches (id) on delete cascade,
  opening_id uuid,
  staff_id text not null,
  staff_name text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  offered_at timestamptz not null,
  primary key (watch_id, staff_id, start_time, end_time)
);
create index booking_watch_offers_of_opening on booking_watch_offers (opening_id);

create table booking_watch_calls (
  hour timestamptz primary key,
  calls integer not null
);

alter table booking_deliveries add column watch_id uuid references booking_slot_watches (id) on delete cascade;
create index booking_deliveries_of_watch on booking_deliveries (watch_id) where watch_id is not null;
`;
