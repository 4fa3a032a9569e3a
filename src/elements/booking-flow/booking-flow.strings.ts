/** The English defaults of `<booking-flow>`'s words; a host replaces any of them through `strings`. */
import { errorStrings } from '../../shared/strings.js';
import { translatable } from '../../shared/translations.js';
import type { CalendarStrings } from './add-to-calendar.js';
import type { DetailsStrings } from './details-step.strings.js';
import type { ServicesStrings } from './services-step.strings.js';
import type { WatchStrings } from './watch-form.strings.js';

export const bookingFlowStrings = {
  ...errorStrings,
  /** The dialog's heading and accessible name (`mode="dialog"`). */
  title: 'Book an appointment',
  /** The accessible name of the dialog's close button. */
  close: 'Close',
  /** The steps, in the step indicator and as their headings. */
  steps: ['Find your branch', 'Choose a time', 'Sign the agreements'],
  /** The step of the customer's details (`details`), before the agreements. */
  detailsStep: 'Your details',
  /** The step of the pet's type and the services (`<booking-service>` children), right after the branch. */
  servicesStep: 'What would you like?',
  /** What screen readers read for a step already done (its name is a button back to it). */
  stepDone: (step: string) => `${step} (done)`,
  /** What screen readers read for a step still ahead. */
  stepUpcoming: (step: string) => `${step} (upcoming)`,
  /** What was chosen so far, at the top of each step after the first: "Change" goes back to where it was chosen. */
  change: 'Change',
  /** The accessible names of the two "Change" buttons. */
  changeBranch: 'Change branch',
  changeTime: 'Change time',
  changeServices: 'Change services',
  /** The chosen time in a few words: its short date, its time, the groomer. */
  slotInShort: (date: string, time: string, groomer: string) => `${date} at ${time} with ${groomer}`,
  confirmTime: 'Confirm time',
  /** Beside "Confirm time" while no time is chosen. */
  chooseTimeFirst: 'Choose a time first',
  /** The sign button of an agreement, as it shows... */
  signShort: 'Sign',
  /** ...and as screen readers name it. */
  sign: (title: string) => `Sign ${title}`,
  /** Beside an agreement that may be left unsigned. */
  optional: '(optional)',
  /**
   * The state of an agreement whose sign link was opened. Never "Signed": the service cannot tell
   * the page whether the customer finished signing.
   */
  opened: 'Opened',
  /** Under the checklist once an agreement is opened: where the signing goes on. */
  finishInWindow: 'Finish signing in the window that opened.',
  /** The state of an agreement whose sign link was not opened yet. */
  toSign: 'Not opened',
  nothingToSign: 'There is nothing to sign.',
  finish: 'Finish',
  /** "Finish" while the request is on its way to the business (`send-request`). */
  sending: 'Sending…',
  /** In "Choose a time", after the business's service said the time sent was taken meanwhile (`send-request`). */
  timeTaken: 'Someone has just taken that time. Please choose another one.',
  /** A setup problem, shown instead of the flow: `send-request` without a way for the business to reach the customer. */
  sendRequestNeedsContact: 'send-request needs a way to reach the customer: add the details attribute, or customer-id.',
  /** Beside "Finish" while a required agreement's sign link was not opened. */
  signFirst: 'Open every required agreement first',
  /** The heading of the summary that ends the journey, when the host's page sends the request on. */
  completed: 'Thank you! Your request is ready.',
  /**
   * Under it: what happens next. No appointment exists until the branch confirms one; nothing here
   * says the branch has the request (a host whose page sends it replaces these words).
   */
  whatNext: (branch: string) => `Until ${branch} confirms an appointment with you, the time is not booked.`,
  /** The heading of the summary once the gateway kept the request (`send-request`). */
  requestSent: 'Request sent',
  /** Under it: the business has the request. */
  whatNextSent: (branch: string) =>
    `${branch} has your request and will confirm the appointment with you. Until then, the time is not booked.`,
  /** The reference of the request kept, for the customer to quote. */
  summaryReference: 'Reference',
  summaryBranch: 'Branch',
  summaryTime: 'Day and time',
  /** The services chosen (`<booking-service>` children). */
  summaryServices: 'Services',
  /** The agreements whose sign links were opened: the customer signs them in their own windows. */
  summaryAgreements: 'Sent for signing',
  /** Saves the requested time as a calendar file (.ics) the customer's calendar opens. */
  addToCalendar: 'Add to calendar',
  /** Starts a new journey from the first step, keeping nothing of this one. */
  bookAnother: 'Book another',
  /** With `status-url`: the link to the status page of the request sent. */
  followRequest: 'Follow your request',
  /** The chosen time in the summary: its day, its time, the zone's name, the groomer. */
  chosenTime: (date: string, time: string, zone: string, groomer: string) => `${date} at ${time} (${zone}) with ${groomer}`,
  /** Stands in for a groomer the service sent without a name. */
  unnamedGroomer: 'your groomer',
};
/**
 * The flow's words as a host replaces them: those above, and those its modules loaded on demand
 * bring with them ("Your details", "What would you like?", the calendar file, the slot watch's
 * form), which only those modules read. The watch's form brings its Spanish and French too: a flow
 * without `watch` never fetches them.
 */
export type BookingFlowStrings = typeof bookingFlowStrings & Partial<DetailsStrings & ServicesStrings & CalendarStrings & WatchStrings>;
/** Every word of the flow, those of its modules loaded on demand included: what each language gives. */
export type BookingFlowWords = typeof bookingFlowStrings & DetailsStrings & ServicesStrings & CalendarStrings;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(bookingFlowStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
