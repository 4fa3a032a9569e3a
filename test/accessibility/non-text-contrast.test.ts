/**
 * WCAG 2.2 success criterion 1.4.11, Non-text contrast, on a light page and on a dark one: the edge
 * of every field, the focus ring of every control Tab reaches, every state light (a pressed time,
 * the chosen day, the current step, a field marked invalid, a pressed filter) and the marks of the
 * charts (the funnel's bars, the trend's line and points) stand at 3:1 or more against what is
 * around them, measured as painted (test/helpers/painted.ts) with the WCAG formula
 * (test/helpers/contrast.ts).
 */
import { expect } from '@open-wc/testing';
import { contrastRatio } from '../helpers/contrast.js';
import { fillOf, paintedColor, ringOf, surfaceOf } from '../helpers/painted.js';
import { restoreWindowOpen } from '../helpers/window-open.js';
import { drawnElements, everyTag, readWorld, shown, type World } from './every-element.js';
import { described, tabThrough } from './flow-walk.js';

const pages = {
  light: 'background: #fff; color: #1d1d1f',
  dark: 'color-scheme: dark; background: #121212; color: #f1f1f1',
} as const;

/** A colour of an SVG mark (its fill or stroke) as painted over what is around it. */
function markColor(mark: Element, property: 'fill' | 'stroke'): string {
  const probe = document.createElement('span');
  probe.style.color = getComputedStyle(mark)[property];
  mark.closest('svg')!.parentElement!.append(probe);
  const color = paintedColor(probe, 'color');
  probe.remove();
  return color;
}

/** Every measure of `host` under 3:1, described, and how many were taken. */
async function lowContrast(host: HTMLElement): Promise<{ problems: string[]; measured: number }> {
  const problems: string[] = [];
  let measured = 0;
  const check = (what: string, element: Element, color: string, around = surfaceOf(element)) => {
    measured += 1;
    const ratio = contrastRatio(color, around);
    if (ratio < 3) problems.push(`${what} of ${described(element)}: ${color} on ${around} is ${ratio.toFixed(2)}:1`);
  };
  const drawn = drawnElements(host);
  for (const field of drawn.filter((element) => element.matches('input:not([type="checkbox"], [type="radio"]), select, textarea'))) {
    check('the edge', field, paintedColor(field, 'borderTopColor'));
  }
  for (const lit of drawn.filter((element) => element.matches('[aria-pressed="true"], [aria-selected="true"] > button'))) {
    check('the state', lit, fillOf(lit));
  }
  for (const invalid of drawn.filter((element) => element.matches('[aria-invalid="true"]'))) {
    check('the invalid edge', invalid, paintedColor(invalid, 'borderTopColor'));
  }
  for (const step of drawn.filter((element) => element.matches('[part~="current"] [part="step-number"]'))) {
    check('the current step', step, paintedColor(step, 'borderTopColor'));
  }
  for (const bar of drawn.filter((element) => element.matches('.bar-fill, .point'))) check('the mark', bar, markColor(bar, 'fill'));
  for (const line of drawn.filter((element) => element.matches('.line'))) check('the line', line, markColor(line, 'stroke'));
  // Focus: the ring drawn around (or inside) each control that Tab reaches.
  const start = document.createElement('button');
  start.textContent = 'before';
  host.before(start);
  start.focus();
  await tabThrough(
    host,
    (control) => {
      // An inactive control (announced as unavailable, drawn faint) is exempt, as the criterion says.
      if (control.closest('[aria-disabled="true"], :disabled')) return;
      const style = getComputedStyle(control);
      if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2)
        check('the focus ring', control, paintedColor(control, 'outlineColor'));
      else {
        const ring = ringOf(control);
        if (ring) check('the inset focus ring', control, ring, fillOf(control));
        else problems.push(`${described(control)} shows no focus ring`);
      }
    },
    { most: 600 },
  );
  start.remove();
  return { problems, measured };
}

describe('Non-text contrast (WCAG 1.4.11)', function () {
  this.timeout(60000);
  let world: World;

  before(async () => {
    world = await readWorld();
  });

  afterEach(() => {
    restoreWindowOpen();
  });

  for (const [theme, pageStyle] of Object.entries(pages)) {
    for (const tag of everyTag) {
      it(`<${tag}>'s fields, focus rings, state lights and chart marks stand at 3:1 on a ${theme} page`, async () => {
        const el = await shown(tag, world);
        el.parentElement!.setAttribute('style', `${pageStyle}; padding: 8px`);
        await new Promise(requestAnimationFrame);
        const { problems, measured } = await lowContrast(el);
        expect(measured, 'nothing was measured').to.be.above(0);
        expect(problems).to.deep.equal([]);
      });
    }
  }
});
