/**
 * WCAG 2.2 success criterion 1.4.13, Content on hover or focus: no element shows anything more when
 * the pointer rests on one of its controls or a control takes focus (no tooltip, no pop-over), so
 * there is nothing to dismiss, hover over or keep; and none leaves a `title` for the browser's own
 * tooltip to show.
 */
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { described } from './flow-walk.js';

const controls = 'a[href], button, input, select, textarea, [tabindex]';

describe('Content on hover or focus (WCAG 1.4.13)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(async () => {
    restoreWindowOpen();
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  for (const tag of everyTag) {
    it(`<${tag}> shows nothing more when the pointer rests on a control or a control takes focus`, async () => {
      const el = await shown(tag, world);
      const drawn = new Set(drawnElements(el));
      const targets = [...drawn].filter((element) => element.matches(controls)).slice(0, 60) as HTMLElement[];
      expect(targets.length, 'no control was found').to.be.above(0);
      const appeared: string[] = [];
      for (const target of targets) {
        target.scrollIntoView({ block: 'center' });
        const box = target.getBoundingClientRect();
        await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
        target.focus();
        const now = drawnElements(el).filter((element) => !drawn.has(element));
        appeared.push(...now.map((element) => `${described(element)} on ${described(target)}`));
      }
      expect(appeared).to.deep.equal([]);
      expect([...drawn].filter((element) => element.hasAttribute('title')).map(described)).to.deep.equal([]);
    });
  }
});
