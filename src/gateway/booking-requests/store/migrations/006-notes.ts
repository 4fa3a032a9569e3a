/**
 * A note staff write without changing the status: a line of history of its own (`action`
 * `note`). The request keeps its internal notes joined (`internal_notes`, one a line, oldest
 * first), written in the same transaction as each line that has a note, so that a page of the
 * inbox and its CSV carry them without reading every history. Filled here from the notes kept so far.
 */
export const name = '006-notes';

export const sql = `
alter table booking_request_history drop constraint if exists booking_request_history_action_check;
alter table booking_request_history add constraint booking_request_history_action_check check (action in ('status', 'resent', 'note'));
alter table booking_requests add column internal_notes text;
update booking_requests r set internal_notes = h.notes
  from (select request_id, string_agg(note, E'\\n' order by id) as notes from booking_request_history
        where note is not null and note <> '' group by request_id) h
  where h.request_id = r.id;
`;
