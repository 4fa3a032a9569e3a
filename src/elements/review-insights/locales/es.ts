/** `<review-insights>`'s words in Spanish. */
import { sourceWords } from '../../../shared/locales/sources-es.js';
import { staffWords, plural } from '../../../shared/locales/staff-es.js';
import type { ElementWords } from '../../../shared/translations.js';
import type { ReviewInsightsStrings } from '../review-insights.strings.js';

const reviews = (count: number) => plural(count, 'opinión', 'opiniones');

const topicLabels = new Map([
  ['waiting', 'Espera y puntualidad'],
  ['handling', 'Trato y estrés'],
  ['injury', 'Heridas'],
  ['style', 'Corte o estilo distinto al pedido'],
  ['cleanliness', 'Limpieza'],
  ['price', 'Precio'],
  ['communication', 'Comunicación'],
]);

export default {
  ...staffWords,
  periodLine: (days: number, period: string, previous: string) =>
    `Los últimos ${days} días (${period}), comparados con los ${days} días anteriores (${previous})`,
  zoneLine: (zone: string) => `Días según la hora de ${zone}.`,
  browserZoneLine: (zone: string) => `Días según la hora de ${zone}, la zona horaria de este navegador.`,
  range: (from: string, to: string) => `${from} – ${to}`,
  reading: (count: string, read: number) => `Leyendo opiniones: ${count} ${reviews(read)} hasta ahora`,
  readingLabel: 'Opiniones leídas',
  partial: 'Algunas sucursales tienen más opiniones de las que se leen: pueden faltar algunas de los primeros días de la comparación.',
  empty: (days: number) => `No hay opiniones en los últimos ${days} días.`,
  emptyPrevious: (days: number, count: string, before: number) => `Los ${days} días anteriores tuvieron ${count} ${reviews(before)}.`,
  overviewHeading: 'Resumen',
  averageLabel: 'Calificación promedio',
  countLabel: 'Opiniones',
  lowShareLabel: 'Con 1 o 2 estrellas',
  previously: (figure: string) => `Antes: ${figure}`,
  noFigure: 'ninguna',
  change: (signed: string) => `${signed} respecto a antes`,
  unchanged: 'Sin cambios respecto a antes',
  distributionHeading: 'Calificaciones',
  ratingColumn: 'Calificación',
  thisPeriodColumn: 'Este periodo',
  previousPeriodColumn: 'Antes',
  stars: (stars: number) => `${stars} ${plural(stars, 'estrella', 'estrellas')}`,
  countShare: (count: string, share: string) => `${count} (${share})`,
  trendHeading: (unit: 'week' | 'month') => (unit === 'week' ? 'Calificación promedio por semana' : 'Calificación promedio por mes'),
  weekColumn: 'Semana',
  monthColumn: 'Mes',
  averageColumn: 'Promedio',
  countColumn: 'Opiniones',
  lowShareColumn: '1–2 estrellas',
  changeColumn: 'Cambio',
  intervalColumn: 'Intervalo del 95 %',
  intervalOf: (low: string, high: string) => `intervalo del 95 % de ${low} a ${high}`,
  tooFew: 'Muy pocas opiniones para comparar',
  tooFewOf: (sentence: string) => `${sentence}, muy pocas para comparar`,
  intervalNote: (minimum: string) =>
    `El intervalo del 95 % de un promedio es la t de Student sobre las calificaciones: el promedio real cae en él 19 veces de cada 20. Con menos de ${minimum} opiniones calificadas, un promedio no se compara y va al final (en cursiva en la tabla de peluqueros por canal).`,
  groomersHeading: 'Por peluquero',
  groomerColumn: 'Peluquero',
  channelsHeading: 'Por canal',
  channelColumn: 'Canal',
  groomerChannelsHeading: 'Peluqueros por canal',
  averageOf: (average: string, count: string, counted: number) => `${average} según ${count} ${reviews(counted)}`,
  branchesHeading: 'Sucursales lado a lado',
  branchColumn: 'Sucursal',
  topicsHeading: 'Lo que mencionan los clientes',
  topicColumn: 'Tema',
  allColumn: 'Todos los peluqueros',
  topicLabel: (id: string): string | undefined => topicLabels.get(id),
  topicsNote:
    'Cada celda: las opiniones del período que mencionan el tema, entre paréntesis las de 1 o 2 estrellas, y el cambio desde el período anterior. Una mención negada («no tardaron») no se cuenta. Pulsa un tema para leer sus opiniones.',
  mentionsCell: (mentions: string, low: string, change: string) => `${mentions} (${low}) ${change}`,
  mentionsOf: (mentions: string, low: string, change: string, count: number) =>
    `${mentions} ${reviews(count)}, ${low} con 1 o 2 estrellas, ${change} desde antes`,
  topicReviewsHeading: (topic: string, count: string) => `Opiniones que mencionan ${topic} (${count})`,
  moreTopicReviews: (count: string) => `Y ${count} más.`,
  injuryMark: 'Menciona una herida',
  invalidTopics: (problem: string) => `La propiedad topics no se puede leer: ${problem}.`,
  lowestHeading: 'Opiniones recientes más bajas',
  rating: (score: number) => `Calificación de ${score} sobre 5`,
  groomedBy: (names: string) => `Peluquero: ${names}`,
  appointment: (id: string) => `Cita ${id}`,
  branch: (name: string) => `Sucursal: ${name}`,
  noText: 'Sin comentario',
  ...sourceWords,
  sourceUnspecified: 'Sin especificar',
  tooManyBranches: (maximum: number) => `El atributo business-ids nombra más de ${maximum} sucursales.`,
  invalidTimeZone: (zone: string) => `El atributo time-zone nombra ${zone}, que no es una zona horaria que este navegador conozca.`,
  invalidSources: (unknown: string, known: string) =>
    `El atributo sources incluye ${unknown}, que no es un origen de opiniones; usa ${known}.`,
} satisfies ElementWords<ReviewInsightsStrings>;
