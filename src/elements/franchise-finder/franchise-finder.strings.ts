/** The English defaults of `<franchise-finder>`'s text; a host replaces any through `strings`. */
import { errorStrings } from '../../shared/strings.js';
import { translatable } from '../../shared/translations.js';

export const franchiseFinderStrings = {
  ...errorStrings,
  /** The field's label, which is also its accessible name. */
  zipcodeLabel: 'ZIP code',
  /** The submit button. */
  find: 'Find',
  zipcodeBlank: 'Enter your ZIP code.',
  zipcodeMalformed: 'Enter a ZIP code such as 02134 or 02134-1234, or a postal code of letters and digits.',
  searching: (zipcode: string) => `Looking for the branch that serves ${zipcode}…`,
  /** Shown above the branch's name. */
  branchFound: (zipcode: string) => `Your branch for ${zipcode}:`,
  bookingUnavailable: 'Online booking is not available at this branch. Please contact the branch to book.',
  notServed: (zipcode: string) => `Sorry, the area of ${zipcode} is not served yet.`,
  notServedHint: 'Try the ZIP code of a nearby address.',
};
export type FranchiseFinderStrings = typeof franchiseFinderStrings;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(franchiseFinderStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
