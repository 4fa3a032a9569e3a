/**
 * How `<abandoned-bookings>` writes what it shows in the page's locale and the business's zone,
 * and the words of the API's values: one place, so that the figures, the funnel, the list and the
 * CSV say a thing the same way. A value this version does not know reads in words of its own
 * (`NEW_STEP` reads "New step"); values are looked up in Maps, never on a plain object.
 */
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import { type Names, nameIn } from '../../shared/names.js';
import { enumWords } from '../../shared/source-label.js';
import { formatDate, fullName, instantFormats, type InstantFormats } from '../../common/time.js';
import type { AbandonedBookingsStrings } from './abandoned-bookings.strings.js';
import type { Period } from './windows.js';

/** The keys of the strings that are words, not functions. */
type Words = {
  [Key in keyof AbandonedBookingsStrings]: AbandonedBookingsStrings[Key] extends string ? Key : never;
}[keyof AbandonedBookingsStrings];

const stepWords: ReadonlyMap<string, Words> = new Map([
  ['WELCOME_PAGE', 'stepWelcomePage'],
  ['BASIC_INFO', 'stepBasicInfo'],
  ['SELECT_CARE_TYPE', 'stepSelectCareType'],
  ['SELECT_ADDRESS', 'stepSelectAddress'],
  ['SELECT_PET', 'stepSelectPet'],
  ['SELECT_DATE', 'stepSelectDate'],
  ['SELECT_SERVICE', 'stepSelectService'],
  ['SELECT_GROOMER', 'stepSelectGroomer'],
  ['SELECT_TIME', 'stepSelectTime'],
  ['ADDITIONAL_PET_INFO', 'stepAdditionalPetInfo'],
  ['PERSONAL_INFO', 'stepPersonalInfo'],
  ['CARD_ON_FILE', 'stepCardOnFile'],
  ['PREPAY', 'stepPrepay'],
  ['PRE_AUTH', 'stepPreAuth'],
  ['SUBMIT_APPT', 'stepSubmitAppt'],
  ['ABANDON_STEP_UNSPECIFIED', 'stepUnspecified'],
]);
const statusWords: ReadonlyMap<string, Words> = new Map([
  ['ABANDONED', 'statusAbandoned'],
  ['CONTACTED', 'statusContacted'],
  ['RECOVERED', 'statusRecovered'],
  ['ABANDON_STATUS_UNSPECIFIED', 'statusUnspecified'],
]);
const leadWords: ReadonlyMap<string, Words> = new Map([
  ['NEW_VISITOR', 'leadNewVisitor'],
  ['EXISTING_CLIENT', 'leadExistingClient'],
  ['LEAD_TYPE_UNSPECIFIED', 'leadUnspecified'],
]);
const careWords: ReadonlyMap<string, Words> = new Map([
  ['GROOMING', 'careGrooming'],
  ['BOARDING', 'careBoarding'],
  ['DAYCARE', 'careDaycare'],
  ['EVALUATION', 'careEvaluation'],
  ['TRAINING', 'careTraining'],
]);
const preferenceWords: ReadonlyMap<string, Words> = new Map([
  ['TODAY', 'dayToday'],
  ['TOMORROW', 'dayTomorrow'],
  ['THIS_WEEK', 'dayThisWeek'],
  ['FLEXIBLE', 'dayFlexible'],
  ['MORNING', 'timeMorning'],
  ['AFTERNOON', 'timeAfternoon'],
  ['EITHER', 'timeEither'],
]);
/** Values that say nothing: shown as nothing where the words would only say "unspecified". */
const silent = /_UNSPECIFIED$/;

export interface BoardFormat extends InstantFormats {
  readonly text: AbandonedBookingsStrings;
  readonly locale: string;
  readonly timeZone: string;
  /** A count, such as "1,234". */
  count(value: number): string;
  /** A share as a percentage, such as "12%", or the words for none. */
  share(value: number | undefined): string;
  /** A length of time, in minutes, hours or days as fits it: "45 minutes", "5.5 hours", "2.3 days". */
  duration(ms: number | undefined): string;
  period(period: Period): string;
  list(names: readonly string[]): string;
  branch(businessId: string): string;
  step(step: string): string;
  status(status: string): string;
  leadType(leadType: string): string;
  /** "" for a value that says nothing (unspecified). */
  careType(careType: string): string;
  preference(value: string): string;
  /** The customer's name, or the words for none. */
  name(booking: AbandonedBooking): string;
  /** Each pet with its services: "Bella (Full Groom and Nail Trim)". */
  pets(booking: AbandonedBooking): string[];
}

export interface FormatSettings {
  readonly text: AbandonedBookingsStrings;
  readonly locale: string;
  readonly timeZone: string;
  readonly branches: Names | undefined;
}

/** The words of a value from its map, else its own in words; "" for a silent one when asked. */
function wordsOf(words: ReadonlyMap<string, Words>, value: string, text: AbandonedBookingsStrings, quiet = false): string {
  const key = words.get(value);
  if (key) return text[key];
  return quiet && silent.test(value) ? '' : enumWords(value);
}

export function boardFormat({ text, locale, timeZone, branches }: FormatSettings): BoardFormat {
  const counts = new Intl.NumberFormat(locale);
  const shares = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const units = (unit: string) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 });
  const [minutes, hours, days] = [units('minute'), units('hour'), units('day')];
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
  const short: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  return {
    text,
    locale,
    timeZone,
    count: (value) => counts.format(value),
    share: (value) => (value === undefined ? text.noFigure : shares.format(value)),
    duration: (ms) => {
      if (ms === undefined) return text.noFigure;
      const minute = ms / 60_000;
      if (minute < 60) return minutes.format(Math.round(minute));
      return minute < 48 * 60 ? hours.format(minute / 60) : days.format(minute / 1440);
    },
    ...instantFormats(locale, timeZone),
    period: ({ start, end }) => text.range(formatDate(start, locale, short), formatDate(end, locale, short)),
    list: (names) => lists.format(names),
    branch: (businessId) => nameIn(branches, businessId) ?? businessId,
    step: (step) => wordsOf(stepWords, step, text),
    status: (status) => wordsOf(statusWords, status, text),
    leadType: (leadType) => wordsOf(leadWords, leadType, text),
    careType: (careType) => wordsOf(careWords, careType, text, true),
    preference: (value) => wordsOf(preferenceWords, value, text, true),
    name: ({ customer }) => (customer ? fullName(customer, text.unnamed) : text.unnamed),
    pets: ({ pets }) =>
      pets.map(({ petServiceDetail }) => {
        const pet = petServiceDetail?.pet?.name.trim() || text.unnamedPet;
        const services = (petServiceDetail?.serviceDetails ?? []).map((service) => service.name.trim()).filter(Boolean);
        return services.length > 0 ? text.petServices(pet, lists.format(services)) : pet;
      }),
  };
}
