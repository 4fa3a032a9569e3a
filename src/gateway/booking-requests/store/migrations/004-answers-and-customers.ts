/**
 * What the answer to the customer needs:
 *
 * - the request keeps the branch's latest words to the customer (`message`), the times offered
 *   with the last decline (`offers`), the request it replaces (a time the customer took from those
 *   offers; set null when that one is erased) and the services asked for;
 * - `overdue_told_at`: when the business was told, once, that the request waits for an answer
 *   (`booking_request.overdue`), so that no instance tells it twice;
 * - each line of history keeps the words sent to the customer and the times offered with it;
 * - `booking_request_tokens`: the customer's capabilities (the status page's link), as SHA-256
 *   hashes only, deleted with their request (the retention, an erasure). A request may have
 *   several: one answered at its creation, one minted for each message to the customer;
 * - deliveries name the line of history they tell (a change of status), and their event is
 *   checked from the lifecycle's list (store/checks.ts) rather than 002's literal one.
 */
export const name = '004-answers-and-customers';

export const sql = `
alter table booking_requests add column message text;
alter table booking_requests add column offers jsonb not null default '[]'::jsonb;
alter table booking_requests add column services jsonb not null default '[]'::jsonb;
alter table booking_requests add column replaces uuid references booking_requests (id) on delete set null;
create unique index booking_requests_replaced_once on booking_requests (replaces) where replaces is not null;
alter table booking_requests add column overdue_told_at timestamptz;
create index booking_requests_by_status on booking_requests (status, received_time);

alter table booking_request_history add column message text;
alter table booking_request_history add column offers jsonb;

create table booking_request_tokens (
  token_hash text primary key,
  request_id uuid not null references booking_requests (id) on delete cascade,
  created_at timestamptz not null
);
create index booking_request_tokens_of on booking_request_tokens (request_id);

alter table booking_deliveries drop constraint if exists booking_deliveries_event_check;
alter table booking_deliveries add column history_id bigint references booking_request_history (id) on delete cascade;
`;
