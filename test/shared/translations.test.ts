/**
 * The Spanish and French words cover every English default of every element, in the same
 * shapes (a function where English has one), translated, with plurals as each language counts.
 */
import { expect } from '@open-wc/testing';
import { abandonedBookingsStrings } from '../../src/elements/abandoned-bookings/abandoned-bookings.strings.js';
import abandonedBookingsEs from '../../src/elements/abandoned-bookings/locales/es.js';
import abandonedBookingsFr from '../../src/elements/abandoned-bookings/locales/fr.js';
import { bookingRequestsStrings } from '../../src/elements/booking-requests/booking-requests.strings.js';
import bookingRequestsEs from '../../src/elements/booking-requests/locales/es.js';
import bookingRequestsFr from '../../src/elements/booking-requests/locales/fr.js';
import { agreementSignButtonStrings } from '../../src/elements/agreement-sign-button/agreement-sign-button.strings.js';
import agreementSignButtonEs from '../../src/elements/agreement-sign-button/locales/es.js';
import agreementSignButtonFr from '../../src/elements/agreement-sign-button/locales/fr.js';
import { availabilityPickerStrings } from '../../src/elements/availability-picker/availability-picker.strings.js';
import availabilityPickerEs from '../../src/elements/availability-picker/locales/es.js';
import availabilityPickerFr from '../../src/elements/availability-picker/locales/fr.js';
import { calendarStrings } from '../../src/elements/booking-flow/add-to-calendar.js';
import { bookingFlowStrings } from '../../src/elements/booking-flow/booking-flow.strings.js';
import { detailsStrings } from '../../src/elements/booking-flow/details-step.strings.js';
import { servicesStrings } from '../../src/elements/booking-flow/services-step.strings.js';
import bookingFlowEs from '../../src/elements/booking-flow/locales/es.js';
import bookingFlowFr from '../../src/elements/booking-flow/locales/fr.js';
import watchEs from '../../src/elements/booking-flow/locales/watch.es.js';
import watchFr from '../../src/elements/booking-flow/locales/watch.fr.js';
import { watchStrings } from '../../src/elements/booking-flow/watch-form.strings.js';
import { franchiseFinderStrings } from '../../src/elements/franchise-finder/franchise-finder.strings.js';
import franchiseFinderEs from '../../src/elements/franchise-finder/locales/es.js';
import franchiseFinderFr from '../../src/elements/franchise-finder/locales/fr.js';
import { bookingRequestStatusStrings } from '../../src/elements/booking-request-status/booking-request-status.strings.js';
import bookingRequestStatusEs from '../../src/elements/booking-request-status/locales/es.js';
import bookingRequestStatusFr from '../../src/elements/booking-request-status/locales/fr.js';
import watchViewEs from '../../src/elements/booking-request-status/locales/watch-view.es.js';
import watchViewFr from '../../src/elements/booking-request-status/locales/watch-view.fr.js';
import { watchViewStrings } from '../../src/elements/booking-request-status/watch-view.strings.js';
import reviewFeedEs from '../../src/elements/review-feed/locales/es.js';
import reviewFeedFr from '../../src/elements/review-feed/locales/fr.js';
import { reviewFeedStrings } from '../../src/elements/review-feed/review-feed.strings.js';
import reviewInsightsEs from '../../src/elements/review-insights/locales/es.js';
import reviewInsightsFr from '../../src/elements/review-insights/locales/fr.js';
import { reviewInsightsStrings } from '../../src/elements/review-insights/review-insights.strings.js';
import sharedEs from '../../src/shared/locales/es.js';
import sharedFr from '../../src/shared/locales/fr.js';
import { translation } from '../../src/shared/translations.js';

const elements = [
  { tag: 'agreement-sign-button', english: agreementSignButtonStrings, es: agreementSignButtonEs, fr: agreementSignButtonFr },
  { tag: 'availability-picker', english: availabilityPickerStrings, es: availabilityPickerEs, fr: availabilityPickerFr },
  // The flow's words with those its modules loaded on demand bring ("Your details", the calendar file,
  // and the slot watch's form, whose Spanish and French come with it).
  {
    tag: 'booking-flow',
    english: { ...bookingFlowStrings, ...detailsStrings, ...servicesStrings, ...calendarStrings, ...watchStrings },
    es: { ...bookingFlowEs, ...watchEs },
    fr: { ...bookingFlowFr, ...watchFr },
  },
  { tag: 'franchise-finder', english: franchiseFinderStrings, es: franchiseFinderEs, fr: franchiseFinderFr },
  { tag: 'review-feed', english: reviewFeedStrings, es: reviewFeedEs, fr: reviewFeedFr },
  { tag: 'review-insights', english: reviewInsightsStrings, es: reviewInsightsEs, fr: reviewInsightsFr },
  { tag: 'abandoned-bookings', english: abandonedBookingsStrings, es: abandonedBookingsEs, fr: abandonedBookingsFr },
  { tag: 'booking-requests', english: bookingRequestsStrings, es: bookingRequestsEs, fr: bookingRequestsFr },
  // The status page's words with those of its slot watch view, which come with that view's module.
  {
    tag: 'booking-request-status',
    english: { ...bookingRequestStatusStrings, ...watchViewStrings },
    es: { ...bookingRequestStatusEs, ...watchViewEs },
    fr: { ...bookingRequestStatusFr, ...watchViewFr },
  },
];
const shared = { es: sharedEs, fr: sharedFr };

