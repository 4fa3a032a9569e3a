/** The English defaults of `<availability-picker>`'s text; a host replaces any through `strings`. */
import { errorStrings } from '../../shared/strings.js';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const availabilityPickerStrings = {
  ...errorStrings,
  previousRange: 'Previous week',
  nextRange: 'Next week',
  /** The button of an empty range; not "Next week", which names the navigation button. */
  followingRange: 'Show the following week',
  viewLabel: 'Show times',
  byGroomer: 'By groomer',
  anyGroomer: 'Any groomer',
  timeZone: (zone: string) => `Times are shown in ${zone}.`,
  datesLabel: (range: string) => `Dates from ${range}`,
  freeTimes: (count: number) => (count === 0 ? 'no free times' : `${count} free ${plural(count, 'time', 'times')}`),
  /** The accessible name of a day: its full date and how many times are free. */
  dayLabel: (date: string, freeTimes: string) => `${date}, ${freeTimes}`,
  dayLoading: (date: string) => `${date}, looking for free times`,
  /** The short count under a day's number. */
  dayCount: (count: number) => (count === 0 ? 'None' : `${count} free`),
  daySummary: (date: string, freeTimes: string, groomers: number) =>
    `${date}: ${freeTimes} with ${groomers} ${plural(groomers, 'groomer', 'groomers')}`,
  slotLabel: (time: string, staff: string) => `${time} with ${staff}`,
  anyGroomerSlotLabel: (time: string) => `${time} with any groomer`,
  showAllTimes: (count: number) => `Show all ${count} times`,
  showAllTimesLabel: (count: number, staff: string) => `Show all ${count} times with ${staff}`,
  showFewerTimes: 'Show fewer times',
  showFewerTimesLabel: (staff: string) => `Show fewer times with ${staff}`,
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
  emptyRange: (range: string) => `No free times from ${range}.`,
  chooseDate: 'Choose a date to see its free times.',
  chosenSlot: (date: string, time: string, staff: string) => `Chosen: ${date} at ${time} with ${staff}.`,
  unnamedGroomer: 'Groomer',
  loadingTimes: 'Looking for free times…',
  missingCompanyId: 'The company-id attribute is required.',
  missingBusinessId: 'The business-id attribute is required.',
  invalidDate: (attribute: string, value: string) =>
    `The ${attribute} attribute must be a date written as YYYY-MM-DD, such as 2026-03-09; it is "${value}".`,
  endBeforeStart: 'The end-date attribute must not be before start-date.',
  rangeTooLong: (months: number) => `The range from start-date to end-date may span at most ${months} months.`,
  invalidTimeZone: (value: string) =>
    `The time-zone attribute must be an IANA time zone name such as America/New_York; it is "${value}".`,
  invalidPetTypes: (unknown: string, known: string) =>
    `The pet-types attribute has ${unknown}, which is not a pet type; use ${known}.`,
};
export type AvailabilityPickerStrings = typeof availabilityPickerStrings;
