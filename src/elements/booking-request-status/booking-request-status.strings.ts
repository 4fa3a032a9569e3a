/** The English defaults of `<booking-request-status>`'s text; a host replaces any through `strings`. */
import { errorStrings } from '../../shared/strings.js';
import { translatable } from '../../shared/translations.js';
import type { WatchViewStrings } from './watch-view.strings.js';

export const bookingRequestStatusStrings = {
  ...errorStrings,
  /** The page was opened without the link's `#request=…` (or a watch's `#watch=…`). */
  noLink: 'Open this page from the link in the e-mail about your request to see where it stands.',
  /** The link opens nothing (unknown, expired or erased): one sentence, nothing else. */
  linkGone: 'This link no longer opens a request: it may have expired, or the request was removed.',
  /** Headings, one per status, and what each means for the customer. */
  headingReceived: 'Your request was received',
  headingContacted: 'The branch is in touch with you',
  headingConfirmed: 'Your appointment is confirmed',
  headingDeclined: 'The branch cannot take this time',
  headingWithdrawn: 'You withdrew your request',
  headingCancelled: 'Your appointment is cancelled',
  headingExpired: 'Your request has expired',
  /** A status this page does not know yet: nothing it cannot vouch for. */
  headingOther: 'Your request',
  meaningReceived: (branch: string) => `${branch} has your request. Nothing is booked until the branch confirms it.`,
  meaningContacted: (branch: string) => `${branch} has contacted you about it. Nothing is booked until the branch confirms it.`,
  meaningConfirmed: (branch: string) => `${branch} confirmed the time below. See you then!`,
  meaningDeclined: (branch: string) => `${branch} cannot take the time you asked for. Nothing is booked.`,
  meaningWithdrawn: (branch: string) => `${branch} can see that you withdrew it. Nothing was booked.`,
  meaningCancelled: (branch: string) => `${branch} cancelled this appointment. Nothing is booked.`,
  meaningExpired: (branch: string) => `${branch} did not answer in time. Nothing is booked.`,
  meaningOther: (branch: string) => `Contact ${branch} for the latest news about it.`,
  /** Said of a branch the page has no name for. */
  theBranch: 'The branch',
  /** Short words for each status in the history. */
  changeReceived: 'Request sent',
  changeContacted: 'The branch contacted you',
  changeConfirmed: 'Confirmed',
  changeDeclined: 'Declined',
  changeWithdrawn: 'Withdrawn by you',
  changeCancelled: 'Cancelled',
  changeExpired: 'Expired',
  changeOther: 'Updated',
  summaryReference: 'Reference',
  summaryBranch: 'Branch',
  summaryTime: 'Time',
  summaryGroomer: 'Groomer',
  summaryServices: 'Services',
  summaryPet: 'Pet',
  /** The date, time and zone of a time (the zone is the branch's). */
  timeIn: (date: string, time: string, zone: string) => `${date}, ${time} (${zone})`,
  unnamedGroomer: 'a groomer',
  /** Above what the branch wrote to the customer, shown as their words. */
  branchWords: (branch: string) => `${branch} wrote:`,
  history: 'History',
  offersHeading: 'Other times the branch offered',
  offerTime: (time: string, groomer: string) => `${time} with ${groomer}`,
  takeTime: 'Take this time',
  takingTime: 'Sending…',
  /** An offered time someone took meanwhile (409 ABORTED), marked so. */
  offerGone: 'No longer free',
  offerTakenNotice: 'Someone has just taken that time. Please choose another one, or contact the branch.',
  offerTakenAlready: 'You took one of these times: that request is followed from its own e-mail.',
  /** A new request was sent for an offered time; the page now follows it. */
  tookTime: (reference: string) => `Your request for the new time was sent (reference ${reference}).`,
  withdraw: 'Withdraw my request',
  withdrawing: 'Withdrawing…',
  withdrawn: 'Your request is withdrawn.',
  /** A withdrawal decided on an older reading (412): read again, the change said. */
  changedMeanwhile: (heading: string) =>
    `This request changed since you opened it: ${heading.toLowerCase()}. Look again before you decide.`,
  /** A withdrawal refused because the request was answered (409). */
  cannotWithdraw: 'This request was answered, so it can no longer be withdrawn. Contact the branch.',
  addToCalendar: 'Add to calendar',
  calendarFile: 'grooming-appointment.ics',
  calendarSummary: (branch: string) => `Grooming appointment at ${branch}`,
  calendarDescription: (branch: string, groomer: string) => `With ${groomer}, confirmed by ${branch}.`,
};
/** The element's words, and those of the slot watch's view, which come with its module (watch-view.strings.ts). */
export type BookingRequestStatusStrings = typeof bookingRequestStatusStrings & Partial<WatchViewStrings>;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(bookingRequestStatusStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
