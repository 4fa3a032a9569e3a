/**
 * The English words the staff elements say alike, each element's defaults built on them (a host
 * replaces any of them through the element's `strings`, as any other). Their Spanish and French
 * are locales/staff-es.ts and locales/staff-fr.ts, which the elements' own translations take in.
 */
import { errorStrings, type ErrorStrings } from './strings.js';

/** What every staff element says: the messages every element shares, and what is wrong with the attributes the staff elements share. */
export const staffStrings = {
  ...errorStrings,
  invalidBusinessIds: 'The business-ids attribute must name at least one branch.',
  invalidDays: (maximum: number) => `The days attribute must be a whole number from 1 to ${maximum}.`,
};
/** The staff words a translation gives (the shared messages have their own). */
export type StaffWords = Omit<typeof staffStrings, keyof ErrorStrings>;

/** What a board (`board`: "board", "inbox") says when staff's sign-in or its setup is refused, for what it lists (`listed`). */
export const boardErrors = (board: string, listed: string) => ({
  /** A staff read refused for want of a valid staff token. */
  errorSession: `Sign in as staff to see ${listed}.`,
  /** Ids the service or the gateway refuses (told in the console too). */
  errorSetup: `This ${board} cannot show these branches. Ask whoever set up this page.`,
  errorInvalid: `This ${board} is set up incorrectly.`,
});

/** A list's count line ("Showing 50 of 120 bookings"), for what a board lists, singular or plural by `count`. */
export const showingOf = (listed: (count: number) => string) => (shown: string, total: string, count: number) =>
  `Showing ${shown} of ${total} ${listed(count)}`;

/** What the two boards with a list (`<abandoned-bookings>`, `<booking-requests>`) say: the staff words, and their filters, contact links and list. */
export const boardStrings = {
  ...staffStrings,
  /** The zone the times are shown in. */
  zoneLine: (zone: string) => `Times as they are in ${zone}.`,
  filtersLabel: 'Show',
  statusLabel: 'Status',
  branchLabel: 'Branch',
  /** The choice of every value of a filter. */
  anyValue: 'All',
  clearFilters: 'Clear filters',
  downloadCsv: 'Download CSV',
  call: 'Call',
  text: 'Text',
  email: 'Email',
  noContact: 'No phone number or e-mail to reach them',
  details: 'Details',
  showMore: (count: number) => `Show ${count} more`,
  csvEmail: 'Email',
  csvPhone: 'Phone',
};
/** The board words a translation gives. */
export type BoardWords = Omit<typeof boardStrings, keyof ErrorStrings>;
