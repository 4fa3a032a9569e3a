/**
 * What the requests' road needs to hold under faults:
 *
 * - `booking_request_events`: every change of a request (created, updated, deleted), numbered in
 *   the order it was made, so that a staff page's stream resumes where it was cut (`Last-Event-ID`)
 *   and each instance reads what it did not hear while its connection to the database was down.
 *   Ids and branches only: the request itself is read where the event is sent.
 * - deliveries carry the event they send (`booking_request.received`, or the notice of an erasure,
 *   which outlives its request: no request, the id and reference in `payload`), and the start of
 *   their day of retries, which staff restart when they send a failed one again;
 * - the history says what kind of change a line is (a status, or a delivery sent again);
 * - `booking_gateway_instances`: which instance sends by which channels, seen when, so that a
 *   delivery is claimed only by an instance that can send it and a channel nobody sends is told.
 */
export const name = '002-events-and-senders';

export const sql = `
create table booking_request_events (
  seq bigint generated always as identity primary key,
  type text not null check (type in ('created', 'updated', 'deleted')),
  request_id uuid not null,
  business_id text not null,
  company_id text not null,
  at timestamptz not null
);
create index booking_request_events_by_age on booking_request_events (at);

alter table booking_deliveries add column event text not null default 'booking_request.received'
  check (event in ('booking_request.received', 'booking_request.deleted'));
alter table booking_deliveries add column payload jsonb;
alter table booking_deliveries alter column request_id drop not null;
alter table booking_deliveries add column retrying_since timestamptz;
update booking_deliveries set retrying_since = created_at;
alter table booking_deliveries alter column retrying_since set not null;
drop index booking_deliveries_due;
create index booking_deliveries_due on booking_deliveries (channel, next_attempt_at) where status = 'pending';

alter table booking_request_history add column action text not null default 'status' check (action in ('status', 'resent'));
alter table booking_request_history add column channel text;

create table booking_gateway_instances (
  instance uuid primary key,
  channels jsonb not null,
  seen_at timestamptz not null
);
`;
