/** `<franchise-finder>`'s words in French. */
import type { ElementWords } from '../../../shared/translations.js';
import type { FranchiseFinderStrings } from '../franchise-finder.strings.js';

export default {
  zipcodeLabel: 'Code postal',
  find: 'Rechercher',
  zipcodeBlank: 'Saisissez votre code postal.',
  zipcodeMalformed: 'Saisissez un code postal comme 02134 ou 02134-1234, ou un code fait de lettres et de chiffres.',
  searching: (zipcode: string) => `Recherche du salon qui dessert le ${zipcode}…`,
  branchFound: (zipcode: string) => `Votre salon pour le ${zipcode}\u00a0:`,
  bookingUnavailable: 'Ce salon ne propose pas la réservation en ligne. Contactez-le directement pour prendre rendez-vous.',
  notServed: (zipcode: string) => `Désolés, nous ne desservons pas encore le secteur du ${zipcode}.`,
  notServedHint: 'Essayez le code postal d’une adresse proche.',
} satisfies ElementWords<FranchiseFinderStrings>;
