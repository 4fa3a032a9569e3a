/**
 * WCAG 2.2 success criterion 1.4.12, Text spacing: with the spacing the criterion names (line
 * height 1.5 times the font size, paragraphs 2 times apart, letters 0.12 and words 0.16 times the
 * font size) set inside every shadow root, as a reader's style sheet or bookmarklet does, nothing
 * of any element is cut off or drawn beyond its edges, at 375 px; the flow in every step too.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { newScope } from '../helpers/reference.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnOutside } from '../elements/booking-flow/journey.js';
import { cutOff, drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { renderJourney, throughEveryStep } from './flow-walk.js';

/** The spacing of the criterion, as a style sheet that wins over the elements' own. */
const spacing = new CSSStyleSheet();
spacing.replaceSync(`
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`);

/** Adds the spacing to the document and to every shadow root below `host`. */
function spaceOut(host: Element): void {
  if (!document.adoptedStyleSheets.includes(spacing)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, spacing];
  const visit = (root: ShadowRoot) => {
    if (!root.adoptedStyleSheets.includes(spacing)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, spacing];
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
  };
  if (host.shadowRoot) visit(host.shadowRoot);
}

/** Whether the spacing holds in what `host` draws: the letters of its first text are 0.12 em apart. */
function spacedOut(host: Element): boolean {
  const texts = drawnElements(host).filter((element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
  );
  return (
    texts.length > 0 &&
    texts.every((element) => {
      const style = getComputedStyle(element);
      return Math.abs(Number.parseFloat(style.letterSpacing) - 0.12 * Number.parseFloat(style.fontSize)) < 0.1;
    })
  );
}

describe('Text spacing (WCAG 1.4.12)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(async () => {
    restoreWindowOpen();
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== spacing);
    await setViewport({ width: 800, height: 600 });
  });

  for (const tag of everyTag) {
    it(`<${tag}> loses nothing with the criterion's text spacing, at 375 px`, async () => {
      await setViewport({ width: 375, height: 740 });
      const el = await shown(tag, world);
      spaceOut(el);
      await new Promise(requestAnimationFrame);
      expect(spacedOut(el), 'the spacing is not applied to every text').to.equal(true);
      expect([...cutOff(el), ...drawnOutside(el)]).to.deep.equal([]);
    });
  }

  it("every step of the flow loses nothing with the criterion's text spacing, at 375 px", async () => {
    await setViewport({ width: 375, height: 740 });
    const { flow, flowPage } = await renderJourney(newScope(), world.customerId);
    const problems: string[] = [];
    await throughEveryStep(flowPage, world.bookable.zipcode, async (step) => {
      spaceOut(flow);
      await new Promise(requestAnimationFrame);
      if (!spacedOut(flow)) problems.push(`${step}: the spacing is not applied to every text`);
      problems.push(...[...cutOff(flow), ...drawnOutside(flow)].map((problem) => `${step}: ${problem}`));
    });
    expect(problems).to.deep.equal([]);
  });
});
