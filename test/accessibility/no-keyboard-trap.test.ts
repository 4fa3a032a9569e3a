/**
 * WCAG 2.2 success criteria 2.1.2, No keyboard trap, and 2.4.3, Focus order: Tab goes into every
 * element and out of it to what follows, Shift+Tab back out to what comes before, and no element
 * sets a tab order of its own (a positive `tabindex`), so the order is the order things are read in.
 */
import { expect } from '@open-wc/testing';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { tabThrough } from './flow-walk.js';

describe('No keyboard trap (WCAG 2.1.2) and focus order (WCAG 2.4.3)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  for (const tag of everyTag) {
    it(`Tab and Shift+Tab go through <${tag}> and out of it, in reading order`, async () => {
      const el = await shown(tag, world);
      const [before, after] = ['before', 'after'].map((words) => {
        const button = document.createElement('button');
        button.textContent = words;
        return button;
      }) as [HTMLButtonElement, HTMLButtonElement];
      el.before(before);
      el.after(after);
      before.focus();
      const forward = await tabThrough(el, () => {}, { most: 600 });
      expect(forward.length, 'Tab reached nothing inside').to.be.above(0);
      // Compared as a yes or no: a failure message that printed an element with all its state could take minutes.
      expect(document.activeElement === after, 'Tab did not come out to the next control').to.equal(true);
      const backward = await tabThrough(el, () => {}, { backwards: true, most: 600 });
      expect(document.activeElement === before, 'Shift+Tab did not come out to the control before').to.equal(true);
      expect(backward).to.deep.equal([...forward].reverse());
      const ordered = drawnElements(el).filter((element) => (element as HTMLElement).tabIndex > 0);
      expect(ordered.map((element) => element.localName)).to.deep.equal([]);
    });
  }
});
