/**
 * WCAG 2.2 success criteria 2.3.1, Three flashes or below threshold, and 2.2.2, Pause, stop, hide,
 * for what moves by itself: while an element waits for its data, its loading marks turn or pulse
 * slowly (each cycle a third of a second or longer: at most three a second), and with the reader's
 * "reduce motion" setting nothing moves at all.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../src/define.js';
import { newScope, plan, scopedBaseUrl } from '../helpers/reference.js';
import { readWorld, type World } from './every-element.js';

/** Every element that waits on the reference API, as markup for a base URL. */
function waiting(world: World, base: string) {
  const { bookable, parkSlope } = world;
  const agreement = world.fixtures.agreements.normal;
  return {
    'franchise-finder': html`<franchise-finder base-url=${base} zipcode=${bookable.zipcode}></franchise-finder>`,
    'availability-picker': html`<availability-picker base-url=${base} company-id=${bookable.companyId} business-id=${bookable.businessId}></availability-picker>`,
    'agreement-sign-button': html`<agreement-sign-button base-url=${base} agreement-id=${agreement.id} company-id=${agreement.companyId}
      business-id=${agreement.businessId} customer-id=${world.customerId}></agreement-sign-button>`,
    'review-feed': html`<review-feed base-url=${base} business-id=${parkSlope.businessId}></review-feed>`,
    'booking-flow': html`<booking-flow base-url=${base} zipcode=${bookable.zipcode}></booking-flow>`,
    'abandoned-bookings': html`<abandoned-bookings base-url=${base} company-id=${parkSlope.companyId} business-ids=${parkSlope.businessId}></abandoned-bookings>`,
    'review-insights': html`<review-insights base-url=${base} business-ids=${parkSlope.businessId}></review-insights>`,
  };
}

/** Every shadow root below `root`. */
const shadowRoots = (root: ParentNode): ShadowRoot[] =>
  [...root.querySelectorAll('*')].flatMap((element) =>
    element.shadowRoot ? [element.shadowRoot, ...shadowRoots(element.shadowRoot)] : [],
  );

/** The animations running in the page, shadow roots included, with the length of one cycle. */
const running = () =>
  [document, ...shadowRoots(document)]
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.playState === 'running')
    .map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0));

describe('Three flashes (WCAG 2.3.1) and what moves by itself (WCAG 2.2.2)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('every loading mark cycles at most three times a second, and none moves when the reader asks for less motion', async () => {
    const scope = newScope();
    // Slow answers, so that every element is caught waiting.
    await plan(scope, { latencyMs: 3000 });
    const cycles: Record<string, number[]> = {};
    for (const [tag, markup] of Object.entries(waiting(world, scopedBaseUrl(scope)))) {
      await fixture(html`<div>${markup}</div>`);
      // A loading mark may wait a moment before it shows, so that a quick answer shows none.
      await new Promise((resolve) => setTimeout(resolve, 600));
      cycles[tag] = running();
    }
    expect(Object.values(cycles).flat().length, 'nothing moved while the elements waited').to.be.above(0);
    for (const [tag, durations] of Object.entries(cycles)) {
      expect(
        durations.filter((duration) => duration < 1000 / 3),
        `<${tag}>`,
      ).to.deep.equal([]);
    }
    await emulateMedia({ reducedMotion: 'reduce' });
    for (const markup of Object.values(waiting(world, scopedBaseUrl(scope)))) {
      await fixture(html`<div>${markup}</div>`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(running()).to.deep.equal([]);
    }
  });
});
