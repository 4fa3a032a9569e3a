/** The English defaults of `<abandoned-bookings>`'s words, for staff; a host replaces any of them through `strings`. */
import { boardErrors, boardStrings, showingOf } from '../../shared/staff-strings.js';
import { translatable } from '../../shared/translations.js';

const bookings = (count: number) => (count === 1 ? 'booking' : 'bookings');

export const abandonedBookingsStrings = {
  ...boardStrings,
  ...boardErrors('board', 'abandoned bookings'),
  /** The accessible name of the whole element. */
  label: 'Abandoned bookings',
  /** The period, as a formatted date range, and its length in days. */
  periodLine: (days: number, period: string) => `The last ${days} days (${period})`,
  range: (from: string, to: string) => `${from} – ${to}`,
  /** While pages arrive: months read of how many, and the bookings read so far (formatted, and as a number for the plural). */
  reading: (done: number, months: number, count: string, read: number) =>
    `Reading abandoned bookings one month at a time: ${done} of ${months} read, ${count} ${bookings(read)} so far`,
  readingLabel: 'Months read',
  partial: 'Not every abandoned booking could be read: the oldest may be missing.',
  empty: (days: number) => `No abandoned bookings in the last ${days} days.`,

  companyLabel: 'Company',
  chooseCompany: 'Choose a company',
  chooseCompanyPrompt: 'Choose a company to see its abandoned bookings.',
  noCompanies: 'Your sign-in gives access to no company.',

  stepLabel: 'Step',
  leadTypeLabel: 'Lead type',
  noMatch: 'No abandoned bookings match these filters.',

  summaryHeading: 'Summary',
  abandonedLabel: 'Abandoned',
  contactedLabel: 'Contacted',
  contactedNote: 'Texted or e-mailed after leaving, or marked contacted',
  recoveredLabel: 'Recovered',
  recoveryRateLabel: 'Recovery rate',
  firstContactLabel: 'Median time to first contact',
  /** What the median is of: how many bookings (formatted, and as a number for the plural). */
  firstContactNote: (count: string, timed: number) =>
    `From leaving to the first text or e-mail on record, over ${count} ${bookings(timed)}`,
  /** A figure that cannot be given. */
  noFigure: 'none',

  funnelHeading: 'Where customers left',
  leftColumn: 'Customers who left',
  totalColumn: 'Total',

  stepWelcomePage: 'Welcome page',
  stepBasicInfo: 'Basic info',
  stepSelectCareType: 'Care type',
  stepSelectAddress: 'Address',
  stepSelectPet: 'Pet',
  stepSelectDate: 'Date',
  stepSelectService: 'Service',
  stepSelectGroomer: 'Groomer',
  stepSelectTime: 'Time',
  stepAdditionalPetInfo: 'Pet details',
  stepPersonalInfo: 'Personal info',
  stepCardOnFile: 'Card on file',
  stepPrepay: 'Prepayment',
  stepPreAuth: 'Pre-authorization',
  stepSubmitAppt: 'Submit',
  stepUnspecified: 'Step not recorded',
  statusAbandoned: 'Not contacted',
  statusContacted: 'Contacted',
  statusRecovered: 'Recovered',
  statusUnspecified: 'No status',
  leadNewVisitor: 'New visitor',
  leadExistingClient: 'Existing client',
  leadUnspecified: 'Unknown lead',
  careGrooming: 'Grooming',
  careBoarding: 'Boarding',
  careDaycare: 'Daycare',
  careEvaluation: 'Evaluation',
  careTraining: 'Training',

  bookingsHeading: 'Bookings, newest first',
  unnamed: 'Name not given',
  noPets: 'No pet chosen yet',
  unnamedPet: 'Pet',
  /** A pet and the services chosen for it, joined in the page's language. */
  petServices: (pet: string, services: string) => `${pet} (${services})`,
  leftAt: (step: string) => `Left at: ${step}`,
  texted: (when: string) => `Texted ${when}`,
  emailed: (when: string) => `E-mailed ${when}`,
  noTime: 'Time not recorded',
  /** The prefilled text and e-mail: the customer's first name, the pets' names joined (may be ""), and the business. */
  contactMessage: (firstName: string, pets: string, business: string) =>
    `Hi ${firstName || 'there'}, it's ${business || 'your groomer'} here: you started booking${pets ? ` for ${pets}` : ''} online but did not finish. Can we help you find a time?`,
  contactSubject: (business: string) => `Your booking with ${business}`,
  /** How many of the bookings that match are shown (formatted, and as a number for the plural). */
  showing: showingOf(bookings),

  addressLabel: 'Address',
  careTypeLabel: 'Care type',
  preferencesLabel: 'Preferences',
  notesLabel: 'Notes',
  answersLabel: 'Answers',
  referralLabel: 'Came from',
  healthLabel: 'Health issues',
  emergencyLabel: 'Emergency contact',
  dayToday: 'Today',
  dayTomorrow: 'Tomorrow',
  dayThisWeek: 'This week',
  dayFlexible: 'Any day',
  timeMorning: 'Mornings',
  timeAfternoon: 'Afternoons',
  timeEither: 'Mornings or afternoons',
  /** How often the customer wants to come back. */
  every: (count: number, unit: 'day' | 'week' | 'month') => (count === 1 ? `Every ${unit}` : `Every ${count} ${unit}s`),
  nothingMore: 'Nothing more was recorded.',

  /** The column of when customers left, with the zone its times are in. */
  csvWhen: (zone: string) => `Left at (${zone})`,
  csvFirstName: 'First name',
  csvLastName: 'Last name',
  csvPets: 'Pets and services',
  csvLastText: 'Last text',
  csvLastEmail: 'Last e-mail',
  csvId: 'Booking ID',

  tooManyBranches: (maximum: number) => `The business-ids attribute names more than ${maximum} branches.`,
  /** An attribute with values the API does not know: the attribute, those values, and the known ones. */
  invalidValues: (attribute: string, unknown: string, known: string) => `The ${attribute} attribute has ${unknown}; use ${known}.`,
};

export type AbandonedBookingsStrings = typeof abandonedBookingsStrings;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(abandonedBookingsStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
