/**
 * The groomer's name as the branch's availability gave it when the time was checked: of the
 * request (`staff_name`), and of each time offered with a decline (`staffName` in `offers`), so
 * that the customer's e-mails and page name a person rather than an id. Null for requests stored
 * before it: they are named by the id, as before.
 */
export const name = '005-groomer-names';

export const sql = `
alter table booking_requests add column staff_name text;
`;
