import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys } from '@web/test-runner-commands';
import '../../src/elements/franchise-finder/define.js';
import { contrastRatio } from '../helpers/contrast.js';
import { paintedColor } from '../helpers/painted.js';
import { deepActiveElement } from '../helpers/roles.js';
import { FinderPage } from '../pages/index.js';

/** `rgb(r, g, b)` as `#rrggbb`. */
function hex(color: string): string {
  const channels = color.match(/\d+(\.\d+)?/g)?.slice(0, 3) ?? [];
  expect(channels, `an opaque colour, not ${color}`).to.have.length(3);
  return `#${channels.map((channel) => Math.round(Number(channel)).toString(16).padStart(2, '0')).join('')}`;
}

async function finderOnPage(pageStyle: string): Promise<{ page: HTMLElement; finder: FinderPage }> {
  const page = await fixture<HTMLElement>(html`<div style=${pageStyle}><franchise-finder></franchise-finder></div>`);
  const finder = page.querySelector('franchise-finder')!;
  await finder.updateComplete;
  return { page, finder: new FinderPage(finder) };
}

/** Tabs to the ZIP code field, whose `:focus-visible` ring the computed style then holds. */
async function focusRing(finder: FinderPage): Promise<CSSStyleDeclaration> {
  const field = finder.zipField;
  await sendKeys({ press: 'Tab' });
  expect(deepActiveElement()).to.equal(field);
  return getComputedStyle(field);
}

describe('shared styles', () => {
  afterEach(async () => {
    await emulateMedia({ colorScheme: 'light' });
    await executeServerCommand('emulate-forced-colors', { active: false });
  });

  for (const { name, pageStyle, background } of [
    { name: 'a light page', pageStyle: 'background: #fff; color: #1d1d1f', background: 'rgb(255, 255, 255)' },
    { name: 'a dark page', pageStyle: 'color-scheme: dark; background: #121212; color: #f1f1f1', background: 'rgb(18, 18, 18)' },
  ]) {
    it(`keeps the focus ring and the main button at 3:1 or more on ${name}, and their text at 4.5:1`, async () => {
      const { finder } = await finderOnPage(pageStyle);
      const ring = await focusRing(finder);
      expect(ring.outlineStyle).to.equal('solid');
      expect(contrastRatio(ring.outlineColor, background)).to.be.at.least(3);

      const find = getComputedStyle(finder.findButton);
      expect(contrastRatio(find.backgroundColor, background)).to.be.at.least(3);
      expect(contrastRatio(find.color, find.backgroundColor)).to.be.at.least(4.5);
      await expect(finder.el).to.be.accessible();
    });

    it(`draws a field's edge, an invalid field and its problem at 3:1 or more on ${name}, the mark's sign at 4.5:1`, async () => {
      const { finder } = await finderOnPage(pageStyle);
      // Translucent by default (the text colour at 55%): measured as painted over the page.
      expect(contrastRatio(paintedColor(finder.zipField, 'borderTopColor'), background), "the field's edge").to.be.at.least(3);
      finder.findButton.click();
      await finder.el.updateComplete;
      const field = getComputedStyle(finder.zipField);
      expect(finder.zipField.getAttribute('aria-invalid')).to.equal('true');
      expect(contrastRatio(field.borderTopColor, background)).to.be.at.least(3);
      const mark = getComputedStyle(finder.part('message')!.querySelector('.message-icon')!);
      expect(contrastRatio(mark.backgroundColor, background)).to.be.at.least(3);
      expect(contrastRatio(mark.color, mark.backgroundColor)).to.be.at.least(4.5);
      await expect(finder.el).to.be.accessible();
    });
  }

  it('keeps the light accent on a light page under a dark system theme', async () => {
    await emulateMedia({ colorScheme: 'dark' });
    const { finder } = await finderOnPage('background: #fff; color: #1d1d1f');
    expect(hex(getComputedStyle(finder.findButton).backgroundColor)).to.equal('#2457c5');
  });

  it("uses the host's accent when it sets one, on a dark page too", async () => {
    const { finder } = await finderOnPage('color-scheme: dark; background: #121212; --booking-accent: #ffb000');
    expect(hex(getComputedStyle(finder.findButton).backgroundColor)).to.equal('#ffb000');
  });

  it("draws a solid focus ring in the system highlight colour under forced colours, whatever the host's ring", async () => {
    await executeServerCommand('emulate-forced-colors', { active: true });
    expect(matchMedia('(forced-colors: active)').matches).to.equal(true);
    const { finder } = await finderOnPage('--booking-focus-ring: 1px dotted #ffb000');
    const ring = await focusRing(finder);
    const probe = document.createElement('div');
    probe.style.color = 'Highlight';
    document.body.append(probe);
    const highlight = getComputedStyle(probe).color;
    probe.remove();
    expect(ring.outlineStyle).to.equal('solid');
    expect(ring.outlineWidth).to.equal('2px');
    expect(ring.outlineColor).to.equal(highlight);
  });
});