/** Sample arguments of the words that take a name rather than a number first: a built-in topic's id. */
const firstSamples = new Map([
  ['topicLabel', 'waiting'],
  ['changedMeanwhile', 'Declined'],
]);

/** What a string or a function of the English defaults says for sample arguments. */
function said(value: unknown, key = ''): unknown {
  if (typeof value !== 'function') return value;
  const first = firstSamples.get(key);
  if (first !== undefined) return (value as (name: string) => unknown)(first);
  const samples = ['Eastern Time', 'B', 'C', 'D'];
  return (value as (...args: unknown[]) => unknown)(...samples.slice(0, value.length).map((sample, index) => (index === 0 ? 3 : sample)));
}

/** Keys whose words are the same in every language: a name, nothing, or only placeholders. */
const sameEverywhere = new Set([
  'sourceSms',
  'sourceUnspecified',
  'dayLabel',
  'range',
  'countShare',
  'petServices',
  'totalColumn',
  'mentionsCell',
  'channelWebhook',
  'timeIn',
]);

describe('built-in words', () => {
  for (const { tag, english, ...languages } of elements) {
    for (const language of ['es', 'fr'] as const) {
      it(`cover every key of <${tag}>'s English defaults in ${language}, each translated, in the same shape`, () => {
        const words: Record<string, unknown> = { ...shared[language], ...languages[language] };
        expect(Object.keys(words).sort()).to.deep.equal(Object.keys(english).sort());
        for (const [key, value] of Object.entries(english)) {
          const translated = words[key];
          expect(typeof translated, key).to.equal(typeof value);
          // A language may leave out an argument it does not need (French "avis" has no plural).
          if (typeof value === 'function') expect((translated as () => unknown).length, key).to.be.at.most(value.length);
          if (!sameEverywhere.has(key)) expect(said(translated, key), key).to.not.deep.equal(said(value, key));
        }
      });
    }
  }

  it('count as each language does: French says 0 and 1 in the singular', () => {
    expect([0, 1, 2].map(availabilityPickerEs.dayCount)).to.deep.equal(['0 libres', '1 libre', '2 libres']);
    expect([0, 1, 2].map(availabilityPickerFr.dayCount)).to.deep.equal(['0 libre', '1 libre', '2 libres']);
    expect([1, 2].map(availabilityPickerEs.freeTimes)).to.deep.equal(['1 horario libre', '2 horarios libres']);
    expect([1, 2].map(availabilityPickerFr.freeTimes)).to.deep.equal(['1 créneau libre', '2 créneaux libres']);
    expect(reviewFeedFr.ratingRow(1, '0')).to.equal('1 étoile\u00a0: 0 avis');
    expect(reviewFeedEs.ratingRow(1, '1', 1)).to.equal('1 estrella: 1 opinión');
    expect(reviewFeedEs.moreLoaded(1)).to.equal('Se cargó 1 opinión más');
    expect(reviewFeedEs.moreLoaded(5)).to.equal('Se cargaron 5 opiniones más');
    expect(reviewFeedFr.moreLoaded(0)).to.equal('0 avis supplémentaire chargé');
    expect(reviewFeedEs.summary('4,5', '1', { reviews: 1, shown: true, filtered: true })).to.equal(
      'Calificación promedio de 4,5 sobre 5 según 1 opinión mostrada que coincide con los filtros',
    );
    expect(reviewFeedFr.summary('4,5', '1 200', { reviews: 1200, latest: true, filtered: false })).to.equal(
      'Note moyenne de 4,5 sur 5 d’après les 1 200 derniers avis',
    );
  });

  it('let an element speak to its own readers: staff are asked to sign in as staff', () => {
    expect(abandonedBookingsEs.errorSession).to.equal('Inicia sesión como personal para ver las reservas abandonadas.');
    expect(abandonedBookingsFr.every(1, 'month')).to.equal('Chaque mois');
    expect(abandonedBookingsFr.every(2, 'week')).to.equal('Toutes les 2 semaines');
    expect(abandonedBookingsEs.every(2, 'week')).to.equal('Cada 2 semanas');
    expect(abandonedBookingsFr.showing('1', '1', 1)).to.equal('Affichage de 1 sur 1 réservation');
  });

  it('are none for English and for a language without built-in words', () => {
    for (const locale of ['en-US', 'de-DE', 'ar', 'eu', 'esu']) expect(translation(franchiseFinderStrings, locale)).to.deep.equal({});
  });
});
