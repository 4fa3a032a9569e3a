/**
 * WCAG 2.2 success criteria 2.4.11 and 2.4.12, Focus not obscured (minimum and enhanced): every
 * control that Tab and Shift+Tab reach in every step of `<booking-flow>`, inline and in its dialog, on a phone
 * (375 × 740) and a laptop (1280 × 800), is wholly in view when it has focus, and not under the
 * flow's own sticky footer (with the chosen time's sentence) or the dialog's sticky header.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { customerOf, newScope, referenceFixtures, type ReferenceFixtures } from '../helpers/reference.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import type { FlowPage } from '../pages/index.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { boxWords, described, drawnInside, everyStep, renderJourney, tabThrough, throughEveryStep } from './flow-walk.js';

/** What is wrong with where a focused control is drawn, or nothing. */
function obscured(flowPage: FlowPage, control: HTMLElement): string[] {
  const box = control.getBoundingClientRect();
  const dialog = flowPage.dialog;
  // The area a control can be seen in: the window, and inside it the dialog's box.
  const area = dialog ? dialog.getBoundingClientRect() : new DOMRect(0, 0, innerWidth, innerHeight);
  const problems: string[] = [];
  if (box.top < Math.max(0, area.top) - 1 || box.bottom > Math.min(innerHeight, area.bottom) + 1) {
    problems.push(`${described(control)} at ${boxWords(box)} is not wholly in view (${boxWords(area)})`);
  }
  const covering = [flowPage.footer, flowPage.part('dialog-header')].filter(
    (cover): cover is HTMLElement => cover !== null && !drawnInside(cover, control) && !drawnInside(control, cover),
  );
  for (const cover of covering) {
    const over = cover.getBoundingClientRect();
    const overlap = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
    if (overlap > 1 && box.right > over.left && box.left < over.right) {
      problems.push(
        `${described(control)} at ${boxWords(box)} is ${Math.round(overlap)} px under ${described(cover)} at ${boxWords(over)}`,
      );
    }
  }
  return problems;
}

describe('Focus not obscured (WCAG 2.4.11, 2.4.12)', function () {
  this.timeout(120000);
  let bookable: ReferenceFixtures['enabledBranch'];
  let customerId: string;

  before(async () => {
    bookable = (await referenceFixtures()).enabledBranch;
    customerId = await customerOf(bookable.companyId);
  });

  afterEach(async () => {
    restoreWindowOpen();
    await setViewport({ width: 800, height: 600 });
  });

  /** Tabs through every step from its heading; hands back every problem and the steps where Tab reached something. */
  async function focusEverywhere(mode: 'inline' | 'dialog'): Promise<{ problems: string[]; reached: Record<string, number> }> {
    const { flow, flowPage } = await renderJourney(newScope(), customerId, { mode });
    if (mode === 'dialog') flow.show();
    const problems: string[] = [];
    const reached: Record<string, number> = {};
    await throughEveryStep(flowPage, bookable.zipcode, async (step) => {
      flowPage.heading!.focus();
      const check = (control: HTMLElement) => {
        problems.push(...obscured(flowPage, control).map((problem) => `${step}: ${problem}`));
      };
      const controls = await tabThrough(flow, check);
      reached[step] = controls.length;
      // Back up again from the last, so that what scrolls down under a sticky header shows too.
      controls.at(-1)?.focus();
      await tabThrough(flow, check, { backwards: true });
    });
    return { problems, reached };
  }

  for (const [width, height] of [
    [375, 740],
    [1280, 800],
  ] as const) {
    it(`every control Tab reaches in every step of the inline flow is wholly in view at ${width} × ${height}`, async () => {
      await setViewport({ width, height });
      const { problems, reached } = await focusEverywhere('inline');
      expect(Object.keys(reached)).to.deep.equal([...everyStep]);
      for (const step of everyStep) expect(reached[step], `Tab reached nothing in ${step}`).to.be.above(0);
      expect(problems).to.deep.equal([]);
    });

    it(`every control Tab reaches in every step of the dialog is wholly in view at ${width} × ${height}`, async () => {
      await setViewport({ width, height });
      const { problems, reached } = await focusEverywhere('dialog');
      for (const step of everyStep) expect(reached[step], `Tab reached nothing in ${step}`).to.be.above(0);
      expect(problems).to.deep.equal([]);
    });
  }

  for (const tag of everyTag) {
    it(`every control Tab reaches in <${tag}> is wholly in view and under nothing sticky of its own, at 375 × 740`, async () => {
      await setViewport({ width: 375, height: 740 });
      const world: World = await readWorld();
      const el = await shown(tag, world);
      const problems: string[] = [];
      const start = document.createElement('button');
      el.before(start);
      start.focus();
      const reached = await tabThrough(
        el,
        (control) => {
          const box = control.getBoundingClientRect();
          // Within 2 px: a scrolling region's box may end a pixel and a fraction past the window.
          if (box.top < -2 || box.bottom > innerHeight + 2)
            problems.push(`${described(control)} at ${boxWords(box)} is not wholly in view (${innerWidth} × ${innerHeight})`);
          // What the element keeps in view by itself (sticky or fixed) must not lie over what has focus.
          const covers = drawnElements(el).filter(
            (cover) =>
              /sticky|fixed/.test(getComputedStyle(cover).position) && !drawnInside(cover, control) && !drawnInside(control, cover),
          );
          for (const cover of covers) {
            const over = cover.getBoundingClientRect();
            const overlap = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top);
            if (overlap > 1 && box.right > over.left && box.left < over.right)
              problems.push(`${described(control)} is under ${described(cover)}`);
          }
        },
        { most: 600 },
      );
      start.remove();
      expect(reached.length, 'Tab reached nothing').to.be.above(0);
      expect(problems).to.deep.equal([]);
    });
  }
});
