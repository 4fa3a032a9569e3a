/**
 * WCAG 2.2 success criterion 1.3.3, Sensory characteristics: no instruction the elements give in
 * English relies on where something is, its shape, its size or its colour ("the button on the
 * right", "the green mark"): every default string of every element, the functions among them
 * called with sample values, is read for such words.
 */
import { expect } from '@open-wc/testing';
import { abandonedBookingsStrings } from '../../src/elements/abandoned-bookings/abandoned-bookings.strings.js';
import { agreementSignButtonStrings } from '../../src/elements/agreement-sign-button/agreement-sign-button.strings.js';
import { availabilityPickerStrings } from '../../src/elements/availability-picker/availability-picker.strings.js';
import { bookingFlowStrings } from '../../src/elements/booking-flow/booking-flow.strings.js';
import { detailsStrings } from '../../src/elements/booking-flow/details-step.strings.js';
import { bookingRequestsStrings } from '../../src/elements/booking-requests/booking-requests.strings.js';
import { franchiseFinderStrings } from '../../src/elements/franchise-finder/franchise-finder.strings.js';
import { reviewFeedStrings } from '../../src/elements/review-feed/review-feed.strings.js';
import { reviewInsightsStrings } from '../../src/elements/review-insights/review-insights.strings.js';

/** Every text a value holds: strings, the items of lists and objects, what functions give for sample values. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    try {
      return texts((value as (...args: unknown[]) => unknown)('X', 2, 'Y', 3, 'Z'));
    } catch {
      return [];
    }
  }
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** Words that point at a place, a shape, a size or a colour on screen ("customers who left" is not one). */
const sensory =
  /\b(above|below|beside|corner|(on|at|to|in) the (left|right|top|bottom)|(left|right)[- ]hand|round|square|circle|big|small|green|red|blue|yellow|grey|gray|colou?red)\b/i;

describe('Sensory characteristics (WCAG 1.3.3)', () => {
  it('no default string of any element points at a place, shape, size or colour', () => {
    const all = {
      'franchise-finder': franchiseFinderStrings,
      'availability-picker': availabilityPickerStrings,
      'agreement-sign-button': agreementSignButtonStrings,
      'review-feed': reviewFeedStrings,
      'booking-flow': { ...bookingFlowStrings, ...detailsStrings },
      'booking-requests': bookingRequestsStrings,
      'abandoned-bookings': abandonedBookingsStrings,
      'review-insights': reviewInsightsStrings,
    };
    const found = Object.entries(all).flatMap(([tag, strings]) =>
      texts(strings)
        .filter((text) => sensory.test(text))
        .map((text) => `${tag}: ${text}`),
    );
    expect(Object.values(all).flatMap(texts).length).to.be.above(100);
    expect(found).to.deep.equal([]);
  });
});
