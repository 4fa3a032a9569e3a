/** The English defaults of `<agreement-sign-button>`'s text; a host replaces any through `strings`. */
import { errorStrings } from '../../shared/strings.js';
import { translatable } from '../../shared/translations.js';

export const agreementSignButtonStrings = {
  ...errorStrings,
  /** The button's label without a known title. */
  signAgreement: 'Sign agreement',
  /** The button's label once `GetAgreement` named the agreement. */
  signTitled: (title: string) => `Sign ${title}`,
  /** Announced while the sign link is requested and opened. */
  opening: 'Opening the agreement…',
  /** Announced once the new window was sent to the sign page. */
  openedInNewWindow: 'The agreement opened in a new window.',
  /** Said when the browser blocked the new window; a link to the sign page follows it. */
  windowBlocked: 'Your browser blocked the new window.',
  /** The text of that link. */
  openSignPage: 'Open the agreement to sign it',
  /** Why a deleted agreement cannot be signed. */
  agreementDeleted: 'This agreement has been withdrawn by the business and can no longer be signed.',
  /** Why an unknown agreement cannot be signed. */
  agreementNotFound: 'This agreement could not be found, so it cannot be signed. Please contact the business.',
  /** The summary shown when the service sent a link that is not safe to open. */
  unsafeSignLink: 'The booking service sent a signing link that is not a safe web address, so it was not opened.',
  /** A configuration problem: `target` is neither `_blank` nor `_self`. */
  invalidTarget: (target: string) => `The target attribute must be _blank or _self, not "${target}".`,
};
export type AgreementSignButtonStrings = typeof agreementSignButtonStrings;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(agreementSignButtonStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
