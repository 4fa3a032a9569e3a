/**
 * The English words of the slot watch's view (`#watch=<token>`), which come with its module: only a
 * page that opens a watch loads them, and their Spanish and French (locales/watch-view.es.ts,
 * locales/watch-view.fr.ts) once it shows those languages. A host replaces any of them through the
 * element's `strings`.
 */
import type { NamedPetType } from '../../api/pet-type-words.js';
import { translatable } from '../../shared/translations.js';

const noPetTypeWords: Readonly<Partial<Record<NamedPetType, string>>> = {};

export const watchViewStrings = {
  /** The link opens no watch (unknown, ended, erased): one sentence, nothing else. */
  watchLinkGone: 'This link no longer opens a watch: it may have ended, or the watch was removed.',
  /** Headings, one per status of the watch, and what each means for the customer. */
  watchHeadingActive: 'We’ll e-mail you when a time opens',
  watchHeadingBooked: 'A request was sent through this watch',
  watchHeadingStopped: 'You stopped this watch',
  watchHeadingEnded: 'This watch has ended',
  /** A status this page does not know yet: nothing it cannot vouch for. */
  watchHeadingOther: 'Your watch',
  watchMeaningActive: (branch: string) =>
    `${branch} is watched for a time that matches what you asked for. We write at most once a day; nothing is booked until you send a request and the branch confirms it.`,
  watchMeaningBooked: (branch: string) =>
    `${branch} has your request for a time this watch found, so the watch tells you nothing more. Nothing is booked until the branch confirms it.`,
  watchMeaningStopped: (branch: string) => `${branch} is no longer watched for you: we’ll send you no more e-mails about it.`,
  watchMeaningEnded: (branch: string) => `${branch} is no longer watched for you: the watch’s last day has passed.`,
  watchMeaningOther: (branch: string) => `Contact ${branch} for the latest news about it.`,
  /** The summary's labels; the watch's reference is not a request's. */
  watchReference: 'Watch reference',
  watchDays: 'Days',
  watchParts: 'Times of day',
  watchGroomers: 'Groomer',
  watchUntil: 'Until',
  watchPetType: 'Pet',
  /** The weekdays, as "on Saturdays" reads: a list of them is joined in the page's language ("Saturdays and Sundays"). */
  everyMONDAY: 'Mondays',
  everyTUESDAY: 'Tuesdays',
  everyWEDNESDAY: 'Wednesdays',
  everyTHURSDAY: 'Thursdays',
  everyFRIDAY: 'Fridays',
  everySATURDAY: 'Saturdays',
  everySUNDAY: 'Sundays',
  anyDay: 'Any day',
  /** The parts of the day, in the branch's time: morning before 12:00, afternoon 12:00 to 17:00, evening from 17:00. */
  partMorning: 'mornings',
  partAfternoon: 'afternoons',
  partEvening: 'evenings',
  anyPart: 'any time of day',
  anyGroomer: 'any groomer',
  /**
   * The spec's pet types, as the summary names them. None in English: the API's name in lower case
   * is the English word ("guinea pig").
   */
  petTypes: noPetTypeWords,
  /** The times the watch e-mailed, newest first. */
  watchOffersHeading: 'Times we told you about',
  /** "Stop telling me", while the watch is active; what it does, beside it. */
  stopWatch: 'Stop telling me',
  stoppingWatch: 'Stopping…',
  stopWatchHint: 'No more e-mails about this watch. Nothing else changes.',
  /** Said once the gateway stopped it. */
  watchStopped: 'Done: you will get no more e-mails about this watch.',
  /** The time a watch's e-mail offered (`&staff=…&start=…&end=…`), while the watch is active. */
  openedHeading: 'A time opened',
  openedNotHeld:
    'It is not held for you: others who asked may hear of it too. Send a request for it, and the branch will confirm it or not.',
  /** What the request needs that the watch does not hold, asked before it is sent. */
  petNameLabel: 'Your pet’s name',
  yourNameLabel: 'Your name',
  petNameMissing: 'Enter your pet’s name.',
  yourNameMissing: 'Enter your name.',
  fieldTooLong: (most: string) => `Use at most ${most} characters.`,
  fieldNotStorable: 'Remove the characters that cannot be kept.',
  takeOpened: 'Take this time',
  takingOpened: 'Sending…',
  /** The gateway re-checked the time and it was gone (409). */
  openedGone: 'Someone has just taken this time. Your watch goes on: we’ll e-mail you when another time opens.',
  /** The request was stored (201). */
  requestSentHeading: 'Request sent',
  requestSent: (reference: string) =>
    `Your request was sent (reference ${reference}). Nothing is booked until the branch confirms it. The e-mail we have just sent you has the link to follow it.`,
};
export type WatchViewStrings = typeof watchViewStrings;

translatable(watchViewStrings, { es: () => import('./locales/watch-view.es.js'), fr: () => import('./locales/watch-view.fr.js') });
