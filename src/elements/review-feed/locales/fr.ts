/** `<review-feed>`'s words in French. */
import { sourceWords } from '../../../shared/locales/sources-fr.js';
import type { ElementWords } from '../../../shared/translations.js';
import type { ReviewFeedStrings, SummaryScope } from '../review-feed.strings.js';

const rules = new Intl.PluralRules('fr');
/** The singular or the plural, as French counts. */
const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);

export default {
  listLabel: 'Avis des clients',
  rating: (score: number) => `Note de ${score} sur 5`,
  summary: (average: string, count: string, { reviews, latest, shown, filtered }: SummaryScope) => {
    const which = shown
      ? `${count} ${plural(reviews, 'avis affiché', 'avis affichés')}`
      : latest
        ? plural(reviews, 'le dernier avis', `les ${count} derniers avis`)
        : `${count} avis`;
    return `Note moyenne de ${average} sur 5 d’après ${which}${filtered ? ' correspondant aux filtres' : ''}`;
  },
  countingReviews: 'Décompte de tous les avis…',
  ratingsLabel: 'Avis par note',
  ratingRow: (stars: number, count: string) => `${stars} ${plural(stars, 'étoile', 'étoiles')}\u00a0: ${count} avis`,
  ...sourceWords,
  readMore: 'Lire la suite',
  showLess: 'Réduire',
  showMore: 'Afficher plus d’avis',
  loadingReviews: 'Chargement des avis…',
  empty: 'Aucun avis pour le moment',
  moreLoaded: (count: number) => `${count} ${plural(count, 'avis supplémentaire chargé', 'avis supplémentaires chargés')}`,
  allLoaded: 'Tous les avis sont affichés.',
  invalidPageSize: (maximum: number) => `L’attribut page-size doit être un nombre entier de 1 à ${maximum}.`,
  invalidSources: (unknown: string, known: string) =>
    `L’attribut sources contient ${unknown}, qui n’est pas une source d’avis\u00a0; utilisez ${known}.`,
} satisfies ElementWords<ReviewFeedStrings>;
