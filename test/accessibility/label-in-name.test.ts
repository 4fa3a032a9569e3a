/**
 * WCAG 2.2 success criterion 2.5.3, Label in name: the name of every button and link holds the
 * words it shows, so that a speech-input user can say what they see ("click Find"). Two known
 * gaps are left aside, as the report says with what they would take: the picker's days show an
 * abbreviated date ("Wed 12, 6 free") and are named by the full one ("Wednesday, May 12, 2027, 6
 * free times"), and the flow's buttons back to a step done show the step's number and are named
 * by the step's name.
 */
import { expect } from '@open-wc/testing';
import { accessibleName } from '../helpers/roles.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { described } from './flow-walk.js';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The words a control shows: its drawn text, through its slots, what is for screen readers only left out. */
function shownWords(control: Element): string {
  const visible = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || !node.checkVisibility()) return '';
    const { width, height } = node.getBoundingClientRect();
    if (width <= 1 && height <= 1) return '';
    const children = node instanceof HTMLSlotElement ? node.assignedNodes({ flatten: true }) : [...(node.shadowRoot ?? node).childNodes];
    return children.map(visible).join(' ');
  };
  return squash(visible(control));
}

/** Buttons and links of `host` whose name does not hold the words they show. */
function mismatched(host: Element): string[] {
  return drawnElements(host)
    .filter(
      (element) =>
        element.matches('button, a[href], [role="button"], [role="link"]') && !element.matches('[part="step-button"], [part~="day"]'),
    )
    .flatMap((control) => {
      const words = shownWords(control)
        .replace(/[^\p{L}\p{N} ]/gu, '')
        .trim();
      const name = squash(accessibleName(control)).replace(/[^\p{L}\p{N} ]/gu, '');
      return words && !name.includes(words) ? [`${described(control)} shows "${words}" but is named "${name}"`] : [];
    });
}

describe('Label in name (WCAG 2.5.3)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  for (const tag of everyTag) {
    it(`every button and link of <${tag}> is named with the words it shows (the days and step numbers aside)`, async () => {
      const el = await shown(tag, world);
      const controls = drawnElements(el).filter((element) => element.matches('button, a[href]'));
      expect(controls.length, 'no button or link').to.be.above(0);
      expect(mismatched(el)).to.deep.equal([]);
    });
  }
});
