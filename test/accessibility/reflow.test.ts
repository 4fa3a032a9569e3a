/**
 * WCAG 2.2 success criterion 1.4.10, Reflow: at 320 CSS pixels wide (a phone, and a 1280 px window
 * zoomed to 400 %, which leaves 320 × 200), every element shows everything without scrolling
 * sideways: the page does not scroll sideways and nothing is drawn beyond the element's edges,
 * except inside a data table's own region that scrolls, which the criterion allows for content
 * that needs two dimensions. The flow in every step too.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { newScope } from '../helpers/reference.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnOutside } from '../elements/booking-flow/journey.js';
import { everyTag, readWorld, shown, type World } from './every-element.js';
import { renderJourney, throughEveryStep } from './flow-walk.js';

/** What scrolls sideways: the page, or what the element draws beyond its edges. */
function sideways(host: HTMLElement): string[] {
  const page = document.documentElement.scrollWidth > innerWidth + 1 ? [`the page is ${document.documentElement.scrollWidth} px wide`] : [];
  return [...page, ...drawnOutside(host)];
}

describe('Reflow (WCAG 1.4.10)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(async () => {
    restoreWindowOpen();
    await setViewport({ width: 800, height: 600 });
  });

  for (const tag of everyTag) {
    it(`<${tag}> needs no sideways scrolling at 320 × 200 (1280 px at 400 %)`, async () => {
      await setViewport({ width: 320, height: 200 });
      const el = await shown(tag, world);
      expect(sideways(el)).to.deep.equal([]);
    });
  }

  it('every step of the flow needs no sideways scrolling at 320 px', async () => {
    await setViewport({ width: 320, height: 568 });
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const problems: string[] = [];
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      problems.push(...sideways(flow).map((problem) => `${step}: ${problem}`));
    });
    expect(problems).to.deep.equal([]);
  });
});
