/** The English defaults of `<booking-requests>`'s words, for staff; a host replaces any of them through `strings`. */
import type { NamedPetType } from '../../api/pet-type-words.js';
import { boardErrors, boardStrings, showingOf } from '../../shared/staff-strings.js';
import { translatable } from '../../shared/translations.js';

const noPetTypeWords: Readonly<Partial<Record<NamedPetType, string>>> = {};

const requests = (count: number) => (count === 1 ? 'request' : 'requests');

export const bookingRequestsStrings = {
  ...boardStrings,
  ...boardErrors('inbox', 'booking requests'),
  /** The accessible name of the whole element. */
  label: 'Booking requests',
  periodLine: (days: number) => `Requests of the last ${days} days, newest first.`,
  /** While pages arrive: the requests read so far (formatted, and as a number for the plural). */
  reading: (count: string, read: number) => `Reading booking requests: ${count} ${requests(read)} so far`,
  readingLabel: 'Branches read',
  partial: 'Not every request could be read: the oldest may be missing.',
  empty: (days: number) => `No booking requests in the last ${days} days.`,
  /** The count at the top: requests nobody has acted on yet. */
  unhandled: (count: string, number: number) => (number === 0 ? 'Every request is handled.' : `${count} not handled yet`),
  /** Told politely when requests arrive while the page is open. */
  arrived: (count: number) => `${count} new ${requests(count)}`,
  /** The staff token expired or was refused while the page was open: the news of requests stopped (said once, as an alert). */
  signedOut: 'Your sign-in has ended: sign in again to see new requests as they arrive.',

  noMatch: 'No requests match these filters.',

  statusReceived: 'New',
  statusContacted: 'Contacted',
  statusConfirmed: 'Confirmed',
  statusDeclined: 'Declined',
  statusWithdrawn: 'Withdrawn',
  statusCancelled: 'Cancelled',
  statusExpired: 'Expired',
  /** Beside the status of a request unanswered past its deadline; also a value of the status filter. */
  overdue: 'Overdue',

  listHeading: 'Requests',
  received: (when: string) => `Received ${when}`,
  wants: (when: string) => `Wants ${when}`,
  withGroomer: (name: string) => `with ${name}`,
  anyGroomer: 'groomer not named',
  pet: (name: string) => `Pet: ${name}`,
  /** The services the customer chose in the flow (`<booking-service>`), with their pet's type. */
  services: (names: string) => `Services: ${names}`,
  reference: (reference: string) => `Reference ${reference}`,
  /** The prefilled text and e-mail: the customer's name, the pet's, the requested time and the business. */
  contactMessage: (name: string, pet: string, when: string, business: string) =>
    `Hi ${name || 'there'}, it's ${business || 'your groomer'} here about your request for ${pet || 'your pet'} on ${when}.`,
  contactSubject: (business: string) => `Your booking request with ${business}`,
  showing: showingOf(requests),

  /** The buttons that change a request's status. */
  markContacted: 'Mark contacted',
  confirm: 'Confirm',
  decline: 'Decline',
  cancelBooking: 'Cancel booking',
  noteLabel: 'Note (optional)',
  /** Opens the note field: a note is kept with the next change, never required before it. */
  addNote: 'Add a note',
  noteHint: 'Save it on its own, or it is kept in the history with the next change you make: Mark contacted, Confirm or Decline.',
  /** Saves the note alone, with no change of status. */
  saveNote: 'Save note',
  /** Said politely once the gateway kept a note saved alone. */
  noteSaved: 'Note saved.',
  cancel: 'Cancel',
  saving: 'Saving…',
  /** A change the gateway refused, undone: what it was, and why. */
  refused: (reason: string) => `The change was not saved and is undone: ${reason}`,
  /** A change that crossed another person's (412): what they made it, who, and their note. */
  conflict: (status: string, who: string, note: string) =>
    `Someone else changed this request meanwhile: ${who} marked it ${status}${note ? ` (“${note}”)` : ''}. Look again and decide.`,
  someone: 'someone',

  /** A decline's and a cancel's form. */
  messageLabel: 'Words for the customer (optional)',
  messageHint: (most: number, email: boolean) =>
    `${email ? 'Sent to the customer with the answer' : 'They gave no e-mail: say these on the phone'}; up to ${most} characters. What you write in “Note” stays in the business.`,
  offerLegend: (most: number) => `Offer other times (up to ${most})`,
  offerReading: 'Reading the branch’s times…',
  offersChosen: (count: number, most: number) => `${count} of ${most} chosen.`,
  offersFull: (most: number) => `${most} chosen, the most a decline offers: uncheck one to choose another.`,
  noOfferTimes: 'The branch has no free time in the coming days.',
  sendDecline: 'Send the decline',
  cancelSure: (name: string, when: string, email: boolean) =>
    `Cancel ${name}’s booking of ${when}? ${email ? 'They are told by e-mail.' : 'They gave no e-mail: tell them by phone.'}`,
  cancelYes: 'Yes, cancel the booking',
  cancelKeep: 'Keep the booking',
  /** A decline refused because offered times went meanwhile (409): which, and that nothing typed is lost. */
  offersGone: (times: readonly string[]) =>
    `Not sent: ${times.length > 0 ? times.join('; ') : 'a time you offered'} ${times.length > 1 ? 'are' : 'is'} no longer free. Your words are kept and the times read again: choose again and send.`,
  /** Another request of the same groomer at an overlapping time: a confirmed one (booked already), or one still open (its status's words). */
  clashConfirmed: (reference: string, time: string) => `Clashes with confirmed ${reference} ${time}`,
  clashOpen: (status: string, reference: string, time: string) => `Same groomer and time as ${reference} (${status}) ${time}`,
  /** Whether the request's time is still offered, asked of the branch's availability when its details open and before a confirm. */
  timeChecking: 'Checking whether this time is still free…',
  timeFree: 'This time is still free',
  timeGone: 'This time is no longer offered',
  timeUnknown: 'Whether this time is still free could not be checked.',
  /** A confirm whose time clashes or is gone asks first. */
  confirmAsk: 'Confirm anyway?',
  confirmAnyway: 'Confirm anyway',
  confirmKeep: 'Don’t confirm',
  /** What the customer was told. */
  toldCustomer: 'To the customer:',
  offered: (times: string) => `Offered instead: ${times}`,
  noEmail: 'No e-mail given, nothing was sent:',
  tellByPhone: 'Tell them by phone',

  historyHeading: 'History',
  change: (status: string, who: string, when: string) => `${status} by ${who}, ${when}`,
  /** A failed delivery staff sent again, in the history: its channel's name (`channelEmail`, `channelWebhook`), who and when. */
  resent: (channel: string, who: string, when: string) => `${channel} sent again by ${who}, ${when}`,
  /** A note saved alone, in the history: who and when (the note follows it). */
  noted: (who: string, when: string) => `Note by ${who}, ${when}`,
  /** The name of what went out for one line of the history (the line as it reads). */
  sentFor: (change: string) => `Sent for: ${change}`,
  /** What went out apart from the changes: reminders that a request waits for an answer. */
  deliveriesHeading: 'Reminders sent to the business',
  noDeliveries: 'Nothing is sent to the business but this inbox.',
  channelWebhook: 'Webhook',
  channelEmail: 'E-mail',
  channelCustomer: 'E-mail to the customer',
  deliverySent: 'sent',
  deliveryPending: (when: string) => (when ? `retrying (next try ${when})` : 'retrying'),
  deliveryFailed: 'failed',
  /** A delivery that waits because no instance of the gateway sends by its channel (`webhook`, else an e-mail) any more. */
  deliveryNoSender: (channel: string) =>
    `waiting, as no gateway sends ${channel === 'webhook' ? 'webhooks' : 'e-mail'} now: ask whoever runs the gateway`,
  /** The button of a failed delivery (`webhook`, else an e-mail). */
  resendButton: (channel: string): string => (channel === 'webhook' ? 'Send the webhook again' : 'Send the e-mail again'),
  /** Said politely once the gateway took it. */
  resendQueued: (channel: string): string =>
    channel === 'webhook' ? 'The webhook will be sent again shortly.' : 'The e-mail will be sent again shortly.',
  /** The gateway did not take it: why (a failure's words), which say whether another try can help. */
  resendFailed: (channel: string, reason: string) =>
    `${channel === 'webhook' ? 'The webhook' : 'The e-mail'} was not sent again. ${reason}`,
  /** It was no longer failed (409): someone else sent it again, or it went. */
  resendMeanwhile: (channel: string) =>
    `${channel === 'webhook' ? 'The webhook' : 'The e-mail'} is no longer failed: someone sent it again meanwhile, or it went out. The details show where it stands now.`,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  notes: (notes: string) => `Customer's notes: ${notes}`,

  csvReceived: (zone: string) => `Received (${zone})`,
  csvRequested: (zone: string) => `Requested time (${zone})`,
  csvGroomer: 'Groomer',
  csvCustomer: 'Customer',
  csvPet: 'Pet',
  csvPetType: 'Pet type',
  /**
   * The spec's pet types, as they read after the pet's name ("Pet: Rex (dog)") and in the CSV. None
   * in English: the API's name in lower case is the English word ("guinea pig").
   */
  petTypes: noPetTypeWords,
  csvServices: 'Services',
  csvReference: 'Reference',
  csvId: 'Request ID',
  /** Staff's internal notes of a request, one a line. */
  csvNotes: 'Internal notes',

  /** The search box and the range of the requested time's days (in the business's zone). */
  searchLabel: 'Search by name, phone, e-mail or reference',
  fromLabel: 'Requested time from',
  toLabel: 'Requested time to',

  /** The switch that holds new requests in a count instead of adding them to the list (its state is said as pressed or not). */
  pause: 'Pause new requests',
  /** New requests held while paused. */
  held: (count: string, number: number) => `${count} new ${requests(number)} held`,
  showHeld: 'Show them',

  /** "Waiting for a time": the active slot watches of the branches, opened with this button (also its heading). */
  waitingHeading: 'Waiting for a time',
  waitingReading: 'Reading who is waiting for a time…',
  noOneWaiting: 'No one is waiting for a time.',
  waitingPartial: 'Not every slot watch could be read: the oldest may be missing.',
  /** How many watches wait at a branch (a watch of several days is counted once). */
  waitingInAll: (count: string) => `${count} waiting in all`,
  /** How many watches want a group's day and part of the day. */
  waitingCount: (count: string) => `${count} waiting`,
  /** The group of the watches that name no day, and of those that name no part of the day. */
  anyDay: 'Any day',
  anyPart: 'Any time of day',
  /** The parts of the day, in the branch's time: before 12:00, 12:00 to 17:00, from 17:00. */
  partMorning: 'Morning',
  partAfternoon: 'Afternoon',
  partEvening: 'Evening',
  /** A watch's groomers, by name (one, or several). */
  watchGroomers: (names: string, count: number) => `${count === 1 ? 'Groomer' : 'Groomers'}: ${names}`,
  /** A watch that names no groomer. */
  watchAnyGroomer: 'Any groomer',
  watchPetType: (type: string) => `Pet type: ${type}`,
  /** A watch's last day. */
  watchUntil: (date: string) => `Until ${date}`,
  /** How many times the gateway offered the customer a time that opened. */
  watchOffered: (count: number) =>
    count === 0 ? 'No time offered yet' : count === 1 ? 'Offered a time once' : `Offered a time ${count} times`,
  watchCreated: (when: string) => `Left ${when}`,

  invalidStatuses: (known: string) => `The statuses attribute may only name ${known}.`,
};

export type BookingRequestsStrings = typeof bookingRequestsStrings;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(bookingRequestsStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
