/**
 * WCAG 2.2 success criteria 1.4.4, Resize text, and 1.3.4, Orientation: with text twice its size
 * (a reader's font setting: the page's font size at 200 %) every element loses nothing and draws
 * nothing beyond its edges at 1280 px; and each shows on a phone held upright (375 × 740) and on
 * its side (740 × 375) alike, without scrolling sideways.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnOutside } from '../elements/booking-flow/journey.js';
import { cutOff, everyTag, readWorld, shown, type World } from './every-element.js';

describe('Resize text (WCAG 1.4.4) and orientation (WCAG 1.3.4)', function () {
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
    it(`<${tag}> loses nothing with its text at 200 %`, async () => {
      await setViewport({ width: 1280, height: 800 });
      const el = await shown(tag, world);
      const normal = Number.parseFloat(getComputedStyle(el).fontSize);
      el.parentElement!.style.fontSize = '200%';
      await new Promise(requestAnimationFrame);
      expect(Number.parseFloat(getComputedStyle(el).fontSize)).to.be.closeTo(2 * normal, 0.5);
      expect([...cutOff(el), ...drawnOutside(el)]).to.deep.equal([]);
    });

    it(`<${tag}> shows upright and on its side alike, without scrolling sideways`, async () => {
      for (const [width, height] of [
        [375, 740],
        [740, 375],
      ] as const) {
        await setViewport({ width, height });
        const el = await shown(tag, world);
        expect(document.documentElement.scrollWidth, `${width} × ${height}`).to.be.at.most(width);
        expect(drawnOutside(el), `${width} × ${height}`).to.deep.equal([]);
      }
    });
  }
});
