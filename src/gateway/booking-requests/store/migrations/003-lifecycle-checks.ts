/**
 * The checks of statuses, delivery states and channels come from the lifecycle from now on
 * (store/checks.ts makes them at every start from src/api/booking-requests/lifecycle.ts): the ones
 * 001 wrote as literals go, so that a word the lifecycle adds is not refused by an old copy.
 */
export const name = '003-lifecycle-checks';

export const sql = `
alter table booking_requests drop constraint if exists booking_requests_status_check;
alter table booking_deliveries drop constraint if exists booking_deliveries_channel_check;
alter table booking_deliveries drop constraint if exists booking_deliveries_status_check;
`;
