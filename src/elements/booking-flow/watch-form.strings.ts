/**
 * The English words of the slot watch's form (`watch`), which come with its module: only a flow
 * with `watch` loads them, and their Spanish and French (locales/watch.es.ts, locales/watch.fr.ts)
 * once it shows those languages. A host replaces any of them through the flow's `strings`.
 */
import { translatable } from '../../shared/translations.js';

export const watchStrings = {
  /** Under the picker: opens the form that asks to be told when a time opens. */
  watchNoneSuit: 'None of these times suit me',
  /** The same button while the days on screen have no free time. */
  watchWhenOpens: 'Tell me when a time opens',
  /** The form's heading, which takes focus when it opens. */
  watchHeading: 'Tell me when a time opens',
  /** Under it. */
  watchLead: (branch: string) => `Say when you could come, and we will e-mail you when ${branch} has a time that matches.`,
  watchDays: 'Which days?',
  watchParts: 'Which part of the day?',
  /** Under each group of checkboxes. */
  noneMeansAny: 'Leave them all unticked for any.',
  /** The parts of the day, with their hours in the branch's time, written in the page's language. */
  morning: (noon: string) => `Morning (before ${noon})`,
  afternoon: (noon: string, five: string) => `Afternoon (${noon} to ${five})`,
  evening: (five: string) => `Evening (from ${five})`,
  watchGroomer: 'Groomer',
  anyGroomer: 'Any groomer',
  watchUntil: 'Until',
  /** Under "Until": how far it may reach. */
  untilHint: (last: string) => `At most 60 days ahead: ${last} at the latest.`,
  /** "Until" empty or out of its range. */
  untilInvalid: (first: string, last: string) => `Choose a day from ${first} to ${last}.`,
  /** The e-mail is what the watch writes to: required here. */
  emailMissing: 'Enter your e-mail address.',
  /** Beside the button, what pressing it agrees to. */
  watchConsent: (until: string) =>
    `We’ll e-mail you when a matching time opens, at most once a day, until ${until}. You can stop it from the e-mail.`,
  watchSend: 'Tell me',
  watchBack: 'Back to the times',
  /** The confirmation, which takes focus once the gateway kept the watch. */
  watchDone: 'We’ll tell you when a time opens',
  watchDoneLead: (email: string, branch: string, until: string) =>
    `We’ll e-mail ${email} when ${branch} has a time that matches, at most once a day, until ${until}. Nothing is booked until you send a request for a time. The e-mail we have just sent you has a link to stop it.`,
};
export type WatchStrings = typeof watchStrings;

translatable(watchStrings, { es: () => import('./locales/watch.es.js'), fr: () => import('./locales/watch.fr.js') });
