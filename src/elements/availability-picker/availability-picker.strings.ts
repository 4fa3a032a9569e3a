/** The English defaults of `<availability-picker>`'s text; a host replaces any through `strings`. */
import { errorStrings } from '../../shared/strings.js';
import { translatable } from '../../shared/translations.js';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const availabilityPickerStrings = {
  ...errorStrings,
  previousRange: 'Previous week',
  nextRange: 'Next week',
  /** The button of an empty range; not "Next week", which names the navigation button. */
  followingRange: 'Show the following week',
  /** The same three with `layout="month"`. */
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  followingMonth: 'Show the following month',
  viewLabel: 'Show times',
  byGroomer: 'By groomer',
  anyGroomer: 'Any groomer',
  timeZone: (zone: string) => `Times are shown in ${zone}.`,
  datesLabel: (range: string) => `Dates from ${range}`,
  freeTimes: (count: number) => (count === 0 ? 'no free times' : `${count} free ${plural(count, 'time', 'times')}`),
  /** The accessible name of a day: its full date and how many times are free. */
  dayLabel: (date: string, freeTimes: string) => `${date}, ${freeTimes}`,
  dayLoading: (date: string) => `${date}, looking for free times`,
  /** The short count under a day's number: a number and a word, which a narrow tile puts on two lines. */
  dayCount: (count: number) => `${count} free`,
  daySummary: (date: string, freeTimes: string, groomers: number) =>
    `${date}: ${freeTimes} with ${groomers} ${plural(groomers, 'groomer', 'groomers')}`,
  /** Names a slot ("9:30 AM with Jane Doe") and the toggle of a groomer's long list. */
  withGroomer: (what: string, groomer: string) => `${what} with ${groomer}`,
  /** Who a slot is with in the "Any groomer" view. */
  anyGroomerName: 'any groomer',
  showAllTimes: (count: number) => `Show all ${count} times`,
  showFewerTimes: 'Show fewer times',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  emptyRange: (range: string) => `No free times from ${range}.`,
  chooseDate: 'Choose a date to see its free times.',
  chosenSlot: (date: string, time: string, groomer: string) => `Chosen: ${date} at ${time} with ${groomer}.`,
  unnamedGroomer: 'Groomer',
  loadingTimes: 'Looking for free times…',
  invalidDate: (name: string, value: string) => `The ${name} attribute must be a date written as YYYY-MM-DD; it is "${value}".`,
  invalidRange: (months: number) => `The end-date attribute must be from start-date to ${months} months after it.`,
  /** A configuration problem: `start-date` after `max-date`. */
  startAfterMaxDate: 'The start-date attribute must be on or before max-date.',
  invalidTimeZone: (value: string) => `The time-zone attribute must be an IANA time zone name, such as America/New_York; it is "${value}".`,
  invalidPetTypes: (unknown: string, known: string) => `The pet-types attribute has ${unknown}, which is not a pet type; use ${known}.`,
};
export type AvailabilityPickerStrings = typeof availabilityPickerStrings;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(availabilityPickerStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
