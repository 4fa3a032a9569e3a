/** The words the staff elements say alike, in French (staff-strings.ts has them in English). */
import type { BoardWords, StaffWords } from '../staff-strings.js';

const rules = new Intl.PluralRules('fr');
/** The singular or the plural, as French counts: for every staff element's words in French. */
export const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);

export const staffWords = {
  invalidBusinessIds: 'L’attribut business-ids doit nommer au moins une agence.',
  invalidDays: (maximum: number) => `L’attribut days doit être un nombre entier de 1 à ${maximum}.`,
} satisfies StaffWords;

/** A list's count line ("Showing 50 of 120 bookings"), for what a board lists, singular or plural by `count`. */
export const showingOf = (listed: (count: number) => string) => (shown: string, total: string, count: number) =>
  `Affichage de ${shown} sur ${total} ${listed(count)}`;

export const boardWords = {
  ...staffWords,
  zoneLine: (zone: string) => `Heures de ${zone}.`,
  filtersLabel: 'Afficher',
  statusLabel: 'Statut',
  branchLabel: 'Agence',
  anyValue: 'Tous',
  clearFilters: 'Effacer les filtres',
  downloadCsv: 'Télécharger le CSV',
  call: 'Appeler',
  text: 'SMS',
  email: 'E-mail',
  noContact: 'Ni téléphone ni e-mail pour le joindre',
  details: 'Détails',
  showMore: (count: number) => `Afficher ${count} de plus`,
  csvEmail: 'E-mail',
  csvPhone: 'Téléphone',
} satisfies BoardWords;
