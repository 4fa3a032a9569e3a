/**
 * WCAG 2.2 success criteria 3.1.1, Language of page, and 3.1.2, Language of parts: an element takes
 * its language from its `lang` (or the closest ancestor's), speaks it (its own words are that
 * language's), and what it draws is marked as that language for screen readers to pronounce,
 * even inside a page in another language.
 */
import { expect } from '@open-wc/testing';
import abandonedBookings from '../../src/elements/abandoned-bookings/locales/es.js';
import agreementSignButton from '../../src/elements/agreement-sign-button/locales/es.js';
import availabilityPicker from '../../src/elements/availability-picker/locales/es.js';
import bookingFlow from '../../src/elements/booking-flow/locales/es.js';
import bookingRequestStatus from '../../src/elements/booking-request-status/locales/es.js';
import bookingRequests from '../../src/elements/booking-requests/locales/es.js';
import franchiseFinder from '../../src/elements/franchise-finder/locales/es.js';
import reviewFeed from '../../src/elements/review-feed/locales/es.js';
import reviewInsights from '../../src/elements/review-insights/locales/es.js';
import { shownText } from '../helpers/roles.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';

const spanish: Record<string, object> = {
  'franchise-finder': franchiseFinder,
  'availability-picker': availabilityPicker,
  'agreement-sign-button': agreementSignButton,
  'review-feed': reviewFeed,
  'booking-flow': bookingFlow,
  'booking-request-status': bookingRequestStatus,
  'booking-requests': bookingRequests,
  'abandoned-bookings': abandonedBookings,
  'review-insights': reviewInsights,
};

/** The words of a set of strings long enough to be told apart; a function's, around what it is given. */
function words(strings: object): string[] {
  return Object.values(strings).flatMap((value): string[] => {
    if (typeof value === 'function') {
      // A function that wants more than a word and a number is left out.
      let said: unknown;
      try {
        said = (value as (...args: unknown[]) => unknown)('\u0001', 1);
      } catch {
        return [];
      }
      return typeof said === 'string' ? words(said.split('\u0001').map((piece) => piece.trim())) : [];
    }
    if (typeof value === 'string') return value.length > 3 ? [value] : [];
    return value && typeof value === 'object' ? words(value) : [];
  });
}

describe('Language of page and of parts (WCAG 3.1.1, 3.1.2)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
    document.documentElement.lang = 'en';
  });

  for (const tag of everyTag) {
    it(`<${tag}> lang="es" in an English page speaks Spanish, marked as Spanish`, async () => {
      document.documentElement.lang = 'en';
      const el = await shown(tag, world);
      el.setAttribute('lang', 'es');
      await (el as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
      await new Promise(requestAnimationFrame);
      const text = shownText(el);
      const said = words(spanish[tag]!).filter((spanishWords) => text.includes(spanishWords));
      expect(said.length, `none of its Spanish words in: ${text.slice(0, 200)}`).to.be.above(0);
      const drawn = drawnElements(el);
      expect(drawn.filter((element) => !element.matches(':lang(es)')).map((element) => element.localName)).to.deep.equal([]);
    });
  }
});
