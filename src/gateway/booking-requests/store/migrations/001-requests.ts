/**
 * The first schema: requests, their history, and the deliveries waiting to go to the business
 * with every attempt made. Deleting a request deletes the rest of it (a customer's erasure).
 */
export const name = '001-requests';

export const sql = `
create table booking_requests (
  id uuid primary key,
  reference text not null unique,
  idempotency_key text not null unique,
  body_hash text not null,
  company_id text not null,
  business_id text not null,
  staff_id text not null,
  start_time timestamptz not null,
  end_time timestamptz not null,
  customer jsonb not null,
  customer_id text,
  agreement_record_ids jsonb not null,
  params jsonb not null,
  language text,
  status text not null check (status in ('received', 'contacted', 'confirmed', 'declined')),
  version integer not null,
  received_time timestamptz not null,
  updated_time timestamptz not null
);
create index booking_requests_by_business on booking_requests (business_id, received_time desc, id desc);
create index booking_requests_by_age on booking_requests (received_time);

create table booking_request_history (
  id bigint generated always as identity primary key,
  request_id uuid not null references booking_requests (id) on delete cascade,
  status text not null,
  note text,
  actor text not null,
  at timestamptz not null
);
create index booking_request_history_of on booking_request_history (request_id, id);

create table booking_deliveries (
  id uuid primary key,
  request_id uuid not null references booking_requests (id) on delete cascade,
  channel text not null check (channel in ('webhook', 'email')),
  message_id text not null unique,
  status text not null check (status in ('pending', 'sent', 'failed')),
  attempts integer not null default 0,
  created_at timestamptz not null,
  next_attempt_at timestamptz not null,
  locked_until timestamptz,
  last_error text
);
create index booking_deliveries_due on booking_deliveries (next_attempt_at) where status = 'pending';
create index booking_deliveries_of on booking_deliveries (request_id);

create table booking_delivery_attempts (
  id bigint generated always as identity primary key,
  delivery_id uuid not null references booking_deliveries (id) on delete cascade,
  at timestamptz not null,
  ok boolean not null,
  http_status integer,
  error text
);
create index booking_delivery_attempts_of on booking_delivery_attempts (delivery_id, id);
`;
