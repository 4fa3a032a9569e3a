/** `<review-insights>`'s words in French. */
import { sourceWords } from '../../../shared/locales/sources-fr.js';
import { staffWords, plural } from '../../../shared/locales/staff-fr.js';
import type { ElementWords } from '../../../shared/translations.js';
import type { ReviewInsightsStrings } from '../review-insights.strings.js';

const reviews = (count: number) => plural(count, 'avis', 'avis');

const topicLabels = new Map([
  ['waiting', 'Attente et ponctualité'],
  ['handling', 'Manipulation et stress'],
  ['injury', 'Blessures'],
  ['style', 'Coupe ou style pas comme demandé'],
  ['cleanliness', 'Propreté'],
  ['price', 'Prix'],
  ['communication', 'Communication'],
]);

export default {
  ...staffWords,
  periodLine: (days: number, period: string, previous: string) =>
    `Les ${days} derniers jours (${period}), comparés aux ${days} jours précédents (${previous})`,
  zoneLine: (zone: string) => `Jours à l’heure de ${zone}.`,
  browserZoneLine: (zone: string) => `Jours à l’heure de ${zone}, le fuseau horaire de ce navigateur.`,
  range: (from: string, to: string) => `${from} – ${to}`,
  reading: (count: string, read: number) => `Lecture des avis\u00a0: ${count} ${reviews(read)} pour l’instant`,
  readingLabel: 'Avis lus',
  partial: 'Certaines agences ont plus d’avis que ceux qui sont lus\u00a0: les premiers jours de la comparaison peuvent en manquer.',
  empty: (days: number) => `Aucun avis ces ${days} derniers jours.`,
  emptyPrevious: (days: number, count: string, before: number) => `Les ${days} jours précédents en comptaient ${count} ${reviews(before)}.`,
  overviewHeading: 'Vue d’ensemble',
  averageLabel: 'Note moyenne',
  countLabel: 'Avis',
  lowShareLabel: 'Notés 1 ou 2 étoiles',
  previously: (figure: string) => `Avant\u00a0: ${figure}`,
  noFigure: 'aucune',
  change: (signed: string) => `${signed} par rapport à avant`,
  unchanged: 'Inchangée par rapport à avant',
  distributionHeading: 'Notes',
  ratingColumn: 'Note',
  thisPeriodColumn: 'Cette période',
  previousPeriodColumn: 'Avant',
  stars: (stars: number) => `${stars} ${plural(stars, 'étoile', 'étoiles')}`,
  countShare: (count: string, share: string) => `${count} (${share})`,
  trendHeading: (unit: 'week' | 'month') => (unit === 'week' ? 'Note moyenne par semaine' : 'Note moyenne par mois'),
  weekColumn: 'Semaine',
  monthColumn: 'Mois',
  averageColumn: 'Moyenne',
  countColumn: 'Avis',
  lowShareColumn: '1–2 étoiles',
  changeColumn: 'Évolution',
  intervalColumn: 'Intervalle à 95 %',
  intervalOf: (low: string, high: string) => `intervalle à 95 % de ${low} à ${high}`,
  tooFew: 'Trop peu d’avis pour comparer',
  tooFewOf: (sentence: string) => `${sentence}, trop peu pour comparer`,
  intervalNote: (minimum: string) =>
    `L’intervalle à 95 % d’une moyenne est celui du t de Student sur les notes : la vraie moyenne s’y trouve 19 fois sur 20. Sous ${minimum} avis notés, une moyenne n’est pas comparée et vient en dernier (en italique dans le tableau des toiletteurs par canal).`,
  groomersHeading: 'Par toiletteur',
  groomerColumn: 'Toiletteur',
  channelsHeading: 'Par canal',
  channelColumn: 'Canal',
  groomerChannelsHeading: 'Toiletteurs par canal',
  averageOf: (average: string, count: string, counted: number) => `${average} sur ${count} ${reviews(counted)}`,
  branchesHeading: 'Agences côte à côte',
  branchColumn: 'Agence',
  topicsHeading: 'Ce que les clients mentionnent',
  topicColumn: 'Sujet',
  allColumn: 'Tous les toiletteurs',
  topicLabel: (id: string): string | undefined => topicLabels.get(id),
  topicsNote:
    'Chaque case : les avis de la période qui mentionnent le sujet, entre parenthèses ceux notés 1 ou 2 étoiles, puis l’évolution depuis la période précédente. Une mention niée (« pas en retard ») n’est pas comptée. Appuyez sur un sujet pour lire ses avis.',
  mentionsCell: (mentions: string, low: string, change: string) => `${mentions} (${low}) ${change}`,
  mentionsOf: (mentions: string, low: string, change: string, count: number) =>
    `${mentions} ${reviews(count)}, dont ${low} notés 1 ou 2 étoiles, ${change} depuis avant`,
  topicReviewsHeading: (topic: string, count: string) => `Avis qui mentionnent ${topic} (${count})`,
  moreTopicReviews: (count: string) => `Et ${count} de plus.`,
  injuryMark: 'Mentionne une blessure',
  invalidTopics: (problem: string) => `La propriété topics ne peut pas être lue : ${problem}.`,
  lowestHeading: 'Avis récents les plus bas',
  rating: (score: number) => `Note de ${score} sur 5`,
  groomedBy: (names: string) => `Toiletteur\u00a0: ${names}`,
  appointment: (id: string) => `Rendez-vous ${id}`,
  branch: (name: string) => `Agence\u00a0: ${name}`,
  noText: 'Sans commentaire',
  ...sourceWords,
  sourceUnspecified: 'Non précisé',
  tooManyBranches: (maximum: number) => `L’attribut business-ids nomme plus de ${maximum} agences.`,
  invalidTimeZone: (zone: string) => `L’attribut time-zone nomme ${zone}, qui n’est pas un fuseau horaire connu de ce navigateur.`,
  invalidSources: (unknown: string, known: string) =>
    `L’attribut sources contient ${unknown}, qui n’est pas une source d’avis\u00a0; utilisez ${known}.`,
} satisfies ElementWords<ReviewInsightsStrings>;
