/** The English defaults of `<review-insights>`'s words; a host replaces any of them through `strings`. */
import { sourceStrings } from '../../shared/source-label.js';
import { staffStrings } from '../../shared/staff-strings.js';
import { translatable } from '../../shared/translations.js';

const reviews = (count: number) => (count === 1 ? 'review' : 'reviews');

/** The names of the built-in topics, by id. */
const topicLabels = new Map([
  ['waiting', 'Waiting and punctuality'],
  ['handling', 'Handling and stress'],
  ['injury', 'Injuries'],
  ['style', 'Cut or style not as asked'],
  ['cleanliness', 'Cleanliness'],
  ['price', 'Price'],
  ['communication', 'Communication'],
]);

export const reviewInsightsStrings = {
  ...staffStrings,
  /** The period and the one before it, as formatted date ranges, and its length in days. */
  periodLine: (days: number, period: string, previous: string) =>
    `The last ${days} days (${period}), compared with the ${days} days before (${previous})`,
  /** The zone the days are counted in. */
  zoneLine: (zone: string) => `Days as they are in ${zone}.`,
  /** The zone the days are counted in, when the host gives neither a company nor a zone: the browser's. */
  browserZoneLine: (zone: string) => `Days as they are in ${zone}, this browser's time zone.`,
  /** A date range. */
  range: (from: string, to: string) => `${from} – ${to}`,
  /** While pages arrive: how many reviews are read so far (formatted, and as a number for the plural). */
  reading: (count: string, read: number) => `Reading reviews: ${count} ${reviews(read)} so far`,
  readingLabel: 'Reviews read',
  /** Shown when a branch had more reviews than are read. */
  partial: 'Some branches have more reviews than are read: the earliest days of the comparison may be missing some.',
  empty: (days: number) => `No reviews in the last ${days} days.`,
  /** After `empty`: how many reviews the days before had (formatted, and as a number for the plural). */
  emptyPrevious: (days: number, count: string, before: number) => `The ${days} days before had ${count} ${reviews(before)}.`,

  overviewHeading: 'Overview',
  averageLabel: 'Average rating',
  countLabel: 'Reviews',
  lowShareLabel: 'Rated 1 or 2 stars',
  /** Under a figure: the same figure in the period before. */
  previously: (figure: string) => `Before: ${figure}`,
  /** A figure that cannot be given (no rated review). */
  noFigure: 'none',
  /** The change of an average, formatted with its sign. */
  change: (signed: string) => `${signed} since before`,
  unchanged: 'No change since before',

  distributionHeading: 'Ratings',
  ratingColumn: 'Rating',
  thisPeriodColumn: 'This period',
  previousPeriodColumn: 'Before',
  stars: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  /** A count with its share of the rated reviews, both formatted. */
  countShare: (count: string, share: string) => `${count} (${share})`,

  trendHeading: (unit: 'week' | 'month'): string => (unit === 'week' ? 'Average rating by week' : 'Average rating by month'),
  weekColumn: 'Week',
  monthColumn: 'Month',
  averageColumn: 'Average',
  countColumn: 'Reviews',
  lowShareColumn: '1–2 stars',
  changeColumn: 'Change',
  intervalColumn: '95% interval',
  /** The 95 % interval of an average, both ends formatted, as read aloud. */
  intervalOf: (low: string, high: string) => `95% interval from ${low} to ${high}`,
  /** In place of the interval when the average counts too few rated reviews. */
  tooFew: 'Too few reviews to compare',
  /** A cell's sentence (`averageOf`) when it counts too few rated reviews. */
  tooFewOf: (sentence: string) => `${sentence}, too few to compare`,
  /** Under a table of averages: the method of the interval and the fewest rated reviews compared (formatted). */
  intervalNote: (minimum: string) =>
    `The 95% interval of an average is Student's t on the ratings: the true average lies in it 19 times out of 20. Under ${minimum} rated reviews an average is too few to compare, and listed last (in italics in the table of groomers by channel).`,

  groomersHeading: 'By groomer',
  groomerColumn: 'Groomer',
  channelsHeading: 'By channel',
  channelColumn: 'Channel',
  groomerChannelsHeading: 'Groomers by channel',
  /** A cell of the groomer-by-channel table: the average and how many reviews it counts, both formatted. */
  averageOf: (average: string, count: string, counted: number) => `${average} from ${count} ${reviews(counted)}`,
  branchesHeading: 'Branches side by side',
  branchColumn: 'Branch',

  topicsHeading: 'What customers mention',
  topicColumn: 'Topic',
  allColumn: 'All groomers',
  /** The name of a built-in topic, by its id (`topic-words.ts`); undefined for a host's own. */
  topicLabel: (id: string): string | undefined => topicLabels.get(id),
  /** What a cell of the topics table counts, under the table. */
  topicsNote:
    'Each cell: the period\'s reviews that mention the topic, in brackets those rated 1 or 2 stars, then the change since the period before. A mention that is denied ("not late") is not counted. Press a topic to read its reviews.',
  /** A cell, visible: mentions, low-rated mentions and change, formatted. */
  mentionsCell: (mentions: string, low: string, change: string) => `${mentions} (${low}) ${change}`,
  /** A cell, read aloud: mentions, those rated 1 or 2 stars, the change since before (formatted, and the counts). */
  mentionsOf: (mentions: string, low: string, change: string, count: number) =>
    `${mentions} ${reviews(count)}, ${low} rated 1 or 2 stars, ${change} since before`,
  /** The heading of the reviews of a topic opened. */
  topicReviewsHeading: (topic: string, count: string) => `Reviews that mention ${topic} (${count})`,
  /** Under a topic's reviews, when more are left out. */
  moreTopicReviews: (count: string) => `And ${count} more.`,
  /** Marks a review that mentions an injury. */
  injuryMark: 'Mentions an injury',
  invalidTopics: (problem: string) => `The topics property cannot be read: ${problem}.`,

  lowestHeading: 'Lowest recent reviews',
  rating: (score: number) => `Rated ${score} out of 5`,
  /** The groomers of a review, joined in the page's language. */
  groomedBy: (names: string) => `Groomer: ${names}`,
  appointment: (id: string) => `Appointment ${id}`,
  branch: (name: string) => `Branch: ${name}`,
  noText: 'No comment',

  ...sourceStrings,
  sourceUnspecified: 'Unspecified',
  tooManyBranches: (maximum: number) => `The business-ids attribute names more than ${maximum} branches.`,
  invalidTimeZone: (zone: string) => `The time-zone attribute names ${zone}, which is not a time zone this browser knows.`,
  invalidSources: (unknown: string, known: string) => `The sources attribute has ${unknown}, which is not a review source; use ${known}.`,
};

export type ReviewInsightsStrings = typeof reviewInsightsStrings;

/** Its Spanish and French words, loaded when an element first shows them. */
translatable(reviewInsightsStrings, { es: () => import('./locales/es.js'), fr: () => import('./locales/fr.js') });
