/**
 * WCAG 2.2 success criterion 2.5.8, Target size (minimum): every target of every element (each
 * button, link, field and choice a pointer can hit) is at least 24 × 24 CSS pixels, or spaced as
 * the criterion allows (a circle of 24 px across on its centre touches no other target and no
 * other small target's circle); a link inside a sentence is excepted, as the criterion says. On a
 * phone (375 px) and a laptop (1280 px), and in every step of the flow.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { newScope } from '../helpers/reference.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { described, renderJourney, throughEveryStep } from './flow-walk.js';

const targetSelector = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="option"]',
].join(', ');

/** A link in a line of text: the criterion's inline exception. */
const inSentence = (element: Element) => element.localName === 'a' && getComputedStyle(element).display === 'inline';

/** What a pointer can hit in `host`: shown, larger than the 1 px of text kept for screen readers. */
function targets(host: Element): Element[] {
  return drawnElements(host).filter((element) => {
    const { width, height } = element.getBoundingClientRect();
    return element.matches(targetSelector) && !inSentence(element) && width > 1 && height > 1;
  });
}

const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/** Whether a circle 24 px across on `point` touches the box. */
function circleTouches(point: { x: number; y: number }, box: DOMRect): boolean {
  const dx = Math.max(box.left - point.x, 0, point.x - box.right);
  const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
  return Math.hypot(dx, dy) < 12;
}

/** The targets of `host` under 24 × 24 that are not spaced as the criterion allows, described. */
function tooSmall(host: Element): string[] {
  const all = targets(host);
  const small = (box: DOMRect) => box.width < 24 - 0.01 || box.height < 24 - 0.01;
  return all.flatMap((target) => {
    const box = target.getBoundingClientRect();
    if (!small(box)) return [];
    const own = centre(box);
    const crowded = all.some((other) => {
      if (other === target || other.contains(target) || target.contains(other)) return false;
      const otherBox = other.getBoundingClientRect();
      if (circleTouches(own, otherBox)) return true;
      const theirs = centre(otherBox);
      return small(otherBox) && Math.hypot(own.x - theirs.x, own.y - theirs.y) < 24;
    });
    return crowded ? [`${described(target)} is ${box.width.toFixed(1)} × ${box.height.toFixed(1)} and too close to another target`] : [];
  });
}

describe('Target size (WCAG 2.5.8)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(async () => {
    restoreWindowOpen();
    await setViewport({ width: 800, height: 600 });
  });

  for (const width of [375, 1280]) {
    for (const tag of everyTag) {
      it(`every target of <${tag}> is at least 24 × 24 or spaced apart, at ${width} px`, async () => {
        await setViewport({ width, height: 800 });
        const el = await shown(tag, world);
        expect(targets(el).length, 'no target was found').to.be.above(0);
        expect(tooSmall(el)).to.deep.equal([]);
      });
    }
  }

  it('every target of every step of the flow is at least 24 × 24 or spaced apart, at 375 px', async () => {
    await setViewport({ width: 375, height: 740 });
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const problems: string[] = [];
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      problems.push(...tooSmall(flow).map((problem) => `${step}: ${problem}`));
    });
    expect(problems).to.deep.equal([]);
  });
});
