/** `<review-feed>`'s words in Spanish. */
import { sourceWords } from '../../../shared/locales/sources-es.js';
import type { ElementWords } from '../../../shared/translations.js';
import type { ReviewFeedStrings, SummaryScope } from '../review-feed.strings.js';

const rules = new Intl.PluralRules('es');
/** The singular or the plural, as Spanish counts. */
const plural = (count: number, one: string, other: string) => (rules.select(count) === 'one' ? one : other);
const reviewsWord = (count: number) => plural(count, 'opinión', 'opiniones');

export default {
  listLabel: 'Opiniones de clientes',
  rating: (score: number) => `Calificación de ${score} sobre 5`,
  summary: (average: string, count: string, { reviews, latest, shown, filtered }: SummaryScope) => {
    const counted = `${count} ${reviewsWord(reviews)}`;
    const which = shown
      ? `${counted} ${plural(reviews, 'mostrada', 'mostradas')}`
      : latest
        ? plural(reviews, 'la opinión más reciente', `las ${counted} más recientes`)
        : counted;
    return `Calificación promedio de ${average} sobre 5 según ${which}${filtered ? ` que ${plural(reviews, 'coincide', 'coinciden')} con los filtros` : ''}`;
  },
  countingReviews: 'Contando todas las opiniones…',
  ratingsLabel: 'Opiniones por calificación',
  ratingRow: (stars: number, count: string, reviews: number) =>
    `${stars} ${plural(stars, 'estrella', 'estrellas')}: ${count} ${reviewsWord(reviews)}`,
  ...sourceWords,
  readMore: 'Leer más',
  showLess: 'Ver menos',
  showMore: 'Ver más opiniones',
  loadingReviews: 'Cargando opiniones…',
  empty: 'Todavía no hay opiniones',
  moreLoaded: (count: number) => `${plural(count, 'Se cargó', 'Se cargaron')} ${count} ${reviewsWord(count)} más`,
  allLoaded: 'Ya se muestran todas las opiniones.',
  invalidPageSize: (maximum: number) => `El atributo page-size debe ser un número entero del 1 al ${maximum}.`,
  invalidSources: (unknown: string, known: string) =>
    `El atributo sources incluye ${unknown}, que no es un origen de opiniones; usa ${known}.`,
} satisfies ElementWords<ReviewFeedStrings>;
